### Gra z przewodnikiem („Naucz się grać”): pozycja menu, propozycja przy pierwszym uruchomieniu, wskazówki.

menu-learn = Naucz się grać
menu-learn-resume = Wróć do samouczka
menu-learn-tip = Krótka ekspedycja z przewodnikiem: każda zasada dzieje się na twoich oczach, w 3 minuty
tutorial-offer-title = Pierwszy raz w Diamentach?
tutorial-offer-body = Naucz się grać w 3 minuty: krótka ekspedycja z przewodnikiem, w której każda zasada dzieje się na twoich oczach. Możesz ją też zacząć później z menu głównego.
tutorial-offer-yes = Naucz się grać
tutorial-offer-no = Nie, dziękuję

tutorial-next = Dalej
tutorial-skip = Pomiń samouczek
tutorial-step = Krok { $step } z { $total }

tutorial-welcome-title = Witaj w Jaskini Tacora
tutorial-welcome-body = Ty i trzech innych Poszukiwaczy weszliście do jaskini. Karty Ekspedycji odkrywa się po jednej, a wszyscy Poszukiwacze, którzy są jeszcze w jaskini, spotykają każdą z nich razem.
tutorial-share-title = Dzielenie Skarbu
tutorial-share-body = { $value } Kamieni Szlachetnych dla { $players } Poszukiwaczy: po { $each } dla każdego, a { $left ->
    [one] { $left } Kamień zostaje
    [few] { $left } Kamienie zostają
   *[many] { $left } Kamieni zostaje
} na karcie. Kamienie, które niesiesz, nie są jeszcze bezpieczne. Wybierz Brawurę, aby iść dalej.
tutorial-relic-title = Relikt
tutorial-relic-body = Relikt w korytarzu nic nie daje. Zabiera go tylko Poszukiwacz, który wychodzi z jaskini sam: ten Relikt będzie na końcu wart { $value } punktów.
tutorial-together-title = Dwóch wyszło razem
tutorial-together-body = Dwóch Poszukiwaczy wybrało Powrót w tej samej chwili. Wychodząc razem, dzielą { $pool } { $pool ->
    [one] leżący Kamień
    [few] leżące Kamienie
   *[many] leżących Kamieni
}: po { $each } dla każdego, a { $stays } { $stays ->
    [one] zostaje
    [few] zostają
   *[many] zostaje
} w jaskini. Gdy wychodzi kilku naraz, nikt nie bierze Reliktu: wciąż tu leży. Gdybyś wyszedł razem z nimi, też musiałbyś się dzielić.
tutorial-trap-title = Pułapka: { $hazard }
tutorial-trap-body = Jedna Pułapka nie szkodzi: jej karta świeci na ostrzeżenie. Jeśli pojawi się druga karta tej Pułapki ({ $hazard }), wszyscy Poszukiwacze w jaskini uciekają i tracą wszystkie niesione Kamienie.
tutorial-leave-title = Wyjdź sam
tutorial-leave-body = Wszyscy decydują naraz, w tajemnicy. Poszukiwacz, który wychodzi sam, zabiera wszystkie Kamienie leżące w korytarzu ({ $left }) i Relikt. Wybierz Powrót teraz, zanim pojawi się druga karta tej Pułapki ({ $hazard }).
tutorial-chest-title = Bezpieczne w Skrzyni
tutorial-chest-body = W obozowisku wszystko, co niosłeś, trafiło do twojej Skrzyni: { $gems ->
    [one] { $gems } Kamień
    [few] { $gems } Kamienie
   *[many] { $gems } Kamieni
} i Relikt wart { $relic } punktów. Niczego ze Skrzyni nie można stracić. Zobacz, co spotka ostatniego Poszukiwacza.
tutorial-disaster-title = Druga Pułapka: { $hazard }
tutorial-disaster-body = Ekspedycja kończy się od razu: Poszukiwacz, który został w jaskini, ucieka i traci wszystko, co niósł: { $lost } { $lost ->
    [one] Kamień
    [few] Kamienie
   *[many] Kamieni
}. Ci, którzy wyszli, zachowują wszystko.
tutorial-camp-title = Między ekspedycjami
tutorial-camp-body = Prawdziwa gra ma { $rounds } { $rounds ->
    [one] ekspedycję
    [few] ekspedycje
   *[many] ekspedycji
}. Między nimi wszyscy wracają do obozowiska: co jest w Skrzyniach, tam zostaje, wszyscy Poszukiwacze znów wchodzą do jaskini, a Pułapka, która zakończyła ekspedycję, traci na zawsze jedną kartę. Wygrywa najpełniejsza Skrzynia. Wszystkie zasady: „Jak grać” w menu głównym.

tutorial-do-continue = Wybierz Brawurę: klawisz C, kliknięcie karty albo A na padzie.
tutorial-do-leave = Wybierz Powrót: klawisz L, kliknięcie karty albo A na padzie.
tutorial-refuse-leave = Jeszcze nie: w tej lekcji najpierw idziemy dalej. Wybierz Brawurę.
tutorial-refuse-continue = Nie tym razem: lekcja wymaga, żebyś teraz wyszedł sam. Wybierz Powrót.
pause-skip-tutorial = Pomiń samouczek
