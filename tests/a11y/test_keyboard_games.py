"""A whole game of each game played by keyboard alone, with speech on: every line of the game's
log is said (the transcript of ``speech_to``, as ``--speech-to FILE`` writes it), in order, in
the player's language; the turn and the focus are said too.

The player here only presses keys (Enter, Tab, the arrows, C / L, Esc) and listens: what it
reads of the app is what a player hears (the focused control) or could count (whose turn)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import diamant.games.diamant.screens.scenes  # noqa: F401  (registers Diamant's scenes)
import diamant.games.club.screens  # noqa: F401
import diamant.shell.scenes  # noqa: F401
from diamant.games.club.log import render as club_render
from diamant.games.diamant.logbook import record_entries, render
from toolbox import key, key_events, make_app

pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own

KEY = {"enter": pygame.K_RETURN, "tab": pygame.K_TAB, "esc": pygame.K_ESCAPE, "down": pygame.K_DOWN,
       "right": pygame.K_RIGHT, "left": pygame.K_LEFT}
#: the physical keys of letters (the input layer reads scancodes)
SCAN = {"c": pygame.KSCAN_C, "l": pygame.KSCAN_L, "p": pygame.KSCAN_P, "i": pygame.KSCAN_I,
        "w": pygame.KSCAN_W, "o": pygame.KSCAN_O, "m": pygame.KSCAN_M, "t": pygame.KSCAN_T,
        "k": pygame.KSCAN_K, "r": pygame.KSCAN_R}


def press(app, name: str) -> None:
    key(app, KEY[name], dt=1 / 30, draw=False)  # heard, not seen: no drawing (a second a game)


def letter(app, ch: str) -> None:
    app.frame(1 / 30, key_events(ord(ch), unicode=ch, scancode=SCAN[ch]), draw=False)


def heard(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def in_order(lines: list[str], transcript: list[str]) -> list[str]:
    """The lines not found in the transcript in their order (each after the one before)."""
    missing, at = [], 0
    for line in lines:
        try:
            at = transcript.index(" ".join(line.split()), at) + 1
        except ValueError:
            missing.append(line)
    return missing


def tab_to(app, want, limit: int = 40) -> bool:
    """Tab until the focus is on `want` (a player hears each control as the focus comes)."""
    for _ in range(limit):
        if app.top.group.focused is want:
            return True
        press(app, "tab")
    return app.top.group.focused is want


def speaking_title(tmp_path, lang: str):
    """An app at the title, speaking (every announcement also written to the returned file),
    its bots thinking at once: a whole game is played from here by keys."""
    out = tmp_path / "speech.txt"
    app = make_app(lang=lang, speed=0.0, inline_bots=True, speech_to=out)
    app.settings.speak = True
    app.apply_settings()
    app.nav.push("title")
    app.frame(1 / 30, [])
    return app, out


# ------------------------------------------------------------------------------------- Diamant
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_diamant_game_by_keyboard_speaks_every_log_line(tmp_path, lang):
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    app, out = speaking_title(tmp_path, lang)
    press(app, "enter")  # New game (the focus is on it)
    assert app.nav.top_is("lobby")
    press(app, "enter")  # Play, with the lobby's table: you and bots
    summaries = 0
    exp = None
    for _ in range(4000):
        if app.game_over_seen:
            break
        top = app.top
        if isinstance(top, ExpeditionScene):
            exp = top
        if isinstance(top, ExpeditionScene) and top.can_decide():
            if summaries < 4:  # hear the table once: the path, what you carry, the cave, the odds
                letter(app, "piwo"[summaries])
                summaries += 1
            letter(app, "l" if len(top.session.game.path) >= 4 else "c")
        elif isinstance(top, ExpeditionScene) or getattr(top, "in_game", False) and top.session is not None \
                and not top.group.focused:
            sess = top.session
            sess.wait_for_bots(1.0)
            app.frame(1 / 30, [], draw=False)
        else:
            press(app, "enter")  # the camp's "enter the cave", the round's summary
    assert app.game_over_seen, "the game was not played to its end by keys"
    assert exp is not None
    sess = exp.session
    lines = [render(e, app.loc, sess.names, exp.logpanel.you, sess.theme) for e in record_entries(sess.record())]
    transcript = heard(out)
    assert len(lines) > 20
    assert in_order(lines, transcript) == []
    # the turn was said, and the four summaries (in the player's language)
    turn = app.t("play-your-choice-solo")
    assert any(t.startswith(turn) for t in transcript)
    path_word = app.t("a11y-path", count=1, cards="")[:6]
    assert any(t.startswith(path_word) for t in transcript) or any(t == app.t("a11y-path-empty") for t in transcript)
    assert any(app.t("play-chest", count=0).split(":")[0] in t for t in transcript)
    # each round's outcome as its summary opens, and the final ranking
    assert any(t.startswith(app.t("play-round-over", round=1)) for t in transcript)
    assert any(t.startswith("1. ") and app.t("score") in t for t in transcript)
    app.close()


# ------------------------------------------------------------------------------------- the club
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_club_game_by_keyboard_speaks_every_log_line(tmp_path, lang):
    from diamant.games.club.screens.table_scene import ClubTableScene
    app, out = speaking_title(tmp_path, lang)
    title = app.top
    assert tab_to(app, title.picker)
    press(app, "right")  # the next game: Diamonds Club
    assert title.entry.id == "club"
    press(app, "enter")  # this game: the focus goes on to New game
    press(app, "enter")
    assert app.nav.top_is("club-lobby")
    press(app, "enter")  # Play
    table = app.top
    assert isinstance(table, ClubTableScene)
    bought = asked = 0
    for _ in range(20000):
        if table.ended and not app.nav.top_is("club-table"):
            if app.nav.top_is("club-scoring"):
                break
        top = app.top
        if top is table:
            p = table._person()  # whose turn it is: said aloud ("Your turn")
            if p is None:  # the bots (thinking inline) and the pieces flying
                app.frame(1 / 30, [], draw=False)
                continue
            done = len(table.session.game.actions)
            phase = table.shown["phase"]
            if asked < 4:
                letter(app, "imtk"[asked])
                asked += 1
            if phase == "buy":
                # over the market by the arrows, Enter on each space until one is bought
                if tab_to(app, table.spaces[0]):
                    for i in range(len(table.spaces)):
                        press(app, "enter")
                        if len(table.session.game.actions) != done or app.top is not table:
                            break
                        press(app, "down" if i % 6 != 5 else "right")
                if app.top is table and len(table.session.game.actions) == done and table._person() is not None:
                    tab_to(app, table.pass_button)
                    press(app, "enter")
                else:
                    bought += 1
            elif phase == "build" and table.build_button.enabled:
                tab_to(app, table.build_button)
                press(app, "enter")
                if app.nav.top_is("club-build"):
                    press(app, "enter")
                    if app.nav.top_is("club-build"):
                        press(app, "esc")
                if app.top is table and len(table.session.game.actions) == done and table._person() is not None:
                    tab_to(app, table.pass_button)
                    press(app, "enter")
            else:
                tab_to(app, table.pass_button)
                press(app, "enter")
            app.frame(1 / 30, [], draw=False)
        else:
            press(app, "enter")  # a dialog: its focused button (gems, a track, the round's summary)
    assert app.nav.top_is("club-scoring"), f"the game did not reach its end by keys: {app.top}"
    sess = table.session
    lines = [club_render(e, app.loc, sess.names, sess.viewer) for e in sess.log]
    transcript = heard(out)
    assert bought > 0
    assert len(lines) > 50
    assert in_order(lines, transcript) == []
    # the market was heard row by row, the turn was said
    row1 = app.t("a11y-club-row", row=1, spaces="|").split("|")[0]
    assert any(t.startswith(row1) for t in transcript)
    assert any(t.startswith(app.t("club-table-your-turn-you", who="")) for t in transcript)
    app.close()
