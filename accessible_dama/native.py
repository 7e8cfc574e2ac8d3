"""The compiled hot path: the rules core's move generation and the engine's search,
compiled to C with mypyc where a C compiler was there to build them.

The Python code is always the truth. ``scripts/compile.py`` (run by the set-up)
compiles the modules in ``MODULES`` into ``accessible_dama/_compiled/`` with a manifest
of the sources it compiled. At start-up the compiled modules are used only when every
listed source is byte for byte the one compiled, for this Python; otherwise (no
compiler, a changed source, another Python, ``DAMA_PURE_PYTHON=1``) the program runs
the same Python code, only slower. Standard library only.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent
COMPILED_FOLDER = PACKAGE / "_compiled"
MANIFEST = COMPILED_FOLDER / "manifest.json"

# what is compiled: what the search spends its time in, and what those modules need
# compiled beside them (a compiled class's base class must be compiled too)
MODULES = (
    "accessible_dama.rules.board",
    "accessible_dama.rules.move",
    "accessible_dama.rules.pieces",
    "accessible_dama.rules.movegen",
    "accessible_dama.rules.position",
    "accessible_dama.engine.evaluation",
    "accessible_dama.engine.state",
    "accessible_dama.engine.search",
)


def source_of(module: str) -> Path:
    return PACKAGE.parent.joinpath(*module.split(".")).with_suffix(".py")


def digest() -> dict[str, str]:
    """The SHA-256 of every source of the packages the compiled modules are in: the
    compiled code may have taken a constant or a type from any of them."""
    files = sorted({f for m in MODULES for f in source_of(m).parent.glob("*.py")})
    return {
        f.relative_to(PACKAGE.parent).as_posix(): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in files
    }


def python_tag() -> str:
    """Which Python the compiled files are for (version, ABI and platform)."""
    return importlib.machinery.EXTENSION_SUFFIXES[0]


class _Finder(importlib.abc.MetaPathFinder):
    """Finds the compiled modules (and their shared runtime) in ``_compiled``."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        return importlib.util.spec_from_file_location(fullname, file)


_status = "python"


def status() -> str:
    """``compiled``, or ``python`` with the reason the compiled modules are not used."""
    return _status


def compiled_files() -> dict[str, Path] | str:
    """The compiled file of each module (and of their shared runtime) if the manifest
    says they were built from exactly these sources for this Python, else why not."""
    try:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return "not compiled"
    except (OSError, ValueError) as e:
        return f"the compiled modules' manifest cannot be read: {e}"
    try:
        if manifest["python"] != python_tag():
            return "compiled for another Python"
        if manifest["sources"] != digest():
            return "the sources changed since they were compiled"
        files = {name: COMPILED_FOLDER / file for name, file in manifest["files"].items()}
    except (KeyError, TypeError, AttributeError, OSError) as e:
        return f"the compiled modules' manifest is damaged: {e}"
    if not all(f.is_file() for f in files.values()):
        return "a compiled file is missing"
    return files


def install() -> None:
    """Use the compiled modules if they were built from exactly these sources."""
    global _status
    if os.environ.get("DAMA_PURE_PYTHON"):
        _status = "python (DAMA_PURE_PYTHON is set)"
        return
    files = compiled_files()
    if isinstance(files, str):
        _status = f"python ({files})"
        return
    if any(name in sys.modules for name in MODULES):
        _status = "python (the Python modules were imported first)"
        return
    finder = _Finder(files)
    sys.meta_path.insert(0, finder)
    try:
        for name in MODULES:
            importlib.import_module(name)
    except Exception as e:  # a compiled file that does not load: the Python code runs
        sys.meta_path.remove(finder)
        for name in [n for n in sys.modules if n.startswith(("accessible_dama.", *files))]:
            if name != __name__:
                del sys.modules[name]
                parent, _, child = name.rpartition(".")
                if parent in sys.modules:
                    sys.modules[parent].__dict__.pop(child, None)
        _status = f"python (a compiled module did not load: {e})"
        return
    _status = "compiled"
