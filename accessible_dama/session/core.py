"""One game being played: lines in, events out, the game saved after every move.

The game is draughts (``Game``) or one of the other games of the texts on a board of
points (``PointGame``: alquerque, mill, Vietnamese chess); the session treats both
alike, and the few differences (a pass, a mill's men in hand, the point names) are
settled here and in ``phrases``.
"""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from accessible_dama.engine import Engine
from accessible_dama.notation import (
    NotationError,
    PdnGame,
    game_from_moves,
    parse_fen,
    parse_square,
    replay_game,
    write_pdn,
)
from accessible_dama.notation import points as point_notation
from accessible_dama.notation.pdn import ReplayFailure, read_pdn_file
from accessible_dama.notation.squares import ascii_number
from accessible_dama.rules import (
    BLACK,
    PASS,
    WHITE,
    Color,
    Game,
    MillPosition,
    Move,
    PointGame,
    PointPosition,
    PointRules,
    Position,
    Reason,
    Rules,
    UnknownVariantError,
    find_game,
)
from accessible_dama.rules.board import DIRECTIONS
from accessible_dama.rules.game import Outcome
from accessible_dama.rules.registry import AnyGame, AnyPosition, AnyRules
from accessible_dama.session import events as ev
from accessible_dama.session.clock import GameClock
from accessible_dama.session.settings import (
    NOTATIONS,
    VERBOSITIES,
    Settings,
    data_dir,
    usable,
)
from accessible_dama.session.store import (
    AUTOSAVE_NAME,
    GAME_FILE_TAG,
    GameStore,
    atomic_write,
    problem_kind,
)
from accessible_dama.understand import (
    AmbiguousIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    UnknownIntent,
    clean_line,
    interpret,
    resolve,
)

DRAW_WARNING_MOVES = 3  # a draw rule is announced when this many moves are left, or fewer
MAX_LINE = 500  # characters of one line of input; a longer one is refused, not read


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


class Session:
    """A game with its players, settings, clock and autosave.

    ``handle(line)`` takes what the player typed or said and returns the events that
    follow, the computer's reply included. Nothing here prints or speaks.
    """

    #: whether the other games of the texts may be played (or loaded) here
    plays_point_games: ClassVar[bool] = True

    def __init__(
        self,
        settings: Settings,
        *,
        position: AnyPosition | None = None,
        clock: Callable[[], float] = time.monotonic,
        save_path: Path | None = None,
        rng: random.Random | None = None,
        wall_clock: Callable[[], float] = time.time,
        engine_seconds: float | None = None,
        engine_depth: int | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock
        self.save_path = save_path if save_path is not None else autosave_path()
        self.store = GameStore(self.save_path, wall_clock=wall_clock)
        self.wall_clock = wall_clock
        # going through a record: nothing is written, nobody plays against the computer
        self.reviewing = False
        self.game_file: str | None = None  # this game's own file in the games folder
        self.started_at = wall_clock()
        self.save_problem: ev.SaveFailed | None = None  # the last save's failure, if any
        # whether the autosave now holds this session's game: before the first write, a
        # game found there is kept in the games folder, so that nothing is overwritten
        self._owns_autosave = False
        self.rng = rng or random.Random()
        self.engine_seconds = engine_seconds
        # a depth limit and no seconds: the computer's moves, hints and analyses do not
        # depend on the clock (the same on a busy machine; for tests and records)
        self.engine_depth = engine_depth
        self.rules: AnyRules = find_game(settings.variant)
        self.game: AnyGame = new_game_of(self.rules, position)
        self.engine = Engine(settings.level, rng=self.rng, clock=clock)
        self.game_clock: GameClock | None = None
        self.made: list[ev.MoveMade] = []
        self.pending_confirm: str | None = None
        self.pending_question: ev.Event | None = None
        self.pending_choice: tuple[Move, ...] = ()
        self.quit_requested = False
        self.record: list[Move] = []  # a loaded game's moves, for going through it
        # parts of this game before a position was set on a board: (start, moves, note)
        self.earlier: list[tuple[AnyPosition, list[Move], str]] = []

    # ------------------------------------------------------------ who plays

    @property
    def player(self) -> Color | None:
        """The human's colour against the computer; None when two humans play."""
        if self.settings.opponent == "human" or self.reviewing:
            return None
        return WHITE if self.settings.play_white else BLACK

    def computer_to_move(self) -> bool:
        p = self.player
        return p is not None and self.game.outcome is None and self.game.turn != p

    # ------------------------------------------------------------ start

    def start(self, resumed_moves: int = 0, *, reply: bool = True) -> list[ev.Event]:
        """The opening announcement, and the computer's first move if it has White
        (unless ``reply`` is off: on a real board the move is made when the board is
        ready)."""
        if not resumed_moves:
            self.made = []
        out: list[ev.Event] = [ev.GameStarted(self.rules, self.player, self.settings.level,
                                              resumed_moves, self.game.turn)]
        gc = self.game_clock if resumed_moves else None
        if gc is None and self.settings.clock_minutes > 0:
            gc = GameClock(self.settings.clock_minutes, self.settings.clock_increment)
        self.game_clock = gc
        if gc is not None:
            now = self.clock()
            gc.start(self.game.turn, now)
            out.append(ev.ClockStarted(gc.minutes, gc.increment, gc.left(WHITE, now),
                                       gc.left(BLACK, now)))
        out += self._save()
        out += self._after_move_events(reply)
        return out

    def set_position(self, position: Position, note: str) -> list[ev.Event]:
        """Go on from a position no legal move reaches (an irregular move on a board
        that was left to stand). The game so far is kept: the record holds it as an
        earlier part, with ``note``, and the game goes on from the new position. The
        events are a failed save's, if any."""
        self.earlier.append((self.game.start.copy(), list(self.game.moves), note))
        self.game = new_game_of(self.rules, position)
        self.made = []
        return self._save()

    # ------------------------------------------------------------ input

    def handle(self, line: str) -> list[ev.Event]:
        """Everything that follows from one line of the player's input (a line longer
        than ``MAX_LINE`` is refused; control and format characters are dropped)."""
        text = line.strip()
        if not text:
            return []
        if len(text) > MAX_LINE:
            return [*self.tick(), ev.LineTooLong(MAX_LINE)]
        text = clean_line(text)
        out = self.tick()
        if not text:  # nothing but invisible characters: answered, not read
            return [*out, ev.NotUnderstood("")]
        if self.pending_confirm is not None:
            return out + self._confirm(text)
        intent: Intent
        if self.pending_choice:
            intent = resolve(text, self.pending_choice, self.game.position, self.settings.lang)
            self.pending_choice = ()
            if isinstance(intent, UnknownIntent):
                intent = interpret(text, self.game.position, self.settings.lang)
        else:
            intent = interpret(text, self.game.position, self.settings.lang)
        if isinstance(intent, MoveIntent):
            return out + self._player_move(intent.move)
        if isinstance(intent, AmbiguousIntent):
            if self.game.outcome is not None or self.computer_to_move():
                return out + [ev.NotYourTurn(self.game.outcome is not None)]
            self.pending_choice = tuple(intent.moves)
            return out + [ev.WhichMove(tuple(intent.moves), self.game.position.copy())]
        if isinstance(intent, IllegalIntent):
            if self.game.outcome is not None:
                return out + [ev.NotYourTurn(True)]
            return out + [ev.IllegalMove(intent.text, intent.illegal, self.game.position.copy(),
                                         tuple(intent.path), intent.taken)]
        if isinstance(intent, CommandIntent):
            return out + self.command(intent.name, tuple(intent.args))
        return out + [ev.NotUnderstood(text)]

    def tick(self) -> list[ev.Event]:
        """Clock events due now (a warning, the flag): call it now and then."""
        gc = self.game_clock
        if gc is None or self.game.outcome is not None:
            return []
        now = self.clock()
        fallen = gc.flag_fallen(now)
        if fallen is not None:
            outcome = self.game.lose_on_time(fallen)
            gc.stop(now)
            return [*self._save(), ev.GameOver(outcome, self.player)]
        threshold = gc.due_warning(now)
        if threshold is not None:
            return [self._clock_event(warning=True)]
        return []

    # ------------------------------------------------------------ moves

    def _player_move(self, move: Move) -> list[ev.Event]:
        if self.game.outcome is not None or self.computer_to_move():
            return [ev.NotYourTurn(self.game.outcome is not None)]
        return self._push(move, by_computer=False)

    def computer_move(self) -> list[ev.Event]:
        """The computer plays its move (thinking within its level's time)."""
        if not self.computer_to_move():
            return []
        return self._push(self.choose_computer_move(), by_computer=True)

    def choose_computer_move(self) -> Move:
        """The move the computer wants, not played yet (on a real board it is played
        when the board shows it)."""
        return self.engine.choose_move(self.game, seconds=self.engine_seconds,
                                       depth=self.engine_depth)

    def play(self, move: Move, *, by_computer: bool = False,
             reply: bool = False) -> list[ev.Event]:
        """Play a legal move made elsewhere (a sensor board, a braille display): its
        announcement and what follows; with ``reply`` the computer answers at once."""
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        if self.game.find_legal(move) is None:
            return [ev.NotUnderstood(repr(move.path))]
        events = self._push(move, by_computer=by_computer, reply=reply)
        return events

    def _push(self, move: Move, by_computer: bool, reply: bool = True) -> list[ev.Event]:
        game = self.game
        before = game.position.copy()
        crowned = _crowns(before, move)
        color = game.turn
        played = game.push(move)
        if self.game_clock is not None:
            self.game_clock.press(self.clock())
        made = ev.MoveMade(color, played, before, crowned, by_computer)
        self.made.append(made)
        return [made, *self._save(), *self._after_move_events(reply)]

    def _after_move_events(self, reply: bool = True) -> list[ev.Event]:
        """The result, or what the side to move must know now (and, with ``reply``, the
        computer's answer when it is to move)."""
        game = self.game
        if game.outcome is not None:
            if self.game_clock is not None:
                self.game_clock.stop(self.clock())
            return [ev.GameOver(game.outcome, self.player)]
        if game.legal_moves() == [PASS]:
            # the modified alquerque: a player without a move passes, and is told so
            return self._push(PASS, by_computer=self.computer_to_move(), reply=reply)
        out: list[ev.Event] = []
        if isinstance(game, Game):
            for counter in game.draw_counters():
                moves_left = (counter.plies_left + 1) // 2
                if moves_left <= DRAW_WARNING_MOVES:
                    out.append(ev.DrawRuleCounting(counter.rule.clause, moves_left))
        if game.repetition_count() == game.rules.repetitions - 1 and game.moves:
            loses = isinstance(game.rules, PointRules) and game.rules.repetition_loses
            out.append(ev.DrawRuleCounting("", 1, repetition=True, loses=loses))
        if self.computer_to_move():
            return out + (self.computer_move() if reply else [])
        if game.position.must_capture():
            out.append(ev.MustCapture(game.turn, tuple(game.legal_moves()), game.position.copy()))
        return out

    # ------------------------------------------------------------ commands

    def command(self, name: str, args: tuple[str, ...]) -> list[ev.Event]:
        """A command by its English name (see ``understand.COMMANDS``)."""
        handler = getattr(self, f"_cmd_{name.replace('-', '_')}", None)
        if handler is None:
            return [ev.NotUnderstood(" ".join((name, *args)))]
        result: list[ev.Event] = handler(args)
        return result

    def _cmd_board(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.BoardShown(self.game.position.copy())]

    def _cmd_board_all(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.BoardShown(self.game.position.copy(), all_squares=True)]

    def _cmd_pieces(self, args: tuple[str, ...]) -> list[ev.Event]:
        color: Color | None = None
        word = args[0] if args else ""
        if word in ("white", "w"):
            color = WHITE
        elif word in ("black", "b"):
            color = BLACK
        elif word in ("mine", "my"):
            color = self.player if self.player is not None else self.game.turn
        elif word in ("opponent", "theirs"):
            color = (not self.player) if self.player is not None else not self.game.turn
        return [ev.PiecesShown(self.game.position.copy(), color)]

    def _square_arg(self, args: tuple[str, ...]) -> int | None:
        """The square (or point) named by the first argument, if any."""
        if not args:
            return None
        try:
            if isinstance(self.rules, PointRules):
                return point_notation.parse_point(self.rules.board, args[0])
            return parse_square(self.rules.geometry, args[0])
        except NotationError:
            return None

    def _cmd_square(self, args: tuple[str, ...]) -> list[ev.Event]:
        square = self._square_arg(args)
        if square is None:
            return [ev.NotUnderstood(" ".join(("square", *args)))]
        return [ev.SquareShown(self.game.position.copy(), square)]

    def _line(self, kind: str, name: str, squares: list[int]) -> list[ev.Event]:
        if not squares:
            return [ev.NotUnderstood(f"{kind} {name}")]
        return [ev.LineShown(self.game.position.copy(), kind, name, tuple(squares))]

    def _grid_at(self, file: int, rank: int) -> int | None:
        """The square or point at (file, rank), both from 0, if the board has one."""
        rules = self.rules
        if isinstance(rules, PointRules):
            return rules.board.point_at(file, rank)
        return rules.geometry.square_at(file, rank)

    def _grid_size(self) -> tuple[int, int]:
        """(files, ranks) of the board."""
        rules = self.rules
        if isinstance(rules, PointRules):
            return rules.board.files, rules.board.ranks
        return rules.geometry.size, rules.geometry.size

    def _cmd_rank(self, args: tuple[str, ...]) -> list[ev.Event]:
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [ev.NotUnderstood(" ".join(("rank", *args)))]
        rank = number - 1
        files, _ = self._grid_size()
        squares = [s for f in range(files) if (s := self._grid_at(f, rank)) is not None]
        return self._line("rank", args[0], squares)

    def _cmd_file(self, args: tuple[str, ...]) -> list[ev.Event]:
        letter = args[0].lower() if args else ""
        files, ranks = self._grid_size()
        names = "abcdefghij"[:files]
        if len(letter) != 1 or letter not in names:
            return [ev.NotUnderstood(" ".join(("file", *args)))]
        f = names.index(letter)
        squares = [s for r in range(ranks) if (s := self._grid_at(f, r)) is not None]
        return self._line("file", letter, squares)

    def _cmd_diagonal(self, args: tuple[str, ...]) -> list[ev.Event]:
        square = self._square_arg(args)
        if square is None:
            return [ev.NotUnderstood(" ".join(("diagonal", *args)))]
        if isinstance(self.rules, PointRules):
            return self._point_diagonals(args[0], square)
        g = self.rules.geometry
        out: list[ev.Event] = []
        # the two diagonals through the square, each from its lower end upwards
        for up, down in ((DIRECTIONS[1], DIRECTIONS[2]), (DIRECTIONS[0], DIRECTIONS[3])):
            line = [*reversed(g.rays[down][square]), square, *g.rays[up][square]]
            if len(line) > 1:
                out += self._line("diagonal", args[0], line)
        return out

    def _point_diagonals(self, name: str, point: int) -> list[ev.Event]:
        """The diagonal lines through a point, each from its lower end upwards."""
        assert isinstance(self.rules, PointRules)
        board = self.rules.board
        out: list[ev.Event] = []
        for line in board.lines_through(point):
            (f0, r0), (f1, r1) = board.coords(line[0]), board.coords(line[-1])
            if f0 != f1 and r0 != r1:
                squares = line if r0 < r1 else tuple(reversed(line))
                out.append(ev.LineShown(self.game.position.copy(), "diagonal", name, squares))
        if not out:
            return [ev.LineShown(self.game.position.copy(), "diagonal", name, (point,))]
        return out

    def _cmd_moves(self, args: tuple[str, ...]) -> list[ev.Event]:
        start = self._square_arg(args)
        moves = self.game.legal_moves()
        if start is not None:
            moves = [m for m in moves if m.path[:1] == (start,)]
        return [ev.MovesShown(self.game.position.copy(), tuple(moves), start)]

    def _cmd_captures(self, args: tuple[str, ...]) -> list[ev.Event]:
        moves = [m for m in self.game.legal_moves() if m.captured]
        return [ev.MovesShown(self.game.position.copy(), tuple(moves), None, captures_only=True)]

    def _cmd_last(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.LastMoveShown(self.made[-1] if self.made else None)]

    def _cmd_history(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.HistoryShown(self.game.start.copy(), tuple(self.game.moves))]

    def _cmd_turn(self, args: tuple[str, ...]) -> list[ev.Event]:
        g = self.game
        number = (len(g.moves) + (0 if g.start.turn == g.rules.first else 1)) // 2 + 1
        position = g.position
        in_hand = position.in_hand(g.turn) if isinstance(position, MillPosition) else 0
        return [ev.TurnShown(g.turn, self.player, number, in_hand)]

    def _cmd_material(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.MaterialShown(self.game.position.copy())]

    def _clock_event(self, warning: bool = False) -> ev.ClockShown:
        gc = self.game_clock
        if gc is None:
            return ev.ClockShown(None, None)
        now = self.clock()
        return ev.ClockShown(gc.left(WHITE, now), gc.left(BLACK, now), warning)

    def _cmd_clock(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [self._clock_event()]

    def _cmd_undo(self, args: tuple[str, ...]) -> list[ev.Event]:
        """Take back the player's last move (and the computer's answer to it)."""
        game = self.game
        taken: list[Move] = []
        want = self.player
        while game.moves:
            taken.append(game.pop())
            if self.made:
                self.made.pop()
            # back to the player's turn; a pass made for them is taken back too
            if (want is None or game.turn == want) and game.legal_moves() != [PASS]:
                break
        if not taken:
            return [ev.Undone((), nothing=True)]
        if self.game_clock is not None:
            self.game_clock.start(game.turn, self.clock())
        return [ev.Undone(tuple(taken)), *self._save()]

    def _cmd_hint(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        hint = Engine(10, rng=self.rng, clock=self.clock).hint(
            self.game, depth=self.engine_depth,
            seconds=self.engine_seconds or (None if self.engine_depth else 1.5),
        )
        if hint is None:
            return [ev.NotYourTurn(True)]
        return [ev.HintShown(hint, self.game.position.copy())]

    def _cmd_analysis(self, args: tuple[str, ...]) -> list[ev.Event]:
        analysis = Engine(10, rng=self.rng, clock=self.clock).analyse(
            self.game, depth=self.engine_depth,
            seconds=self.engine_seconds or (None if self.engine_depth else 1.5),
        )
        return [ev.AnalysisShown(analysis)]

    def _cmd_resign(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        return self._ask("resign")

    def _cmd_new(self, args: tuple[str, ...]) -> list[ev.Event]:
        return self._ask("new")

    def _cmd_quit(self, args: tuple[str, ...]) -> list[ev.Event]:
        return self._ask("quit")

    def _cmd_draw(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        if self.player is None:
            self.pending_confirm = "draw"  # the other player is asked
            self.pending_question = ev.DrawOffer(None)
            return [self.pending_question]
        return self._ask("offer")

    def _computer_answers_draw(self) -> list[ev.Event]:
        """The computer accepts a draw unless it thinks it stands better."""
        engine = Engine(min(self.settings.level + 2, 10), rng=self.rng, clock=self.clock)
        analysis = engine.analyse(
            self.game, depth=self.engine_depth,
            seconds=self.engine_seconds or (None if self.engine_depth else 0.5),
        )
        computer_score = -analysis.score_white if self.player else analysis.score_white
        if computer_score <= 20:
            outcome = self.game.agree_draw()
            return [ev.DrawOffer(True), *self._save(), ev.GameOver(outcome, self.player)]
        return [ev.DrawOffer(False)]

    def yes_or_no(self, text: str) -> bool | None:
        """The answer to a yes-or-no question: True, False, or None for anything else
        (a line too long to be an answer, one of invisible characters)."""
        text = text.strip()
        if len(text) > MAX_LINE:
            return None
        intent = interpret(clean_line(text), self.game.position, self.settings.lang)
        if isinstance(intent, CommandIntent) and intent.name in ("yes", "no"):
            return intent.name == "yes"
        return None

    def _ask(self, action: str) -> list[ev.Event]:
        self.pending_confirm = action
        self.pending_question = ev.Confirm(action)
        return [self.pending_question]

    def _confirm(self, text: str) -> list[ev.Event]:
        action = self.pending_confirm
        assert action is not None
        answer = self.yes_or_no(text)
        if answer is None:  # a yes-or-no question is asked again, never taken as no
            question = self.pending_question or ev.Confirm(action)
            return [ev.AnswerYesOrNo(), question]
        self.pending_confirm = None
        self.pending_question = None
        if not answer:
            return [ev.Cancelled(action)]
        if action == "resign":
            loser = self.player if self.player is not None else self.game.turn
            outcome = self.game.resign(loser)
            return [*self._save(), ev.GameOver(outcome, self.player)]
        if action == "offer":
            return self._computer_answers_draw()
        if action == "draw":
            outcome = self.game.agree_draw()
            return [ev.DrawOffer(True), *self._save(), ev.GameOver(outcome, self.player)]
        if action == "new":
            self._replace_game(new_game_of(self.rules))
            self.engine = Engine(self.settings.level, rng=self.rng, clock=self.clock)
            return self.start()
        self.quit_requested = True
        return [*self._save(), self.goodbye()]

    def goodbye(self) -> ev.Goodbye:
        """The last words: the truth about what became of the game."""
        path = str(self.save_path)
        if self.save_problem is not None:
            return ev.Goodbye(path, "not-saved", self.save_problem.kind)
        if self.reviewing or not (self.game.moves or self.earlier):
            return ev.Goodbye(path, "nothing")
        if self.game.outcome is not None:
            return ev.Goodbye(str(self.store.games / (self.game_file or "")), "finished")
        return ev.Goodbye(path, "saved")

    def _cmd_yes(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.NotUnderstood("yes")]

    def _cmd_no(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.NotUnderstood("no")]

    def _cmd_help(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.HelpShown(rules=self.rules)]

    def _cmd_repeat(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.RepeatAsked()]

    def _cmd_braille(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.BrailleAsked()]

    def _cmd_more(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.MoreAsked()]

    def _cmd_level(self, args: tuple[str, ...]) -> list[ev.Event]:
        if not args:
            return [ev.SettingShown("level", str(self.settings.level))]
        level = ascii_number(args[0])
        if level is None or not 1 <= level <= 10:
            return [ev.SettingRejected("level", args[0])]
        self.settings = replace(self.settings, level=level)
        self.engine = Engine(self.settings.level, rng=self.rng, clock=self.clock)
        return [ev.SettingShown("level", args[0], changed=True)]

    def _cmd_variant(self, args: tuple[str, ...]) -> list[ev.Event]:
        if not args:
            return [ev.SettingShown("variant", self.rules.id)]
        try:
            rules = find_game(args[0])
        except UnknownVariantError:
            return [ev.SettingRejected("variant", args[0])]
        if isinstance(rules, PointRules) and not self.plays_point_games:
            return [ev.SettingRejected("variant", args[0])]
        self.settings = replace(self.settings, variant=rules.id)
        self.rules = rules
        self._replace_game(new_game_of(rules))
        return [ev.SettingShown("variant", rules.id, changed=True), *self.start()]

    def _cmd_settings(self, args: tuple[str, ...]) -> list[ev.Event]:
        if len(args) < 2:
            s = self.settings
            return [
                ev.SettingShown(name, str(getattr(s, name)))
                for name in ("lang", "level", "verbosity", "notation", "rate", "voice", "speech")
            ]
        name, value = args[0], args[1]
        s = self.settings
        try:
            if name == "verbosity" and value in VERBOSITIES:
                s = replace(s, verbosity=value)
            elif name == "notation" and value in NOTATIONS:
                s = replace(s, notation=value)
            elif name in ("lang", "language") and value in ("cs", "en"):
                name = "lang"
                s = replace(s, lang=value)
            elif (name == "rate" and (rate := ascii_number(value)) is not None
                  and usable("rate", rate)):
                s = replace(s, rate=rate)
            elif name == "voice":
                s = replace(s, voice=value)
            elif name == "interrupt" and value in ("on", "off"):
                s = replace(s, interrupt=value == "on")
            else:
                return [ev.SettingRejected(name, value)]
        except ValueError:
            return [ev.SettingRejected(name, value)]
        self.settings = s
        return [ev.SettingShown(name, value, changed=True)]

    def _cmd_save(self, args: tuple[str, ...]) -> list[ev.Event]:
        """``save NAME`` writes the game there; ``save`` alone, a new dated file among
        the saved copies (never over another file)."""
        try:
            if not args:
                return [ev.Saved(str(self.store.keep_copy(self._pdn(), self.rules.id)))]
            path = Path(" ".join(args)).expanduser()
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(path, self._pdn())
        except ValueError as e:  # a NUL byte in the name
            return [ev.FileProblem(" ".join(args)[:80], str(e), "bad-name")]
        except OSError as e:
            return [ev.FileProblem(e.filename or " ".join(args), e.strerror or str(e),
                                   problem_kind(e))]
        return [ev.Saved(str(path))]

    def _cmd_load(self, args: tuple[str, ...]) -> list[ev.Event]:
        if not args:
            return [ev.NotUnderstood("load")]
        problem = self.load(Path(" ".join(args)).expanduser())
        if problem is not None:
            return [problem]
        return [ev.Loaded(" ".join(args), len(self.game.moves)), *self._save(),
                *self._after_move_events()]

    def _cmd_library(self, args: tuple[str, ...]) -> list[ev.Event]:
        """``games`` lists the kept games, newest first; ``games N`` opens game N (an
        unfinished one goes on, a finished one is gone through from its start)."""
        kept = self.store.kept_games()
        if not args:
            return [ev.KeptGamesShown(tuple(
                ev.KeptGameLine(n, g.tags.get("Date", ""), g.tags.get("Time", ""), g.variant,
                                g.moves, g.result)
                for n, g in enumerate(kept, 1)))]
        number = ascii_number(args[0])
        if number is None or not 1 <= number <= len(kept):
            return [ev.SettingRejected("game", args[0][:20])]
        chosen = kept[number - 1]
        if chosen.result != "*":
            problem = self.review(chosen.path)
            if problem is not None:
                return [problem]
            return [*self.start(), ev.ReviewAt(0, len(self.record))]
        problem = self.load(chosen.path)
        if problem is not None:
            return [problem]
        return [ev.Loaded(chosen.path.name, len(self.game.moves)), *self._save(),
                *self._after_move_events()]

    def _cmd_setup(self, args: tuple[str, ...]) -> list[ev.Event]:
        fen = " ".join(args)
        try:
            position = parse_any_fen(fen, self.rules)
        except NotationError as e:
            return [ev.PositionNotRead.of(fen, self.rules, e)]
        self._replace_game(new_game_of(self.rules, position))
        return self.start()

    # ------------------------------------------------------------ going through a record

    def _cmd_forward(self, args: tuple[str, ...]) -> list[ev.Event]:
        ply = len(self.game.moves)
        if ply >= len(self.record) or self.game.moves != self.record[:ply]:
            return [ev.ReviewAt(ply, len(self.record))]
        before = self.game.position.copy()
        color = self.game.turn
        move = self.game.push(self.record[ply])
        made = ev.MoveMade(color, move, before, _crowns(before, move))
        self.made.append(made)
        return [made, ev.ReviewAt(ply + 1, len(self.record))]

    def _cmd_back(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.moves:
            self.game.pop()
            if self.made:
                self.made.pop()
        return [ev.ReviewAt(len(self.game.moves), len(self.record))]

    def _cmd_goto(self, args: tuple[str, ...]) -> list[ev.Event]:
        """Go to the position where move N of the record begins (``forward`` then plays
        move N); moves are numbered as on a scoresheet, a pair per number."""
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [ev.NotUnderstood(" ".join(("goto", *args)))]
        offset = 0 if self.game.start.turn == self.rules.first else 1
        target = min(max(0, 2 * (number - 1) - offset), len(self.record))
        while len(self.game.moves) > target:
            self._cmd_back(())
        while len(self.game.moves) < target:
            before = len(self.game.moves)
            self._cmd_forward(())
            if len(self.game.moves) == before:
                break
        return [ev.ReviewAt(len(self.game.moves), len(self.record))]

    def review(self, path: Path) -> ev.FileProblem | None:
        """Load a game to go through it from its start; None, or what is wrong with the
        file. Going through a record writes nothing: the game in progress stays as it
        was, and so do the settings (a new game started from here is saved again)."""
        settings = self.settings
        problem = self.load(path)
        if problem is not None:
            return problem
        self.settings = settings
        self.reviewing = True
        self.game_file = None
        self.game_clock = None
        self.record = list(self.game.moves)
        while self.game.moves:
            self.game.pop()
        self.made = []
        return None

    # ------------------------------------------------------------ saving

    def _pdn(self) -> str:
        """The whole game as PDN: the earlier parts (if a position was set on a board),
        each a game of its own, then the part being played."""
        parts = [(start, moves, note, "*") for start, moves, note in self.earlier]
        outcome = self.game.outcome
        parts.append((self.game.start, self.game.moves, "", outcome.result if outcome else "*"))
        records = []
        for number, (start, moves, note, result) in enumerate(parts, 1):
            tags = self._tags()
            if len(parts) > 1:
                tags["Round"] = f"part {number} of {len(parts)}"
            if note:
                tags["Annotator"] = note
            if isinstance(start, PointPosition):
                records.append(point_notation.game_record(start, moves, tags, result))
            else:
                records.append(game_from_moves(start, moves, tags=tags, result=result))
        return write_pdn(records)

    def _tags(self) -> dict[str, str]:
        computer = f"computer level {self.settings.level}"
        started = time.localtime(self.started_at)
        tags = {
            "Event": "accessible_dama",
            "Date": time.strftime("%Y.%m.%d", started),
            "Time": time.strftime("%H:%M:%S", started),
            "White": "player" if self.player in (None, WHITE) else computer,
            "Black": "player" if self.player in (None, BLACK) else computer,
            "Opponent": self.settings.opponent,
            "Level": str(self.settings.level),
        }
        gc = self.game_clock
        if gc is not None:
            now = self.clock()
            tags["TimeControl"] = f"{gc.minutes * 60:g}+{gc.increment:g}"
            tags["WhiteClock"] = f"{gc.left(WHITE, now):.1f}"
            tags["BlackClock"] = f"{gc.left(BLACK, now):.1f}"
        if self.game_file:
            tags[GAME_FILE_TAG] = self.game_file
        return tags

    def _replace_game(self, game: AnyGame) -> None:
        """Another game takes this one's place (a new game, another variant, a position
        set up, a record loaded): this one stays in its own file, the next gets its own."""
        self.game = game
        self.game_file = None
        self.game_clock = None
        self.earlier = []
        self.record = []
        self.made = []
        self.reviewing = False
        self.started_at = self.wall_clock()

    def _save(self) -> list[ev.Event]:
        """After every move: the game in its own file and in the autosave, each written
        atomically (a kill never leaves half a file). A failure is said every time, and
        the game goes on in memory."""
        if self.reviewing:
            return []
        try:
            if not self._owns_autosave:
                self._keep_what_the_autosave_holds()
                self._owns_autosave = True
            if self.game.moves or self.earlier:
                if self.game_file is None:
                    self.game_file = self.store.new_game_file(self.rules.id)
                self.store.write_game(self._pdn(), self.game_file)
            else:
                self.save_path.parent.mkdir(parents=True, exist_ok=True)
                atomic_write(self.save_path, self._pdn())
        except OSError as e:
            self.save_problem = ev.SaveFailed(str(e.filename or self.save_path),
                                              problem_kind(e), e.strerror or str(e))
            return [self.save_problem]
        self.save_problem = None
        return []

    def _keep_what_the_autosave_holds(self) -> None:
        """Before this session first writes the autosave: a game found there that is not
        in the games folder yet is kept there (an older program's save, a game declined
        at the start); a file that is not a game at all is set aside. Raises OSError."""
        games = self._autosave_games()
        if games is None:
            self.store.set_aside(self.save_path)
            return
        if not any(g.moves for g in games):
            return
        name = _game_file_name(games[-1].tags.get(GAME_FILE_TAG, ""))
        if name and (self.store.games / name).is_file():
            return
        found = point_notation.detect_game(games[-1])
        name = self.store.new_game_file(found.id if found is not None else "game")
        atomic_write(self.store.games / name, write_pdn(games))

    def saved_game(self) -> tuple[list[ev.Event], ev.ResumeOffered | None]:
        """At the start: what to say about the saved game (a file that cannot be read is
        set aside), and the offer to go on with it when it is unfinished. Temporary files
        that killed writes left are removed first."""
        self.store.clean_stale_temporaries()
        games = self._autosave_games()
        if games is None:
            return self._set_aside(""), None
        if not games or games[-1].result != "*" or not any(g.moves for g in games):
            return [], None
        found = replay_any(games[-1])
        if isinstance(found, ReplayFailure):
            return self._set_aside(str(found)), None
        rules, moves = found
        if isinstance(rules, PointRules) and not self.plays_point_games:
            return [], None
        tags = games[-1].tags
        level = tags.get("Level", "")
        player: Color | None = None
        if tags.get("Opponent") != "human":
            player = BLACK if tags.get("White", "").startswith("computer") else WHITE
        start = self._record_start(games[-1], rules)
        to_move = start.turn if len(moves) % 2 == 0 else not start.turn
        return [], ev.ResumeOffered(rules, player, int(level) if level.isdigit() else 0,
                                    len(moves), to_move, tags.get("Date", ""))

    def _autosave_games(self) -> list[PdnGame] | None:
        """The games the autosave holds ([] when there is no autosave); None when the
        file is there but holds no game record that can be read."""
        try:
            games = list(read_pdn_file(self.save_path))
            if not any(g.moves or g.tags for g in games) and self.save_path.read_bytes().strip():
                return None
        except FileNotFoundError:
            return []
        except (NotationError, OSError):
            return None
        return games

    def _set_aside(self, detail: str) -> list[ev.Event]:
        try:
            moved = self.store.set_aside(self.save_path)
        except OSError as e:
            return [ev.FileProblem(str(self.save_path), e.strerror or str(e), problem_kind(e))]
        return [ev.SaveSetAside(str(self.save_path), str(moved), detail[:300])]

    def resume(self) -> list[ev.Event]:
        """Go on with the saved game: the same game in every respect (its moves, last
        move, clock and draw counters, its own file)."""
        problem = self.load(self.save_path)
        if problem is not None:
            return [problem, *self.start()]
        self._owns_autosave = True
        return self.start(resumed_moves=len(self.game.moves))

    def load(self, path: Path) -> ev.FileProblem | None:
        """Load a PDN game (the file's last part, with the parts before it); None when
        done, else what is wrong with the file (the game here is left as it was)."""
        shown = str(path)
        try:
            games = list(read_pdn_file(path))
        except OSError as e:
            return ev.FileProblem(shown, e.strerror or str(e), problem_kind(e))
        except NotationError as e:
            return ev.FileProblem(shown, str(e), getattr(e, "kind", "other"))
        except ValueError as e:  # a NUL byte in the name
            return ev.FileProblem(shown[:80], str(e), "bad-name")
        if not games:
            return ev.FileProblem(shown, "", "no-game")
        record = games[-1]  # a game set on a board goes on in the file's last part
        found = replay_any(record)
        if isinstance(found, ReplayFailure):
            if found.ply == 0:
                return ev.FileProblem(shown, str(found), "bad-position")
            dots = "..." if found.second_of_pair else "."
            return ev.FileProblem(shown, str(found), "bad-move",
                                  f"{found.move_number}{dots} {found.text}")
        rules, moves = found
        if isinstance(rules, PointRules) and not self.plays_point_games:
            return ev.FileProblem(shown, rules.id, "not-draughts")
        earlier: list[tuple[AnyPosition, list[Move], str]] = []
        for part in games[:-1]:
            done = replay_any(part, rules)
            if not isinstance(done, ReplayFailure):
                earlier.append((self._record_start(part, rules), done[1],
                                part.tags.get("Annotator", "")))
        self.rules = rules
        self.settings = replace(self.settings, variant=rules.id)
        self._replace_game(new_game_of(rules, self._record_start(record, rules)))
        self.earlier = earlier
        tags = record.tags
        self._restore_players(tags)
        made: list[ev.MoveMade] = []
        game = self.game
        for move in moves:
            if game.outcome is not None:
                break  # a record may go on past a draw rule; the game here cannot
            before, color = game.position.copy(), game.turn
            played = game.push(move)
            made.append(ev.MoveMade(color, played, before, _crowns(before, played),
                                    self.player is not None and color != self.player))
        self.made = made
        self.game_clock = _clock_of(tags)
        if self.game_clock is not None:
            self.game_clock.start(self.game.turn, self.clock())
        if path.parent.resolve() == self.store.games.resolve():
            self.game_file = path.name  # a kept game goes on in its own file
        else:
            self.game_file = _game_file_name(tags.get(GAME_FILE_TAG, ""))
            if self.game_file and not (self.store.games / self.game_file).is_file():
                self.game_file = None
        date = tags.get("Date", "").replace(".", "-") + " " + tags.get("Time", "")
        try:
            self.started_at = time.mktime(time.strptime(date.strip(), "%Y-%m-%d %H:%M:%S"))
        except (ValueError, OverflowError):
            pass
        return None

    def _restore_players(self, tags: dict[str, str]) -> None:
        """Who played whom, and at which level, as the record's tags say."""
        if tags.get("Opponent") in ("computer", "human"):
            self.settings = replace(self.settings, opponent=tags["Opponent"])
        level = tags.get("Level", "")
        if level.isascii() and level.isdigit() and 1 <= int(level) <= 10:
            self.settings = replace(self.settings, level=int(level))
        if tags.get("White", "").startswith("computer"):
            self.settings = replace(self.settings, play_white=False)
        elif tags.get("Black", "").startswith("computer"):
            self.settings = replace(self.settings, play_white=True)
        self.engine = Engine(self.settings.level, rng=self.rng, clock=self.clock)

    @staticmethod
    def _record_start(record: PdnGame, rules: AnyRules) -> AnyPosition:
        fen = record.tags.get("FEN", "").strip()
        if not fen:
            return rules.start_position() if isinstance(rules, PointRules) else Position(rules)
        return parse_any_fen(fen, rules)


class SensorBoardSession(Session):
    """A session that plays draughts only: what a sensor board plays (its squares are a
    draughts board's dark squares)."""

    plays_point_games: ClassVar[bool] = False
    rules: Rules
    game: Game

    def __init__(self, settings: Settings, **options: Any) -> None:
        super().__init__(settings, **options)
        if not isinstance(self.rules, Rules):
            raise ValueError(f"{self.rules.id} is not a draughts variant")


def new_game_of(rules: AnyRules, position: AnyPosition | None = None) -> AnyGame:
    """A game of ``rules`` from ``position`` (its start by default)."""
    if isinstance(rules, PointRules):
        if position is not None and not isinstance(position, PointPosition):
            raise ValueError(f"a draughts position for a game of {rules.id}")
        return PointGame(rules, position)
    if position is not None and not isinstance(position, Position):
        raise ValueError(f"a {position.rules.id} position for a game of {rules.id}")
    return Game(rules, position)


def parse_any_fen(fen: str, rules: AnyRules) -> AnyPosition:
    """The position of a FEN (draughts) or position string (the point games); raises
    NotationError."""
    if isinstance(rules, PointRules):
        return point_notation.parse_fen(fen, rules)
    return parse_fen(fen, rules)


def replay_any(record: PdnGame,
               rules: AnyRules | None = None) -> tuple[AnyRules, list[Move]] | ReplayFailure:
    """The game of a record (its ``Variant`` tag for the point games) and its moves, or
    the first move that cannot be played."""
    game = rules if rules is not None else point_notation.detect_game(record)
    if isinstance(game, PointRules):
        replayed = point_notation.replay_game(record, game)
        if replayed.failure is not None:
            return replayed.failure
        return game, list(replayed.moves)
    result = replay_game(record, game)
    if result.failure is not None:
        return result.failure
    return result.rules, list(result.moves)


def _game_file_name(name: str) -> str | None:
    """A game file's name from a tag, when it is a plain name in the games folder."""
    name = name.strip()
    if re.fullmatch(r"[\w.-]{1,120}\.pdn", name, re.ASCII) and not name.startswith("."):
        return name
    return None


def _clock_of(tags: dict[str, str]) -> GameClock | None:
    """The clock of a saved game, with the time each side had left; None without one."""
    control = tags.get("TimeControl", "")
    seconds, _, increment = control.partition("+")
    try:
        clock = GameClock(float(seconds) / 60, float(increment or 0))
        for color, tag in ((WHITE, "WhiteClock"), (BLACK, "BlackClock")):
            if tag in tags:
                clock.remaining[color] = float(tags[tag])
    except ValueError:
        return None
    values = [clock.minutes, clock.increment, *clock.remaining.values()]
    if not all(math.isfinite(v) and 0 <= v <= 100_000 for v in values) or clock.minutes <= 0:
        return None
    return clock


def _crowns(before: AnyPosition, move: Move) -> bool:
    """Whether ``move`` makes a king (draughts only; the point games crown nobody)."""
    return isinstance(before, Position) and before.is_promotion(move)


def resumable(path: Path | None = None) -> bool:
    """Whether an unfinished saved game waits at ``path`` (the autosave by default)."""
    try:
        games = list(read_pdn_file(path or autosave_path()))
    except (OSError, NotationError):
        return False
    return bool(games) and games[-1].result == "*" and bool(games[-1].moves)


__all__ = [
    "SensorBoardSession",
    "Outcome",
    "Reason",
    "Session",
    "autosave_path",
    "new_game_of",
    "parse_any_fen",
    "replay_any",
    "resumable",
]
