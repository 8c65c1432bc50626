"""Findings of a newcomer's Diamonds Club games: seat names, tooltips over the title, a park
whose tiles seemed to move, a final score that did not say how it was made."""
from __future__ import annotations

from functools import partial

import pygame
import pytest
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401
import diamant.games.club.screens  # noqa: F401
from diamant.ui import theme

make_app = partial(_make_app, speed=0.0, inline_bots=True)
SIZES = [(1280, 720), (1920, 1080), (960, 540)]


# -- 1. two bots of one level are two names ------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_the_club_lobby_shows_two_bots_of_one_level_under_two_names(lang: str) -> None:
    """Two Steady bots were both "Steady" in the lobby's fields: each seat shows the name the
    table will call it ("Steady", "Steady 2"), in the language of the moment."""
    from diamant.games.club.screens.lobby import DraftSeat
    from diamant.games.club.screens.names import level_name
    app = make_app((1280, 720), lang)
    lobby = app.nav.reset("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 1, "steady"),
                                               DraftSeat("", 2, "steady")])
    app.frame(0.0, events=[])
    steady = level_name(app.loc, "steady")
    shown = [row.name.value for row in lobby.rows]
    assert shown[1:] == [steady, f"{steady} 2"]
    assert [s.name for s in lobby.setup(seed=1).seats][1:] == shown[1:]  # the table's names
    lobby.add_seat()  # a third one of the same level
    assert [row.name.value for row in lobby.rows][1:] == [steady, f"{steady} 2", f"{steady} 3"]


def test_a_typed_name_numbers_the_default_name_it_matches() -> None:
    """A person typing "Steady" next to a Steady bot: the bot's field says "Steady 2" at once."""
    from diamant.games.club.screens.lobby import DraftSeat
    app = make_app()
    lobby = app.nav.reset("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 1, "steady")])
    app.frame(0.0, events=[])
    lobby.rows[0].name.set("Steady")
    assert lobby.rows[1].name.value == "Steady 2"


def test_diamants_lobby_tells_default_names_apart_regardless_of_case() -> None:
    """Diamant's lobby numbered a bot's default name only when a typed name was spelt alike to
    the letter: "counter" typed beside a Counter bot made two names alike."""
    from diamant.games.diamant.engine import BOT, HUMAN
    from diamant.games.diamant.screens.names import bot_name, seat_names
    from diamant.games.diamant.screens.session import SeatSetup
    app = make_app()
    counter = bot_name("counter", app.loc)
    seats = [SeatSetup(counter.lower(), HUMAN, None, 0), SeatSetup("", BOT, "counter", 1),
             SeatSetup("", BOT, "counter", 2)]
    names = seat_names(seats, app.loc)
    assert len({n.casefold() for n in names}) == 3, names
    assert names[1:] == [f"{counter} 2", f"{counter} 3"]


# -- 2. no tooltip over the page's title ---------------------------------------------------------
def _tooltips(app, scene):
    g = scene.group
    for w in g.widgets:
        if w.visible and w.tooltip_key and w.tooltip_text() and w.rect.width > 0:
            yield w, theme.tooltip_rect(app, app.size, w.tooltip_text(), w.rect, g.tooltip_avoid(w),
                                        g.tooltip_keep())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_no_lobby_tooltip_covers_the_title_or_its_own_control(size, lang) -> None:
    """The name field's tooltip went over the page's title (a crowded lobby: four seats, every
    place next to the field taken): a tooltip never covers the title nor its own control."""
    from diamant.games.club.screens.lobby import DraftSeat
    app = make_app(size, lang)
    club = app.nav.reset("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 1, "steady"),
                                              DraftSeat("", 2, "steady"), DraftSeat("", 3, "beginner")])
    app.frame(0.0, events=[])
    diamant = app.nav.push("lobby")
    app.frame(0.0, events=[])
    problems, seen = [], 0
    for scene in (club, diamant):
        for w, box in _tooltips(app, scene):
            seen += 1
            if box.colliderect(scene.rects["title"]):
                problems.append(f"{type(scene).__name__}: the tip of {w.tooltip_key} {box} covers the title")
            if box.colliderect(w.rect):
                problems.append(f"{type(scene).__name__}: the tip of {w.tooltip_key} {box} covers its control")
    assert seen >= 20
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", SIZES)
def test_the_name_fields_tooltip_as_drawn_leaves_the_title(size) -> None:
    """The tooltip the hovered name field draws (not only where the placer would put it)."""
    from diamant.games.club.screens.lobby import DraftSeat
    app = make_app(size, "en")
    lobby = app.nav.reset("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 1, "steady")])
    app.frame(0.0, events=[])
    field = lobby.rows[0].name.rect
    app.frame(0.05, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=field.center, rel=(0, 0),
                                                buttons=(0, 0, 0))])
    for _ in range(30):
        app.frame(0.05, events=[])
        if lobby.group.tooltip_rect is not None:
            break
    box = lobby.group.tooltip_rect
    assert box is not None
    assert not box.colliderect(lobby.rects["title"]) and not box.colliderect(field)


# -- 3. a placed tile stays where it was put -----------------------------------------------------
@pytest.mark.parametrize("players,seed", [(2, 31), (3, 32), (4, 33)])
def test_a_park_tile_stays_on_its_space_for_the_whole_game(players: int, seed: int) -> None:
    """The park was laid out from the counts of each kind, in a fixed order of kinds: a pond
    moved one space on when a fountain came after it. Every tile keeps its space to the end."""
    import random
    from diamant.games.club import ClubGame
    from diamant.games.club.screens.table_view import park_slots
    game = ClubGame(players=players, seed=seed)
    rng = random.Random(seed)

    def parks() -> list[list[str | None]]:
        st = game.state()
        return [sum(park_slots(pl, pl["board"]), []) for pl in st["players"]]

    before, placed, moves = parks(), 0, 0
    while not game.is_over and moves < 3000:
        legal = game.legal()
        # builds first: the parks fill up and the game ends within the bound
        builds = [a for a in legal if a.startswith(("build", "buy"))]
        game.play(rng.choice(builds or legal))
        moves += 1
        after = parks()
        for p, (old, new) in enumerate(zip(before, after)):
            moved = [(i, k, new[i]) for i, k in enumerate(old) if k is not None and new[i] != k]
            assert moved == [], f"move {moves}: seat {p}'s tiles moved: {moved}"
            placed += sum(1 for a, b in zip(old, new) if a is None and b is not None)
        before = after
    assert placed >= 8  # the game put tiles in the parks: the check saw them come


def test_a_state_keeps_the_order_its_tiles_were_placed_in() -> None:
    """The order goes through a state and back (the bots and online tables rebuild games from
    states), and a state written without it still loads."""
    from diamant.games.club import ClubGame
    from diamant.errors import RulesError
    game = ClubGame(players=2, seed=5)
    st = game.state()
    pl = st["players"][0]
    assert pl["required"]["fountain"] is False  # the red board's required fountain, empty
    pl["park"].update(pond=1, fountain=1)
    pl["required"]["fountain"] = True
    pl["light_filled"] = 2
    pl["placed"] = ["pond", "fountain"]
    assert ClubGame.from_state(st).state()["players"][0]["placed"] == ["pond", "fountain"]
    pl["placed"] = ["pond", "pond"]  # a park changed by hand: what fits is kept
    assert ClubGame.from_state(st).state()["players"][0]["placed"] == ["pond", "fountain"]
    pl["placed"] = "pond"
    with pytest.raises(RulesError):
        ClubGame.from_state(st)
    del pl["placed"]
    assert sorted(ClubGame.from_state(st).state()["players"][0]["placed"]) == ["fountain", "pond"]


# -- 4. the final scores say how each row was made -----------------------------------------------
def test_the_engine_says_how_each_score_row_was_made() -> None:
    """The workings are the engine's: each row's count times its points is the row's score."""
    from diamant.games.club.advice import score_breakdown, score_workings
    from diamant_dev.club_screens import scoring_sample
    game = scoring_sample()
    rows, made = score_breakdown(game), score_workings(game)
    checked = 0
    for row, how in zip(rows, made):
        if not row["eligible"]:
            assert how == {}
            continue
        for key in ("objects", "forests", "trios", "singles"):
            count, each = how[key]
            assert count * each == row[key]
            checked += 1
        assert sum(how["bonus"]) == row["bonus"]
    assert checked >= 4


@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_the_final_scores_show_how_each_row_was_made(lang: str) -> None:
    """"Forests 18" did not say how: a row with points shows its working ("3 × 6") beside them,
    worked out by the engine, in the language of the moment."""
    from diamant_dev.screenshots import build
    app = make_app((1280, 720), lang)
    scene = build(app, "club-scoring")
    app.draw()
    shown = 0
    for seat, how in enumerate(scene.workings):
        for key in ("objects", "forests", "trios", "singles"):
            if how and how[key][0]:
                text = scene.working(seat, key)
                assert str(how[key][0]) in text and str(how[key][1]) in text, text
                shown += 1
    assert shown >= 3


@pytest.mark.parametrize("coach", [True, False])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768), (2560, 1080)])
def test_the_final_scores_buttons_are_centred_rows(size, coach) -> None:
    """At 1280x720 the row over Title and Again held the parks' toggle centred and the coach
    hanging at its left: a lopsided row over a centred one (in a wide window, the toggle beside
    Title and Again, the three off the middle). Each row of buttons is centred, none overlaps."""
    from diamant_dev.club_screens import COLOURS, NAMES, scoring_sample
    app = make_app(size)
    try:
        game = scoring_sample()
        scene = app.nav.reset("club-scoring", game=game, names=NAMES[:game.players],
                              colours=COLOURS[:game.players], on_again=lambda: None,
                              on_title=lambda: None, people=(0,) if coach else ())
        app.frame(0.0, events=[])
        rows: dict[int, list[pygame.Rect]] = {}
        for b in scene.group.widgets:
            if b.visible:
                rows.setdefault(b.rect.top, []).append(b.rect)
        assert scene.coach.visible == coach
        shown = [r for rects in rows.values() for r in rects]
        assert len(shown) == (4 if coach else 3) and pygame.Rect(shown[0]).collidelist(shown[1:]) < 0
        for top, rects in rows.items():
            middle = (min(r.left for r in rects) + max(r.right for r in rects)) / 2
            assert abs(middle - size[0] / 2) <= 2, (top, rects)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"])
def test_the_final_scores_show_each_players_final_park(size, lang) -> None:
    """The final scores did not show the parks: a toggle puts each player's final park where
    the table stands, every board whole inside the page, none over another, the title or a
    button, and back to the table of points."""
    from diamant_dev.club_screens import COLOURS, NAMES, scoring_sample
    app = make_app(size, lang)
    game = scoring_sample()
    scene = app.nav.reset("club-scoring", game=game, names=NAMES[:game.players], colours=COLOURS[:game.players],
                          on_again=lambda: None, on_title=lambda: None, people=(0,))
    app.frame(0.0, events=[])
    buttons = [b for b in scene.group.widgets if b.visible]
    assert scene.parks_button in buttons and scene.coach in buttons
    screen = pygame.Rect((0, 0), size)
    for i, b in enumerate(buttons):
        assert screen.contains(b.rect) and not b.rect.colliderect(scene.rects["title"])
        assert all(not b.rect.colliderect(o.rect) for o in buttons[i + 1:]), (b.rect, [o.rect for o in buttons])
    label = scene.parks_button.text()
    scene.parks_button.on_click()
    app.frame(0.0, events=[])
    assert scene.show_parks and scene.parks_button.text() != label
    parks = scene.park_rects()
    assert len(parks) == game.players
    boards = [board for _, board in parks]
    for i, (strip, board) in enumerate(parks):
        assert scene.rects["table"].contains(board) and scene.rects["table"].contains(strip)
        assert board.width >= size[0] // 6  # a park to look at, not a stamp
        assert board.collidelist(boards[:i] + boards[i + 1:]) < 0
        assert not strip.colliderect(board)
        assert all(not board.colliderect(b.rect) for b in buttons)
    scene.parks_button.on_click()
    assert not scene.show_parks and scene.parks_button.text() == label
