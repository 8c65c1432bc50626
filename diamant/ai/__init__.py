"""Old name of diamant.games.diamant.bots (Diamant's bots), kept for bot plugins written before each game
got its own folder: `from diamant.ai import X` and `import diamant.ai.<module>` give the very
objects of the new place (see diamant/_moved.py)."""

from diamant._moved import alias_package as _alias_package

_new = _alias_package("diamant.ai")
globals().update({k: v for k, v in vars(_new).items() if not k.startswith("__")})
__all__ = list(getattr(_new, "__all__", [k for k in vars(_new) if not k.startswith("_")]))
