## Spisak prečica (F1 ili ?, i „Tasteri” u meniju pauze). Sami tasteri (Enter, Esc, F11...) su
## prikazani kao na tastaturi; ovde je samo ime razmaknice. Opisi su glagolske imenice
## („Pomeranje…“), a igraču se, kao u ostalim tekstovima, obraćamo sa „vi“. Dugmad gejmpeda
## se pišu kao { "Start" }: tako ostaju latinicom i u ćirilici.

keys-title = Tasteri
keys-space-name = Razmaknica
keys-confirm = Pritiskanje izabranog dugmeta; izbor označene karte
keys-back = Zatvaranje strane ili prozora; tokom igre: meni pauze
keys-skip = Preskakanje animacije (ništa se ne bira umesto vas)
keys-decide = { decision-continue } / { decision-leave }, kad ste na potezu
keys-focus = Prelazak između dugmadi i karata
keys-tab = Sledeće / prethodno dugme
keys-scroll = Pomeranje „{ play-log }“ i dugih strana
keys-fullscreen = Ceo ekran uklj. / isklj.
keys-help = Ovaj spisak tastera
keys-pad = Gejmped: { $pad_confirm } izbor · { $pad_back } nazad · { $pad_skip } preskakanje · { $pad_pause } pauza · krstić kretanje · { $pad_repeat } ponovi · { $pad_help } ovaj spisak
keys-close = Zatvori
pause-keys = Tasteri
