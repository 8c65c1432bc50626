# Igra za mrežnim stolom: otvaranje stola iz predvorja, čekaonica, priključivanje sa naslovnog ekrana
online-table = Sto na mreži…
online-table-tip = Igrajte sa prijateljima za drugim računarima: priključuju se kodom pozivnice
online-setup-title = Otvori sto na mreži
online-setup-body = Prijatelji na istoj mreži priključuju se samo kodom. Igračima sa drugih mreža treba relej: adresa releja koji je neko pokrenuo (diamant relay). Botove vodi ovaj računar.
online-seat-here = Ovde
online-seat-remote = Prijatelj
online-seat-bot-here = Bot
online-seat-where-tip = Igra se za ovim ekranom, igra prijatelj sa kodom ili bot na ovom računaru
online-relay = Relej (za prijatelje sa drugih mreža)
online-relay-placeholder = { "ws://" }adresa:port (može ostati prazno)
online-relay-tip = Adresa releja: povezuje igrače koji ne mogu da se povežu direktno
online-open = Otvori sto
online-cancel = Otkaži
online-need-local = Bar jedno mesto mora da se igra ovde.
online-cannot-open = Sto nije mogao da se otvori: { $reason }
online-room-title = Sto na mreži
online-room-guest-title = Čeka se domaćin
online-invite = Kod pozivnice: pošaljite ga prijateljima
online-copy = Kopiraj kod
online-copy-tip = Kopira kod pozivnice u privremenu memoriju
online-copied = Kod pozivnice je kopiran.
online-start = Počni
online-start-bots = Počni, na slobodnim mestima botovi
online-leave = Izađi
online-seat-you = vi
online-seat-connected = za stolom
online-seat-open = čeka se igrač…
online-seat-away = ponovo se povezuje…
online-seat-bot = bot
online-seat-free = Mesto { $n }
online-no-relay = Relej nije podešen: mogu da se priključe samo igrači sa ove mreže.
online-relay-failed = Relej nije dostupan: mogu da se priključe samo igrači sa ove mreže.
online-relay-on = Igrači sa drugih mreža priključuju se preko releja { $relay }.
online-waiting-host = Domaćin počinje igru kada se svi okupe.
online-reconnecting = Veza je prekinuta: ponovo se povezujemo…
online-reconnected = Veza je ponovo uspostavljena.
online-host-left = Domaćin je napustio sto.
online-lost = Veza sa stolom je prekinuta.
menu-join = Priključi se stolu
menu-join-tip = Igrajte za prijateljevim stolom na mreži sa kodom pozivnice koji vam je poslao
join-title = Priključi se stolu
join-code = Kod pozivnice
join-code-placeholder = Nalepite kod ovde (Ctrl+V)
join-code-tip = Kod koji je prijatelj kopirao iz svoje čekaonice
join-name = Vaše ime
join-name-placeholder = Vaše ime za stolom
join-name-tip = Tako vas vide ostali igrači
join-default-name = Gost
join-go = Priključi se
join-connecting = Povezivanje…
join-bad-code = Ovo nije kod pozivnice. Kopirajte ceo kod koji je prijatelj poslao.
join-full = Za ovim stolom nema slobodnog mesta.
join-version = Domaćin ima drugu verziju igre: verzije moraju da budu iste.
join-refused = Sto je odbio: { $reason }
join-unreachable = Sto nije dostupan. Proverite kod ili zamolite domaćina da podesi relej.

## Settings: the relay of online tables
settings-section-online = Stolovi preko mreže
settings-relay = Relej
settings-relay-placeholder = adresa:port
settings-relay-tip = Relej na kom vaši stolovi preko mreže otvaraju sobu, da bi se priključili prijatelji sa drugih mreža: adresa:port ili { "ws://" }adresa:port releja koji je neko pokrenuo ({ "diamant relay" }). Nijedan nije ugrađen.
settings-relay-note = Prijatelji sa drugih mreža priključuju se preko releja koji je neko pokrenuo ({ "diamant relay" }). Prazno: mogu da se priključe samo igrači sa ove mreže.
settings-relay-bad = Ovo nije adresa releja: napišite adresa:port ili { "ws://" }adresa:port (ili ostavite prazno).

## Join: the table this app hosted, taken back
online-resume = Nastavi moj sto
online-resume-tip = Ponovo otvorite sto koji ste napustili pre kraja partije, tamo gde je stao: ista mesta, a prijatelji se vraćaju sa istim kodom pozivnice

# vreme za odluku (bira domaćin; svi za stolom imaju isti sat)
online-decision-time = Vreme za odluku
online-decision-time-tip = Koliko vremena svaki igrač, i za ovim ekranom, ima za svaku odluku: kada istekne, za to mesto odlučuje bot
online-time-off = Nema
online-time-seconds = { $seconds } s

## Join: the tables on this network (found without a code); the host's option
join-lan = Stolovi na ovoj mreži
join-lan-tip = Stolovi na ovoj mreži koji čekaju igrače: kliknite na sto (ili ga izaberite i pritisnite { $confirm }) da se priključite pod svojim imenom
join-lan-looking = Traže se stolovi na ovoj mreži… Prijateljev sto pojaviće se ovde dok čeka igrače.
join-lan-off = Ovde ne mogu da se traže stolovi na mreži: priključite se kodom pozivnice.
join-lan-seats = Slobodna mesta: { $free } od { $seats }
join-lan-full = Nema mesta
join-lan-item = { $host }, { $game }. { $seats }
online-lan-visible = Vidljiv na ovoj mreži
online-lan-visible-tip = Dok sto čeka igrače, prijatelji na ovoj mreži vide ga u prozoru „Priključi se stolu“ i priključuju se bez koda
