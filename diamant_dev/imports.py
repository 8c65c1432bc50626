"""The import graph of a package from its source (AST), counting imports inside functions too.

    python -m diamant_dev.imports            # prints the cycles of diamant/ (none, we hope)

Imports under ``if TYPE_CHECKING:`` are left out: they never run. ``from a.b import c`` is an
edge to ``a.b.c`` when that is a module, else to ``a.b``.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """Every Import/ImportFrom node, skipping the bodies of ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def import_graph(package: str = "diamant", root: Path = ROOT) -> dict[str, set[str]]:
    """{module: {modules of `package` it imports}} for every module of `package`."""
    return _graph(package, root, package)


def import_graph_external(package: str, other: str, root: Path = ROOT) -> dict[str, set[str]]:
    """{module of `package`: {names under `other` it imports}} (e.g. diamant -> diamant_dev)."""
    return _graph(package, root, other)


def _graph(package: str, root: Path, target: str) -> dict[str, set[str]]:
    files = {}
    for path in sorted((root / package).rglob("*.py")):
        files[_module_name(path, root)] = path
    modules = set(files)
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for mod, path in files.items():
        is_pkg = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in _imports(tree):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                if node.level:
                    base = mod.split(".") if is_pkg else mod.split(".")[:-1]
                    base = base[:len(base) - (node.level - 1)]
                    prefix = ".".join(base + ([node.module] if node.module else []))
                else:
                    prefix = node.module or ""
                targets = []
                for a in node.names:
                    full = f"{prefix}.{a.name}"
                    targets.append(full if full in modules else prefix)
            for t in targets:
                if target != package:
                    if t == target or t.startswith(target + "."):
                        graph[mod].add(t)
                    continue
                while t and t not in modules:
                    t = t.rpartition(".")[0]
                if t and t != mod and (t == package or t.startswith(package + ".")):
                    graph[mod].add(t)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        work = [(v, iter(sorted(graph[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            node, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on:
                    low[node] = min(low[node], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def main() -> int:
    graph = import_graph()
    found = cycles(graph)
    edges = sum(len(v) for v in graph.values())
    print(f"{len(graph)} modules, {edges} imports, {len(found)} cycles")
    for comp in found:
        print("  cycle: " + " <-> ".join(comp))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
