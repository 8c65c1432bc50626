"""The native review's findings in Diamonds Club's own texts (club*.ftl), each held by a rule:
a word that must not come back (the Russian rulebook's terms, one word per thing, a calque, a
Japanese plain-form dialog line or half-width punctuation) or a text that must read a certain
way once rendered. The classes of error that a pattern over every file can see (plural
categories, brands in Latin, a guessed gender) are in test_locale_classes.py.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from diamant.i18n import Localizer

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
CLUB_FILES = ("club.ftl", "club-table.ftl", "club-dialogs.ftl", "club-rules.ftl", "club-lobby.ftl",
              "club-replay.ftl")


def _values(lang: str, files=CLUB_FILES) -> list[tuple[str, str]]:
    """(file:line, text) of every message line, without ids, variant keys and placeables."""
    out = []
    for name in files:
        for number, line in enumerate((LOCALES / lang / name).read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("#") or not line.strip():
                continue
            text = re.sub(r"^[\w-]+(?:\.[\w-]+)?\s*=\s*", "", line)
            text = re.sub(r"^\s*\*?\[[^\]]*\]\s*", "", text)
            text = re.sub(r"\{[^{}]*\}|\{[^{}]*->\s*$|^\s*\}", "", text)
            out.append((f"{name}:{number}", text))
    return out


# (pattern, what the review said): none may match a club text of the language
GONE = {
    "ru": [
        (r"(?i)\bтайл", "«тайл»: the rulebook's tile is «жетон (ландшафта)»"),
        (r"(?i)\bплитк", "«плитка»: one word for the tile, «жетон»"),
        (r"(?i)\bнабор", "«набор»: the rulebook's «комплект»"),
        (r"(?i)\bсин(?:ий|его|ие|их|ему)\b", "«синий»: the rulebook's blue is «голубой»"),
        (r"права на добычу", "the three production tokens by their names"),
        (r"для (?:неё|него)\b", "an unclear «для неё/него»"),
        (r"(?<!игровом )(?<!игрового )(?<!каждого )\bпол(?:е|я|ей|ям|ях|ем)\b(?! тайл)",
         "«поле» on the market: the rulebook's «место»"),
    ],
    "pl": [
        (r"(?i)płytk", "«płytka»: «tabliczka ceny» and «kafelek»"),
        (r"(?i)zestaw", "«zestaw»: «komplet» everywhere"),
        (r"(?i)klejnot(?!y i)", "«klejnot» beside «kamień» for the same gem"),
        (r"Cena dla:|^Park: ", "a double colon around a name"),
        (r"Kupujcie|zamieniajcie|wydawajcie", "plural address where every text says «ty»"),
        (r"Wygrywa najwyższa suma", "a calque"),
        (r"Waży każdy ruch", "machine-translation smell"),
        (r"użyli jej", "a plural verb for one name"),
        (r"liderem jest(?:eś)?\b", "the next round's leader in the present tense"),
        (r"wybierasz sam\b", "a masculine «sam» for the player"),
        (r"^Gra $", "«Gra» read as the noun"),
    ],
    "sr-Latn": [
        (r"„Dalje“", "Pass named like Continue"),
        (r"(?i)\bpijac", "«pijaca» is a produce market: «tržište»"),
        (r"(?i)pločic\w* cen", "«pločica cene» beside «pločica» for the tile: «tablica cene»"),
        (r"žeton drugog", "markers are «oznake»; «žeton» is the production token"),
        (r"za prodati", "a calque: «po prodatom kompletu»"),
        (r"može da plati kamen", "a calque: «može da zameni kamen»"),
        (r"Pobeđuje najveći zbir", "a calque"),
        (r"\(nerešeno\)", "reads \"unresolved\""),
        (r"obavezn\w* mest", "required spaces are «polja» (log and rules)"),
        (r"^Park: ", "a double colon around a name"),
    ],
    "ja": [
        (r"鳥小屋", "reads as a birdhouse: 鳥舎"),
        (r"公園", "a public park: 庭園, as the tagline"),
        (r"チップ", "the production tokens are トークン"),
        (r"打ち方|打って", "打つ is a Go/shogi verb"),
        (r"黄の", "黄色の"),
        (r"持つと。", "a fragment"),
        (r" · ", "a Latin separator: ・"),
    ],
}


@pytest.mark.parametrize("lang", list(GONE))
def test_the_reviewed_club_words_do_not_come_back(lang):
    found = [f"{lang}/{where}: {what}: {text.strip()!r}" for where, text in _values(lang)
             for rx, what in GONE[lang] if re.search(rx, text)]
    assert found == []


def test_japanese_club_texts_use_full_width_punctuation():
    # the review: half-width ": ! ? ( )" in club.ftl, club-table and club-dialogs, among
    # Japanese text that elsewhere uses ：！？（）; the "?" button is a symbol, not a sentence
    found = [f"{where}: {text.strip()!r}" for where, text in
             _values("ja", ("club.ftl", "club-table.ftl", "club-dialogs.ftl"))
             if re.search(r"[:!?()]", text) and text.strip() != "?"]
    assert found == []


def test_japanese_club_dialogs_speak_in_desu_masu():
    # a sentence a dialog says to the player ends politely (log lines are plain, as Diamant's)
    plain = r"(?:ない|いる|できる|られる|かれる|選ぶ|決まる|分け合う|受け取る|埋めた|並んだ)[。！]"
    found = [f"{where}: {text.strip()!r}" for where, text in _values("ja", ("club-dialogs.ftl",))
             if re.search(plain, text)]
    assert found == []


def test_the_gender_and_person_rows_render_as_reviewed():
    ru, ja, pl = Localizer("ru"), Localizer("ja"), Localizer("pl")
    # «вы» takes the second person plural: "Вы и Kim делите победу"
    shared = ru.t("club-log-winners-you", who="Вы и Kim", people=2, score=57)
    assert "делите победу" in shared and "делят" not in shared
    # Japanese has no [one]: a lone winner does not "share" the win
    assert "分け合" not in ja.t("club-log-winners-you", who="あなた", people=1, score=57)
    assert "分け合" in ja.t("club-log-winners-you", who="あなたとKim", people=2, score=57)
    assert pl.t("club-table-status-wait", who="Anna").startswith("Teraz gra: Anna")
    assert pl.t("club-table-price-now", who="Anna", count=4).startswith("Anna – cena: 4")


@pytest.mark.parametrize("lang", ["sr-Latn", "sr-Cyrl"])
def test_serbian_pass_and_continue_differ(lang):
    loc = Localizer(lang)
    assert loc.t("club-table-pass") != loc.t("club-dlg-continue")
    assert loc.t("club-table-pass") in loc.t("club-table-status-buy", who="Ana")


def test_the_blue_player_is_the_rulebooks_blue():
    assert Localizer("ru").t("club-colour-blue") == "голубой"


def test_a_turn_order_reads_as_an_order():
    # the review: «BorisとAnnaとChiyo» read as a set; an order is an arrow in Japanese
    from diamant.games.club import log
    names = ["Anna", "Boris", "Chiyo"]
    assert log.word(Localizer("ja"), "seats", (1, 0, 2), names) == "Boris → Anna → Chiyo"
    assert log.word(Localizer("en"), "seats", (1, 0, 2), names, you=2) == "Boris, Anna, you"
