"""Diamonds Club's sounds (assets/sounds/club-*.wav, made by tools/make_club_sounds.py): each file
is there, loads, is short and not silent, is made again byte for byte, and plays by name through
the App's audio (headless: SDL_AUDIODRIVER=dummy from conftest). The level checks every effect
shares (peak, quiet ends, far above the ambience) are in tests/shell/test_audio.py."""
from __future__ import annotations

import importlib.util
import math
import struct
import wave
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from diamant.ui.audio import Audio, sound_names  # noqa: E402
from diamant.games.club.screens.sounds import SOUND_NAMES as CLUB_SOUND_NAMES  # noqa: E402
import diamant.games.diamant.screens.sounds  # noqa: E402,F401 - Diamant's list too: the app's whole list

SOUND_NAMES = sound_names()

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "assets" / "sounds"

# (shortest, longest) plausible length in seconds: table noises are short, the fanfare longest
DURATIONS = {
    "club-coins": (0.2, 0.8),
    "club-token": (0.15, 0.6),
    "club-gems": (0.6, 2.0),
    "club-tile": (0.2, 0.8),
    "club-step": (0.08, 0.4),
    "club-diamond": (0.5, 1.5),
    "club-bonus": (0.7, 2.0),
    "club-round-end": (0.8, 2.5),
    "club-victory": (1.8, 3.2),
}


def _load():
    spec = importlib.util.spec_from_file_location("make_club_sounds", ROOT / "tools" / "make_club_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _samples(path: Path) -> tuple[int, list[int]]:
    with wave.open(str(path), "rb") as w:
        assert (w.getsampwidth(), w.getnchannels(), w.getframerate()) == (2, 1, 44100), path.name
        frames = w.readframes(w.getnframes())
        rate = w.getframerate()
    return rate, list(struct.unpack("<%dh" % (len(frames) // 2), frames))


def test_every_club_sound_is_a_short_wav_that_is_not_silent():
    assert set(DURATIONS) == set(CLUB_SOUND_NAMES)
    assert set(CLUB_SOUND_NAMES) <= set(SOUND_NAMES)  # the App's list: preload, the build's check
    for name, (lo, hi) in DURATIONS.items():
        path = SOUND_DIR / f"{name}.wav"
        assert path.is_file(), name
        rate, samples = _samples(path)
        assert lo <= len(samples) / rate <= hi, f"{name}: {len(samples) / rate:.2f} s"
        assert path.stat().st_size < 300 * 1024, name
        rms = math.sqrt(sum(v * v for v in samples) / len(samples)) / 32768.0
        assert 20 * math.log10(rms) > -30.0, f"{name} is nearly silent"


def test_the_club_sounds_differ_from_each_other_and_from_diamants():
    """Each name has its own sound (no copy of another file under a new name)."""
    blobs = {name: (SOUND_DIR / f"{name}.wav").read_bytes() for name in SOUND_NAMES}
    assert len(set(blobs.values())) == len(blobs)


def test_the_generator_reproduces_the_shipped_club_sounds(tmp_path):
    make = _load()
    assert set(make.SOUNDS) == set(CLUB_SOUND_NAMES)
    names = ["club-step", "club-token", "club-coins"]  # the quick ones
    assert make.main(["--quiet", "--out", str(tmp_path), *names]) == 0
    for name in names:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUND_DIR / f"{name}.wav").read_bytes(), name


@pytest.fixture
def fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_a_club_scene_plays_each_sound_by_name(fresh_mixer):
    a = Audio()
    assert a.init()
    for name in CLUB_SOUND_NAMES:
        snd = a.sound(name)
        assert snd is not None, name
        assert 0.05 < snd.get_length() < 3.5, name
        ch = a.play(name)
        assert ch is not None and ch.get_busy(), name
    a.shutdown()


def test_a_whole_game_on_the_table_plays_only_sounds_that_exist(monkeypatch, home):
    # the round's end and the game's end played names no file had: silence where the fanfare was
    from functools import partial

    from toolbox import InlineExecutor
    from toolbox import make_app as _make_app

    import diamant.games.club.screens  # noqa: F401 - the club's scenes
    from diamant.games.club.screens.session import ClubSession
    from diamant.games.club.screens.setup import ClubSeat, ClubSetup

    played: list[str] = []
    monkeypatch.setattr(Audio, "play", lambda self, name, volume=1.0: played.append(name))
    app = partial(_make_app, speed=8.0, inline_bots=True)()
    seats = (ClubSeat("Bo", 0, "steady"), ClubSeat("Cy", 1, "beginner"), ClubSeat("Di", 2, "beginner"))
    session = ClubSession.new(ClubSetup(seats, 3), save=None, executor=InlineExecutor())
    app.nav.reset("club-table", session=session)
    for i in range(20000):
        app.frame(1 / 30, events=[], draw=False)
        if app.nav.top_is("club-round-end"):
            app.top.finish()
        if session.is_over and app.nav.top_is("club-scoring"):
            break
    assert session.is_over
    for _ in range(200):  # the last flights and their sounds
        app.frame(1 / 30, events=[], draw=False)
    assert set(played) <= set(SOUND_NAMES), sorted(set(played) - set(SOUND_NAMES))
    assert {"club-round-end", "club-victory", "club-coins", "club-tile"} <= set(played)
