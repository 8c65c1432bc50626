### Diamonds Club: pierwsza runda z przewodnikiem (diamant/games/club/lesson.py). Każda wskazówka ma
### tytuł i treść; odmowy mówią, dlaczego lekcja nie przyjmuje innego ruchu.

club-lesson-name-1 = Ola
club-lesson-name-2 = Kenji
club-lesson-menu-tip = Jedna runda Diamonds Club ze wskazówkami przeciw dwóm graczom: każda faza dzieje się na twoich oczach
club-lesson-skip = Pomiń lekcję
club-lesson-next = Dalej

club-lesson-welcome-title = Twoja pierwsza runda Diamonds Club
club-lesson-welcome-body = To jest targ: na każdym polu można kupić jedną rzecz. Gracze po kolei kładą monety na jednym wolnym polu albo pasują. Grasz z Olą i Kenjim; wskazówki pokażą, co robić.
club-lesson-turn-title = Tor kolejności
club-lesson-turn-body = Kup +3 na torze kolejności (zaznaczone pole). Kto jest na nim najdalej, ten pierwszy sprzedaje kamienie i buduje, a w następnej rundzie jest liderem.
club-lesson-question-title = Pole „?”
club-lesson-question-body = Pole „?” przesuwa cię o krok na wybranym torze rozwoju. Wybierz las: każdy las da na koniec więcej punktów.
club-lesson-mine-title = Komplet
club-lesson-mine-body = Kopalnia, prawa wydobycia i statek tworzą komplet, który sprzedaje się za kamienie. Zacznij od tej żółtej kopalni.
club-lesson-price-title = Ceny rosną
club-lesson-price-body = Pole kosztuje 1 monetę i jeszcze 1 za każdą monetę na sąsiednich polach. Te prawa wydobycia kosztują 3: jedna moneta powyżej, jedna z prawej.
club-lesson-ship-title = Komplet gotowy
club-lesson-ship-body = Kup ten statek: razem z kopalnią i prawami wydobycia twój komplet jest gotowy.
club-lesson-pass-title = Pas
club-lesson-pass-body = Masz, czego potrzebujesz: spasuj. W tej rundzie już nic nie kupisz; pozostali grają dalej, aż wszyscy spasują.
club-lesson-diamonds-title = Diamenty
club-lesson-diamonds-body = Po zakupach diament dostaje gracz z największą liczbą monet i gracz, który jest najdalej na torze kolejności: w obu przypadkach to ty. Diament zastępuje kamień dowolnego koloru.
club-lesson-sell-title = Sprzedaż kompletu
club-lesson-sell-body = Komplet sprzedaje się za żółte kamienie, w kolorze kopalni: tyle, ile wynosi mniejsza z liczb na prawach wydobycia i statku, tu 3.
club-lesson-keep-title = Co zostaje
club-lesson-keep-body = Po sprzedaży możesz zatrzymać jeden niepełny komplet na następną rundę. Nic ci nie zostało: nic nie zatrzymuj.
club-lesson-build-title = Budowa
club-lesson-build-body = Każda tabliczka ceny pokazuje koszt swojego obiektu. Zbuduj pawilon za potrzebne kamienie; twój znacznik trafi na jego tabliczkę ceny.
club-lesson-surcharge-title = Znacznik innego gracza
club-lesson-surcharge-body = Ola zbudowała las: jej znacznik leży na tabliczce ceny lasu, więc las kosztuje cię o kamień więcej — 4 zamiast 3. Zbuduj go.
club-lesson-last-pass-title = Koniec rundy
club-lesson-last-pass-body = Spasuj: gdy wszyscy spasują, runda się kończy, monety i znaczniki wracają do właścicieli i pojawia się nowy targ.
club-lesson-done-title = Cała runda za tobą
club-lesson-done-body = Zakupy, kolejność, diamenty, sprzedaż kompletu i budowa — tak wygląda każda runda. Gra kończy się w rundzie, w której ktoś zapełni wszystkie 14 jasnozielonych pól swojego parku.

club-lesson-refuse-buy = W tej lekcji kup pole, które pokazuje wskazówka.
club-lesson-refuse-pass = W tej lekcji teraz trzeba spasować.
club-lesson-refuse-gems = W tej lekcji wybierz to, co pokazuje wskazówka.
club-lesson-refuse-build = W tej lekcji zbuduj to, co pokazuje wskazówka.
club-lesson-refuse-wait = Zaczekaj: teraz ruch innego gracza.
club-lesson-refuse-read = Najpierw przeczytaj wskazówkę, potem „Dalej”.
