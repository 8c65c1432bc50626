"""Every crafted file (diamant_dev/badfiles.py: settings, autosave, history record; up to about
1 MB each) through the real loaders and the `replay` command's reader: the time and the memory
each takes to be accepted or refused. The goal: within 2 s and 200 MB for any file.

    python benchmarks/bench_bad_files.py

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    home = Path(tempfile.mkdtemp(prefix="diamant-badfiles-"))
    os.environ["DIAMANT_HOME"] = str(home)
    import diamant.storage as st
    from diamant.cli import read_record_file
    from diamant.engine import RecordError
    from diamant.storage import history as st_history
    from diamant_dev import badfiles

    places = {"settings": home / "config" / "settings.json", "autosave": home / "autosave.json",
              "history": home / "history" / "20261120-200000-1.json"}
    rows = []
    for kind in badfiles.KINDS:
        for name, content in badfiles.corpus(kind).items():
            shutil.rmtree(home, ignore_errors=True)
            path = places[kind]
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)

            def load() -> None:
                st_history._CACHE.clear()
                if kind == "history":  # what `diamant replay` reads
                    try:
                        read_record_file(path)
                    except RecordError:
                        pass
                st.load_settings()
                st.store_finished_autosave()
                st.load_saved_game()
                st.scan_history()

            t = time.perf_counter()
            load()
            took = time.perf_counter() - t  # (tracemalloc slows Python down: timed without)
            shutil.rmtree(home, ignore_errors=True)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
            tracemalloc.start()
            load()
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            rows.append((took, peak, len(content), f"{kind}/{name}"))
    shutil.rmtree(home, ignore_errors=True)
    print(f"{len(rows)} files, the largest {max(r[2] for r in rows) / 1e6:.2f} MB")
    print("slowest (time: settings, autosave, history loaders and the replay reader, together):")
    for took, peak, size, what in sorted(rows, reverse=True)[:5]:
        print(f"  {took:6.3f} s  {peak / 1e6:7.1f} MB  {size / 1e6:5.2f} MB  {what}")
    print("most memory (Python allocations, tracemalloc peak):")
    for took, peak, size, what in sorted(rows, key=lambda r: -r[1])[:5]:
        print(f"  {took:6.3f} s  {peak / 1e6:7.1f} MB  {size / 1e6:5.2f} MB  {what}")
    print(f"worst: {max(r[0] for r in rows):.3f} s, {max(r[1] for r in rows) / 1e6:.1f} MB; "
          f"process peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
