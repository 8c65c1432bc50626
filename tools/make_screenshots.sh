#!/usr/bin/env bash
# Render every scene, in every language, at 1280x720 and 1920x1080, into out/screenshots (ignored
# by git: the set is ~75 MB and changes with every wave, so it is made on demand, never kept).
#
#   tools/make_screenshots.sh            every scene into out/screenshots
#   tools/make_screenshots.sh DIR        every scene into DIR
#   tools/make_screenshots.sh --readme   also refresh the few pictures the README shows (the
#                                        files git keeps in docs/screenshots), shrunk with pngquant
#                                        when it is installed (apt-get install pngquant)
set -euo pipefail
cd "$(dirname "$0")/.."
readme=0
if [ "${1:-}" = "--readme" ]; then readme=1; shift; fi
out=${1:-out/screenshots}
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
rm -rf "$out.new" && mkdir -p "$out.new"
${PYTHON:-.venv/bin/python} -m diamant screenshots --out "$out.new"
rm -rf "$out" && mv "$out.new" "$out"
du -sh "$out"
if [ "$readme" = 1 ]; then
  for kept in docs/screenshots/*.png; do
    name=$(basename "$kept")
    if [ -f "$out/$name" ]; then cp "$out/$name" "$kept"; else echo "no scene made $name" >&2; exit 1; fi
  done
  if command -v pngquant >/dev/null; then
    pngquant --force --skip-if-larger --quality 75-95 --speed 1 --ext .png docs/screenshots/*.png || true
  fi
  du -sh docs/screenshots
fi
