"""Findings of a newcomer's playtest of the club table, each pinned by the behaviour it fixed."""
from __future__ import annotations

from functools import partial

import pygame
import pytest
from toolbox import key as _key
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401
import diamant.games.club.screens  # noqa: F401
from diamant.games.club.screens.setup import ClubSeat, ClubSetup

make_app = partial(_make_app, speed=0.0, inline_bots=True)
key = partial(_key, dt=1 / 30)


def setup(bots: tuple[str | None, ...], seed: int = 4) -> ClubSetup:
    return ClubSetup(tuple(ClubSeat(f"P{i + 1}", i, b) for i, b in enumerate(bots)), seed)


def run_to_person(app, table, limit: int = 600) -> None:
    for _ in range(limit):
        app.frame(1 / 30, events=[])
        if app.nav.top_is("club-table") and table._person() is not None:
            return
    raise AssertionError("no person's turn came")


@pytest.mark.parametrize("seed", [4, 9])
def test_a_stray_enter_at_a_turns_start_never_passes(seed: int) -> None:
    """The focus left on Pass (the last turn's pass, a dialog closed over it) made the next
    turn's first Enter give up the whole phase: a new turn focuses something else."""
    app = make_app()
    table = app.nav.reset("club-table", setup=setup((None, "steady"), seed))
    run_to_person(app, table)
    assert table.group.focused is not table.pass_button
    table.group.focus(table.pass_button, keyboard=True)
    key(app, pygame.K_RETURN)  # meant: this pass
    assert table.session.game.actions[-1] == "pass" or table.session.game.actions[-2] == "pass"
    for _ in range(3):  # the next turns: each first Enter does something else, or nothing
        run_to_person(app, table)
        assert table.group.focused is not table.pass_button
        mine = [a for a in table.session.game.actions]
        key(app, pygame.K_RETURN)
        assert table.session.game.actions[len(mine):len(mine) + 1] != ["pass"]
        if not app.nav.top_is("club-table"):  # the build dialog Build opened: cancelled
            key(app, pygame.K_ESCAPE)
            assert app.nav.top_is("club-table")


def test_the_log_scrolls_with_pageup_and_the_wheel() -> None:
    """The keys page says PageUp scrolls the log: it does, and so does the wheel; a new line
    brings the log back to its newest."""
    app = make_app()
    table = app.nav.reset("club-table", setup=setup(("steady", "beginner"), 4))
    for _ in range(400):
        app.frame(1 / 30, events=[])
        if table.log_len >= 12:
            break
    table.session.hold_bots = True
    for _ in range(30):  # what is under way lands
        app.frame(1 / 30, events=[])
    assert table.log_len >= 12
    newest = table._log_lines()
    key(app, pygame.K_PAGEUP)
    back = table._log_lines()
    assert back[-1] != newest[-1] and back[-1] in newest  # older lines, the newest gone
    app.draw()
    key(app, pygame.K_PAGEDOWN)
    assert table._log_lines() == newest
    app.frame(1 / 30, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert table._log_lines()[-1] != newest[-1]
    app.frame(1 / 30, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert table._log_lines() == newest


def test_the_gems_phase_asks_nothing_when_there_is_nothing_to_choose() -> None:
    """No set to sell and at most one token of each kind: everything is kept without the
    dialog (as when one plan is forced); a real choice still opens it."""
    import random

    from diamant.games.club.game import ClubGame
    from diamant.games.club.screens.table_scene import _forced_gems
    quiet = choice = 0
    for seed in range(12):
        g, rng = ClubGame(2, seed=seed), random.Random(seed)
        while not g.is_over:
            if g.state()["phase"] == "gems":
                s, legal = g.seats[g.to_move()], g.legal()
                one_each = all(sum(c) <= 1 for c in (s.mines, s.rights, s.ships))
                if not any(a.startswith("sell") for a in legal) and one_each:
                    quiet += 1
                    kept = _forced_gems(g)
                    assert kept is not None and len(kept) == 1
                    assert len(kept[0].split()) - 1 == sum(sum(c) for c in (s.mines, s.rights, s.ships))
                elif not one_each and not any(a.startswith("sell") for a in legal):
                    choice += 1
                    assert _forced_gems(g) is None  # which token to keep is the player's
            g.play(rng.choice(g.legal()))
    assert quiet and choice


def test_a_refused_price_tile_shows_its_price_and_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """A closed tile in the build dialog said why it is closed in place of its price: the cost
    was hidden. Both show."""
    from diamant.ui import theme
    from diamant_dev import club_screens as S
    from diamant_dev.screenshots import screenshot_app
    app = screenshot_app((1280, 720))
    try:
        game, seat = S.build_sample()
        app.scenes.clear()
        scene = app.nav.push("club-build", game=game, seat=seat, tile=1, on_done=lambda a: None)
        app.update(0.0)
        assert scene.closed_reason(1) == "club-dlg-build-used"
        drawn: list[str] = []
        real = theme.draw_text

        def record(surface, app_, text, *a, **kw):
            drawn.append(text)
            return real(surface, app_, text, *a, **kw)
        monkeypatch.setattr(theme, "draw_text", record)
        app.draw()
        assert app.t("club-dlg-build-price") in drawn
        assert app.t("club-dlg-build-used") in drawn
    finally:
        app.close()


@pytest.mark.parametrize("bots", [(None, "beginner"), (None, None, "beginner")])
def test_the_turn_banner_names_only_the_player_to_move(bots) -> None:
    """A person who acted at once (or whose only action the screen played) left "Your turn" up
    while a bot played: the banner goes when the turn it names does."""
    import random
    app = make_app(speed=1.0)
    table = app.nav.reset("club-table", setup=setup(bots, 5))
    rng = random.Random(1)
    shown = 0
    for _ in range(1500):
        app.frame(1 / 30, events=[])
        if not app.nav.top_is("club-table"):
            key(app, pygame.K_RETURN)  # the gems' Confirm, the round summary's Continue
            continue
        if table.motion.banner is not None and not table.queue and not table.motion.busy:
            shown += 1
            mover = table.shown.get("to_move")
            assert isinstance(mover, int) and table.session.is_human(mover), table.motion.banner
            assert table.motion.banner in (app.t("club-table-your-turn-you", who=table.session.names[mover]),
                                           app.t("club-table-your-turn", who=table.session.names[mover]))
        p = table._person()
        if p is not None and table.shown["phase"] in ("buy", "build"):
            table._play(rng.choice(table._legal()))  # at once, under the banner
    assert shown


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"])
def test_both_lobbies_call_a_player_at_the_screen_the_same(lang: str) -> None:
    """Diamant's lobby said "Human" where the club's said "Person": one word in each language."""
    from diamant.i18n.core import Localizer
    loc = Localizer(lang, files=("play.ftl", "club-lobby.ftl"))
    assert loc.lang == lang
    assert loc.t("play-kind-human") == loc.t("club-lobby-person")
    assert loc.t("play-kind-bot") == loc.t("club-lobby-bot")


def test_escape_closes_the_gems_panel_and_the_table_offers_it_again() -> None:
    """Escape did nothing in the gems panel: it closes it as it closes every dialog, and the
    table's "Sell sets" button opens it again (the phase must still be played)."""
    import random
    from toolbox import click
    app = make_app()
    table = app.nav.reset("club-table", setup=setup((None, "beginner"), 3))
    rng = random.Random(3)
    for _ in range(3000):
        app.frame(1 / 30, events=[])
        if app.nav.top_is("club-gems"):
            break
        if app.nav.top_is("club-round-end"):
            key(app, pygame.K_RETURN)
            continue
        if app.nav.top_is("club-table") and table._person() is not None:
            table._play(rng.choice(table._legal()))
    assert app.nav.top_is("club-gems")
    acted = len(table.session.game.actions)
    key(app, pygame.K_ESCAPE)
    assert app.nav.top_is("club-table") and len(table.session.game.actions) == acted
    for _ in range(5):
        app.frame(1 / 30, events=[])
    assert app.nav.top_is("club-table") and table.shown["phase"] == "gems"  # not forced open again
    assert table.gems_button.visible and "open" not in table.session.ui
    assert table.group.focused is table.gems_button
    key(app, pygame.K_RETURN)  # by keyboard, or by mouse
    assert app.nav.top_is("club-gems")
    key(app, pygame.K_ESCAPE)
    click(app, table.gems_button.rect.center, dt=1 / 30)
    assert app.nav.top_is("club-gems")
    key(app, pygame.K_RETURN)  # Confirm: the phase is played
    assert len(table.session.game.actions) > acted
