"""Seat names: default names follow the language of the moment, hot-seat
players are "Player 1", "Player 2" (never "You" beside "Player 2"), stored records keep level
ids, and Past games name every bot once."""
from __future__ import annotations

from pathlib import Path

import pytest

from diamant.games.diamant.screens.names import bot_name, is_default_name, seat_names, shown_name
from diamant.games.diamant.screens.session import BOT, HUMAN, SeatSetup, TableSetup
from diamant.i18n import LANGUAGE_CODES, get_localizer


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


def _app(lang):
    from diamant.ui.app import App, default_settings
    return App(headless=True, size=(1280, 720), settings=default_settings(), lang=lang, audio=False)


def test_default_names_in_every_language():
    seats = [SeatSetup("", HUMAN), SeatSetup("", BOT, "counter"), SeatSetup("", BOT, "counter"),
             SeatSetup("", BOT, "tactician")]
    for code in LANGUAGE_CODES:
        loc = get_localizer(code)
        counter = loc.t("bot-counter-name")
        assert seat_names(seats, loc) == [loc.t("play-default-human"), counter, f"{counter} 2",
                                          loc.t("bot-tactician-name")]


def test_hot_seat_players_are_numbered_alike():
    seats = [SeatSetup("", HUMAN), SeatSetup("", BOT, "steady"), SeatSetup("", HUMAN),
             SeatSetup("Mila", HUMAN)]
    for code in LANGUAGE_CODES:
        loc = get_localizer(code)
        names = seat_names(seats, loc)
        assert names[0] == loc.t("play-player-n", n=1) and names[2] == loc.t("play-player-n", n=2)
        assert loc.t("play-default-human") not in names
        assert names[3] == "Mila"


def test_names_from_another_language_are_recognised():
    ru, ja = get_localizer("ru"), get_localizer("ja")
    for name in ("You", "Player 2", "Counter", "Tactician 2", ru.t("bot-counter-name"),
                 ja.t("play-player-n", n=3), ja.t("play-default-human"), ""):
        assert is_default_name(name), name
    for name in ("Mila", "美咲", "Counterfeit", "Player"):
        assert not is_default_name(name), name
    assert shown_name("Tactician", "bot", "tactician", ru) == ru.t("bot-tactician-name")
    assert shown_name("Counter 2", "bot", "counter", ja) == ja.t("bot-counter-name") + " 2"
    assert shown_name("Ewa", "bot", "counter", ja) == "Ewa"


@pytest.mark.parametrize("lang", ["ru", "ja"])
def test_lobby_shows_bots_in_its_language_even_for_a_table_remembered_in_english(lang):
    from diamant.games.diamant.screens.flow import remember_table
    from diamant.games.diamant.screens.scenes.lobby import LobbyScene
    app = _app(lang)
    try:
        english = TableSetup([SeatSetup("You", HUMAN, None, 0), SeatSetup("Counter", BOT, "counter", 1),
                              SeatSetup("Tactician", BOT, "tactician", 2)])
        remember_table(app, english)
        app.settings.last_table = english.to_dict()
        lobby = app.push(LobbyScene(app))
        shown = [row.name.value for row in lobby.rows]
        assert shown == [app.t("play-default-human"), app.t("bot-counter-name"), app.t("bot-tactician-name")]
        assert "Counter" not in shown and "Tactician" not in shown
        # the language changes in the lobby: the default names follow
        app.set_language("en")
        assert [row.name.value for row in lobby.rows] == ["You", "Counter", "Tactician"]
    finally:
        app.close()


def test_lobby_second_human_makes_both_players_numbered_and_a_typed_name_stays():
    from diamant.games.diamant.screens.scenes.lobby import LobbyScene
    app = _app("ru")
    try:
        lobby = app.push(LobbyScene(app, TableSetup.default()))
        lobby._set_kind(1, HUMAN)
        names = [row.name.value for row in lobby.rows]
        assert names[:2] == [app.t("play-player-n", n=1), app.t("play-player-n", n=2)]
        lobby.rows[0].name.set("Борис")  # typed
        assert lobby.setup.seats[0].name == "Борис"
        lobby._set_kind(1, BOT)
        assert [row.name.value for row in lobby.rows][0] == "Борис"
        assert lobby.setup.seats[1].name == ""  # a default name: stored as such, not in Russian
    finally:
        app.close()


def test_a_started_game_writes_the_names_out_and_the_record_keeps_level_ids():
    from diamant.games.diamant.screens.flow import start_game
    app = _app("ja")
    try:
        sess = start_game(app, TableSetup.default())
        assert sess.names[0] == app.t("play-default-human")
        assert sess.names[1:] == [app.t(f"bot-{s.level}-name") for s in sess.setup.seats[1:]]
        rec = sess.record()
        assert [s.bot for s in rec.seats[1:]] == [s.level for s in sess.setup.seats[1:]]
        remembered = TableSetup.from_dict(app.settings.last_table)
        assert all(s.name == "" for s in remembered.seats)  # the remembered table stays language-free
        sess.close()
    finally:
        app.close()


def test_past_games_name_each_bot_once_and_list_every_bot():
    from diamant.shell.scenes.history import HistoryScene, _seat_name
    from diamant.storage.history import HistoryEntry
    app = _app("ru")
    try:
        def entry(i, bots, names):
            return HistoryEntry(path=None, date="2030-01-0%dT12:00:00+00:00" % (i + 1), edition="classic",
                                players=len(names), names=tuple(names), scores=tuple(range(len(names))),
                                winners=(0,), human_seats=(0,), bots=tuple(bots), seed=i)
        entries = [entry(i, (None, "steady", "counter", "tactician"), ("Mila", "Steady", "Counter", "Tactician"))
                   for i in range(2)]
        scene = app.push(HistoryScene(app, entries=entries))
        lines = scene._stats_lines()
        for level in ("steady", "counter", "tactician"):
            assert any(app.t(f"bot-{level}-name") in line for line in lines), (level, lines)
        assert _seat_name(app, entries[0], 3) == app.t("bot-tactician-name")
        assert "·" not in _seat_name(app, entries[0], 3)
        named = entry(3, (None, "counter", "steady"), ("Mila", "Ewa", "Steady 2"))
        assert _seat_name(app, named, 1) == "Ewa · " + app.t("bot-counter-name")
        assert _seat_name(app, named, 2) == app.t("bot-steady-name") + " 2"
        app.frame(1 / 60)
    finally:
        app.close()


def test_past_games_show_a_person_s_default_name_and_the_winners_in_today_s_language():
    """A game played in English and looked at in Russian: "You" is «Вы», the winning bot is
    «Эксперт» in the list's line as in the scores; a typed name stays as typed."""
    from diamant.shell.scenes.history import HistoryScene, _seat_name
    from diamant.storage.history import HistoryEntry
    app = _app("ru")
    try:
        def entry(i, names, winners):
            return HistoryEntry(path=Path(f"/nowhere/{i}.json"), date="2030-01-0%dT12:00:00+00:00" % (i + 1),
                                edition="classic", players=3, names=tuple(names), scores=(27, 51, 40),
                                winners=winners, human_seats=(0,), bots=(None, "expert", "master"), seed=i)
        played = entry(0, ("You", "Expert", "Master"), (1,))
        assert _seat_name(app, played, 0) == app.t("play-default-human") == "Вы"
        scene = app.push(HistoryScene(app, entries=[played]))
        assert app.t("bot-expert-name") in scene._row_texts(played)[1]
        assert "Expert" not in scene._row_texts(played)[1]
        both = entry(1, ("Mila", "Expert", "Master"), (0, 1))
        assert scene._row_texts(both)[1].startswith(app.t("history-winner", count=2, names=app.loc.format_list(
            ["Mila", app.t("bot-expert-name")])))
        assert _seat_name(app, both, 0) == "Mila"
        app.frame(1 / 60)
    finally:
        app.close()


def test_bot_name_fallback_is_readable():
    assert bot_name("counter-rule") == "Counter Rule"


def test_past_games_count_one_person_once_and_head_every_bot_column():
    from diamant.shell.scenes.history import HistoryScene
    from diamant.storage.history import HistoryEntry
    app = _app("en")
    try:
        levels = ("steady", "counter", "tactician", "gems10", "hazards2", "risk20", "p85")

        def entry(i, human, bots):
            names = (human,) + tuple(app.t(f"bot-{b}-name") if app.loc.has(f"bot-{b}-name") else b
                                     for b in bots)
            return HistoryEntry(path=None, date="2030-01-0%dT12:00:00+00:00" % (i + 1), edition="classic",
                                players=len(names), names=names, scores=tuple(range(len(names))),
                                winners=(0,), human_seats=(0,), bots=(None,) + tuple(bots), seed=i)
        # the same player under "You" in three languages, and a typed name in two spellings
        entries = [entry(0, "You", levels[:3]), entry(1, "Вы", levels[3:5]), entry(2, "あなた", levels[5:]),
                   entry(3, "Mila", levels[:2]), entry(4, "mila ", levels[2:4])]
        scene = app.push(HistoryScene(app, entries=entries))
        lines = scene._stats_lines()
        you = app.t("play-default-human")
        assert app.t("history-wins", name=you, wins=3, games=3) in lines, lines
        assert app.t("history-wins", name="Mila", wins=2, games=2) in lines, lines
        assert not any("Вы" in x or "あなた" in x or "mila" in x for x in lines), lines
        # every bot line sits under the "Against the bots" heading (no column without a heading)
        cells = scene.stats_cells()
        head = next(r for text, r, h in cells if text == app.t("history-bots-head"))
        bot_cells = [r for text, r, h in cells if any(app.t(f"bot-{b}-name") in text for b in levels
                                                       if app.loc.has(f"bot-{b}-name"))]
        assert len(bot_cells) == len([b for b in levels if app.loc.has(f"bot-{b}-name")])
        for r in bot_cells:
            assert r.top >= head.bottom and head.left <= r.left and r.right <= head.right, (r, head)
        app.frame(1 / 60)
    finally:
        app.close()


def test_a_game_played_in_english_is_replayed_and_reviewed_with_today_s_names():
    """The replay viewer and the coach name the seats as Past games does: «Вы», «Эксперт 2»
    for a game saved in English; a typed name stays."""
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
    from diamant.games.diamant.bots import play_game
    from diamant.games.diamant.engine import GameRecord, Ruleset, SeatInfo
    from diamant.ui import nav
    game = play_game(Ruleset.preset("classic"), ["steady", "expert", "expert", "counter"], 4).game
    record = GameRecord.of(game, [SeatInfo("You", HUMAN, None, 0), SeatInfo("Expert", BOT, "expert", 1),
                                  SeatInfo("Expert 2", BOT, "expert", 2), SeatInfo("Ewa", BOT, "counter", 3)])
    app = _app("ru")
    try:
        expected = ["Вы", app.t("bot-expert-name"), app.t("bot-expert-name") + " 2", "Ewa"]
        viewer = app.push(nav.make(app, "replay", record=record))
        assert viewer.names == expected
        assert [s.name for s in viewer.table.view.seat_info] == expected
        app.frame(1 / 60)
        coach = app.push(nav.make(app, "coach", record=record, rollouts=8))
        assert coach.names == expected
        assert coach.title_text() == app.t("coach-screen-title-you")
        app.pop()
        from diamant.games.diamant.screens.scenes.game_log import GameLogScene
        log = app.push(GameLogScene(app, record))
        words = " ".join(log.lines)
        assert "Expert" not in words and app.t("bot-expert-name") in words
        app.pop()
    finally:
        app.close()
