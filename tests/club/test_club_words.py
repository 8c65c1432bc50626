"""Diamonds Club's log and names speak to the player: the one person playing bots is "you" (with
the verb agreeing, in every language), hot-seat players are named; purchases name what was bought
and its price, never a market space's or card's record id; several people at one table are
"Player 1", "Player 2"... as in Diamant's lobby."""
from __future__ import annotations

import re
from typing import Any

import pytest

from toolbox import InlineExecutor
from diamant.games.club import ClubGame
from diamant.games.club import log as L
from diamant.games.club.screens import names as N
from diamant.games.club.screens.lobby import DraftSeat
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.games.club.simulate import play_game
from diamant.i18n import LANGUAGE_CODES, get_localizer

NAMES = ["Ann", "Bo", "Cy"]


@pytest.fixture(scope="module")
def events() -> list[Any]:
    result = play_game(3, ["steady", "random", "steady"], 5)
    return ClubGame.replay(result.game.record())[1]


def lines(events: list[Any], lang: str, you: int | None) -> list[str]:
    return L.render_all(L.entries(events), get_localizer(lang), NAMES, you)


def test_the_one_person_is_you_and_the_verbs_agree(events) -> None:
    solo = lines(events, "en", 0)
    assert "You open the buying." in solo
    # "You" never takes a third-person verb
    wrong = [t for t in solo if re.match(r"You (opens|puts|takes|moves|is|passes|stops|builds|sells|keeps"
                                         r"|returns|buys|pays|has|wins|gets)\b", t)
             or re.search(r"You \S+ .*\band gets\b|; You\b", t)]
    assert not wrong, wrong[:3]
    assert any(t.startswith("You buy ") for t in solo) and any(t.startswith("You pay ") for t in solo)
    assert "Ann" not in " ".join(solo)  # the viewer is "you", by any name
    assert any(t.startswith("Bo ") for t in solo)  # the bots keep their names
    # every line naming the viewer alone has a second-person message, in every language
    for code in LANGUAGE_CODES:
        loc = get_localizer(code)
        missing = {e.msg for e in L.entries(events) if e.seats == (0,) and e.msg != "club-log-score"
                   and not loc.has(e.msg + "-you")}
        assert not missing, (code, missing)


@pytest.mark.parametrize("lang, you_line", [("ru", "Вы начинаете покупки."), ("pl", "Zaczynasz zakupy."),
                                            ("sr-Latn", "Vi počinjete kupovinu."),
                                            ("sr-Cyrl", "Ви почињете куповину."), ("ja", "購入はあなたから。")])
def test_you_in_every_language(events, lang: str, you_line: str) -> None:
    solo = lines(events, lang, 0)
    assert you_line in solo
    named = lines(events, lang, None)
    assert you_line not in named and len(named) == len(solo)
    assert not any("{" in t or "club-" in t for t in solo)


def test_hot_seat_names_everyone(events) -> None:
    assert L.viewer(["human", "human", "bot"]) is None
    assert L.viewer(["bot", "human", "bot"]) == 1
    named = lines(events, "en", L.viewer(["human", "human", "human"]))
    assert "Ann opens the buying." in named
    assert not any(t.startswith("You ") for t in named)


def test_a_session_knows_its_viewer() -> None:
    def session(*bots: str | None) -> ClubSession:
        seats = tuple(ClubSeat(f"P{i}", i, b) for i, b in enumerate(bots))
        return ClubSession.new(ClubSetup(seats, 3), executor=InlineExecutor())
    assert session("steady", None).viewer == 1
    assert session(None, None, "steady").viewer is None
    assert session("steady", "steady").viewer is None
    record = {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "bot"}]}
    assert L.record_viewer(record) == 0


def test_purchases_are_told_in_words(events) -> None:
    text = lines(events, "en", None)
    ids = [t for t in text if re.search(r"\bc\dr\d\b|\b[DL]\d[ab]\b|\bspace c", t)]
    assert not ids, ids[:3]
    assert text[0] == "— Round 1: a new market —"
    buys = [t for t in text if " buys " in t]
    assert buys and all(re.fullmatch(r"\w+ buys .+ for \d+ coins?\.", t) for t in buys)
    assert any(re.fullmatch(r"\w+ pays \d+ coins? to move \d+ spaces? along the turn-order track, to (\d+|10\+)\.", t)
               for t in text)
    # a track step names the value reached, as players read it (not the space's position)
    assert any(re.fullmatch(r"\w+ pays \d+ coins? to move down the (forest|technology|money) track: now .+\.", t)
               for t in text)
    assert not any("to space" in t for t in text)
    # a bought token is told once (the purchase), not again as "takes"
    assert not any(re.fullmatch(r"\w+ takes (a|digging).*\.", t) and "from the bank" not in t for t in text)


def test_each_purchase_is_one_line_with_its_price(events) -> None:
    """Every purchase shows up with its price exactly once, whatever it bought."""
    entries = L.entries(events)
    bought = [e for e in events if e.type == "bought"]
    priced = [e for e in entries if e.msg.startswith("club-log-bought")]
    assert len(priced) == len(bought)
    assert [dict(e.args)["coins"] for e in priced] == [e.coins for e in bought]


def test_the_session_log_reads_purchases_as_the_whole_log_does(events) -> None:
    """The table's log grows an action at a time; its lines are those of the whole game's log."""
    from diamant.games.club.screens.session import entries_after
    grown: list[Any] = []
    seen: list[Any] = []
    for ev in events:  # one event at a time: a purchase and its step land in separate batches
        seen.append(ev)
        grown.extend(entries_after(seen, [ev]))
    assert grown == L.entries(events)


def test_market_tooltip_and_log_share_the_words() -> None:
    loc = get_localizer("en")
    from diamant.games.club.screens.table_words import item_text
    assert item_text(loc, "M blue") == L.word(loc, "item", "M blue") == "a blue mine"
    assert item_text(loc, "deer park") == "a deer park"


# ------------------------------------------------------------------------------ default names
def test_several_people_are_player_1_and_player_2() -> None:
    en = get_localizer("en")

    def names(*bots: str | None) -> list[str]:
        seats = [DraftSeat("", i, b) for i, b in enumerate(bots)]
        return N.shown_names(en, seats)
    assert names(None, "steady") == ["You", "Steady"]
    assert names("steady", None) == ["Steady", "You"]
    assert names(None, None) == ["Player 1", "Player 2"]
    assert names(None, "steady", None, "steady") == ["Player 1", "Steady", "Player 2", "Steady 2"]
    # a name kept from before ("You" beside "Player 2") reads as today's default
    kept = [DraftSeat("You", 0, None), DraftSeat("Player 2", 1, None)]
    assert N.shown_names(get_localizer("ru"), kept) == ["Игрок 1", "Игрок 2"]


@pytest.mark.parametrize("lang, bots, expected", [
    ("en", ("steady",), "Your turn"), ("ja", ("steady",), "あなたの手番"),
    ("en", (None,), "Player 1, your turn")])
def test_the_turn_banner_speaks_to_the_one_person(lang: str, bots: tuple, expected: str) -> None:
    import diamant.shell.scenes  # noqa: F401
    import diamant.games.diamant.screens.scenes  # noqa: F401
    import diamant.games.club.screens  # noqa: F401
    from diamant.ui.app import App, default_settings
    settings = default_settings()
    settings.animation_speed = 0.0
    app = App(headless=True, size=(960, 540), settings=settings, lang=lang, audio=False, bot_executor=InlineExecutor())
    try:
        seats = (ClubSeat("", 0, None),) + tuple(ClubSeat("", 1 + i, b) for i, b in enumerate(bots))
        lobby_names = N.shown_names(get_localizer(lang), seats)
        seats = tuple(ClubSeat(n, s.colour, s.bot) for n, s in zip(lobby_names, seats))
        session = ClubSession.new(ClubSetup(seats, 3), executor=InlineExecutor())
        table = app.nav.reset("club-table", session=session)
        shown: list[str] = []
        show = table.motion.show_banner
        table.motion.show_banner = lambda text, *a, **kw: (shown.append(text), show(text, *a, **kw))
        for _ in range(5):
            app.frame(1 / 30, events=[], draw=False)
        assert shown and shown[0] == expected
    finally:
        app.close()


# ------------------------------------------------------------------------------ Serbian register
#: the informal "ti" in Serbian: the pronoun, the verb "to be" that goes with it, the second
#: person singular of the present ("imaš", "kupuješ", "gradiš") and imperatives that are not
#: third-person forms as well (a button's short label is an imperative in the whole app)
_SR_TI = re.compile(r"\b(ti|tvoj\w*|tebi|tebe|si|nisi|klikni|izaberi|odigraj|prodaj|pritisni)\b"
                    r"|\b\w{2,}(aš|eš|iš)\b", re.IGNORECASE)


def _sr_texts(name: str) -> dict[str, str]:
    """Each message of locales/sr-Latn/`name` as the player reads it (its text, variants and
    attributes; no placeholders or comments)."""
    from pathlib import Path

    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    texts: dict[str, str] = {}
    path = Path(__file__).resolve().parents[2] / "locales" / "sr-Latn" / name
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            parts: list[str] = []

            class Texts(Visitor):
                def visit_TextElement(self, node: ast.TextElement) -> None:
                    parts.append(node.value)

            Texts().visit(entry)
            texts[entry.id.name] = " ".join(parts)
    return texts


def test_the_club_speaks_serbian_as_the_rest_of_the_app() -> None:
    """Diamant's Serbian speaks to the player with the formal "Vi" (the log, the lobby, the
    tips, the rules), and so does the club's log: the club's table, dialogs, lobby and rules say
    "Vi" too, never "ti". (sr-Cyrl is generated from these files; test_i18n checks it is.)"""
    assert _sr_texts("log.ftl")["logbook-you"] == "Vi"
    assert _sr_texts("play.ftl")["play-remove-tip"] == "Uklonite ovo mesto"
    informal = {(name, key): m.group() for name in ("club.ftl", "club-table.ftl", "club-dialogs.ftl",
                                                    "club-lobby.ftl", "club-rules.ftl", "club-replay.ftl")
                for key, text in _sr_texts(name).items() if (m := _SR_TI.search(text))}
    assert not informal, informal
    table = _sr_texts("club-table.ftl")
    assert "imate" in table["club-table-why-coins"]  # "you have {coins}" (was "imaš")
    assert table["club-table-your-turn-you"] == "Vaš potez"


# The informal imperatives of the lesson's own verbs ("Izađi sam", "Pogledaj", "Nauči da igraš"):
# _SR_TI cannot list every imperative, and buttons may be one ("Preskoči obuku", as ui.ftl's
# "Izađi u meni"), so these are looked for in the lesson's sentences only.
_SR_TI_IMPERATIVE = re.compile(r"\b(izađi|pogledaj|nauči|igraj|biraj)\b", re.IGNORECASE)
_LESSON_BUTTONS = {"menu-learn-resume", "tutorial-offer-no", "tutorial-next", "tutorial-skip",
                   "pause-skip-tutorial"}


def test_the_lesson_speaks_serbian_as_the_rest_of_the_app() -> None:
    """Diamant's guided lesson says "vi" to the player as every other Serbian text does: its
    tips, its offer and its menu entry ("Izaberite „Napred“", "vaš sanduk"), never "ti"."""
    lesson = _sr_texts("tutorial.ftl")
    informal = {key: m.group() for key, text in lesson.items()
                if (m := _SR_TI.search(text))
                or (key not in _LESSON_BUTTONS and (m := _SR_TI_IMPERATIVE.search(text)))}
    assert not informal, informal
    assert lesson["menu-learn"] == "Naučite da igrate"
    assert lesson["tutorial-welcome-title"] == "Dobro došli u pećinu Takora"
    assert lesson["tutorial-leave-title"] == "Izađite sami"
    assert "vaš sanduk" in lesson["tutorial-chest-body"]
    # The keys and the gamepad button keep their Latin letters in the Cyrillic lesson: a
    # Cyrillic "А" would read as the conjunction "a".
    for key, letter in (("tutorial-do-continue", "C"), ("tutorial-do-leave", "L")):
        from diamant.ui.remap import key_words
        loc = get_localizer("sr-Cyrl")
        text = loc.t(key, **key_words(loc), c="C", l="L")  # the keys and button as Controls prints them
        assert text.startswith("Изаберите „"), text
        for latin in (letter, "A"):
            assert re.search(rf"(?<!\w){latin}(?!\w)", text), (latin, text)
        assert not re.search(r"(?<!\w)А(?!\w)", text), text


@pytest.mark.parametrize("lang, others, status, log_line, after", [
    # one person playing a bot: "you" in the status line as in the log, whatever their name
    ("en", ("steady",), "Your turn: click a free space to buy it, or pass.", "You open the buying.",
     "Your move…"),
    ("ru", ("steady",), "Ваш ход: щёлкните свободное место, чтобы купить его, или пасуйте.",
     "Вы начинаете покупки.", "Ваш ход…"),
    # hot seat: the one whose turn it is is named in both
    ("en", (None, "steady"), "Anna: click a free space to buy it, or pass.", "Anna opens the buying.",
     "Anna is playing…"),
])
def test_the_status_line_speaks_to_the_player_as_the_log_does(lang: str, others: tuple, status: str,
                                                              log_line: str, after: str) -> None:
    import diamant.shell.scenes  # noqa: F401
    import diamant.games.diamant.screens.scenes  # noqa: F401
    import diamant.games.club.screens  # noqa: F401
    from diamant.ui.app import App, default_settings
    settings = default_settings()
    settings.animation_speed = 0.0
    app = App(headless=True, size=(960, 540), settings=settings, lang=lang, audio=False, bot_executor=InlineExecutor())
    try:
        seats = (ClubSeat("Anna", 0, None),) + tuple(
            ClubSeat("Boris" if b is None else "Bot", 1 + i, b) for i, b in enumerate(others))
        session = ClubSession.new(ClubSetup(seats, 3), executor=InlineExecutor())  # Anna leads round 1
        table = app.nav.reset("club-table", session=session)
        for _ in range(5):
            app.frame(1 / 30, events=[], draw=False)
        assert table._person() == 0
        assert table.status() == status
        log = [text for text, _ in table._log_lines()]
        assert log_line in log
        table._pass()  # her pass is on its way to the table: she is still the one shown to move
        assert table.status() == after
    finally:
        app.close()
