"""Interaction speed: from a line of input to the text of the announcement.

Measures, in one run on this machine:
- the median and 95th percentile time from an input line to the rendered sentences
  (understanding, the rules, the move, the autosave and the sentences; two players at one
  keyboard so the engine's thinking is not counted), goal: median under 5 ms;
- the time from asking for speech to its first audio sample, with pyttsx3 on espeak-ng
  (see accessible_dama.speech.latency), goal: under 100 ms.

    .venv/bin/python benchmarks/interaction.py [--games 20] [--no-audio]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from accessible_dama.notation.movetext import move_text
from accessible_dama.phrases.render import Renderer
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

COMMANDS = {
    "cs": ["deska", "kameny", "kdo je na tahu", "materiál", "zápis", "tahy", "pole c3"],
    "en": ["board", "pieces", "whose turn", "material", "history", "moves", "square c3"],
}
SPOKEN = {"cs": "cé tři dé čtyři", "en": "charlie three delta four"}


def measure(games: int, lang: str, folder: Path) -> list[float]:
    rng = random.Random(7)
    times: list[float] = []
    renderer = Renderer(lang)
    for n in range(games):
        session = Session(Settings(lang=lang, opponent="human", output="silent"),
                          save_path=folder / f"g{n}.pdn", rng=rng)
        session.start()
        first = True
        while session.game.outcome is None and len(session.game.moves) < 120:
            if first:
                line, first = SPOKEN[lang], False
            elif rng.random() < 0.3:
                line = rng.choice(COMMANDS[lang])
            else:
                move = rng.choice(session.game.legal_moves())
                line = move_text(session.game.position, move)
            start = time.perf_counter()
            events = session.handle(line)
            for event in events:
                renderer.render(event)
            times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description="input-to-announcement latency")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--no-audio", action="store_true")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("cs", "en"):
            times = sorted(measure(args.games, lang, Path(tmp)))
            median = statistics.median(times) * 1000
            p95 = times[int(len(times) * 0.95)] * 1000
            verdict = "met" if median < 5 else "NOT met"
            print(f"input to announcement ({lang}): {len(times)} lines, median {median:.2f} ms, "
                  f"95th percentile {p95:.2f} ms (goal under 5 ms: {verdict})")
    if not args.no_audio:
        from accessible_dama.speech.latency import first_audio_latency

        for lang in ("cs", "en"):
            seconds = first_audio_latency(lang)
            verdict = "met" if seconds < 0.1 else "NOT met"
            print(f"to the first audio sample, pyttsx3 on espeak-ng ({lang}): "
                  f"{seconds * 1000:.0f} ms (goal under 100 ms: {verdict})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
