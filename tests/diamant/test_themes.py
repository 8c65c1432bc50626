"""Card themes: the temple (Iello) and the mine (the Japanese box of 2005). Cosmetic only: a
theme maps the engine's five hazards to pictures and names; it is stored in the record and the
save, chosen in the lobby, and the mine is the default for Japanese."""
from __future__ import annotations

import json

import pytest

from diamant import i18n
from diamant.games.diamant.engine import Decision, Game, GameRecord, Hazard, Ruleset, replay
from diamant.games.diamant.engine.themes import (MINE, TEMPLE, THEME_HAZARDS, THEMES, default_theme_for,
                                   theme_hazard, theme_or_default)
from diamant.games.diamant.engine.words import hazard_name, hazard_title, theme_description, theme_name
from diamant.i18n import Localizer

LANGS = [code for code, _ in i18n.LANGUAGES]
MINE_WORDS = {  # the Japanese rulebook's own words for its five hazards
    "snakes": "ヘビ", "scorpions": "サソリ", "landslide": "地滑り", "gas": "ガスだまり",
    "explosion": "爆発",
}


def _played_record(theme: str = TEMPLE, steps: int = 6) -> tuple[Game, GameRecord]:
    game = Game(Ruleset.preset("classic"), 4, 1234)
    game.start()
    for _ in range(steps):
        if game.is_over:
            break
        for s in list(game.awaiting):
            game.decide(s, Decision.CONTINUE)
    return game, GameRecord.of(game, theme=theme)


# ------------------------------------------------------------------------------------ the engine
def test_each_theme_maps_the_five_hazards_to_five_distinct_ids():
    assert THEMES == (TEMPLE, MINE)
    for theme in THEMES:
        ids = THEME_HAZARDS[theme]
        assert set(ids) == set(Hazard)
        assert len(set(ids.values())) == 5, theme
    assert set(THEME_HAZARDS[MINE].values()) == set(MINE_WORDS)
    assert theme_hazard(Hazard.SNAKES, MINE) == "snakes"
    assert theme_hazard("spiders", MINE) == "scorpions"
    assert theme_hazard(Hazard.LAVA, TEMPLE) == "lava"


def test_unknown_or_missing_theme_falls_back_to_the_temple():
    assert theme_or_default(None) == TEMPLE
    assert theme_or_default("volcano") == TEMPLE
    assert theme_or_default(3) == TEMPLE
    assert theme_or_default(MINE) == MINE


def test_japanese_default_is_the_mine():
    assert default_theme_for("ja") == MINE
    for lang in ("en", "ru", "pl", "sr-Latn", "sr-Cyrl", None):
        assert default_theme_for(lang) == TEMPLE


def test_old_record_without_a_theme_loads_as_the_temple():
    game, rec = _played_record(MINE)
    data = rec.to_dict()
    assert data["theme"] == MINE
    del data["theme"]  # what every record written before themes looks like
    old = GameRecord.from_dict(data)
    assert old.theme == TEMPLE
    again, _ = replay(old)
    assert again.scores() == game.scores()


def test_a_record_keeps_its_theme_through_json_and_replays_unchanged():
    game, rec = _played_record(MINE)
    back = GameRecord.from_json(rec.to_json(game))
    assert back.theme == MINE
    assert back.decisions == rec.decisions
    assert replay(back)[0].scores() == game.scores()
    # a theme from a newer Diamant is shown as the default, never refused
    data = json.loads(rec.to_json())
    data["theme"] = "volcano"
    assert GameRecord.from_dict(data).theme == TEMPLE


def test_the_theme_changes_no_rule():
    """Same seed, same decisions: the same events with either theme (the record only adds a key)."""
    g1, r1 = _played_record(TEMPLE)
    g2, r2 = _played_record(MINE)
    e1 = [e.to_dict() for e in replay(r1)[1]]
    e2 = [e.to_dict() for e in replay(r2)[1]]
    assert e1 == e2 and g1.scores() == g2.scores()
    d1, d2 = r1.to_dict(), r2.to_dict()
    d1.pop("theme"), d2.pop("theme")
    assert d1 == d2


# ------------------------------------------------------------------------------------ the words
@pytest.mark.parametrize("lang", LANGS)
def test_every_mine_hazard_has_a_name_in_every_locale(lang, caplog):
    loc = Localizer(lang)
    en = Localizer("en")
    with caplog.at_level("WARNING"):
        for hazard in Hazard:
            for fn in (hazard_name, hazard_title):
                mine, temple = fn(loc, hazard, MINE), fn(loc, hazard, TEMPLE)
                assert mine and temple and not mine.startswith("theme-"), (lang, hazard, mine)
                if hazard is not Hazard.SNAKES:  # snakes are in both boxes
                    assert mine != temple, (lang, hazard)
                if lang != "en":
                    assert fn(loc, hazard, MINE) != fn(en, hazard, MINE), (lang, hazard)
        names = {hazard_name(loc, h, MINE) for h in Hazard}
        assert len(names) == 5
        for theme in THEMES:
            assert theme_name(loc, theme) and theme_description(loc, theme)
            assert not theme_name(loc, theme).startswith("theme-")
        assert theme_name(loc, MINE) != theme_name(loc, TEMPLE)
        assert loc.t("theme-label") != "theme-label"
    assert not [r for r in caplog.records if "missing" in r.getMessage() or "no such" in r.getMessage()]


def test_japanese_mine_words_are_the_rulebooks():
    loc = Localizer("ja")
    for hazard, theme_id in THEME_HAZARDS[MINE].items():
        assert hazard_name(loc, hazard, MINE) == MINE_WORDS[theme_id]
        assert hazard_title(loc, hazard, MINE) == MINE_WORDS[theme_id]
    assert "坑道" in theme_name(loc, MINE)


def test_temple_names_are_unchanged_by_the_theme_function():
    for lang in LANGS:
        loc = Localizer(lang)
        for h in Hazard:
            assert hazard_name(loc, h, TEMPLE) == loc.t("hazard-name", hazard=h.value)
            assert hazard_name(loc, h) == hazard_name(loc, h, TEMPLE)


@pytest.mark.parametrize("lang", LANGS)
def test_messages_that_name_a_hazard_show_the_mine_name(lang):
    """Every message naming a hazard, given the theme's name, shows it (not the temple's)."""
    loc = Localizer(lang)
    for key in ("log-hazard-first", "log-disaster", "log-hazard-removed", "table-disaster",
                "play-round-reason-disaster"):
        if not loc.has(key):
            continue
        for hazard in Hazard:
            text = loc.t(key, hazard=hazard_name(loc, hazard, MINE), count=2)
            assert hazard_name(loc, hazard, MINE) in text, (key, text)
            if hazard is not Hazard.SNAKES:
                assert hazard_name(loc, hazard, TEMPLE) not in text, (key, text)


# ------------------------------------------------------------------------------- session, save
def _table(theme=None):
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup
    seats = [SeatSetup("A", "human", None, 0), SeatSetup("B", "bot", "counter-rule", 1),
             SeatSetup("C", "bot", "counter-rule", 2)]
    return TableSetup(seats, seed=11, theme=theme)


def test_table_theme_defaults_by_language_and_survives_the_remembered_table():
    from diamant.games.diamant.screens.session import TableSetup
    auto = _table()
    assert auto.theme is None
    assert auto.theme_for("ja") == MINE and auto.theme_for("en") == TEMPLE
    chosen = _table(TEMPLE)
    assert chosen.theme_for("ja") == TEMPLE  # a choice beats the language's default
    again = TableSetup.from_dict(_table(MINE).to_dict())
    assert again is not None and again.theme == MINE and again.theme_for("en") == MINE
    old = _table().to_dict()
    old.pop("theme")  # a table remembered before themes existed
    assert TableSetup.from_dict(old).theme is None
    assert TableSetup.from_dict({**old, "theme": "volcano"}).theme is None


def test_a_saved_mine_game_resumes_as_mine(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    from diamant.games.diamant.screens.session import GameSession
    from diamant.games.diamant.saves import load_saved_game
    sess = GameSession(_table(MINE), autosave=True)
    try:
        assert sess.theme == MINE
        sess.update(0.0, True)
        sess.choose(0, "continue")
        sess.wait_for_bots()
        for _ in range(40):
            sess.update(0.05, True)
        saved, warnings = load_saved_game()
        assert warnings == [] and saved is not None
        assert saved.record.theme == MINE
        raw = json.loads((tmp_path / "home" / "autosave.json").read_text(encoding="utf-8"))
        assert raw["record"]["theme"] == MINE
        again = GameSession.from_saved(saved, autosave=False)
        try:
            assert again.theme == MINE and again.record().theme == MINE
            assert again.setup.theme == MINE
        finally:
            again.close()
    finally:
        sess.close()


def test_an_old_save_without_a_theme_resumes_as_the_temple(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    from diamant.games.diamant.screens.session import GameSession
    from diamant.games.diamant.saves import load_saved_game, save_game
    _, rec = _played_record(MINE, steps=3)
    save_game(rec)
    path = tmp_path / "home" / "autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["record"]["theme"]
    path.write_text(json.dumps(data), encoding="utf-8")
    saved, warnings = load_saved_game()
    assert warnings == [] and saved.record.theme == TEMPLE
    sess = GameSession.from_saved(saved, autosave=False)
    try:
        assert sess.theme == TEMPLE
    finally:
        sess.close()


def test_a_finished_mine_game_keeps_its_theme_in_the_history(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    from diamant.storage import list_history
    from diamant.games.diamant.history import add_to_history
    game, rec = _played_record(MINE, steps=10_000)
    assert game.is_over
    add_to_history(rec, game)
    (entry,) = list_history()
    assert entry.load_record().theme == MINE


# ---------------------------------------------------------------------------------- the lobby
def _app(lang: str):
    from diamant.ui.app import App
    app = App(headless=True, size=(1280, 720), audio=False, lang=lang)
    app.settings.animation_speed = 0.0
    app.settings.last_table = None
    return app


def _click(app, pos):
    import pygame
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


@pytest.mark.parametrize("lang, expected", [("ja", MINE), ("en", TEMPLE), ("ru", TEMPLE)])
def test_the_lobby_starts_with_the_languages_theme(lang, expected):
    from diamant.games.diamant.screens.flow import open_lobby
    from diamant.games.diamant.screens.scenes.lobby import LobbyScene
    app = _app(lang)
    open_lobby(app)
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.card_theme.value == expected
    _click(app, lobby.play.rect.center)
    sess = app.top.session
    try:
        assert sess.theme == expected and sess.record().theme == expected
    finally:
        sess.close()


def test_the_lobby_choice_reaches_the_record_and_is_remembered():
    from diamant.games.diamant.screens.flow import open_lobby
    app = _app("en")
    open_lobby(app)
    lobby = app.top
    assert lobby.card_theme.value == TEMPLE
    app.frame(0.0, [])  # laid out and drawn: the arrows have their places
    _click(app, lobby.card_theme.right_arrow.center)  # the choice row's arrow: Temple -> Mine
    assert lobby.card_theme.value == MINE and lobby.setup.theme == MINE
    _click(app, lobby.play.rect.center)
    sess = app.top.session
    try:
        assert sess.theme == MINE
        rec = GameRecord.from_json(sess.record().to_json())
        assert rec.theme == MINE
    finally:
        sess.close()
    # the next lobby (even in Japanese or English) keeps the explicit choice
    assert app.settings.last_table["theme"] == MINE
    open_lobby(app)
    assert app.top.card_theme.value == MINE


def test_mine_game_draws_mine_cards_and_names_mine_hazards():
    """On the table, in the log and in the rules: the game's theme, never the temple's."""
    from diamant.games.diamant.screens.scenes.rules import RulesScene
    from diamant_dev.fixtures import scripted_expedition
    app = _app("en")
    exp = scripted_expedition(app, humans=1, seats=5, cards=8, seed=82, card_theme=MINE)
    try:
        assert exp.session.theme == MINE and exp.table.theme == MINE
        log = " ".join(exp.logpanel.texts())
        for h in ("landslide", "explosion", "snakes", "scorpions"):
            assert h in log, log
        for h in ("giant spiders", "lava", "rolling boulders", "battering rams"):
            assert h not in log, log
        app.frame(0.0, [])
        rules = RulesScene(app)  # opened during the game: the game's theme
        assert rules.card_theme == MINE
        body = rules._body("hazards")
        assert "scorpions" in body and "giant spiders" not in body
    finally:
        exp.session.close()
    assert RulesScene(_app("en")).card_theme == TEMPLE
    assert RulesScene(_app("ja")).card_theme == MINE


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_log_of_a_record_names_hazards_in_its_theme(lang):
    """logbook.record_lines (the past game's log, `diamant replay`): the record's theme."""
    from diamant.games.diamant import logbook
    loc = Localizer(lang)
    game, rec = _played_record(MINE, steps=10_000)
    assert game.is_over
    text = " ".join(logbook.record_lines(rec, loc))
    mine = {hazard_name(loc, h, MINE) for h in Hazard}
    temple = {hazard_name(loc, h, TEMPLE) for h in Hazard if h is not Hazard.SNAKES}
    assert any(m in text for m in mine)
    assert not [t for t in temple if t in text]
    rec.theme = TEMPLE
    assert any(t in " ".join(logbook.record_lines(rec, loc)) for t in temple)
