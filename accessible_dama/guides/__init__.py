"""The user guides (``guide-cs.md``, ``guide-en.md``), shipped inside the package so that
an installed copy has them too; docs/ points here. ``dama guide`` says where they are."""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).resolve().parent


def guide_path(lang: str) -> Path:
    """The guide in ``lang`` ('cs' or 'en'; English for any other)."""
    return FOLDER / f"guide-{'cs' if lang == 'cs' else 'en'}.md"


__all__ = ["guide_path"]
