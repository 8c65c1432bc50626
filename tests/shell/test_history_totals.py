"""Past games' record with both games played: a section per game (Diamant, Diamonds Club) whose
figures all count the same games (that game's finished games with a person at the table), the
best score of each game named, and every bot level played against listed in its game's words."""
from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

import diamant.storage as st
from diamant.games.club import ClubGame
from diamant.games.club import history as club_history
from diamant.games.club.screens.names import level_name
from diamant.games.diamant import history as dhistory
from diamant.games.diamant.bots import LADDER
from diamant.i18n import get_localizer
from diamant.games.diamant.engine import Decision, Game, GameRecord, Phase, Ruleset, SeatInfo
from diamant.shell.scenes import history as history_scene

START = dt.datetime(2026, 3, 1, 12, 0).astimezone()
#: Diamant's games: the person's name (None: bots only), then the bots' levels; every level once
DIAMANT = [("You", ("timid", "steady")), ("You", ("gambler", "counter")), ("You", ("tactician", "expert")),
           ("You", ("master", "timid")), (None, ("steady", "steady", "counter"))]
#: the club's: the seats' bots (None: the person); "steady" and "master" are Diamant's ids too
CLUB = [(None, "beginner", "steady"), (None, "master"), (None, "random", "steady")]


def diamant_game(seed: int, players: int) -> Game:
    game = Game(Ruleset.preset("classic"), players, seed)
    game.start()
    n = 0
    while game.phase is Phase.DECIDING:
        game.decide_all({s: Decision.CONTINUE if (n + s + seed) % 3 else Decision.LEAVE for s in game.awaiting})
        n += 1
    return game


def club_save(seed: int, bots: tuple, actions: int | None = None) -> dict:
    seats = [{"name": "You" if b is None else level_name(get_localizer("en"), b), "colour": i, "bot": b} for i, b in enumerate(bots)]
    game = ClubGame(players=len(seats), seed=seed, boards=[s["colour"] for s in seats])
    n = 0
    while not game.is_over and (actions is None or n < actions):
        game.play(game.legal()[(n + seed) % len(game.legal())])
        n += 1
    record = game.record([{"name": s["name"], "kind": "bot" if s["bot"] else "human", "bot": s["bot"]}
                          for s in seats])
    return {"format": "diamonds-club-save", "version": 1, "record": record, "seats": seats, "ui": {}}




@pytest.fixture
def played(home):
    """A player's folder: Diamant's games against all seven levels (and one of bots only), three
    finished club games, and a club game in progress set aside (not finished: counted nowhere)."""
    minute = 0
    for i, (person, levels) in enumerate(DIAMANT):
        seats = ([SeatInfo(person, "human")] if person else []) + \
            [SeatInfo(f"{lv.title()} {j + 1}", "bot", lv) for j, lv in enumerate(levels)]
        seats += [SeatInfo("Timid 9", "bot", "timid")] * (3 - len(seats))
        game = diamant_game(40 + i, len(seats))
        dhistory.add_to_history(GameRecord.of(game, seats), game, now=START + dt.timedelta(minutes=minute))
        minute += 1
    for i, bots in enumerate(CLUB):
        club_history.store_club_game(club_save(7 + i, bots), now=START + dt.timedelta(minutes=minute))
        minute += 1
    st.write_slot("club", club_save(30, (None, "master"), actions=20))
    assert club_history.set_aside_slot("club") is not None
    entries, warnings = st.scan_history()
    assert warnings == [] and len(entries) == len(DIAMANT) + len(CLUB) + 1
    return entries


@pytest.fixture(params=["en", "ru"])
def app(request, home):
    import diamant.shell.scenes  # noqa: F401
    from diamant.shell import games
    from diamant.ui.app import App, default_settings
    games.load_all()
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang=request.param, audio=False)
    a.nav.reset("title")
    yield a
    a.close()


def _open(app):
    scene = history_scene.HistoryScene(app)
    app.push(scene)
    for _ in range(200):
        if not scene.scanning:
            break
        app.frame(1 / 60)
    assert not scene.scanning
    app.frame(1 / 60)
    return scene


def _expected(entries, game):
    mine = [e for e in entries if e.game == game and e.finished and e.human_seats]
    return {"games": len(mine), "won": sum(e.human_won for e in mine),
            "best": max(e.scores[s] for e in mine for s in e.human_seats),
            "levels": {b for e in mine for b in e.bots if b is not None}}


def test_the_totals_count_each_game_apart(played):
    stats = st.history_stats(played)
    assert stats["games"] == len(DIAMANT) + len(CLUB)  # finished games; the one set aside is not
    for game in ("diamant", "club"):
        want = _expected(played, game)
        mine = stats["by_game"][game]
        assert mine["human_games"] == want["games"] == mine["played"]["You"]
        assert mine["wins"].get("You", 0) == want["won"]
        assert mine["best_score"]["score"] == want["best"]
        assert set(mine["bots"]) == want["levels"]
    assert stats["by_game"]["diamant"]["games"] == len(DIAMANT)  # the game of bots only too
    assert set(stats["by_game"]["diamant"]["bots"]) == set(LADDER)  # all seven levels
    # the same id in both games is two bots: each counted with its own game's games
    assert stats["by_game"]["club"]["bots"]["steady"]["games"] == 2
    assert stats["by_game"]["diamant"]["bots"]["steady"]["games"] == 1


def test_the_page_has_a_section_per_game_whose_figures_agree(app, played):
    scene = _open(app)
    lines = scene._stats_lines()
    names = {"diamant": app.t("game-title"), "club": app.t("club-game-name")}
    you = app.t("play-default-human")
    for game, name in names.items():
        want = _expected(played, game)
        head = app.t("history-game-head", game=name, count=want["games"])
        assert head in lines, (head, lines)
        part = lines[lines.index(head):]
        nxt = [i for i, x in enumerate(part) if i and x.startswith(tuple(names.values()))]
        part = part[:nxt[0]] if nxt else part
        # the person played every game the heading counts: the two figures agree
        assert app.t("history-wins", name=you, wins=want["won"], games=want["games"]) in part, part
        assert app.t("history-best", score=want["best"], name=you) in part, part
    # no figure counts both games (nor the game set aside, nor Diamant's game of bots only)
    assert app.t("history-games", count=len(DIAMANT) + len(CLUB)) not in lines
    assert not any(app.t("history-wins", name=you, wins=w, games=g) in lines
                   for g in (len(DIAMANT), len(DIAMANT) + len(CLUB) - 1) for w in range(g + 1)), lines


def test_every_level_played_against_is_listed_under_its_game(app, played):
    scene = _open(app)
    lines = scene._stats_lines()
    club_at = lines.index(app.t("history-game-head", game=app.t("club-game-name"),
                                count=_expected(played, "club")["games"]))
    diamant_part, club_part = lines[:club_at], lines[club_at:]
    for level in LADDER:  # Diamant's seven, in Diamant's words
        assert any(x.startswith(app.t(f"bot-{level}-name") + ":") for x in diamant_part), (level, diamant_part)
    for level in ("beginner", "steady", "master", "random"):  # the club's, in the club's words
        assert any(x.startswith(app.t(f"club-bot-{level}") + ":") for x in club_part), (level, club_part)
    # drawn: each bot line under its own section's "Against the bots", inside the record's panel
    cells = scene.stats_cells()
    heads = [r for text, r, h in cells if h and text == app.t("history-bots-head")]
    assert len(heads) == 2
    bot_lines = [(text, r) for text, r, h in cells if not h and text in lines and ":" in text
                 and not text.startswith(app.t("play-default-human"))]
    for text, r in bot_lines:
        assert scene.stats_rect.contains(r), (text, r, scene.stats_rect)
    assert all(scene.stats_rect.contains(r) for _, r, _ in cells)
    assert heads[0].bottom <= heads[1].top


def test_a_club_game_played_in_english_is_named_in_today_s_language(app, played):
    scene = _open(app)
    entry = next(e for e in scene.entries if e.game == "club" and e.finished and "beginner" in e.bots)
    assert entry.names[:2] == ("You", "Beginner")  # as the English table wrote them
    you, level = app.t("club-lobby-you"), app.t("club-bot-beginner")
    assert history_scene._seat_name(app, entry, 0) == you
    assert history_scene._seat_name(app, entry, 1) == level
    if entry.winners:
        assert scene._row_texts(entry)[1].startswith(app.t(
            "history-winner", count=len(entry.winners),
            names=app.loc.format_list([history_scene._seat_name(app, entry, w, level_too=False)
                                       for w in entry.winners])))
    named = dataclasses.replace(entry, names=("Mila", "Ewa", "Steady 2"))
    assert history_scene._seat_name(app, named, 0) == "Mila"
    assert history_scene._seat_name(app, named, 1) == "Ewa · " + level
    assert history_scene._seat_name(app, named, 1, level_too=False) == "Ewa"
    assert history_scene._seat_name(app, named, 2) == app.t("club-bot-steady") + " 2"
