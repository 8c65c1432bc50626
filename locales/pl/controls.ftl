## Ustawienia → Sterowanie: klawisz i przycisk pada każdej czynności, zmieniane przez gracza.

settings-controls = Sterowanie…
settings-controls-tip = Wybierz klawisz i przycisk pada dla każdej czynności

controls-title = Sterowanie
controls-close = Gotowe
controls-reset = Przywróć wszystko
controls-reset-tip = Każda czynność wraca do swojego zwykłego klawisza i przycisku
controls-reset-done = Wszystkie klawisze i przyciski są znów domyślne.
controls-key-tip = Klawisz dla „{ $action }”: naciśnij { $confirm }, a potem nowy klawisz
controls-pad-tip = Przycisk pada dla „{ $action }”: naciśnij { $confirm }, a potem nowy przycisk
controls-press-key = Naciśnij nowy klawisz dla „{ $action }” (Esc: zostaw stary)
controls-press-pad = Naciśnij nowy przycisk pada dla „{ $action }” (Esc: zostaw stary)
controls-given = { $button } teraz oznacza „{ $action }”.
controls-taken = { $button } już oznacza „{ $action }”: najpierw daj tej czynności inny klawisz.
controls-reserved = { $button } przełącza przyciski albo edytuje tekst, więc nie można go zmienić.
controls-cancelled = Nic się nie zmieniło.

controls-confirm = Naciśnij wybrany przycisk
controls-back = Wstecz / zamknij
controls-skip = Pomiń animację
controls-pause = Menu pauzy
controls-help = Lista klawiszy
controls-repeat = Powtórz na głos
controls-up = W górę
controls-down = W dół
controls-left = W lewo
controls-right = W prawo
controls-scroll-up = Przewiń w górę
controls-scroll-down = Przewiń w dół
controls-fullscreen = Pełny ekran
controls-continue = { decision-continue }
controls-leave = { decision-leave }
controls-chests = Skrzynie
# the groups of Controls: every screen's keys, and each screen's own
controls-screen = Ekran
controls-screen-tip = Które klawisze są pokazane: wspólne dla wszystkich ekranów czy własne jednego ekranu
controls-screen-every = Wszystkie ekrany
controls-screen-expedition = Diamenty: ekspedycja
controls-screen-club-table = Diamonds Club: stół
controls-screen-replay = Powtórki
controls-screen-pages = Strony zasad
controls-action-on = { $action } ({ $screen })
controls-expedition-path = Posłuchaj korytarza
controls-expedition-carry = Posłuchaj, co masz
controls-expedition-cave = Posłuchaj, kto jest w jaskini
controls-expedition-odds = Posłuchaj szans
controls-club-goods = Posłuchaj swoich zasobów
controls-club-market = Posłuchaj targu
controls-club-tiles = Posłuchaj tabliczek cen
controls-club-parks = Posłuchaj parków
controls-play = Odtwarzaj / pauza
controls-step-back = Krok wstecz
controls-step-forward = Krok naprzód
controls-previous-round = Poprzednia ekspedycja / runda
controls-next-round = Następna ekspedycja / runda
controls-line-down = Wiersz w dół
controls-line-up = Wiersz w górę

## Ustawienia → Wysoki kontrast
settings-high-contrast = Wysoki kontrast
settings-high-contrast-tip = Jaśniejszy tekst, na ciemnym lub jasnym tle wszędzie tam, gdzie obrazek lub kolor pod nim utrudnia czytanie
