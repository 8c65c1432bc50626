"""Diamonds Club's play scene ("club-table"), headless, with the other helpers' dialogs stood in for
by tiny scenes that answer at once (registered for these tests only)."""
from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame
import pytest
from toolbox import click as _click
from toolbox import key as _key
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401
import diamant.games.diamant.screens.scenes  # noqa: F401
import diamant.games.club.screens  # noqa: F401
from diamant.ui import nav
from diamant.ui.scene import Scene
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.games.club.screens.table_words import space_name


class _Answer(Scene):
    """Answers its callback with the first legal actions on its first update, then closes."""

    opaque = False
    seen: list[str] = []

    def __init__(self, app: Any, **kw: Any) -> None:
        super().__init__(app)
        self.kw = kw
        _Answer.seen.append(self.name)

    name = ""

    def frame_interval(self) -> float | None:
        return 0.0

    def update(self, dt: float) -> None:
        self.close()
        self.answer()

    def answer(self) -> None: ...

    @property
    def scene_name(self) -> str:
        return self.name


class FakeGems(_Answer):
    name = "club-gems"

    def answer(self) -> None:
        g, seat = self.kw["game"].copy(), self.kw["seat"]
        acts = []
        while g.to_move() == seat and g.state()["phase"] == "gems":
            a = g.legal()[0]
            acts.append(a)
            g.play(a)
        self.kw["on_done"](acts)


class FakeBuild(_Answer):
    name = "club-build"

    def answer(self) -> None:
        tile = self.kw["tile"]
        options = [a for a in self.kw["game"].legal() if a.startswith("build")
                   and (tile is None or a.split()[1] == ("fountain", "orangery", "pavilion", "rose-garden",
                                                         "forest")[tile])]
        self.kw["on_done"](options[0] if options else None)


class FakeRoundEnd(_Answer):
    name = "club-round-end"

    def answer(self) -> None:
        assert self.kw["events"] and self.kw["events"][-1].type == "round-ended"
        self.kw["on_continue"]()


class FakeScoring(Scene):
    scene_name = "club-scoring"
    def __init__(self, app: Any, **kw: Any) -> None:
        super().__init__(app)
        self.kw = kw
        _Answer.seen.append("club-scoring")


@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    for cls in (FakeGems, FakeBuild, FakeRoundEnd):
        monkeypatch.setitem(nav._FACTORIES, cls.name, cls)
    monkeypatch.setitem(nav._FACTORIES, "club-scoring", FakeScoring)
    _Answer.seen = []
    return _Answer.seen


#: no animation unless asked; the bots think at once, in the frame that asks them
make_app = partial(_make_app, speed=0.0, inline_bots=True)
click = partial(_click, dt=1 / 30)
key = partial(_key, dt=1 / 30)


def setup(bots: tuple[str | None, ...], seed: int = 4) -> ClubSetup:
    return ClubSetup(tuple(ClubSeat(f"P{i + 1}", i, b) for i, b in enumerate(bots)), seed)


@pytest.mark.slow  # a whole game through the scene: about 5 s
def test_a_bots_only_game_to_the_scoring(fakes: list[str]) -> None:
    app = make_app(size=(960, 540))
    table = app.nav.reset("club-table", setup=setup(("steady", "beginner", "steady")))
    for n in range(5000):
        app.frame(1 / 30, events=[], draw=n % 10 == 0)
        if app.nav.top_is("club-scoring"):
            break
    game = table.session.game
    assert game.is_over and app.game_over_seen
    assert fakes.count("club-round-end") == game.round - 1
    assert app.scenes.top.kw["names"] == ("P1", "P2", "P3") and app.scenes.top.kw["colours"] == (0, 1, 2)


@pytest.mark.slow  # a whole game through the scene: about 6 s
def test_a_hot_seat_game_played_with_the_mouse(fakes: list[str]) -> None:
    app = make_app(size=(960, 540))
    table = app.nav.reset("club-table", setup=setup((None, None), seed=9))
    rng = random.Random(2)
    banners = 0
    for n in range(20000):
        app.frame(1 / 30, events=[], draw=n % 10 == 0)
        if app.nav.top_is("club-scoring"):
            break
        if not app.nav.top_is("club-table"):
            continue
        if table.motion.banner is not None:
            banners += 1
            table.motion.banner = None
        p = table._person()
        if p is None:
            continue
        phase = table.shown["phase"]
        if phase == "buy":
            offers = sorted(table._offers())
            if offers and rng.random() < 0.85:
                pick = rng.choice(offers)
                i = next(i for i in range(len(table.spaces)) if space_name(i) == pick)
                click(app, table.spaces[i].rect.center, draw=False)
                if app.nav.top_is("club-track-choice"):
                    click(app, app.scenes.top.buttons[rng.randrange(3)].rect.center)
            else:
                click(app, table.pass_button.rect.center, draw=False)
        elif phase == "build":
            if table.build_button.enabled and rng.random() < 0.9:
                click(app, table.build_button.rect.center, draw=False)
            else:
                click(app, table.pass_button.rect.center, draw=False)
    game = table.session.game
    assert game.is_over and app.nav.top_is("club-scoring")
    assert "club-gems" in fakes or "club-build" in fakes
    assert banners > 10  # the person to move changed many times, each time named


def test_a_space_that_cannot_be_bought_says_why_and_changes_nothing(fakes: list[str]) -> None:
    app = make_app()
    table = app.nav.reset("club-table", setup=setup((None, None)))
    app.frame(1 / 30, events=[])
    click(app, table.spaces[0].rect.center)
    app.frame(1 / 30, events=[])
    assert table.session.game.actions[0].startswith("buy c1r1")
    before = table.session.state()
    click(app, table.spaces[0].rect.center)  # taken by P1 now
    assert table.session.state() == before
    assert table.status().startswith("Taken by P1")
    assert "Taken by P1" in table._space_tip(0)


def test_buying_with_the_arrow_keys_and_enter(fakes: list[str]) -> None:
    app = make_app()
    table = app.nav.reset("club-table", setup=setup((None, "steady")))
    app.frame(1 / 30, events=[])
    table.group.focus(table.spaces[0], keyboard=True)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    assert table.group.focused is table.spaces[6 + 1]  # column 2, row 2 (6 spaces a card)
    key(app, pygame.K_RETURN)
    assert table.session.game.actions[0].split()[:2] == ["buy", "c2r2"]


def test_nothing_is_drawn_again_while_a_person_thinks(fakes: list[str]) -> None:
    app = make_app(speed=1.0)
    table = app.nav.reset("club-table", setup=setup((None, "steady")))
    app.frame(1 / 30, events=[])
    assert table.motion.banner == "Your turn" and 1 < table.frame_interval() < 2  # one tick, later
    for _ in range(60):
        app.frame(1 / 30, events=[])
    assert table._person() == 0 and table.frame_interval() is None
    draws = table.view.draws
    for _ in range(5):
        app.frame(1 / 30, events=[])
    assert table.view.draws == draws
    table.session.play(table.session.game.legal()[0])
    app.frame(1 / 30, events=[])
    assert table.frame_interval() == 0.0  # the bought piece flies, then the bot thinks


def test_the_table_comes_back_from_its_save(fakes: list[str]) -> None:
    app = make_app()
    table = app.nav.reset("club-table", setup=setup(("steady", "beginner")))
    for n in range(150):
        app.frame(1 / 30, events=[], draw=n % 10 == 0)
    assert len(table.session.game.actions) > 20
    saved = table.session.to_saved()
    again = app.nav.reset("club-table", saved=saved)
    assert again.session.state() == ClubSession.from_saved(saved).state()
    assert again.shown == again.session.state()
    assert [e.msg for e in again.session.log] == [e.msg for e in table.session.log]


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_every_place_has_a_tooltip(fakes: list[str], size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size)
    app.set_language(lang)
    table = app.nav.reset("club-table", setup=setup((None, "steady", "steady", "steady")))
    app.frame(1 / 30, events=[])
    spots = [w for w in table.group.widgets if w.rect.width > 0]
    assert len(spots) > 50
    for w in spots:
        assert w.tooltip_text().strip(), w
        assert table.L is not None and pygame.Rect((0, 0), size).contains(w.rect)


def test_the_log_follows_a_language_switch(fakes: list[str]) -> None:
    app = make_app()
    table = app.nav.reset("club-table", setup=setup(("steady", "steady")))
    for n in range(40):
        app.frame(1 / 30, events=[], draw=n % 10 == 0)
    entries = list(table.session.log)
    english = table._log_lines()
    app.set_language("ru")
    app.frame(1 / 30, events=[])
    russian = table._log_lines()
    assert table.session.log[:len(entries)] == entries  # the data stays; only its words change
    assert len(russian) == len(english) > 2 and russian != english
    assert any("Раунд" in text for text, _ in russian) or any("кладёт" in text for text, _ in russian)
