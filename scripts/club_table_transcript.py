#!/usr/bin/env python3
"""Write docs/club-table-transcript.md: a whole game at the club table with every fault
made on purpose, and what was said, in English and Czech (tests/sensor/club_game.py
plays it; tests/sensor/test_club_game.py checks that the page is what it says).

    .venv/bin/python scripts/club_table_transcript.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.sensor.club_game import markdown, play  # noqa: E402

PAGE = ROOT / "docs" / "club-table-transcript.md"


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        # the settings and the games kept go to the folder, not the player's own; no
        # endgame database of the user's changes the engine's moves (as in the tests)
        os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder
        os.environ["ACCESSIBLE_DAMA_CACHE"] = folder
        os.environ["ACCESSIBLE_DAMA_BUILD_ENDGAME"] = "0"
        transcripts = [play(Path(folder), lang) for lang in ("en", "cs")]
    PAGE.write_text(markdown(transcripts), encoding="utf-8")
    print(f"written: {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
