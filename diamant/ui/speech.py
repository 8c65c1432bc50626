"""Speech: what the screen shows, said aloud for a player who cannot see it (or chooses to hear it).

The app owns one :class:`Speech` (``app.speech``). Scenes and widgets ``say()`` an announcement
with a :class:`Priority`; the service keeps a short queue and hands it, one utterance at a time,
to the first output that works (the router, see :func:`default_outputs`):

* a screen reader or the system's voice through `prism` (PyPI ``prismatoid``: NVDA, JAWS,
  Narrator/OneCore, SAPI, VoiceOver, AVSpeech, Orca, Speech Dispatcher) when it is installed and
  one of its backends answers;
* else a plain text-to-speech program when one is on the PATH (``spd-say`` of Speech Dispatcher,
  or ``espeak-ng``), started without waiting for it: speech never holds up a frame;
* else nothing audible.

Whatever the outputs, a transcript sink (``--speech-to FILE``) writes every announcement as one
line the moment it is made (dropped or interrupted ones too): that is how the tests hear it.

Queueing: a focus move replaces the focus announcement before it (only the control the focus
is on now is worth hearing); a game event waits its turn; a new turn stops the chatter of focus
moves; what the player asked for (a summary key) stops everything before it.

The service knows no game: it says text, in the app's language.
"""
from __future__ import annotations

import enum
import logging
import os
import shutil
import subprocess
from collections import deque
from functools import partial
from typing import Any, Callable, Protocol, Sequence, TextIO

log = logging.getLogger(__name__)

#: The most announcements waiting to be spoken: a flood (a fast game watched at full speed)
#: keeps the newest ones.
QUEUE_LIMIT = 40


class Priority(enum.IntEnum):
    """How an announcement goes with the others (see the module docstring)."""

    FOCUS = 0   # a control under the focus, its state, its hint
    EVENT = 1   # a line of the game's log
    TURN = 2    # it is the player's turn: what came before it is old chatter
    ASKED = 3   # the player pressed a key to hear it


#: an announcement of this priority drops those waiting (and stops the one speaking) of at most
#: the given priority; None: it only waits its turn
_DROPS: dict[Priority, Priority | None] = {
    Priority.FOCUS: Priority.FOCUS,
    Priority.EVENT: None,
    Priority.TURN: Priority.FOCUS,
    Priority.ASKED: Priority.EVENT,
}


class Output(Protocol):
    """Where speech goes: a screen reader, a voice program."""

    name: str

    def speak(self, text: str, lang: str) -> None: ...

    def busy(self) -> bool: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


# ============================================================================ outputs
class PrismOutput:
    """A screen reader or the system's voice through prism (``pip install prismatoid``)."""

    def __init__(self, backend: Any, context: Any = None,
                 errors: tuple[type[BaseException], ...] = (ValueError, RuntimeError, OSError)) -> None:
        self._backend = backend
        self._context = context  # the backend lives as long as its context
        self._errors = errors  # what prism raises: PrismError and its kinds
        self.name = f"prism:{getattr(backend, 'name', '?')}"

    @classmethod
    def open(cls) -> "PrismOutput | None":
        """The best backend prism finds on this system, or None (prism missing, or no backend
        answers: no screen reader, no speech service running)."""
        try:
            import prism  # type: ignore[import-not-found]  # optional: the "speech" extra
        except (ImportError, OSError) as exc:  # not installed, or its native library does not load
            log.info("speech: no prism here (%s)", exc)
            return None
        errors = (getattr(prism, "PrismError", ValueError), ValueError, RuntimeError, OSError)
        try:
            context = prism.Context()
            backend = context.create_best()
        except errors as exc:  # "Invalid or unsupported backend": no screen reader, no service
            log.info("speech: prism has no working backend here (%s)", exc)
            return None
        return cls(backend, context, errors)

    def speak(self, text: str, lang: str) -> None:
        try:
            self._backend.speak(text, interrupt=False)
        except self._errors as exc:  # a screen reader that went away is silence
            log.info("speech: %s failed: %s", self.name, exc)

    def busy(self) -> bool:
        try:
            return bool(self._backend.speaking)
        except self._errors:  # a screen reader does not tell: it queues by itself
            return False

    def stop(self) -> None:
        try:
            self._backend.stop()
        except self._errors as exc:
            log.info("speech: %s did not stop: %s", self.name, exc)

    def close(self) -> None:
        self._backend = self._context = None


class CommandOutput:
    """A text-to-speech program, one process per utterance, never waited for in a frame.

    ``argv(text, lang)`` gives the command line; the process runs while it speaks (spd-say with
    ``-w``), so a running process is a busy voice and stopping is ending it."""

    def __init__(self, name: str, argv: Callable[[str, str], list[str]],
                 stop_argv: Sequence[str] | None = None) -> None:
        self.name = name
        self._argv = argv
        self._stop_argv = list(stop_argv) if stop_argv else None
        self._proc: subprocess.Popen[bytes] | None = None
        self.failed = False

    def speak(self, text: str, lang: str) -> None:
        if self.failed:
            return
        try:
            self._proc = subprocess.Popen(self._argv(text, lang), stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as exc:  # removed since it was found, or not allowed to run: silence
            log.info("speech: %s could not be started: %s", self.name, exc)
            self.failed = True

    def busy(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
        if self._stop_argv and not self.failed:
            try:
                subprocess.Popen(self._stop_argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
            except OSError:
                pass

    def close(self) -> None:
        self.stop()


def _base_lang(lang: str) -> str:
    """The language part of a code ("sr-Latn" -> "sr"): what voice programs know."""
    return (lang or "en").split("-")[0].split("_")[0].lower() or "en"


def _espeak_argv(program: str, text: str, lang: str) -> list[str]:
    return [program, "-v", _base_lang(lang), "--", text]


def command_outputs(which: Callable[[str], str | None] | None = None) -> list[CommandOutput]:
    """The voice programs on the PATH (``which``: how a program is found), best first."""
    which = which or shutil.which
    out: list[CommandOutput] = []
    spd = which("spd-say")
    if spd:
        out.append(CommandOutput("spd-say", lambda text, lang: [spd, "-w", "-l", _base_lang(lang), "--", text],
                                 [spd, "-S"]))
    for prog in ("espeak-ng", "espeak"):
        path = which(prog)
        if path:
            out.append(CommandOutput(prog, partial(_espeak_argv, path)))
            break
    return out


def default_outputs() -> list[Output]:
    """The router: the first output that works on this system (prism, then a voice program),
    or none."""
    found = PrismOutput.open()
    if found is not None:
        return [found]
    programs = command_outputs()
    return list(programs[:1])


# ============================================================================ the service
class Speech:
    """See the module docstring. ``enabled``: speak aloud ("Speak" in Settings);
    ``transcript``: a file that gets every announcement, spoken aloud or not; ``outputs``: where
    speech goes (None: found on first use by :func:`default_outputs`); ``lang``: the language
    of the moment, asked for each utterance."""

    def __init__(self, enabled: bool = False, transcript: "str | os.PathLike[str] | None" = None,
                 outputs: list[Output] | None = None, lang: Callable[[], str] = lambda: "en") -> None:
        self.enabled = bool(enabled)
        self._outputs = outputs
        self.lang = lang
        self.queue: deque[tuple[Priority, str]] = deque()
        self.current: Priority | None = None  # what the output speaks now
        self.last = ""  # the last announcement (a key may say it again)
        self.said = 0
        self._sink: TextIO | None = None
        if transcript is not None:
            try:
                self._sink = open(transcript, "w", encoding="utf-8", newline="\n")  # noqa: SIM115 - kept open
            except OSError as exc:  # the command line checked it; a file that cannot be made is no crash
                log.warning("speech transcript %s cannot be written: %s", transcript, exc)

    @classmethod
    def for_app(cls, app: Any, transcript: "str | os.PathLike[str] | None" = None) -> "Speech":
        """The app's speech: aloud when its settings say "Speak" (a headless app never speaks
        aloud: tests and tools hear it through the transcript), in the app's language."""
        return cls(enabled=bool(getattr(app.settings, "speak", False)), transcript=transcript,
                   outputs=[] if app.headless else None, lang=lambda: app.lang)

    @property
    def active(self) -> bool:
        """Whether announcements are made at all: speech on, or a transcript being written."""
        return self.enabled or self._sink is not None

    @property
    def outputs(self) -> list[Output]:
        if self._outputs is None:
            self._outputs = default_outputs()
            log.info("speech output: %s", ", ".join(o.name for o in self._outputs) or "none")
        return self._outputs

    def say(self, text: str, priority: Priority = Priority.EVENT) -> None:
        """Announce ``text`` (one line; newlines become spaces)."""
        if not self.active:
            return
        text = " ".join(str(text).split())
        if not text:
            return
        self.said += 1
        self.last = text
        if self._sink is not None:
            try:
                self._sink.write(text + "\n")
                self._sink.flush()
            except (OSError, ValueError) as exc:  # a full disk ends the transcript, not the game
                log.warning("speech transcript stopped: %s", exc)
                self._sink = None
        if not self.enabled:
            return
        drops = _DROPS[priority]
        if drops is not None:
            self.queue = deque(item for item in self.queue if item[0] > drops)
            if self.current is not None and self.current <= drops:
                for out in self.outputs:
                    out.stop()
                self.current = None
        self.queue.append((priority, text))
        while len(self.queue) > QUEUE_LIMIT:
            self.queue.popleft()
        self.pump()

    def pump(self) -> None:
        """Hand the next announcement to the output when it is free (called every frame)."""
        if not self.enabled:
            return
        outs = self.outputs
        if any(o.busy() for o in outs):
            return
        self.current = None
        if not self.queue:
            return
        priority, text = self.queue.popleft()
        self.current = priority
        for out in outs:
            out.speak(text, self.lang())

    def stop(self) -> None:
        """Silence now, nothing waiting."""
        self.queue.clear()
        self.current = None
        if self._outputs:
            for out in self._outputs:
                out.stop()

    def set_enabled(self, on: bool) -> None:
        if not on and self.enabled:
            self.stop()
        self.enabled = bool(on)

    def close(self) -> None:
        self.stop()
        if self._outputs:
            for out in self._outputs:
                out.close()
        if self._sink is not None:
            try:
                self._sink.close()
            except OSError:
                pass
            self._sink = None
