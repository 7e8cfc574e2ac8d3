"""Puzzles: positions where one move wins material or the game by force, found by the
engine's search in real games and in its own self-play (``scripts/make_puzzles.py``),
stored one a line in ``data/<variant>.tsv``.

A line holds, tab-separated: the FEN, the solution (the winning move and the line after
it, up to the move that wins, in the variant's move text), the grade (1 to 5: how
deep the idea lies), the plies until the gain stands on the board, what it wins
(``men N`` or ``game``), the kind of first move (``sacrifice``: the opponent must
capture after it; ``quiet``: it threatens), the depth every other first move was
searched to, and where the position comes from. Lines starting with ``#`` are notes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
#: how many puzzles each variant should have at least
TARGETS = {"czech": 150, "international": 150, "english": 50, "russian": 50,
           "brazilian": 50}
GRADES = 5


def data_file(variant: str) -> Path:
    return DATA / f"{variant}.tsv"


def grade_of(plies: int) -> int:
    """The grade of an idea whose gain stands on the board after ``plies`` plies."""
    return max(1, min(GRADES, (plies - 1) // 2))


@dataclass(frozen=True)
class Puzzle:
    variant: str
    fen: str
    solution: tuple[str, ...]  # the mover's moves and the defence between them
    grade: int
    plies: int
    men: int  # pieces won; 0 when the game is won
    game: bool  # the game is won by force
    kind: str  # "sacrifice" or "quiet"
    checked: int  # depth every other first move was searched to
    source: str

    @property
    def key(self) -> str:
        """A name for the puzzle that stays when the file grows: variant and FEN."""
        return f"{self.variant}:{self.fen}"

    def line(self) -> str:
        wins = "game" if self.game else f"men {self.men}"
        return "\t".join((self.fen, " ".join(self.solution), str(self.grade), str(self.plies),
                          wins, self.kind, str(self.checked), self.source))

    @classmethod
    def from_line(cls, variant: str, text: str) -> Puzzle:
        """One line of a data file; ValueError if it does not read."""
        fields = text.rstrip("\n").split("\t")
        if len(fields) != 8:
            raise ValueError(f"a puzzle has 8 fields, this line {len(fields)}")
        fen, solution, grade, plies, wins, kind, checked, source = fields
        game = wins == "game"
        men = 0 if game else int(wins.removeprefix("men "))
        return cls(variant, fen, tuple(solution.split()), int(grade), int(plies), men, game,
                   kind, int(checked), source)


def load(variant: str) -> list[Puzzle]:
    """The stored puzzles of ``variant`` in the order found (none when it has no file)."""
    path = data_file(variant)
    if not path.is_file():
        return []
    return [Puzzle.from_line(variant, line)
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
