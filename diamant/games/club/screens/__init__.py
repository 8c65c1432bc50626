"""Diamonds Club's screens (pygame is allowed here only; the rules in diamant/games/club/*.py never
import it). Importing this package registers the game with the shell (diamant.shell.games) and
promises its scenes to the navigator (``registration``); each scene module loads when the club
is first chosen or the scene first opens. A new scene: a module here, and its name in
``registration.SCENES``."""
from diamant.games.club.screens import registration  # noqa: F401
