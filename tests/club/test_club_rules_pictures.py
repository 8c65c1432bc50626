"""Every picture the Diamonds Club rules page names is a drawing of the club's art: a name with no
SVG behind it is drawn as a placeholder box (once, the goal's row asked for a "tile-any", which is
a price tile's, not a park tile's)."""
from __future__ import annotations

from diamant.games.club.screens.rules import PICTURES
from toolbox import ROOT


def test_every_svg_the_rules_page_names_exists():
    art = ROOT / "assets" / "club"
    missing = [(block, name) for block, pictures in PICTURES.items()
               for kind, name, _ in pictures if kind == "svg" and not (art / f"{name}.svg").is_file()]
    assert missing == []
