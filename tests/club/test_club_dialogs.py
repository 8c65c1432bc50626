"""Diamonds Club's dialogs with real games: the gems panel and the build dialog hand the table only
actions the engine accepts (keyboard and mouse), closing the build dialog gives None, the round
summary and the final scores call back once, and every text fits at the window sizes we ship."""

from __future__ import annotations

import random
from functools import partial

import pygame
import pytest
from toolbox import SCALED
from toolbox import click as _click
from toolbox import key as _key

import diamant.games.club.screens  # noqa: F401  (registers the scenes)
from diamant.ui import textfit, theme
from diamant.games.club import ClubGame
from diamant.games.club.advice import gems_choice_needed, gems_plan
from diamant.i18n import LANGUAGE_CODES
from diamant_dev import club_screens as S


@pytest.fixture(scope="module")
def app():
    from diamant_dev.screenshots import screenshot_app
    a = screenshot_app((1280, 720))
    yield a
    a.close()


# straight to the app's event handler: the dialogs answer without a frame
key = partial(_key, via="handle")
click = partial(_click, via="handle")


def legal_in_order(game: ClubGame, actions: list[str]) -> bool:
    g = game.copy()
    for a in actions:
        if a not in g.legal():
            return False
        g.play(a)
    return True


def seeded_gems_turn(seed: int) -> tuple[ClubGame, int]:
    """A seeded 3-player game played with legal moves until a person would face a choice in phase 4."""
    for s in range(seed, seed + 40):
        g = ClubGame(players=3, seed=s)
        rng = random.Random(s)
        while not g.is_over:
            p = g.to_move()
            assert p is not None
            if g.state()["phase"] == "gems":
                if gems_choice_needed(g, p):
                    return g, p
                for a in gems_plan(g, p):
                    g.play(a)
                continue
            legal = g.legal()
            buys = [a for a in legal if a.startswith(("buy", "build"))]
            g.play(rng.choice(buys) if buys and rng.random() < 0.85 else legal[-1])
    raise AssertionError("no gems choice in 40 seeded games")


# --- the gems panel ----------------------------------------------------------------------------

def test_the_gems_panel_confirms_the_best_plan_with_enter(app):
    game, seat = seeded_gems_turn(1)
    got: list[list[str]] = []
    app.scenes.clear()
    scene = app.nav.push("club-gems", game=game.copy(), seat=seat, names=("A", "B", "C"), on_done=got.append)
    app.update(0.0)
    app.draw()
    assert scene.group.focused is scene.confirm
    key(app, pygame.K_RETURN)
    assert got == [gems_plan(game, seat)]
    assert legal_in_order(game, got[0])
    assert scene not in app.scenes


def test_swapping_two_rights_changes_the_sets_and_stays_legal(app):
    game, seat = S.gems_sample()
    got: list[list[str]] = []
    app.scenes.clear()
    scene = app.nav.push("club-gems", game=game, seat=seat, names=S.NAMES[:3], on_done=got.append)
    app.update(0.0)
    app.draw()
    first = scene.slots["set", 0, 1]
    last = scene.slots["set", len(scene.sets) - 1, 1]
    before = [list(s) for s in scene.sets]
    yields = list(scene.yields)
    click(app, first.rect)
    assert first.selected and last.marked and not scene.slots["set", 0, 0].marked
    click(app, last.rect)
    assert scene.sets[0][1] == before[-1][1] and scene.sets[-1][1] == before[0][1]
    assert scene.yields != yields  # the big rights now go with a small ship
    click(app, scene.confirm.rect)
    assert len(got) == 1 and legal_in_order(game, got[0])
    assert got[0][0] == f"sell {before[0][0]} {before[-1][1]} {before[0][2]}"


def test_a_kept_token_swaps_with_one_in_a_set(app):
    game, seat = S.gems_sample()
    app.scenes.clear()
    got: list[list[str]] = []
    scene = app.nav.push("club-gems", game=game, seat=seat, names=S.NAMES[:3], on_done=got.append)
    app.update(0.0)
    app.draw()
    kept = next(i for i in range(3) if scene.kept[i] is not None)
    before = scene.kept[kept]
    scene.pick(("kept", 0, kept))
    scene.pick(("set", 0, kept))
    assert scene.sets[0][kept] == before and scene.kept[kept] != before
    scene.finish()
    assert legal_in_order(game, got[0])
    assert got[0][-1].startswith("keep") and got[0][-1] != gems_plan(game, seat)[-1]


def test_the_best_plan_button_undoes_the_changes(app):
    game, seat = S.gems_sample()
    app.scenes.clear()
    scene = app.nav.push("club-gems", game=game, seat=seat, names=S.NAMES[:3], on_done=lambda a: None)
    app.update(0.0)
    scene.pick(("set", 0, 2))
    scene.pick(("set", 1, 2))
    assert scene.actions() != gems_plan(game, seat)
    scene.reset()
    assert scene.actions() == gems_plan(game, seat)


# --- the build dialog --------------------------------------------------------------------------

def test_the_build_dialog_confirms_the_default_payment(app):
    game, seat = S.build_sample()
    got: list[str | None] = []
    app.scenes.clear()
    scene = app.nav.push("club-build", game=game, seat=seat, tile=0, on_done=got.append)
    app.update(0.0)
    app.draw()
    assert scene.group.focused is scene.confirm
    key(app, pygame.K_RETURN)
    assert got == ["build fountain pay blue,blue,blue,red"]  # the green pair stays whole
    assert got[0] in game.legal()


def test_escape_closes_the_build_dialog_with_none(app):
    game, seat = S.build_sample()
    got: list[str | None] = []
    app.scenes.clear()
    scene = app.nav.push("club-build", game=game, seat=seat, tile=None, on_done=got.append)
    app.update(0.0)
    key(app, pygame.K_ESCAPE)
    assert got == [None] and scene not in app.scenes


def test_the_payment_changes_gem_by_gem_and_only_a_legal_one_confirms(app):
    game, seat = S.build_sample()
    got: list[str | None] = []
    app.scenes.clear()
    scene = app.nav.push("club-build", game=game, seat=seat, tile=0, on_done=got.append)
    app.update(0.0)
    app.draw()
    blue, yellow, green, diamond = 0, 1, 2, 4
    click(app, scene.minus[blue].rect)  # one short of the price
    assert not scene.confirm.enabled and scene.plus[green].enabled
    for gem in range(5):
        while scene.pay[gem]:
            click(app, scene.minus[gem].rect)
    assert scene.pay == [0] * 5 and not scene.minus[blue].enabled
    for gem in (yellow, green, green, diamond):
        click(app, scene.plus[gem].rect)  # no blue, one diamond: the two blue are not covered
    assert sum(scene.pay) == 4 and not scene.plus[blue].enabled  # the price is reached
    assert scene.action() is None and not scene.confirm.enabled
    scene.finish()
    assert got == []  # nothing played
    click(app, scene.minus[yellow].rect)
    click(app, scene.plus[diamond].rect)  # two diamonds stand in for the two blue: legal
    assert scene.confirm.enabled
    click(app, scene.confirm.rect)
    assert got == ["build fountain pay green,green,diamond,diamond"] and got[0] in game.legal()


def test_a_closed_price_tile_says_why_and_cannot_be_confirmed(app):
    game, seat = S.build_sample()
    app.scenes.clear()
    scene = app.nav.push("club-build", game=game, seat=seat, tile=1, on_done=lambda a: None)
    app.update(0.0)
    assert scene.closed_reason(1) == "club-dlg-build-used"
    assert not scene.confirm.enabled and scene.tiles[1].dimmed
    assert "already built" in scene._tile_tip(1)
    click(app, scene.tiles[4].rect)  # the forest is open
    assert scene.tile == 4 and scene.confirm.enabled and scene.placed() is not None


def test_the_build_dialog_with_a_seeded_game(app):
    for s in range(20):
        g = ClubGame(players=2, seed=s)
        rng = random.Random(s)
        while not g.is_over:
            p = g.to_move()
            if g.state()["phase"] == "build" and any(a.startswith("build") for a in g.legal()):
                got: list[str | None] = []
                app.scenes.clear()
                scene = app.nav.push("club-build", game=g.copy(), seat=p, tile=None, on_done=got.append)
                app.update(0.0)
                app.draw()
                scene.finish()
                assert got and got[0] in g.legal()
                return
            if g.state()["phase"] == "gems":
                for a in gems_plan(g, p):
                    g.play(a)
                continue
            legal = g.legal()
            buys = [a for a in legal if a.startswith("buy")]
            g.play(rng.choice(buys) if buys else legal[-1])
    raise AssertionError("no build turn found")


# --- the round summary and the scores ------------------------------------------------------------

def test_the_round_summary_counts_the_events_and_continues_once(app):
    game, events = S.round_end_sample()
    calls: list[int] = []
    app.scenes.clear()
    scene = app.nav.push("club-round-end", game=game, events=events, names=S.NAMES[:4], colours=S.COLOURS,
                         on_continue=lambda: calls.append(1))
    app.update(0.0)
    app.draw()
    s = scene.summary
    assert sum(s.sets) == sum(1 for e in events if type(e).__name__ == "SetSold")
    assert sum(s.diamonds) == sum(1 for e in events if type(e).__name__ == "DiamondAwarded")
    assert s.leader == game.leader
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert calls == [1] and scene not in app.scenes


def test_the_scores_come_from_the_engine_and_the_buttons_call_back(app):
    game = S.scoring_sample()
    calls: list[str] = []
    scene = app.nav.reset("club-scoring", game=game, names=S.NAMES[:4], colours=S.COLOURS,
                          on_again=lambda: calls.append("again"), on_title=lambda: calls.append("title"))
    app.update(0.0)
    app.draw()
    for row, line in zip(scene.rows, game.score_lines()):
        parts = sum(row[k] for k in ("objects", "forests", "trios", "singles", "bonus", "tech", "money"))
        assert parts == line.total == row["total"]
        assert row["eligible"] == line.eligible
    assert scene.winners == game.winners()
    assert scene.group.focused is scene.again
    key(app, pygame.K_RETURN)
    click(app, scene.title_button.rect)
    assert calls == ["again"]  # one way out only


# --- every text fits -------------------------------------------------------------------------------

_APPS: dict[tuple[int, int], object] = {}


@pytest.fixture(scope="module")
def sized_apps():
    yield _APPS
    for a in _APPS.values():
        a.close()  # type: ignore[attr-defined]
    _APPS.clear()


FITS = [((1280, 720), lang) for lang in LANGUAGE_CODES] + [
    (size, lang) for size in ((960, 540), (1920, 1080)) for lang in ("en", "ru", "ja")]


@pytest.mark.parametrize("size,lang", FITS)
def test_every_text_fits(sized_apps, size, lang):
    from diamant_dev.screenshots import screenshot_app
    a = sized_apps.get(size) or sized_apps.setdefault(size, screenshot_app(size))
    a.set_language(lang)
    problems = []
    for name in S.SCENES:
        theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
        textfit.overflows.clear()
        scene = S.build(a, name)
        a.draw()
        for w in scene.group.widgets:  # every tooltip has words
            if w.visible and w.tooltip_key is not None:
                assert w.tooltip_text(), (name, w)
        problems += [(name, *o) for o in textfit.overflows]
    assert problems == []


# the interface scale (Settings -> Interface size) at the sizes it must fit (toolbox.SCALED):
# the dialogs then scroll
SCALED_FITS = [pytest.param(size, scale, lang, id=f"{lang}-{size[0]}x{size[1]}-{round(scale * 100)}",
                            marks=() if lang in ("en", "ru", "ja") else pytest.mark.full)
               for size, scale in SCALED for lang in LANGUAGE_CODES]


@pytest.fixture(scope="module")
def scaled_apps():
    from diamant_dev.screenshots import screenshot_app
    made = {(size, scale): screenshot_app(size, scale=scale) for size, scale in SCALED}
    yield made
    for a in made.values():
        a.close()


def _fit_problems(a, name: str, scene) -> list[str]:
    """Each control inside the window (and a dialog's inside its panel), none over another."""
    screen = pygame.Rect((0, 0), a.size)
    frame = getattr(scene, "panel", screen)
    shown = [w for w in scene.group.widgets if w.visible and w.rect.width > 0 and w.rect.height > 0]
    out = [f"{name}: {w.rect} leaves {frame}" for w in shown if not frame.contains(w.rect)]
    out += [f"{name}: {x.rect} over {y.rect}" for i, x in enumerate(shown) for y in shown[i + 1:]
            if x.rect.colliderect(y.rect)]
    return out


@pytest.mark.parametrize("size,scale,lang", SCALED_FITS)
def test_the_dialogs_fit_and_scroll_at_a_larger_interface(scaled_apps, size, scale, lang):
    """At a large interface size every dialog fits: no text squeezed, no control out of its
    panel or over another; what the room cannot show scrolls, and the keyboard reaches every
    control (Tab), each scrolled wholly into view when it takes the focus."""
    a = scaled_apps[(size, scale)]
    a.set_language(lang)
    problems = []
    for name in S.SCENES:
        theme.clear_text_cache()
        textfit.overflows.clear()
        scene = S.build(a, name)
        a.draw()
        problems += [f"{name}: {how} {text!r} ({need} > {room} px)" for how, text, need, room in textfit.overflows]
        problems += _fit_problems(a, name, scene)
        group = scene.group
        every = group.focusables()
        seen = set()
        for _ in range(len(every)):
            key(a, pygame.K_TAB)
            w = group.focused
            seen.add(id(w))
            view = scene.scroll.view if scene.scroll.view.width else pygame.Rect((0, 0), a.size)
            # a control of the scrolled body lies in its view; one of the foot, under it
            if not (view.contains(w.rect) or not w.rect.colliderect(view)) or w.rect.width == 0:
                problems.append(f"{name}: focused {w.rect} not in view {view}")
            a.draw()
            problems += _fit_problems(a, name, scene)
        assert seen == {id(w) for w in every}, name
    assert problems == [], "\n".join(problems[:20])


def test_a_small_build_dialog_scrolls_with_the_wheel_and_the_keys(scaled_apps):
    """At 200 % the build dialog's body is taller than its room: it scrolls (the wheel, Page
    Down), the controls out of view leave the mouse's reach, and Build stays at its foot."""
    a = scaled_apps[((1920, 1080), 2.0)]
    a.set_language("en")
    scene = S.build(a, "club-build")
    a.draw()
    scroll = scene.scroll
    assert scroll.active and scroll.offset == 0
    assert scene.suggest in scroll.out and scene.suggest.rect.width == 0  # below the view
    confirm = pygame.Rect(scene.confirm.rect)
    a.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert scroll.offset > 0
    for _ in range(20):
        key(a, pygame.K_PAGEDOWN)
    assert scroll.offset == scroll.content_h - scroll.view.height
    assert scene.suggest not in scroll.out and scroll.view.contains(scene.suggest.rect)
    assert scene.tiles[0] in scroll.out and scene.confirm.rect == confirm
    key(a, pygame.K_PAGEUP)
    assert scroll.offset < scroll.content_h - scroll.view.height


def test_the_keyboard_picks_and_swaps_tokens(app):
    game, seat = S.gems_sample()
    got: list[list[str]] = []
    app.scenes.clear()
    scene = app.nav.push("club-gems", game=game, seat=seat, names=S.NAMES[:3], on_done=got.append)
    app.update(0.0)
    app.draw()
    before = [list(s) for s in scene.sets]
    key(app, pygame.K_TAB)  # from Confirm round to the first token: set 1's mine
    assert scene.group.focused is scene.slots["set", 0, 0]
    key(app, pygame.K_RETURN)
    for _ in range(3):
        key(app, pygame.K_RIGHT)  # set 2's mine
    assert scene.group.focused is scene.slots["set", 1, 0]
    key(app, pygame.K_RETURN)
    assert scene.sets[0][0] == before[1][0] and scene.sets[1][0] == before[0][0]
    key(app, pygame.K_RETURN)  # picked again ...
    assert scene.selected is not None
    key(app, pygame.K_ESCAPE)  # ... Escape only lets go of it
    assert scene.selected is None and scene in app.scenes and got == []
    scene.group.focus(scene.confirm)
    key(app, pygame.K_RETURN)
    assert len(got) == 1 and legal_in_order(game, got[0])


def test_drawn_gems_tell_what_they_are_under_the_pointer(app):
    game, seat = S.gems_sample()
    app.scenes.clear()
    scene = app.nav.push("club-gems", game=game, seat=seat, names=S.NAMES[:3], on_done=lambda a: None)
    app.update(0.0)
    app.draw()
    rect, words = next(z for z in scene.hints.zones if scene.row_rects[0].contains(z[0]))  # set 1's gems
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()
    assert scene.hints.hovered() == (rect, words)
    assert words == app.t("club-word-gems", colour=scene.sets[0][0], count=scene.yields[0][0])


def test_a_gamepad_continues_the_round_summary(app):
    game, events = S.round_end_sample()
    calls: list[int] = []
    app.scenes.clear()
    app.nav.push("club-round-end", game=game, events=events, names=S.NAMES[:4], colours=S.COLOURS,
                 on_continue=lambda: calls.append(1))
    app.update(0.0)
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):  # A: the confirm action
        app.handle_event(pygame.event.Event(kind, button=pygame.CONTROLLER_BUTTON_A, instance_id=0))
    assert calls == [1]


def test_random_swaps_always_confirm_a_legal_phase_4(app):
    """Through seeded games: at every gems turn with tokens, random clicks on the panel's tokens,
    then Confirm; the actions handed over are always legal in order."""
    rng = random.Random(7)
    checked = 0
    for seed in range(4):
        g = ClubGame(players=3, seed=seed)
        while not g.is_over and checked < 15:
            p = g.to_move()
            assert p is not None
            if g.state()["phase"] == "gems":
                got: list[list[str]] = []
                app.scenes.clear()
                scene = app.nav.push("club-gems", game=g.copy(), seat=p, names=("A", "B", "C"), on_done=got.append)
                positions = list(scene.slots)
                for _ in range(12):
                    scene.pick(rng.choice(positions))
                scene.finish()
                assert len(got) == 1 and legal_in_order(g, got[0]), got
                for a in got[0]:
                    g.play(a)
                checked += 1
                continue
            legal = g.legal()
            buys = [a for a in legal if a.startswith(("buy", "build"))]
            g.play(rng.choice(buys) if buys and rng.random() < 0.85 else legal[-1])
    assert checked >= 15


def test_the_samples_join_the_screenshot_set(app):
    from diamant_dev import screenshots
    # the club's shots are added at the list's first use: before the copy put back at the end, or
    # the list would lack them for the rest of the run
    saved = dict(screenshots.registered())
    try:
        names = S.register_screenshots()
        assert set(names) <= set(screenshots.registered())
        scene = screenshots.build(app, "club-build")
        assert scene is app.scenes[-1] and type(scene).__name__ == "ClubBuildScene"
    finally:
        screenshots._REGISTRY.clear()
        screenshots._REGISTRY.update(saved)


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.full), "ru"])
def test_the_lessons_tip_fits_a_small_window_and_covers_nothing_it_points_at(lang):
    """At 200 % the log's place is too small for the lesson's tip: the tip is as tall as its
    words, inside the window, its two buttons inside it and apart, and no other control of the
    table under it (nor anything the tip points at)."""
    from toolbox import make_app
    from diamant.ui.app import default_settings
    import diamant.shell.scenes  # noqa: F401  (the title the lesson returns to)
    settings = default_settings()
    settings.interface_scale = 2.0
    a = make_app((1920, 1080), inline_bots=True, instant=True, speed=0, settings=settings)
    try:
        a.set_language(lang)
        scene = a.nav.push("club-lesson", fresh=True)
        for _ in range(3):
            a.frame(1 / 30, [])
        tip = scene.tip_rect
        assert pygame.Rect((0, 0), a.size).contains(tip), tip
        buttons = (scene.next_button, scene.skip_lesson)
        assert all(tip.contains(b.rect) for b in buttons)
        assert not buttons[0].rect.colliderect(buttons[1].rect)
        others = [w for w in scene.group.widgets if w not in buttons and w.visible and w.rect.width and w.rect.height]
        assert [w.rect for w in others if w.rect.colliderect(tip)] == []
        if getattr(scene.L, "compact", False):  # a table laid out for the small window leaves room
            assert [r for r in scene.targets() if r.colliderect(tip)] == []
    finally:
        a.close()
