### Pravila igre Diamonds Club našim rečima (srpski, latinica), za scenu club-rules. Naslov i
### tekst svakog odeljka; pasus koji počinje sa • je stavka spiska.

club-rules-title = { "Diamonds Club" }: kako se igra
club-rules-contents = Sadržaj
club-rules-back = Nazad

club-rules-goal-title = Cilj igre
club-rules-goal-body =
    Svaki igrač ima svoj park. Na zajedničkom tržištu kupujete rudnike, prava na kopanje i brodove, pretvarate ih u drago kamenje i kamenje trošite na fontane, oranžerije, paviljone, ružičnjake, šume i životinje.

    Igra se runda za rundom, a svaka ima pet faza: tržište, kupovina, dijamanti, drago kamenje i gradnja. Kad neko popuni svetlozelena polja svog parka, igra se završava i pobeđuje ko ima najviše poena.

club-rules-pieces-title = Vaš park i vaši delovi
club-rules-pieces-body =
    Na početku imate 10 novčića i po jedan kamen svake boje: plavi, žuti, zeleni i crveni. Providni dijamant je džoker: može da zameni kamen bilo koje boje.

    Na vašoj tabli je park: 14 svetlozelenih polja, od kojih su tri obavezna, i ispod njih 5 tamnozelenih polja. Pored su vaše tri staze razvoja: šuma, tehnologija i novac.

club-rules-market-title = Faze 1 i 2: tržište i kupovina
club-rules-market-body =
    Postavlja se novo tržište: po jedna tamna karta tržišta za svakog igrača, zatim po jedna svetla, svaka na nasumičnoj strani. Svaka karta je stubac od šest polja. Sa 2 ili 3 igrača mesta desno ostaju zatvorena.

    Počinje vođa, a zatim se igra u smeru kazaljke na satu. Na potezu stavljate novčiće na jedno prazno polje ili odustajete do kraja faze. Polje košta 1 novčić, plus 1 za svaki novčić koji već leži na susednim poljima (iznad, ispod, levo ili desno), bez obzira čiji je. Celu cenu stavljate na kupljeno polje. Na primer, polje pored polja sa 1 novčićem i polja sa 2 novčića košta 1 + 1 + 2 = 4.

    Ono što kupite odmah je vaše:
    • rudnik, prava na kopanje ili brod: žeton za fazu 4;
    • +1, +2 ili +3: vaša oznaka ide toliko polja napred po stazi redosleda poteza; kad pređe polje 9, staje na vrh gomile na „10+“, čak i ako je već bila tamo;
    • jezerce, zabran za jelene ili volijera: odmah ide u vaš park;
    • korak na stazi šume, tehnologije ili novca (na „?“ birate stazu); korak na stazi novca odmah donosi i 1 novčić.

club-rules-diamonds-title = Faza 3: dijamanti i vođa
club-rules-diamonds-body =
    Igrač kome je ostalo najviše novčića dobija dijamant, a dijamant dobija i igrač koji je najdalje desno na stazi redosleda poteza. Kod nerešenog ishoda dijamant dobija svaki od njih. Gornja oznaka na najdaljem polju čini svog vlasnika vođom.

    U fazama 4 i 5 igra se od oznake koja je najdalje desno do one koja je najdalje levo; u gomili prva je gornja oznaka.

club-rules-gems-title = Faza 4: prodaja dragog kamenja
club-rules-gems-body =
    Redom, svaki igrač mora da proda svaki pun komplet koji može da sastavi. Komplet čine rudnik, prava na kopanje i brod. Donosi kamenje boje rudnika: onoliko koliko iznosi manji od dva kapaciteta, plus bonus staze tehnologije za svaki komplet. Vi birate koji žetoni idu zajedno.

    Posle toga smete da zadržite najviše jedan nepun komplet: najviše po jedan žeton svake vrste i nikad sva tri. Ostali žetoni se vraćaju u rezervu.

club-rules-building-title = Faza 5: gradnja
club-rules-building-body =
    Redom, svaki igrač gradi jednu pločicu ili odustaje do kraja faze, iznova i iznova, dok svi ne odustanu. Pločica košta onoliko kamenja koliko pokazuje njena tablica cene, plus 1 kamen bilo koje boje za svaku oznaku drugog igrača koja je već na toj tablici cene. Zatim tamo stavljate svoju oznaku: niko ne koristi istu tablicu cene dvaput u jednoj rundi.

    Šuma košta 3 kamena bilo kojih boja: uzimate pločicu pejzaža sa najveće gomile i stavljate je stranom sa šumom nagore.

    Šesta tablica cene, „bilo koji objekat pejzaža“, košta 4 kamena bilo kojih boja i gradi fontanu, oranžeriju, paviljon ili ružičnjak — vi birate. Oznake na njoj su posebne, pa u jednoj rundi možete izgraditi, recimo, dve fontane.

    Na kraju runde novčići i oznake se vraćaju vlasnicima. Svako počinje sledeću rundu sa onoliko novčića koliko pokazuje njegova staza novca: preostali novčići se ne čuvaju. Vođa stavlja oznaku na polje 0 staze redosleda poteza, ostali u smeru kazaljke na satu na 1, 2 i 3.

club-rules-park-title = Park
club-rules-park-body =
    Nova pločica ide na prazno obavezno polje svoje vrste ako ga ima; inače na bilo koje prazno svetlozeleno polje; kad je svih 14 svetlozelenih polja puno, na tamnozeleno polje. Pločica koja po ovim pravilima nema gde da stane ne može da se uzme.

    Svaka tabla ima svoja tri obavezna polja, svako za objekat pejzaža: fontanu, oranžeriju, paviljon ili ružičnjak. Inače nije važno gde pločica leži.

club-rules-tracks-title = Staze razvoja
club-rules-tracks-body =
    Korak pomera oznaku jedno polje niz stazu. Korak na stazi koja je već na kraju propada.
    • Šuma: svaka vaša šuma vredi 2 poena, do 6 na kraju staze.
    • Tehnologija: svaki prodat komplet donosi više: kamen više, zatim dijamant, zatim oba, a na kraju 2 kamena i 1 dijamant. Kraj staze vredi i 2 poena.
    • Novac: vaši novčići za svaku rundu, od 10 do 14. Poslednja tri polja vrede 1, 2 i 3 poena.

club-rules-bonus-title = Bonus karte
club-rules-bonus-body =
    Ko sagradi fontanu, oranžeriju, paviljon ili ružičnjak, može odmah da osvoji bonus kartu. Šume se nikad ne računaju.
    • Tri ista (po jedna karta za svaku od četiri građevine): 3 poena prvom igraču koji ima tri takve.
    • Četiri različita: 5 poena prvom igraču koji ima po jednu od sve četiri; 3 poena sledeći put kad neko sastavi takav komplet.
    • Pet istih: 5 poena prvom igraču koji ima pet iste vrste; 3 poena sledeći put kad neko ponovo dostigne pet iste vrste.

club-rules-end-title = Kraj igre i poeni
club-rules-end-body =
    Kad igrač popuni svih 14 svetlozelenih polja, tekuća runda se igra do kraja i igra se završava.

    Igrač čija tri obavezna polja nisu sva popunjena ne dobija poene. Ostali dobijaju:
    • 4 poena za svaku fontanu, oranžeriju, paviljon i ružičnjak;
    • za svaku šumu vrednost koju je dostigla njihova staza šume;
    • 10 poena za svaku trojku jezerca, zabrana za jelene i volijere, i 1 poen za svaku drugu životinju;
    • poene bonus karata i krajeva staza tehnologije i novca.

    Pobeđuje igrač sa najviše poena. Kod nerešenog pobeđuje igrač sa više dragog kamenja (računajući dijamante); ako je i dalje nerešeno, izjednačeni dele pobedu.
