#!/usr/bin/env bash
# The test suite on each Python the project supports: the oldest it claims (3.10, pyproject's
# requires-python) and the newest installed here (3.13). Each gets a virtualenv of its own beside
# the default .venv (.venv-3.10, .venv-3.13; gitignored), the package installed into it editable
# with the test extra (which compiles the engine's core for that Python when a C compiler is
# there), then pytest with the arguments given. Runs one Python after the other; the exit status
# is the first failing one's (all are run).
#   tools/test_pythons.sh                                 # the whole suite on 3.10, then 3.13
#   nice -n 15 tools/test_pythons.sh -m "not slow" -p no:cacheprovider
#   PYTHONS="3.12" tools/test_pythons.sh tests/diamant/test_engine_golden.py
# A Python is found in pyenv (~/.pyenv/versions/X.Y.*, the newest), else as pythonX.Y on PATH.
set -u
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
rc=0
fail() { [ "$rc" -ne 0 ] || rc=$1; }  # keep the first failure's status
for v in ${PYTHONS:-3.10 3.13}; do
  py=""  # the first that runs: pyenv's newest X.Y.*, then pythonX.Y on PATH (a pyenv shim may not)
  for cand in $(ls -d "${PYENV_ROOT:-$HOME/.pyenv}/versions/$v".*/bin/python 2>/dev/null | sort -V | tail -1) \
              $(command -v "python$v"); do
    if "$cand" -c "" 2>/dev/null; then py=$cand; break; fi
  done
  if [ -z "$py" ]; then
    echo "== Python $v: not found (pythonX.Y on PATH or pyenv); skipped" >&2
    fail 3
    continue
  fi
  venv=".venv-$v"
  echo "== Python $v ($("$py" -c 'import sys; print(sys.version.split()[0])'), $venv)"
  if [ ! -x "$venv/bin/python" ]; then
    "$py" -m venv "$venv" || { fail 1; continue; }
  fi
  "$venv/bin/pip" install -q -e ".[test]" || { echo "== Python $v: the install failed" >&2; fail 1; continue; }
  "$venv/bin/python" -m pytest "$@"
  r=$?
  echo "== Python $v: pytest exit $r"
  [ $r -eq 0 ] || fail $r
done
exit $rc
