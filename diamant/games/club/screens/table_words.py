"""The words of the Diamonds Club table: tooltips, the status line, why a space cannot be bought.

Everything comes from locales/<lang>/club-table.ftl (and the game words of club.ftl, through
diamant.games.club.log.word), formatted when shown, from the public state (ClubGame.state()).
"""
from __future__ import annotations

from typing import Any, Sequence

from diamant.games.club.data import COLOURS, PRICE_TILES, PRICES, ROWS
from diamant.games.club.log import item_word, word
from diamant.ui.remap import key_words

TRACK_NAMES = ("forest", "tech", "money")
FOREST_POINTS = (2, 3, 4, 5, 6)
MONEY_COINS = (10, 11, 12, 13, 14)


def space_name(index: int) -> str:
    return f"c{index // ROWS + 1}r{index % ROWS + 1}"


def item_text(loc: Any, item: str) -> str:
    """A market item in words ("a blue mine", "turn-order track +2", ...): the log's wording."""
    return item_word(loc, item)


def buy_reason(loc: Any, state: dict[str, Any], seat: int, index: int, legal: Sequence[str],
               names: Sequence[str]) -> str | None:
    """The sentence saying why the space cannot be bought by `seat` (None: it can)."""
    name = space_name(index)
    if any(a.split()[:2] == ["buy", name] for a in legal):
        return None
    sp = state["market"][name]
    me = state["players"][seat]
    if sp["taken_by"] is not None:
        return loc.t("club-table-why-taken", who=names[sp["taken_by"]], coins=sp["coins"])
    if state["phase"] != "buy":
        return loc.t("club-table-why-phase")
    if me["passed"]:
        return loc.t("club-table-why-passed")
    if sp["price"] > me["coins"]:
        return loc.t("club-table-why-coins", price=sp["price"], coins=me["coins"])
    item = sp["item"]
    if item in ("pond", "deer park", "aviary"):
        if state["stacks"].get(item.replace(" ", "-"), 0) <= 0:
            return loc.t("club-table-why-animal", tile=word(loc, "tile", item.replace(" ", "-")))
        return loc.t("club-table-why-park")
    return loc.t("club-table-why-not-yours")


def space_tip(loc: Any, state: dict[str, Any], index: int, mover: int | None, legal: Sequence[str],
              names: Sequence[str], human: bool) -> str:
    name = space_name(index)
    sp = state["market"][name]
    lines = [item_text(loc, sp["item"])]
    if sp["taken_by"] is not None:
        lines.append(loc.t("club-table-why-taken", who=names[sp["taken_by"]], coins=sp["coins"]))
    else:
        lines.append(loc.t("club-table-price", price=sp["price"]))
        if sp["price"] > 1:  # the per-coin rule, spelled out: players misread it as per space
            lines.append(loc.t("club-table-price-rule", coins=sp["price"] - 1))
        if sp["item"] in ("pond", "deer park", "aviary"):
            lines.append(loc.t("club-table-stack-left", count=state["stacks"].get(sp["item"].replace(" ", "-"), 0)))
        if human and mover is not None and state["phase"] == "buy":
            why = buy_reason(loc, state, mover, index, legal, names)
            lines.append(why if why else loc.t("club-table-click-to-buy", **key_words(loc)))
    return "\n".join(lines)


def price_of(state: dict[str, Any], tile: int, seat: int | None) -> int:
    fixed, free = PRICES[tile][1], PRICES[tile][2]
    markers = state["price_tiles"].get(PRICE_TILES[tile], [])
    return fixed + free + len([p for p in markers if p != seat])


def price_tip(loc: Any, state: dict[str, Any], tile: int, mover: int | None, names: Sequence[str],
              human: bool, can_build: bool) -> str:
    name = PRICE_TILES[tile]
    colour, fixed, free = PRICES[tile]
    if colour is None:
        cost = loc.t("club-table-cost-forest", count=free)
    else:
        cost = loc.t("club-table-cost", gems=word(loc, "gems", (COLOURS[colour], fixed)), any=free)
    lines = [loc.t("club-table-price-tile", tile=word(loc, "tile", name)), cost]
    markers = state["price_tiles"].get(name, [])
    if markers:
        lines.append(loc.t("club-table-markers", who=loc.format_list([names[p] for p in markers]),
                           people=len(markers)))
    if mover is not None:
        lines.append(said_of(loc, "club-table-price-now", mover, names, count=price_of(state, tile, mover)))
    if name == "forest":
        lines.append(loc.t("club-table-forest-from"))
    elif name == "any":
        lines.append(loc.t("club-table-any-from"))
    else:
        lines.append(loc.t("club-table-stack-left", count=state["stacks"][name]))
    if human and state["phase"] == "build":
        if mover is not None and mover in markers:
            lines.append(loc.t("club-table-why-used"))
        elif can_build:
            lines.append(loc.t("club-table-click-to-build"))
        else:
            lines.append(loc.t("club-table-why-cannot-build"))
    return "\n".join(lines)


def said_of(loc: Any, msg: str, seat: int, names: Sequence[str], **args: Any) -> str:
    """`msg` about `seat` (its ``$who``): its "-you" form when the seat is the one person at the
    table under the default name ("Your park", "Ваш парк"; never "You's park", "Парк игрока Вы")."""
    if names[seat] == loc.t("club-lobby-you") and loc.has(msg + "-you"):
        return str(loc.t(msg + "-you", **args))
    return str(loc.t(msg, who=names[seat], **args))


def park_tip(loc: Any, state: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    pl = state["players"][seat]
    req = [word(loc, "tile", k) + (" ✓" if done else "") for k, done in pl["required"].items()]
    tiles = [loc.t("club-table-count", what=word(loc, "tile", k), count=n) for k, n in pl["park"].items() if n]
    lines = [said_of(loc, "club-table-park", seat, names, light=pl["light_filled"], dark=pl["dark_filled"]),
             loc.t("club-table-required", tiles=loc.format_list(req))]
    if tiles:
        lines.append(", ".join(tiles))
    if pl["required_filled"] < 3:
        lines.append(loc.t("club-table-required-warning"))
    return "\n".join(lines)


def track_tip(loc: Any, state: dict[str, Any], seat: int, track: int, names: Sequence[str]) -> str:
    level = state["players"][seat]["tracks"][TRACK_NAMES[track]]
    lines = [loc.t("club-table-track", who=names[seat], track=word(loc, "track", TRACK_NAMES[track]),
                   level=level + 1)]
    lines.append(loc.t(f"club-table-track-{TRACK_NAMES[track]}", level=level,
                       points=FOREST_POINTS[level], coins=MONEY_COINS[level]))
    return "\n".join(lines)


def goods_tip(loc: Any, state: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    pl = state["players"][seat]
    gems = [word(loc, "gems", (c, n)) for c, n in pl["gems"].items() if n]
    lines = [loc.t("club-table-coins", who=names[seat], coins=pl["coins"]),
             loc.t("club-table-gems", gems=loc.format_list(gems) if gems else loc.t("club-table-none"))]
    tokens = [word(loc, "token", t) for t in pl["tokens"]]
    lines.append(loc.t("club-table-tokens", tokens=loc.format_list(tokens) if tokens else loc.t("club-table-none")))
    if pl["bonus_cards"]:
        lines.append(loc.t("club-table-bonus-cards", cards=loc.format_list(
            [word(loc, "bonus", c) for c in pl["bonus_cards"]]), points=sum(pl["bonus"])))
    return "\n".join(lines)


def seat_tip(loc: Any, state: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    parts = [park_tip(loc, state, seat, names), goods_tip(loc, state, seat, names)]
    pl = state["players"][seat]
    parts.append(" · ".join(f"{word(loc, 'track', t)} {pl['tracks'][t] + 1}/5" for t in TRACK_NAMES))
    return "\n".join(parts)


def turn_tip(loc: Any, state: dict[str, Any], names: Sequence[str]) -> str:
    order = loc.format_list([names[p] for p in state["order"]])
    return "\n".join([loc.t("club-table-turn-track"), loc.t("club-table-turn-order", order=order),
                      loc.t("club-table-leader", who=names[state["leader"]])])


def bonus_tip(loc: Any, state: dict[str, Any], card: str, names: Sequence[str]) -> str:
    kind = card.removesuffix("-2")
    base = kind if kind.startswith("three-") else kind
    points = 3 if card.endswith("-2") or card.startswith("three-") else 5
    lines = [loc.t("club-table-bonus", card=word(loc, "bonus", base), points=points),
             loc.t(f"club-table-bonus-{'three' if kind.startswith('three-') else kind}")]
    owner = bonus_owner(state, card)
    if owner is not None:
        lines.append(loc.t("club-table-bonus-won", who=names[owner]))
    return "\n".join(lines)


BONUS_CARDS = ("three-fountain", "three-orangery", "three-pavilion", "three-rose-garden",
               "four-different", "four-different-2", "five-alike", "five-alike-2")


def bonus_art(card: str) -> str:
    if card.startswith("three-"):
        return f"bonus-{card}"
    kind = card.removesuffix("-2")
    return f"bonus-{kind}-{3 if card.endswith('-2') else 5}"


def bonus_owner(state: dict[str, Any], card: str) -> int | None:
    won = state["bonus_cards"]
    if card.startswith("three-"):
        owner: int | None = won.get(card)
        return owner
    kind = card.removesuffix("-2")
    nth = 1 if card.endswith("-2") else 0
    seats = won.get(kind, [])
    return seats[nth] if len(seats) > nth else None


def phase_text(loc: Any, state: dict[str, Any]) -> str:
    return loc.t("club-table-phase", round=state["round"], phase=state["phase"])
