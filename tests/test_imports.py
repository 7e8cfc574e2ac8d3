"""The package's import structure: every module imports on its own, and the imports made
when a module is loaded form no cycle (STYLE: every part points toward ``rules``)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "accessible_dama"


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__main__":
            continue  # running it is its import
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imported_at_load(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Our modules that ``name`` imports when it is loaded: its module-level imports,
    not those inside functions (made when called) or under ``TYPE_CHECKING``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in modules}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in modules else base)
    return {m for m in found if m in modules and m != name}


def test_no_import_cycle_when_modules_load() -> None:
    modules = _modules()
    graph = {name: _imported_at_load(name, path, modules) for name, path in modules.items()}
    done: set[str] = set()
    chain: list[str] = []

    def related(a: str, b: str) -> bool:
        # a package loads the modules it re-exports, and they load it first: not a cycle
        return a.startswith(b + ".") or b.startswith(a + ".")

    def visit(name: str) -> None:
        assert name not in chain, "import cycle: " + " -> ".join([*chain, name])
        if name in done:
            return
        chain.append(name)
        for other in sorted(graph[name]):
            if not related(name, other):
                visit(other)
        chain.pop()
        done.add(name)

    for name in sorted(graph):
        visit(name)
    assert len(done) > 80  # every module was looked at


def test_every_module_imports_on_its_own() -> None:
    """Each module imported first, with none of ours loaded before it: one that worked
    only because another had been imported earlier fails here."""
    code = (
        "import importlib, sys\n"
        "failed = []\n"
        "for name in sys.argv[1:]:\n"
        "    for loaded in [m for m in sys.modules if m.startswith('accessible_dama')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as e:\n"
        "        failed.append(f'{name}: {type(e).__name__}: {e}')\n"
        "print('\\n'.join(failed))\n"
    )
    done = subprocess.run([sys.executable, "-c", code, *_modules()], capture_output=True,
                          text=True, timeout=300, check=False, cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
