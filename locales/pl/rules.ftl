### Zasady gry Diamenty własnymi słowami (polski).
### Każda część ma tytuł i treść; treść może mieć kilka akapitów.

rules-title = Jak grać

rules-goal-title = Cel gry
rules-goal-body =
    Każdy gracz to jeden poszukiwacz, który pięć razy z rzędu wchodzi do Jaskini Tacora: to pięć ekspedycji. W głębi jaskini czekają kamienie szlachetne, czasem cenne relikty, ale też pułapki.

    Liczy się tylko to, co doniesiesz do obozowiska i schowasz do swojej skrzyni. Po piątej ekspedycji wygrywa gracz z największą liczbą punktów. Rubin jest wart 1 punkt, a diament 5 punktów; pięć rubinów gra pokazuje jako jeden diament.

rules-expedition-title = Ekspedycja karta po karcie
rules-expedition-body =
    Na początku ekspedycji wszyscy poszukiwacze wchodzą do jaskini. Potem gra powtarza te same kroki:

    • Odkrywa się wierzchnią kartę talii i dokłada ją na koniec korytarza: Skarb, Pułapkę albo Relikt.
    • Każdy, kto jest jeszcze w jaskini, w tajemnicy wybiera „Brawurę” albo „Powrót”.
    • Wszystkie decyzje zostają odkryte w tej samej chwili: nikt nie widzi cudzego wyboru, dopóki wszyscy nie zdecydują.
    • Ci, którzy wybrali „Powrót”, wracają do obozowiska; reszta idzie dalej i odkrywa się kolejną kartę.

    Ekspedycja kończy się, gdy w jaskini nie ma już nikogo albo gdy wydarzy się katastrofa. Wtedy znacznik Blokady zamyka wejście tej ekspedycji. Rubiny, które zostały w korytarzu, wracają do puli, Relikty z korytarza przepadają, a pozostałe karty wracają do talii, którą się potem tasuje.

rules-treasures-title = Skarby i reszta
rules-treasures-body =
    Karta Skarbu pokazuje liczbę rubinów. Dzieli się je po równo między poszukiwaczy, którzy są jeszcze w jaskini; to, czego nie da się podzielić, zostaje na karcie.

    Na przykład 11 rubinów i 5 poszukiwaczy: każdy bierze 2, a 1 rubin zostaje na karcie. 17 rubinów i 3 poszukiwaczy: każdy bierze 5, a 2 zostają.

    Zdobyte kamienie leżą obok twojej skrzyni, na oczach wszystkich. Nie są jeszcze bezpieczne: stają się twoje dopiero wtedy, gdy wyjdziesz z jaskini.

rules-hazards-title = Pułapki i katastrofy
rules-hazards-body =
    Jest pięć rodzajów pułapek: ogromne pająki, węże, lawa, toczące się kule i tarany, po trzy karty każdego rodzaju.

    Pierwsza pułapka danego rodzaju jest niegroźna, ale stanowi ostrzeżenie. Jeśli w tej samej ekspedycji pojawi się druga pułapka tego samego rodzaju, dochodzi do katastrofy: wszyscy, którzy są jeszcze w jaskini, uciekają i tracą wszystkie niesione rubiny, a ekspedycja od razu się kończy.

    Po katastrofie jedna karta tej pułapki na dobre odpada z gry, więc w kolejnych ekspedycjach to samo niebezpieczeństwo grozi trochę rzadziej.

rules-leaving-title = Wyjście z jaskini
rules-leaving-body =
    Poszukiwacze, którzy w tej samej chwili wybrali „Powrót”, wracają razem korytarzem. Rubiny leżące jeszcze na kartach Skarbu dzielą po równo; to, czego nie da się podzielić, zostaje w jaskini. Jeśli wracasz w pojedynkę, wszystkie są twoje!

    Potem wkładają wszystko, co niosą, do swoich skrzyń, gdzie kamienie są bezpieczne do końca gry. Do następnej ekspedycji czekają w obozowisku.

rules-relics-title = Relikty
rules-relics-body =
    Zależnie od wybranej wersji w korytarzu mogą pojawić się Relikty. Relikt wynosi z jaskini tylko ten, kto wychodzi w pojedynkę: jeśli wychodzi dwóch lub więcej poszukiwaczy naraz, nikt go nie zabiera. Relikty, które na koniec ekspedycji zostały w korytarzu, przepadają.

    • Klasyczna (podstawowa gra polskiej instrukcji, zasady z 2005 roku): bez reliktów.
    • Wszystkie relikty od razu (zasada serbskiego wydania): wszystkie pięć reliktów jest w talii od początku. Pierwsze trzy wyniesione z jaskini są warte po 5 punktów, czwarty i piąty po 10.
    • Wariant: Relikty (z polskiej instrukcji): przed każdą ekspedycją do talii trafia wierzchni relikt z odkrytego stosu (5, 7, 8, 10 i 12 punktów); każdy jest wart tyle punktów, ile na nim widnieje.
    • Incan Gold (angielskie wydanie): przed każdą ekspedycją do talii trafia jeden relikt; pierwsze trzy wyniesione są warte po 5 punktów, czwarty i piąty po 10.

    Relikt wtasowany do talii, ale jeszcze nieodkryty, zostaje w talii na kolejne ekspedycje.

rules-chests-title = Otwarte czy zakryte skrzynie
rules-chests-body =
    Przy otwartych skrzyniach każdy widzi, ile zebrali inni. Przy zakrytych skrzyniach zawartość widzi tylko właściciel, a wyniki poznajemy na końcu gry. Rubiny niesione w jaskini są zawsze widoczne.

rules-end-title = Koniec gry
rules-end-body =
    Po piątej ekspedycji otwieramy skrzynie. Każdy gracz dostaje punkty za rubiny w skrzyni i za relikty wyniesione z jaskini. Wygrywa gracz z najwyższym wynikiem; przy remisie gracze dzielą się zwycięstwem.
