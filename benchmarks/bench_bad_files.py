"""Every crafted file (diamant_dev/badfiles.py: Diamant's settings, autosave, history record;
Diamonds Club's autosave, history record, game set aside in `unfinished/`, settings with its
lobby; up to about 1 MB each) through the real loaders and the `replay` command's reader: the
time and the memory each takes to be accepted or refused. The goal: within 2 s and 200 MB for
any file.

    python benchmarks/bench_bad_files.py [club]     (club: Diamonds Club's files only)

Prints the slowest and the hungriest files, and the process's peak RSS.
"""
from __future__ import annotations

import os
import resource
import shutil
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from diamant.games.diamant import history as dhistory
from diamant.games.diamant import saves as dsaves

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="diamant-badfiles-"))
    os.environ["DIAMANT_HOME"] = str(home)
    import diamant.storage as st
    from diamant.cli import read_record_file
    from diamant.games.club import ClubGame, ClubRecordError, load_record
    from diamant.games.club.screens.lobby import SETTINGS_KEY, seats_from
    from diamant.games.diamant.engine import RecordError
    from diamant.storage import history as st_history
    from diamant.storage import slots
    from diamant.games.club.history import store_finished_slot
    from diamant_dev import badfiles

    places = {"settings": home / "config" / "settings.json", "autosave": home / "autosave.json",
              "history": home / "history" / "20261120-200000-1.json",
              "club-settings": home / "config" / "settings.json",
              "club-autosave": home / "autosave-club.json",
              "club-history": home / "history" / "20261120-200000-club-7.json",
              "club-unfinished": home / "unfinished" / "20261120-200000-club-autosave.json"}
    kinds = [(k, k) for k in badfiles.KINDS + badfiles.CLUB_KINDS] + [("club-unfinished", "club-autosave")]

    def load(kind: str, path: Path) -> None:
        st_history._CACHE.clear()
        if kind == "history":  # what `diamant replay` reads
            try:
                read_record_file(path)
            except RecordError:
                pass
        if kind == "club-history":  # what `diamant replay` reads of a club record
            try:
                ClubGame.replay(load_record(path))
            except ClubRecordError:
                pass
        settings, _ = st.load_settings()
        seats_from(settings.extra.get(SETTINGS_KEY))
        dhistory.store_finished_autosave()
        dsaves.load_saved_game()
        slots.peek_slot("club")
        store_finished_slot()
        st.read_slot("club")
        entries, _ = st.scan_history()
        for e in entries:
            if e.game == "club" and e.finished:
                e.load_record()

    def place(kind: str, content: bytes) -> Path:
        shutil.rmtree(home, ignore_errors=True)
        path = places[kind]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        return path

    only = sys.argv[1] if len(sys.argv) > 1 else ""  # e.g. "club": only the kinds it begins
    kinds = [(k, of) for k, of in kinds if k.startswith(only)]
    for kind, of in kinds:  # warm: what loads once per process (modules, texts) is not timed
        load(kind, place(kind, badfiles.corpus(of)["valid"]))
    rows = []
    for kind, of in kinds:
        for name, content in badfiles.corpus(of).items():
            path = place(kind, content)
            t, cpu = time.perf_counter(), time.process_time()
            load(kind, path)
            took = time.perf_counter() - t  # (tracemalloc slows Python down: timed without)
            cpu = time.process_time() - cpu  # the CPU it took: what a shared machine does not inflate
            path = place(kind, content)
            tracemalloc.start()
            load(kind, path)
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            rows.append((took, peak, len(content), f"{kind}/{name}", cpu))
    shutil.rmtree(home, ignore_errors=True)
    print(f"{len(rows)} files, the largest {max(r[2] for r in rows) / 1e6:.2f} MB")
    print("slowest (time: the settings, autosave, club autosave and history loaders and the replay "
          "reader, together):")
    for took, peak, size, what, cpu in sorted(rows, reverse=True)[:8]:
        print(f"  {took:6.3f} s (cpu {cpu:6.3f} s)  {peak / 1e6:7.1f} MB  {size / 1e6:5.2f} MB  {what}")
    print("most memory (Python allocations, tracemalloc peak):")
    for took, peak, size, what, cpu in sorted(rows, key=lambda r: -r[1])[:5]:
        print(f"  {took:6.3f} s (cpu {cpu:6.3f} s)  {peak / 1e6:7.1f} MB  {size / 1e6:5.2f} MB  {what}")
    print(f"worst: {max(r[0] for r in rows):.3f} s (cpu {max(r[4] for r in rows):.3f} s), "
          f"{max(r[1] for r in rows) / 1e6:.1f} MB; "
          f"process peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
