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
controls-chests = Sanduci
# the groups of Controls: every screen's keys, and each screen's own
controls-screen = Ekran
controls-screen-tip = Koji tasteri su prikazani: zajednički za sve ekrane ili tasteri jednog ekrana
controls-screen-every = Svi ekrani
controls-screen-expedition = Dijamant: ekspedicija
controls-screen-club-table = Diamonds Club: sto
controls-screen-replay = Snimci partija
controls-screen-pages = Stranice pravila
controls-action-on = { $action } ({ $screen })
controls-expedition-path = Slušaj pećinu
controls-expedition-carry = Slušaj šta nosite
controls-expedition-cave = Slušaj ko je unutra
controls-expedition-odds = Slušaj šanse
controls-club-goods = Slušaj vaše stvari
controls-club-market = Slušaj pijacu
controls-club-tiles = Slušaj pločice cena
controls-club-parks = Slušaj parkove
controls-play = Pusti / pauza
controls-step-back = Korak nazad
controls-step-forward = Korak napred
controls-previous-round = Prethodna runda
controls-next-round = Sledeća runda
controls-line-down = Red nadole
controls-line-up = Red nagore

## Podešavanja → Visok kontrast
settings-high-contrast = Visok kontrast
settings-high-contrast-tip = Svetliji tekst, na tamnoj ili svetloj podlozi svuda gde slika ili boja ispod njega otežava čitanje
