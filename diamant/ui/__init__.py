"""The game-neutral framework: the window and main loop (``app``), scenes and the navigator,
widgets, the theme, fonts, text fitting, animation, particles, sound, input, art and surface
caches. It knows no game: nothing here imports Diamant's engine, its bots, Diamonds Club or the
screens of either game (an import-linter contract in pyproject.toml keeps it so)."""
