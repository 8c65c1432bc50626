import os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import diamant.app.scenes  # noqa
from diamant_dev import screenshots
from diamant.app import theme
import pygame
for size in [(1280,720),(1000,1000),(900,1200),(2560,1080),(960,540)]:
    for lang in ["en","ja","ru"]:
        app = screenshots.screenshot_app(size, lang)
        for name in ["lobby","settings","history","rules","board","round-end","scoring","handover","pause","replay"]:
            sc = screenshots.build(app, name)
            app.draw()
            heads = []
            for attr in ("title_rect","left_head","right_head","stats_rect"):
                r = getattr(sc, attr, None)
                if isinstance(r, pygame.Rect) and r.width: heads.append((attr, r))
            for k, r in getattr(sc, "rects", {}).items():
                if k in ("title","seats_head","rules_head","chests_head","theme_head") and r.width: heads.append((k, r))
            g = getattr(sc, "group", None)
            if g is None: continue
            grow = theme.px(app, 0.45) + theme.px(app, theme.FOCUS_W)
            for w in g.widgets:
                if not w.visible or w.rect.width <= 0 or not w.can_focus: continue
                ring = w.rect.inflate(2*grow, 2*grow)
                for k, h in heads:
                    if ring.colliderect(h) and not w.rect.colliderect(h):
                        print(size, lang, name, type(w).__name__, k, ring, h)
        app.close()
