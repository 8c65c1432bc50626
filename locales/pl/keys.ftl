## Lista skrótów (F1 lub ?, oraz „Klawisze” w menu pauzy). Same klawisze (Enter, Esc, F11...)
## są pokazane tak, jak na klawiaturze; tu jest tylko nazwa spacji.

keys-title = Klawisze
keys-space-name = Spacja
keys-confirm = Naciśnij wybrany przycisk; wybierz zaznaczoną kartę
keys-back = Zamknij stronę lub okno; w trakcie gry: menu pauzy
keys-skip = Od razu zakończ animację (nie wybiera niczego za ciebie)
keys-decide = { decision-continue } / { decision-leave }, gdy wybór należy do ciebie
keys-focus = Przechodź między przyciskami i kartami
keys-tab = Następny / poprzedni przycisk
keys-scroll = Przewijanie „{ play-log }” i długich stron
keys-fullscreen = Pełny ekran wł. / wył.
keys-help = Ta lista klawiszy
keys-pad = Pad: { $pad_confirm } wybierz · { $pad_back } wstecz · { $pad_skip } pomiń · { $pad_pause } pauza · krzyżak ruch · { $pad_repeat } powtórz · { $pad_help } ta lista
keys-close = Zamknij
pause-keys = Klawisze
