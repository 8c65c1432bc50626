"""The record at the top of Past games: a section per game (Diamant, Diamonds Club ...) that
counts that game's finished games with at least one person at the table (storage's
`history_stats`, `by_game`): its heading says which game and how many games, then the best
score and each player's wins of those games, and, beside them, every bot level played against in
them. A game's figures never mix with another's: scores are not comparable between the games, and
two games may name a level alike ("steady") for different bots. Each game words its own players
and levels (its GameEntry's `past` hooks: `person`, `bot_name`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from diamant.shell import games as game_registry
from diamant.ui import theme

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# the record's layout, in units
RECORD_PAD_X = 3.0      # the text inset in its panel
RECORD_PAD_Y = 1.4
COLUMN_GAP = 2.0        # between two columns
LINE_H = 3.2            # a line, at most (many lines: less, down to the panel's largest height)
SECTION_GAP = 0.8       # between two games' sections
MAX_SHARE = 0.42        # the panel takes at most this share of the window's height
BOT_COLUMNS = 3         # the bot levels' columns (at most), right of the game's own column
GAME_WEIGHT = 1.25      # the game's column (its heading, best score, players) is this much wider
PEOPLE_SHOWN = 2        # the players with the most games get a line each


@dataclass
class Section:
    """A game's part of the record: its heading, its lines (best score, players) and, under
    "Against the bots", a line per bot level."""
    game: str
    head: str
    lines: list[str] = field(default_factory=list)
    bots_head: str = ""
    bots: list[str] = field(default_factory=list)

    def rows(self, columns: int) -> int:
        """Its lines' rows, its bots in `columns` columns: the heading's, then the longer of its
        column and the bots'."""
        return 1 + max(len(self.lines), -(-len(self.bots) // columns))


def _words(game: str) -> "game_registry.PastGames | None":
    found = game_registry.get(game)
    return found.past if found is not None else None


def _person(app: "App", game: str, name: str) -> tuple[str, str]:
    """(who, the name shown): the game's default names ("You") are one person in every language."""
    words = _words(game)
    return words.person(name, app.loc) if words is not None and words.person is not None else (name, name)


def _bot_name(app: "App", game: str, level: str) -> str:
    words = _words(game)
    return words.bot_name(level, app.loc) if words is not None and words.bot_name is not None else level


def _game_name(app: "App", game: str) -> str:
    found = game_registry.get(game)
    return app.t(found.name_key) if found is not None else game


def _order(stats: dict[str, Any]) -> list[str]:
    """The games with figures, in the picker's order (a game not registered: after, by id)."""
    by_game = stats.get("by_game", {})
    known = [e.id for e in game_registry.entries()]
    games = [g for g in by_game if by_game[g].get("human_games", 0) > 0]
    return sorted(games, key=lambda g: (known.index(g) if g in known else len(known), g))


def section(app: "App", game: str, s: dict[str, Any]) -> Section:
    """Game `game`'s section of the record, of its totals `s` (history_stats' by_game)."""
    out = Section(game, app.t("history-game-head", game=_game_name(app, game), count=s.get("human_games", 0)))
    best = s.get("best_score")
    if best:
        out.lines.append(app.t("history-best", score=best["score"], name=_person(app, game, best["name"])[1]))
    # one person, one line: "You" in another language, or a name typed in another case, is the
    # same player
    played: dict[str, int] = {}
    wins: dict[str, int] = {}
    shown: dict[str, str] = {}
    for name, count in s.get("played", {}).items():
        key, text = _person(app, game, name)
        shown.setdefault(key, text)
        played[key] = played.get(key, 0) + count
        wins[key] = wins.get(key, 0) + s.get("wins", {}).get(name, 0)
    for key in sorted(played, key=lambda k: -played[k])[:PEOPLE_SHOWN]:
        out.lines.append(app.t("history-wins", name=shown[key], wins=wins[key], games=played[key]))
    bots = sorted(s.get("bots", {}).items(), key=lambda kv: (-kv[1]["games"], kv[0]))
    if bots:
        out.bots_head = app.t("history-bots-head")
        out.bots = [app.t("history-wins", name=_bot_name(app, game, level), wins=row["wins"], games=row["games"])
                    for level, row in bots]
    return out


def sections(app: "App", stats: dict[str, Any]) -> list[Section]:
    """The record's sections, a game each (none played yet: one saying so)."""
    found = [section(app, g, stats["by_game"][g]) for g in _order(stats)]
    return found or [Section("", app.t("history-games", count=0))]


def lines(parts: list[Section]) -> list[str]:
    """Every line of the record, in reading order."""
    out: list[str] = []
    for p in parts:
        out += [p.head, *p.lines] + ([p.bots_head, *p.bots] if p.bots else [])
    return out


def _columns(inner: pygame.Rect, bot_columns: int, u: float) -> list[pygame.Rect]:
    return theme.row(inner, 1 + bot_columns, round(COLUMN_GAP * u), [GAME_WEIGHT] + [1.0] * bot_columns)


def _inner(rect: pygame.Rect, u: float) -> pygame.Rect:
    return rect.inflate(-round(RECORD_PAD_X * u), -round(RECORD_PAD_Y * u))


def bot_columns(app: "App", parts: list[Section], rect: pygame.Rect) -> int:
    """How many columns the bot levels take in the panel `rect`: BOT_COLUMNS when every level's
    line fits one at the body's size, else fewer (longer words: Russian, Polish), never less
    than two (a line still too long is set smaller)."""
    texts = [t for p in parts for t in p.bots]
    font = app.font(theme.FONT_BODY, False)
    for n in range(BOT_COLUMNS, 2, -1):
        width = _columns(_inner(rect, app.u), n, app.u)[1].width
        if all(font.size(t)[0] <= width for t in texts):
            return n
    return 2


def height(parts: list[Section], columns: int, u: float, window_h: int) -> int:
    """The record's panel height: its lines at LINE_H, at most MAX_SHARE of the window."""
    rows = max(2, sum(p.rows(columns) for p in parts))
    want = (RECORD_PAD_Y + rows * LINE_H + SECTION_GAP * (len(parts) - 1)) * u
    return round(min(want, MAX_SHARE * window_h))


def cells(parts: list[Section], columns: int, rect: pygame.Rect, u: float) -> list[tuple[str, pygame.Rect, bool]]:
    """The record's lines where they are drawn in the panel `rect`, the bot levels in `columns`
    columns: (text, rect, is a heading). A section's heading tops its game's column; "Against
    the bots" tops the bots' columns, its levels under it, row by row."""
    inner = _inner(rect, u)
    gap = round(SECTION_GAP * u)
    rows = max(2, sum(p.rows(columns) for p in parts))
    line_h = (inner.height - gap * (len(parts) - 1)) // rows
    out: list[tuple[str, pygame.Rect, bool]] = []
    top = inner.top
    for p in parts:
        cols = _columns(inner, columns, u)

        def at(column: pygame.Rect, i: int) -> pygame.Rect:
            return pygame.Rect(column.left, top + i * line_h, column.width, line_h)

        out.append((p.head, at(cols[0], 0), True))
        out += [(text, at(cols[0], 1 + i), False) for i, text in enumerate(p.lines)]
        if p.bots:
            out.append((p.bots_head, at(cols[1], 0).union(at(cols[-1], 0)), True))
            out += [(text, at(cols[1 + i % columns], 1 + i // columns), False)
                    for i, text in enumerate(p.bots)]
        top += p.rows(columns) * line_h + gap
    return out
