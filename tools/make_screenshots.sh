#!/usr/bin/env bash
# Regenerate docs/screenshots (every scene, every language, 1280x720 and 1920x1080) and shrink
# the PNGs with pngquant when it is installed (apt-get install pngquant): ~3x smaller files for
# the repository, visually the same at these sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
rm -rf "$out.new" && mkdir -p "$out.new"
${PYTHON:-.venv/bin/python} -m diamant screenshots --out "$out.new"
if command -v pngquant >/dev/null; then
  pngquant --force --skip-if-larger --quality 75-95 --speed 1 --ext .png "$out.new"/*.png || true
fi
rm -rf "$out" && mv "$out.new" "$out"
du -sh "$out"
