"""The guided first game ("Learn to play"): every step in order on the real table with the
player's own input, refused choices, skipping, resuming at a middle step, the title's entry and
the first-start offer, the words fitting, the highlights on screen."""
from __future__ import annotations

from functools import partial
import pygame
import pytest
from toolbox import click
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.ui import textfit, theme
from diamant.games.diamant.screens import tutorial, tutorial_progress
from diamant.games.diamant.screens.actions import decision_keys
from diamant.ui.app import App
from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
from diamant.games.diamant.engine import Decision, PlayersLeft, RelicsStay
from diamant.i18n import LANGUAGE_CODES

C_SCANCODE, L_SCANCODE = 6, 15  # the physical C and L keys


make_app = partial(_make_app, instant=True, time=1.0)


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def press(app: App, k: int, scancode: int = 0) -> None:
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=scancode),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=scancode)])


def guide_of(app: App) -> tutorial.TutorialGuide:
    guide = tutorial.running(app)
    assert guide is not None
    return guide


def next_tip(app: App, frames: int = 400) -> str | None:
    """Frames until a tip shows; its step's id (None: none came)."""
    guide = guide_of(app)
    for _ in range(frames):
        if guide.shown is not None:
            return guide.shown.id
        app.frame(1 / 30, [])
    return None


def answer(app: App) -> None:
    """What the tip asks for: Next (Enter) or its choice (C / L, the physical keys)."""
    step = guide_of(app).shown
    assert step is not None
    if step.choice is None:
        press(app, pygame.K_RETURN)
    elif step.choice is Decision.CONTINUE:
        press(app, pygame.K_c, C_SCANCODE)
    else:
        press(app, pygame.K_l, L_SCANCODE)


def mine(game) -> list[Decision]:
    """The player's decisions so far."""
    return [d for s, d in game.decisions if s == tutorial.PLAYER]


def play_to(app: App, step_id: str) -> tutorial.TutorialGuide:
    """From wherever the lesson is, answer every tip up to `step_id`, shown and not answered."""
    while True:
        shown = next_tip(app)
        assert shown is not None, "the lesson stopped"
        if shown == step_id:
            return guide_of(app)
        answer(app)


def test_every_step_in_order_with_the_players_input(app):
    scene = tutorial.start(app, fresh=True)
    seen = []
    while guide_of(app).step is not None:
        shown = next_tip(app)
        assert shown is not None, f"stuck after {seen}"
        seen.append(shown)
        answer(app)
    assert seen == list(tutorial.STEP_IDS)
    game = scene.session.game
    # the story held: two explorers left together (2 carried + 1 of the 3 leftovers each), the
    # player left alone with the last leftover and the relic, the last explorer lost everything
    assert game.chests == [3, 3, 3, 0] and game.relic_points(0) == 5
    assert tutorial.is_done(app)
    for _ in range(200):  # the round's summary comes after the last tip
        app.frame(1 / 30, [])
        if app.nav.top_is("round-end"):
            break
    assert app.nav.top_is("round-end")
    assert game.is_over and game.scores() == (8, 3, 3, 0)


def test_the_other_choice_is_refused_with_its_reason(app):
    tutorial.start(app, fresh=True)
    guide = play_to(app, "share")
    game = guide.scene.session.game
    press(app, pygame.K_l, L_SCANCODE)  # the lesson needs Continue here
    assert mine(game) == [] and guide.refused is Decision.LEAVE
    guide = play_to(app, "leave")
    before = mine(game)
    press(app, pygame.K_c, C_SCANCODE)  # and Leave here
    assert mine(game) == before and guide.refused is Decision.CONTINUE
    press(app, pygame.K_l, L_SCANCODE)
    assert (0, Decision.LEAVE) in game.decisions


def test_a_tip_waiting_for_next_holds_the_table_and_the_choices(app):
    tutorial.start(app, fresh=True)
    guide = play_to(app, "trap")
    game = guide.scene.session.game
    before = mine(game)
    press(app, pygame.K_c, C_SCANCODE)
    press(app, pygame.K_l, L_SCANCODE)
    assert mine(game) == before and guide.shown is not None and guide.shown.id == "trap"
    guide = play_to(app, "chest")
    path = len(guide.scene.table.path)
    for _ in range(60):  # the others wait while the chest's tip is read
        app.frame(1 / 30, [])
    assert len(guide.scene.table.path) == path and guide.shown is not None
    assert guide.scene.session.hold_bots


def test_skip_from_the_tip(app):
    tutorial.start(app, fresh=True)
    guide = play_to(app, "welcome")
    click(app, guide.skip_button.rect.center)
    assert app.nav.top_is("title") and len(app.scenes) == 1
    assert tutorial.is_done(app) and tutorial.running(app) is None


def test_skip_from_the_pause_menu(app):
    tutorial.start(app, fresh=True)
    play_to(app, "relic")
    press(app, pygame.K_ESCAPE)
    assert app.nav.top_is("pause")
    pause = app.top
    skip = next(b for b in pause.buttons if b.label == "pause-skip-tutorial")
    click(app, skip.rect.center)
    assert app.nav.top_is("title") and tutorial.is_done(app)


def test_a_real_game_has_no_skip_tutorial_in_its_pause_menu(app):
    from diamant.games.diamant.screens.flow import start_game
    from diamant.games.diamant.screens.session import TableSetup
    start_game(app, TableSetup.default())
    app.open_pause()
    assert all(b.label != "pause-skip-tutorial" for b in app.top.buttons)


@pytest.mark.parametrize("step_id", ["relic", "together", "trap", "chest", "disaster", "camp"])
def test_resume_at_a_middle_step_gives_the_same_step(app, step_id):
    tutorial.start(app, fresh=True)
    guide = play_to(app, step_id)
    path = len(guide.scene.table.path)
    chests = list(guide.scene.session.game.chests)
    # the player closes the game here (the lesson is kept in the settings)
    press(app, pygame.K_ESCAPE)
    quit_button = next(b for b in app.top.buttons if b.label == "pause-quit-to-menu")
    click(app, quit_button.rect.center)
    if app.nav.top_is("confirm-quit"):
        click(app, app.top.confirm_button.rect.center)
    assert app.nav.top_is("title") and tutorial.in_progress(app)
    saved = dict(app.settings.extra)
    app.close()
    again = make_app()
    again.settings.extra.update(saved)  # what the settings file would give back
    again.nav.push("title")
    again.frame(0.0, [])
    assert again.top.learn_button.text() == again.t("menu-learn-resume")  # "Continue learning"
    click(again, again.top.learn_button.rect.center)
    assert next_tip(again) == step_id
    guide = guide_of(again)
    assert len(guide.scene.table.path) == path and guide.scene.session.game.chests == chests
    again.close()


def test_progress_that_does_not_fit_starts_again(app):
    app.settings.extra["tutorial"] = {"decisions": [[0, "leave"], [5, "continue"]], "seen": ["bogus"]}
    tutorial.start(app)
    assert next_tip(app) == "welcome"


def test_the_tutorial_never_touches_the_autosave(app):
    scene = tutorial.start(app, fresh=True)
    assert scene.session.autosave is False


def test_title_entry_starts_the_lesson(app):
    title = app.nav.push("title")
    app.frame(0.0, [])
    assert title.learn_button in title.buttons and title.learn_button.rect.width > 0
    assert title.learn_button.text() == app.t("menu-learn")
    click(app, title.learn_button.rect.center)
    assert isinstance(app.top, ExpeditionScene) and tutorial.running(app) is not None


def test_first_start_offer_once(app, monkeypatch):
    monkeypatch.setattr(tutorial_progress, "has_saved_game", lambda: False)  # a first start: no game saved
    app.first_start_offers = True  # a headless app is asked only when it says so
    app.nav.push("title")
    app.frame(0.0, [])
    assert app.nav.top_is("tutorial-offer")
    click(app, app.top.confirm_button.rect.center)
    assert tutorial.running(app) is not None
    # not offered again, whatever the answer was
    app.nav.reset("title")
    app.frame(0.0, [])
    assert app.nav.top_is("title")
    assert not tutorial.should_offer(app)


def test_no_offer_to_a_player_who_has_played(app, monkeypatch):
    app.first_start_offers = True
    monkeypatch.setattr(tutorial_progress, "has_saved_game", lambda: False)
    assert tutorial.should_offer(app)
    app.settings.last_table = {"seats": []}  # a table was set up once
    assert not tutorial.should_offer(app)
    app.settings.last_table = None
    monkeypatch.setattr(tutorial_progress, "has_saved_game", lambda: True)  # a game in progress
    assert not tutorial.should_offer(app)
    app.first_start_offers = False
    monkeypatch.setattr(tutorial_progress, "has_saved_game", lambda: False)
    assert not tutorial.should_offer(app)  # a headless app that did not ask


def _to_the_round_summary(app: App) -> None:
    """The whole lesson, answered as it asks, up to the expedition's summary."""
    for _ in _every_step(app):
        pass
    for _ in range(300):
        app.frame(1 / 30, [])
        if app.nav.top_is("round-end"):
            break


def _every_step(app: App):
    """Each step's tip on screen, one after the other (yields the guide)."""
    tutorial.start(app, fresh=True)
    while guide_of(app).step is not None:
        assert next_tip(app) is not None
        yield guide_of(app)
        answer(app)


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_words_fit(lang, size):
    app = make_app(size, lang)
    problems = []
    for guide in _every_step(app):
        for refused in (None, Decision.LEAVE, Decision.CONTINUE):
            if refused is not None and guide.shown.choice is None:
                continue
            guide.refused = refused
            theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
            textfit.overflows.clear()
            app.draw()
            problems += [(guide.shown.id, *o) for o in textfit.overflows]
        guide.refused = None
    app.close()
    assert problems == [], "\n".join(f"{n}: {how} {t!r} ({need} > {avail} px)"
                                      for n, how, t, need, avail in problems)


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_line_under_a_tip_keeps_its_size(lang, size):
    """What to choose, or why not, is read at its full size: its box once held two lines, and
    every language's three were shrunk to fit (to about three quarters)."""
    from diamant.ui.theme.text import wrap_fit

    app = make_app(size, lang)
    full = app.font(tutorial.HINT_FONT, bold=True)
    asked = 0
    for guide in _every_step(app):
        if guide.shown.choice is None:
            continue
        asked += 1
        _, _, box = guide.text_rects(guide.texts(guide.shown)[0])
        for key in ("tutorial-do-continue", "tutorial-do-leave", "tutorial-refuse-leave",
                    "tutorial-refuse-continue"):
            font, _ = wrap_fit(app, app.t(key, **decision_keys(app)), box.size, tutorial.HINT_FONT, bold=True)
            assert font is full, (guide.shown.id, key, font.get_height(), full.get_height())
    app.close()
    assert asked == 3


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_each_highlight_lies_on_screen(size):
    app = make_app(size)
    screen = pygame.Rect((0, 0), size)
    for guide in _every_step(app):
        rings = guide.highlight_rects()
        assert rings, guide.shown.id
        for r in rings + [guide.arrow_rect(rings[0]), guide.panel]:
            assert screen.contains(r), (guide.shown.id, r)
        # the tip never covers what it speaks of
        assert not any(guide.panel.colliderect(r) for r in rings), guide.shown.id
    app.close()


def pad(app: App, button: int) -> None:
    """One press of a gamepad button (the input layer turns it into its key and action)."""
    app.frame(0.0, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0),
                    pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0)])


def test_mouse_and_gamepad_play_the_lesson_too(app):
    tutorial.start(app, fresh=True)
    guide = play_to(app, "welcome")
    click(app, guide.next_button.rect.center)  # Next by mouse
    assert next_tip(app) == "share"
    pad(app, pygame.CONTROLLER_BUTTON_A)  # the focused card is the one the tip asks for
    assert mine(guide.scene.session.game) == [Decision.CONTINUE]
    assert next_tip(app) == "relic"
    click(app, guide.scene.card_rects[0].center)  # Leave by mouse: refused
    assert guide.refused is Decision.LEAVE and mine(guide.scene.session.game) == [Decision.CONTINUE]
    click(app, guide.scene.card_rects[1].center)
    assert next_tip(app) == "together"
    pad(app, pygame.CONTROLLER_BUTTON_A)  # Next by gamepad
    assert next_tip(app) == "trap"
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert next_tip(app) == "leave"


def test_random_input_never_breaks_the_story(app):
    """Keys, clicks and pad buttons at random (no Escape: the pause menu is tested above): the
    player's choices are still exactly Continue, Continue, Leave, and the tips come in order."""
    import random
    rng = random.Random(7)
    keys = [(pygame.K_c, C_SCANCODE), (pygame.K_l, L_SCANCODE), (pygame.K_RETURN, 0),
            (pygame.K_SPACE, 0), (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0), (pygame.K_TAB, 0)]
    scene = tutorial.start(app, fresh=True)
    guide = guide_of(app)
    skip_at = None
    order = []
    for i in range(400):
        if tutorial.running(app) is None:
            break
        if guide.shown is not None and (not order or order[-1] != guide.shown.id):
            order.append(guide.shown.id)
        roll = rng.random()
        if roll < 0.5:
            press(app, *rng.choice(keys))
        elif roll < 0.8:
            w, h = app.size
            pos = (rng.randrange(w), rng.randrange(h))
            if guide.skip_button.visible and guide.skip_button.rect.collidepoint(pos):
                skip_at = i
            click(app, pos)
        else:
            app.frame(1 / 30, [])
    game = scene.session.game
    assert mine(game) == [Decision.CONTINUE, Decision.CONTINUE, Decision.LEAVE][:len(mine(game))]
    assert order == list(tutorial.STEP_IDS)[:len(order)]
    assert skip_at is not None or len(order) == len(tutorial.STEP_IDS)


def test_two_explorers_leaving_together_split_and_leave_the_relic(app):
    """Another explorer's choice matters: the two who leave at the relic split the leftovers
    (3 gems: 1 each, 1 stays) and take no relic; the tip says so with the engine's numbers, and
    the relic then goes to the player, who leaves alone."""
    scene = tutorial.start(app, fresh=True)
    guide = play_to(app, "together")
    game = scene.session.game
    left = [e for e in scene.round_events if isinstance(e, PlayersLeft)]
    assert [(e.seats, e.pool, e.each, e.remainder) for e in left] == [((1, 2), 3, 1, 1)]
    assert any(isinstance(e, RelicsStay) for e in scene.round_events)
    assert game.relics_on_path() and game.in_cave == [True, False, False, True]
    assert sum(game.path_gems) == 1  # the remainder is still on the path
    title, body = guide.texts(guide.shown)
    assert body == app.t("tutorial-together-body", pool=3, each=1, stays=1)
    # the two leavers' places at camp are pointed at
    rings = guide.highlight_rects()
    L = scene.table.view.layout(scene.rects["table"])
    assert rings[0].colliderect(L.cols[1]) and rings[1].colliderect(L.cols[2])
    guide = play_to(app, "chest")
    assert game.relic_points(tutorial.PLAYER) == 5 and game.chests[tutorial.PLAYER] == 3


def test_the_top_line_names_the_lesson_not_a_round(app, monkeypatch):
    """The lesson's top line says "Learn to play" and its step, never "Expedition 1 of 1" and
    the edition (a tip speaks of a real game's five expeditions); the round's banner too."""
    scene = tutorial.start(app, fresh=True)
    play_to(app, "together")
    assert scene.table.table_model.round_banner == ("menu-learn", {})
    drawn = []
    real = theme.draw_text
    monkeypatch.setattr(theme, "draw_text",
                        lambda surface, a, text, *args, **kw: (drawn.append(text), real(surface, a, text, *args, **kw))[1])
    app.draw()
    index = tutorial.STEP_IDS.index("together")
    assert app.t("menu-learn") in drawn
    assert app.t("tutorial-step", step=index + 1, total=len(tutorial.STEPS)) in drawn
    assert app.t("round-of", round=1, total=1) not in drawn
    assert not any(app.t("edition-iello") in t for t in drawn)


def test_controls_of_a_real_game_stay_hidden_in_the_lesson(app):
    """Once the player has left, a real game offers "skip to camp" and the watching speed; the
    lesson does not (its last tips lead to the end of the expedition)."""
    scene = tutorial.start(app, fresh=True)
    seen_watching = False
    while guide_of(app).step is not None:
        shown = next_tip(app)
        assert shown is not None
        seen_watching |= scene.watching()
        assert not scene.skip_button.visible and not scene.speed_choice.visible, shown
        answer(app)
        for _ in range(10):
            app.frame(1 / 30, [])
            seen_watching |= scene.watching()
            assert not scene.skip_button.visible and not scene.speed_choice.visible
    assert seen_watching  # the case was met: the others played on without the player


def _name_rects(guide) -> list[pygame.Rect]:
    """Where the seats' names are written on the table (their line, as wide as a name may be)."""
    sc = guide.scene
    L = sc.table.view.layout(sc.rects["table"])
    out = []
    for s, (x, y) in enumerate(L.name_pos):
        w, h = sc.app.fonts.get(L.font_name, True).size(sc.session.names[s])
        out.append(pygame.Rect(round(x - w / 2), round(y - h / 2), w, h))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
def test_highlights_and_arrows_never_cover_the_names(size):
    """A ring goes round a name or clear of it, never across it (the ring round the chest alone
    cut through "You"), and the arrow covers no name and no ring."""
    app = make_app(size)
    grow = 2 * (theme.px(app, theme.FOCUS_GROW) + theme.px(app, theme.FOCUS_W))
    for guide in _every_step(app):
        rings = [r.inflate(grow, grow) for r in guide.highlight_rects()]  # as drawn
        names = _name_rects(guide)
        for ring in rings:
            for name in names:
                assert ring.contains(name) or not ring.colliderect(name), (guide.shown.id, ring, name)
        arrow = guide.arrow_rect(guide.highlight_rects()[0])
        assert arrow.collidelist(names) < 0, guide.shown.id
        assert arrow.collidelist(rings) < 0, guide.shown.id
    app.close()


def test_a_tip_read_with_next_does_not_invite_a_choice(app, monkeypatch):
    """While a tip waits for Next (the trap's), the hand shows no keys to choose with and no
    "choose now for the next card" (those keys are the tip's then); a tip asking for a choice
    (Leave, just after) shows them again."""
    tutorial.start(app, fresh=True)
    drawn = []
    real = theme.draw_text
    monkeypatch.setattr(theme, "draw_text",
                        lambda surface, a, text, *args, **kw: (drawn.append(text), real(surface, a, text, *args, **kw))[1])
    for step_id, invited in (("together", False), ("trap", False), ("leave", True)):
        play_to(app, step_id)
        drawn.clear()
        app.draw()
        keys = decision_keys(app)
        hints = {app.t("play-keys-hint", **keys), app.t("precommit-hint", **keys)}
        assert bool(hints & set(drawn)) is invited, step_id


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lesson_ends_on_the_scores_saying_you_win(lang, monkeypatch):
    """The player wins the lesson; the scores' title says so in good words ("You win!", not
    "You wins!" made from the name)."""
    app = make_app(lang=lang)
    _to_the_round_summary(app)
    press(app, pygame.K_RETURN)  # the round's summary: on to the scores
    for _ in range(60):
        app.frame(1 / 30, [])
    assert app.nav.top_is("scoring")
    drawn = []
    real = theme.heading
    monkeypatch.setattr(theme, "heading", lambda surface, a, text, *args, **kw: (drawn.append(text), real(surface, a, text, *args, **kw))[1])
    app.draw()
    assert app.t("play-winner-you") in drawn
    assert app.t("play-winner", name=app.t("play-default-human")) not in drawn
    app.close()


def test_the_welcome_is_there_from_the_first_frame(monkeypatch):
    """At animation speed (not instant), the first card takes a while to be dealt: the welcome
    is on screen from the first frame, and the hand waits dimmed; it never says "choose now for
    the next card" nor takes a choice ahead (for seconds it looked live before the tip came)."""
    app = make_app(instant=False)
    scene = tutorial.start(app, fresh=True)
    guide = guide_of(app)
    app.frame(1 / 30, [])
    assert scene.table.busy  # the first card is still being dealt
    assert guide.shown is not None and guide.shown.id == "welcome"
    assert scene.precommit_seat() is None
    press(app, pygame.K_c, C_SCANCODE)
    assert scene.pending is None and mine(scene.session.game) == []
    drawn = []
    real = theme.draw_text
    monkeypatch.setattr(theme, "draw_text",
                        lambda surface, a, text, *args, **kw: (drawn.append(text), real(surface, a, text, *args, **kw))[1])
    while scene.table.busy:
        drawn.clear()
        app.frame(1 / 30, [])
        assert guide.shown is not None and guide.shown.id == "welcome"
        keys = decision_keys(app)
        assert app.t("precommit-hint", **keys) not in drawn and app.t("play-keys-hint", **keys) not in drawn
    assert len(scene.table.path) == 1 and guide.holds()  # dealt: the table waits for Next
    answer(app)
    assert next_tip(app) == "share"
    app.close()


@pytest.mark.parametrize("ahead", [Decision.CONTINUE, Decision.LEAVE])
def test_a_choice_made_ahead_waits_for_its_tip(ahead):
    """Choosing ahead while the relic is dealt does not answer the relic's tip unread: the tip
    comes with the card chosen ahead picked (the wrong one refused with its reason), and the
    player's choice is made only when the tip has been seen."""
    app = make_app(instant=False)
    scene = tutorial.start(app, fresh=True)
    play_to(app, "share")
    answer(app)
    game = scene.session.game
    for _ in range(300):
        app.frame(1 / 30, [])
        if scene.precommit_seat() is not None:
            break
    assert scene.precommit_seat() is not None  # the relic is being dealt
    key = (pygame.K_c, C_SCANCODE) if ahead is Decision.CONTINUE else (pygame.K_l, L_SCANCODE)
    press(app, *key)
    assert scene.pending == (tutorial.PLAYER, ahead)
    assert next_tip(app, 600) == "relic"
    guide = guide_of(app)
    assert mine(game) == [Decision.CONTINUE]  # only the share's
    assert scene.focus_card == (1 if ahead is Decision.CONTINUE else 0)
    assert guide.refused is (None if ahead is Decision.CONTINUE else Decision.LEAVE)
    press(app, pygame.K_c, C_SCANCODE)
    assert mine(game) == [Decision.CONTINUE, Decision.CONTINUE]
    assert next_tip(app, 600) == "together"
    app.close()


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_the_tips_use_the_games_own_words(lang):
    """The tips count gems as the hand and the log do (rubies in ru, pl, sr), name the ruby and
    the diamond where a treasure is first shared, name the hand's "pending" tag where choosing
    ahead is taught, and the barricade of the round's summary before it shows."""
    app = make_app(lang=lang)
    bodies = {}
    for guide in _every_step(app):
        bodies[guide.shown.id] = guide.texts(guide.shown)[1].casefold()
    share = bodies["share"]
    assert app.t("gems-count", count=11).casefold() in share
    assert app.t("gem-ruby").casefold() in share and app.t("gem-diamond").casefold() in share
    assert app.t("gems-count", count=3).casefold() in bodies["chest"]
    assert app.t("gems-count", count=6).casefold() in bodies["disaster"]
    assert app.t("precommit-pending").casefold() in bodies["relic"]
    assert app.t("barricade").casefold() in bodies["camp"]
    app.close()


def test_the_lessons_scores_offer_a_new_game_not_its_table_again(monkeypatch):
    """"Play again" on the lesson's scores started a real game on the lesson's table (its seats,
    its edition); the lesson's scores offer "New game" instead, doing what the title's does:
    the lobby, or the question first when a game is in progress."""
    from diamant.games.diamant.screens import flow
    app = make_app()
    _to_the_round_summary(app)
    press(app, pygame.K_RETURN)
    for _ in range(60):
        app.frame(1 / 30, [])
    assert app.nav.top_is("scoring")
    scores = app.top
    assert scores.again.label == "menu-new-game"
    monkeypatch.setattr(flow, "has_saved_game", lambda: True)
    click(app, scores.again.rect.center)
    assert app.nav.top_is("confirm-new-game")
    app.top.close()
    assert app.top is scores
    monkeypatch.setattr(flow, "has_saved_game", lambda: False)
    started = []
    monkeypatch.setattr(flow, "start_game", lambda *a, **k: started.append(a))
    click(app, scores.again.rect.center)
    assert app.nav.top_is("lobby") and not started
    assert app.nav.find("scoring") is None and tutorial.running(app) is None
    app.close()


def test_a_real_games_scores_still_offer_play_again(app):
    from diamant_dev import fixtures
    scores = fixtures.scripted_scoring(app)
    assert scores.again.label == "play-again"


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_next_and_skip_keep_their_full_size(lang, size):
    """Side by side, "Пропустить обучение" was set smaller than "Дальше"; where both labels do
    not fit their halves at full size the buttons stand one above the other, and the tip's words
    stay clear of both."""
    app = make_app(size=size, lang=lang)
    tutorial.start(app, fresh=True)
    guide = guide_of(app)
    app.frame(1 / 30, [])
    assert guide.shown is not None and guide.shown.id == "welcome"
    for b in (guide.next_button, guide.skip_button):
        assert b.visible and b.label_size_u() == b.size_u
        inner = b.rect.inflate(-theme.px(app, 1.6), -theme.px(app, 0.6))
        assert app.font(b.size_u, b.style == "primary").size(b.text())[0] <= inner.width, b.text()
    assert not guide.next_button.rect.colliderect(guide.skip_button.rect)
    head, body, _ = guide.text_rects(app.t("tutorial-welcome-title"))
    assert body.bottom <= min(guide.next_button.rect.top, guide.skip_button.rect.top)
    app.close()
