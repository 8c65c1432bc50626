"""The words that name a key follow the player's keys: remapped in Settings -> Controls, every
label, tooltip and hint that names an action's key (the keys overlay, the gamepad line, Settings'
tips, the decision hint, the tutorial, the replay viewers' tips, the club table's) shows the new
key; none hard-codes Enter, Esc, Space, F1, F11, Page Up or a pad's A."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import diamant.games.diamant.screens.actions as actions
from diamant.i18n import LANGUAGE_CODES, get_localizer
from diamant.shell.scenes.shortcuts import ROWS, key_names
from diamant.ui import input as inp
from diamant.ui import remap
from toolbox import make_app

pytestmark = pytest.mark.usefixtures("home")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def default_keys():
    """The key tables are the process's: every test here leaves the defaults behind it."""
    yield
    inp.set_overrides(None)


REMAPPED = {"keys": {"confirm": ["k"], "back": ["q"], "skip": ["z"], "help": ["f2"], "fullscreen": ["f12"],
                     "scroll-up": ["u"], "scroll-down": ["d"], "left": ["a"], "right": ["e"]},
            "pad": {"confirm": ["y"], "repeat": ["a"]}}


def test_the_key_words_name_the_players_keys():
    words = remap.key_words(get_localizer("en"))
    assert (words["confirm"], words["back"], words["skip"], words["help"], words["pad_confirm"]) == \
        ("Enter", "Esc", "Space", "F1", "A")
    inp.set_overrides(REMAPPED)
    words = remap.key_words(get_localizer("ru"))
    assert (words["confirm"], words["back"], words["skip"], words["help"], words["fullscreen"],
            words["scroll_up"], words["pad_confirm"], words["pad_repeat"]) == ("K", "Q", "Z", "F2", "F12", "U", "Y", "A")


def test_the_keys_overlay_prints_every_remapped_key():
    inp.set_overrides(REMAPPED)
    printed = [key_names(keys, "Space") for keys, _ in ROWS]
    assert printed[:4] == ["K", "Q", "Z", "A E ↑ ↓"]
    assert "U / D" in printed and "F12" in printed and "F2 / ?" in printed
    assert not any(re.search(r"\bEnter\b|\bEsc\b|F11|F1 |PageUp", p) for p in printed)


@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_remapped_the_hints_and_tips_name_the_new_keys(lang):
    app = make_app(lang=lang)
    try:
        app.settings.controls = REMAPPED
        app.apply_settings()
        w = remap.key_words(app)
        assert w["confirm"] == "K"
        hint = app.t("play-keys-hint", **actions.decision_keys(app))
        assert "K" in hint and "A" in hint and "E" in hint and "Enter" not in hint
        assert "Y" in app.t("tutorial-do-continue", **actions.decision_keys(app))
        assert "F2" in remap.keyed(app, "settings-speak-tip")() and "F1" not in remap.keyed(app, "settings-speak-tip")()
        assert "F12" in remap.keyed(app, "settings-display-tip")()
        assert "Q" in remap.keyed(app, "club-table-menu-tip")() and "Esc" not in remap.keyed(app, "club-table-menu-tip")()
        assert "U" in remap.keyed(app, "club-replay-prev-round-tip")()
        assert "Z" in remap.keyed(app, "replay-play-tip")()
        pad = app.t("keys-pad", **w)
        assert pad.count("A") >= 1 and "Y" in pad
        # the settings page's tooltips are the live words, not a key worked out when it opened
        scene = app.nav.push("settings")
        assert "F2" in scene.speak.tooltip_text()
        app.settings.controls = {}
        app.apply_settings()
        assert "F1" in scene.speak.tooltip_text()
    finally:
        app.settings.controls = {}
        app.apply_settings()
        app.close()


KEY_NAMES = re.compile(r"\b(Enter|Esc|F1|F11|Page ?Up|Page ?Down|PageUp|PageDown)\b")


def test_no_message_names_a_remappable_key_of_its_own():
    """A key a player can remap is named through a variable ({ $confirm } ...), never written
    in a message (the Controls page's "Esc: keep the old one" is the capture's own key, which
    no remapping changes; a comment may name a key)."""
    allowed = {"controls-press-key", "controls-press-pad",
               "play-start-expedition"}  # "Enter the cave": the verb
    found = []
    for lang in LANGUAGE_CODES:
        for f in sorted((ROOT / "locales" / lang).glob("*.ftl")):
            msg = None
            for line in f.read_text(encoding="utf-8").splitlines():
                m = re.match(r"^([a-z][a-z0-9-]*) = ", line)
                if m:
                    msg = m.group(1)
                elif line.startswith("#") or not line.startswith(" "):
                    continue
                if msg not in allowed and KEY_NAMES.search(line.split("=", 1)[1] if m else line):
                    found.append(f"{lang}/{f.name}: {msg}")
    assert found == []
