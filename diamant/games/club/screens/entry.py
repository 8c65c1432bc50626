"""Diamonds Club in the shell: its entry in the registry of games (the title's picker), its art
on the title, New game and Continue. Light: the title imports it at start-up (through the
club's registration) without loading the club's rules or its other screens."""
from __future__ import annotations

import logging
import math
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from diamant.games.club.screens import lesson_progress, table_keys
from diamant.ui import nav
from diamant.ui.art import ArtCache
from diamant.shell import games
from diamant.games.club.history import club_game_of, set_aside_slot, store_finished_slot
from diamant.storage.slots import has_slot, read_slot


if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

log = logging.getLogger(__name__)

GAME_ID = "club"
CLUB_DIR = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[4])) / "assets" / "club"

#: The players' colours, in their order (a seat's `colour` is an index into it), and their RGB.
COLOURS = ("red", "white", "bronze", "blue")
COLOUR_RGB = ((200, 48, 40), (236, 232, 222), (184, 124, 72), (44, 96, 204))

_ART: list[ArtCache] = []


def club_art() -> ArtCache:
    """Diamonds Club's pieces (assets/club/*.svg), rasterised at the size shown; one cache."""
    if not _ART:
        _ART.append(ArtCache(CLUB_DIR, max_items=96))
    return _ART[0]


def icon(app: "App", size: tuple[int, int]) -> pygame.Surface:
    """The picker's picture: the club's emblem."""
    return club_art().fit("emblem", size)


#: The title's picture: park tiles fanned out behind the emblem (name, angle in degrees).
FAN = (("tile-fountain", 14.0), ("tile-pavilion", 5.0), ("tile-deer-park", -5.0), ("tile-aviary", -14.0))
GEMS = ("gem-blue", "gem-yellow", "gem-diamond", "gem-green", "gem-red")


def picture(app: "App", size: tuple[int, int]) -> pygame.Surface:
    """The title's large picture, fitting `size`: the emblem over a fan of park tiles, gems
    before them."""
    w, h = max(8, size[0]), max(8, size[1])
    tile = min(h * 0.42, w / 4.2)
    art = club_art()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    n = len(FAN)
    cy = h * 0.36
    for i, (name, angle) in enumerate(FAN):
        face = pygame.transform.rotozoom(art.get(name, (round(tile), round(tile))), angle, 1.0)
        off = i - (n - 1) / 2
        centre = (round(w / 2 + off * tile * 0.78), round(cy + abs(off) * tile * 0.1))
        surf.blit(face, face.get_rect(center=centre))
    emblem = art.fit("emblem", (round(tile * 1.5), round(tile * 1.5)))
    surf.blit(emblem, emblem.get_rect(center=(w // 2, round(h * 0.62))))
    gem = round(tile * 0.38)
    for i, name in enumerate(GEMS):
        a = math.pi * (0.15 + 0.7 * i / (len(GEMS) - 1))
        x = w / 2 - math.cos(a) * tile * 1.9
        y = h * 0.66 + math.sin(a) * tile * 0.55
        img = art.fit(name, (gem, gem))
        surf.blit(img, img.get_rect(center=(round(x), round(y))))
    return surf


def new_game(app: "App") -> None:
    """New game: with a Diamonds Club game in progress, ask first (a new one replaces it)."""
    if has_slot(GAME_ID):
        app.nav.push("confirm-new-game", body_key="club-new-game-confirm-body",
                     on_confirm=lambda: app.nav.push("club-lobby"))
        return
    app.nav.push("club-lobby")


def keep_game_in_progress(app: "App") -> bool:
    """Before a new game replaces the Diamonds Club game in progress, keep that one beside the
    history (Past games lists it and can continue it). True when nothing is in the way any more;
    False (said to the player) when it could not be kept for certain: then the new game must not
    start, or its first autosave would replace the old game. Never raises."""
    return games.keep_game_in_progress(app, lambda: set_aside_slot(GAME_ID), "the Diamonds Club game")


def store_ended_game(app: "App") -> None:
    """A finished game left in the club's autosave goes to the history; the player is told."""
    if store_finished_slot() is not None:
        app.show_message(app.t("message-history-stored"))


def resume(app: "App") -> None:
    """Continue the Diamonds Club game in progress at its table; a damaged or missing save is said."""
    store_ended_game(app)
    data, warnings = read_slot(GAME_ID)  # never raises: a damaged file is a warning
    for w in warnings:
        app.show_message(str(w), kind="warning")
    if data is None:
        if not warnings:
            app.show_message(app.t("message-no-saved-game"), kind="warning")
        return
    if "club-table" not in nav.names():  # a build without the table: it stays saved
        return
    if club_game_of(data).is_over:  # an ended game the disk still has no room for: it stays saved
        app.show_message(app.t("message-history-not-stored"), kind="warning")
        return
    from diamant.games.club.record import ClubRecordError  # the rules load with the table
    try:
        app.nav.reset("club-table", saved=data)
    except ClubRecordError as exc:  # storage checked the file: a bot it names is not installed here
        log.warning("the Diamonds Club game in progress cannot be opened: %s", exc)
        app.show_message(app.t("message-game-not-opened"), kind="warning")


def _past_seat_name(app: "App", entry: Any, s: int, level_too: bool = True) -> str:
    # the club's words load when Past games first asks, not at start-up (the title needs none)
    from diamant.games.club.screens import names
    return names.past_seat_name(app, entry, s, level_too)


def _person(name: str, loc: Any = None) -> tuple[str, str]:
    from diamant.games.club.screens import names
    return names.person(name, loc)


def _bot_name(level: str, loc: Any) -> str:
    from diamant.games.club.screens import names
    return names.bot_name(level, loc)


#: the keys overlay's row of the table's summaries: each key as the player set it
KEYS_SUMMARIES = " ".join("{%s}" % name for name in table_keys.SUMMARY_KEYS)

ENTRY = games.GameEntry(
    GAME_ID, "club-game-name", "club-lobby", "club-rules", has_save=lambda: has_slot(GAME_ID),
    resume=resume, new_game=new_game, tagline_key="club-tagline", icon=icon, picture=picture,
    on_title=store_ended_game, seat_colours=COLOUR_RGB, order=1, replay_scene="club-replay",
    log_scene="club-log", learn=lesson_progress.start,
    learn_key=lesson_progress.learn_key, learn_tip_key="club-lesson-menu-tip",
    # Enter and the arrows go over the market and the price tiles; the club has no C / L
    # (Home and End: the turn's first offer and Pass, the far end of a walk over the market)
    keys=(("{confirm}", "club-keys-confirm"), ("{left} {right} {up} {down}", "club-keys-focus"),
          ("Home / End", "club-keys-ends"), (KEYS_SUMMARIES, "club-keys-summaries")),
    # the hand-over curtain and the learning aid are Diamant's: Settings leaves them out here
    settings=(),
    # the past games name the club's seats, players and levels in the club's words
    past=games.PastGames(seat_name=_past_seat_name, person=_person, bot_name=_bot_name))
