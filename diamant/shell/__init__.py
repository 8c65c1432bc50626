"""The screens both games share (title with the game picker, settings, past games, shortcuts,
pause, crash) and the registry of games they offer. Built on the framework (``diamant.ui``); the
framework never imports the shell."""
