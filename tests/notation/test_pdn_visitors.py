"""The reader tells each game to a visitor, which keeps what its caller needs: all of the
game (``GameBuilder``), its tags (``HeadersBuilder``), its moves (``MovesBuilder``), or
what a visitor of its own collects (side lines, comments), in one pass over the file."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from accessible_dama.notation.pdn import (
    SKIP,
    BaseVisitor,
    HeadersBuilder,
    MovesBuilder,
    Problem,
    SkipType,
    read_file_games,
    read_games,
    read_pdn,
    read_pdn_file,
)

QUIRKS = Path(__file__).resolve().parents[1] / "data" / "pdn_quirks"


@dataclass
class Heard:
    """Everything a visitor is told of one game, in order."""

    parts: list[tuple[str, str]] = field(default_factory=list)


class Listener(BaseVisitor[Heard]):
    """Writes down each part of a game it is told; skips the moves when ``skip``."""

    skip = False

    def __init__(self) -> None:
        self.heard = Heard()

    def begin_game(self, index: int, line: int) -> None:
        self.heard.parts.append(("begin", str(index)))

    def visit_tag(self, name: str, value: str, line: int) -> None:
        self.heard.parts.append(("tag", f"{name}={value}"))

    def end_tags(self) -> SkipType | None:
        self.heard.parts.append(("end tags", ""))
        return SKIP if self.skip else None

    def visit_move_number(self, text: str, line: int) -> None:
        self.heard.parts.append(("number", text))

    def visit_move(self, text: str, glyph: str, line: int) -> None:
        self.heard.parts.append(("move", text + glyph))

    def visit_annotation(self, text: str, line: int) -> None:
        self.heard.parts.append(("annotation", text))

    def visit_comment(self, text: str, line: int) -> None:
        self.heard.parts.append(("comment", text))

    def visit_variation(self, text: str, line: int) -> None:
        self.heard.parts.append(("side line", text))

    def visit_result(self, text: str, line: int) -> None:
        self.heard.parts.append(("result", text))

    def visit_error(self, problem: Problem, token: str, line: int, shown: str = "") -> None:
        self.heard.parts.append(("problem", problem.value))

    def end_game(self) -> None:
        self.heard.parts.append(("end", ""))

    def result(self) -> Heard:
        return self.heard


class Skimmer(Listener):
    skip = True


RECORD = """{before the game}
[Event "Open"]
[Result "4-6"]
1. c3-d4! $1 {a comment} f6-g5 (1... f6-e5 (1... b6-a5) 2. d4xf6) 2. d4-e5 zz 4-6
[Event "Next"]
1. c3-b4 *
"""


def test_a_visitor_is_told_each_part_of_a_game_in_order_and_its_result_ends_it() -> None:
    first, second = read_games(RECORD, Listener)
    assert first.parts == [
        ("begin", "1"), ("comment", "before the game"), ("tag", "Event=Open"),
        ("tag", "Result=4-6"), ("end tags", ""), ("number", "1."), ("move", "c3-d4!"),
        ("annotation", "$1"), ("comment", "a comment"), ("move", "f6-g5"),
        ("side line", "(1... f6-e5 (1... b6-a5) 2. d4xf6)"), ("number", "2."),
        ("move", "d4-e5"), ("problem", "unexpected_token"), ("result", "4-6"), ("end", ""),
    ]
    assert second.parts[:3] == [("begin", "2"), ("tag", "Event=Next"), ("end tags", "")]


def test_a_visitor_that_skips_the_moves_hears_the_tags_and_the_result_only() -> None:
    first, second = read_games(RECORD, Skimmer)
    assert first.parts == [
        ("begin", "1"), ("comment", "before the game"), ("tag", "Event=Open"),
        ("tag", "Result=4-6"), ("end tags", ""), ("result", "4-6"), ("end", ""),
    ]
    assert second.parts == [("begin", "2"), ("tag", "Event=Next"), ("end tags", ""),
                            ("result", "*"), ("end", "")]


def test_a_game_without_moves_hears_the_end_of_its_tags_before_its_end() -> None:
    [heard] = read_games('[Event "Forfeit"]\n', Listener)
    assert heard.parts == [("begin", "1"), ("tag", "Event=Forfeit"), ("end tags", ""),
                           ("end", "")]


def test_headers_builder_reads_the_real_records_tags_and_results_as_the_whole_reader(
        pdn_dir: Path) -> None:
    for path in sorted(pdn_dir.glob("*.pdn")):
        whole = list(read_pdn_file(path))
        headers = list(read_file_games(path, HeadersBuilder))
        assert [(g.index, g.tags, g.result) for g in headers] == [
            (g.index, g.tags, g.result) for g in whole], path.name
        assert not any(g.moves for g in headers)


def test_moves_builder_reads_the_real_records_moves_as_the_whole_reader(pdn_dir: Path) -> None:
    for path in sorted(pdn_dir.glob("*.pdn")):
        whole = list(read_pdn_file(path))
        moves = list(read_file_games(path, MovesBuilder))
        assert [(g.tags, g.moves, g.result) for g in moves] == [
            (g.tags, g.moves, g.result) for g in whole], path.name


def test_moves_builder_leaves_out_comments_annotations_and_problems() -> None:
    whole = read_pdn((QUIRKS / "comments.pdn").read_bytes())
    moves = list(read_file_games(QUIRKS / "comments.pdn", MovesBuilder))
    assert any(g.comments for g in whole) and any(g.errors for g in whole)
    assert [g.moves for g in moves] == [g.moves for g in whole]
    assert not any(g.comments or g.annotations or g.errors for g in moves)


def test_the_quirk_files_side_lines_reach_a_visitor_of_its_own() -> None:
    heard = read_games((QUIRKS / "comments.pdn").read_bytes(), Listener)
    side_lines = [text for game in heard for kind, text in game.parts if kind == "side line"]
    assert side_lines == ["(1... 18-23 (1... 18-22 {no {really}}) 2. 29x18)"]
