### Bezpieczeństwo gier: pełny dysk, niedokończona gra przy rozpoczęciu nowej (polski).

new-game-confirm-title = Rozpocząć nową grę?
new-game-confirm-body = Trwa gra. Zostanie zachowana wśród rozegranych gier i w każdej chwili można ją będzie kontynuować.
new-game-confirm-keep = Wróć
new-game-confirm-start = Rozpocznij nową grę
message-history-not-stored = Nie udało się dodać zakończonej gry do rozegranych gier (dysk może być pełny). Pozostaje zapisana i zostanie dodana, gdy tylko będzie miejsce.
message-history-stored = Zakończona gra, której wcześniej nie udało się zapisać, jest teraz wśród rozegranych gier.
message-autosave-failed = Nie udało się zapisać gry (dysk może być pełny lub tylko do odczytu). Można grać dalej, ale awaria oznaczałaby utratę tej gry.
message-game-not-kept = Nie udało się odłożyć trwającej gry, więc nowa gra nie została rozpoczęta (dysk może być pełny lub tylko do odczytu).
message-game-not-opened = Nie udało się otworzyć zapisanej gry; możliwe, że nie ma tu bota, który w niej gra. Gra pozostaje zapisana.
history-unfinished = Niedokończona: można ją kontynuować
history-abandoned = Niedokończona: gospodarz opuścił stół (można ją obejrzeć ponownie)
history-continue = Kontynuuj tę grę
message-game-so-far-not-stored = Dotychczasowej części gry nie udało się dodać do rozegranych gier (dysk może być pełny).
