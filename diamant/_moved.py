"""Old import paths of modules that moved into a game's folder, kept for plugin authors.

Bot plugins written before each game got its own folder import `diamant.engine`, `diamant.ai` and
`diamant.club` (and their submodules, e.g. `diamant.club.bots`). Those names stay importable as
aliases: `import diamant.engine.game` gives the very module `diamant.games.diamant.engine.game`
(the same object, so classes and isinstance checks agree), never a second copy.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from types import ModuleType
from typing import Sequence

# old package -> where it lives now
MOVED: dict[str, str] = {
    "diamant.engine": "diamant.games.diamant.engine",
    "diamant.ai": "diamant.games.diamant.bots",
    "diamant.club": "diamant.games.club",
}


class _AliasLoader(importlib.abc.Loader):
    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module(self.target)

    def exec_module(self, module: ModuleType) -> None:
        """The module ran under its new name already; nothing more to do."""


class _AliasFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        for old, new in MOVED.items():
            if fullname.startswith(old + "."):
                real = new + fullname[len(old):]
                if importlib.util.find_spec(real) is None:
                    return None
                return importlib.machinery.ModuleSpec(fullname, _AliasLoader(real))
        return None


def install() -> None:
    """Let `diamant.engine.X` (and the others) import as the moved modules (idempotent)."""
    if not any(isinstance(f, _AliasFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _AliasFinder())


def alias_package(old: str) -> ModuleType:
    """The moved package, to be the old package's namespace (its public names)."""
    install()
    return importlib.import_module(MOVED[old])
