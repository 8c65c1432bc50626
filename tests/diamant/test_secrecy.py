"""Hot-seat secrecy, checked on rendered pixels, and bots that see only what a player may see.

- After human A decides, what human B sees (the curtain, then B's hand) is the same pixel for
  pixel whether A chose Continue or Leave.
- With secret chests, A's chest is never drawn for B: the screen B sees is the same whatever
  A's chest holds (and differs for A, so the check can fail).
- A bot's view holds no hidden information: two games that differ only in the hidden order of
  the deck give equal views and equal bot decisions at every step.
"""
import random

import pygame
import pytest

from toolbox import make_app
from diamant.games.diamant.bots import BOTS, bot_seed, make_bot
from diamant.games.diamant.engine import CardKind, Decision, Game

SIZE = (1280, 720)
DT = 0.05


def pixels(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def new_app():
    return make_app(SIZE, curtain=True)


def frames(app, n):
    for _ in range(n):
        app.frame(DT, events=[])


def top_name(app):
    return type(app.scenes.top).__name__


def _hot_seat(choice: Decision, *, secret=False, seed=11):
    """Two humans (seats 0 and 1) and two bots in the cave; A = seat 0 decides `choice`.
    Returns (app, expedition, curtain pixels for B, B's hand pixels)."""
    from diamant_dev.fixtures import scripted_expedition
    from diamant.games.diamant.screens.scenes.handover import HandoverScene
    app = new_app()
    exp = scripted_expedition(app, humans=2, seats=4, cards=5, seed=seed, secret=secret)
    sess = exp.session
    g = sess.game
    assert g.in_cave[0] and g.in_cave[1], "both humans must be in the cave"
    frames(app, 2)
    assert isinstance(app.scenes.top, HandoverScene) and app.scenes.top.seat == 0
    app.scenes.top.confirm()
    frames(app, 2)
    assert exp.active == 0 and exp.can_decide()
    assert exp.decide(choice)
    frames(app, 60)  # the table shows A's face-down card, the curtain for B comes up
    assert isinstance(app.scenes.top, HandoverScene) and app.scenes.top.seat == 1, top_name(app)
    curtain = pixels(app)
    app.scenes.top.confirm()
    frames(app, 30)
    assert exp.active == 1 and exp.can_decide()
    hand = pixels(app)
    return app, exp, curtain, hand


@pytest.mark.parametrize("secret", [False, True])
def test_what_b_sees_does_not_depend_on_what_a_chose(home, secret):
    _, exp_c, curtain_c, hand_c = _hot_seat(Decision.CONTINUE, secret=secret)
    _, exp_l, curtain_l, hand_l = _hot_seat(Decision.LEAVE, secret=secret)
    assert exp_c.session.game.decisions != exp_l.session.game.decisions  # A really chose differently
    assert curtain_c == curtain_l, "the curtain for B shows something of A's choice"
    assert hand_c == hand_l, "B's screen shows something of A's choice"
    assert curtain_c != hand_c


def _set_chest(exp, seat, gems):
    g = exp.session.game
    g.chests[seat] = gems
    exp.table.sync(g)


def test_secret_chest_of_a_is_never_drawn_for_b(home):
    app, exp, _, _ = _hot_seat(Decision.CONTINUE, secret=True)
    assert exp.session.game.ruleset.secret_chests
    shots = []
    frames(app, 3)
    for gems in (3, 27):  # drawn at the same moment (no time passes between the two pictures)
        _set_chest(exp, 0, gems)
        assert exp.active == 1
        shots.append(pixels(app))
    assert shots[0] == shots[1], "B's screen shows A's secret chest"
    # and the owner does see it (so this check is able to fail)
    exp.activate(0)  # (drawn at once: the next update would bring the curtain back for B)
    own = []
    for gems in (3, 27):
        _set_chest(exp, 0, gems)
        own.append(pixels(app))
    assert own[0] != own[1], "A's own screen should show A's chest"


def test_secret_chests_on_the_table_presenter(home):
    """The table alone, drawn for viewer B (and for nobody) with two contents of A's chest."""
    from diamant.games.diamant.screens.scenes.expedition import make_table
    from diamant_dev.fixtures import scripted_session
    app = new_app()
    sess = scripted_session(app, seats=4, humans=2, cards=4, seed=5, secret=True)
    table = make_table(app, sess)
    surf = pygame.Surface(SIZE)
    rect = pygame.Rect(0, 0, *SIZE)

    def draw(viewer, gems):
        sess.game.chests[0] = gems
        table.sync(sess.game)
        table.viewer = viewer
        table.update(0.0)
        surf.fill((0, 0, 0))
        table.draw(surf, rect)
        return pygame.image.tobytes(surf, "RGB")

    for viewer in (1, None):
        assert draw(viewer, 0) == draw(viewer, 41), f"viewer {viewer} sees A's chest"
    assert draw(0, 0) != draw(0, 41)
    table.reveal_all = True  # game over: every chest is shown
    assert draw(1, 0) != draw(1, 41)


def test_board_standings_hide_secret_chests_at_a_hot_seat_table(home):
    from diamant.games.diamant.screens.scenes.board import BoardScene
    from diamant_dev.fixtures import scripted_session
    app = new_app()
    sess = scripted_session(app, seats=4, humans=2, cards=1, seed=21, secret=True)
    board = app.push(BoardScene(app, sess, round_no=max(1, sess.game.round)))
    board.board.skip()
    shots = []
    for gems in (0, 35):
        sess.game.chests[0] = gems
        shots.append(pixels(app))
    assert shots[0] == shots[1], "the board shows a secret chest"


# ------------------------------------------------------------------------------------ bots
def _public(view):
    def strip(x):
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if k != "id"}
        if isinstance(x, list):
            return [strip(v) for v in x]
        return x
    return strip(view.to_dict())


def _label(c):
    if c.kind is CardKind.TREASURE:
        return f"treasure:{c.value}"
    if c.kind is CardKind.HAZARD:
        return f"hazard:{c.hazard.value}"
    return f"relic:{c.idol}"


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize("edition,secret", [("classic", False), ("iello", True)])
def test_bots_never_see_the_deck_order(name, edition, secret):
    """Two games revealing the same cards from differently ordered decks: every bot gets equal
    views and answers the same at every step (so nothing hidden reaches its reasoning)."""
    from diamant.games.diamant.engine import Ruleset
    rng = random.Random(hash((name, edition)) & 0xFFFF)
    players = 5
    rs = Ruleset.preset(edition, secret_chests=secret)
    a = Game(rs, players, 1234)
    b = Game(rs, players, 98765)
    ev = a.start()
    b.force_next(*[_label(e.card) for e in ev if e.type == "card-revealed"])
    b.start()
    bots_a = {s: make_bot(name, bot_seed(1, s), s) for s in range(players)}
    bots_b = {s: make_bot(name, bot_seed(1, s), s) for s in range(players)}
    steps = 0
    while not a.is_over and steps < 60:
        assert sorted(a.awaiting) == sorted(b.awaiting)
        ds = {}
        for s in sorted(a.awaiting):
            va, vb = a.view(s), b.view(s)
            assert _public(va) == _public(vb), f"seat {s}'s view differs between the two decks"
            da, db = Decision.parse(bots_a[s](va)), Decision.parse(bots_b[s](vb))
            assert da is db, f"{name} answered differently with the same view"
            ds[s] = da if rng.random() < 0.9 else Decision.LEAVE
        new = a.decide_all(ds)
        b.force_next(*[_label(e.card) for e in new if e.type == "card-revealed"])
        b.decide_all(ds)
        steps += 1
    assert steps > 3


def test_a_view_holds_no_reference_to_the_game():
    g = Game("classic", 4, 77)
    g.start()
    view = g.view(0)
    seen = set()

    def walk(x, depth=0):
        if id(x) in seen or depth > 6:
            return
        seen.add(id(x))
        assert x is not g and x is not g._deck and not hasattr(x, "getrandbits"), type(x)
        for attr in getattr(type(x), "__slots__", ()) or ():
            if hasattr(x, attr):
                walk(getattr(x, attr), depth + 1)
        if hasattr(x, "__dict__"):
            for v in vars(x).values():
                walk(v, depth + 1)
        if isinstance(x, (list, tuple, set, frozenset)):
            # a view refuses to be iterated: its parts are walked all the same
            for v in (tuple.__iter__(x) if isinstance(x, tuple) else x):
                walk(v, depth + 1)
        if isinstance(x, dict):
            for v in x.values():
                walk(v, depth + 1)

    walk(view)
    assert len(seen) > 3


def test_the_last_chooser_s_secret_chest_is_hidden_during_the_reveal(home):
    """Secret chests, two humans and a bot; the bot and A decide, then B decides last: while the
    reveal plays for everybody, B's chest must not be drawn."""
    from diamant_dev.fixtures import scripted_expedition
    from diamant.games.diamant.screens.scenes.handover import HandoverScene
    app = new_app()
    exp = scripted_expedition(app, humans=2, seats=3, cards=5, seed=11, secret=True)
    sess = exp.session
    g = sess.game
    assert all(g.in_cave)
    sess.events.extend(g.decide(2, Decision.CONTINUE))  # the bot first
    frames(app, 20)
    assert isinstance(app.scenes.top, HandoverScene) and app.scenes.top.seat == 0
    app.scenes.top.confirm()
    frames(app, 2)
    assert exp.decide(Decision.CONTINUE)
    frames(app, 40)
    assert isinstance(app.scenes.top, HandoverScene) and app.scenes.top.seat == 1
    app.scenes.top.confirm()
    frames(app, 2)
    assert exp.decide(Decision.CONTINUE)  # the step resolves: the reveal shows on the table
    frames(app, 2)
    assert exp.table.busy and app.scenes.top is exp
    shots = []
    for gems in (3, 27):
        g.chests[1] = gems
        for seat in exp.table.seats[1:2]:
            seat.chest = gems
            seat.chest_shown = float(gems)
        shots.append(pixels(app))
    assert shots[0] == shots[1], "B's secret chest is drawn while everyone watches the reveal"


def test_turning_the_curtain_on_mid_game_hides_secret_chests_at_once(home):
    """Found by the monkey (seed 3001): secret chests, two humans, the curtain off (the players
    trust each other); both humans go home, the bots play on -- then someone turns the curtain on
    in the settings. From then on no human's secret chest may stay on the shared screen."""
    from diamant_dev.fixtures import scripted_expedition
    app = new_app()
    app.settings.curtain = False
    exp = scripted_expedition(app, humans=2, seats=4, cards=5, seed=11, secret=True)
    sess, g = exp.session, exp.session.game
    frames(app, 3)
    assert exp.active == 0
    assert exp.decide(Decision.LEAVE)
    frames(app, 30)
    assert exp.active == 1
    assert exp.decide(Decision.LEAVE)
    for bot in (2, 3):
        sess.events.extend(g.decide(bot, Decision.CONTINUE))
    for _ in range(600):  # the reveal, the walk home, the next card
        frames(app, 1)
        if not exp.table.busy and not sess.events:
            break
    assert not g.in_cave[0] and not g.in_cave[1] and not exp.table.busy
    app.settings.curtain = True  # (as the settings scene does)
    frames(app, 3)
    viewer = exp.table.viewer
    for seat in (0, 1):
        shots = []
        for gems in (3, 27):
            g.chests[seat] = gems
            exp.table.seats[seat].chest = gems
            exp.table.seats[seat].chest_shown = float(gems)
            shots.append(pixels(app))
        assert shots[0] == shots[1], (f"seat {seat}'s secret chest stays on screen after the "
                                      f"curtain was turned on (table.viewer = {viewer})")


def test_curtain_turned_on_in_the_settings_over_the_game_hides_the_hand_at_once(home):
    """Found by the monkey (seed 3 at event 10418, seed 1 at 19485; stack Title,
    Expedition, Pause, Settings). Secret chests, two humans, the curtain off: the hand of the
    seat that just chose stays on the table. Someone opens the pause menu, then the settings, and
    turns the curtain on. The game is frozen under the settings but still drawn (dimmed): its
    secrets must leave the screen at once, not when the settings are closed."""
    from diamant_dev.fixtures import scripted_expedition
    from diamant_dev.monkey import Monkey
    app = new_app()
    app.settings.curtain = False
    exp = scripted_expedition(app, humans=2, seats=4, cards=5, seed=11, secret=True)
    g = exp.session.game
    frames(app, 3)
    assert exp.active == 0 and exp.table.viewer == 0
    assert exp.decide(Decision.CONTINUE)
    frames(app, 30)
    assert exp.active == 1 and exp.table.viewer == 1
    assert exp.decide(Decision.CONTINUE)
    frames(app, 2)
    assert exp.table.viewer == 1 and exp.active_chose  # the curtain is off: the hand stays
    app.nav.push("pause")
    settings = app.nav.push("settings", modal=True)
    frames(app, 1)
    pos = settings.curtain.rect.center
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                          pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert app.settings.curtain is True
    assert [type(s).__name__ for s in app.scenes][-3:] == ["ExpeditionScene", "PauseScene", "SettingsScene"]
    assert exp.table.viewer is None, "seat 1's secrets stay drawn under the settings"
    shots = []
    for gems in (3, 27):  # seat 1's secret chest, as drawn under the dimmed settings
        g.chests[1] = gems
        exp.table.seats[1].chest = gems
        exp.table.seats[1].chest_shown = float(gems)
        shots.append(pixels(app))
    assert shots[0] == shots[1]
    m = Monkey(0, None)  # the monkey's own secrecy check agrees
    m.app = app
    m.check_secrecy()
