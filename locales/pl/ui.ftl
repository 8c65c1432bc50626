### Powłoka aplikacji: menu główne, ustawienia, zasady, pauza, wyjście, historia, komunikaty (polski).
### Przyciski w trybie rozkazującym lub jako rzeczowniki („Nowa gra”, „Ustawienia”, „Wyjdź”).
### Płci gracza nie znamy, więc w tekstach z imieniem nie ma czasu przeszłego.

## Menu główne
title-tagline = Zaryzykuj w Jaskini Tacora
title-version = Wersja { $version }
menu-new-game = Nowa gra
menu-new-game-tip = Zbierz przy stole graczy i boty i zacznij nową grę
menu-continue = Kontynuuj
menu-continue-tip = Wróć do przerwanej gry; została zapisana automatycznie
menu-continue-game = Kontynuuj: { $game }
title-game-tip = Wybierz grę: nowa gra, kontynuacja i zasady dotyczą wybranej gry
menu-rules = Jak grać
menu-rules-tip = Zasady gry z obrazkami kart
menu-settings = Ustawienia
menu-settings-tip = Język, ekran, szybkość animacji i dźwięk
menu-history = Rozegrane gry
menu-history-tip = Zakończone gry, wyniki i rekordy; obejrzyj grę jeszcze raz
menu-quit = Wyjdź
menu-quit-tip = Zamknij grę

## Ustawienia
settings-title = Ustawienia
settings-section-game = Gra i ekran
settings-section-sound = Dźwięk
settings-language = Język
settings-language-tip = Język zmienia się od razu
settings-display = Ekran
settings-display-tip = Gra w oknie lub na pełnym ekranie (przełącza też klawisz { $fullscreen })
settings-windowed = Okno
settings-fullscreen = Pełny ekran
settings-animation-speed = Szybkość animacji
settings-animation-speed-tip = Jak szybko poruszają się karty i kamienie; „Natychmiast” od razu pokazuje każdy wynik
settings-speed-instant = Natychmiast
settings-speed-slow = Wolno
settings-speed-normal = Normalnie
settings-speed-fast = Szybko
settings-reduced-motion = Mniej ruchu
settings-reduced-motion-tip = Bez trzęsienia, migania i podskakiwania; elementy płynnie się pojawiają, zamiast latać
settings-interface-size = Rozmiar interfejsu
settings-interface-size-tip = Tekst i wszystko, co się klika, większe: 100% jak narysowano, do 200%. Ekrany układają się na nowo w dostępnym miejscu
settings-interface-size-value = { $percent }%
settings-curtain = Zasłona przy zmianie gracza
settings-curtain-tip = Gdy przy jednym ekranie gra kilka osób: stół jest zakryty, dopóki następny gracz nie zajmie miejsca
settings-learning-aid = Pomoc dla początkujących
settings-learning-aid-tip = W czasie gry pokazuj szanse następnej karty: pułapki w korytarzu i ile ich zostało w talii, pozostałe karty i relikty, szansę katastrofy
settings-master-volume = Głośność
settings-master-volume-tip = Głośność wszystkich dźwięków
settings-effects-volume = Efekty
settings-effects-volume-tip = Karty, kamienie i pułapki
settings-ambient-volume = Odgłosy jaskini
settings-ambient-volume-tip = Cichy szum jaskini w tle
settings-mute = Wycisz
settings-mute-tip = Wyłącz wszystkie dźwięki
settings-no-sound-device = Nie znaleziono urządzenia dźwiękowego: gra toczy się bez dźwięku.
settings-back = Gotowe

## Zasady
rules-back = Wróć
rules-contents = Spis treści
rules-scroll-tip = Przewijaj kółkiem myszy lub strzałkami

## Pauza i wychodzenie
pause-title = Pauza
pause-resume = Graj dalej
pause-quit-to-menu = Wyjdź do menu
quit-title = Opuścić tę grę?
quit-app-title = Zamknąć Diamenty?
quit-autosaved = Gra zapisuje się automatycznie. Wybierz „Kontynuuj” w menu głównym, aby grać dalej od tego samego miejsca.
quit-keep-playing = Graj dalej
quit-to-menu = Wyjdź do menu
quit-app = Wyjdź

## Rozegrane gry
history-title = Rozegrane gry
history-empty = Nie ma jeszcze zakończonych gier. Twoje gry pojawią się tu, gdy dobiegną końca.
history-reading = Wczytywanie rozegranych gier… { $done } z { $total }
# a game's part of the record: its name and its finished games with a person at the table
history-game-head = { $game }: { $count ->
    [one] { $count } gra
    [few] { $count } gry
    [many] { $count } gier
   *[other] { $count } gry
}
history-games = Rozegrane gry: { $count }
history-human-games = Z ludźmi: { $count }
history-best = Najlepszy wynik: { $score } ({ $name })
history-wins = { $name }: wygrane { $wins } z { $games }
history-bot-record = Przeciw botowi „{ $bot }”: wygrane { $wins } z { $games }
history-bots-head = Przeciw botom
history-row = { $date } · { $edition } · { $players ->
    [one] { $players } gracz
    [few] { $players } gracze
    [many] { $players } graczy
   *[other] { $players } gracza
}
history-winner = { $count ->
    [one] Zwycięstwo: { $names }
   *[other] Zwycięstwo dzielą: { $names }
}
history-replay = Obejrzyj ponownie
history-replay-tip = Odtwórz całą grę jeszcze raz, karta po karcie
history-show-log = Dziennik gry
history-show-log-tip = Przeczytaj, co się działo, karta po karcie
history-back = Wróć
history-log-title = Gra z dnia { $date }
history-scores = Wyniki
history-record-damaged = Nie da się odczytać zapisu tej gry.

## Komunikaty
message-not-available = Ta część gry nie jest dostępna w tej wersji.
message-no-saved-game = Nie ma zapisanej gry do kontynuowania.
message-settings-not-saved = Nie udało się zapisać ustawień; obowiązują do zamknięcia gry.
message-settings-linked = Plik ustawień { $path } jest dowiązaniem, a Diamenty nigdy nie zapisują przez dowiązania: zmiany obowiązują do zamknięcia gry. Aby je zachować, zastąp dowiązanie kopią pliku.
error-title = Coś poszło nie tak
error-body = Diamenty zatrzymały się z powodu nieoczekiwanego błędu. Szczegóły zapisano w { $path }.
