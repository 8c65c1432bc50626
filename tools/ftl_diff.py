#!/usr/bin/env python3
"""Compare the translations with English: missing / extra message ids, changed English texts.

    python tools/ftl_diff.py                 # ids missing or extra per language and file
    python tools/ftl_diff.py --since REV     # also: English messages whose text changed since git REV
    python tools/ftl_diff.py --format        # also: format every message with every variable in
                                             # many plural categories and report Fluent errors

Exit status 1 if any language misses a key, has an extra key or a message does not format.
Serbian Cyrillic is generated (tools/make_sr_cyrl.py); it is checked like the others.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast as FTL
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"
LANGS = ["ru", "pl", "sr-Latn", "sr-Cyrl", "ja"]
# Arguments that are text, with a sample value; every other argument is a number.
TEXT_ARGS = {
    "name": "Ola", "names": "Ola, Аня и さくら", "hazard": "snakes", "date": "7.3.2025",
    "edition": "Classic", "bot": "Bot", "path": "/tmp/x.log", "version": "1.0",
}
COUNTS = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 111, 1.5]

_parser = FluentParser(with_spans=False)


def parse_text(text: str) -> dict[str, FTL.Entry]:
    out = {}
    for entry in _parser.parse(text).body:
        if isinstance(entry, FTL.Message):
            out[entry.id.name] = entry
        elif isinstance(entry, FTL.Term):
            out["-" + entry.id.name] = entry
    return out


def parse_file(path: Path) -> dict[str, FTL.Entry]:
    return parse_text(path.read_text(encoding="utf-8")) if path.exists() else {}


def _body(entry: FTL.Entry) -> str:
    """The message without its comment, serialized (to compare two versions)."""
    entry = entry.clone()
    entry.comment = None
    return FluentSerializer().serialize_entry(entry).strip()


class _Vars(Visitor):
    def __init__(self):
        self.names: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802
        self.names.add(node.id.name)


def variables(entry: FTL.Entry) -> set[str]:
    v = _Vars()
    v.visit(entry)
    return v.names


def changed_since(rev: str, filename: str) -> list[str]:
    """Ids of English messages in `filename` whose text differs from git revision `rev`."""
    try:
        old_text = subprocess.run(["git", "show", f"{rev}:locales/en/{filename}"], cwd=ROOT,
                                  capture_output=True, text=True, check=True).stdout
    except subprocess.CalledProcessError:
        old_text = ""
    old = parse_text(old_text)
    new = parse_file(LOCALES / "en" / filename)
    return sorted(k for k in new if k in old and _body(old[k]) != _body(new[k]))


def format_errors(lang: str) -> list[str]:
    sys.path.insert(0, str(ROOT))
    from diamant.i18n import Localizer  # noqa: PLC0415

    loc = Localizer(lang)
    problems = []
    bundle = loc._bundle  # noqa: SLF001 - a developer tool
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for key, entry in parse_file(path).items():
            if key.startswith("-"):
                continue
            names = variables(entry) | {"hazard"}  # { hazard-name } reads $hazard
            en_entry = parse_file(LOCALES / "en" / path.name).get(key)
            if en_entry is not None:
                names |= variables(en_entry)
            for attr in [None] + [a.id.name for a in entry.attributes]:
                pattern = entry.value if attr is None else next(a.value for a in entry.attributes
                                                                if a.id.name == attr)
                msg = bundle.get_message(key)
                pat = msg.value if attr is None else msg.attributes[attr]
                if pattern is None:
                    continue
                for n in COUNTS:
                    args = {v: TEXT_ARGS.get(v, n) for v in names}
                    text, errors = bundle.format_pattern(pat, args)
                    if errors or "{" in text or "}" in text:
                        problems.append(f"{lang} {path.name} {key}{'.' + attr if attr else ''} n={n}: "
                                        f"{errors or text}")
                        break
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--since", help="git revision: list English messages changed since then")
    ap.add_argument("--format", action="store_true", help="format every message in every language")
    ap.add_argument("--langs", nargs="*", default=LANGS)
    args = ap.parse_args(argv)
    bad = False
    for en_path in sorted((LOCALES / "en").glob("*.ftl")):
        en = parse_file(en_path)
        for lang in args.langs:
            other = parse_file(LOCALES / lang / en_path.name)
            missing = [k for k in en if k not in other]
            extra = [k for k in other if k not in en]
            wrong_vars = [k for k in other if k in en and not variables(other[k]) <= variables(en[k]) | {"hazard"}]
            wrong_attrs = [k for k in other if k in en and
                           {a.id.name for a in getattr(other[k], "attributes", [])} !=
                           {a.id.name for a in getattr(en[k], "attributes", [])}]
            if not (LOCALES / lang / en_path.name).exists():
                print(f"{lang}/{en_path.name}: FILE MISSING ({len(en)} keys)")
                bad = True
                continue
            for label, keys in (("missing", missing), ("extra", extra), ("unknown variables", wrong_vars),
                                ("attributes differ", wrong_attrs)):
                if keys:
                    bad = True
                    print(f"{lang}/{en_path.name}: {label}: {' '.join(keys)}")
        if args.since:
            changed = changed_since(args.since, en_path.name)
            if changed:
                print(f"en/{en_path.name}: changed since {args.since}: {' '.join(changed)}")
    extra_files = {p.name for lang in args.langs for p in (LOCALES / lang).glob("*.ftl")} - \
        {p.name for p in (LOCALES / "en").glob("*.ftl")}
    for name in sorted(extra_files):
        print(f"file not in English: {name}")
        bad = True
    if args.format:
        for lang in ["en"] + list(args.langs):
            for problem in format_errors(lang):
                print(problem)
                bad = True
    if not bad:
        print("all translations have the same keys as English")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
