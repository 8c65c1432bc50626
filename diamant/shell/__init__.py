"""The shell of the app: what both games share (the game registry, the title's picker)."""
