### Pravila igre Dijamant našim rečima (srpski, latinica).
### Svaki odeljak ima naslov i tekst; tekst može imati više pasusa.
### Ćirilica se pravi iz ove datoteke alatom tools/make_sr_cyrl.py.

rules-title = Kako se igra

rules-goal-title = Cilj igre
rules-goal-body =
    Svaki igrač je jedan istraživač, koji pet puta zaredom ulazi u pećinu Takora: to je pet rundi, odnosno pet ekspedicija. U dubini pećine čeka drago kamenje, ponekad i vredne relikvije, ali i zamke.

    Računa se samo ono što donesete do kampa i stavite u svoj sanduk. Posle pete runde pobeđuje igrač sa najviše poena. Rubin vredi 1 poen, a dijamant 5 poena; pet rubina igra prikazuje kao jedan dijamant.

rules-expedition-title = Runda, karta po kartu
rules-expedition-body =
    Na početku runde svi istraživači ulaze u pećinu. Zatim igra ponavlja iste korake:

    • Otkriva se gornja karta istraživanja iz špila i stavlja u pećinu, iza poslednje otkrivene: karta blaga, karta zamke ili karta relikvije.
    • Svako ko je još u pećini tajno bira „Napred“ ili „Izlaz“.
    • Sve odluke se otkrivaju u istom trenutku: niko ne vidi tuđi izbor dok svi ne odluče.
    • Oni koji su izabrali „Izlaz“ vraćaju se u kamp; ostali idu dalje i otkriva se sledeća karta.

    Runda se završava kad u pećini više nema nikoga ili kad se dogodi katastrofa. Tada pločica barikade zatvara ulaz te runde. Rubini koji su ostali u pećini vraćaju se u rezervu, relikvije iz pećine su izgubljene, a ostale karte se vraćaju u špil i mešaju.

rules-treasures-title = Blago i ostatak
rules-treasures-body =
    Na karti blaga piše broj rubina. Oni se dele na jednake delove između istraživača koji su još u pećini; ono što ne može da se podeli ostaje na karti.

    Na primer, 11 rubina i 5 istraživača: svako uzima 2, a 1 rubin ostaje na karti. 17 rubina i 3 istraživača: svako uzima 5, a 2 ostaju.

    Uzeto kamenje stoji pored vašeg sanduka, naočigled svih. Još nije bezbedno: postaje vaše tek kad izađete iz pećine.

rules-hazards-title = Zamke i katastrofe
rules-hazards-body =
    Postoji pet vrsta zamki: džinovski paukovi, zmije, lava, kotrljajuće stenje i udarni ovnovi, po tri karte od svake vrste.

    Prva zamka neke vrste ne nanosi štetu, ali je upozorenje. Ako se u istoj rundi pojavi druga zamka iste vrste, dolazi do katastrofe: svi koji su još u pećini beže i gube sve rubine koje nose, a runda se odmah završava.

    Posle katastrofe jedna karta te zamke zauvek izlazi iz igre, pa je ista opasnost u sledećim rundama malo ređa.

rules-leaving-title = Izlazak iz pećine
rules-leaving-body =
    Istraživači koji su u istom trenutku izabrali „Izlaz“ zajedno izlaze iz pećine. Rubine koji još leže na kartama blaga dele na jednake delove; ono što ne može da se podeli ostaje u pećini. Ako izlazite sami, svi su vaši!

    Zatim sve što nose stavljaju u svoje sanduke, gde je kamenje bezbedno do kraja igre. Do sledeće runde čekaju u kampu.

rules-relics-title = Relikvije
rules-relics-body =
    U zavisnosti od izabranog izdanja, u pećini mogu da se pojave karte relikvije. Relikviju iz pećine iznosi samo onaj ko izlazi sam: ako zajedno izlaze dva ili više istraživača, niko je ne uzima. Relikvije koje su na kraju runde ostale u pećini su izgubljene.

    • Osnovna pravila (srpsko izdanje): svih pet relikvija je u špilu od početka. Prve tri iznete iz pećine vrede po 5 poena, četvrta i peta po 10.
    • Klasično (pravila iz 2005. godine): bez relikvija.
    • Lov na relikvije (varijanta ruskog i poljskog izdanja, nema je u srpskim pravilima): pre svake runde u špil se umešava gornja relikvija sa otvorene gomile (5, 7, 8, 10 i 12 poena); svaka vredi onoliko poena koliko na njoj piše.
    • Incan Gold (englesko izdanje): pre svake runde u špil se umešava jedna relikvija; prve tri iznete vrede po 5 poena, četvrta i peta po 10.

    Relikvija koja je umešana u špil, ali još nije otkrivena, ostaje u špilu za sledeće runde.

rules-chests-title = Otvoreni ili zatvoreni sanduci
rules-chests-body =
    Sa otvorenim sanducima svako vidi koliko su drugi sakupili. Sa zatvorenim sanducima sadržaj vidi samo vlasnik, a poeni se otkrivaju na kraju igre. Rubini koje istraživači nose u pećini uvek se vide.

rules-end-title = Kraj igre
rules-end-body =
    Posle pete runde otvaraju se sanduci. Svaki igrač dobija poene za rubine u sanduku i za relikvije iznete iz pećine. Pobeđuje igrač sa najviše poena; igrači sa istim brojem poena dele pobedu.
