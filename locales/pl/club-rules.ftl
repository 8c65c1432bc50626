### Zasady Diamonds Club własnymi słowami (polski), dla sceny club-rules. Tytuł i treść każdej
### części; akapit zaczynający się od • to punkt listy.

club-rules-title = Diamonds Club: jak grać
club-rules-contents = Spis treści
club-rules-back = Wróć

club-rules-goal-title = Cel gry
club-rules-goal-body =
    Każdy gracz ma własny park. Kupujesz na wspólnym targu kopalnie, prawa wydobycia i statki, zamieniasz je na kamienie szlachetne i wydajesz kamienie na fontanny, oranżerie, pawilony, ogrody różane, lasy i zwierzęta.

    Gra toczy się runda po rundzie, a każda ma pięć faz: targ, zakupy, diamenty, kamienie i budowę. Gdy ktoś zapełni jasnozielone pola swojego parku, gra się kończy i wygrywa ten, kto ma najwięcej punktów.

club-rules-pieces-title = Twój park i twoje elementy
club-rules-pieces-body =
    Na początku masz 10 monet i po jednym kamieniu każdego koloru: niebieski, żółty, zielony i czerwony. Przezroczysty diament to joker: zastępuje kamień dowolnego koloru.

    Na twojej planszy jest park: 14 jasnozielonych pól, w tym trzy obowiązkowe, a poniżej 5 ciemnozielonych pól. Obok są trzy tory rozwoju: las, technologia i pieniądze.

club-rules-market-title = Fazy 1 i 2: targ i zakupy
club-rules-market-body =
    Wykłada się nowy targ: po jednej ciemnej karcie targu na gracza, potem po jednej jasnej, każdą losową stroną do góry. Każda karta to kolumna sześciu pól. Przy 2 lub 3 graczach miejsca po prawej pozostają zamknięte.

    Zaczyna lider, dalej zgodnie z ruchem wskazówek zegara. W swoim ruchu kładziesz monety na jednym wolnym polu albo pasujesz do końca fazy. Pole kosztuje 1 monetę i jeszcze 1 za każdą monetę leżącą już na sąsiednich polach (nad, pod, z lewej lub z prawej), czyjakolwiek by była. Całą cenę kładziesz na kupionym polu. Na przykład pole obok pola z 1 monetą i pola z 2 monetami kosztuje 1 + 1 + 2 = 4.

    To, co kupisz, dostajesz od razu:
    • kopalnię, prawa wydobycia albo statek: żeton na fazę 4;
    • +1, +2 albo +3: twój znacznik przesuwa się o tyle pól na torze kolejności; wychodząc poza pole 9, staje na szczycie stosu na „10+”, nawet jeśli już tam stał;
    • staw, zagrodę jeleni albo wolierę: trafia od razu do twojego parku;
    • krok na torze lasu, technologii albo pieniędzy (przy „?” tor wybierasz ty); krok na torze pieniędzy daje też od razu 1 monetę.

club-rules-diamonds-title = Faza 3: diamenty i lider
club-rules-diamonds-body =
    Gracz, któremu zostało najwięcej monet, dostaje diament; diament dostaje też gracz, który jest najdalej w prawo na torze kolejności. Przy remisie dostaje go każdy z remisujących. Górny znacznik na najdalszym polu czyni swojego właściciela liderem.

    W fazach 4 i 5 gracze wykonują ruchy od znacznika najdalej w prawo do tego najdalej w lewo; w stosie pierwszy jest znacznik na górze.

club-rules-gems-title = Faza 4: sprzedaż kamieni
club-rules-gems-body =
    Po kolei każdy gracz musi sprzedać każdy pełny komplet, jaki może ułożyć. Komplet to kopalnia, prawa wydobycia i statek. Daje kamienie w kolorze kopalni: tyle, ile wynosi mniejsza z dwóch pojemności, plus premia z toru technologii za każdy komplet. Sam decydujesz, które żetony idą razem.

    Potem możesz zatrzymać najwyżej jeden niepełny komplet: co najwyżej jeden żeton każdego rodzaju i nigdy wszystkie trzy. Pozostałe żetony wracają do puli.

club-rules-building-title = Faza 5: budowa
club-rules-building-body =
    Po kolei każdy gracz buduje jeden kafelek albo pasuje do końca fazy, raz za razem, aż wszyscy spasują. Kafelek kosztuje tyle kamieni, ile pokazuje jego tabliczka ceny, plus 1 kamień dowolnego koloru za każdy znacznik innego gracza, który już leży na tej tabliczce. Potem kładziesz tam własny znacznik: nikt nie używa tej samej tabliczki ceny dwa razy w jednej rundzie.

    Las kosztuje 3 kamienie w dowolnych kolorach: bierzesz kafelek krajobrazu z największego stosu i kładziesz go stroną z lasem do góry.

    Szósta tabliczka ceny, „dowolny obiekt krajobrazu”, kosztuje 4 kamienie w dowolnych kolorach i buduje fontannę, oranżerię, pawilon albo ogród różany — wybór należy do ciebie. Ma własne znaczniki, więc w jednej rundzie możesz zbudować na przykład dwie fontanny.

    Na koniec rundy monety i znaczniki wracają do właścicieli. Każdy zaczyna następną rundę z taką liczbą monet, jaką pokazuje jego tor pieniędzy: niewydane monety przepadają. Lider stawia znacznik na polu 0 toru kolejności, pozostali zgodnie z ruchem wskazówek zegara na 1, 2 i 3.

club-rules-park-title = Park
club-rules-park-body =
    Nowy kafelek trafia na wolne pole obowiązkowe swojego rodzaju, jeśli takie jest; w przeciwnym razie na dowolne wolne jasnozielone pole; gdy wszystkie 14 jasnozielonych pól jest zajętych, na ciemnozielone. Kafelka, który według tych zasad nie ma gdzie leżeć, nie można wziąć.

    Każda plansza ma własne trzy pola obowiązkowe, każde na obiekt krajobrazu: fontannę, oranżerię, pawilon albo ogród różany. Poza tym nie ma znaczenia, gdzie leży kafelek.

club-rules-tracks-title = Tory rozwoju
club-rules-tracks-body =
    Krok przesuwa znacznik o jedno pole w dół toru. Krok na torze, który jest już na końcu, przepada.
    • Las: każdy twój las daje 2 punkty, aż do 6 na końcu toru.
    • Technologia: każdy sprzedany komplet daje więcej: 1 kamień więcej, potem 1 diament, potem jedno i drugie, a na końcu 2 kamienie i 1 diament. Koniec toru daje też 2 punkty.
    • Pieniądze: twoje monety na każdą rundę, od 10 do 14. Trzy ostatnie pola dają 1, 2 i 3 punkty.

club-rules-bonus-title = Karty premii
club-rules-bonus-body =
    Budując fontannę, oranżerię, pawilon albo ogród różany, można od razu zdobyć kartę premii. Lasy nigdy się nie liczą.
    • Trzy takie same (po jednej karcie na każdy z czterech budynków): 3 punkty dla pierwszego gracza, który ma trzy takie.
    • Cztery różne: 5 punktów dla pierwszego gracza, który ma po jednym z czterech; 3 punkty następnym razem, gdy ktoś znowu zbierze wszystkie cztery.
    • Pięć takich samych: 5 punktów dla pierwszego gracza, który ma pięć jednego rodzaju; 3 punkty następnym razem, gdy komuś znów uzbiera się pięć jednego rodzaju.

club-rules-end-title = Koniec gry i punkty
club-rules-end-body =
    Gdy gracz zapełni wszystkie 14 jasnozielonych pól, bieżącą rundę rozgrywa się do końca i gra się kończy.

    Gracz, który nie zapełnił wszystkich trzech pól obowiązkowych, nie dostaje punktów. Pozostali dostają:
    • 4 punkty za każdą fontannę, oranżerię, pawilon i ogród różany;
    • za każdy las tyle, ile pokazuje ich tor lasu;
    • 10 punktów za każdą trójkę: staw, zagroda jeleni i woliera, oraz 1 punkt za każde inne zwierzę;
    • punkty kart premii oraz końców torów technologii i pieniędzy.

    Wygrywa gracz z najwyższą sumą. Przy remisie wygrywa gracz z większą liczbą kamieni (razem z diamentami); jeśli nadal jest remis, remisujący dzielą się zwycięstwem.
