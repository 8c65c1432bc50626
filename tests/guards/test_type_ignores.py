"""Every `type: ignore` names the error it silences and says why, on the same line: a silenced
check with no reason is a bug waiting (mypy's warn_unused_ignores finds the stale ones)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IGNORE = re.compile(r"type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")


def test_every_type_ignore_names_its_error_and_gives_a_reason():
    bad = []
    for folder in ("diamant", "diamant_dev"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = IGNORE.search(line)
                if m is None:
                    continue
                reason = m.group("rest").strip().lstrip("#").strip()
                if not m.group("codes") or len(reason) < 8:
                    bad.append(f"{path.relative_to(ROOT).as_posix()}:{n}: {line.strip()}")
    assert bad == [], "a type: ignore without its error code or a reason:\n" + "\n".join(bad)
