import sys
from types import SimpleNamespace
from pathlib import Path
from diamant_dev import screenshots
import diamant.app.scenes  # noqa
out, scenes, langs, sizes = sys.argv[1], sys.argv[2].split(","), sys.argv[3].split(","), sys.argv[4].split(",")
sizes = [tuple(int(x) for x in s.split("x")) for s in sizes]
sys.exit(screenshots.main(SimpleNamespace(out=Path(out), scene=scenes, lang=langs, size=sizes)))
