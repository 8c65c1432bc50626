"""Screenshots of the Diamonds Club rules page ("club-rules"), for the screenshot runner
(diamant_dev.screenshots): each builder opens the page on a headless App, at the top or at one
section with its contents button focused, and returns the scene.

    from diamant_dev import club_rules_shots
    club_rules_shots.register()          # adds club-rules and club-rules-<section> to the runner
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the tool reaches into the scene it scripts (built by name, never imported)
    from diamant.games.club.screens.rules import ClubRulesScene

#: the sections shown besides the top of the page: the market cards, a set sold, the bonus cards
SECTIONS = ("market", "gems", "bonus")


def open_club_rules(app: Any, section: str | None = None) -> "ClubRulesScene":
    """Open the club's rules on `app` and show `section` (None: the top of the page)."""
    import diamant.games.club.screens  # noqa: F401  (registers the club's scenes by name)
    scene: ClubRulesScene = app.nav.push("club-rules")
    if section is not None and section in scene.sections:
        scene.jump(section)
        scene.scroll = scene.target
        scene.group.focus(scene.section_buttons[scene.sections.index(section)], keyboard=True)
    return scene


def shots() -> dict[str, Any]:
    """The builders by screenshot name: club-rules, and club-rules-<section> for SECTIONS."""
    out: dict[str, Any] = {"club-rules": open_club_rules}
    for sid in SECTIONS:
        out[f"club-rules-{sid}"] = partial(open_club_rules, section=sid)
    return out


def register() -> None:
    """Add these screenshots to the runner (diamant screenshots, the fit and tooltip tests)."""
    from diamant_dev.screenshots import register_screenshot
    for name, builder in shots().items():
        register_screenshot(name, builder)
