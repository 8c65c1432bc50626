"""The player addressed as "you" agrees with the verb: a line whose subject is the one person at
the screen (the log's "-you" messages, the scores' title) says "Вы кладёте", "Вы победили",
"Вы и Боб делите победу", never "Вы кладёт", "Побеждает Вы" or "делят Вы и Боб" (nor "You
wins!" in English). The class: a message rendered with the viewer as its subject has a "-you"
form, and in Russian, Serbian and Polish that form's verb next to the subject is not in the
third person."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from diamant.games.club import ClubGame
from diamant.games.club.bots import bot_seed, make_bot
from diamant.ui import theme
from toolbox import make_app

pytestmark = pytest.mark.usefixtures("home")
ROOT = Path(__file__).resolve().parents[2]

#: the subject ("you", the names with "you" first) and a third-person present verb beside it
SUBJECT = r"(?:Вы|вы|Ви|ви|Vi|vi|Ty|ty|\{ \$(?:who|names?) \})"
THIRD = {
    "ru": r"[а-яё]+(?:ет|ёт|ит|ат|ят|ут|ют)",
    "sr-Latn": r"[a-zčćžšđ]+(?:je|ju)",
    "pl": r"[a-ząćęłńóśźż]+(?:a|ą|je|ją|i|y)",
}


def _messages(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for f in sorted((ROOT / "locales" / lang).glob("*.ftl")):
        cur = None
        for line in f.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^([a-z][a-z0-9-]*) = ?(.*)", line)
            if m:
                cur = m.group(1)
                out[cur] = m.group(2)
            elif cur and line.startswith(" "):
                out[cur] += "\n" + line
            elif not line.strip() or line.startswith("#"):
                cur = None
    return out


#: messages the scores' screens and the club table's tooltips render of the viewer
VIEWER_SUBJECT = ("club-dlg-score-winner", "club-dlg-score-winners", "play-winner", "play-winners",
                  "club-table-park", "club-table-price-now")


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"])
def test_a_message_said_of_the_viewer_has_its_you_form(lang):
    msgs = _messages(lang)
    missing = [m for m in VIEWER_SUBJECT if m + "-you" not in msgs]
    assert missing == []


@pytest.mark.parametrize("lang", sorted(THIRD))
def test_no_you_form_puts_a_third_person_verb_beside_its_subject(lang):
    third = THIRD[lang]
    bad = []
    for msg, text in _messages(lang).items():
        if not msg.endswith("-you"):
            continue
        for line in text.split("\n"):
            line = re.sub(r"^\s*\*?\[[^\]]*\]\s*", "", line)  # a variant's key
            if re.search(rf"^{SUBJECT} {third}\b(?!\w)|\b{third} {SUBJECT}", line.strip()):
                bad.append((msg, line.strip()))
    assert bad == []


def _club_title(lang: str, winners: list[int], monkeypatch) -> str:
    app = make_app(lang=lang)
    try:
        g = ClubGame(2, 5, boards=[0, 1])
        bots = [make_bot("random", bot_seed(5, p), p) for p in range(2)]
        while not g.is_over:
            g.play(bots[g.current](g.state(), g.legal()))
        you, bot = app.t("club-lobby-you"), app.t("club-bot-steady")
        scene = app.nav.push("club-scoring", game=g, names=[you, bot], colours=[0, 1],
                             on_again=lambda: None, on_title=lambda: None, people=(0,))
        scene.winners = winners
        drawn: list[str] = []
        real = theme.heading
        monkeypatch.setattr(theme, "heading",
                            lambda surface, a, text, *args, **kw: (drawn.append(text), real(surface, a, text, *args, **kw))[1])
        app.frame(1 / 30, [])
        return drawn[-1]
    finally:
        app.close()


@pytest.mark.parametrize("lang, alone, shared", [
    ("en", "You win!", "You and Steady share the win!"),
    ("ru", "Вы победили!", "Вы и Осторожный делите победу!"),
    ("pl", "Wygrywasz!", None),
])
def test_the_club_scores_address_the_winner_at_the_screen(lang, alone, shared, monkeypatch):
    title = _club_title(lang, [0], monkeypatch)
    assert title == alone
    both = _club_title(lang, [1, 0], monkeypatch)  # the viewer named first, the verb in the 2nd person
    if shared is not None:
        assert both == shared
    assert not re.search(r"Побеждает Вы|делят Вы|You wins", title + both)


@pytest.mark.parametrize("lang, park, price", [
    ("en", "Your park:", "Price for you:"),
    ("ru", "Ваш парк:", "Цена для вас:"),
    ("sr-Latn", "Vaš park:", "Cena za vas:"),
])
def test_the_club_tooltips_of_the_viewers_park_and_price_address_them(lang, park, price):
    """Not "You's park", "Парк игрока Вы", "Park igrača Vi"."""
    from diamant.games.club.screens.table_words import park_tip, price_tip
    from diamant.i18n import get_localizer
    loc = get_localizer(lang)
    state = ClubGame(2, 5, boards=[0, 1]).state()
    names = [loc.t("club-lobby-you"), "Bo"]
    assert park_tip(loc, state, 0, names).startswith(park)
    assert park_tip(loc, state, 1, names).find("Bo") >= 0
    assert price in price_tip(loc, state, 0, 0, names, False, False)


@pytest.mark.parametrize("lang, shared", [("en", "share the victory!"), ("ru", "делите победу!")])
def test_diamant_scores_a_shared_win_with_the_viewer_in_the_second_person(lang, shared, monkeypatch):
    from diamant_dev import fixtures
    app = make_app(lang=lang)
    try:
        sc = fixtures.scripted_scoring(app)
        sess = sc.session
        h = sess.humans[0]
        other = next(s for s in range(len(sess.names)) if s != h)
        sess.names[h] = app.t("play-default-human")
        monkeypatch.setattr(type(sc.game), "winners", lambda self: [other, h])
        drawn: list[str] = []
        real = theme.heading
        monkeypatch.setattr(theme, "heading",
                            lambda surface, a, text, *args, **kw: (drawn.append(text), real(surface, a, text, *args, **kw))[1])
        app.draw()
        title = drawn[0]
        assert title.startswith(app.t("play-default-human")) and title.endswith(shared), title
    finally:
        app.close()


@pytest.mark.parametrize("lang, banked, caught", [("ru", "кладёте в сундук", "бежите"),
                                                  ("pl", "chowasz do skrzyni", "uciekasz"),
                                                  ("sr-Latn", "stavljate", "bežite"),
                                                  ("en", "in your chest", "were caught")])
def test_diamant_round_summary_addresses_the_viewer(lang, banked, caught):
    """The expedition's summary names each seat and what it took home; the one person at the
    screen reads their own row in the second person ("Вы: кладёте…", never "Вы: кладёт…")."""
    from diamant_dev import fixtures
    app = make_app(lang=lang)
    try:
        sc = fixtures.scripted_round_end(app)
        you = sc.session.humans[0]
        rows = {seat: " ".join(parts) for seat, parts, _ in sc.lines()}
        others = [rows[s] for s in rows if s != you]
        mine = rows[you]
        assert banked in mine or caught in mine, mine
        assert all(banked not in r and caught not in r for r in others), others
        said = sc.spoken_intro()
        assert mine in said
    finally:
        app.close()
