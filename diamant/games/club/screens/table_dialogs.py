"""The dialogs the club table opens over itself, and how a game resumed opens again the one that
was open: the round's summary ("club-round-end"), the building dialog ("club-build"), the gems
panel's return ("club-gems" is opened on a person's turn), the rules. A part of the table scene
(table_scene.ClubTableScene inherits it): the save notes which dialog is open (`_set_open`), so
Continue after a kill shows it again (`_reopen`)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from diamant.ui import nav
from diamant.games.club.actions import keep_name
from diamant.games.club.data import PRICE_TILES

from .session import ClubSession, Step, ended_round_events


#: the save's notes of a dialog open over the table (and of the build dialog's choices)
OPEN_KEYS = ("open", "tile", "pay", "obj")


class TableDialogs:
    """The table scene's dialogs (mixed into ClubTableScene, which holds what they use)."""

    if TYPE_CHECKING:  # the table scene's, declared for the type checker
        app: Any
        session: ClubSession
        shown: dict[str, Any]
        status_note: str
        asked: tuple[int, int] | None
        group: Any
        gems_button: Any
        flying: Step | None

        def _show(self, state: dict[str, Any]) -> None: ...
        def _play(self, action: str) -> bool: ...
        def _person(self) -> int | None: ...
        def _legal(self) -> list[str]: ...
        def _offers(self) -> frozenset[str]: ...
        def _price_tip(self, t: int) -> str: ...
        def default_focus(self) -> Any: ...
        pass_button: Any
        motion: Any

    def _round_end(self, events: list[Any], after: dict[str, Any] | None) -> None:
        """The round's summary over the table; the save says it is open until it is closed."""
        rnd = events[-1].round
        self._set_open("round-end")

        def closed() -> None:
            self.session.ui["round_seen"] = rnd
            self._set_open(None)
            if after is not None:
                self._show(after)
        self.app.nav.push("club-round-end", game=self.session.game.copy(), events=events,
                          names=self.session.names, colours=self.session.colours, on_continue=closed,
                          you=self.session.viewer)

    def _set_open(self, what: str | None, tile: int | None = None, pay: list[int] | None = None,
                  obj: int | None = None) -> None:
        """Note in the save which dialog is open over the table (and the build dialog's tile, and
        the payment and object the player chose in it): after a kill, Continue opens it again as
        it was (`_reopen`). The save is written at once."""
        ui = self.session.ui
        for key in OPEN_KEYS:
            ui.pop(key, None)
        if what is not None:
            ui["open"] = what
            for key, value in (("tile", tile), ("pay", pay), ("obj", obj)):
                if value is not None:
                    ui[key] = value
        self.session.write_save()

    def _reopen(self) -> None:
        """A game resumed: the round summary not yet closed (also when the game was stopped
        while the round's last pieces flew), or the build dialog, comes back. (A person's gems
        phase opens its panel by itself.)"""
        ui = self.session.ui
        ended: list[Any] | None = ended_round_events(self.session.events)
        if ended is not None and ui.get("round_seen") != ended[-1].round and self._has("club-round-end"):
            self._round_end(ended, None)
            return
        tile = ui.get("tile")
        if ui.get("open") == "build":
            pay, obj = ui.get("pay"), ui.get("obj")  # the dialog checks them against the game
            self._build(tile if isinstance(tile, int) and 0 <= tile < len(PRICE_TILES) else None,
                        pay=list(pay) if isinstance(pay, list) else None, obj=obj if isinstance(obj, int) else None)

    def _has(self, name: str) -> bool:
        return name in nav.names()

    def _gems_done(self, actions: list[str] | None) -> None:
        self.session.ui.pop("open", None)  # the actions' own saves keep it closed
        if actions is None:  # closed with Escape: the table's "Sell sets" button opens it again
            self.group.focus(self.gems_button, keyboard=True)  # Enter opens it at once
            self.session.write_save()
            return
        for a in actions:
            if not self._play(a):
                break
        self.asked = None  # if the dialog left the phase unfinished, ask again

    def _build(self, tile: int | None, pay: list[int] | None = None, obj: int | None = None) -> None:
        p = self._person()
        if p is None or self.shown["phase"] != "build":
            return
        legal = self._legal()
        # the "any" tile's offers are "build any:<object> ...": asked by the exact word, its
        # click said it could not be built, whatever the gems
        if tile is not None and PRICE_TILES[tile] not in self._offers():
            self.status_note = self._price_tip(tile).split("\n")[-1]
            return
        if not any(a.startswith("build") for a in legal):
            return
        if self._has("club-build"):
            self._set_open("build", tile, pay, obj)
            self.app.nav.push("club-build", game=self.session.game.copy(), seat=p, tile=tile, pay=pay, obj=obj,
                              on_done=self._build_done, on_change=self._build_changed)
        else:
            options = [a for a in legal if a.startswith("build") and (
                tile is None or a.split()[1].split(":")[0] == PRICE_TILES[tile])]
            self._play(options[0])

    def _build_changed(self, tile: int, pay: list[int], obj: int) -> None:
        """The player changed the build dialog's tile, payment or object: the save keeps them."""
        self._set_open("build", tile, pay, obj)

    def _build_done(self, action: str | None) -> None:
        for key in OPEN_KEYS:  # before the action, whose save then keeps it closed
            self.session.ui.pop(key, None)
        if action is None or not self._play(action):
            self.session.write_save()

    def leave(self) -> None:
        """A dialog (the gems panel, opened with the turn) or a menu over the table: the turn's
        banner goes, which showed through the dialog's panel, in its middle."""
        self.motion.banner = None
        super().leave()  # type: ignore[misc]  # the Scene's, after this mixin

    def _jump(self, first: bool) -> bool:
        """Home: the turn's own place (the first space on offer, Build); End: Pass. By keyboard,
        Pass was the far end of a walk over the whole market."""
        if self._person() is None:
            return False
        target = self.default_focus() if first else self.pass_button
        if target is not None and target.visible and target.can_focus:
            self.group.focus(target, keyboard=True)
        return True

    def rules_section(self) -> str | None:
        """The rules' section of the part the game is at (the phase shown, or phase 3 while its
        diamonds and new turn order fly): the table's "?" and the pause menu's Rules open there."""
        flying = self.flying.events if self.flying is not None else ()
        return rules_section(self.shown["phase"], flying)  # the module's function, below

    def _rules(self) -> None:
        """The rules, open at the part the game is at."""
        if self._has("club-rules"):
            self.app.nav.push("club-rules", section=self.rules_section())
        else:
            self.app.nav.push("rules")


#: the rules' section (club-rules.ftl) of each phase the table shows
PHASE_SECTIONS = {"buy": "market", "gems": "gems", "build": "building", "over": "end"}
#: the events of phase 3 (the diamonds, the leader and the turn order it sets)
DIAMOND_EVENTS = frozenset({"diamond-awarded", "leader-chosen"})


def rules_section(phase: str, flying: Sequence[Any] = ()) -> str | None:
    """The rules' section of the part of the round being played: `phase` (the state shown),
    unless the step flying now (its events, `flying`) is phase 3's diamonds and turn order."""
    if any(ev.type in DIAMOND_EVENTS for ev in flying):
        return "diamonds"
    return PHASE_SECTIONS.get(phase)


def _forced_gems(game: Any) -> list[str] | None:
    """The person's whole gems phase when there is nothing to choose, else None: each step has
    one legal action only, or no set can be sold and every token can be kept (at most one of
    each kind: keeping it costs nothing and returning it gains nothing)."""
    g = game.copy()
    seat = g.to_move()
    legal = g.legal()
    if not any(a.startswith("sell") for a in legal):
        s = g.seats[seat]
        held = [list(s.mines), list(s.rights), list(s.ships)]
        if all(sum(counts) <= 1 for counts in held):
            every = keep_name(*(counts.index(1) if sum(counts) else -1 for counts in held))
            if every in legal:
                return [every]
    out: list[str] = []
    while g.to_move() == seat and g.state()["phase"] == "gems":
        legal = g.legal()
        if len(legal) != 1:
            return None
        out.append(legal[0])
        g.play(legal[0])
        if legal[0].startswith("keep"):
            break
    return out
