"""The guided first game's progress, kept in the settings (``settings.extra["tutorial"]``), and
its steps: what the title asks ("Continue learning"? offer the lesson on the first start?)
without loading the lesson's table (diamant.games.diamant.screens.tutorial)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from diamant.games.diamant.engine import Decision
from diamant.shell import games
from diamant.games.diamant.saves import has_saved_game

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

PLAYER = 0  # the player's seat; seats 1 to 3 are the scripted explorers
SETTING = "tutorial"  # the key in settings.extra


@dataclass(frozen=True)
class Step:
    """One tip: `choice` is the decision it asks for (None: the player reads and goes on with
    Next), `targets` what the highlight goes round ("card:<i>": a card of the path, "chest:<seat>",
    "decision": the decision card the tip asks for)."""

    id: str
    choice: Decision | None
    targets: tuple[str, ...]


STEPS: tuple[Step, ...] = (
    Step("welcome", None, ("card:0",)),
    Step("share", Decision.CONTINUE, ("card:0", "decision")),
    Step("relic", Decision.CONTINUE, ("card:1", "decision")),
    Step("together", None, ("chest:1", "chest:2", "card:0", "card:1")),
    Step("trap", None, ("card:2",)),
    Step("leave", Decision.LEAVE, ("card:0", "card:1", "decision")),
    Step("chest", None, (f"chest:{PLAYER}",)),
    Step("disaster", None, ("card:4", "card:2", "chest:3")),
    Step("camp", None, (f"chest:{PLAYER}",)),
)
STEP_IDS = tuple(s.id for s in STEPS)


# -------------------------------------------------------------------------------------------------
# progress, in the settings
def progress(app: "App") -> dict[str, Any]:
    """The saved progress: {"done": bool, "offered": bool, "seen": [...], "decisions": [...]}."""
    extra = getattr(getattr(app, "settings", None), "extra", None)
    raw = extra.get(SETTING) if isinstance(extra, dict) else None
    out: dict[str, Any] = {"done": False, "offered": False, "seen": [], "decisions": []}
    if isinstance(raw, dict):
        out["done"] = raw.get("done") is True
        out["offered"] = raw.get("offered") is True
        seen = raw.get("seen")
        if isinstance(seen, list):
            out["seen"] = [s for s in seen if s in STEP_IDS]
        moves = raw.get("decisions")
        if isinstance(moves, list):
            out["decisions"] = [[m[0], m[1]] for m in moves
                                if isinstance(m, list) and len(m) == 2 and isinstance(m[0], int)
                                and m[1] in ("continue", "leave")]
    return out


def _store(app: "App", **changes: Any) -> None:
    s = getattr(app, "settings", None)
    extra = getattr(s, "extra", None)
    if not isinstance(extra, dict):
        return
    state = progress(app)
    state.update(changes)
    extra[SETTING] = state
    games.save_settings(app)


def is_done(app: "App") -> bool:
    return bool(progress(app)["done"])


def in_progress(app: "App") -> bool:
    state = progress(app)
    return not state["done"] and bool(state["seen"] or state["decisions"])


def should_offer(app: "App") -> bool:
    """The one-time offer on the very first start: never offered nor played, no table ever set
    up, no game saved. A headless app (tests, tools) is asked only when it says so."""
    if not (app.first_start_offers if app.first_start_offers is not None else not app.headless):
        return False
    s = getattr(app, "settings", None)
    extra = getattr(s, "extra", None)
    if not isinstance(extra, dict) or SETTING in extra:
        return False
    return getattr(s, "last_table", None) is None and not has_saved_game()


def mark_offered(app: "App") -> None:
    _store(app, offered=True)
