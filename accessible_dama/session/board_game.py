"""A game on a sensor board: the board's reports become moves of the session, and the
session's events are said to both players.

``BoardGame`` is the logic, with the time passed in: board events, typed lines and the
passing of time go in, events to say come out (and frames for the board go to ``send``).
``cli.board_game`` runs it on its threads and speaks.

The game lives in the ``Session`` (saved as PDN after every move); the board only shows
it. When the board and the game disagree the board is wrong, and the players are told
square by square what to change.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_dama.network.peer import Incoming
from accessible_dama.notation import NotationError, full_move_text, parse_square
from accessible_dama.rules import Move, Position, Square
from accessible_dama.rules.explain import explain_illegal
from accessible_dama.sensor import link as sensor_link
from accessible_dama.sensor.protocol import (
    BUTTON_DONE,
    BUTTON_REPEAT,
    MAX_CELLS,
    Display,
    Frame,
    Hello,
    Light,
)
from accessible_dama.sensor.recognize import (
    Ambiguous,
    Board,
    Difference,
    ExtraPiece,
    Mismatch,
    MissingPiece,
    MoveRecognized,
    Pending,
    PutBack,
    Recognizer,
    RecognizerState,
    Unchanged,
    board_after,
    board_of,
    differences,
)
from accessible_dama.sensor.referee import Irregular, Referee, Remedy, RemedyKind
from accessible_dama.session import events as session_events
from accessible_dama.session.board_events import (
    BoardBack,
    BoardDiffers,
    BoardDisconnected,
    BoardFound,
    BoardReady,
    BoardVersionUnknown,
    BoardWaiting,
    BoardWrongSize,
    CrownOnBoard,
    IrregularMove,
    MoveOnBoard,
    MovesGoOnTheBoard,
    OtherBoard,
    RemedyApplied,
    RemedyAsked,
)
from accessible_dama.session.board_setup import (
    Arrangement,
    ArrangeOnBoard,
    NotTheStartPosition,
)
from accessible_dama.session.core import MAX_LINE, SensorBoardSession
from accessible_dama.understand import (
    AmbiguousIntent,
    CommandIntent,
    IllegalIntent,
    MoveIntent,
    clean_line,
    interpret,
    resolve,
)
from accessible_dama.understand.board_answers import (
    CANCEL_WORDS,
    DONE_WORDS,
    POSITION_WORDS,
    RemedyWord,
    plain_words,
    remedy_answer,
)

SETTLE = 2.0  # seconds without a change after which the board is read as it stands
QUICK_SETTLE = 0.6  # the same when no legal move can come of what the board shows
WAIT_BEFORE_SAYING = 1.0  # a board that answers this fast is not announced as awaited
HOLD = 1.0  # seconds button 2 is held to ask for the time left (a shorter press: repeat)


# ---------------------------------------------------------------- the game on the board


def _one_square(position: Position, text: str) -> bool:
    """Whether ``text`` names one square and nothing else."""
    try:
        parse_square(position.rules, text)
    except NotationError:
        return False
    return True


class BoardGame:
    """The session played on a board. Every method takes ``now`` and returns the events
    to say; frames for the board wait in ``outbox`` until ``flush`` gives them to
    ``send``. ``cells_for`` gives the braille cells of a move's text (``c3-d4``); the
    board shows the first ``MAX_CELLS`` of them. ``searched``: the board was found by
    looking at the ports, so its port is said when it answers. ``port_problem`` tells
    why the port could not be opened (``BoardLink.open_problem``), said with the wait.

    The settings remember the board's port and id (``board_port``, ``board_id``) when it
    answers; another board on the remembered port is said."""

    def __init__(
        self,
        session: SensorBoardSession,
        *,
        send: Callable[[Frame], None] = lambda frame: None,
        url: str = "",
        searched: bool = False,
        settle: float = SETTLE,
        quick_settle: float = QUICK_SETTLE,
        cells_for: Callable[[str], bytes],
        port_problem: Callable[[], str] = lambda: "",
    ) -> None:
        self.session = session
        self.port_problem = port_problem
        self.send = send
        self.url = url
        self.searched = searched
        self.settle_seconds = settle
        self.quick_settle = min(quick_settle, settle)
        self.cells_for = cells_for
        self.recognizer = Recognizer(session.game.position)
        self.board: Board | None = None  # what the board shows; None: not heard yet
        self.connected = False
        self.size_ok = True
        self.arriving = False  # connected, its first snapshot still to come
        self.lost = False
        self.needs_check = True  # the board must show the position before play goes on
        self.wrong_said = False  # a difference was announced and is not mended yet
        #: the board as it stood when the session turned down the move it shows (a wrong
        #: answer to a puzzle): said once, not again when the board settles
        self.refused: Board | None = None
        self.settle_at: float | None = None
        self.computer_move: Move | None = None  # asked for on the board, not shown yet
        self.wants_to_think = False  # the computer is to choose its move (``think``)
        self.which: tuple[Move, ...] = ()  # the board shows one of these: ask which
        self._irregular: Irregular | None = None  # waiting for the opponent's decision
        self.correcting = False  # an irregular move is being corrected on the board
        self.ruled_board: Board | None = None  # the irregular board already ruled on
        self.stand_recognizer: Recognizer | None = None
        self.light = 0
        self.cells = b""
        self.outbox: list[Frame] = []  # frames for the board, sent by ``flush``
        self.waiting_since: float | None = None
        self.waiting_said = False
        self.repeat_held_until: float | None = None  # button 2 held: the time is said then
        self.declined: Board | None = None  # a take-back the players said no to
        self.arrangement: Arrangement | None = None  # a position being set up on the board
        #: a game not yet moved in: its check says once where pieces stand that the start
        #: has none (the players may mean to play that position)
        self.fresh = True

    @property
    def by_button(self) -> bool:
        """Whether a move ends with a press of button 1 (the setting ``confirm``), not
        when the board stands still."""
        return self.session.settings.confirm == "button"

    @property
    def irregular(self) -> Irregular | None:
        """The irregular move waiting for the opponent's decision; None when none waits,
        or when the game is over (the flag fell, a player resigned): the decision is void."""
        if self.session.game.outcome is not None:
            return None
        return self._irregular

    @irregular.setter
    def irregular(self, judged: Irregular | None) -> None:
        self._irregular = judged

    # ------------------------------------------------------------ what the board should show

    def expected(self) -> Board:
        """The occupancy the board should reach next."""
        position = self.session.game.position
        now_shown = board_of(position)
        if self.computer_move is not None:
            return board_after(now_shown, self.computer_move)
        return now_shown

    # ------------------------------------------------------------ start

    def start(self, now: float, resumed_moves: int = 0) -> list[session_events.Event]:
        """The opening announcement. The computer's first move, when it has one, is asked
        for on the board once the board shows the position."""
        session = self.session
        self.waiting_since = now
        events = session.start(resumed_moves, reply=False)
        self.recognizer = Recognizer(session.game.position, self.board)
        return events

    # ------------------------------------------------------------ the board's reports

    def on_board(self, event: sensor_link.BoardEvent, now: float) -> list[session_events.Event]:
        if isinstance(event, sensor_link.BoardConnected):
            return self._connected(event.hello)
        if isinstance(event, sensor_link.BoardIncompatible):
            return [BoardVersionUnknown(event.hello.version)]
        if isinstance(event, sensor_link.BoardLost):
            self.connected = False
            self.lost = True
            self.settle_at = None
            return [BoardDisconnected()]
        if not self.connected or not self.size_ok:
            return []
        if isinstance(event, sensor_link.BoardOccupancy):
            if self.arrangement is not None:
                self.board = event.occupancy
                self.arrangement.resync(event.occupancy)
                return []
            return self._snapshot(event.occupancy, now)
        if isinstance(event, sensor_link.SquareChanged):
            return self._changed(event.square, event.occupied, now)
        if isinstance(event, sensor_link.ButtonPressed):
            return self._pressed(event.button, now)
        if isinstance(event, sensor_link.ButtonReleased) and event.button == BUTTON_REPEAT:
            if self.repeat_held_until is None:
                return []  # held long enough: the time was said
            self.repeat_held_until = None
            return [session_events.RepeatAsked()]
        return []

    def _pressed(self, button: int, now: float) -> list[session_events.Event]:
        """Button 2 repeats when let go soon, says the time when held; button 1 ends a
        move (as a clock's press does), and answers yes, correct or done."""
        session = self.session
        if button == BUTTON_REPEAT:
            self.repeat_held_until = now + HOLD
            return []
        if button != BUTTON_DONE:
            return []
        if session.pending_confirm == "takeback":
            return self._changing(lambda: session.answer(True), now)
        if self.irregular is not None:
            # the opponent's move made on the board ends with the press too, and lets the
            # irregular move stand; with none made, the press answers "correct"
            played_on = self._played_on(settled=True)
            if played_on is not None:
                return self._stand_then_play(played_on, now)
            return self._decide("correct", now)
        if self.arrangement is not None and session.pending_confirm is None:
            if not self.arrangement.asking:
                return [self.arrangement.next_question()]
            return []
        self.settle_at = None
        return self._evaluate(now, settled=True, pressed=True)

    def _connected(self, hello: Hello) -> list[session_events.Event]:
        # the same board saying hello while it is here (it was reset, or answered a
        # query sent again on a busy host): it forgot its cells and light, which are
        # sent again, but nothing is new to the players; its snapshot is a change
        same = (self.connected and self.size_ok
                and self.session.settings.board_id == hello.board_id)
        out = self._remember(hello.board_id)
        if hello.squares != self.session.rules.geometry.squares:
            self.size_ok = False
            return [*out, BoardWrongSize(hello.squares, self.session.rules)]
        self.size_ok = True
        self.connected = True
        self.arriving = not same
        if self.lost:
            out.append(BoardBack())
        elif not same:
            out.append(BoardFound(hello.board_id, self.url if self.searched else ""))
        self.lost = False
        if self.cells:
            self.outbox.append(Display(self.cells))
        if self.light:
            self.outbox.append(Light(self.light))
        return out

    def _remember(self, board_id: str) -> list[session_events.Event]:
        """Keep the board's port and id in the settings; another board than last time on
        the same port is said."""
        session = self.session
        before = session.settings
        kept = session.keep(board_port=self.url, board_id=board_id)
        if before.board_port == self.url and before.board_id not in ("", board_id):
            return [OtherBoard(self.url, board_id, before.board_id), *kept]
        return kept

    def _snapshot(self, occupancy: Board, now: float) -> list[session_events.Event]:
        arriving, self.arriving = self.arriving, False
        self.board = occupancy
        reading = self.recognizer.snapshot(occupancy)
        if self.stand_recognizer is not None:
            self.stand_recognizer.snapshot(occupancy)
        if arriving:
            self.settle_at = None
            return self._evaluate(now, settled=True, reading=reading, arrival=True)
        return self._after_change(reading, now)

    def _changed(self, square: int, occupied: bool, now: float) -> list[session_events.Event]:
        if self.board is None:
            return []
        self.board = self.board | {square} if occupied else self.board - {square}
        if self.arrangement is not None:
            self.arrangement.changed(square, occupied)
            return []  # pieces being set up: nothing is a move
        reading = self.recognizer.feed(square, occupied)
        if self.stand_recognizer is not None and self.irregular is not None:
            self.stand_recognizer.feed(square, occupied)
            played_on = None if self.by_button else self._played_on(settled=False)
            if played_on is not None:
                return self._stand_then_play(played_on, now)
        return self._after_change(reading, now)

    def _after_change(self, reading: RecognizerState, now: float) -> list[session_events.Event]:
        plausible = self.recognizer.is_plausible_in_progress()
        if isinstance(reading, MoveRecognized) and reading.may_continue:
            plausible = True
        self.settle_at = now + (self.settle_seconds if plausible else self.quick_settle)
        return self._evaluate(now, settled=False, reading=reading)

    # ------------------------------------------------------------ reading the board

    def _evaluate(self, now: float, *, settled: bool, reading: RecognizerState | None = None,
                  arrival: bool = False, pressed: bool = False) -> list[session_events.Event]:
        """What the board shows now means. ``settled``: it has stood still (or the players
        said they are done), so a difference is worth saying. ``pressed``: button 1 ended
        the move (with ``confirm`` set to ``button``, only a press does)."""
        board = self.board
        if board is None or not self.connected:
            return []
        session = self.session
        if self.arrangement is not None:
            return []  # pieces being set up: nothing is a move
        if self.needs_check:
            return self._check(board, settled, arrival, reading)
        if session.pending_confirm == "takeback":
            return []  # the players answer first
        if (self.irregular is None and not self.correcting and board != self.declined
                and board in self._taken_back()):
            self.settle_at = None
            session.hold_clock()  # a referee's question: no time runs until it is answered
            return session.ask_takeback()
        if self.computer_move is not None:
            return self._computer_move_shown(board, settled)
        if self.irregular is not None:
            # the opponent decides first, or plays on, which lets it stand (a move that
            # may go on is taken once the board stands still; with confirm button, at
            # the press)
            played_on = (self._played_on(settled=True)
                         if settled and not self.by_button else None)
            return [] if played_on is None else self._stand_then_play(played_on, now)
        if session.game.outcome is not None:
            return []
        if reading is None or settled:
            reading = self.recognizer.settle() if settled else self.recognizer.reading()
        if isinstance(reading, Unchanged):
            if self.wrong_said or arrival:
                return self._right(again=not arrival)
            return []
        if self.by_button and not pressed:
            return []  # the move ends with the press, whatever the board shows meanwhile
        if isinstance(reading, MoveRecognized):
            if (reading.may_continue and not settled) or board == self.refused:
                return []
            return self._human_move(reading.move, reading, now)
        if isinstance(reading, Ambiguous):
            if not settled:
                return []
            self.which = reading.moves
            return [session_events.WhichMove(reading.moves, session.game.position.copy())]
        if isinstance(reading, Pending):
            return []
        assert isinstance(reading, Mismatch)
        if board != self.ruled_board and not self.correcting:
            judged = Referee(session.rules).judge(self.recognizer.position, board,
                                            self.recognizer.touched)
            if isinstance(judged, Irregular) and judged.removed < judged.move.captured:
                # a capture whose captured pieces are not all off yet: not finished, not
                # irregular
                judged = Mismatch(differences(board_of(self.recognizer.position), board,
                                              board_after(board_of(self.recognizer.position),
                                                          judged.move),
                                              judged.move.captured), judged.move)
            if isinstance(judged, Irregular):
                return self._irregular_move(judged, board, now)
            if isinstance(judged, Mismatch):
                reading = judged
        return self._not_legal(reading) + self._differs(reading.differences)

    def _taken_back(self) -> list[Board]:
        """The boards that take back the last move: its piece back where it came from and
        what it took back on the board; against the computer, the player's move taken
        back with the computer's answer too (as ``undo`` takes both back)."""
        session = self.session
        moves = session.game.moves
        count = 2 if session.player is not None and session.game.turn == session.player else 1
        boards: list[Board] = []
        board = board_of(session.game.position)
        for move in reversed(moves[-count:]):
            if not move.path:
                break
            board = (board - {move.path[-1]}) | {move.path[0]} | frozenset(move.captured)
            boards.append(board)
        return boards

    def _not_legal(self, reading: Mismatch) -> list[session_events.Event]:
        """The move the hands made, when it is none the players may make: why not."""
        if reading.attempt is None:
            return []
        position = self.recognizer.position
        return [session_events.IllegalMove("", explain_illegal(position, reading.attempt), position,
                                           reading.attempt)]

    def _check(self, board: Board, settled: bool, arrival: bool,
               reading: RecognizerState | None = None) -> list[session_events.Event]:
        target = self.expected()
        if (arrival and isinstance(reading, MoveRecognized) and not reading.may_continue
                and self.computer_move is None and self.session.game.outcome is None):
            # a move made while nobody watched (the cable out, the program restarted)
            if not self.session.computer_to_move():
                self.needs_check = False
                return self._human_move(reading.move, reading, 0.0)
            if self.session.remote is None:  # the opponent over the network moves itself
                self.needs_check = False
                return self._play_computer_move(reading.move)
        if board == target:
            self.needs_check = False
            self.recognizer.expect(self.session.game.position)
            out = self._right(again=False)
            return out + self._turn_begins()
        if not (settled or arrival):
            return []
        out = self._differs((*[MissingPiece(x) for x in sorted(target - board)],
                             *[ExtraPiece(x) for x in sorted(board - target)]))
        rules = self.session.rules
        if (self.fresh and not self.session.game.moves and board - target
                and target == board_of(Position(rules))):
            self.fresh = False
            # a new game, and pieces where the start has none: perhaps a position to play
            out.append(NotTheStartPosition(rules, tuple(sorted(board - target))))
        return out

    def _computer_move_shown(self, board: Board, settled: bool) -> list[session_events.Event]:
        move = self.computer_move
        assert move is not None
        before = board_of(self.session.game.position)
        target = board_after(before, move)
        if board == target:
            return self._play_computer_move(move)
        if not settled:
            return []
        if board == before:
            return [MoveOnBoard(self.session.game.turn, move, self.session.game.position.copy())]
        return self._differs(differences(before, board, target, move.captured))

    def _right(self, again: bool) -> list[session_events.Event]:
        self.wrong_said = False
        self.correcting = False
        self._set_light(0)
        return [BoardReady(again=again)]

    def _differs(self, found: tuple[Difference, ...]) -> list[session_events.Event]:
        if not found:
            return []
        self.wrong_said = True
        self._set_light(2)
        return [BoardDiffers(
            self.session.rules,
            missing=tuple(d.square for d in found if isinstance(d, MissingPiece)),
            extra=tuple(d.square for d in found if isinstance(d, ExtraPiece) and not d.captured),
            captured=tuple(d.square for d in found if isinstance(d, ExtraPiece) and d.captured),
            put_back=tuple(d.square for d in found if isinstance(d, PutBack)),
        )]

    # ------------------------------------------------------------ moves

    def _human_move(self, move: Move, reading: MoveRecognized | None,
                    now: float) -> list[session_events.Event]:
        session = self.session
        if session.computer_to_move():
            return []  # the computer's move is asked for separately
        events = session.play(move, reply=False)
        if not any(isinstance(e, session_events.MoveMade) for e in events):
            self.refused = self.board
            return events
        self._moved(move)
        if reading is not None and reading.crown is not None:
            # said with the move, before what follows it (the end of the game)
            made = next(i for i, e in enumerate(events) if isinstance(e, session_events.MoveMade))
            events.insert(made + 1, CrownOnBoard(session.rules, reading.crown.square))
        return events + self._turn_begins()

    def _moved(self, move: Move) -> None:
        session = self.session
        self.which = ()
        self.settle_at = None
        self.ruled_board = None
        self.correcting = False
        self.declined = None
        self.fresh = False
        self.recognizer.expect(session.game.position)
        self._set_light(0)
        self.wrong_said = False
        self._display(self._move_text(session.game.moves[-1] if session.game.moves else move))

    def _move_text(self, move: Move) -> str:
        """The move as the board's cells show it: ``c3-d4``, ``22x15``."""
        rules = self.session.rules
        return full_move_text(rules, move)

    def _turn_begins(self) -> list[session_events.Event]:
        """The computer's turn: it thinks next (``think``), after the events so far have
        been said."""
        session = self.session
        if session.computer_to_move() and self.computer_move is None and not self.needs_check:
            self.wants_to_think = True
        return []

    def think(self, now: float) -> list[session_events.Event]:
        """The computer chooses its move and asks the players to make it on the board."""
        self.wants_to_think = False
        session = self.session
        if not session.computer_to_move() or self.computer_move is not None:
            return []
        return self.opponent_chose(session.choose_computer_move())

    def opponent_chose(self, move: Move) -> list[session_events.Event]:
        """The computer's move, or the opponent's over the network (waited for beside
        the game, ``session.remote``): the players are asked to make it on the board."""
        session = self.session
        self.wants_to_think = False
        if (not session.computer_to_move() or self.computer_move is not None
                or session.game.find_legal(move) is None):
            return []
        self.computer_move = move
        position = session.game.position.copy()
        self._display(self._move_text(move))
        if self.board is not None and self.board == board_after(board_of(position), move):
            return self._play_computer_move(move)  # it is there already
        return [MoveOnBoard(session.game.turn, move, position)]

    def _play_computer_move(self, move: Move) -> list[session_events.Event]:
        self.computer_move = None
        events = self.session.play(move, by_computer=True)
        self._moved(move)
        return events + self._turn_begins()

    def _played_on(self, *, settled: bool) -> MoveRecognized | None:
        """The opponent's move the board shows made after the irregular move waiting for
        their decision, when one is over (``settled``: the board stands still, or the
        move was ended by a press); None when it shows none."""
        if self.stand_recognizer is None or self.irregular is None:
            return None
        stand = self.stand_recognizer
        reading = stand.settle() if settled else stand.reading()
        if isinstance(reading, MoveRecognized) and (settled or not reading.may_continue):
            return reading
        return None

    def _stand_then_play(self, reading: MoveRecognized, now: float) -> list[session_events.Event]:
        """The opponent played on: the irregular move stands, and this move follows it."""
        irregular = self.irregular
        assert irregular is not None
        stand = irregular.option(RemedyKind.LET_STAND)
        assert stand is not None
        out = self._apply(irregular, stand, by_rule=False)
        # the main recogniser now expects the standing position and has the board as it is
        return out + self._human_move(reading.move, reading, now)

    # ------------------------------------------------------------ irregular moves

    def _irregular_move(self, judged: Irregular, board: Board,
                        now: float) -> list[session_events.Event]:
        session = self.session
        before = self.recognizer.position
        offender = before.turn
        self.ruled_board = board
        out: list[session_events.Event] = [
            IrregularMove(offender, judged.kind.value, before, judged.required,
                          tuple(sorted(judged.removed)))]
        if judged.decided_by == "rule" or len(judged.options) == 1:
            return out + self._apply(judged, judged.options[0], by_rule=True)
        if session.player is not None and session.player == offender and session.remote is not None:
            # the opponent over the network has the game as it was: the move is corrected
            choice = judged.option(RemedyKind.CORRECT) or judged.options[0]
            return out + self._apply(judged, choice, by_rule=False)
        if session.player is not None and session.player == offender:
            # the computer is the opponent: it takes the piece if it may, else corrects
            choice = (judged.option(RemedyKind.REMOVE_PIECE)
                      or judged.option(RemedyKind.CORRECT) or judged.options[0])
            return out + self._apply(judged, choice, by_rule=False)
        self.irregular = judged
        session.hold_clock()  # no time runs while the opponent decides
        stand = judged.option(RemedyKind.LET_STAND)
        if stand is not None and judged.confirmed_by_next_move:
            self.stand_recognizer = Recognizer(stand.position, board)
        self._set_light(2)
        return [*out, self._remedy_asked(judged)]

    def _remedy_asked(self, judged: Irregular) -> RemedyAsked:
        """The opponent's question about ``judged``: correct it, let it stand, take a piece."""
        takes = tuple(r.square for r in judged.options
                      if r.kind is RemedyKind.REMOVE_PIECE and r.square is not None)
        return RemedyAsked(not self.recognizer.position.turn, takes, self.session.rules)

    def _decide(self, word: RemedyWord, now: float,
                square: Square | None = None) -> list[session_events.Event]:
        judged = self.irregular
        assert judged is not None
        if word == "correct":
            remedy = judged.option(RemedyKind.CORRECT)
        elif word == "stand":
            remedy = judged.option(RemedyKind.LET_STAND)
        else:
            removals = [r for r in judged.options if r.kind is RemedyKind.REMOVE_PIECE]
            remedy = next((r for r in removals if r.square == square), None) or (
                removals[0] if removals else None)
        if remedy is None:
            return [self._remedy_asked(judged)]
        return self._apply(judged, remedy, by_rule=False)

    def _apply(self, judged: Irregular, remedy: Remedy,
               by_rule: bool) -> list[session_events.Event]:
        session = self.session
        before = self.recognizer.position
        held, self.irregular = self.irregular is not None, None
        self.stand_recognizer = None
        self._set_light(0)
        if remedy.kind is RemedyKind.CORRECT:
            # the game stays before the move; the board is read against it again, and
            # what it shows is the correction under way, not another irregular move
            self.correcting = True
            self.wrong_said = True
            if held:
                session.release_clock()
            settled = self.recognizer.settle()
            changes = settled.differences if isinstance(settled, Mismatch) else ()
            return [RemedyApplied("correct", before.turn, before, remedy.moves, by_rule=by_rule),
                    *self._differs(changes)]
        note = f"irregular move left to stand ({judged.kind.value})"
        played = Move(judged.move.path, judged.removed)  # what was taken off the board
        shown = session.game.position.copy()
        shown.push(played)
        if remedy.kind is RemedyKind.LET_STAND and shown == remedy.position:
            # one game, one record: the move is in it as played, and undo goes back over it
            saving = session.let_stand(played, note)
        else:
            # a piece taken away as a penalty: the game goes on from a position no move
            # reaches, the moves so far kept as an earlier part of the record
            saving = session.set_position(remedy.position, note)
        session.release_clock()  # the time of the side to move after the remedy runs
        self.recognizer.expect(session.game.position)
        self.ruled_board = None
        out: list[session_events.Event]
        if remedy.kind is RemedyKind.REMOVE_PIECE:
            self.wrong_said = True
            out = [RemedyApplied("remove", before.turn, remedy.position.copy(),
                                 square=remedy.square, by_rule=by_rule)]
        else:
            out = [RemedyApplied("stand", before.turn, remedy.position.copy(), by_rule=by_rule)]
            if judged.crown is not None:
                out.append(CrownOnBoard(session.rules, judged.crown.square))
        out += saving
        if session.game.outcome is not None:
            out.append(session_events.GameOver(session.game.outcome, session.player))
        return out + self._turn_begins()

    # ------------------------------------------------------------ the keyboard

    def choices(self) -> tuple[str, ...]:
        """What may be answered now in one word (a braille display offers them to its
        routing keys): a yes or no asked last, the opponent's decision on an irregular
        move (``correct``, ``stand``, ``take``), else a request for the board (``board``)."""
        session = self.session
        if session.pending_confirm is not None:
            return ("yes", "no")
        if self.arrangement is not None:
            return () if self.arrangement.asking else ("done",)
        if self.irregular is not None:
            kinds = {r.kind for r in self.irregular.options}
            return tuple(word for word, kind in (("correct", RemedyKind.CORRECT),
                                                 ("stand", RemedyKind.LET_STAND),
                                                 ("take", RemedyKind.REMOVE_PIECE))
                         if kind in kinds)
        running = session.has_clock and session.game.outcome is None
        return ("board", "time") if running else ("board",)

    def line(self, text: str, now: float) -> list[session_events.Event]:
        """A typed (or dictated) line: an answer, or a command of the normal game."""
        session = self.session
        if not text.strip():
            return []
        if len(text.strip()) > MAX_LINE or not clean_line(text):
            return session.handle(text)  # too long, or nothing readable: the session says so
        text = clean_line(text)
        if self.arrangement is not None and session.pending_confirm is None:
            said = self._arranging(text, now)
            if said is not None:
                return said
        if session.pending_confirm is not None:
            # each question owns its answer: the one asked last (quit? new game?) is
            # answered first, then the opponent's decision is asked again
            events = self._command(text, now)
            if (self.irregular is not None and session.pending_confirm is None
                    and not session.quit_requested):
                events.append(self._remedy_asked(self.irregular))
            return events
        if self._irregular is not None:
            answer = remedy_answer(text, session.game.position, session.settings.lang)
            if answer is not None and self.irregular is None:  # void: the game is over
                self.irregular = None
                return [session_events.NotYourTurn(True)]
            if answer is not None:
                return self._decide(answer[0], now, answer[1])
        if plain_words(text) in POSITION_WORDS:
            return self._arrange()
        position = session.game.position
        if self.which:
            intent = resolve(text, self.which, position, session.settings.lang)
            self.which = ()
            if isinstance(intent, MoveIntent):
                return self._human_move(intent.move, None, now)
        else:
            intent = interpret(text, position, session.settings.lang)
        if isinstance(intent, (MoveIntent, AmbiguousIntent, IllegalIntent)):
            if _one_square(position, text):
                # a square named alone (a routing key on it): what stands there
                return session.command("square", (text,))
            return [MovesGoOnTheBoard()]
        if intent == CommandIntent("sensor"):
            return [session_events.SensorBoardAsked(self.url, self.connected)]
        return self._command(text, now)

    def _command(self, text: str, now: float) -> list[session_events.Event]:
        return self._changing(lambda: self.session.handle(text), now)

    def network(self, message: Incoming, now: float) -> list[session_events.Event]:
        """What the opponent over the network sent besides a move (chat, a take-back,
        the end of the game or of the connection); the board follows the game."""
        remote = self.session.remote
        if remote is None:
            return []
        return self._changing(lambda: remote.incoming(message), now)

    def _changing(self, do: Callable[[], list[session_events.Event]],
                  now: float) -> list[session_events.Event]:
        """What ``do`` says; when it changed the game (undo, new, load, setup), the board
        is asked to follow. A take-back declined: what to put back as it was."""
        session = self.session
        game_before = session.game
        takeback = session.pending_confirm == "takeback"
        key = (board_of(session.game.position), session.game.turn, len(session.game.moves))
        events = do()
        if takeback and session.pending_confirm != "takeback":
            session.release_clock()  # answered: the time of the side to move runs again
        if session.game is not game_before:
            self.fresh = True  # another game
        if session.game is not game_before or key != (
                board_of(session.game.position), session.game.turn, len(session.game.moves)):
            events += self.position_changed(now)
        elif takeback and session.pending_confirm is None and self.board is not None:
            self.declined = self.board
            events += self._differs(differences(self.board, self.board, self.expected()))
        return events

    # ------------------------------------------------------------ a position from the board

    def _arrange(self) -> list[session_events.Event]:
        """Start setting a position up on the board: the pieces' colours are followed as
        they are moved."""
        if self.board is None or not self.connected:
            return [BoardDisconnected()]
        self.arrangement = Arrangement.start(self.session.game.position, self.board)
        self.settle_at = None
        self.computer_move = None
        self.which = ()
        return [ArrangeOnBoard()]

    def _arranging(self, text: str, now: float) -> list[session_events.Event] | None:
        """A line while a position is set up: done, or the answer to its question; None
        when it is neither (a command, said as ever)."""
        arrangement = self.arrangement
        assert arrangement is not None
        if plain_words(text) in CANCEL_WORDS:  # the game goes on as it was
            self.fresh = False  # the players know the position from the board is there
            return self.position_changed(now)
        if not arrangement.asking:
            return [arrangement.next_question()] if plain_words(text) in DONE_WORDS else None
        answer = arrangement.answer(text)
        if answer is None or isinstance(answer, list):
            return answer
        self.arrangement = None
        game_before = self.session.game
        events = self._command(f"setup {arrangement.fen(answer)}", now)
        if self.session.game is game_before:  # not a position to play: the game goes on
            events += self.position_changed(now)
        return events

    def position_changed(self, now: float) -> list[session_events.Event]:
        """A command changed the game (undo, new, load, setup), or the opponent over the
        network joined again from another position: the board must follow."""
        session = self.session
        self.computer_move = None
        if self.irregular is not None:
            self.irregular = None
            session.release_clock()
        self.correcting = False
        self.stand_recognizer = None
        self.which = ()
        self.ruled_board = None
        self.declined = None
        self.arrangement = None
        self.needs_check = True
        self.recognizer = Recognizer(session.game.position, self.board)
        if self.board is None or not self.connected:
            return []
        return self._check(self.board, settled=True, arrival=False)

    # ------------------------------------------------------------ time

    def tick(self, now: float) -> list[session_events.Event]:
        out: list[session_events.Event] = []
        if (not self.connected and not self.waiting_said and not self.lost
                and self.waiting_since is not None
                and now - self.waiting_since >= WAIT_BEFORE_SAYING):
            self.waiting_said = True
            out.append(BoardWaiting(self.url, self.port_problem()))
        if self.settle_at is not None and now >= self.settle_at:
            self.settle_at = None
            out += self._evaluate(now, settled=True)
        if self.repeat_held_until is not None and now >= self.repeat_held_until:
            self.repeat_held_until = None  # held: the time left, not a repeat
            out += self.session.command("clock", ())
        out += self.session.tick()
        return out

    def next_deadline(self) -> float | None:
        """When ``tick`` next has something to do (None: nothing planned)."""
        times = [t for t in (self.settle_at, self.repeat_held_until) if t is not None]
        if not self.waiting_said and self.waiting_since is not None and not self.connected:
            times.append(self.waiting_since + WAIT_BEFORE_SAYING)
        return min(times) if times else None

    # ------------------------------------------------------------ the board's cells and light

    def _display(self, text: str) -> None:
        self.cells = self.cells_for(text)[:MAX_CELLS]
        self.outbox.append(Display(self.cells))

    def _set_light(self, level: int) -> None:
        if level != self.light:
            self.light = level
            self.outbox.append(Light(level))

    def flush(self) -> None:
        """Send the frames for the board (after the sentences: speech comes first)."""
        frames, self.outbox = self.outbox, []
        for frame in frames:
            self.send(frame)


__all__ = ["QUICK_SETTLE", "SETTLE", "WAIT_BEFORE_SAYING", "BoardGame"]
