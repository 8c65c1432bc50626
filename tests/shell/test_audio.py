"""Sound assets and the Audio player (headless: SDL_AUDIODRIVER=dummy from conftest)."""

from __future__ import annotations

import importlib.util
import logging
import math
import struct
import sys
import wave
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from diamant.ui import audio as audio_mod  # noqa: E402
from diamant.ui.audio import Audio, default_sound_dir, effect_names, sound_names  # noqa: E402
# each game registers its sounds with the framework's player
from diamant.games.club.screens.sounds import SOUND_NAMES as CLUB_SOUND_NAMES  # noqa: E402
from diamant.games.diamant.screens.sounds import AMBIENT_NAME, gem_sound_for  # noqa: E402

SOUND_NAMES = sound_names()
EFFECT_NAMES = effect_names()

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "assets" / "sounds"

# (shortest, longest) plausible length in seconds
DURATIONS = {
    "card-flip": (0.1, 0.6),
    "gems-1": (0.2, 1.5),
    "gems-2": (0.3, 2.0),
    "gems-3": (0.5, 2.5),
    "hazard-warning": (0.7, 1.5),
    "disaster": (1.4, 2.2),
    "leave": (0.5, 2.0),
    "relic": (0.8, 3.0),
    "round-end": (0.6, 2.5),
    "victory": (2.0, 3.2),
    "click": (0.02, 0.2),
    "decision": (0.1, 0.6),
    "ambient-cave": (10.0, 20.0),
}


def read_wav(path: Path) -> tuple[int, list[int]]:
    """Sample rate and the samples (channels interleaved) of a 16-bit PCM WAV."""
    with wave.open(str(path), "rb") as w:
        assert w.getsampwidth() == 2, f"{path.name}: not 16-bit"
        assert w.getnchannels() in (1, 2), f"{path.name}: not mono/stereo"
        assert w.getframerate() in (22050, 44100), f"{path.name}: odd rate"
        frames = w.readframes(w.getnframes())
        sr = w.getframerate()
        ch = w.getnchannels()
    samples = list(struct.unpack("<%dh" % (len(frames) // 2), frames))
    return sr * ch, samples


def db(x: float) -> float:
    return 20.0 * math.log10(x) if x > 0 else -math.inf


def rms(samples: list[int]) -> float:
    return math.sqrt(sum(v * v for v in samples) / len(samples)) / 32768.0


@pytest.fixture(scope="module")
def wavs() -> dict[str, tuple[int, list[int]]]:
    return {name: read_wav(SOUND_DIR / f"{name}.wav") for name in SOUND_NAMES}


# ---------------------------------------------------------------- the files

def test_every_sound_name_has_a_plausible_wav(wavs):
    # Diamonds Club's lengths are checked in tests/club/test_club_sounds.py
    assert set(DURATIONS) == set(SOUND_NAMES) - set(CLUB_SOUND_NAMES)
    for name, (lo, hi) in DURATIONS.items():
        rate, samples = wavs[name]
        seconds = len(samples) / rate
        assert lo <= seconds <= hi, f"{name}: {seconds:.2f} s"
        peak = max(abs(v) for v in samples) / 32768.0
        assert peak > 0.01, f"{name} is silent"
        assert peak < 0.9, f"{name} peaks at {db(peak):.1f} dBFS"


def test_effects_are_normalised_and_start_and_end_quietly(wavs):
    for name in EFFECT_NAMES:
        _, samples = wavs[name]
        peak = max(abs(v) for v in samples) / 32768.0
        assert -4.0 < db(peak) < -2.0, name
        # no click: the first and last few samples are near silence
        assert max(abs(v) for v in samples[:3] + samples[-3:]) < 200, name


def test_more_gems_means_more_and_longer_clinking(wavs):
    def energy(name):
        _, s = wavs[name]
        return sum(v * v for v in s)

    assert energy("gems-1") < energy("gems-2") < energy("gems-3")
    assert len(wavs["gems-1"][1]) < len(wavs["gems-3"][1])


def test_ambient_is_far_quieter_than_the_effects(wavs):
    ambient = rms(wavs[AMBIENT_NAME][1])
    quietest_effect = min(rms(wavs[n][1]) for n in EFFECT_NAMES)
    assert db(ambient) < db(quietest_effect) - 4.0
    assert db(ambient) < -25.0
    ambient_peak = max(abs(v) for v in wavs[AMBIENT_NAME][1]) / 32768.0
    assert db(ambient_peak) < -10.0


def test_ambient_loops_without_a_seam(wavs):
    _, s = wavs[AMBIENT_NAME]
    step = [abs(s[i + 1] - s[i]) for i in range(len(s) - 1)]
    typical = sorted(step)[len(step) // 2]
    # the jump from the last sample back to the first is like any ordinary step
    assert abs(s[0] - s[-1]) <= 4 * max(typical, 1)


def test_sound_folder_stays_small():
    total = sum(p.stat().st_size for p in SOUND_DIR.rglob("*") if p.is_file())
    assert total < 3.2 * 1024 * 1024


def test_generator_reproduces_the_shipped_files(tmp_path):
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    assert set(make_sounds.SOUNDS) == set(SOUND_NAMES) - set(CLUB_SOUND_NAMES)  # and make_club_sounds.py
    names = ["click", "gems-1", "decision"]  # the quick ones
    assert make_sounds.main(["--quiet", "--out", str(tmp_path), *names]) == 0
    for name in names:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUND_DIR / f"{name}.wav").read_bytes(), name


# ---------------------------------------------------------------- the player

@pytest.fixture
def fresh_mixer():
    """Each test starts and ends with no mixer running."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_default_sound_dir_is_the_assets_folder(monkeypatch):
    assert default_sound_dir() == SOUND_DIR
    monkeypatch.setattr(sys, "_MEIPASS", "/bundle", raising=False)
    assert default_sound_dir() == Path("/bundle") / "assets" / "sounds"


def test_gem_sound_choice():
    assert gem_sound_for(0) is None
    assert gem_sound_for(-2) is None
    assert gem_sound_for(1)[0] == "gems-1"
    assert gem_sound_for(5)[0] == "gems-2"
    assert gem_sound_for(17)[0] == "gems-3"
    vols = [gem_sound_for(n)[1] for n in range(1, 20)]
    assert vols == sorted(vols) and 0.0 < vols[0] < vols[-1] <= 1.0


def test_plays_with_the_dummy_driver(fresh_mixer):
    a = Audio()
    assert a.init() is True and a.available
    assert a.preload() == len(SOUND_NAMES)
    ch = a.play("card-flip", volume=0.5)
    assert ch is not None and ch.get_busy()
    assert ch.get_volume() == pytest.approx(0.5, abs=0.01)
    assert a.play(*gem_sound_for(12)) is not None
    assert a.start_ambient(fade_ms=0)
    amb = a.ambient_channel()
    assert amb.get_busy() and amb.get_sound() is a.sound(AMBIENT_NAME)
    assert a.start_ambient() and amb.get_sound() is a.sound(AMBIENT_NAME)  # idempotent
    # effects never take the ambience's channel, even when all channels are busy
    for _ in range(pygame.mixer.get_num_channels() + 3):
        assert a.play("click") is not None
    assert amb.get_sound() is a.sound(AMBIENT_NAME)
    a.stop_ambient(fade_ms=0)
    assert not amb.get_busy() and not a.ambient_playing
    a.shutdown()
    assert not a.available and not pygame.mixer.get_init()


def test_volumes_and_mute_apply_live(fresh_mixer):
    a = Audio(ambient=0.5)
    a.init()
    a.start_ambient(fade_ms=0)
    effect = a.sound("relic")
    ambience = a.sound(AMBIENT_NAME)
    assert ambience.get_volume() == pytest.approx(0.5, abs=0.01)
    assert effect.get_volume() == pytest.approx(1.0, abs=0.01)

    a.set_volumes(master=0.5, effects=0.8, ambient=0.4)
    assert effect.get_volume() == pytest.approx(0.4, abs=0.01)
    assert ambience.get_volume() == pytest.approx(0.2, abs=0.01)

    a.ambient = 1.0
    assert ambience.get_volume() == pytest.approx(0.5, abs=0.01)
    a.master = 7  # clamped
    assert a.master == 1.0 and effect.get_volume() == pytest.approx(0.8, abs=0.01)

    assert a.toggle_mute() is True and a.muted
    assert effect.get_volume() == 0.0 and ambience.get_volume() == 0.0
    assert a.play("relic") is None  # nothing is started while muted
    assert a.ambient_channel().get_busy()  # the loop keeps its place, silently
    a.muted = False
    assert effect.get_volume() == pytest.approx(0.8, abs=0.01)
    assert ambience.get_volume() == pytest.approx(1.0, abs=0.01)

    a.effects = 0.0
    assert a.play("relic") is None
    a.shutdown()


def test_missing_and_broken_files_are_logged_once_and_ignored(fresh_mixer, tmp_path, caplog):
    (tmp_path / "click.wav").write_bytes(b"RIFF this is not a wave file")
    a = Audio(sound_dir=tmp_path)
    assert a.init()
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        for _ in range(3):
            assert a.play("card-flip") is None  # missing
            assert a.play("click") is None  # broken
            assert a.play("no-such-sound") is None
        assert a.start_ambient() is False
    messages = [r.getMessage() for r in caplog.records]
    assert sum("card-flip" in m for m in messages) == 1
    assert sum("'click'" in m for m in messages) == 1
    assert sum("no-such-sound" in m for m in messages) == 1
    a.shutdown()


def test_silent_when_the_mixer_cannot_start(fresh_mixer, monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    a = Audio()
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        assert a.init() is False
    assert not a.available
    assert any("No available audio device" in r.getMessage() for r in caplog.records)
    assert a.play("click") is None
    assert a.play(*gem_sound_for(5)) is None
    assert a.start_ambient() is False
    a.stop_ambient()
    a.set_volumes(master=0.3, effects=0.2, ambient=0.1)
    a.toggle_mute()
    assert (a.master, a.effects, a.ambient, a.muted) == (0.3, 0.2, 0.1, True)
    assert a.sound("click") is None
    a.shutdown()


def test_silent_when_the_mixer_module_is_missing(fresh_mixer, monkeypatch):
    class Missing:  # what pygame puts in place of a module it could not import
        def __getattr__(self, attr):
            raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame, "mixer", Missing())
    monkeypatch.setitem(sys.modules, "pygame.mixer", pygame.mixer)
    a = Audio()
    assert a.init() is False and not a.available
    assert a.play("click") is None


def test_disabled_audio_never_touches_the_mixer(fresh_mixer):
    a = Audio(enabled=False)
    assert a.init() is False
    assert not pygame.mixer.get_init()
    assert a.play("click") is None and a.start_ambient() is False


def test_no_device_chatter_stays_off_the_terminal_and_is_one_log_line(fresh_mixer, monkeypatch, caplog,
                                                                        capfd):
    """With no sound device, ALSA prints its own lines on fd 2 while the mixer starts: they are
    kept off the terminal, and one warning line says what happened."""
    import os

    def alsa_like(*args, **kwargs):
        for _ in range(9):
            os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", alsa_like)
    a = Audio()
    capfd.readouterr()
    with caplog.at_level(logging.DEBUG, logger=audio_mod.__name__):
        assert a.init() is False
    out, err = capfd.readouterr()
    assert "ALSA lib" not in err and "ALSA lib" not in out
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "no sound device" in warnings[0].getMessage()
    assert "\n" not in warnings[0].getMessage()
    assert a.no_device and not a.available
    os.write(2, b"after\n")  # fd 2 is the terminal again
    assert "after" in capfd.readouterr().err


def test_settings_say_there_is_no_sound_device(fresh_mixer, monkeypatch, tmp_path):
    """Settings: no sound device means the volume sliders and mute are off, with a note."""
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    from diamant.ui.app import App, default_settings
    from diamant.shell.scenes.settings import SettingsScene

    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    for lang in ("en", "ja"):
        app = App(headless=True, settings=default_settings(), lang=lang, audio=True)
        try:
            app.audio.init()
            scene = app.push(SettingsScene(app))
            assert scene.no_sound
            assert not any(w.enabled for w in (scene.master, scene.effects, scene.ambient, scene.mute))
            assert scene.language.enabled and scene.curtain.enabled
            assert app.loc.has("settings-no-sound-device")
            assert scene.sound_note.height >= app.font(1.6).get_height()
            assert scene.sound_note.bottom <= scene.panel.bottom
            app.frame(1 / 60)
        finally:
            app.close()
    app = App(headless=True, settings=default_settings(), lang="en", audio=False)  # sound off by choice
    try:
        scene = app.push(SettingsScene(app))
        assert not scene.no_sound and scene.master.enabled
    finally:
        app.close()


def test_the_framework_holds_no_game_sound():
    """Imported alone, the player knows no sound: each game registers its own list."""
    import subprocess
    code = ("from diamant.ui import audio\n"
            "assert audio.sound_names() == (), audio.sound_names()\n"
            "import diamant.games.diamant.screens.sounds\n"
            "assert 'ambient-cave' in audio.ambient_names() and 'card-flip' in audio.effect_names()\n"
            "assert not any(n.startswith('club-') for n in audio.sound_names())\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
