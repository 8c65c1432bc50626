"""Bot plugins written before each game got its own folder import `diamant.engine`, `diamant.ai`
and `diamant.club`: those paths still work and give the very same objects as the new ones."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("old, new, name", [
    ("diamant.engine", "diamant.games.diamant.engine", "Game"),
    ("diamant.engine.game", "diamant.games.diamant.engine.game", "Game"),
    ("diamant.engine.view", "diamant.games.diamant.engine.view", "SeatView"),
    ("diamant.ai", "diamant.games.diamant.bots", "BOTS"),
    ("diamant.ai.base", "diamant.games.diamant.bots.base", "disaster_risk"),
    ("diamant.club", "diamant.games.club", "ClubGame"),
    ("diamant.club.bots", "diamant.games.club.bots", "bot_factory"),
    ("diamant.club.record", "diamant.games.club.record", "load_record"),
])
def test_an_old_path_gives_the_same_object(old, new, name):
    # a fresh interpreter: the old path imported first, as a plugin would
    code = (f"import importlib, sys\n"
            f"old = importlib.import_module({old!r})\n"
            f"new = importlib.import_module({new!r})\n"
            f"assert old is new or getattr(old, {name!r}) is getattr(new, {name!r})\n"
            f"assert sys.modules[{old!r}] is old\n"
            f"print(getattr(old, {name!r}))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip()


def test_an_old_submodule_is_not_a_second_copy():
    import diamant.engine.game as old_game
    import diamant.games.diamant.engine.game as game
    assert old_game is game
    from diamant.club import ClubGame as OldClubGame
    from diamant.games.club import ClubGame
    assert OldClubGame is ClubGame


def test_a_missing_old_submodule_is_a_plain_import_error():
    with pytest.raises(ModuleNotFoundError):
        import diamant.engine.no_such_module  # noqa: F401
