"""The speech service (diamant.ui.speech): the transcript, the queue and its priorities, the
outputs (prism when present, a voice program, none), and what the widgets say."""
from __future__ import annotations

import sys
import types

import pygame
import pytest

from diamant.ui import speech as sp
from diamant.ui.speech import CommandOutput, Priority, Speech
from toolbox import key, make_app


class FakeOutput:
    """An output that records what it is given; busy until `done()`."""

    name = "fake"

    def __init__(self) -> None:
        self.spoken: list[tuple[str, str]] = []
        self.stops = 0
        self.speaking = False

    def speak(self, text: str, lang: str) -> None:
        self.spoken.append((text, lang))
        self.speaking = True

    def busy(self) -> bool:
        return self.speaking

    def done(self) -> None:
        self.speaking = False

    def stop(self) -> None:
        self.stops += 1
        self.speaking = False

    def close(self) -> None:
        pass


def test_the_transcript_has_every_announcement_on_one_line_each(tmp_path):
    out = tmp_path / "t.txt"
    s = Speech(enabled=False, transcript=out, outputs=[])
    s.say("Treasure:\n5 gems.")
    s.say("   ")  # nothing to say: no line
    s.say("You leave", Priority.ASKED)
    s.close()
    assert out.read_text(encoding="utf-8").splitlines() == ["Treasure: 5 gems.", "You leave"]


def test_off_and_without_a_transcript_nothing_is_made():
    fake = FakeOutput()
    s = Speech(enabled=False, outputs=[fake])
    s.say("hello")
    s.pump()
    assert not s.active and s.said == 0 and fake.spoken == []


def test_one_utterance_at_a_time_in_the_languages_of_the_moment():
    fake = FakeOutput()
    lang = ["en"]
    s = Speech(enabled=True, outputs=[fake], lang=lambda: lang[0])
    s.say("one")
    s.say("two")
    assert fake.spoken == [("one", "en")]  # the second waits for the voice
    s.pump()
    assert len(fake.spoken) == 1
    lang[0] = "ru"
    fake.done()
    s.pump()
    assert fake.spoken == [("one", "en"), ("two", "ru")]


def test_a_focus_move_replaces_the_focus_before_it_and_events_wait():
    fake = FakeOutput()
    s = Speech(enabled=True, outputs=[fake])
    s.say("event 1")  # speaking
    s.say("Play", Priority.FOCUS)
    s.say("Rules", Priority.FOCUS)  # the focus moved on: "Play" is not worth hearing any more
    s.say("event 2")
    assert [t for _, t in s.queue] == ["Rules", "event 2"]
    assert fake.stops == 0  # an event being spoken is not cut by a focus move


def test_a_new_turn_stops_the_chatter_and_a_summary_stops_the_events():
    fake = FakeOutput()
    s = Speech(enabled=True, outputs=[fake])
    s.say("Pass", Priority.FOCUS)  # speaking: chatter
    s.say("a log line")
    s.say("Menu", Priority.FOCUS)  # "Pass" is cut: the log line speaks, "Menu" waits
    assert fake.stops == 1 and fake.spoken[-1][0] == "a log line"
    s.say("Your turn", Priority.TURN)
    assert fake.stops == 1  # a log line being said is not cut by the turn ...
    assert [t for _, t in s.queue] == ["Your turn"]  # ... the chatter waiting is dropped
    s.say("The path: ...", Priority.ASKED)
    assert fake.stops == 2  # the player asked: the log line stops, the turn (kept) speaks first
    assert fake.spoken[-1][0] == "Your turn" and [t for _, t in s.queue] == ["The path: ..."]


def test_the_queue_is_bounded():
    fake = FakeOutput()
    s = Speech(enabled=True, outputs=[fake])
    for i in range(sp.QUEUE_LIMIT * 3):
        s.say(f"line {i}")
    assert len(s.queue) == sp.QUEUE_LIMIT
    assert s.queue[-1][1] == f"line {sp.QUEUE_LIMIT * 3 - 1}"  # the newest kept


def test_turning_speech_off_silences_at_once():
    fake = FakeOutput()
    s = Speech(enabled=True, outputs=[fake])
    s.say("one")
    s.say("two")
    s.set_enabled(False)
    assert not s.queue and fake.stops == 1


def test_a_voice_program_runs_without_being_waited_for(tmp_path):
    heard = tmp_path / "heard.txt"
    script = "import sys; open(sys.argv[1], 'a', encoding='utf-8').write(sys.argv[2] + '|' + sys.argv[3] + '\\n')"
    out = CommandOutput("py", lambda text, lang: [sys.executable, "-c", script, str(heard), lang, text])
    s = Speech(enabled=True, outputs=[out], lang=lambda: "sr-Latn")
    s.say("Napred")
    proc = out._proc
    assert proc is not None
    proc.wait(timeout=30)  # (the test waits; the game never does: it asks busy() each frame)
    assert not out.busy()
    assert heard.read_text(encoding="utf-8") == "sr-Latn|Napred\n"


def test_a_voice_program_that_cannot_start_is_silence(tmp_path):
    out = CommandOutput("gone", lambda text, lang: [str(tmp_path / "no-such-program"), text])
    s = Speech(enabled=True, outputs=[out])
    s.say("hello")
    s.say("again")
    s.pump()
    assert out.failed and not out.busy()


def test_the_voice_programs_found_best_first_with_the_language():
    found = {"spd-say": "/usr/bin/spd-say", "espeak-ng": "/usr/bin/espeak-ng"}
    outs = sp.command_outputs(found.get)
    assert [o.name for o in outs] == ["spd-say", "espeak-ng"]
    assert outs[0]._argv("Привет", "ru") == ["/usr/bin/spd-say", "-w", "-l", "ru", "--", "Привет"]
    assert outs[1]._argv("Zdravo", "sr-Latn") == ["/usr/bin/espeak-ng", "-v", "sr", "--", "Zdravo"]
    assert sp.command_outputs(lambda name: None) == []


def test_prism_is_used_when_installed_and_a_backend_answers(monkeypatch):
    said: list[tuple[str, bool]] = []

    class Backend:
        name = "Orca"
        speaking = False

        def speak(self, text, interrupt=False):
            said.append((text, interrupt))

        def stop(self):
            pass

    class Context:
        def create_best(self):
            return Backend()

    monkeypatch.setitem(sys.modules, "prism", types.SimpleNamespace(Context=Context))
    outs = sp.default_outputs()
    assert [o.name for o in outs] == ["prism:Orca"]
    Speech(enabled=True, outputs=outs).say("Continue")
    assert said == [("Continue", False)]


def test_without_a_working_prism_backend_the_voice_programs_are_next(monkeypatch):
    class Context:
        def create_best(self):
            raise ValueError("Invalid or unsupported backend")  # prism's answer with no service

    monkeypatch.setitem(sys.modules, "prism", types.SimpleNamespace(Context=Context))
    monkeypatch.setattr(sp.shutil, "which", lambda name: "/bin/espeak-ng" if name == "espeak-ng" else None)
    assert [o.name for o in sp.default_outputs()] == ["espeak-ng"]
    monkeypatch.setitem(sys.modules, "prism", None)  # not installed at all
    monkeypatch.setattr(sp.shutil, "which", lambda name: None)
    assert sp.default_outputs() == []


# ----------------------------------------------------------------------------------- the app
@pytest.fixture
def spoken(tmp_path):
    out = tmp_path / "speech.txt"
    app = make_app(speech_to=out)
    yield app, lambda: out.read_text(encoding="utf-8").splitlines()
    app.close()


def test_a_focus_says_the_control_its_state_and_its_hint(spoken):
    import diamant.shell.scenes  # noqa: F401
    app, lines = spoken
    app.nav.push("settings")
    scene = app.top
    scene.group.focus(scene.speak, keyboard=True)
    from diamant.ui.remap import keyed
    assert lines()[-1] == "Speak. Off. " + keyed(app, "settings-speak-tip")().rstrip(".")  # its keys as set
    key(app, pygame.K_RETURN)  # the state changes under the focus: the new one is said
    assert lines()[-1] == "On"
    assert app.settings.speak is True and app.speech.enabled
    scene.group.focus(scene.language, keyboard=True)
    key(app, pygame.K_RIGHT)  # the next language: its name is said
    assert lines()[-1] == scene.language.spoken_state() != "English"
    key(app, pygame.K_LEFT)


def test_a_disabled_control_says_so(spoken):
    from diamant.ui.widgets import Button, FocusGroup
    app, lines = spoken
    g = FocusGroup(app)
    b = g.add(Button("settings-back", None, "menu-quit-tip", enabled=False))
    b.rect = pygame.Rect(0, 0, 10, 10)
    g.focus(b)
    assert lines()[-1] == ". ".join([app.t("settings-back"), app.t("a11y-unavailable"),
                                      app.t("menu-quit-tip")])


def test_a_message_on_screen_is_said(spoken):
    app, lines = spoken
    app.show_message("The game could not be saved")
    assert lines()[-1] == "The game could not be saved"


def test_speak_is_kept_in_the_settings():
    from diamant.storage.settings import Settings
    problems: list[str] = []
    assert Settings.from_dict({"speak": True}).speak is True
    assert Settings.from_dict({}).speak is False
    assert Settings.from_dict({"speak": "yes"}, problems).speak is False and problems == ["speak"]
    assert Settings(speak=True).to_dict()["speak"] is True


def test_the_command_line_refuses_a_transcript_it_cannot_write(tmp_path, capsys):
    from diamant.cli import main
    assert main(["--speech-to", str(tmp_path)]) == 2  # a folder, not a file
    assert "--speech-to" in capsys.readouterr().err


def test_the_pad_s_y_says_the_focus_again(spoken):
    import diamant.shell.scenes  # noqa: F401
    app, lines = spoken
    app.nav.push("settings")
    scene = app.top
    scene.group.focus(scene.mute, keyboard=True)
    before = len(lines())
    pad = [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_Y, instance_id=0),
           pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_Y, instance_id=0)]
    app.frame(0.0, pad)
    assert len(lines()) == before + 1 and lines()[-1] == lines()[-2] == scene.mute.describe()
