"""Languages: keys, plurals, formatting, Serbian transliteration, fonts, fallbacks."""
from __future__ import annotations

import importlib.util
import logging
import re
import shutil
from datetime import date
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast as FTL
from fluent.syntax.visitor import Visitor

from diamant import i18n
from diamant.i18n import Localizer, core

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
LANGS = [code for code, _ in i18n.LANGUAGES]
COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1.5]
# Arguments that are text; every other variable a message uses is given each sample count.
SAMPLE_TEXT_ARGS = {"name": "Ola", "names": "Ola, Аня и さくら", "hazard": "snakes",
                    "version": "0.1.0", "date": "21.11.2026", "edition": "Incan Gold",
                    "bot": "Expert", "path": "/home/ola/.local/share/Diamant/diamant.log"}


def _resources(lang: str) -> dict[str, FTL.Resource]:
    parser = FluentParser(with_spans=False)
    return {p.name: parser.parse(p.read_text(encoding="utf-8")) for p in sorted((LOCALES / lang).glob("*.ftl"))}


class _Vars(Visitor):
    def __init__(self):
        self.names: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802
        self.names.add(node.id.name)


def _messages(lang: str) -> dict[str, FTL.Message | FTL.Term]:
    out = {}
    for res in _resources(lang).values():
        for entry in res.body:
            if isinstance(entry, FTL.Message):
                out[entry.id.name] = entry
            elif isinstance(entry, FTL.Term):
                out["-" + entry.id.name] = entry
    return out


def _variables(entry) -> set[str]:
    v = _Vars()
    v.visit(entry)
    return v.names


def test_language_list_and_folders():
    assert LANGS == ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"]
    assert i18n.language_name("sr-Cyrl") == "Српски (ћирилица)"
    for lang in LANGS:
        assert (LOCALES / lang).is_dir()


@pytest.mark.parametrize("lang", LANGS[1:])
def test_same_files_and_keys_as_english(lang):
    en, other = _resources("en"), _resources(lang)
    assert sorted(other) == sorted(en), "every locale has the same .ftl files as English"
    for res in list(en.values()) + list(other.values()):
        assert not [e for e in res.body if isinstance(e, FTL.Junk)], "syntax error"
    en_msgs, msgs = _messages("en"), _messages(lang)
    assert sorted(set(en_msgs) - set(msgs)) == [], "missing keys"
    assert sorted(set(msgs) - set(en_msgs)) == [], "keys English does not have"
    for key, entry in msgs.items():
        # A translation may only use variables the English message is given.
        assert _variables(entry) <= _variables(en_msgs[key]) | {"hazard"}, key
        en_attrs = {a.id.name for a in getattr(en_msgs[key], "attributes", [])}
        assert {a.id.name for a in getattr(entry, "attributes", [])} == en_attrs, key


def _all_formatted(lang: str) -> list[str]:
    loc = Localizer(lang)
    assert loc.lang == lang
    texts = []
    en_msgs = _messages("en")
    for key, entry in _messages(lang).items():
        if key.startswith("-"):
            continue
        attrs = [""] + ["." + a.id.name for a in entry.attributes]
        for attr in attrs:
            for n in COUNTS:
                used = _variables(entry) | _variables(en_msgs.get(key, entry))
                args = {v: SAMPLE_TEXT_ARGS.get(v, n) for v in used}
                args.update(SAMPLE_TEXT_ARGS)
                texts.append((key + attr, loc.t(key + attr, **args)))
            for hazard in ("spiders", "snakes", "lava", "boulders", "rams"):
                texts.append((key, loc.t(key, **{**args, "hazard": hazard})))
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_formats_cleanly(lang, caplog):
    caplog.set_level(logging.WARNING, logger="diamant.i18n")
    for key, text in _all_formatted(lang):
        assert text and text != key, key
        assert "{" not in text and "}" not in text and "$" not in text, (key, text)
        assert "???" not in text, (key, text)
        assert "\u2068" not in text and "\u2069" not in text, "no bidi isolation marks"
    assert not caplog.records, [r.getMessage() for r in caplog.records]


RUBIES = {
    "ru": {1: "1 рубин", 2: "2 рубина", 5: "5 рубинов", 21: "21 рубин", 22: "22 рубина",
           25: "25 рубинов", 111: "111 рубинов", 11: "11 рубинов", 1.5: "1,5 рубина"},
    "pl": {1: "1 rubin", 2: "2 rubiny", 5: "5 rubinów", 21: "21 rubinów", 22: "22 rubiny",
           25: "25 rubinów", 111: "111 rubinów", 12: "12 rubinów", 1.5: "1,5 rubina"},
    "sr-Latn": {1: "1 rubin", 2: "2 rubina", 5: "5 rubina", 21: "21 rubin", 22: "22 rubina",
                25: "25 rubina", 111: "111 rubina", 11: "11 rubina"},
    "sr-Cyrl": {1: "1 рубин", 2: "2 рубина", 21: "21 рубин", 111: "111 рубина"},
    "ja": {1: "宝石1個", 22: "宝石22個"},
}


@pytest.mark.parametrize("lang", sorted(RUBIES))
def test_ruby_plurals(lang):
    loc = Localizer(lang)
    for n, expected in RUBIES[lang].items():
        assert loc.t("gems-count", count=n) == expected


def test_log_lines_read_naturally():
    def t(lang, msg, **args):
        return Localizer(lang).t(msg, **args)
    assert t("pl", "logbook-leaves", who="Ola", people=1, gems=22) == (
        "Ola opuszcza jaskinię i chowa do skrzyni 22 rubiny.")
    assert t("pl", "logbook-leaves", who="Ola", people=1, gems=25).endswith("25 rubinów.")
    assert t("ru", "logbook-leaves", who="Аня", people=1, gems=21).endswith("21 рубин.")
    assert t("ru", "logbook-disaster", hazard="lava", who="Аня, Боря и Вика", people=3).startswith(
        "Ловушка срабатывает: снова раскалённая лава!")
    assert t("sr-Cyrl", "logbook-winners", who="Ана", people=1, score=21) == "Побеђује Ана: 21 поен!"
    assert t("en", "logbook-gems-shared", count=2, explorers=5, remainder=1) == (
        "5 explorers take 2 gems each; 1 gem stays on the card.")
    assert t("ja", "logbook-gems-shared", count=2, explorers=5, remainder=0) == (
        "坑道にいる冒険者5人が宝石を2個ずつ受け取る。")
    # fewer gems than explorers: no "take 0 gems each"
    assert t("en", "logbook-gems-unshared", explorers=5, remainder=3) == (
        "5 explorers: too few gems to share, so 3 gems stay on the card.")
    assert t("ru", "logbook-gems-unshared", explorers=6, remainder=5).endswith(
        "5 рубинов остаются на карте.")
    assert t("pl", "logbook-gems-unshared", explorers=6, remainder=2).endswith(
        "2 rubiny zostają na karcie.")


def test_handover_asks_that_only_the_next_player_look():
    # The hand-over is a privacy instruction: it asks, it does not state who is looking.
    asks = {"en": "Only Ola should look", "ru": "Пусть сейчас на экран смотрит только Ola",
            "pl": "Niech teraz na ekran patrzy tylko Ola", "sr-Latn": "Neka sada u ekran gleda samo Ola",
            "sr-Cyrl": "Нека сада у екран гледа само Ola", "ja": "Olaだけが画面を見てください"}
    for lang, text in asks.items():
        assert text in Localizer(lang).t("play-handover-body", name="Ola"), lang


def test_counts_in_sentences_agree():
    def t(lang, msg, **args):
        return Localizer(lang).t(msg, **args)
    assert t("sr-Latn", "history-wins", name="Ana", wins=3, games=22) == "Ana: 3 pobede u 22 partije"
    assert t("sr-Latn", "history-wins", name="Ana", wins=5, games=21) == "Ana: 5 pobeda u 21 partiji"
    assert t("sr-Cyrl", "history-bot-record", bot="Kockar", wins=1, games=5) == (
        "Против бота „Kockar“: 1 победа у 5 партија")
    assert t("pl", "logbook-relics-taken", who="Ola", count=1, points=5) == "Ola wynosi z jaskini relikt wart 5 punktów."
    assert t("pl", "logbook-relics-taken", who="Ola", count=2, points=15) == (
        "Ola wynosi z jaskini 2 relikty warte łącznie 15 punktów.")
    assert t("ru", "logbook-relics-taken", who="Аня", count=2, points=15) == (
        "Аня выносит из пещеры 2 реликвии общей стоимостью 15 очков.")
    assert t("pl", "round-short", round=3) == "Eksp. 3", "the chart's columns are expeditions, as its title"


def test_plural_categories_of_fluent_number():
    pc = i18n.plural_category
    assert [pc(n, "ru") for n in (1, 2, 5, 11, 21, 22, 25, 111, 1.5)] == [
        "one", "few", "many", "many", "one", "few", "many", "many", "other"]
    assert [pc(n, "pl") for n in (1, 2, 5, 12, 21, 22, 25, 1.5)] == [
        "one", "few", "many", "many", "many", "few", "many", "other"]
    for lang in ("sr-Latn", "sr-Cyrl"):
        assert [pc(n, lang) for n in (1, 2, 5, 11, 21, 22)] == ["one", "few", "other", "other", "one", "few"]
    assert {pc(n, "ja") for n in (0, 1, 2, 5, 1.5)} == {"other"}


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_serbian_cyrillic_is_the_transliteration_of_latin():
    tool = _load_tool("make_sr_cyrl")
    expected = tool.expected_files(LOCALES / "sr-Latn")
    actual = {p.name: p.read_text(encoding="utf-8") for p in sorted((LOCALES / "sr-Cyrl").glob("*.ftl"))}
    assert actual == expected, "run tools/make_sr_cyrl.py"
    assert tool.transliterate("Ljubav, NJIVA, Džep, đak, ćup, čaša, šuma, žaba") == (
        "Љубав, ЊИВА, Џеп, ђак, ћуп, чаша, шума, жаба")
    converted = tool.convert("x = { $n ->\n    [one] { $n } rubin\n   *[other] { $n } rubina\n}\n")
    assert "[one] { $n } рубин" in converted and "*[other]" in converted and "x =" in converted


def test_serbian_cyrillic_keeps_key_and_button_names_latin():
    # Gamepad buttons and keys are printed in Latin letters on the pad and the keyboard: the
    # Cyrillic text names them the same way ("Бацк", "Старт" or a Cyrillic А read as nonsense).
    tool = _load_tool("make_sr_cyrl")
    from diamant.ui.remap import key_words
    pad = Localizer("sr-Cyrl").t("keys-pad", **key_words(Localizer("sr-Cyrl")))  # the buttons as set
    for button in ("A", "B", "X", "Start", "Back"):
        assert re.search(rf"(?<!\w){button}(?!\w)", pad), (button, pad)
    assert not re.search(r"\b(?:Бацк|Старт|А)\b", pad), pad
    assert pad.startswith("Гејмпед:"), pad
    # The markup: a Fluent string literal stays as it is, the text around it is transliterated.
    assert tool.convert('x = { "Start" } pauza · { "A" } izbor\n').endswith('x = { "Start" } пауза · { "A" } избор\n')
    assert tool.transliterate("Esc ili F1, pa Enter") == "Esc или F1, па Enter"
    # No Latin-looking Cyrillic key names anywhere in the Cyrillic texts.
    for key, text in _all_formatted("sr-Cyrl"):
        assert not re.search(r"\b(?:Бацк|Старт|Ентер|Еск|Таб|Спаце|Схифт)\b", text), (key, text)


def test_fonts_cover_every_character():
    from fontTools.ttLib import TTFont

    from diamant.ui import fonts

    chain = fonts.FontChain()
    text = "".join(name for _, name in i18n.LANGUAGES)
    for lang in LANGS:
        text += "".join(t for _, t in _all_formatted(lang))
        text += "".join(p.read_text(encoding="utf-8") for p in (LOCALES / lang).glob("*.ftl"))
    for bold in (False, True):
        assert chain.missing(text, bold) == set()
    # The tiny run-time cmap reader agrees with fontTools.
    for path in chain.paths() + chain.paths(bold=True):
        assert fonts.read_cmap(str(path)) == frozenset(TTFont(path, lazy=True).getBestCmap())
    latin = fonts.read_cmap(str(chain.paths()[0]))
    assert all(c in latin for c in range(0x300, 0x370)), "combining marks for HarfBuzz-decomposed letters"
    assert all(ord(c) in latin for c in "ђјљњћџЂЈЉЊЋЏżółćŻÓŁĆ")


def test_font_folder_is_small_and_licensed():
    folder = ROOT / "assets" / "fonts"
    jp = sum((folder / f"NotoSansJP-{s}.ttf").stat().st_size for s in ("Regular", "Bold"))
    assert jp <= 8_000_000
    assert "SIL OPEN FONT LICENSE" in (folder / "OFL.txt").read_text(encoding="utf-8").upper()


def test_japanese_name_in_a_polish_sentence_renders():
    import pygame

    from diamant.ui import fonts

    text = Localizer("pl").t("logbook-leaves", who="さくら", people=1, gems=22)
    font = fonts.FontChain().get(24)
    runs = font.runs(text)
    assert [i for i, _ in runs] == [1, 0]
    assert runs[0][1].strip() == "さくら" and "opuszcza" in runs[1][1]
    surf = font.render(text, (255, 255, 255))
    assert surf.get_width() == font.size(text)[0]
    jp_width = font.fonts[1].size(runs[0][1])[0]
    left = surf.subsurface((0, 0, jp_width, surf.get_height()))
    right = surf.subsurface((jp_width, 0, surf.get_width() - jp_width, surf.get_height()))
    assert left.get_bounding_rect().width > font.fonts[1].size("さくら")[0] * 0.8
    assert right.get_bounding_rect().width > 100
    # The kana drawn through the chain differ from the primary font's missing-glyph boxes.
    boxes = font.fonts[0].render("さくら", True, (255, 255, 255))
    assert pygame.image.tobytes(boxes, "RGBA") != pygame.image.tobytes(
        font.fonts[1].render("さくら", True, (255, 255, 255)), "RGBA")


def test_wrap_latin_and_japanese():
    from diamant.ui import fonts

    font = fonts.get_font(20)
    text = Localizer("pl").t("rules-hazards-body")
    lines = font.wrap(text, 300)
    assert len(lines) > 5 and all(font.size(line)[0] <= 300 for line in lines)
    assert " ".join(l for l in lines if l).split() == text.split()
    long = font.wrap("Superkalifragilistyczneekspialidocjusz", 120)
    assert len(long) > 1 and all(font.size(line)[0] <= 120 for line in long)
    assert "".join(long) == "Superkalifragilistyczneekspialidocjusz"
    ja = Localizer("ja").t("rules-hazards-body")
    jlines = font.wrap(ja, 200)
    assert all(font.size(line)[0] <= 200 for line in jlines)
    assert "".join(jlines) == ja.replace("\n", "")
    for line in jlines:
        assert not line or line[0] not in "、。）」！？ー", line
        assert not line or line[-1] not in "（「", line


def _mono(s: str) -> int:
    return 10 * len(s)


def test_japanese_line_breaks_keep_katakana_words_and_no_orphans():
    from diamant.ui import fonts

    # A katakana word is never cut (サソ / リ): the whole word goes to the next line.
    assert fonts.wrap_text("こわいサソリだ", 50, _mono) == ["こわい", "サソリだ"]
    # No line starts with 。、」ー or a small kana; no line ends with 「.
    assert fonts.wrap_text("ああああ「い」。", 40, _mono) == ["ああああ", "「い」。"]
    assert fonts.wrap_text("あああ」。", 30, _mono) == ["ああ", "あ」。"]
    # The last line is not one or two characters ("る。") when the line above can give some.
    assert fonts.wrap_text("あいうえおかきくける。", 90, _mono) == ["あいうえおかきく", "ける。"]
    assert fonts.wrap_text("こわいサソリがいる", 50, _mono) == ["こわい", "サソリ", "がいる"]
    # A number stays with its counter.
    assert fonts.wrap_text("宝石は全部で15個あります", 80, _mono) == ["宝石は全部で", "15個あります"]
    # ...but Western text keeps its short last word, and a too-long katakana word still breaks.
    assert fonts.wrap_text("one two three a", 130, _mono) == ["one two three", "a"]
    long = fonts.wrap_text("ダイヤモンドカード", 40, _mono)
    assert "".join(long) == "ダイヤモンドカード" and all(len(line) <= 4 for line in long)


def _katakana_split(lines: list[str], width: int, font) -> bool:
    from diamant.ui import fonts

    for a, b in zip(lines, lines[1:]):
        if a and b and fonts._is_katakana(a[-1]) and fonts._is_katakana(b[0]):
            head = re.search(r"[\u30a1-\u30fa\u30fc-\u30fe]+$", a).group(0)
            tail = re.match(r"[\u30a1-\u30fa\u30fc-\u30fe]+", b).group(0)
            if font.size(head + tail)[0] <= width:
                return True
    return False


@pytest.mark.parametrize("width", [150, 230, 340, 520])
def test_every_japanese_message_wraps_by_the_rules(width):
    from diamant.ui import fonts

    font = fonts.get_font(20)
    for key, text in _all_formatted("ja"):
        lines = font.wrap(text, width)
        assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", ""), key
        for paragraph in text.split("\n"):
            rows = font.wrap(paragraph, width)
            for line in rows[1:]:
                assert not line or line[0] not in fonts.NO_LINE_START, (key, line)
            for line in rows[:-1]:
                assert not line or line[-1] not in fonts.NO_LINE_END, (key, line)
            assert not _katakana_split(rows, width, font), (key, rows)
            if len(rows) > 1 and rows[-1] and fonts._breaks_anywhere(rows[-1][0]):
                # An orphan is allowed only where nothing could join it: a break at a space, or
                # a line above that is one word, or whose last word would not fit beside it.
                after_space = paragraph.rstrip()[:-len(rows[-1])].endswith(" ")
                above = fonts.break_units(rows[-2])
                stuck = len(above) < 2 or font.size(above[-1] + rows[-1])[0] > width
                assert len(rows[-1]) > fonts.SHORT_LAST_LINE or after_space or stuck, (key, rows)


def test_logbook_names_in_japanese_read_as_a_list():
    from diamant.games.diamant import logbook

    loc = Localizer("ja")
    assert logbook.who(loc, [0, 1, 2], ["Ola", "Anna", "Bob"], you=0) == "あなたとAnnaとBob"


def test_broken_or_missing_locale_falls_back_to_english(tmp_path, caplog):
    shutil.copytree(LOCALES / "en", tmp_path / "en")
    (tmp_path / "pl").mkdir()
    (tmp_path / "pl" / "game.ftl").write_text("game-title = Diamenty\nbroken = { $oops\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="diamant.i18n"):
        loc = Localizer("pl", locales_path=tmp_path)
        assert loc.lang == "en" and loc.requested == "pl" and loc.error
        assert loc.t("game-title") == "Diamant"
        missing = Localizer("ru", locales_path=tmp_path)
        assert missing.lang == "en" and missing.t("decision-leave") == "Leave"
        unknown = Localizer("xx", locales_path=tmp_path)
        assert unknown.t("decision-leave") == "Leave"
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings and all(r.exc_info is None for r in warnings)
    assert "game.ftl line 2" in warnings[0].getMessage()


def test_missing_key_falls_back_per_message(tmp_path):
    shutil.copytree(LOCALES / "en", tmp_path / "en")
    (tmp_path / "ja").mkdir()
    (tmp_path / "ja" / "game.ftl").write_text("game-title = ダイヤモンド\n", encoding="utf-8")
    loc = Localizer("ja", locales_path=tmp_path)
    assert loc.lang == "ja"
    assert loc.t("game-title") == "ダイヤモンド"
    assert loc.t("decision-continue") == "Continue"
    assert loc.has("decision-continue") and not loc.has("no-such-key")


def test_formatting_errors_never_raise():
    loc = Localizer("ru")
    assert "выходит из пещеры" in loc.t("logbook-leaves")  # arguments missing
    assert loc.t("no-such-key", x=1) == "no-such-key"
    assert loc.t("gems-count", count=object()).endswith("рубина")
    assert loc.t("logbook-winners", who=None, people="много", score="много")


def test_numbers_and_dates():
    assert i18n.format_number(1234567, "ru") == "1\xa0234\xa0567"
    assert i18n.format_number(1234567, "pl") == "1\xa0234\xa0567"
    assert i18n.format_number(1234567, "sr-Latn") == "1.234.567"
    assert i18n.format_number(1234567, "en") == "1,234,567"
    assert i18n.format_number(1234567, "ja") == "1,234,567"
    assert i18n.format_number(2.5, "ru") == "2,5"
    assert i18n.format_date(date(2025, 3, 7), "ja", "long") == "2025年3月7日"
    assert i18n.format_date(date(2025, 3, 7), "sr-Cyrl", "long") == "7. март 2025."
    assert i18n.format_date(date(2025, 3, 7), "ru", "long").startswith("7 марта 2025")
    assert i18n.format_list(["A", "B", "C"], "ru") == "A, B и C"
    # Japanese names joined with と: "あなた、Anna、Bob" reads as speaking to あなた.
    assert i18n.format_list(["あなた", "Anna", "Bob"], "ja") == "あなたとAnnaとBob"
    assert i18n.format_list(["あなた", "Anna"], "ja") == "あなたとAnna"
    assert i18n.format_list(["Anna"], "ja") == "Anna"
    assert i18n.format_list([], "ja") == ""
    assert Localizer("ja").format_list(["さくら", "Anna"]) == "さくらとAnna"
    # Numbers inside messages are grouped the language's way too.
    assert Localizer("ru").t("gems-count", count=1234) == "1\xa0234 рубина"


@pytest.mark.parametrize("tag, code", [
    ("ru_RU.UTF-8", "ru"), ("pl_PL", "pl"), ("ja_JP.eucJP", "ja"), ("en_GB.UTF-8", "en"),
    ("sr_RS.UTF-8@latin", "sr-Latn"), ("sr_RS@latin", "sr-Latn"), ("sr_RS.UTF-8", "sr-Cyrl"),
    ("sr-Latn-RS", "sr-Latn"), ("sr-Cyrl-BA", "sr-Cyrl"), ("sr_ME", "sr-Cyrl"), ("sh_YU", "sr-Latn"),
    ("Serbian (Latin)_Serbia.1250", "sr-Latn"), ("Serbian (Cyrillic)_Serbia.1251", "sr-Cyrl"),
    ("Polish_Poland.1250", "pl"), ("Japanese_Japan.932", "ja"), ("ja-JP", "ja"),
    ("de_DE.UTF-8", None), ("C", None), ("POSIX", None), ("", None), (None, None),
])
def test_match_language(tag, code):
    assert i18n.match_language(tag) == code


def test_detect_system_language(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "sr_RS.UTF-8@latin")
    assert i18n.detect_system_language() == "sr-Latn"
    monkeypatch.setenv("LANGUAGE", "pl:en")
    assert i18n.detect_system_language() == "pl"
    monkeypatch.setenv("LC_ALL", "C")
    monkeypatch.setattr(core, "_system_locale_names", lambda: ["de_DE", "C"])
    assert i18n.detect_system_language() == "en"


def test_current_language():
    try:
        i18n.set_language("pl")
        assert i18n.t("decision-continue") == "Brawura"
        assert i18n.get_localizer() is i18n.get_localizer("pl")
    finally:
        i18n.set_language("en")
    assert i18n.t("decision-continue") == "Continue"
