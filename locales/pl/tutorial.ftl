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
tutorial-share-body = { $value } { $value ->
    [one] rubin
    [few] rubiny
   *[many] rubinów
} dla { $players } Poszukiwaczy: po { $each } dla każdego, a { $left ->
    [one] { $left } rubin zostaje
    [few] { $left } rubiny zostają
   *[many] { $left } rubinów zostaje
} na karcie. Rubin jest wart 1 punkt, a diament 5: pięć rubinów gra pokazuje jako jeden diament. Niesione rubiny nie są jeszcze bezpieczne.
tutorial-relic-title = Relikt
tutorial-relic-body = Relikt w korytarzu nic nie daje. Zabiera go tylko Poszukiwacz wychodzący z jaskini sam: ten Relikt będzie na końcu wart { $value } punktów. Możesz też wybrać zawczasu, gdy karta jest jeszcze odkrywana: wybór oznaczony „Wybrano” da się zmienić do jej odkrycia.
tutorial-together-title = Dwóch wyszło razem
tutorial-together-body = Dwóch Poszukiwaczy wybrało Powrót w tej samej chwili. Wychodząc razem, dzielą { $pool } { $pool ->
    [one] leżący rubin
    [few] leżące rubiny
   *[many] leżących rubinów
}: po { $each } dla każdego, a { $stays } { $stays ->
    [one] zostaje
    [few] zostają
   *[many] zostaje
} w jaskini. Gdy wychodzi kilku naraz, nikt nie bierze Reliktu: wciąż tu leży. Gdyby wyjść razem z nimi, trzeba by się dzielić.
tutorial-trap-title = Pułapka: { $hazard }
tutorial-trap-body = Jedna Pułapka nie szkodzi: jej karta świeci na ostrzeżenie. Jeśli pojawi się druga karta tej Pułapki ({ $hazard }), wszyscy Poszukiwacze w jaskini uciekają i tracą wszystkie niesione rubiny.
tutorial-leave-title = Wyjdź sam
tutorial-leave-body = Wszyscy decydują naraz, w tajemnicy. Poszukiwacz, który wychodzi sam, zabiera wszystkie rubiny leżące w korytarzu ({ $left }) i Relikt. Wybierz Powrót teraz, zanim pojawi się druga karta tej Pułapki ({ $hazard }).
tutorial-chest-title = Bezpieczne w Skrzyni
tutorial-chest-body = W obozowisku wszystko, co udało ci się wynieść, trafiło do twojej Skrzyni: { $gems ->
    [one] { $gems } rubin
    [few] { $gems } rubiny
   *[many] { $gems } rubinów
} i Relikt wart { $relic } punktów. Niczego ze Skrzyni nie można stracić. Zobacz, co spotka ostatniego Poszukiwacza.
tutorial-disaster-title = Druga Pułapka: { $hazard }
tutorial-disaster-body = Ekspedycja kończy się od razu: Poszukiwacz, który został w jaskini, ucieka i traci wszystko, co niósł: { $lost } { $lost ->
    [one] rubin
    [few] rubiny
   *[many] rubinów
}. Ci, którzy wyszli, zachowują wszystko. Jedna karta tej Pułapki ({ $hazard }) na dobre odpada z gry.
tutorial-camp-title = Między ekspedycjami
tutorial-camp-body = Prawdziwa gra ma { $rounds } { $rounds ->
    [one] ekspedycję
    [few] ekspedycje
   *[many] ekspedycji
}, po jednej na każde wejście do jaskini: po ekspedycji znacznik Blokady zamyka jej wejście. Co jest w Skrzyniach, tam zostaje, a w kolejnej ekspedycji wszyscy znów wchodzą do jaskini. Wygrywa najpełniejsza Skrzynia. Wszystkie zasady: „Jak grać” w menu głównym.

tutorial-do-continue = Wybierz Brawurę: klawisz { $c }, kliknięcie karty albo { $pad_confirm } na padzie.
tutorial-do-leave = Wybierz Powrót: klawisz { $l }, kliknięcie karty albo { $pad_confirm } na padzie.
tutorial-refuse-leave = Jeszcze nie: w tej lekcji najpierw idziemy dalej. Wybierz Brawurę.
tutorial-refuse-continue = Nie tym razem: lekcja wymaga teraz samotnego wyjścia z jaskini. Wybierz Powrót.
pause-skip-tutorial = Pomiń samouczek
