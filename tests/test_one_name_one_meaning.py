"""One name, one meaning: a public name defined at the top of two modules of the package
is one of the conventions below, or a pair the code means to have (the draughts and the
point-board versions of a text function, chosen by ``notation/text.py``). A new clash
fails here: name the new thing for what it is, or import the one that exists."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "accessible_dama"

#: names every module of a kind has: the command-line entry and its options, the logger,
#: a format's version, a module's type variable, a phrases topic's table of events
CONVENTIONS = frozenset({"main", "add_arguments", "log", "VERSION", "M", "EVENTS"})
#: draughts (notation/movetext.py, squares.py, fen.py, pdn/) and the boards of points
#: (notation/points.py), joined by the singledispatch functions of notation/text.py
TEXT_PAIRS = frozenset({
    "square_name", "parse_square", "all_square_names", "move_text", "full_move_text",
    "parse_move", "matching_moves", "parse_fen", "write_fen", "replay_game",
})
#: the understanding's word tables, one a language (understand/cs.py, understand/en.py and
#: their concepts_* and questions_* modules)
UNDERSTANDING = frozenset({"TABLE", "VOCABULARY"})


def _defined(tree: ast.Module) -> set[str]:
    """The names a module's top level defines (not those it imports)."""
    names: set[str] = set()

    def take(node: ast.stmt) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name))
        elif isinstance(node, ast.If):
            for sub in node.body + node.orelse:
                take(sub)
        elif isinstance(node, ast.Try):
            for sub in node.body + node.orelse + node.finalbody:
                take(sub)
            for handler in node.handlers:
                for sub in handler.body:
                    take(sub)

    for node in tree.body:
        take(node)
    return {name for name in names if not name.startswith("_")}


def test_a_public_name_is_defined_in_one_module_unless_it_is_a_convention_or_a_pair() -> None:
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        if "_compiled" in path.parts:
            continue
        for name in _defined(ast.parse(path.read_text(encoding="utf-8"))):
            where[name].append(path.relative_to(PACKAGE).as_posix())
    twice = {name: modules for name, modules in where.items() if len(modules) > 1}
    allowed = CONVENTIONS | TEXT_PAIRS | UNDERSTANDING
    assert {name: twice[name] for name in twice.keys() - allowed} == {}
    assert len(twice) >= 10  # the walk finds the conventions: it reads the package
