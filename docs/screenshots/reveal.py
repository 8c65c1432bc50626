import sys, os
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
from diamant_dev import screenshots, fixtures
import diamant.app.scenes  # noqa
from diamant.engine import Decision
size = tuple(int(x) for x in sys.argv[2].split("x"))
app = screenshots.screenshot_app(size, "en")
app.instant = False
app.settings.animation_speed = 1.0
exp = fixtures.scripted_expedition(app, humans=1, seats=5, cards=4)
exp.table.speed = 1.0
g = exp.session.game
exp.session.events.extend(g.decide_all({s: (Decision.LEAVE if s == 2 else Decision.CONTINUE) for s in g.awaiting}))
exp.session._resolved = len(g.decisions)
t = float(sys.argv[3])
for _ in range(int(t / 0.02)):
    exp.update(0.02)
app.draw()
app.render_png(sys.argv[1])
