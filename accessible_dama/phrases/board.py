"""The sentences of a game on a sensor board (the events of ``accessible_dama.sensor``).

``BoardRenderer`` is the game's ``Renderer`` with these sentences added to its table of
events: an app that plays on a board uses it in place of ``Renderer``.
"""

from __future__ import annotations

import math

from accessible_dama.phrases.render import Rendered, Renderer, renders
from accessible_dama.rules import Move, Piece, Position
from accessible_dama.session.board_events import (
    BoardBack,
    BoardDiffers,
    BoardDisconnected,
    BoardFound,
    BoardReady,
    BoardSearching,
    BoardVersionUnknown,
    BoardWaiting,
    BoardWrongSize,
    CrownOnBoard,
    IrregularMove,
    MoveOnBoard,
    MovesGoOnTheBoard,
    NoBoardAnswered,
    OtherBoard,
    OtherBoardsAnswered,
    RemedyApplied,
    RemedyAsked,
)
from accessible_dama.session.board_setup import (
    ArrangeOnBoard,
    MenOnCrowningRow,
    NotSquaresOfPieces,
    NotTheStartPosition,
    WhichAreKings,
    WhichAreWhite,
    WhoMovesFirst,
)


class BoardRenderer(Renderer):
    """Sentences for the game's events and the board's."""

    def _r_BoardWaiting(self, e: BoardWaiting) -> Rendered:
        _ = self._
        if e.problem == "missing":
            line = _("Waiting for the board at {url}, but there is no such port: check that "
                     "the board is plugged in and the port's name, or let the program look "
                     "for it: dama play --board auto.")
        elif e.problem == "unopened":
            line = _("Waiting for the board at {url}, but the port cannot be opened: another "
                     "program may be using it, or you may not be allowed to (on Linux: the "
                     "dialout group).")
        else:
            line = _("Waiting for the board at {url}.")
        return Rendered([line.format(url=e.url)])

    def _r_BoardSearching(self, e: BoardSearching) -> Rendered:
        return Rendered([self._("Looking for the board on {ports}.").format(
            ports=", ".join(e.ports))])

    def _r_NoBoardAnswered(self, e: NoBoardAnswered) -> Rendered:
        _, _n = self._, self._n
        lines = []
        if e.ports:
            lines.append(_("No board answered on {ports}.").format(ports=", ".join(e.ports)))
        if e.unopened:
            lines.append(_n("{ports} cannot be opened: another program may be using it, or "
                            "you may not be allowed to (on Linux: the dialout group).",
                            "{ports} cannot be opened: another program may be using them, "
                            "or you may not be allowed to (on Linux: the dialout group).",
                            len(e.unopened)).format(ports=", ".join(e.unopened)))
        if e.missing:
            lines.append(_n("{ports} is not there: unplugged, or named otherwise now.",
                            "{ports} are not there: unplugged, or named otherwise now.",
                            len(e.missing)).format(ports=", ".join(e.missing)))
        if not lines:
            lines.append(_("No USB serial port was found."))
        lines.append(_("Check that the board is plugged in and its firmware flashed "
                       "(docs/hardware.md), or name its port: dama play --board PORT."))
        return Rendered([" ".join(lines)])

    def _r_OtherBoardsAnswered(self, e: OtherBoardsAnswered) -> Rendered:
        return Rendered([self._n(
            "A board answered on {others} too; the game is played on {port}. To play on "
            "the other one: dama play --board {others}.",
            "Boards answered on {others} too; the game is played on {port}. To play on "
            "another one: dama play --board PORT.",
            len(e.others)).format(others=", ".join(e.others), port=e.port)])

    def _r_BoardFound(self, e: BoardFound) -> Rendered:
        if e.port:
            return Rendered([self._("Board {name} found on {port}; checking the position.")
                             .format(name=e.board_id, port=e.port)])
        return Rendered([self._("Board {name} found; checking the position.").format(
            name=e.board_id)])

    def _r_OtherBoard(self, e: OtherBoard) -> Rendered:
        return Rendered([self._("The board on {port} is {name} now, not {before} as last time.")
                         .format(port=e.port, name=e.board_id, before=e.remembered)])

    def _r_BoardReady(self, e: BoardReady) -> Rendered:
        if e.again:
            return Rendered([self._("The board is right again.")])
        return Rendered([self._("The board is ready.")])

    def _r_BoardDiffers(self, e: BoardDiffers) -> Rendered:
        _n = self._n
        r = e.rules
        lines = []
        if e.missing:
            lines.append(_n("Square {squares} should have a piece.",
                            "Squares {squares} should have a piece.", len(e.missing))
                         .format(squares=self.squares(r, e.missing)))
        if e.extra:
            lines.append(_n("Square {squares} should be empty.",
                            "Squares {squares} should be empty.", len(e.extra))
                         .format(squares=self.squares(r, e.extra)))
        if e.captured:
            lines.append(_n("Remove the captured piece on {squares}.",
                            "Remove the captured pieces on {squares}.", len(e.captured))
                         .format(squares=self.squares(r, e.captured)))
        if e.put_back:
            lines.append(_n("Put the piece back on {squares}.",
                            "Put the pieces back on {squares}.", len(e.put_back))
                         .format(squares=self.squares(r, e.put_back)))
        return Rendered([" ".join(lines)] if lines else [])

    def _r_BoardDisconnected(self, e: BoardDisconnected) -> Rendered:
        return Rendered([self._("The board is disconnected; the game is kept.")])

    def _r_BoardBack(self, e: BoardBack) -> Rendered:
        return Rendered([self._("The board is back; checking the position.")])

    def _r_BoardVersionUnknown(self, e: BoardVersionUnknown) -> Rendered:
        return Rendered([self._("This board speaks protocol version {version}; this program "
                                "knows version 1.").format(version=e.version)])

    def _r_BoardWrongSize(self, e: BoardWrongSize) -> Rendered:
        needed = e.rules.size * e.rules.size // 2
        return Rendered([self._("The board has {squares} squares, but {variant} needs {needed}.")
                         .format(squares=e.squares, variant=self.variant_name(e.rules),
                                 needed=needed)])

    def choices(self, answers: tuple[str, ...]) -> list[str]:
        """The one-word answers of ``BoardGame.choices`` in the player's words, which the
        game understands when they come back as input."""
        words = {
            "correct": self._p("answer", "correct"),
            "stand": self._p("answer", "stand"),
            "take": self._p("answer", "take"),
            "yes": self._p("answer", "yes"),
            "no": self._p("answer", "no"),
            "board": self._p("answer", "board"),
            "time": self._p("answer", "time"),
            "done": self._p("answer", "done"),
        }
        return [words[a] for a in answers]

    def clock_status(self, white: float, black: float) -> str:
        """The clock in a few braille cells: ``W 4:59 B 5:00`` (whole seconds left)."""
        def shown(seconds: float) -> str:
            whole = max(0, math.ceil(seconds))
            return f"{whole // 60}:{whole % 60:02d}"

        return self._("W {white} B {black}").format(white=shown(white), black=shown(black))

    def move_request(self, position: Position, move: Move) -> str:
        """"Move the black man from f6 to g5." and the like, for the piece on its start."""
        _ = self._
        rules = position.rules
        piece = position.piece_at(move.start)
        if move.captured:
            path = self.move_words(position, move)
            removed = self.squares(rules, tuple(sorted(move.captured)))
            sentences = {
                Piece.WHITE_MAN: _("Capture with the white man: {path}; remove {captured}."),
                Piece.WHITE_KING: _("Capture with the white king: {path}; remove {captured}."),
                Piece.BLACK_MAN: _("Capture with the black man: {path}; remove {captured}."),
                Piece.BLACK_KING: _("Capture with the black king: {path}; remove {captured}."),
            }
            text = sentences[piece or Piece.WHITE_MAN].format(path=path, captured=removed)
        else:
            sentences = {
                Piece.WHITE_MAN: _("Move the white man from {start} to {end}."),
                Piece.WHITE_KING: _("Move the white king from {start} to {end}."),
                Piece.BLACK_MAN: _("Move the black man from {start} to {end}."),
                Piece.BLACK_KING: _("Move the black king from {start} to {end}."),
            }
            text = sentences[piece or Piece.WHITE_MAN].format(
                start=self.sq(rules, move.start), end=self.sq(rules, move.end))
        if position.is_promotion(move):
            text += " " + _("Crown the man on {square}.").format(square=self.sq(rules, move.end))
        return text

    def _r_MoveOnBoard(self, e: MoveOnBoard) -> Rendered:
        return Rendered([self.move_request(e.position, e.move)])

    def _r_CrownOnBoard(self, e: CrownOnBoard) -> Rendered:
        return Rendered([self._("Crown the man on {square}.").format(
            square=self.sq(e.rules, e.square))])

    def _r_MovesGoOnTheBoard(self, e: MovesGoOnTheBoard) -> Rendered:
        return Rendered([self._("Make the moves on the board; type commands only.")])

    def _r_IrregularMove(self, e: IrregularMove) -> Rendered:
        _ = self._
        rules = e.position.rules
        side = self.p.side(e.color)
        options, words = self.options(e.position, e.required)
        texts = {
            "missed_capture": _("{side} did not capture, but a capture was compulsory: "
                                "{options}."),
            "king_must_capture": _("{side} captured with a man, but the king had to capture: "
                                   "{options}."),
            "must_take_most": _("{side} did not take the most pieces: {options}."),
            "must_take_more_than_one": _("{side} took one piece where a multiple capture was "
                                         "possible: {options}."),
            "capture_not_finished": _("{side} stopped capturing too early: {options}."),
            "wrong_pieces_removed": _("Wrong pieces were taken off: the capture takes "
                                      "{captured}."),
        }
        captured = sorted({s for m in e.required for s in m.captured}) if e.required else []
        text = texts.get(e.kind, texts["missed_capture"]).format(
            side=side, options=options, captured=self.squares(rules, tuple(captured)))
        return Rendered([text], [", ".join(words) + "."])

    def _r_RemedyAsked(self, e: RemedyAsked) -> Rendered:
        _ = self._
        # the words the answers line offers, and the one button 1 gives
        line = _("{side} decides: correct the move, or let it stand? Say correct or stand "
                 "(button 1: correct).").format(side=self.p.side(e.decider))
        if e.take and e.rules is not None:
            line += " " + _("Or say take, and the piece on {square} is taken away.").format(
                square=self.squares(e.rules, e.take))
        return Rendered([line])

    def _r_RemedyApplied(self, e: RemedyApplied) -> Rendered:
        _ = self._
        rules = e.position.rules
        side = self.p.side(e.color)
        if e.kind == "correct":
            options, _words = self.options(e.position, e.moves)
            return Rendered([_("The move is corrected: {side} plays {options}.").format(
                side=side, options=options)])
        if e.kind == "remove" and e.square is not None:
            line = _("The piece on {square} is taken away: take it off the board.").format(
                square=self.sq(rules, e.square))
            return Rendered([line])
        return Rendered([_("The move stands. {side} to move.").format(
            side=self.p.side(e.position.turn))])

    def _r_ArrangeOnBoard(self, e: ArrangeOnBoard) -> Rendered:
        return Rendered([self._("Set the position up on the board, then press button 1 or "
                                "say done.")])

    def _r_WhichAreWhite(self, e: WhichAreWhite) -> Rendered:
        return Rendered([self._n(
            "Is the piece on {squares} white? Name it if it is, or say none.",
            "Which of the pieces on {squares} are white? Name their squares, or say none.",
            len(e.squares)).format(squares=self.squares(e.rules, e.squares))])

    def _r_WhichAreKings(self, e: WhichAreKings) -> Rendered:
        return Rendered([self._("Which pieces are kings? Name their squares, or say none.")])

    def _r_WhoMovesFirst(self, e: WhoMovesFirst) -> Rendered:
        return Rendered([self._("Who is to move: White or Black?")])

    def _r_NotSquaresOfPieces(self, e: NotSquaresOfPieces) -> Rendered:
        return Rendered([self._("No piece stands on {words}: name squares that hold a piece, "
                                "or say none.").format(words=e.words)])

    def _r_MenOnCrowningRow(self, e: MenOnCrowningRow) -> Rendered:
        return Rendered([self._n(
            "The piece on {squares} stands on its crowning row: it is a king.",
            "The pieces on {squares} stand on their crowning row: they are kings.",
            len(e.squares)).format(squares=self.squares(e.rules, e.squares))])

    def _r_NotTheStartPosition(self, e: NotTheStartPosition) -> Rendered:
        line = self._n(
            "A piece stands on {squares}, where the start position has none.",
            "Pieces stand on {squares}, where the start position has none.",
            len(e.squares)).format(squares=self.squares(e.rules, e.squares))
        return Rendered([line + " " + self._("To play from the position on the board, say "
                                             "position from the board.")])


BoardRenderer.events = {**Renderer.events, **dict([
    renders(BoardWaiting, BoardRenderer._r_BoardWaiting),
    renders(BoardSearching, BoardRenderer._r_BoardSearching),
    renders(NoBoardAnswered, BoardRenderer._r_NoBoardAnswered),
    renders(OtherBoardsAnswered, BoardRenderer._r_OtherBoardsAnswered),
    renders(BoardFound, BoardRenderer._r_BoardFound),
    renders(OtherBoard, BoardRenderer._r_OtherBoard),
    renders(BoardReady, BoardRenderer._r_BoardReady),
    renders(BoardDiffers, BoardRenderer._r_BoardDiffers),
    renders(BoardDisconnected, BoardRenderer._r_BoardDisconnected),
    renders(BoardBack, BoardRenderer._r_BoardBack),
    renders(BoardVersionUnknown, BoardRenderer._r_BoardVersionUnknown),
    renders(BoardWrongSize, BoardRenderer._r_BoardWrongSize),
    renders(MoveOnBoard, BoardRenderer._r_MoveOnBoard),
    renders(CrownOnBoard, BoardRenderer._r_CrownOnBoard),
    renders(MovesGoOnTheBoard, BoardRenderer._r_MovesGoOnTheBoard),
    renders(IrregularMove, BoardRenderer._r_IrregularMove),
    renders(RemedyAsked, BoardRenderer._r_RemedyAsked),
    renders(RemedyApplied, BoardRenderer._r_RemedyApplied),
    renders(ArrangeOnBoard, BoardRenderer._r_ArrangeOnBoard),
    renders(WhichAreWhite, BoardRenderer._r_WhichAreWhite),
    renders(WhichAreKings, BoardRenderer._r_WhichAreKings),
    renders(WhoMovesFirst, BoardRenderer._r_WhoMovesFirst),
    renders(NotSquaresOfPieces, BoardRenderer._r_NotSquaresOfPieces),
    renders(NotTheStartPosition, BoardRenderer._r_NotTheStartPosition),
    renders(MenOnCrowningRow, BoardRenderer._r_MenOnCrowningRow),
])}

__all__ = ["BoardRenderer"]
