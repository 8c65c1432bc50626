## Spisak prečica (F1 ili ?, i „Tasteri” u meniju pauze). Sami tasteri (Enter, Esc, F11...) su
## prikazani kao na tastaturi; ovde je samo ime razmaknice.

keys-title = Tasteri
keys-space-name = Razmak
keys-confirm = Pritisni izabrano dugme; izaberi označenu kartu
keys-back = Zatvori stranu ili prozor; tokom igre: meni pauze
keys-skip = Odmah završi animaciju (nikad ne bira umesto tebe)
keys-decide = { decision-continue } / { decision-leave }, kad je tvoj izbor
keys-focus = Prelazak između dugmadi i karata
keys-tab = Sledeće / prethodno dugme
keys-scroll = Pomeranje „{ play-log }“ i dugih strana
keys-fullscreen = Ceo ekran uklj. / isklj.
keys-help = Ovaj spisak tastera
keys-pad = Gejmped: { "A" } izaberi · { "B" } nazad · { "X" } preskoči · { "Start" } pauza · krstić kretanje · { "Back" } ovaj spisak
keys-close = Zatvori
pause-keys = Tasteri
