### Diamonds Club: prva runda sa vodičem (diamant/games/club/lesson.py). Svaki savet ima naslov i
### tekst; odbijanja kažu zašto lekcija ne prima drugi potez.

club-lesson-name-1 = Olga
club-lesson-name-2 = Kenđi
club-lesson-menu-tip = Jedna runda igre Diamonds Club sa savetima protiv dva igrača: svaka faza se odvija pred vama
club-lesson-skip = Preskoči lekciju
club-lesson-next = Dalje

club-lesson-welcome-title = Vaša prva runda igre Diamonds Club
club-lesson-welcome-body = Ovo je tržište: svako polje prodaje jednu stvar. Igrači redom stavljaju novčiće na jedno slobodno polje ili biraju „Pas“. Igrate protiv Olge i Kenđija; saveti pokazuju šta treba uraditi.
club-lesson-turn-title = Staza redosleda poteza
club-lesson-turn-body = Kupite +3 na stazi redosleda poteza (označeno polje). Ko je najdalje na njoj, prvi prodaje kamenje i gradi, i vodi sledeću rundu.
club-lesson-question-title = Polje „?“
club-lesson-question-body = Polje „?“ vas pomera za korak na stazi razvoja po vašem izboru. Izaberite šumu: svaka šuma će na kraju doneti više poena.
club-lesson-mine-title = Komplet
club-lesson-mine-body = Rudnik, prava na kopanje i brod čine komplet, koji se prodaje za kamenje. Počnite sa ovim žutim rudnikom.
club-lesson-price-title = Cene rastu
club-lesson-price-body = Polje košta 1 novčić i još 1 za svaki novčić koji već leži na susednim poljima. Ova prava na kopanje koštaju 3: jedan novčić iznad, jedan desno.
club-lesson-ship-title = Komplet je ceo
club-lesson-ship-body = Kupite ovaj brod: sa rudnikom i pravima na kopanje vaš komplet je ceo.
club-lesson-pass-title = Pas
club-lesson-pass-body = Imate sve što vam treba: izaberite „Pas“. U ovoj rundi više ništa ne kupujete; ostali nastavljaju dok svi ne odustanu.
club-lesson-diamonds-title = Dijamanti
club-lesson-diamonds-body = Kad se kupovina završi, dijamant dobija ko ima najviše preostalih novčića, i ko je najdalje na stazi redosleda poteza: oba puta ste to vi. Dijamant zamenjuje kamen bilo koje boje.
club-lesson-sell-title = Prodaja kompleta
club-lesson-sell-body = Komplet se prodaje za žuto kamenje, boje rudnika: onoliko koliko je manji od dva broja na pravima i brodu, ovde 3.
club-lesson-keep-title = Šta zadržavate
club-lesson-keep-body = Posle prodaje možete zadržati jedan nepotpun komplet za sledeću rundu. Ništa vam nije ostalo: ništa ne zadržavajte.
club-lesson-build-title = Gradnja
club-lesson-build-body = Svaka tablica cene pokazuje koliko košta njen objekat. Izgradite paviljon kamenjem koje traži; vaša oznaka ide na njegovu tablicu cene.
club-lesson-surcharge-title = Oznaka drugog igrača
club-lesson-surcharge-body = Olga je izgradila šumu: njena oznaka leži na tablici cene šume, pa vas šuma sada košta kamen više, 4 umesto 3. Izgradite je.
club-lesson-last-pass-title = Kraj runde
club-lesson-last-pass-body = Izaberite „Pas“: kad svi odustanu, runda se završava, novčići i oznake se vraćaju vlasnicima i postavlja se novo tržište.
club-lesson-done-title = Odigrali ste celu rundu
club-lesson-done-body = Kupovina, redosled poteza, dijamanti, prodaja kompleta i gradnja: tako izgleda svaka runda. Igra se završava u rundi u kojoj neko popuni svih 14 svetlozelenih polja svog parka.

club-lesson-refuse-buy = U ovoj lekciji kupite polje koje savet pokazuje.
club-lesson-refuse-pass = U ovoj lekciji sada izaberite „Pas“.
club-lesson-refuse-gems = U ovoj lekciji izaberite ono što savet pokazuje.
club-lesson-refuse-build = U ovoj lekciji izgradite ono što savet pokazuje.
club-lesson-refuse-wait = Sačekajte: sada je na potezu drugi igrač.
club-lesson-refuse-read = Prvo pročitajte savet, pa „Dalje“.
