"""The game log as data (diamant.games.diamant.logbook): entries rendered in the current language, the same
log after a resume, names that agree with their verbs, the log panel, `diamant replay --lang`."""
from __future__ import annotations

from functools import partial
import json

import pygame
import pytest
from toolbox import make_app as _make_app
from babel.lists import format_list

from diamant.games.diamant import logbook
from diamant.games.diamant.bots.runner import play_game
from diamant.games.diamant.screens.flow import resume_game, start_game
from diamant.games.diamant.screens.scenes.board import BoardScene
from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
from diamant_dev.fixtures import long_path_ruleset, scripted_expedition
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.cli import main
from diamant.games.diamant.engine import GameRecord, Ruleset, SeatInfo, replay
from diamant.i18n import LANGUAGE_CODES, Localizer, babel_locale_name

NAMES = {"en": ["Ann", "Bob", "Carl", "Dana", "Emil", "Fay", "Gus", "Hana"],
         "ru": ["Аня", "Борис", "Карл", "Дана", "Эмиль", "Фая", "Гоша", "Ханна"],
         "pl": ["Ania", "Bogdan", "Karol", "Dana", "Emil", "Fela", "Gustaw", "Hania"],
         "sr-Latn": ["Ana", "Bojan", "Karlo", "Dana", "Emil", "Fila", "Goran", "Hana"],
         "sr-Cyrl": ["Ана", "Бојан", "Карло", "Дана", "Емил", "Фила", "Горан", "Хана"],
         "ja": ["アン", "ボブ", "カール", "ダナ", "エミル", "フェイ", "ガス", "ハナ"]}

# the verb of "X goes deeper" for one name and for several, per language
CONTINUE = {"en": ("goes deeper.", "go deeper."), "ru": ("идёт дальше.", "идут дальше."),
            "pl": ("idzie dalej.", "idą dalej."), "sr-Latn": ("ide dalje.", "idu dalje."),
            "sr-Cyrl": ("иде даље.", "иду даље."), "ja": ("は先へ進む。", "は先へ進む。")}
CONTINUE_YOU = {"en": ("You go deeper.", "go deeper."), "ru": ("Вы идёте дальше.", "идёте дальше."),
                "pl": ("Idziesz dalej.", "idziecie dalej."), "sr-Latn": ("Vi idete dalje.", "idete dalje."),
                "sr-Cyrl": ("Ви идете даље.", "идете даље."), "ja": ("あなたは先へ進む。", "は先へ進む。")}


make_app = partial(_make_app, speed=0.0, curtain=True, time=1.0)


def sample_record(edition="iello", seed=3, players=5) -> GameRecord:
    bots = ["steady", "counter", "gambler", "timid", "steady"][:players]
    result = play_game(Ruleset.preset(edition), bots, seed=seed)
    seats = [SeatInfo(NAMES["en"][i], "human" if i == 0 else "bot", None if i == 0 else bots[i])
             for i in range(players)]
    return GameRecord.of(result.game, seats)


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_one_two_three_and_eight_names_agree(lang):
    loc = Localizer(lang)
    names = NAMES[lang]
    for n in (1, 2, 3, 8):
        seats = tuple(range(n))
        # CLDR's list pattern, except Japanese: names joined with と (CLDR's 「、」 made the first
        # name read as someone spoken to).
        joined = ("と".join(names[:n]) if lang == "ja"
                  else format_list(names[:n], locale=babel_locale_name(lang)))
        line = logbook.render(logbook.Entry("logbook-continue", (), seats), loc, names)
        assert line.startswith(joined), line
        assert line.endswith(CONTINUE[lang][0 if n == 1 else 1]), line
        mine = logbook.render(logbook.Entry("logbook-continue", (), seats), loc, names, you=0)
        assert names[0] not in mine  # the viewer is addressed, not named
        if n == 1:
            assert mine == CONTINUE_YOU[lang][0]
        else:
            assert mine.endswith(CONTINUE_YOU[lang][1]) and all(x in mine for x in names[1:n])
        for msg, args in (("logbook-disaster", (("hazard", "lava"),)),
                          ("logbook-winners", (("score", 21),)),
                          ("logbook-deck-empty", ())):
            for you in (None, 0):
                text = logbook.render(logbook.Entry(msg, args, seats), loc, names, you)
                assert "{" not in text and "$" not in text and text, (msg, text)
                others = names[1:n] if you == 0 else names[:n]
                assert all(x in text for x in others), text


def test_the_old_faults_are_gone():
    en = Localizer("en")
    names = ["Steady", "Counter", "Tactician"]
    assert logbook.render(logbook.Entry("logbook-continue", (), (0, 1)), en, names) == \
        "Steady and Counter go deeper."
    assert logbook.render(logbook.Entry("logbook-leaves", (("gems", 4),), (0,)), en, names, you=0) == \
        "You leave the cave and put 4 gems in your chest."
    pl = Localizer("pl")
    assert logbook.render(logbook.Entry("logbook-continue", (), (0, 1, 2)), pl,
                          ["Alice", "Bob", "Counter"]) == "Alice, Bob i Counter idą dalej."
    # two relics in the round summary, a lone leaver is not "shared", no "fifth"
    two = logbook.Entry("logbook-summary-relics", (("points", 15), ("relics", 2)))
    assert logbook.render(two, en, names) == "+ 2 relics (15 points)"
    assert "fifth" not in en.t("logbook-game-ended")
    assert en.t("play-aid-gain", gems="1", count=1.0) == "Next card: about 1 gem each"
    assert en.t("play-aid-gain", gems="1.4", count=1.4) == "Next card: about 1.4 gems each"
    assert en.t("logbook-path-taken", who="Bob", people=1, count=1) == \
        "Bob leaves alone and picks up the gem left on the path."


def test_a_lone_leaver_takes_and_several_share():
    from diamant.games.diamant.engine import PlayersLeft
    lone = logbook.entries_of(PlayersLeft((2,), 5, 5, 0, (3,), (8,), (0, 2), 2))
    assert [e.msg for e in lone] == ["logbook-path-taken", "logbook-leaves"]
    two = logbook.entries_of(PlayersLeft((0, 2), 5, 2, 1, (3, 0), (5, 2), (1,), 1))
    assert [e.msg for e in two] == ["logbook-path-shared", "logbook-leaves", "logbook-leaves"]


def test_language_switch_re_renders_every_log_line():
    app = make_app(lang="en")
    exp = scripted_expedition(app, humans=1, seats=5, cards=7, seed=11, edition="iello")
    app.frame(0.0, [])
    names = exp.session.names
    en = exp.logpanel.texts()
    assert len(en) > 8
    assert en == logbook.render_all(exp.logpanel.entries, Localizer("en"), names, 0)
    for lang in ("ru", "ja", "pl"):
        app.set_language(lang)
        app.frame(0.0, [])
        now = exp.logpanel.texts()
        assert now == logbook.render_all(exp.logpanel.entries, Localizer(lang), names, 0)
        assert not set(now) & set(en), "an English line stayed"
        # what is drawn is what is rendered: the panel's wrapped lines come from the new texts
        drawn = [line for line, _ in exp.logpanel._lines()]
        assert "".join(drawn).replace(" ", "") == "".join(now).replace(" ", "")


def _play(app, exp, until=None):
    """Play on (the human leaves at the 4th card); returns the last expedition scene seen."""
    sess = exp.session
    last = None
    for _ in range(6000):
        last = app.find(ExpeditionScene) or last
        if app.game_over_seen or (until is not None and until(sess)):
            return last
        top = app.top
        if isinstance(top, ExpeditionScene) and top.can_decide():
            k = pygame.K_l if len(sess.game.path) >= 4 else pygame.K_c
            app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
                            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])
        elif isinstance(top, BoardScene):
            app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=top.start.rect.center),
                            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=top.start.rect.center)])
        elif top is not None and top.__class__.__name__ == "RoundEndScene":
            app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0),
                            pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
        sess.wait_for_bots(1.0)
        app.frame(1 / 30, [])


def test_a_resumed_game_has_the_log_of_the_game_played_without_stopping():
    setup = TableSetup([SeatSetup(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "counter-rule", i)
                        for i in range(4)], "incan-gold", False, 17)
    # the game played without stopping
    app = make_app()
    start_game(app, setup)
    exp = _play(app, app.top)
    full = exp.logpanel.texts()
    decisions = list(exp.session.game.decisions)
    scores = exp.session.game.scores()
    assert exp.session.is_over and len(full) > 50
    # the same game, killed in expedition 3 and resumed from its autosave
    app1 = make_app()
    sess1 = start_game(app1, setup)
    _play(app1, app1.top, until=lambda s: s.game.round >= 3 and len(s.game.path) >= 2)
    record = sess1.record()
    sess1.close()
    assert 0 < len(record.decisions) < len(decisions)
    app2 = make_app()
    resumed = resume_game(app2, record)
    exp2 = app2.top
    assert isinstance(exp2, ExpeditionScene)
    _, events = replay(record)
    assert exp2.logpanel.texts() == logbook.render_all(logbook.entries(events), app2.loc,
                                                        resumed.names, 0)
    assert exp2.logpanel.texts() == full[:len(exp2.logpanel.texts())]
    assert _play(app2, exp2) is exp2
    # the same choices (seats may decide in another order within a step), the same game
    assert sorted(resumed.game.decisions) == sorted(decisions) and resumed.game.scores() == scores
    assert exp2.logpanel.texts() == full


def test_log_panel_follows_unless_scrolled_up_and_offers_the_latest():
    app = make_app()
    exp = scripted_expedition(app, humans=1, seats=8, cards=26, seed=4, ruleset=long_path_ruleset())
    app.frame(0.0, [])
    panel = exp.logpanel
    assert panel.following and panel.max_scroll() > 0
    key = lambda k: app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",  # noqa: E731
                                                        scancode=0),
                                    pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])
    key(pygame.K_PAGEUP)
    assert panel.scroll > 0
    shown = panel.scroll
    panel.feed(_treasure_event())
    assert panel.scroll > shown and panel.unseen > 0  # the lines in view stay in view
    app.frame(0.0, [])
    assert panel.badge_rect.width > 0  # "new lines" badge
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=panel.badge_rect.center)])
    assert panel.following and panel.unseen == 0
    key(pygame.K_HOME)
    assert panel.scroll == panel.max_scroll()
    key(pygame.K_END)
    assert panel.following
    panel.feed(_treasure_event())
    assert panel.following  # follows new lines
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    assert panel.scroll == 3
    key(pygame.K_PAGEDOWN)
    assert panel.following


def _treasure_event():
    from diamant.games.diamant.engine import GemsShared
    return GemsShared(0, 9, (0, 1, 2), 3, 0)


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_replay_prints_the_games_own_log(lang, tmp_path, capsys):
    record = sample_record()
    path = tmp_path / "game.json"
    game, events = replay(record)
    record.save(path, game)
    assert main(["replay", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out.splitlines()
    loc = Localizer(lang)
    assert out[:-1] == logbook.render_all(logbook.entries(events), loc, [s.name for s in record.seats], 0)
    assert out[-1].startswith("scores: ")


def test_bad_records_exit_2_with_a_clear_message(tmp_path, capsys):
    record = sample_record()
    game, _ = replay(record)
    good = record.to_dict(game)
    cases = {
        "truncated": dict(good, decisions=good["decisions"][:-4]),
        "edited": dict(good, result={"scores": [s + 1 for s in good["result"]["scores"]],
                                     "winners": good["result"]["winners"]}),
        "newer": dict(good, version=99),
    }
    needles = {"truncated": "truncated", "edited": "edited", "newer": "newer"}
    for name, data in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert main(["replay", str(path)]) == 2
        assert needles[name] in capsys.readouterr().err
        assert path.exists()  # nothing deleted
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(good)[:200], encoding="utf-8")
    assert main(["replay", str(cut)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
