"""How many of the players' phrasings (tests/data/phrasings-players) are understood as
meant, per language and part: the development parts, which patterns may be written from,
and the held-out parts, of which only the score is looked at. In brackets, how many of
the lines understood as meant were answered with another answer beside the one meant (two
questions in a line, or a question of two meanings that both only ask).

    .venv/bin/python benchmarks/phrasings.py [--show dev|dev2]

``--show dev`` (or ``dev2``) lists the lines of that development part not understood as
meant, with what they were read as; the held-out lines are never listed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_dama.understand import QuestionsIntent
from tests.understand.players import DEVELOPMENT, LANGS, PARTS, VERDICTS, judged, meant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", choices=DEVELOPMENT, help="list a development part's misses")
    show = parser.parse_args().show
    print("lang part  lines  meant  asked  not  wrong  meant%  (no command: lines)"
          "  [meant among other answers]")
    for lang in LANGS:
        for part in PARTS:
            results = judged(lang, part)
            counts = {v: sum(1 for *_, w in results if w == v) for v in VERDICTS}
            none = sum(1 for row, _, _ in results if meant(row) == ())
            share = 100 * counts["meant"] / len(results)
            # a line of two questions, or one of two meanings that only ask, is answered
            # every way: meant, with another answer beside it
            among = sum(1 for _, intent, w in results
                        if w == "meant" and isinstance(intent, QuestionsIntent))
            print(f"{lang}   {part:5} {len(results):5} {counts['meant']:6} {counts['asked']:6}"
                  f" {counts['not']:4} {counts['wrong']:6} {share:6.1f}  ({none})  [{among}]")
            if show == part:
                for row, intent, verdict in results:
                    if verdict != "meant" and meant(row) != ():
                        print(f"    {verdict:5} {row.intent:20} {row.line!r} -> {intent}")
                for row, intent, verdict in results:
                    if verdict == "wrong" and meant(row) == ():
                        print(f"    {verdict:5} {row.intent:20} {row.line!r} -> {intent}")


if __name__ == "__main__":
    main()
