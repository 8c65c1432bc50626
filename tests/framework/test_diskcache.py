"""What a start would otherwise make again: the disk cache (diamant.diskcache) of the art
rasterised at a size and of the parsed texts of a language (a kept entry gives exactly what making
it gives; a damaged, foreign or missing entry is made again, never an error), and the texts put
together without loading fluent.runtime."""
from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pygame
import pytest
from fluent.syntax import ast as FTL

from diamant import diskcache
from diamant.i18n import core as i18n
from diamant.ui import art as art_module
from diamant.ui.art import ArtCache


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Iterator[Path]:
    folder = tmp_path / "cache"
    monkeypatch.setenv(diskcache.CACHE_ENV, str(folder))
    diskcache.release()  # a start run by another test may have held the cache
    yield folder
    diskcache.release()
    assert diskcache.wait(10.0)


def _written() -> None:
    """What was stored is on disk (the cache writes on a thread of its own)."""
    assert diskcache.wait(10.0)


def _entries(folder: Path, kind: str) -> list[Path]:
    _written()
    return sorted((folder / kind).glob(f"*{diskcache.SUFFIX}")) if (folder / kind).is_dir() else []


# ------------------------------------------------------------------------------ the cache itself
def test_a_kept_payload_comes_back_whole(cache):
    key = diskcache.key_of("a", b"b")
    assert diskcache.load("k", key) is None
    diskcache.store("k", key, b"payload" * 100)
    _written()
    assert diskcache.load("k", key) == b"payload" * 100
    assert diskcache.key_of("ab", "c") != diskcache.key_of("a", "bc")


@pytest.mark.parametrize("damage", ["truncated", "flipped", "garbage", "empty"])
def test_a_damaged_entry_is_a_miss_and_goes(cache, damage):
    key = diskcache.key_of("x")
    diskcache.store("k", key, bytes(range(256)) * 8)
    (path,) = _entries(cache, "k")
    blob = path.read_bytes()
    path.write_bytes({"truncated": blob[:-10], "flipped": blob[:-1] + bytes([blob[-1] ^ 1]),
                      "garbage": b"not a cache entry at all", "empty": b""}[damage])
    assert diskcache.load("k", key) is None
    assert not path.exists()
    diskcache.store("k", key, b"again")
    _written()
    assert diskcache.load("k", key) == b"again"


def test_no_folder_no_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(diskcache.CACHE_ENV, "")
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    diskcache.store("k", "key", b"data")
    _written()
    assert diskcache.load("k", "key") is None
    assert not (tmp_path / "home").exists()


def test_the_cache_sits_in_the_players_folder_when_it_is_moved(tmp_path, monkeypatch):
    monkeypatch.delenv(diskcache.CACHE_ENV, raising=False)
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    assert diskcache.folder() == tmp_path / "home" / "cache"


def test_a_folder_that_cannot_be_written_keeps_nothing_and_raises_nothing(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    monkeypatch.setenv(diskcache.CACHE_ENV, str(blocker))
    diskcache.store("k", "key", b"data")
    _written()
    assert diskcache.load("k", "key") is None


def test_each_kind_keeps_a_bounded_number_of_entries_the_newest(cache, monkeypatch):
    monkeypatch.setattr(diskcache, "MAX_FILES", 3)
    for n in range(5):
        diskcache.store("k", f"key{n}", b"x")
        _written()
        path = cache / "k" / f"key{n}{diskcache.SUFFIX}"
        os.utime(path, (1000 + n, 1000 + n))  # file times are coarse: make the order plain
    assert [p.stem for p in _entries(cache, "k")] == ["key2", "key3", "key4"]


def test_held_entries_are_written_only_on_release(cache):
    diskcache.hold()
    try:
        diskcache.store("k", "early", b"made before the first frame")
        assert not (cache / "k").exists() and diskcache.load("k", "early") is None
    finally:
        diskcache.release()
    _written()
    assert diskcache.load("k", "early") == b"made before the first frame"
    diskcache.store("k", "late", b"after")  # released: written soon
    _written()
    assert diskcache.load("k", "late") == b"after"


def test_a_temporary_file_left_behind_goes_when_old(cache):
    diskcache.store("k", "a", b"x")
    _written()
    left = cache / "k" / ".left-by-a-killed-process.tmp"
    fresh = cache / "k" / ".being-written-now.tmp"
    left.write_bytes(b"half")
    fresh.write_bytes(b"half")
    os.utime(left, (1000, 1000))
    diskcache.store("k", "b", b"y")
    _written()
    assert not left.exists() and fresh.exists()


# ------------------------------------------------------------------------------ the art
def test_art_is_rasterised_once_then_read_back_the_same(cache, monkeypatch):
    first = ArtCache().rasterise("background", (96, 54))
    _written()

    def no_rasterising(*args):
        raise AssertionError("the kept raster should have been used")
    monkeypatch.setattr(pygame.image, "load_sized_svg", no_rasterising)
    again = ArtCache().rasterise("background", (96, 54))
    assert again.get_size() == first.get_size()
    assert again.get_masks() == first.get_masks() and again.get_flags() == first.get_flags()
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")


def test_damaged_kept_art_is_rasterised_again(cache):
    first = ArtCache().rasterise("card-back", (40, 56))
    (path,) = _entries(cache, "art")
    path.write_bytes(path.read_bytes()[:100])
    again = ArtCache().rasterise("card-back", (40, 56))
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")
    assert len(_entries(cache, "art")) == 1  # made and kept anew


def test_changed_art_is_not_taken_from_the_cache(cache, tmp_path):
    folder = tmp_path / "art"
    folder.mkdir()
    source = (art_module.ART_DIR / "card-back.svg").read_text(encoding="utf-8")
    (folder / "x.svg").write_text(source, encoding="utf-8")
    before = ArtCache(folder).rasterise("x", (40, 56))
    _written()
    (folder / "x.svg").write_text(source.replace("<svg", "<svg opacity=\"0.5\"", 1), encoding="utf-8")
    after = ArtCache(folder).rasterise("x", (40, 56))
    assert pygame.image.tobytes(after, "RGBA") != pygame.image.tobytes(before, "RGBA")


# ------------------------------------------------------------------------------ the texts
def _texts(loc: i18n.Localizer) -> dict[str, str]:
    return {key: loc.t(key) for key in sorted(loc.ids) if not key.startswith("-")}


def test_texts_are_parsed_once_then_read_back_the_same(cache, monkeypatch):
    i18n.Localizer._english_cache.clear()
    first = i18n.Localizer("pl")
    _written()
    assert _entries(cache, "texts")

    def no_parsing(*args, **kwargs):
        raise AssertionError("the kept texts should have been used")
    monkeypatch.setattr(i18n._parser, "parse", no_parsing)
    again = i18n.Localizer("pl")
    assert again.lang == "pl" and again.ids == first.ids
    assert _texts(again) == _texts(first)
    assert again.t("logbook-leaves", who="Аня", people=2, gems=5) == \
        first.t("logbook-leaves", who="Аня", people=2, gems=5)


def test_damaged_kept_texts_are_parsed_again(cache):
    first = i18n.Localizer("ru")
    _written()
    for path in _entries(cache, "texts"):
        path.write_bytes(path.read_bytes()[:-3])
    again = i18n.Localizer("ru")
    assert again.lang == "ru" and _texts(again) == _texts(first)


class _Boom:
    def __reduce__(self):
        return (os.system, ("echo should-never-run",))


def test_kept_texts_naming_anything_but_the_syntax_tree_are_refused(cache, monkeypatch):
    i18n.Localizer("ja")
    (path,) = _entries(cache, "texts")
    key = path.stem
    diskcache.store("texts", key, pickle.dumps([_Boom()]))
    _written()
    ran = []
    monkeypatch.setattr(os, "system", lambda *a: ran.append(a))
    again = i18n.Localizer("ja")
    assert not ran
    assert again.lang == "ja" and again.error is None


def test_a_broken_locale_is_never_kept_and_still_falls_back(cache, tmp_path):
    for lang in ("en", "ru"):
        (tmp_path / "loc" / lang).mkdir(parents=True)
    (tmp_path / "loc" / "en" / "a.ftl").write_text("hello = Hello\n", encoding="utf-8")
    (tmp_path / "loc" / "ru" / "a.ftl").write_text("hello = { broken\n", encoding="utf-8")
    for _ in range(2):
        loc = i18n.Localizer("ru", locales_path=tmp_path / "loc")
        assert loc.lang == "en" and loc.error and loc.t("hello") == "Hello"
    assert len(_entries(cache, "texts")) == 1  # English only


# ------------------------------------------------------------------------------ plain texts
def _variables(node, found: set[str]) -> set[str]:
    if isinstance(node, FTL.VariableReference):
        found.add(node.id.name)
    if isinstance(node, FTL.BaseNode):
        for value in vars(node).values():
            _variables(value, found)
    elif isinstance(node, list):
        for value in node:
            _variables(value, found)
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_every_text_reads_as_fluent_formats_it(lang):
    """Texts of words and text variables are put together without fluent.runtime: to the
    letter what a FluentBundle gives, for every message and attribute of every language."""
    from fluent.runtime import FluentBundle
    loc = i18n.Localizer(lang)
    assert loc._texts is not None and loc.lang == lang
    resources = loc._texts._resources
    bundle = FluentBundle([lang], use_isolating=False)
    for resource in resources:
        bundle.add_resource(resource)
    names = _variables(resources, set())
    arg_sets = [{}, {n: "Ånna «x» 日本" for n in names}, {n: 3 for n in names}]
    checked = 0
    for msg_id in sorted(bundle._messages):
        message = bundle.get_message(msg_id)
        for attribute, pattern in [("", message.value), *message.attributes.items()]:
            if pattern is None:
                continue
            key = f"{msg_id}.{attribute}" if attribute else msg_id
            for args in arg_sets:
                expected, errors = bundle.format_pattern(pattern, args)
                if not errors:
                    assert loc.t(key, **args) == str(expected), (key, args)
                    checked += 1
    assert checked > 1000


def test_the_titles_texts_need_no_fluent_runtime():
    code = ("import sys\n"
            "from diamant.i18n import Localizer\n"
            "loc = Localizer('en')\n"
            "assert loc.t('menu-quit') and loc.t('title-version', version='1.2') == 'Version 1.2'\n"
            "assert 'fluent.runtime' not in sys.modules and 'babel' not in sys.modules, 'loaded'\n"
            "assert loc.t('logbook-leaves', who='Ann', people=2, gems=5) != 'logbook-leaves'\n"
            "assert 'fluent.runtime' in sys.modules\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.returncode == 0, out.stderr[-2000:]


# ------------------------------------------------------------------------------ the sounds
AMBIENT_NAME = "ambient-cave"  # 16 s at 22 kHz, mono: the mixer converts it


@pytest.fixture
def mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_a_long_sound_is_converted_once_then_read_back_the_same(cache, mixer, monkeypatch):
    from diamant.ui.audio import Audio
    first = Audio()
    assert first.init()
    samples = first.sound(AMBIENT_NAME).get_raw()
    assert len(_entries(cache, "sound")) == 1
    first.shutdown()

    again = Audio()
    assert again.init()
    real_sound = pygame.mixer.Sound

    def from_samples_only(*args, **kwargs):
        assert "buffer" in kwargs, "the kept samples should have been used"
        return real_sound(*args, **kwargs)
    monkeypatch.setattr(pygame.mixer, "Sound", from_samples_only)
    kept = again.sound(AMBIENT_NAME)
    assert kept.get_raw() == samples and kept.get_length() == pytest.approx(16.0)
    again.shutdown()


def test_short_sounds_are_not_kept(cache, mixer):
    from diamant.ui.audio import Audio
    audio = Audio()
    assert audio.init() and audio.sound("click") is not None
    assert _entries(cache, "sound") == []
    audio.shutdown()


def test_crafted_texts_read_as_fluent_formats_them(tmp_path):
    from fluent.runtime import FluentBundle
    long = "w" * 2600
    source = (f"quoted = {{ \"Diamonds Club\" }}\n"
              f"escaped = a {{ \"\\\\ \\\" \\u00E9 \\U01F48E\" }} b\n"
              f"mixed = {{ \"x\" }} and {{ $who }}\n"
              f"alone = {{ $who }}\n"
              f"long-with-var = {long} {{ $who }}\n"
              f"long-plain = {long} {{ \"q\" }}\n"
              f"nested = {{ {{ $who }} }}\n"
              f"num = {{ $who }} has {{ $n }}\n"
              f"attrs = v\n    .a = first {{ $who }}\n    .a = second {{ $who }}\n")
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.ftl").write_text(source, encoding="utf-8")
    loc = i18n.Localizer("en", locales_path=tmp_path)
    assert loc.error is None
    bundle = FluentBundle(["en"], use_isolating=False)
    for resource in loc._texts._resources:
        bundle.add_resource(resource)
    for args in [{}, {"who": "Ann", "n": 3}, {"who": "z" * 2600}, {"who": 5}]:
        for key in ["quoted", "escaped", "mixed", "alone", "long-with-var", "long-plain", "nested", "num",
                    "attrs.a"]:
            msg_id, _, attribute = key.partition(".")
            message = bundle.get_message(msg_id)
            expected, _ = bundle.format_pattern(message.attributes[attribute] if attribute else message.value,
                                                args)
            assert loc.t(key, **args) == str(expected), (key, args)
