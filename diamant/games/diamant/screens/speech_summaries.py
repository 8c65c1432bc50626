"""What the expedition says on demand (the summary keys; diamant.ui.speech speaks it): the path
and the gems on it, what the player carries, who is in the cave, the odds of the next card.

Everything comes from the table as it is shown (its model), never from the engine ahead of it:
a summary never tells the card about to be turned, nor another seat's secret chest."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from diamant.games.diamant.engine import CardKind
from diamant.games.diamant.engine.words import hazard_title

if TYPE_CHECKING:  # pragma: no cover
    from diamant.games.diamant.screens.table_model import CardState, SeatState
    from diamant.games.diamant.engine.odds import Odds
    from diamant.i18n import Localizer


def _sentences(parts: Sequence[str]) -> str:
    return ". ".join(p.rstrip(". ") for p in parts if p) + "."


def card_words(loc: "Localizer", c: "CardState", theme: str | None) -> str:
    """One card of the path as said aloud, with the gems still lying on it."""
    card = c.card
    if card.kind is CardKind.TREASURE:
        text = loc.t("card-treasure-value", value=card.value)
        return f"{text} ({loc.t('a11y-gems-left', count=c.gems)})" if c.gems else text
    if card.kind is CardKind.HAZARD and card.hazard is not None:
        return hazard_title(loc, card.hazard, theme)
    if c.taken:
        return loc.t("a11y-relic-taken")
    return loc.t("card-relic")


def path_summary(loc: "Localizer", path: Sequence["CardState"], theme: str | None) -> str:
    """The path, card by card, and the gems lying on it."""
    if not path:
        return loc.t("a11y-path-empty")
    cards = "; ".join(card_words(loc, c, theme) for c in path)
    gems = sum(c.gems for c in path if c.card.kind is CardKind.TREASURE)
    return _sentences([loc.t("a11y-path", count=len(path), cards=cards),
                       loc.t("a11y-path-gems", count=gems)])


def carried_summary(loc: "Localizer", seats: Sequence["SeatState"], seat: int | None) -> str:
    """What ``seat`` carries, has in its chest (if it may be seen) and the relics it holds."""
    if seat is None or not 0 <= seat < len(seats):
        return loc.t("a11y-no-seat")
    s = seats[seat]
    parts = [loc.t("play-carried", count=s.carried)]
    parts.append(loc.t("play-chest-hidden") if s.chest is None else loc.t("play-chest", count=s.chest))
    if s.relics:
        parts.append(loc.t("a11y-relics-held", count=s.relics))
    parts.append(loc.t("a11y-in-cave") if s.in_cave else loc.t("a11y-at-camp"))
    return _sentences(parts)


def cave_summary(loc: "Localizer", seats: Sequence["SeatState"], names: Sequence[str],
                 you: int | None) -> str:
    """Who is still in the cave and who is back at camp, with what each carries."""
    def name(i: int) -> str:
        return loc.t("logbook-you") if i == you else names[i] if i < len(names) else str(i + 1)
    inside = [loc.t("a11y-seat-carries", name=name(i), count=s.carried)
              for i, s in enumerate(seats) if s.in_cave]
    out = [name(i) for i, s in enumerate(seats) if not s.in_cave]
    parts = [loc.t("a11y-cave", count=len(inside), who=loc.format_list(inside)) if inside
             else loc.t("a11y-cave-empty")]
    if out:
        parts.append(loc.t("a11y-camp", who=loc.format_list(out)))
    return _sentences(parts)


def odds_summary(loc: "Localizer", o: "Odds | None", lines: Sequence[str], theme: str | None) -> str:
    """The odds of the next card (the learning aid's lines) and each trap's copies left."""
    if o is None:
        return loc.t("a11y-odds-none")
    traps = [loc.t("a11y-trap-left", hazard=hazard_title(loc, h, theme), count=n)
             for h, n in o.hazards_left.items()]
    return _sentences(list(lines[:-1]) + traps)
