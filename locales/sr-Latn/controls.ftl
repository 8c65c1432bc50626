## Podešavanja → Kontrole: taster i dugme gejmpeda za svaku radnju, koje igrač može da promeni.

settings-controls = Kontrole…
settings-controls-tip = Izaberite taster i dugme gejmpeda za svaku radnju

controls-title = Kontrole
controls-close = Gotovo
controls-reset = Vrati sve
controls-reset-tip = Svaka radnja ponovo dobija uobičajeni taster i dugme
controls-reset-done = Svi tasteri i dugmad su ponovo podrazumevani.
controls-key-tip = Taster za „{ $action }“: pritisnite { $confirm }, pa novi taster
controls-pad-tip = Dugme gejmpeda za „{ $action }“: pritisnite { $confirm }, pa novo dugme
controls-press-key = Pritisnite novi taster za „{ $action }“ (Esc: zadrži stari)
controls-press-pad = Pritisnite novo dugme gejmpeda za „{ $action }“ (Esc: zadrži staro)
controls-given = { $button } sada znači „{ $action }“.
controls-taken = { $button } već znači „{ $action }“: prvo toj radnji dajte drugi taster.
controls-reserved = { $button } prelazi između dugmadi ili uređuje tekst, pa ne može da se promeni.
controls-cancelled = Ništa se nije promenilo.

controls-confirm = Pritisni dugme u fokusu
controls-back = Nazad / zatvori
controls-skip = Preskoči animaciju
controls-pause = Meni pauze
controls-help = Spisak tastera
controls-repeat = Ponovi naglas
controls-up = Gore
controls-down = Dole
controls-left = Levo
controls-right = Desno
controls-scroll-up = Pomeri nagore
controls-scroll-down = Pomeri nadole
controls-fullscreen = Ceo ekran
controls-continue = { decision-continue }
controls-leave = { decision-leave }
controls-chests = Snimak: sanduci

## Podešavanja → Visok kontrast
settings-high-contrast = Visok kontrast
settings-high-contrast-tip = Svetliji tekst, na tamnoj ili svetloj podlozi svuda gde slika ili boja ispod njega otežava čitanje
