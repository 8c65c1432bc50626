"""Each locale speaks its edition's words: locales/<lang>/glossary.toml lists, per concept, the
preferred terms ("use") and the terms they replace ("avoid"); no message of the locale may use a
replaced term. The glossary files hold the words of the printed editions in each language.

How a term is found in a message (every .ftl of the folder, every variant of every select, every
attribute; placeables stand in as "0"):
- match = "word" (a file's default for languages with spaces): an avoided term matches a word that
  begins with it, case-insensitively ("колод" finds "колода", "колоде"...);
- match = "text" (Japanese, or a term such as a quotation mark): anywhere in the text;
- allow: longer phrases in which an avoided term is fine ("ogromne pająki" for "pająk", "得点" for "点");
- avoid_regex: regular expressions for what a plain term cannot say (a counter after a number).
"""
from __future__ import annotations

import importlib.util
import re
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same parser from PyPI (the test extra)
    import tomli as tomllib
from itertools import product
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast as FTL

from diamant.i18n import LANGUAGE_CODES

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"


def load_glossary(lang: str) -> dict:
    return tomllib.loads((LOCALES / lang / "glossary.toml").read_text(encoding="utf-8"))


def _expand(pattern: FTL.Pattern | None, limit: int = 256) -> list[str]:
    """Every text a pattern can show, placeables other than selects written as "0"."""
    if pattern is None:
        return [""]
    texts = [""]
    for element in pattern.elements:
        if isinstance(element, FTL.TextElement):
            parts = [element.value]
        else:
            parts = _expand_expression(element.expression, limit)
        texts = [a + b for a, b in product(texts, parts)][:limit]
    return texts


def _expand_expression(expr, limit: int) -> list[str]:
    if isinstance(expr, FTL.SelectExpression):
        out = []
        for variant in expr.variants:
            out += _expand(variant.value, limit)
        return out[:limit]
    if isinstance(expr, FTL.StringLiteral):
        return [expr.value]
    if isinstance(expr, FTL.Placeable):
        return _expand_expression(expr.expression, limit)
    return ["0"]


def messages(lang: str, folder: Path = LOCALES) -> list[tuple[str, str, str]]:
    """(file, message id, one text it can show) for every message and attribute of a locale."""
    parser = FluentParser(with_spans=False)
    out = []
    for path in sorted((folder / lang).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, (FTL.Message, FTL.Term)):
                continue
            key = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
            for text in _expand(entry.value):
                out.append((path.name, key, text))
            for attr in entry.attributes:
                for text in _expand(attr.value):
                    out.append((path.name, f"{key}.{attr.id.name}", text))
    return out


def _spans(term: str, text: str, mode: str) -> list[tuple[int, int]]:
    if mode == "word":
        rx = re.compile(r"(?<!\w)" + re.escape(term) + r"\w*", re.IGNORECASE)
    else:
        rx = re.compile(re.escape(term), re.IGNORECASE)
    return [m.span() for m in rx.finditer(text)]


def _allowed(span: tuple[int, int], text: str, allow: list[str]) -> bool:
    low = text.lower()
    for phrase in allow:
        p = phrase.lower()
        start = low.find(p)
        while start != -1:
            if start <= span[0] < start + len(p):  # the term begins inside the allowed phrase
                return True
            start = low.find(p, start + 1)
    return False


def _of_game(texts: list[tuple[str, str, str]], term: dict) -> list[tuple[str, str, str]]:
    """The texts a term speaks for: a term of Diamonds Club (game = "club") holds in the club*.ftl
    files, every other term in Diamant's files (the two games use words differently: a Diamant
    round is an expedition, a Diamonds Club round is a round)."""
    club = term.get("game", "diamant") == "club"
    return [t for t in texts if t[0].startswith("club") == club]


def violations(glossary: dict, texts: list[tuple[str, str, str]]) -> list[str]:
    """One line per replaced term found: file, message id, the word, what to use, where."""
    default = glossary.get("match", "word")
    found = {}
    for term in glossary["term"]:
        mode = term.get("match", default)
        allow = term.get("allow", [])
        use = " / ".join(term.get("use", [])) or "(reword)"
        for file, key, text in _of_game(texts, term):
            spans = [s for avoided in term.get("avoid", []) for s in _spans(avoided, text, mode)
                     if not _allowed(s, text, allow)]
            spans += [m.span() for rx in term.get("avoid_regex", []) for m in re.finditer(rx, text)]
            for a, b in spans:
                where = text[max(0, a - 30):b + 30].replace("\n", " ")
                found.setdefault((file, key, text[a:b]), f"{file} {key}: {text[a:b]!r} "
                                                       f"({term['concept']}: use {use}) in …{where}…")
    return sorted(found.values())


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_glossary_file_is_well_formed(lang):
    glossary = load_glossary(lang)
    assert glossary["lang"] == lang
    assert glossary.get("match", "word") in ("word", "text")
    assert glossary["term"], "at least one concept"
    concepts = [t["concept"] for t in glossary["term"]]
    assert len(concepts) == len(set(concepts)), "each concept once"
    for term in glossary["term"]:
        assert set(term) <= {"concept", "use", "avoid", "avoid_regex", "allow", "match", "note", "game"}, term
        assert term.get("use") or term.get("avoid") or term.get("avoid_regex"), term
        assert term.get("match", "word") in ("word", "text"), term
        assert term.get("game", "diamant") in ("diamant", "club"), term
        for rx in term.get("avoid_regex", []):
            re.compile(rx)
        # A term cannot be both preferred and replaced.
        assert not {w.lower() for w in term.get("use", [])} & {w.lower() for w in term.get("avoid", [])}, term


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_no_message_uses_a_replaced_term(lang):
    found = violations(load_glossary(lang), messages(lang))
    assert found == [], f"{len(found)} replaced term(s) in locales/{lang}:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_preferred_terms_are_the_ones_used(lang):
    """Every preferred term of the glossary appears in the locale: the data describes the text."""
    glossary = load_glossary(lang)
    default = glossary.get("match", "word")
    texts = messages(lang)
    missing = [w for term in glossary["term"] for w in term.get("use", [])
               if not any(_spans(w, t, term.get("match", default)) for _, _, t in _of_game(texts, term))]
    assert missing == [], f"preferred terms that no message of {lang} uses: {missing}"


def test_serbian_cyrillic_glossary_is_generated_from_latin():
    spec = importlib.util.spec_from_file_location("make_sr_cyrl", ROOT / "tools" / "make_sr_cyrl.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert (LOCALES / "sr-Cyrl" / "glossary.toml").read_text(encoding="utf-8") == \
        tool.expected_glossary()["glossary.toml"], "run tools/make_sr_cyrl.py"
    # Brands and key names stay in Latin letters; the letters around them are transliterated.
    assert tool.transliterate("C ili →: Napred, F11, Iello i Incan Gold") == "C или →: Напред, F11, Iello и Incan Gold"
    assert tool.transliterate("U pećini „Izlaz“") == "У пећини „Излаз“"


def test_the_check_finds_a_replaced_term(tmp_path):
    """The check can fail: a word form, a Japanese term inside a sentence, an allowed phrase, a regex."""
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "a.ftl").write_text(
        "a = Карта ложится в конец тропы.\n"
        "b = { $n ->\n    [one] 1点\n   *[other] { $n }ポイント\n}\n"
        "c = Ogromne pająki i pająk\n"
        "d = 遺物{ $n }個\n", encoding="utf-8")
    glossary = {"lang": "xx", "term": [
        {"concept": "path", "use": ["пещера"], "avoid": ["троп"]},
        {"concept": "points", "use": ["ポイント"], "avoid": ["点"], "allow": ["得点"], "match": "text"},
        {"concept": "spiders", "use": ["ogromne pająki"], "avoid": ["pająk"], "allow": ["ogromne pająki"]},
        {"concept": "relic counter", "use": ["枚"], "avoid_regex": ["遺物0[個つ]"]},
    ]}
    found = violations(glossary, messages("xx", tmp_path))
    assert [f.split(":")[0] for f in found] == ["a.ftl a", "a.ftl b", "a.ftl c", "a.ftl d"], found
    assert "'тропы'" in found[0] and "'pająk'" in found[2]


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl"])
def test_messages_with_names_agree_with_one_or_several(lang):
    """A message given several names says so with its verb or noun: it selects on $count."""
    from diamant.i18n import Localizer

    loc = Localizer(lang)
    one, two, many = "Ola", loc.format_list(["Ola", "Ana"]), loc.format_list(["Ola", "Ana", "Kim"])
    for key in ("play-thinking", "history-winner", "play-winners"):
        single = loc.t(key, names=one, count=1)
        pair, group = loc.t(key, names=two, count=2), loc.t(key, names=many, count=3)
        assert single.replace(one, "#") != pair.replace(two, "#"), (key, single, pair)
        assert pair.replace(two, "#") == group.replace(many, "#"), (key, pair, group)
    assert Localizer("en").t("history-winner", names="Ola and Ana", count=2) == "Winners: Ola and Ana"
    assert Localizer("en").t("play-thinking", names="Ola", count=1) == "Ola is thinking"
