"""The guided first game ("Learn to play"): a short game on forced cards in which each rule
happens in front of the player, with a few words and a highlight at each step.

It is a real game on the real table: a `GameSession` whose engine reveals a fixed list of cards
(`Game.force_next`), with three scripted explorers whose choices are fixed too (two of them leave
together at the relic, so the player sees another explorer's choice change what is on the path;
the third always goes on), and the player's own choices. When a step needs one choice ("leave
now, alone"), the other is refused with its reason, so the story cannot break. The engine
decides everything else (the shares, who takes what, the disaster).

The expedition scene draws the `TutorialGuide` over its table and asks it, through a few hooks,
whether a choice is allowed and whether the table should wait (a tip waiting for "Next").

Progress lives in the settings (``settings.extra["tutorial"]``: the game's decisions so far and
the tips seen), so closing the game and opening "Learn to play" again continues at the same step;
finishing or skipping marks it done. The tutorial never touches the player's autosave nor the
past games: its session does not save, and a scripted game has no record anyway.
"""
from __future__ import annotations

import logging
import math
import weakref
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.games.diamant.screens import flow, table_tokens
from diamant.games.diamant.screens.lesson import LessonHost, LessonSetup
from diamant.games.diamant.screens import actions
from diamant.games.diamant.screens.expedition_layout import compact
from diamant.ui.input import Action, pressed
from diamant.games.diamant.screens.seat_sources import SeatSource
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup, default_level
from diamant.ui.widgets import Button, FocusGroup
from diamant.games.diamant.engine import (BOT, HUMAN, Decision, Disaster, Edition, Game, Hazard, PlayersLeft,
                            RelicMode, RelicsStay, RelicsTaken, RelicValue, Ruleset, RulesError,
                            SeatView)
from diamant.games.diamant.engine.words import hazard_name
from diamant.games.diamant.screens.tutorial_progress import (PLAYER, SETTING, STEP_IDS, STEPS, Step,  # noqa: F401
                                                             _store, in_progress, is_done, mark_offered,
                                                             progress, should_offer)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.scene import Scene

log = logging.getLogger(__name__)

#: the guides alive (the lesson on the stack, if any, has one): `running` finds it among them
_GUIDES: "weakref.WeakSet[TutorialGuide]" = weakref.WeakSet()

#: One expedition with the relics in the deck: short, and every rule of the lesson in it.
RULES = Ruleset(Edition.IELLO, False, RelicMode.ALL_AT_START, RelicValue.BY_ORDER,
                (5, 5, 5, 10, 10), rounds=1)
TRAP = Hazard.SNAKES  # a trap both card themes have
ARROW_BOB_RATE = 4.0  # rad/s: the pointing arrow bobs (0.64 a second)
#: The cards turned over, in order: a treasure that does not share evenly (11 for 4: 2 each, 3
#: stay), a relic (two explorers leave together: they split the 3 and leave the relic), a first
#: trap (the player leaves alone with the last gem and the relic), then a small treasure for the
#: one explorer left and the second trap of the same kind.
SCRIPT = ("treasure:11", "relic", f"hazard:{TRAP.value}", "treasure:4", f"hazard:{TRAP.value}")
#: When each scripted explorer leaves: the length of the path then (None: never, they go on).
#: Seats 1 and 2 leave together on the relic; seat 3 stays to meet the second trap.
LEAVES_AT: dict[int, int | None] = {1: 2, 2: 2, 3: None}
HINT_FONT = (theme.FONT_SMALL + theme.FONT_BODY) / 2  # the line under a tip: what to choose, or why not
TITLE_FONT = theme.FONT_HEADING * 0.7  # a tip's title
BOT_THINK = 0.6  # seconds a scripted explorer visibly thinks at animation speed 1
# the tip's panel and its marks on the table, in units
TIP_PAD = 1.2          # the panel's inner margin
TIP_BUTTON_GAP = 1     # between Next and Skip
TIP_TITLE_H = 3.6      # a tip's title on one line
TIP_TITLE_ROOM = 0.6   # ... on two: their lines and this
TIP_BODY_TOP = 0.6     # from the title to the words
TIP_BODY_BOTTOM = 1.4  # from the words to the line under them
REFUSAL_TOP = 0.4      # from the words to that line (what to choose, or why not)
REFUSAL_H = 5.6        # that line's box, at least
SEAT_RING_INSET = 0.6  # a seat's ring at camp is this far in from its column (it grows outwards)
CARD_RING = 0.8        # a card's ring stands this far out of it (both sides together)
DECISION_RING = 0.6    # a decision card's ring
ARROW_W = 3.2          # the arrow pointing at what a tip talks about
ARROW_H = 2.6
ARROW_GAP = 0.5        # between the arrow and the focus ring round its target
ARROW_BOB = 0.5        # how far the arrow bobs
PAGE_MARK = 1.2        # a tip read in pages (a larger interface size): the mark of more to read
PAGED_BODY_LINES = 3   # ... whose words keep at least this many lines (else the line under it joins them)


# -------------------------------------------------------------------------------------------------
# the game
class ScriptedExplorer(SeatSource):
    """A seat of the lesson that goes on, or leaves when the path has `leaves_at` cards, after a
    short visible thought."""

    def __init__(self, think_time: Callable[[], float], leaves_at: int | None = None) -> None:
        self.think_time = think_time
        self.leaves_at = leaves_at
        self._asked = False
        self._elapsed = 0.0
        self._think = 0.0
        self._choice = Decision.CONTINUE

    @property
    def pending(self) -> bool:
        return self._asked

    def begin(self, view: SeatView, step: tuple) -> None:
        self._asked, self._elapsed, self._think = True, 0.0, self.think_time()
        self._choice = Decision.LEAVE if len(view.path) == self.leaves_at else Decision.CONTINUE

    def poll(self, dt: float) -> Decision | None:
        if not self._asked:
            return None
        self._elapsed += dt
        if self._elapsed < self._think:
            return None
        self._asked = False
        return self._choice

    def cancel(self) -> None:
        self._asked = False


def new_session(app: "App", decisions: list[list[Any]] | None = None) -> GameSession:
    """The lesson's session, with `decisions` (seat, "continue" | "leave") already played: their
    events wait in the session's queue for the table. Raises RulesError on decisions that do not
    fit the script (a damaged settings file)."""
    speed = flow.anim_speed(app)

    def think() -> float:
        return BOT_THINK / speed if speed > 0 else 0.0

    setup = TableSetup([SeatSetup("", HUMAN, None, 0),
                        SeatSetup("", BOT, default_level("steady"), 1),
                        SeatSetup("", BOT, default_level("counter"), 2),
                        SeatSetup("", BOT, default_level("tactician"), 3)], edition="iello")
    session = GameSession(setup.fixed(getattr(app, "loc", None)), autosave=False, speed=speed,
                          ruleset=RULES, theme=setup.theme_for(getattr(app, "lang", None)),
                          clock=app.timesource,
                          executor=app.bot_executor,
                          sources={seat: ScriptedExplorer(think, at) for seat, at in LEAVES_AT.items()})
    # the same game with its cards forced (the session dealt its own at random)
    game = Game(RULES, session.players, session.seed)
    game.force_next(*SCRIPT)
    session.game = game
    session.events.clear()
    session.events.extend(game.start())
    for seat, choice in decisions or ():
        session.events.extend(game.decide(seat, choice))
    session._resolved = len(game.decisions) - len(session.decided_seats())
    return session


def start(app: "App", *, fresh: bool = False) -> "Scene":
    """Open the lesson: where it was left (unless `fresh`), else from its first card. Returns
    the expedition scene it plays on (the lesson talks to it only through `LessonHost`)."""
    state = progress(app)
    if fresh or state["done"]:
        state = {"seen": [], "decisions": []}
    try:
        session = new_session(app, state["decisions"])
    except (RulesError, ValueError) as exc:
        log.warning("the tutorial's progress does not fit its game (%s); it starts again", exc)
        state = {"seen": [], "decisions": []}
        session = new_session(app)
    _store(app, done=False, offered=True, seen=list(state["seen"]),
           decisions=[list(d) for d in state["decisions"]])
    app.game_over_seen = False
    flow._clear_play_scenes(app)
    seen, catching_up = list(state["seen"]), bool(state["decisions"])

    def layer(host: LessonHost) -> TutorialGuide:
        return TutorialGuide(app, host, seen=seen, catching_up=catching_up)

    # its scores lead to a game of the player's own, as the title's New game does (its forced
    # cards and seats are no table to play again)
    return app.nav.push("expedition", session=session, lesson=LessonSetup(
        layer=layer, banner=("menu-learn", {}), on_new_game=lambda: flow.new_game(app)))


def running(app: "App") -> "TutorialGuide | None":
    """The guide of the lesson on the stack, if one is played."""
    for guide in list(_GUIDES):
        if any(scene is guide.scene for scene in app.scenes):
            return guide
    return None


def skip(app: "App") -> None:
    """Leave the lesson for good (it can be started again from the title) and go to the title."""
    _store(app, done=True, offered=True, seen=[], decisions=[])
    flow.back_to_menu(app)
    if not (len(app.scenes) == 1 and app.nav.top_is("title")):
        flow.stop_sessions(app)
        app.nav.reset("title")


# -------------------------------------------------------------------------------------------------
# the tips
class TutorialGuide:
    """The layer of tips the expedition scene draws over its table (see the module docstring)."""

    def __init__(self, app: "App", scene: LessonHost, *, seen: Sequence[str] = (),
                 catching_up: bool = False) -> None:
        self.app = app
        self.scene = scene  # the expedition, as a lesson sees it (diamant.games.diamant.screens.lesson)
        self.seen: list[str] = [s for s in seen if s in STEP_IDS]
        self.catching_up = catching_up  # a resumed lesson: the moves so far play at once
        self.refused: Decision | None = None  # the choice just refused (its reason is shown)
        # a choice made before its tip was on screen (chosen ahead while the card was dealt):
        # the tip is read first, with that card picked
        self.early: Decision | None = None
        #: (language, width) -> the height the line under a tip needs (measured once, not per frame)
        self._hint_heights: dict[tuple[str, int], int] = {}
        self.shown: Step | None = None  # the tip on screen
        self.group = FocusGroup(app)
        self.next_button = self.group.add(Button("tutorial-next", self.next, style="primary"))
        self.skip_button = self.group.add(Button("tutorial-skip", self.skip))
        self.panel = pygame.Rect(0, 0, 0, 0)
        # a tip's words too long for its panel at a larger interface size are read in pages:
        # Next (or PageDown) shows the next page before it goes on
        self.page = 0
        self.hint_paged = False  # the line under the tip is read in its pages (see text_rects)
        self._moves = len(scene.session.game.decisions)
        _GUIDES.add(self)

    # ----------------------------------------------------------------------- where we are
    @property
    def step(self) -> Step | None:
        """The first tip not seen yet (None: the lesson is over)."""
        for s in STEPS:
            if s.id not in self.seen:
                return s
        return None

    @property
    def index(self) -> int:
        step = self.step
        return STEPS.index(step) if step is not None else len(STEPS)

    def _cards(self) -> int:
        return len(self.scene.table.path)

    def _due(self, step: Step) -> bool:
        """The table shows what `step` speaks of (the table may still be moving)."""
        sc = self.scene
        if step.id == "welcome":  # from the first frame: the first card is dealt under it
            return self._cards() <= 1
        if step.id == "share":
            return self._cards() == 1 and sc.can_decide()
        if step.id == "relic":
            return self._cards() == 2 and sc.can_decide()
        if step.id == "together":  # two left at once: the shares and the relic left behind shown
            return any(isinstance(e, RelicsStay) for e in sc.round_events)
        if step.id in ("trap", "leave"):
            return self._cards() == 3 and sc.can_decide()
        if step.id == "chest":
            return any(isinstance(e, RelicsTaken) and e.seat == PLAYER for e in sc.round_events)
        if step.id in ("disaster", "camp"):
            return any(isinstance(e, Disaster) for e in sc.round_events)
        return False

    def holds(self) -> bool:
        """The table waits: a tip that needs "Next" is due (shown, or about to be). The welcome
        lets the first card be dealt under it, and holds once the hand is up."""
        step = self.step
        if step is None or step.choice is not None or not self._due(step):
            return False
        return step.id != "welcome" or (self._cards() == 1 and self.scene.can_decide())

    def _showable(self, step: Step) -> bool:
        """The tip can be on screen: due, and the table still (the welcome even while the first
        card is dealt: without it, the first seconds showed a hand inviting a choice)."""
        return self._due(step) and (step.id == "welcome" or not self.scene.table.busy)

    def reading(self) -> bool:
        """A tip read with Next is on screen (the decision cards wait, dimmed)."""
        return self.shown is not None and self.shown.choice is None

    def allows(self, decision: Decision) -> bool:
        """May the player make this choice now? Refused: the tip says why."""
        step = self.step
        if step is None or not self._due(step):
            return True
        if step.choice is not None and self.shown is not step:
            # chosen ahead, or in the frame the hand came up: a choice made for the player
            # before the tip was read would skip it (the relic's); the tip comes first
            self.early = decision
            return False
        if step.choice is None or step.choice != decision:
            self.refused = decision if step.choice is not None else None
            if self.refused is not None and self.hint_paged:
                self.page = len(self.pages()) - 1  # the reason is read at the end of the tip
            return False
        # the choice asked for: its tip is done now, before the step's events reach the table
        # (the next tip may have to hold them)
        self.seen.append(step.id)
        self.early = None
        return True

    # ----------------------------------------------------------------------- life
    def update(self, dt: float) -> None:
        sc = self.scene
        sess = sc.session
        if self.catching_up:
            if sc.table.busy:
                sc.table.skip()
            if not sc.table.busy and (not sess.events or self.holds()):
                self.catching_up = False
        moves = len(sess.game.decisions)
        if moves != self._moves:  # a choice made (the player's or a scripted explorer's): kept
            self._moves = moves
            self._save()
        step = self.step
        shown = step if step is not None and self._showable(step) else None
        if shown is not self.shown:
            self.shown = shown
            self.refused = None
            self.page = 0
            if shown is not None and shown.choice is not None:
                # the card chosen ahead stays picked (refused, with its reason, if the lesson
                # needs the other); else the one the tip asks for
                early, self.early = self.early, None
                picked = early if early is not None else shown.choice
                sc.focus_decision(picked)
                if early is not None and early is not shown.choice:
                    self.refused = early
        self.layout()  # cheap, and the window may have changed size
        sess.hold_bots = self.holds()
        self.group.update(dt)

    def _save(self) -> None:
        game = self.scene.session.game
        _store(self.app, done=False, offered=True, seen=list(self.seen),
               decisions=[[s, d.value] for s, d in game.decisions])

    def next(self) -> None:
        step = self.shown
        if step is None or step.choice is not None:
            return
        if self.page + 1 < len(self.pages()):  # more of the tip to read first
            self.page += 1
            return
        self.seen.append(step.id)
        self.shown = None
        if self.step is None:
            _store(self.app, done=True, offered=True, seen=[], decisions=[])
        else:
            self._save()

    def skip(self) -> None:
        skip(self.app)

    # ----------------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        """Before the scene: Next (Enter, Space, gamepad A, a click) while a tip waits for it;
        a choice key while it waits is for the tip, not the cards."""
        if self.shown is None:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                return self._mouse(event)
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self._mouse(event)
        if event.type == pygame.MOUSEWHEEL and event.y and len(self.pages()) > 1:
            self.turn_page(-event.y)
            return True
        action = pressed(event)
        if action is None:
            return False
        if action in (Action.SCROLL_UP, Action.SCROLL_DOWN) and len(self.pages()) > 1:
            self.turn_page(-1 if action is Action.SCROLL_UP else 1)
            return True
        if self.shown.choice is None:
            if action in (Action.CONFIRM, Action.SKIP):
                self.next()
                return True
            return action in (actions.CONTINUE, actions.LEAVE, Action.LEFT, Action.RIGHT)
        return False

    def _mouse(self, event: pygame.event.Event) -> bool:
        if not (self.skip_button.visible or self.next_button.visible):
            return False
        if self.group.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.shown is not None \
                and self.panel.collidepoint(event.pos):
            pages = len(self.pages())
            if pages > 1:  # a click on a tip read in pages turns to its next page (and round)
                self.page = (self.page + 1) % pages
                return True
        return False

    def turn_page(self, delta: int) -> None:
        self.page = max(0, min(len(self.pages()) - 1, self.page + delta))

    def hint(self) -> tuple[str, Any] | None:
        """The line under a tip and its colour: why a choice was refused, or what to choose."""
        step = self.shown
        app = self.app
        if self.refused is not None:
            key = "tutorial-refuse-continue" if self.refused is Decision.CONTINUE else "tutorial-refuse-leave"
            return app.t(key), theme.DANGER
        if step is not None and step.choice is not None:
            key = "tutorial-do-continue" if step.choice is Decision.CONTINUE else "tutorial-do-leave"
            return app.t(key, **actions.decision_keys(app)), theme.GOLD
        return None

    def pages(self) -> list[list[tuple[str, float, Any, bool]]]:
        """The tip's words (and, when `hint_paged`, the line under them) as pages of lines
        (text, size, colour, bold) that fit its box at full size: one page of its words, not
        split, unless the screen is compact and they do not fit."""
        step = self.shown
        if step is None:
            return [[]]
        head, words = self.texts(step)
        if not compact(self.app):
            return [[(words, theme.FONT_BODY, theme.TEXT, False)]]
        body = self.text_rects(head)[1]
        width = max(1, body.width)
        lines = [(line, theme.FONT_BODY, theme.TEXT, False) for line in self.app.font(theme.FONT_BODY).wrap(words, width)]
        hint = self.hint() if self.hint_paged else None
        if hint is not None:
            font = self.app.font(HINT_FONT, bold=True)
            lines += [(line, HINT_FONT, hint[1], True) for line in font.wrap(hint[0], width)]
        pages: list[list[tuple[str, float, Any, bool]]] = [[]]
        used = 0
        for line in lines:
            h = self.app.font(line[1], bold=line[3]).get_linesize()
            if pages[-1] and used + h > body.height:
                pages.append([])
                used = 0
            pages[-1].append(line)
            used += h
        return pages

    # ----------------------------------------------------------------------- drawing
    def frame_interval(self) -> float | None:
        return 1 / 20 if self.shown is not None else None  # the highlight's ring pulses

    def texts(self, step: Step) -> tuple[str, str]:
        """The tip's title and its words, in the player's language."""
        app = self.app
        game = self.scene.session.game
        args: dict[str, Any] = {"hazard": hazard_name(app.loc, TRAP, self.scene.session.theme)}
        if step.id == "share":
            value = int(SCRIPT[0].split(":")[1])
            args.update(value=value, players=game.players, each=value // game.players,
                        left=value % game.players)
        elif step.id == "together":
            left = next((e for e in self.scene.round_events
                         if isinstance(e, PlayersLeft) and len(e.seats) > 1), None)
            if left is not None:
                args.update(pool=left.pool, each=left.each, stays=left.remainder)
        elif step.id == "leave":
            args.update(left=sum(game.path_gems[:3]))
        elif step.id == "chest":
            args.update(gems=game.chests[PLAYER], relic=game.relic_points(PLAYER))
        elif step.id == "disaster":
            lost = next((e.lost for e in self.scene.round_events if isinstance(e, Disaster)), (0,))
            args.update(lost=max(lost, default=0))
        elif step.id == "camp":
            args.update(rounds=Ruleset.preset(Edition.IELLO).rounds)
        elif step.id == "relic":
            args.update(value=RULES.relic_values[0])
        return app.t(f"tutorial-{step.id}-title", **args), app.t(f"tutorial-{step.id}-body", **args)

    def layout(self) -> None:
        """The tip's panel: over the whole log (the table stays in sight; a log cut in the
        middle of a line under a shorter panel looked broken, and the tip says what it would)."""
        app = self.app
        sc = self.scene
        side = sc.rects.get("log") or sc.rects.get("side")
        if side is None:
            return
        pad = theme.px(app, TIP_PAD)
        bh = theme.px(app, theme.BUTTON_H * 0.85)
        panel = pygame.Rect(side)
        self.panel = panel
        inner = panel.inflate(-2 * pad, -2 * pad)
        row = pygame.Rect(inner.left, inner.bottom - bh, inner.width, bh)
        step = self.shown
        if step is not None and step is STEPS[-1]:
            # the last tip: Next ends the lesson, so "Skip tutorial" beside it skipped nothing
            self.next_button.rect = row
            self.next_button.visible = True
            self.skip_button.visible = False
            return
        if step is not None and step.choice is None:
            gap = theme.px(app, TIP_BUTTON_GAP)
            self.next_button.rect, self.skip_button.rect = theme.row(row, 2, gap, (1.0, 1.5))
            if not (self.skip_button.label_fits() and self.next_button.label_fits()):
                # side by side, a long label ("Пропустить обучение") was set smaller than its
                # neighbour's: one above the other, each has the panel's width
                self.skip_button.rect = row
                self.next_button.rect = row.move(0, -(bh + gap))
            self.next_button.visible = True
        else:
            self.next_button.visible = False
            self.skip_button.rect = row
        self.skip_button.visible = step is not None

    def top_texts(self) -> tuple[str, str]:
        """The scene's top line in the lesson: its name and the step, instead of the round and
        the edition (a lesson of one expedition is no "expedition 1 of 1")."""
        app = self.app
        number = min(self.index + 1, len(STEPS))
        return app.t("menu-learn"), app.t("tutorial-step", step=number, total=len(STEPS))

    def text_rects(self, head: str = "") -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The title (`head`), body and refusal boxes inside the panel. A title too wide for
        one line gets two (shrunk to one line, a long title became hard to read)."""
        app = self.app
        pad = theme.px(app, TIP_PAD)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        font = app.font(TITLE_FONT, bold=True)
        lines = 1 if font.size(head)[0] <= inner.width else 2
        title_h = theme.px(app, TIP_TITLE_H) if lines == 1 else 2 * font.get_linesize() + theme.px(app, TIP_TITLE_ROOM)
        title = pygame.Rect(inner.left, inner.top, inner.width, title_h)
        buttons_top = min([self.skip_button.rect.top]
                          + [self.next_button.rect.top] * self.next_button.visible)
        # a tip read with Next has no line under it (what to choose, or why not): its words
        # have that room too
        asks = self.shown is None or self.shown.choice is not None
        # as tall as the longest of its lines needs at full size (three lines in most
        # languages: a box of two shrank every one of them)
        refusal_h = max(theme.px(app, REFUSAL_H), self._hint_height(inner.width)) if asks else 0
        body = pygame.Rect(inner.left, title.bottom + theme.px(app, TIP_BODY_TOP), inner.width,
                           buttons_top - title.bottom - refusal_h - theme.px(app, TIP_BODY_BOTTOM))
        # a compact screen: where the line under the tip leaves its words too few lines, that
        # line is read in the words' pages, after them
        self.hint_paged = bool(refusal_h) and compact(app) and \
            body.height < PAGED_BODY_LINES * app.font(theme.FONT_BODY).get_linesize()
        if self.hint_paged:
            body.height += refusal_h
            refusal_h = 0
        refusal = pygame.Rect(inner.left, body.bottom + theme.px(app, REFUSAL_TOP), inner.width, refusal_h)
        return title, body, refusal

    def _hint_height(self, width: int) -> int:
        """The height the line under a tip needs at its full size: what to choose, or why not."""
        key = (self.app.lang, width)
        height = self._hint_heights.get(key)
        if height is None:
            font = self.app.font(HINT_FONT, bold=True)
            keys = ("tutorial-do-continue", "tutorial-do-leave", "tutorial-refuse-leave",
                    "tutorial-refuse-continue")
            words = actions.decision_keys(self.app)
            lines = max(len(font.wrap(self.app.t(k, **words), width)) for k in keys)
            height = self._hint_heights[key] = (lines - 1) * font.get_linesize() + font.get_height()
        return height

    def _seat_cell(self, L: Any, seat: int) -> pygame.Rect:
        """A seat's place at camp: its name, its explorer back from the cave and its chest (a
        ring round all of it never crosses the name, as one round the chest alone did)."""
        col = L.cols[seat]
        camp = L.camp_band
        lines = max(1, L.lines)
        per_line = math.ceil(self.scene.session.game.players / lines)
        line_h = camp.height / lines
        top = round(camp.top + line_h * (seat // per_line))
        inset = theme.px(self.app, SEAT_RING_INSET)  # the ring grows outwards by about as much
        return pygame.Rect(col.left + inset, top, col.width - 2 * inset, round(line_h) - inset)

    def highlight_rects(self) -> list[pygame.Rect]:
        """The rects the highlight goes round, on the screen, for the tip shown."""
        step = self.shown
        if step is None:
            return []
        sc = self.scene
        L = sc.table.view.layout(sc.rects["table"])
        out: list[pygame.Rect] = []
        for target in step.targets:
            kind, _, arg = target.partition(":")
            if kind == "card" and int(arg) < min(len(L.slots), self._cards()):
                out.append(L.slots[int(arg)].inflate(theme.px(self.app, CARD_RING), theme.px(self.app, CARD_RING)))
            elif kind == "chest":
                out.append(self._seat_cell(L, int(arg)))
            elif kind == "decision" and step.choice is not None and sc.card_rects:
                out.append(sc.card_rects[1 if step.choice is Decision.CONTINUE else 0].inflate(
                    theme.px(self.app, DECISION_RING), theme.px(self.app, DECISION_RING)))
        return out

    def keep_clear(self) -> list[pygame.Rect]:
        """What the arrow must not cover: the seats' names and the explorers still in the cave
        (with their carried gems and decision cards), the tip's panel and the highlights."""
        sc = self.scene
        L = sc.table.view.layout(sc.rects["table"])
        grow = 2 * (theme.focus_reach(self.app))
        out = [self.panel, *(r.inflate(grow, grow) for r in self.highlight_rects())]
        name_h = round(L.font_name * 1.5)
        for s, (x, y) in enumerate(L.name_pos):
            w = round(L.colw * table_tokens.TABLE_NAME_W)
            out.append(pygame.Rect(round(x - w / 2), round(y - name_h / 2), w, name_h))
        seats = sc.table.seats
        for s, col in enumerate(L.cols):
            if s < len(seats) and seats[s].in_cave:
                out.append(pygame.Rect(col.left, L.cave_band.top, col.width, L.cave_band.height))
        return out

    def arrow_place(self, target: pygame.Rect) -> tuple[pygame.Rect, str]:
        """Where the arrow pointing at `target` sits and which way it points: above it, else
        below, left or right, the first place on the table that covers nothing to be read."""
        app = self.app
        w, h = theme.px(app, ARROW_W), theme.px(app, ARROW_H)
        gap = theme.px(app, ARROW_GAP) + theme.focus_reach(app)
        table = self.scene.rects["table"]
        places = (
            (pygame.Rect(target.centerx - w // 2, target.top - gap - h, w, h), "down"),
            (pygame.Rect(target.centerx - w // 2, target.bottom + gap, w, h), "up"),
            (pygame.Rect(target.left - gap - h, target.centery - w // 2, h, w), "right"),
            (pygame.Rect(target.right + gap, target.centery - w // 2, h, w), "left"),
        )
        grow = 2 * (theme.focus_reach(app))
        clear = [r for r in self.keep_clear() if r != target.inflate(grow, grow)]
        for box, way in places:
            if table.contains(box) and box.collidelist(clear) < 0:
                return box, way
        return places[0] if table.contains(places[0][0]) else places[1]

    def arrow_rect(self, target: pygame.Rect) -> pygame.Rect:
        return self.arrow_place(target)[0]

    def _draw_page(self, surface: pygame.Surface, body: pygame.Rect,
                   pages: list[list[tuple[str, float, Any, bool]]]) -> None:
        """One page of a long tip, line by line at full size, with marks in the panel's margin
        where there is more before it (up) or after it (down)."""
        app = self.app
        self.page = min(self.page, len(pages) - 1)
        y = body.top
        for text, size, colour, bold in pages[self.page]:
            h = app.font(size, bold=bold).get_linesize()
            theme.draw_text(surface, app, text, pygame.Rect(body.left, y, body.width, h), size, colour, bold=bold,
                            align="left")
            y += h
        d = theme.px(app, PAGE_MARK) // 2
        x = body.right + theme.px(app, TIP_PAD) // 2
        if self.page > 0:
            top = body.top + d
            pygame.draw.polygon(surface, theme.GOLD, [(x - d, top + d // 2), (x + d, top + d // 2), (x, top - d)])
        if self.page + 1 < len(pages):
            bottom = y - d
            pygame.draw.polygon(surface, theme.GOLD, [(x - d, bottom - d // 2), (x + d, bottom - d // 2),
                                                      (x, bottom + d)])

    def _arrow(self, surface: pygame.Surface, target: pygame.Rect, t: float) -> None:
        box, way = self.arrow_place(target)
        bob = round(theme.px(self.app, ARROW_BOB) * (1 + math.sin(t * ARROW_BOB_RATE)) / 2)
        if way == "down":
            pts = [(box.left, box.top + bob), (box.right, box.top + bob), (box.centerx, box.bottom + bob)]
        elif way == "up":
            pts = [(box.left, box.bottom - bob), (box.right, box.bottom - bob), (box.centerx, box.top - bob)]
        elif way == "right":
            pts = [(box.left + bob, box.top), (box.left + bob, box.bottom), (box.right + bob, box.centery)]
        else:
            pts = [(box.right - bob, box.top), (box.right - bob, box.bottom), (box.left - bob, box.centery)]
        pygame.draw.polygon(surface, theme.CARD_SHADOW[:3], [(x + 2, y + 2) for x, y in pts])
        pygame.draw.polygon(surface, theme.GOLD, pts)

    def draw(self, surface: pygame.Surface) -> None:
        step = self.shown
        if step is None:
            return
        app = self.app
        t = 0.0 if getattr(app.settings, "reduced_motion", False) else app.time
        rings = self.highlight_rects()
        for r in rings:
            theme.focus_ring(surface, app, r, t)
        if rings:  # an arrow over the first thing the tip speaks of, bobbing gently
            self._arrow(surface, rings[0], t)
        theme.panel(surface, app, self.panel, alpha=255)
        head, words = self.texts(step)
        title, body, refusal = self.text_rects(head)
        theme.draw_text(surface, app, head, title, TITLE_FONT, theme.GOLD, bold=True,
                        align="left", wrap=True)
        pages = self.pages()
        if len(pages) == 1 and not self.hint_paged:
            theme.draw_text(surface, app, words, body, theme.FONT_BODY, theme.TEXT, align="left",
                            valign="top", wrap=True)
        else:
            self._draw_page(surface, body, pages)
            self.group.draw(surface)
            return
        if self.refused is not None:
            key = "tutorial-refuse-continue" if self.refused is Decision.CONTINUE else "tutorial-refuse-leave"
            theme.draw_text(surface, app, app.t(key), refusal, HINT_FONT, theme.DANGER,
                            align="left", valign="top", wrap=True, bold=True)
        elif step.choice is not None:
            key = "tutorial-do-continue" if step.choice is Decision.CONTINUE else "tutorial-do-leave"
            theme.draw_text(surface, app, app.t(key, **actions.decision_keys(app)), refusal, HINT_FONT, theme.GOLD,
                            align="left", valign="top", wrap=True, bold=True)
        self.group.draw(surface)
