#!/usr/bin/env bash
# CI (optional step): from a fresh clone, build the double-click game (onedir) and check it
# headless: --version, every bundled resource, 5 simulated games, a whole game through the real
# scenes. About 30 s to a minute of build time. Extra arguments go to `python -m diamant_dev.build`
# (e.g. --onefile, --console, --probe 5).
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    $PY -m venv .venv
fi
if ! .venv/bin/python -c "import PyInstaller" 2>/dev/null; then
    .venv/bin/pip install -e ".[build]"
fi
.venv/bin/python -m diamant_dev.build --smoke "$@"
