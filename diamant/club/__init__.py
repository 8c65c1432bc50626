"""Old name of diamant.games.club (Diamonds Club), kept for bot plugins written before each game
got its own folder: `from diamant.club import X` and `import diamant.club.<module>` give the very
objects of the new place (see diamant/_moved.py)."""

from diamant._moved import alias_package as _alias_package

_new = _alias_package("diamant.club")
globals().update({k: v for k, v in vars(_new).items() if not k.startswith("__")})
__all__ = list(getattr(_new, "__all__", [k for k in vars(_new) if not k.startswith("_")]))
# the new package loads its names when first asked (the app's start needs none): here, all of them
globals().update({k: getattr(_new, k) for k in __all__})
