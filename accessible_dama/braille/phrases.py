"""What the program says about the braille display itself (it comes and goes)."""

from __future__ import annotations

from accessible_dama.phrases import Phrases


def connected_sentence(lang: str, cells: int) -> str:
    _n = Phrases(lang)._n
    return _n("Braille display connected, {n} cell.", "Braille display connected, {n} cells.",
              cells).format(n=cells)


def lost_sentence(lang: str) -> str:
    _ = Phrases(lang)._
    return _("Braille display lost; the game goes on by speech until it is back.")


def missing_sentence(lang: str) -> str:
    _ = Phrases(lang)._
    return _("No braille display yet; the game goes on by speech until one is found.")


__all__ = ["connected_sentence", "lost_sentence", "missing_sentence"]
