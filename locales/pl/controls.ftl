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
controls-chests = Powtórka: skrzynie

## Ustawienia → Wysoki kontrast
settings-high-contrast = Wysoki kontrast
settings-high-contrast-tip = Jaśniejszy tekst, na ciemnym lub jasnym tle wszędzie tam, gdzie obrazek lub kolor pod nim utrudnia czytanie
