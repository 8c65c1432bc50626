import sys
sys.path.insert(0, "tests")
import pygame
import diamant.shell.scenes  # noqa
import diamant.app.scenes  # noqa
import diamant.club.screens  # noqa
from toolbox import make_app, InlineExecutor, frames_until, key
from diamant.club.screens.session import ClubSession
from diamant.club.screens.setup import ClubSeat, ClubSetup
from diamant.app import flow
from diamant.app.session import SeatSetup, TableSetup
lang = sys.argv[1]
for size in [(1280, 720), (1920, 1080)]:
    app = make_app(size=size, lang=lang, speed=0.0, inline_bots=True)
    flow.start_game(app, TableSetup(seats=[SeatSetup("Ana", "human", None, 0), SeatSetup("Bot", "bot", "steady", 1), SeatSetup("Bo2", "bot", "steady", 2)], seed=4))
    app.frame(1/30, [])
    app.nav.find("board").start_expedition()
    exp = app.top
    frames_until(app, exp.can_decide)
    for _ in range(3):
        app.frame(1/30, [])
    key(app, pygame.K_LEFT)
    app.frame(1/30, [])
    app.render_png(f"/tmp/shots/focus-exp-{lang}-{size[0]}.png")
    app.close()
    app = make_app(size=size, lang=lang, speed=0.0, inline_bots=True)
    session = ClubSession.new(ClubSetup((ClubSeat("Ann", 0, None), ClubSeat("Bo", 1, "steady")), 3), executor=InlineExecutor())
    app.nav.reset("club-table", session=session)
    t = app.top
    for _ in range(60):
        app.frame(1/30, [])
    t.group.focus(t.spaces[3], keyboard=True)
    t.group._hover_time = 5
    app.frame(1/30, [])
    app.render_png(f"/tmp/shots/focus-club-{lang}-{size[0]}.png")
    app.close()
