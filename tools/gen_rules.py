"""Write the round's rules into the hot loops: one source (engine/rules.py), generated copies.

The fast core (engine/fastcore.py, compiled by Cython) and the expert's rollout
(bots/expert.py) run the round's rules millions of times, and `Game` (engine/game.py) at every
card; a Python call per rule would cost them more than the rule itself. So they hold copies,
each between two marker lines:

    # rule: each, rem = split(pool, nl)
    each, rem = pool // nl, pool % nl          <- written by this tool
    # end rule

The first line names the rule of engine/rules.py and the call (its targets and arguments); this
tool replaces whatever lies between the markers with the rule's body, the call's arguments put
in for its parameters (see rules.py for what an inline rule may be). A rule that returns a
value may also be a condition, `# rule: if rule(args):`: the copy is the `if` line, and the
body of the `if` follows the `# end rule` line, indented as usual. Edit a rule in rules.py,
then run:
    python tools/gen_rules.py          # rewrite the copies
    python tools/gen_rules.py --check  # exit 1 if a copy is not current (a test runs this)
After changing fastcore.py, build the compiled core again: `pip install -e .`.
"""

from __future__ import annotations

import argparse
import ast
import copy
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "diamant" / "games" / "diamant" / "engine" / "rules.py"
#: the files holding copies (the repository's own paths)
TARGETS = (
    ROOT / "diamant" / "games" / "diamant" / "engine" / "game.py",
    ROOT / "diamant" / "games" / "diamant" / "engine" / "fastcore.py",
    ROOT / "diamant" / "games" / "diamant" / "bots" / "expert.py",
)
_BEGIN = re.compile(r"^(?P<indent>[ ]*)# rule: (?P<call>.+?)\s*$")


class RuleError(ValueError):
    """A marker or a rule this tool cannot expand."""


def inline_rules(source: str) -> dict[str, ast.FunctionDef]:
    """The rules of rules.py that may be copied (named in its INLINE tuple)."""
    tree = ast.parse(source)
    names: tuple[str, ...] = ()
    funcs: dict[str, ast.FunctionDef] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            funcs[node.name] = node
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "INLINE" for t in node.targets):
            names = tuple(ast.literal_eval(node.value))
    missing = [n for n in names if n not in funcs]
    if missing:
        raise RuleError(f"INLINE names rules that rules.py lacks: {missing}")
    return {n: funcs[n] for n in names}


class _Put(ast.NodeTransformer):
    """Puts the call's arguments in for the rule's parameters."""

    def __init__(self, args: dict[str, ast.expr]) -> None:
        self.args = args

    def visit_Name(self, node: ast.Name) -> ast.AST:
        arg = self.args.get(node.id)
        if arg is None:
            return node
        if not isinstance(node.ctx, ast.Load):
            if not isinstance(arg, ast.Name):
                raise RuleError(f"the rule assigns its parameter {node.id!r}: pass a name")
            return ast.copy_location(ast.Name(arg.id, node.ctx), node)
        return copy.deepcopy(arg)


def expand(call: str, rules: dict[str, ast.FunctionDef]) -> list[str]:
    """The lines (no indent) of one copy: `call` is the marker's text after `# rule: `."""
    if call.startswith("if ") and call.endswith(":"):
        (line,) = expand("_ = " + call[3:-1], rules)
        return ["if " + line[len("_ = "):] + ":"]
    try:
        stmt = ast.parse(call).body
    except SyntaxError as exc:
        raise RuleError(f"not a call: {call!r} ({exc.msg})") from None
    if len(stmt) != 1:
        raise RuleError(f"one call per marker: {call!r}")
    node = stmt[0]
    target: ast.expr | None = None
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        target, value = node.targets[0], node.value
    elif isinstance(node, ast.Expr):
        value = node.value
    else:
        raise RuleError(f"a marker holds `targets = rule(args)` or `rule(args)`: {call!r}")
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and not value.keywords):
        raise RuleError(f"a marker calls one rule by name with plain arguments: {call!r}")
    rule = rules.get(value.func.id)
    if rule is None:
        raise RuleError(f"{value.func.id!r} is not an inline rule of rules.py (INLINE)")
    params = [a.arg for a in rule.args.args]
    if len(params) != len(value.args):
        raise RuleError(f"{rule.name} takes {len(params)} arguments: {call!r}")
    body = list(rule.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring
    put = _Put(dict(zip(params, value.args)))
    out: list[ast.stmt] = []
    if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
        if target is None:
            raise RuleError(f"{rule.name} returns a value: give it a target ({call!r})")
        expr = put.visit(copy.deepcopy(body[0].value))
        out.append(ast.Assign([target], expr, lineno=0))
    else:
        if target is not None:
            raise RuleError(f"{rule.name} acts in place and returns nothing: {call!r}")
        for s in body:
            if any(isinstance(n, ast.Return) for n in ast.walk(s)):
                raise RuleError(f"{rule.name}: a rule of statements may not return")
            out.append(put.visit(copy.deepcopy(s)))
    lines: list[str] = []
    for s in out:
        lines.extend(ast.unparse(ast.fix_missing_locations(s)).splitlines())
    return lines


def generate(text: str, rules: dict[str, ast.FunctionDef]) -> str:
    """`text` with every copy between its markers written anew."""
    src = text.splitlines(keepends=True)
    out: list[str] = []
    i = 0
    while i < len(src):
        line = src[i]
        out.append(line)
        i += 1
        m = _BEGIN.match(line)
        if not m:
            continue
        indent = m["indent"]
        end = indent + "# end rule"
        j = i
        while j < len(src) and src[j].rstrip("\n") != end:
            if _BEGIN.match(src[j]):
                break
            j += 1
        if j >= len(src) or src[j].rstrip("\n") != end:
            raise RuleError(f"line {i}: `# rule:` without its `{end.strip()}` at the same indent")
        out.extend(indent + s + "\n" for s in expand(m["call"], rules))
        out.append(src[j])
        i = j + 1
    return "".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a copy is not current")
    args = ap.parse_args(argv)
    rules = inline_rules(RULES.read_text(encoding="utf-8"))
    stale = []
    for path in TARGETS:
        old = path.read_text(encoding="utf-8")
        new = generate(old, rules)
        if new != old:
            stale.append(path.relative_to(ROOT))
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if stale:
        verb = "not current" if args.check else "rewritten"
        print(f"{verb}: {', '.join(map(str, stale))}", file=sys.stderr if args.check else sys.stdout)
        return 1 if args.check else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
