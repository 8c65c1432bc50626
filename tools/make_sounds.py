#!/usr/bin/env python3
"""Synthesise every sound of Diamant from scratch.

Pure Python only (math, random with fixed seeds, array, wave), so running

    python tools/make_sounds.py            # writes assets/sounds/*.wav
    python tools/make_sounds.py --out DIR click gems-1   # only some, elsewhere

regenerates byte-identical files on any machine. No recorded samples are used:
every sound is built from sine partials, FM, filtered noise and envelopes.

Levels: effects are normalised to a peak of -3 dBFS; the ambient cave loop is
much quieter (RMS about -31 dBFS, peaks below -12 dBFS) and loops seamlessly (its end is crossfaded
into its start).
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
import zlib
from array import array
from pathlib import Path

SR = 44100  # effects
SR_AMBIENT = 22050  # the cave loop: only low wind and drips, half the size
EFFECT_PEAK_DB = -3.0
AMBIENT_RMS_DB = -31.0  # the cave loop sits far below the effects
AMBIENT_MAX_PEAK_DB = -12.0
TAU = 2.0 * math.pi

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "sounds"


# --------------------------------------------------------------------------
# small DSP toolkit (lists of floats, -1..1)
# --------------------------------------------------------------------------

def rng_for(name: str) -> random.Random:
    """A generator seeded from the sound's name (crc32: stable, unlike hash())."""
    return random.Random(zlib.crc32(name.encode("utf-8")))


def silence(seconds: float, sr: int = SR) -> list[float]:
    return [0.0] * int(round(seconds * sr))


def n_of(seconds: float, sr: int = SR) -> int:
    return int(round(seconds * sr))


def mix(dst: list[float], src: list[float], at: float = 0.0, gain: float = 1.0, sr: int = SR) -> None:
    """Add src into dst starting at `at` seconds (clipped to dst's length)."""
    start = int(round(at * sr))
    end = min(len(dst), start + len(src))
    for i in range(max(0, start), end):
        dst[i] += gain * src[i - start]


def white(n: int, rng: random.Random) -> list[float]:
    u = rng.uniform
    return [u(-1.0, 1.0) for _ in range(n)]


def lowpass(x: list[float], fc: float, sr: int = SR) -> list[float]:
    """One-pole low-pass."""
    a = 1.0 - math.exp(-TAU * fc / sr)
    y = 0.0
    out = []
    ap = out.append
    for v in x:
        y += a * (v - y)
        ap(y)
    return out


def highpass(x: list[float], fc: float, sr: int = SR) -> list[float]:
    """One-pole high-pass (input minus its low-passed self)."""
    a = 1.0 - math.exp(-TAU * fc / sr)
    y = 0.0
    out = []
    ap = out.append
    for v in x:
        y += a * (v - y)
        ap(v - y)
    return out


def bandpass(x: list[float], fc, q: float = 1.0, sr: int = SR, block: int = 32) -> list[float]:
    """Chamberlin state-variable band-pass; fc is Hz or a function of time (s).

    A time-varying cutoff is re-evaluated every `block` samples.
    """
    low = band = 0.0
    damp = 1.0 / q
    out = []
    ap = out.append
    fixed = not callable(fc)
    f = 2.0 * math.sin(math.pi * min(fc, sr / 6.0) / sr) if fixed else 0.0
    for i, v in enumerate(x):
        if not fixed and i % block == 0:
            f = 2.0 * math.sin(math.pi * min(max(fc(i / sr), 10.0), sr / 6.0) / sr)
        low += f * band
        high = v - low - damp * band
        band += f * high
        ap(band)
    return out


def env_exp(n: int, t60: float, sr: int = SR) -> list[float]:
    """Exponential decay reaching -60 dB after t60 seconds."""
    k = math.log(1000.0) / (t60 * sr)
    return [math.exp(-k * i) for i in range(n)]


def env_ar(n: int, attack: float, release: float, sr: int = SR, curve: float = 2.0) -> list[float]:
    """Attack/release: rises over `attack` s, holds, falls over the last `release` s."""
    na = max(1, int(attack * sr))
    nr = max(1, int(release * sr))
    out = []
    for i in range(n):
        g = 1.0
        if i < na:
            g = i / na
        j = n - 1 - i
        if j < nr:
            g = min(g, (j / nr) ** curve)
        out.append(g)
    return out


def mul(x: list[float], e: list[float]) -> list[float]:
    return [a * b for a, b in zip(x, e)]


def fade(x: list[float], fade_in: float = 0.002, fade_out: float = 0.01, sr: int = SR) -> list[float]:
    """Raised-cosine fades so a file never starts or ends on a click."""
    n = len(x)
    ni = max(1, int(fade_in * sr))
    no = max(1, int(fade_out * sr))
    y = list(x)
    for i in range(min(ni, n)):
        y[i] *= 0.5 - 0.5 * math.cos(math.pi * i / ni)
    for i in range(min(no, n)):
        y[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / no)
    return y


def remove_dc(x: list[float], sr: int = SR) -> list[float]:
    return highpass(x, 20.0, sr)


def normalise(x: list[float], peak_db: float) -> list[float]:
    peak = max((abs(v) for v in x), default=0.0)
    if peak <= 0.0:
        return x
    g = 10.0 ** (peak_db / 20.0) / peak
    return [v * g for v in x]


def rms(x: list[float]) -> float:
    return math.sqrt(sum(v * v for v in x) / len(x)) if x else 0.0


def scale_rms(x: list[float], target: float) -> list[float]:
    r = rms(x)
    return [v * target / r for v in x] if r > 0.0 else x


def soft_clip(x: list[float], drive: float) -> list[float]:
    t = math.tanh
    return [t(drive * v) / drive for v in x]


def reverb(x: list[float], wet: float = 0.3, size: float = 1.0, damping: float = 0.35,
           feedback: float = 0.78, sr: int = SR, tail: float = 0.0) -> list[float]:
    """A small Schroeder reverb: four damped combs in parallel, two all-passes in series."""
    n = len(x) + int(tail * sr)
    src = x + [0.0] * (n - len(x))
    comb_ms = (29.7, 37.1, 41.1, 43.7)
    acc = [0.0] * n
    for ms in comb_ms:
        d = max(1, int(ms * size * sr / 1000.0))
        buf = [0.0] * d
        idx = 0
        store = 0.0
        for i in range(n):
            o = buf[idx]
            store = o * (1.0 - damping) + store * damping
            buf[idx] = src[i] + store * feedback
            idx += 1
            if idx == d:
                idx = 0
            acc[i] += o
    y = [v * 0.25 for v in acc]
    for ms, g in ((5.0, 0.7), (1.7, 0.7)):
        d = max(1, int(ms * sr / 1000.0))
        buf = [0.0] * d
        idx = 0
        out = []
        ap = out.append
        for v in y:
            b = buf[idx]
            o = -g * v + b
            buf[idx] = v + g * o
            idx += 1
            if idx == d:
                idx = 0
            ap(o)
        y = out
    return [(1.0 - wet) * a + wet * b for a, b in zip(src, y)]


def midi(m: float) -> float:
    return 440.0 * 2.0 ** ((m - 69.0) / 12.0)


def partials_tone(freq: float, dur: float, partials, sr: int = SR, attack: float = 0.002,
                  vibrato: float = 0.0, vib_rate: float = 5.5) -> list[float]:
    """Additive tone: partials are (ratio, amplitude, t60 seconds); those above 0.45*sr are dropped."""
    n = n_of(dur, sr)
    out = [0.0] * n
    na = max(1, int(attack * sr))
    for ratio, amp, t60 in partials:
        f = freq * ratio
        if f >= 0.45 * sr:
            continue
        k = math.log(1000.0) / (t60 * sr)
        w = TAU * f / sr
        s = math.sin
        e = math.exp
        if vibrato:
            vw = TAU * vib_rate / sr
            phase = 0.0
            for i in range(n):
                phase += w * (1.0 + vibrato * s(vw * i))
                out[i] += amp * s(phase) * e(-k * i)
        else:
            for i in range(n):
                out[i] += amp * s(w * i) * e(-k * i)
    for i in range(min(na, n)):
        out[i] *= i / na
    return out


def glide_tone(f0: float, f1: float, glide: float, dur: float, t60: float, sr: int = SR) -> list[float]:
    """A sine whose pitch moves exponentially from f0 to f1 over `glide` s, decaying."""
    n = n_of(dur, sr)
    k = math.log(1000.0) / (t60 * sr)
    ng = max(1, int(glide * sr))
    ratio = f1 / f0
    phase = 0.0
    out = []
    for i in range(n):
        f = f0 * ratio ** min(1.0, i / ng)
        phase += TAU * f / sr
        out.append(math.sin(phase) * math.exp(-k * i))
    return out


def fm_brass(freq: float, dur: float, sr: int = SR, index: float = 3.2, detune_cents: float = 4.0) -> list[float]:
    """FM brass: 1:1 carrier/modulator, index following the envelope (brighter when louder)."""
    n = n_of(dur, sr)
    na = int(0.035 * sr)
    nd = int(0.09 * sr)
    nr = int(min(0.12, dur * 0.4) * sr)
    out = [0.0] * n
    for cents, amp in ((0.0, 0.6), (detune_cents, 0.4)):
        f = freq * 2.0 ** (cents / 1200.0)
        w = TAU * f / sr
        vw = TAU * 5.2 / sr
        pc = pm = 0.0
        for i in range(n):
            if i < na:
                e = i / na
            elif i < na + nd:
                e = 1.0 - 0.25 * (i - na) / nd
            else:
                e = 0.75
            j = n - 1 - i
            if j < nr:
                e *= j / nr
            vib = 1.0 + (0.004 * min(1.0, max(0.0, (i - 0.18 * sr) / (0.2 * sr)))) * math.sin(vw * i)
            pm += w * vib
            pc += w * vib
            out[i] += amp * e * math.sin(pc + index * e * math.sin(pm))
    return out


def noise_burst(dur: float, rng: random.Random, t60: float, lp: float | None = None,
                hp: float | None = None, sr: int = SR, attack: float = 0.0005) -> list[float]:
    """Filtered white noise with a very short linear attack and an exponential decay."""
    n = n_of(dur, sr)
    x = white(n, rng)
    if hp:
        x = highpass(x, hp, sr)
    if lp:
        x = lowpass(x, lp, sr)
    e = env_exp(n, t60, sr)
    na = max(1, int(attack * sr))
    for i in range(min(n, na)):
        e[i] *= i / na
    return mul(x, e)


# --------------------------------------------------------------------------
# the sounds
# --------------------------------------------------------------------------

def make_card_flip() -> list[float]:
    rng = rng_for("card-flip")
    dur = 0.34
    out = silence(dur)
    n = n_of(0.24)
    # the swish: noise through a band-pass whose centre sweeps up then settles
    sweep = lambda t: 1400.0 + 4200.0 * math.sin(math.pi * min(1.0, t / 0.2)) ** 1.5  # noqa: E731
    swish = bandpass(white(n, rng), sweep, q=1.1)
    e = [((i / n) ** 1.2) * (1.0 - i / n) ** 1.8 * 6.0 for i in range(n)]
    mix(out, mul(swish, e), 0.0, 0.9)
    # papery crackle: sparse grains of bright noise during the swish
    crackle = [0.0] * n
    i = 0
    while i < n:
        i += int(rng.uniform(0.003, 0.012) * SR)
        g = noise_burst(0.004, rng, 0.004, hp=2500.0)
        for j, v in enumerate(g):
            if i + j < n:
                crackle[i + j] += v * rng.uniform(0.2, 1.0) * e[min(n - 1, i + j)]
    mix(out, crackle, 0.0, 0.35)
    # the flick as the card lands
    mix(out, noise_burst(0.03, rng, 0.02, hp=1800.0), 0.185, 0.55)
    mix(out, partials_tone(340.0, 0.08, [(1.0, 1.0, 0.05), (2.7, 0.4, 0.03)], attack=0.001), 0.185, 0.35)
    out = highpass(lowpass(lowpass(out, 6500.0), 6500.0), 400.0)
    return normalise(fade(remove_dc(out), 0.003, 0.03), EFFECT_PEAK_DB)


GEM_MODES = [(1.0, 1.0, 1.0), (2.756, 0.5, 0.55), (5.404, 0.25, 0.3), (8.933, 0.12, 0.18)]


def tink(rng: random.Random, freq: float, t60: float) -> list[float]:
    parts = [(r, a * rng.uniform(0.7, 1.0), t60 * d) for r, a, d in GEM_MODES]
    tone = partials_tone(freq, t60 * 1.1, parts, attack=0.0008)
    hit = noise_burst(0.004, rng, 0.003, hp=4000.0)
    mix(tone, hit, 0.0, 0.3)
    return tone


def make_gems(name: str, count: int, spread: float, dur: float, rattle: float) -> list[float]:
    rng = rng_for(name)
    out = silence(dur)
    times = sorted(spread * rng.random() ** 1.25 for _ in range(count))
    times[0] = 0.0
    for k, t in enumerate(times):
        freq = rng.uniform(1900.0, 4200.0)
        amp = rng.uniform(0.45, 1.0) * (1.0 - 0.35 * k / max(1, count))
        mix(out, tink(rng, freq, rng.uniform(0.12, 0.3)), t, amp)
    if rattle:
        # many tiny knocks of stones against each other under the tinks
        n = n_of(spread + 0.1)
        grit = [0.0] * n
        for _ in range(int(count * 4)):
            at = int(rng.random() ** 1.3 * (n - 200))
            g = noise_burst(0.006, rng, 0.004, hp=3000.0)
            a = rng.uniform(0.1, 0.5)
            for j, v in enumerate(g):
                grit[at + j] += a * v
        mix(out, bandpass(grit, 5200.0, q=0.9), 0.0, rattle)
    out = reverb(out, wet=0.12, size=0.6, feedback=0.7)
    return normalise(fade(remove_dc(out), 0.001, 0.08), EFFECT_PEAK_DB)


def make_hazard_warning() -> list[float]:
    rng = rng_for("hazard-warning")
    dur = 1.05
    n = n_of(dur)
    out = [0.0] * n
    # a dissonant low drone (tritone) with a slow, uneven tremolo
    drone = [0.0] * n
    for f, amp in ((55.0, 1.0), (77.8, 0.6), (58.0, 0.5)):
        for h in range(1, 8):
            fh = f * h
            a = amp / h
            w = TAU * fh / SR
            for i in range(n):
                drone[i] += a * math.sin(w * i)
    drone = lowpass(drone, 600.0)
    trem = [0.75 + 0.25 * math.sin(TAU * 5.3 * i / SR) * math.sin(TAU * 0.9 * i / SR) for i in range(n)]
    mix(out, mul(drone, trem), 0.0, 0.35)
    # rumble: twice low-passed noise, swelling
    rumble = lowpass(lowpass(white(n, rng), 140.0), 140.0)
    mix(out, rumble, 0.0, 9.0)
    # hiss: like breath or sliding sand, rising and falling
    hiss = highpass(highpass(white(n, rng), 3500.0), 3500.0)
    he = [math.sin(math.pi * min(1.0, i / n)) ** 2 for i in range(n)]
    mix(out, mul(hiss, he), 0.0, 0.18)
    out = mul(out, env_ar(n, 0.22, 0.4, curve=1.6))
    return normalise(fade(remove_dc(out), 0.01, 0.05), EFFECT_PEAK_DB)


def make_disaster() -> list[float]:
    rng = rng_for("disaster")
    dur = 1.9
    n = n_of(dur)
    out = [0.0] * n
    # the first impact: a burst of noise and a sinking boom
    mix(out, noise_burst(0.35, rng, 0.3, lp=1800.0), 0.0, 1.4)
    mix(out, glide_tone(95.0, 34.0, 0.9, 1.6, 1.3), 0.0, 0.9)
    # secondary collapses
    for at, g in ((0.32, 0.7), (0.61, 0.55), (0.95, 0.35)):
        mix(out, noise_burst(0.3, rng, 0.25, lp=1200.0), at, 1.2 * g)
        mix(out, glide_tone(80.0, 38.0, 0.5, 0.8, 0.7), at, 0.6 * g)
    # a rolling rumble of rock, slowly dying away
    rumble = lowpass(lowpass(white(n, rng), 220.0), 220.0)
    roll = [0.0] * n
    level = 1.0
    for i in range(n):
        if i % 2205 == 0:
            target = rng.uniform(0.5, 1.0)
        level += 0.0008 * (target - level)
        t = i / SR
        roll[i] = level * min(1.0, t / 0.03) * (1.0 - min(1.0, max(0.0, (t - 0.7) / 1.15))) ** 1.5
    mix(out, mul(rumble, roll), 0.0, 12.0)
    # debris: stones of every size, thick at first, then fewer
    for _ in range(70):
        at = 1.55 * rng.random() ** 1.8
        size = rng.random()
        f = 300.0 + 2600.0 * (1.0 - size) * rng.random()
        grain = noise_burst(0.02 + 0.06 * size, rng, 0.015 + 0.05 * size)
        grain = bandpass(grain, f, q=rng.uniform(2.0, 6.0))
        gain = (0.3 + 0.7 * size) * (1.0 - 0.55 * at / 1.55) * 1.8
        mix(out, grain, at, gain)
    out = soft_clip(out, 1.6)
    out = reverb(out, wet=0.28, size=1.3, feedback=0.8, damping=0.45)
    out = mul(out, env_ar(n, 0.001, 0.45, curve=1.3))
    return normalise(fade(remove_dc(out), 0.002, 0.05), EFFECT_PEAK_DB)


def make_leave() -> list[float]:
    rng = rng_for("leave")
    dur = 1.35
    out = silence(dur)
    # three footsteps on gravel, walking away
    for k, at in enumerate((0.0, 0.2, 0.4)):
        g = 1.0 - 0.22 * k
        crunch = noise_burst(0.09, rng, 0.07, attack=0.004)
        crunch = bandpass(crunch, 1300.0 + 300.0 * k, q=0.8)
        gate = lowpass([1.0 if rng.random() < 0.45 else 0.2 for _ in range(len(crunch))], 400.0)
        crunch = lowpass(mul(crunch, gate), 4500.0)
        mix(out, crunch, at, 0.9 * g)
        mix(out, partials_tone(95.0, 0.09, [(1.0, 1.0, 0.06), (2.3, 0.3, 0.03)], attack=0.003), at, 0.5 * g)
    # a soft, rising chime: out safely with the treasure
    bell = [(1.0, 1.0, 0.9), (2.0, 0.25, 0.5), (3.01, 0.08, 0.3), (4.16, 0.04, 0.2)]
    chime = silence(dur)
    mix(chime, partials_tone(midi(84), 0.9, bell, attack=0.004), 0.46)  # C6
    mix(chime, partials_tone(midi(88), 0.75, bell, attack=0.004), 0.58, 0.8)  # E6
    mix(chime, partials_tone(midi(91), 0.65, bell, attack=0.004), 0.7, 0.7)  # G6
    mix(out, chime, 0.0, 0.45)
    out = reverb(out, wet=0.18, size=0.8)
    return normalise(fade(remove_dc(out), 0.002, 0.12), EFFECT_PEAK_DB)


def make_relic() -> list[float]:
    rng = rng_for("relic")
    dur = 2.1
    n = n_of(dur)
    out = [0.0] * n
    # a warm pad (Cmaj9) with a different slow tremolo on each voice
    pad = [0.0] * n
    for m in (60, 64, 67, 71, 74):
        f = midi(m)
        rate = rng.uniform(4.0, 7.0)
        ph = rng.uniform(0.0, TAU)
        w = TAU * f / SR
        wr = TAU * rate / SR
        for i in range(n):
            pad[i] += math.sin(w * i) * (0.7 + 0.3 * math.sin(wr * i + ph)) + 0.15 * math.sin(2 * w * i)
    mix(out, mul(pad, env_ar(n, 0.35, 0.9, curve=1.5)), 0.0, 0.09)
    # the sparkle: a fast upward run of glassy bells over two octaves (lydian)
    scale = [0, 2, 4, 6, 7, 9, 11]
    notes = [72 + 12 * (k // 7) + scale[k % 7] for k in range(17)]
    sparkle = [(1.0, 1.0, 0.7), (2.0, 0.2, 0.35), (3.9, 0.08, 0.2)]
    for k, m in enumerate(notes):
        at = 0.04 + k * 0.05 + rng.uniform(-0.008, 0.008)
        tone = partials_tone(midi(m) * rng.uniform(0.998, 1.002), 0.8, sparkle, attack=0.003,
                             vibrato=0.002, vib_rate=rng.uniform(5.0, 8.0))
        mix(out, tone, at, 0.32 * (0.6 + 0.4 * math.sin(math.pi * k / len(notes))))
    # fairy dust: random high twinkles after the run
    for _ in range(14):
        at = rng.uniform(0.5, 1.5)
        mix(out, partials_tone(rng.uniform(3000.0, 6000.0), 0.3, [(1.0, 1.0, 0.18)], attack=0.002), at,
            rng.uniform(0.05, 0.14))
    # air
    air = highpass(highpass(white(n, rng), 6000.0), 6000.0)
    mix(out, mul(air, env_ar(n, 0.5, 1.2, curve=1.5)), 0.0, 0.12)
    out = reverb(out, wet=0.35, size=1.1, feedback=0.8)
    return normalise(fade(remove_dc(out), 0.003, 0.25), EFFECT_PEAK_DB)


def wood_knock(rng: random.Random, scale: float = 1.0) -> list[float]:
    modes = [(1.0, 1.0, 0.22), (2.36, 0.6, 0.12), (4.8, 0.35, 0.07), (10.4, 0.15, 0.035)]
    body = partials_tone(150.0 * scale, 0.3, modes, attack=0.001)
    mix(body, lowpass(noise_burst(0.02, rng, 0.012, lp=2000.0), 2000.0), 0.0, 1.2)
    return body


def marimba(freq: float, dur: float, t60: float) -> list[float]:
    return partials_tone(freq, dur, [(1.0, 1.0, t60), (3.93, 0.22, t60 * 0.2), (9.2, 0.05, t60 * 0.08)],
                         attack=0.002)


def make_round_end() -> list[float]:
    rng = rng_for("round-end")
    dur = 1.7
    out = silence(dur)
    # the barricade drops: a heavy wooden thud and a smaller bounce
    mix(out, wood_knock(rng), 0.0, 1.0)
    mix(out, wood_knock(rng, 1.12), 0.085, 0.45)
    mix(out, glide_tone(70.0, 45.0, 0.2, 0.35, 0.3), 0.0, 0.7)
    # a short cadence: G major, then home on C major
    for m in (55, 59, 62):
        mix(out, marimba(midi(m), 0.45, 0.45), 0.36, 0.42)
    for m, d in ((48, 0.0), (52, 0.012), (55, 0.024), (60, 0.036)):
        mix(out, marimba(midi(m), 1.05, 1.1), 0.62 + d, 0.45)
    out = reverb(out, wet=0.2, size=1.0)
    return normalise(fade(remove_dc(out), 0.001, 0.2), EFFECT_PEAK_DB)


def make_victory() -> list[float]:
    rng = rng_for("victory")
    dur = 2.8
    n = n_of(dur)
    out = [0.0] * n
    # a brass fanfare: G4 C5 E5 G5 -- E5 G5, then a held C major chord
    phrase = [(0.0, 67, 0.13), (0.14, 72, 0.13), (0.28, 76, 0.13), (0.42, 79, 0.34),
              (0.8, 76, 0.14), (0.96, 79, 1.6)]
    for at, m, d in phrase:
        mix(out, fm_brass(midi(m), d, index=2.6), at, 0.5)
    for m in (60, 64, 67):
        mix(out, fm_brass(midi(m), 1.6, index=2.0), 0.96, 0.28)
    brass = lowpass(out, 4500.0)
    out = brass
    # timpani on the last chord, and a soft cymbal swell
    for at, g in ((0.96, 1.0), (1.12, 0.6)):
        mix(out, glide_tone(100.0, 88.0, 0.3, 1.0, 0.9), at, 0.55 * g)
        mix(out, noise_burst(0.05, rng, 0.03, lp=900.0), at, 0.35 * g)
    cym = highpass(white(n_of(1.7), rng), 5000.0)
    mix(out, mul(cym, env_exp(len(cym), 1.5)), 0.96, 0.07)
    out = mul(out, env_ar(n, 0.001, 0.6, curve=1.4))
    out = reverb(out, wet=0.22, size=1.2, feedback=0.78)
    return normalise(fade(remove_dc(out), 0.002, 0.1), EFFECT_PEAK_DB)


def make_click() -> list[float]:
    rng = rng_for("click")
    out = silence(0.07)
    mix(out, partials_tone(1750.0, 0.06, [(1.0, 1.0, 0.018), (2.03, 0.5, 0.01), (0.37, 0.4, 0.02)],
                           attack=0.0004))
    mix(out, noise_burst(0.004, rng, 0.003, hp=3000.0), 0.0, 0.5)
    return normalise(fade(remove_dc(out), 0.0004, 0.01), EFFECT_PEAK_DB)


def make_decision() -> list[float]:
    rng = rng_for("decision")
    dur = 0.36
    out = silence(dur)
    # the card slides across the table...
    n = n_of(0.13)
    slide = bandpass(white(n, rng), lambda t: 2600.0 - 9000.0 * t, q=0.8)
    slide = lowpass(lowpass(slide, 4500.0), 4500.0)
    mix(out, mul(slide, [math.sin(math.pi * i / n) ** 2 for i in range(n)]), 0.0, 0.5)
    # ...and is pressed down, face-down, with a soft tap
    at = 0.12
    mix(out, lowpass(noise_burst(0.06, rng, 0.03, lp=1400.0, attack=0.0015), 2500.0), at, 1.2)
    mix(out, partials_tone(190.0, 0.18, [(1.0, 1.0, 0.09), (2.2, 0.5, 0.05), (4.1, 0.2, 0.03)],
                           attack=0.001), at, 0.55)
    return normalise(fade(remove_dc(out), 0.002, 0.05), EFFECT_PEAK_DB)


def make_ambient_cave() -> list[float]:
    """16 s of low cave wind with distant drips; the tail is crossfaded into the head."""
    sr = SR_AMBIENT
    rng = rng_for("ambient-cave")
    loop = 16.0
    xfade = 2.5
    L = n_of(loop, sr)
    C = n_of(xfade, sr)
    n = L + C
    # wind: noise through a slowly wandering band-pass, plus a deep rumble
    wind_fc = lambda t: 260.0 + 120.0 * math.sin(TAU * t / 11.3) + 70.0 * math.sin(TAU * t / 4.1 + 1.3)  # noqa: E731
    wind = bandpass(white(n, rng), wind_fc, q=1.6, sr=sr)
    howl_fc = lambda t: 620.0 + 90.0 * math.sin(TAU * t / 7.7 + 0.4)  # noqa: E731
    howl = bandpass(white(n, rng), howl_fc, q=9.0, sr=sr)
    deep = lowpass(lowpass(white(n, rng), 80.0, sr), 80.0, sr)
    # gusts: a smooth random amplitude curve
    gust = []
    level = 0.6
    target = 0.6
    for i in range(n):
        if i % (sr // 2) == 0:
            target = rng.uniform(0.3, 1.0)
        level += (target - level) * (2.0 / sr)
        gust.append(level)
    wind = scale_rms(wind, 1.0)
    howl = scale_rms(howl, 0.22)
    deep = scale_rms(deep, 0.7)
    bed = [g * (w + h) + d for g, w, h, d in zip(gust, wind, howl, deep)]
    # drips: now near, now far, at random times, each with its cave echo
    drips = [0.0] * n
    t = rng.uniform(0.6, 1.2)
    while t < loop - 0.4:
        f0 = rng.uniform(900.0, 1900.0)
        d = glide_tone(f0, f0 * rng.uniform(1.4, 1.9), 0.02, 0.2, rng.uniform(0.07, 0.14), sr=sr)
        d = fade(d, 0.001, 0.02, sr=sr)
        mix(drips, d, t, rng.uniform(0.35, 1.0), sr=sr)
        if rng.random() < 0.3:  # a second drop from the same place
            mix(drips, d, t + rng.uniform(0.25, 0.6), rng.uniform(0.2, 0.5), sr=sr)
        t += rng.uniform(0.9, 3.2)
    drips = reverb(drips, wet=0.5, size=2.2, feedback=0.84, damping=0.5, sr=sr)
    mix(bed, drips, 0.0, 7.0, sr=sr)
    bed = remove_dc(bed, sr)
    # seamless loop: the last `xfade` seconds fade out over the first ones fading in
    out = bed[:L]
    for i in range(C):
        a = (i / C) * (math.pi / 2.0)
        out[i] = bed[i] * math.sin(a) + bed[L + i] * math.cos(a)
    out = scale_rms(out, 10.0 ** (AMBIENT_RMS_DB / 20.0))
    if max(abs(v) for v in out) > 10.0 ** (AMBIENT_MAX_PEAK_DB / 20.0):
        out = normalise(out, AMBIENT_MAX_PEAK_DB)
    return out


SOUNDS = {
    "card-flip": (make_card_flip, SR),
    "gems-1": (lambda: make_gems("gems-1", 3, 0.28, 0.75, 0.0), SR),
    "gems-2": (lambda: make_gems("gems-2", 8, 0.55, 1.0, 0.25), SR),
    "gems-3": (lambda: make_gems("gems-3", 20, 1.0, 1.45, 0.5), SR),
    "hazard-warning": (make_hazard_warning, SR),
    "disaster": (make_disaster, SR),
    "leave": (make_leave, SR),
    "relic": (make_relic, SR),
    "round-end": (make_round_end, SR),
    "victory": (make_victory, SR),
    "click": (make_click, SR),
    "decision": (make_decision, SR),
    "ambient-cave": (make_ambient_cave, SR_AMBIENT),
}


def write_wav(path: Path, samples: list[float], sr: int) -> None:
    """16-bit mono PCM, little-endian, rounded and clamped."""
    data = array("h", (max(-32767, min(32767, int(round(v * 32767.0)))) for v in samples))
    if sys.byteorder != "little":
        data.byteswap()
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sr)
        w.writeframes(data.tobytes())


def stats(path: Path) -> str:
    with wave.open(str(path), "rb") as w:
        sr = w.getframerate()
        frames = w.readframes(w.getnframes())
    vals = struct.unpack("<%dh" % (len(frames) // 2), frames)
    peak = max(abs(v) for v in vals) / 32768.0
    rms = math.sqrt(sum(v * v for v in vals) / len(vals)) / 32768.0
    db = lambda v: 20.0 * math.log10(v) if v > 0 else -math.inf  # noqa: E731
    return f"{path.name:20s} {len(vals) / sr:6.2f} s  peak {db(peak):6.1f} dBFS  rms {db(rms):6.1f} dBFS"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="sounds to make (default: all)")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    names = args.names or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        ap.error("unknown sound(s): " + ", ".join(unknown))
    for name in names:
        make, sr = SOUNDS[name]
        path = args.out / f"{name}.wav"
        write_wav(path, make(), sr)
        if not args.quiet:
            print(stats(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
