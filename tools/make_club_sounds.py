#!/usr/bin/env python3
"""Synthesise the sounds of Diamonds Club from scratch, with the toolkit of make_sounds.py.

    python tools/make_club_sounds.py                 # writes assets/sounds/club-*.wav
    python tools/make_club_sounds.py --out DIR club-step   # only some, elsewhere

Same method and format as Diamant's sounds (pure Python, fixed seeds, byte-identical on any
machine; 16-bit mono at 44100 Hz, peaking at -3 dBFS). The club's table is a green cloth with
coins, cardboard tokens and tiles, wooden markers and glass gems: its sounds are those
materials, not the cave's.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import random
import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("make_sounds", _HERE / "make_sounds.py")
assert _spec is not None and _spec.loader is not None
ms = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ms)

SR = ms.SR
PEAK = ms.EFFECT_PEAK_DB


def coin(rng: random.Random, pitch: float = 1.0, ring: float = 0.18) -> list[float]:
    """One coin set down on cloth: a dull tap, then the coin's own inharmonic ring."""
    modes = [(1.0, 1.0, ring), (1.52, 0.6, ring * 0.8), (2.31, 0.45, ring * 0.6), (3.09, 0.25, ring * 0.4)]
    tone = ms.partials_tone(2350.0 * pitch * rng.uniform(0.97, 1.03), ring * 1.3, modes, attack=0.0006)
    ms.mix(tone, ms.noise_burst(0.012, rng, 0.008, lp=3000.0), 0.0, 0.8)
    return tone


def make_coins() -> list[float]:
    """Coins placed on a market space: a small stack, one on another."""
    rng = ms.rng_for("club-coins")
    out = ms.silence(0.55)
    for k, at in enumerate((0.0, 0.085, 0.15)):
        ms.mix(out, coin(rng, 1.0 + 0.04 * k, 0.16 + 0.05 * k), at, 1.0 - 0.18 * k)
    out = ms.reverb(out, wet=0.1, size=0.5, feedback=0.6)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.001, 0.05), PEAK)


def cardboard_tap(rng: random.Random, freq: float, dur: float = 0.12, decay: float = 0.05) -> list[float]:
    """A thick cardboard piece meeting the table: a soft, low, short knock."""
    body = ms.partials_tone(freq, dur, [(1.0, 1.0, decay), (2.4, 0.4, decay * 0.6), (5.1, 0.15, decay * 0.3)],
                            attack=0.0012)
    ms.mix(body, ms.lowpass(ms.noise_burst(0.03, rng, 0.018, lp=2500.0), 2200.0), 0.0, 1.0)
    return body


def make_token() -> list[float]:
    """A production token taken from the market: slid off the card, picked up with a tap."""
    rng = ms.rng_for("club-token")
    out = ms.silence(0.36)
    n = ms.n_of(0.16)
    slide = ms.bandpass(ms.white(n, rng), lambda t: 1800.0 + 5000.0 * t, q=0.9)
    slide = ms.lowpass(slide, 5000.0)
    ms.mix(out, ms.mul(slide, [math.sin(math.pi * i / n) ** 2 for i in range(n)]), 0.0, 0.5)
    ms.mix(out, cardboard_tap(rng, 420.0, 0.18, 0.08), 0.15, 0.9)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.002, 0.04), PEAK)


def make_gems() -> list[float]:
    """A set sold: gems poured out of a bag onto the table, a handful more than a few."""
    rng = ms.rng_for("club-gems")
    out = ms.make_gems("club-gems", 14, 0.75, 1.25, 0.4)
    # the bag: a soft cloth rustle under the first stones
    n = ms.n_of(0.3)
    rustle = ms.lowpass(ms.bandpass(ms.white(n, rng), 900.0, q=0.7), 2500.0)
    ms.mix(out, ms.mul(rustle, ms.env_ar(n, 0.05, 0.2)), 0.0, 0.25)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.001, 0.08), PEAK)


def make_tile() -> list[float]:
    """A tile set into the park: a firm cardboard thock and a little settle."""
    rng = ms.rng_for("club-tile")
    out = ms.silence(0.5)
    n = ms.n_of(0.08)
    swish = ms.bandpass(ms.white(n, rng), 2400.0, q=0.8)
    ms.mix(out, ms.mul(swish, [(i / n) ** 2 for i in range(n)]), 0.0, 0.25)
    ms.mix(out, cardboard_tap(rng, 230.0, 0.3, 0.14), 0.075, 1.0)
    ms.mix(out, cardboard_tap(rng, 300.0, 0.15, 0.06), 0.16, 0.3)
    out = ms.reverb(out, wet=0.12, size=0.7, feedback=0.65)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.002, 0.05), PEAK)


def make_step() -> list[float]:
    """A wooden marker stepping one space along a track: lifted, and a light click down."""
    rng = ms.rng_for("club-step")
    out = ms.silence(0.22)
    ms.mix(out, ms.wood_knock(rng, 2.6), 0.02, 0.55)
    ms.mix(out, ms.wood_knock(rng, 3.1), 0.075, 1.0)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.001, 0.04), PEAK)


def make_diamond() -> list[float]:
    """A diamond awarded: one clear, high glass ping with a sparkle around it."""
    rng = ms.rng_for("club-diamond")
    dur = 0.95
    out = ms.silence(dur)
    glass = [(1.0, 1.0, 0.8), (2.76, 0.35, 0.45), (5.4, 0.15, 0.25), (8.93, 0.06, 0.15)]
    ms.mix(out, ms.partials_tone(ms.midi(96), 0.9, glass, attack=0.0008), 0.0, 0.8)  # C7
    ms.mix(out, ms.partials_tone(ms.midi(103), 0.7, glass, attack=0.0008), 0.07, 0.45)  # G7
    for _ in range(8):
        at = rng.uniform(0.04, 0.5)
        ms.mix(out, ms.partials_tone(rng.uniform(4500.0, 7500.0), 0.2, [(1.0, 1.0, 0.12)], attack=0.002), at,
               rng.uniform(0.05, 0.15))
    out = ms.reverb(out, wet=0.25, size=0.9, feedback=0.75)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.001, 0.15), PEAK)


def make_bonus() -> list[float]:
    """A bonus card won: the card slapped down, and a bright rising arpeggio."""
    rng = ms.rng_for("club-bonus")
    dur = 1.3
    out = ms.silence(dur)
    n = ms.n_of(0.12)
    swish = ms.bandpass(ms.white(n, rng), lambda t: 1500.0 + 20000.0 * t, q=1.0)
    ms.mix(out, ms.mul(swish, [math.sin(math.pi * i / n) ** 2 for i in range(n)]), 0.0, 0.45)
    ms.mix(out, ms.noise_burst(0.03, rng, 0.02, hp=1500.0), 0.11, 0.5)
    bell = [(1.0, 1.0, 0.8), (2.0, 0.3, 0.45), (3.0, 0.12, 0.3), (4.2, 0.05, 0.2)]
    for k, m in enumerate((72, 76, 79, 84, 88)):  # C major, up two octaves
        ms.mix(out, ms.partials_tone(ms.midi(m), 0.9 - 0.05 * k, bell, attack=0.003), 0.14 + 0.075 * k,
               0.34 + 0.04 * k)
    out = ms.reverb(out, wet=0.22, size=1.0, feedback=0.76)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.002, 0.15), PEAK)


def make_round_end() -> list[float]:
    """The market's end: the coins swept back off the cards, and a short marimba close."""
    rng = ms.rng_for("club-round-end")
    dur = 1.55
    out = ms.silence(dur)
    for k in range(7):
        at = 0.03 * k + rng.uniform(0.0, 0.02)
        ms.mix(out, coin(rng, rng.uniform(0.9, 1.15), 0.12), at, rng.uniform(0.35, 0.6))
    n = ms.n_of(0.3)
    sweep = ms.lowpass(ms.bandpass(ms.white(n, rng), 1500.0, q=0.6), 4000.0)
    ms.mix(out, ms.mul(sweep, ms.env_ar(n, 0.05, 0.2)), 0.0, 0.3)
    # F major: a fourth up, then home
    for m in (65, 69, 72):
        ms.mix(out, ms.marimba(ms.midi(m), 0.4, 0.4), 0.36, 0.36)
    for m, d in ((60, 0.0), (65, 0.012), (69, 0.024), (72, 0.036)):
        ms.mix(out, ms.marimba(ms.midi(m), 0.95, 1.0), 0.6 + d, 0.4)
    out = ms.reverb(out, wet=0.18, size=1.0)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.001, 0.2), PEAK)


def make_victory() -> list[float]:
    """The game's end: a bright brass fanfare in F over a held chord, with a cymbal swell."""
    rng = ms.rng_for("club-victory")
    dur = 2.6
    n = ms.n_of(dur)
    out = [0.0] * n
    # C5 C5 F5 A5 | C6 -- A5 C6 (held)
    phrase = [(0.0, 72, 0.1), (0.12, 72, 0.1), (0.24, 77, 0.12), (0.38, 81, 0.12),
              (0.52, 84, 0.3), (0.86, 81, 0.12), (1.0, 84, 1.3)]
    for at, m, d in phrase:
        ms.mix(out, ms.fm_brass(ms.midi(m), d, index=2.4), at, 0.5)
    for m in (65, 69, 72):
        ms.mix(out, ms.fm_brass(ms.midi(m), 1.3, index=1.8), 1.0, 0.26)
    out = ms.lowpass(out, 5000.0)
    for at, g in ((1.0, 1.0), (1.16, 0.55)):
        ms.mix(out, ms.glide_tone(110.0, 98.0, 0.3, 0.9, 0.8), at, 0.5 * g)
    cym = ms.highpass(ms.white(ms.n_of(1.5), rng), 5000.0)
    ms.mix(out, ms.mul(cym, ms.env_exp(len(cym), 1.3)), 1.0, 0.07)
    out = ms.mul(out, ms.env_ar(n, 0.001, 0.5, curve=1.4))
    out = ms.reverb(out, wet=0.22, size=1.2, feedback=0.78)
    return ms.normalise(ms.fade(ms.remove_dc(out), 0.002, 0.1), PEAK)


#: file name (without .wav) -> (maker, sample rate); the names are diamant.games.club.screens.sounds.SOUND_NAMES
SOUNDS = {
    "club-coins": (make_coins, SR),
    "club-token": (make_token, SR),
    "club-gems": (make_gems, SR),
    "club-tile": (make_tile, SR),
    "club-step": (make_step, SR),
    "club-diamond": (make_diamond, SR),
    "club-bonus": (make_bonus, SR),
    "club-round-end": (make_round_end, SR),
    "club-victory": (make_victory, SR),
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("names", nargs="*", help="sounds to make (default: all)")
    ap.add_argument("--out", type=Path, default=ms.DEFAULT_OUT, help="output folder")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    names = args.names or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        ap.error("unknown sound(s): " + ", ".join(unknown))
    for name in names:
        make, sr = SOUNDS[name]
        path = args.out / f"{name}.wav"
        ms.write_wav(path, make(), sr)
        if not args.quiet:
            print(ms.stats(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
