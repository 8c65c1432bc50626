"""`diamant screenshots`: render every registered scene in every language at several sizes.

Scene modules register builders at import time::

    from diamant.app.screenshots import register_screenshot
    register_screenshot("lobby", lambda app: app.push(LobbyScene(app)))

A builder gets a headless App (empty scene stack, language and size already set) and puts a
scene in a scripted state; it may push scenes itself (a modal over a backdrop) and returns the
scene to show (pushed for it when it is not on the stack yet). Files are named
``<scene>-<lang>-<w>x<h>.png``. Importing this module is cheap and has no side effects.
"""
from __future__ import annotations

import importlib
import logging
import pkgutil
import sys
import time
import traceback
from pathlib import Path
from typing import Any, Callable

_REGISTRY: dict[str, Callable[[Any], Any]] = {}

DEFAULT_SIZES: list[tuple[int, int]] = [(1280, 720), (1920, 1080)]

#: Modules holding screenshot builders (imported by the harness; a missing one is skipped).
SCENE_MODULES = [
    "diamant.app.scenes.title", "diamant.app.scenes.settings", "diamant.app.scenes.rules",
    "diamant.app.scenes.pause", "diamant.app.scenes.history",
]


def register_screenshot(name: str, builder: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """Register ``builder(app) -> Scene`` under ``name`` (a later registration replaces it)."""
    _REGISTRY[name] = builder
    return builder


def registered() -> dict[str, Callable[[Any], Any]]:
    return dict(_REGISTRY)


def load_all() -> list[str]:
    """Import every scene module (ours, then every module of diamant.app.scenes and the flow);
    returns the names of modules that failed to import."""
    failed = []
    names = list(SCENE_MODULES)
    try:
        import diamant.app.scenes as pkg
        names += [f"diamant.app.scenes.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]
    except Exception:  # noqa: BLE001
        pass
    names.append("diamant.app.flow")
    seen = set()
    for name in names:
        if name in seen:
            continue
        seen.add(name)
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                failed.append(name)
                logging.getLogger(__name__).warning("%s cannot be imported: %s", name, exc)
        except Exception:  # noqa: BLE001
            failed.append(name)
            logging.getLogger(__name__).exception("%s cannot be imported", name)
    return failed


def build(app, name: str):
    """Show screenshot ``name`` on ``app`` (clearing its stack first); returns the scene."""
    for scene in reversed(list(app.scenes)):
        scene.leave()
    app.scenes.clear()
    app.toasts.clear()
    app.time = 1.0
    scene = _REGISTRY[name](app)
    if scene is not None and scene not in app.scenes:
        app.push(scene)
    app.update(0.0)
    return scene


def render(app, name: str, path: Path) -> None:
    build(app, name)
    app.render_png(path)


def main(args) -> int:
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from diamant.app.app import App, default_settings
    from diamant.i18n import LANGUAGE_CODES

    out = Path(getattr(args, "out", None) or "docs/screenshots")
    langs = list(getattr(args, "lang", None) or LANGUAGE_CODES)
    sizes = [tuple(s) for s in (getattr(args, "size", None) or DEFAULT_SIZES)]
    only = getattr(args, "scene", None)
    bad = [code for code in langs if code not in LANGUAGE_CODES]
    if bad:
        print(f"diamant screenshots: unknown language(s): {', '.join(bad)}", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    # incomplete translations fall back to English: expected here, not worth a line each
    logging.getLogger("diamant.i18n").setLevel(logging.ERROR)
    failed_imports = load_all()
    names = sorted(_REGISTRY)
    if only:
        names = [n for n in names if n in only]
    errors = 0
    count = 0
    start = time.perf_counter()
    for size in sizes:
        settings = default_settings()
        app = App(headless=True, size=size, settings=settings, lang=langs[0], audio=False)
        app.screenshot_mode = True
        app.instant = True  # the flow's scenes: no animation in progress
        for lang in langs:
            app.set_language(lang)
            for name in names:
                path = out / f"{name}-{lang}-{size[0]}x{size[1]}.png"
                try:
                    render(app, name, path)
                    count += 1
                except Exception:  # noqa: BLE001 - report and go on with the others
                    errors += 1
                    print(f"diamant screenshots: {name} ({lang}, {size[0]}x{size[1]}) failed:",
                          file=sys.stderr)
                    traceback.print_exc()
        app.close()
    took = time.perf_counter() - start
    print(f"wrote {count} screenshots of {len(names)} scenes to {out} in {took:.1f} s")
    if failed_imports:
        print("modules that failed to import: " + ", ".join(failed_imports), file=sys.stderr)
    return 1 if errors or failed_imports else 0
