"""The game flow: from the lobby through the board, the expeditions and the hand-overs to the scores.

Public API (see the app contract)::

    TableSetup / SeatSetup             the table to play (diamant.app.session)
    start_game(app, setup)             build a GameSession and show the board of round 1
    resume_game(app, saved)            continue the autosaved game (storage.SavedGame)
    open_lobby(app)                    the table set-up screen
    back_to_menu(app)                  leave the game scenes, back to the title menu

Also a few drawing helpers the play scenes share (seat symbols, seat badges, gem counts).
"""
from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from diamant.app.session import (BOT, EDITIONS, HUMAN, MAX_SEATS, MIN_SEATS, GameSession, SeatSetup,
                                 TableSetup, bot_display_name, bot_levels, default_level)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.app.app import App

log = logging.getLogger(__name__)

__all__ = ["SeatSetup", "TableSetup", "GameSession", "start_game", "resume_game", "open_lobby",
           "back_to_menu", "new_session", "bot_levels", "default_level", "bot_display_name",
           "EDITIONS", "HUMAN", "BOT", "MIN_SEATS", "MAX_SEATS", "draw_symbol", "seat_badge"]


# -------------------------------------------------------------------------------------------------
# settings helpers (the App's settings object may be missing fields in tests)
def setting(app: "App", name: str, default: Any) -> Any:
    s = getattr(app, "settings", None)
    return getattr(s, name, default) if s is not None else default


def anim_speed(app: "App") -> float:
    if getattr(app, "instant", False):
        return 0.0
    try:
        return float(setting(app, "animation_speed", 1.0))
    except (TypeError, ValueError):
        return 1.0


def _save_settings(app: "App") -> None:
    s = getattr(app, "settings", None)
    if s is None or getattr(app, "headless", False) and not getattr(app, "save_settings_headless", False):
        return
    try:
        from diamant.storage import save_settings
        save_settings(s)
    except Exception as exc:  # noqa: BLE001 - never stop the game over a settings file
        log.warning("settings not saved: %s", exc)


def remember_table(app: "App", setup: TableSetup) -> None:
    s = getattr(app, "settings", None)
    if s is not None and hasattr(s, "last_table"):
        s.last_table = setup.to_dict()
        _save_settings(app)


def last_table(app: "App") -> TableSetup:
    raw = setting(app, "last_table", None)
    loc = getattr(app, "loc", None)
    table = TableSetup.from_dict(raw) if raw else None
    return table if table is not None else TableSetup.default(loc)


# -------------------------------------------------------------------------------------------------
# the flow
def new_session(app: "App", setup: TableSetup | None = None, *, saved: Any = None,
                autosave: bool | None = None) -> GameSession:
    if autosave is None:
        autosave = not getattr(app, "headless", False) or bool(getattr(app, "autosave", False))
    kwargs = dict(autosave=autosave, speed=anim_speed(app),
                  spectator_speed=float(setting(app, "spectator_speed", 1.0) or 1.0),
                  on_warning=getattr(app, "show_message", None))
    if saved is not None:
        return GameSession.from_saved(saved, **kwargs)
    setup = setup or TableSetup.default(getattr(app, "loc", None))
    return GameSession(setup, theme=setup.theme_for(getattr(app, "lang", None)), **kwargs)


def _is_play_scene(scene: Any) -> bool:
    mod = type(scene).__module__
    return mod.startswith("diamant.app.scenes.") and mod.rsplit(".", 1)[-1] in (
        "lobby", "board", "expedition", "handover", "round_end", "scoring", "pause")


def _clear_play_scenes(app: "App") -> None:
    for scene in list(app.scenes):
        if _is_play_scene(scene):
            sess = getattr(scene, "session", None)
            if sess is not None and getattr(scene, "owns_session", False):
                sess.close()
            app.remove(scene) if hasattr(app, "remove") else app.scenes.remove(scene)


def _show(app: "App", scene: Any) -> None:
    """Put a game scene on top of whatever menu is below (the title stays at the bottom)."""
    _clear_play_scenes(app)
    app.push(scene)


def start_game(app: "App", setup: TableSetup) -> GameSession:
    """Build a GameSession for `setup` and show the board before the first expedition."""
    from diamant.app.scenes.board import BoardScene
    app.game_over_seen = False
    setup = setup.fixed()
    remember_table(app, setup)
    session = new_session(app, setup)
    _show(app, BoardScene(app, session))
    return session


def resume_game(app: "App", saved: Any) -> GameSession:
    """Continue an autosaved game: straight into the expedition in progress."""
    from diamant.app.scenes.expedition import ExpeditionScene
    app.game_over_seen = False
    session = new_session(app, saved=saved)
    _show(app, ExpeditionScene(app, session, resumed=True))
    return session


def open_lobby(app: "App") -> None:
    from diamant.app.scenes.lobby import LobbyScene
    _show(app, LobbyScene(app))


def back_to_menu(app: "App") -> None:
    _clear_play_scenes(app)
    if not app.scenes:
        try:
            from diamant.app.scenes.title import TitleScene  # SHELL's
            app.push(TitleScene(app))
        except Exception as exc:  # noqa: BLE001
            log.warning("no title scene to go back to: %s", exc)


# -------------------------------------------------------------------------------------------------
# drawing helpers
def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int], size: int,
                colour, outline=(20, 14, 10)) -> None:
    """One of art.SEAT_SYMBOLS, filled with `colour` and outlined (readable on any background)."""
    cx, cy = centre
    r = max(3, size / 2)
    ow = max(1, round(size / 10))
    if symbol == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, outline, (cx, cy), r, ow)
        return
    if symbol == "square":
        s = r * 0.86
        pts = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    elif symbol == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif symbol == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif symbol == "star":
        pts = _star(cx, cy + r * 0.06, r * 1.05)
    elif symbol == "cross":
        a, b = r * 0.34, r * 0.95
        pts = [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
               (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
               (cx - b, cy - a), (cx - a, cy - a)]
    elif symbol == "hexagon":
        pts = [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    elif symbol == "heart":
        pts = []
        for i in range(28):
            t = 2 * math.pi * i / 28
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 17, cy + y * r / 17 - r * 0.05))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r)
        return
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, ow)


def seat_colour(index: int):
    from diamant.app.art import SEAT_COLOURS
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def seat_symbol(index: int) -> str:
    from diamant.app.art import SEAT_SYMBOLS
    return SEAT_SYMBOLS[index % len(SEAT_SYMBOLS)]


def seat_badge(surface: pygame.Surface, colour_index: int, centre: tuple[int, int], size: int) -> None:
    """A seat's colour disc with its symbol (colour-blind safe: the symbol tells seats apart)."""
    col = seat_colour(colour_index)
    pygame.draw.circle(surface, (18, 12, 8), centre, size // 2 + max(1, size // 12))
    pygame.draw.circle(surface, col, centre, size // 2)
    dark = (30, 20, 12) if sum(col) > 360 else (250, 244, 230)
    draw_symbol(surface, seat_symbol(colour_index), centre, round(size * 0.56), dark, outline=dark)


def gem_text(app: "App", n: int) -> str:
    return app.t("gems-count", count=n)
