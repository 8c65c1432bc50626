"""Classes of language error the native review found, checked over every locale file (Diamant's
and Diamonds Club's), so that a new message cannot bring one back:

1. Plural categories: a select on a number may name only the CLDR categories its language has
   (babel's plural rules, the ones the app formats with). Japanese has only ``other``: a ``[one]``
   variant never matches (a lone winner was told "you share the win"); select on the number
   itself (``[1]``) instead. A select counts as one on a number when one of its keys is a number
   or a plural category other than ``other`` (a select on a hazard or an edition uses words).
2. Brand names: every message whose English text names "Diamonds Club" names it in Latin
   letters in every language, and no Serbian Cyrillic text holds a brand transliterated letter
   by letter ("Диамондс Цлуб", "Портал Гамес", "Диамант": the Serbian edition's own title is
   "Дијамант"; an edition's name such as "Iello 2016 relics" may be translated without its
   publisher). "Diamant" itself is translated as
   each edition's title (game-title, per each glossary), so it is only checked in that form.
3. Person and gender: what the game says to the player or about a named player must not pick
   a gender it does not know (pl/game.ftl and ru/game.ftl state the rule). What a pattern can
   see is checked:
   - Polish: second-person past tense with a gender (-łeś/-łaś, -łbyś/-łabyś, "żebyś … wyszedł"),
     and a -ł past tense next to a player's name ($who, $name);
   - Russian: "ты/вы … -л" (masculine past addressed to the player; "вы" takes -ли), a -л past
     tense next to a player's name, and "он" referring back to a player's name;
   - Serbian (Latin; the Cyrillic is generated from it): a masculine participle (-o: "nije
     popunio") next to a player's name.
   Not checked (needs a reader): agreement hidden behind an inflected noun, a verb's person in
   a "-you" variant ("Победу делят Вы"), Japanese register (です/ます against plain form).

A finding in a club*.ftl file owned by the Diamonds Club work is marked xfail(strict=True) with
its message named: the mark goes when that file is fixed (strict: the test says so then).
"""
from __future__ import annotations

import re
from pathlib import Path

import babel
import pytest
from fluent.syntax import FluentParser, ast as FTL

from diamant.i18n import LANGUAGE_CODES
from diamant.i18n.core import babel_locale_name

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
PERSON = "⟨person⟩"  # a player's name in the expanded texts ($who, $name)
PERSON_VARS = {"who", "name"}
BRANDS = ("Diamonds Club",)  # kept in Latin letters in every language
#: brands no Cyrillic text may spell letter by letter (some languages name the edition instead)
LATIN_ONLY = ("Diamonds Club", "Incan Gold", "Board Game Arena", "Iello", "Lavka Games", "Portal Games",
              "Diamant")


def _files(lang: str) -> list[Path]:
    return sorted((LOCALES / lang).glob("*.ftl"))


def _parse(path: Path) -> list[FTL.Message | FTL.Term]:
    body = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body
    return [e for e in body if isinstance(e, (FTL.Message, FTL.Term))]


def _patterns(entry: FTL.Message | FTL.Term) -> list[tuple[str, FTL.Pattern | None]]:
    key = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
    return [(key, entry.value)] + [(f"{key}.{a.id.name}", a.value) for a in entry.attributes]


def _expand(pattern: FTL.Pattern | None, limit: int = 256) -> list[str]:
    """Every text a pattern can show; a player's name as PERSON, any other placeable as "0"."""
    if pattern is None:
        return [""]
    texts = [""]
    for element in pattern.elements:
        parts = [element.value] if isinstance(element, FTL.TextElement) else _expand_expr(element.expression, limit)
        texts = [a + b for a in texts for b in parts][:limit]
    return texts


def _expand_expr(expr, limit: int) -> list[str]:
    if isinstance(expr, FTL.SelectExpression):
        return [t for v in expr.variants for t in _expand(v.value, limit)][:limit]
    if isinstance(expr, FTL.StringLiteral):
        return [expr.value]
    if isinstance(expr, FTL.Placeable):
        return _expand_expr(expr.expression, limit)
    if isinstance(expr, FTL.VariableReference) and expr.id.name in PERSON_VARS:
        return [PERSON]
    return ["0"]


def _selects(node) -> list[FTL.SelectExpression]:
    """Every select expression under ``node`` (nested ones too)."""
    found: list[FTL.SelectExpression] = []

    def visit(n) -> None:
        if isinstance(n, FTL.SelectExpression):
            found.append(n)
        if isinstance(n, FTL.BaseNode):
            for value in vars(n).values():
                if isinstance(value, list):
                    for item in value:
                        visit(item)
                else:
                    visit(value)
    visit(node)
    return found


def _texts(lang: str, file: str) -> list[tuple[str, str]]:
    return [(key, text) for entry in _parse(LOCALES / lang / file) for key, pattern in _patterns(entry)
            for text in _expand(pattern)]


def _cases(langs=LANGUAGE_CODES, known: dict[tuple[str, str], str] | None = None) -> list:
    """(lang, file) for every locale file; a known finding of a club file as a strict xfail."""
    out = []
    for lang in langs:
        for path in _files(lang):
            reason = (known or {}).get((lang, path.name))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            out.append(pytest.param(lang, path.name, marks=marks, id=f"{lang}/{path.name}"))
    return out


# ------------------------------------------------------------------------------------------------
# 1. plural categories
def categories(lang: str) -> set[str]:
    """The CLDR plural categories of ``lang``."""
    return set(babel.Locale.parse(babel_locale_name(lang)).plural_form.tags) | {"other"}


PLURAL_WORDS = {"zero", "one", "two", "few", "many", "other"}


def plural_findings(lang: str, file: str, folder: Path | None = None) -> list[str]:
    have = categories(lang)
    found = []
    for entry in _parse((folder or LOCALES / lang) / file):
        for key, pattern in _patterns(entry):
            for select in _selects(pattern):
                keys = [v.key for v in select.variants]
                words = {k.name for k in keys if isinstance(k, FTL.Identifier)}
                numeric = any(isinstance(k, FTL.NumberLiteral) for k in keys)
                if not (numeric or words & (PLURAL_WORDS - {"other"})):
                    continue  # a select on a word (hazard, edition...)
                if not words <= PLURAL_WORDS:
                    continue  # mixes words with categories: not a select on a number
                for bad in sorted(words - have):
                    found.append(f"{lang}/{file} {key}: [{bad}] is no plural category of {lang} "
                                 f"(it has {sorted(have)})")
    return found


PLURAL_KNOWN: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(("lang", "file"), _cases(known=PLURAL_KNOWN))
def test_selects_on_a_number_use_the_languages_plural_categories(lang, file):
    assert plural_findings(lang, file) == []


def test_the_plural_check_sees_a_japanese_one(tmp_path):
    assert categories("ja") == {"other"} and categories("ru") == {"one", "few", "many", "other"}
    assert categories("sr-Cyrl") == {"one", "few", "other"}
    # the review's finding, as club.ftl had it: a lone winner read "share the win"
    (tmp_path / "club.ftl").write_text("club-log-winners-you = { $people ->\n"
                                       "    [one] あなたの勝ち\n   *[other] 勝利を分け合う\n}\n", encoding="utf-8")
    findings = plural_findings("ja", "club.ftl", tmp_path)
    assert any("club-log-winners-you: [one]" in f for f in findings), findings


# ------------------------------------------------------------------------------------------------
# 2. brand names in Latin letters
def _transliterated(brand: str) -> list[str]:
    """A brand's words spelt in Serbian Cyrillic letter by letter (what no text may show)."""
    letters = dict(zip("abcdefghijklmnoprstuvzADGIMBCLSPW", "абцдефгхијклмнопрстувзАДГИМБЦЛСПВ"))
    return [w for w in ("".join(letters.get(c, c) for c in word) for word in brand.split())
            if len(w) > 3 and not re.search(r"[A-Za-z]", w)]


def brand_findings(lang: str, file: str) -> list[str]:
    english = dict(_texts("en", file)) if (LOCALES / "en" / file).exists() else {}
    found = []
    texts = _texts(lang, file)
    for key, text in texts:
        for brand in BRANDS:
            if brand in english.get(key, "") and brand not in text:
                found.append(f"{lang}/{file} {key}: {brand!r} not in Latin letters: {text!r}")
        if lang == "sr-Cyrl":
            for brand in LATIN_ONLY:
                for word in _transliterated(brand):
                    if re.search(rf"(?<!\w){word}(?!\w)", text):
                        found.append(f"{lang}/{file} {key}: {brand!r} transliterated ({word}): {text!r}")
    return sorted(set(found))


BRAND_KNOWN: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(("lang", "file"), _cases(known=BRAND_KNOWN))
def test_brand_names_stay_in_latin_letters(lang, file):
    assert brand_findings(lang, file) == []


def test_the_brand_check_sees_a_transliteration():
    assert "Диамондс" in _transliterated("Diamonds Club") and "Диамант" in _transliterated("Diamant")
    assert "Гамес" in _transliterated("Portal Games")
    import importlib.util
    spec = importlib.util.spec_from_file_location("make_sr_cyrl", ROOT / "tools" / "make_sr_cyrl.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.transliterate("Pravila igre Diamonds Club, Iello, Lavka Games i Portal Games") == (
        "Правила игре Diamonds Club, Iello, Lavka Games и Portal Games")


# ------------------------------------------------------------------------------------------------
# 3. person and gender
W = r"[^\W\d_]"  # a letter
GENDERED = {
    "pl": [
        (rf"{W}+(?:łeś|łaś|łbyś|łabyś)\b", "a gendered second-person past tense"),
        (rf"\b(?i:żebyś|gdybyś|abyś|byś)\s+(?:{W}+\s+)?{W}+ł\b", "a masculine past tense addressed to the player"),
        (rf"{PERSON}\s+(?:nie\s+)?{W}+ł\b", "a masculine past tense after a player's name"),
        (rf"\b{W}+ł:\s*{PERSON}", "a masculine past tense before a player's name"),
    ],
    "ru": [
        (rf"(?i)\b(?:ты|вы)\s+(?:{W}+\s+)?{W}+л\b", "a masculine past tense addressed to the player"),
        (rf"{PERSON}\s+(?:не\s+)?{W}+л\b", "a masculine past tense after a player's name"),
        (rf"\b{W}+л:\s*{PERSON}", "a masculine past tense before a player's name"),
        (rf"{PERSON}[^.!?]*\bон\b", "«он» for a player"),
    ],
    "sr-Latn": [
        (rf"{PERSON}\s+(?:nije\s+|je\s+)?{W}+(?:io|ao|eo|uo)\b", "a masculine participle after a player's name"),
        (rf"\b{W}+(?:io|ao|eo|uo):\s*{PERSON}", "a masculine participle before a player's name"),
    ],
}


def gender_findings(lang: str, file: str) -> list[str]:
    found = set()
    for key, text in _texts(lang, file):
        for rx, what in GENDERED[lang]:
            for m in re.finditer(rx, text):
                found.add(f"{lang}/{file} {key}: {what}: {m.group(0)!r}")
    return sorted(found)


GENDER_KNOWN: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(("lang", "file"), _cases(langs=tuple(GENDERED), known=GENDER_KNOWN))
def test_no_gender_is_guessed_for_the_player(lang, file):
    assert gender_findings(lang, file) == []


@pytest.mark.parametrize(("lang", "text", "hits"), [
    ("pl", "W obozowisku wszystko, co niosłeś, trafiło", 1),
    ("pl", "lekcja wymaga, żebyś teraz wyszedł sam.", 1),
    ("pl", "Gdybyś wyszedł razem z nimi, też musiałbyś się dzielić.", 2),
    ("pl", "Gdyby wyjść razem z nimi, trzeba by się dzielić.", 0),
    ("ru", f"Получил: {PERSON}", 1),
    ("ru", f"{PERSON}: обязательные места не заполнены — очки не начисляются.", 0),
    ("ru", "Вы вышел из пещеры", 1),
    ("ru", "Вы вышли из пещеры", 0),
    ("sr-Latn", f"{PERSON} nije popunio obavezna polja", 1),
    ("sr-Latn", f"{PERSON}: obavezna polja nisu popunjena", 0),
])
def test_the_gender_patterns_see_what_the_review_found(lang, text, hits):
    assert sum(len(re.findall(rx, text)) for rx, _ in GENDERED[lang]) == hits
