"""Driver: perft of this project (``accessible_dama.rules.position.perft``), which counts
the last ply in bulk (the number of legal moves, no push at the last ply).

Run with the project's interpreter: ``.venv/bin/python benchmarks/peers/ours.py
--variant international --depth 7``. Prints one JSON line.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import _driver

from accessible_dama import __version__
from accessible_dama.rules import Position, find_variant
from accessible_dama.rules.position import perft


def main() -> None:
    args = _driver.parse_args(__doc__ or "")
    position = Position(find_variant(args.variant))
    position.legal_moves()  # builds the variant's move generator outside the timing
    result = _driver.measure(lambda: perft(position, args.depth), args.repeat)
    _driver.emit(args, "accessible_dama", __version__, result)


if __name__ == "__main__":
    main()
