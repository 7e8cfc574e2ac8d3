"""One game being played: lines in, events out, the game saved after every move.

The game is draughts (``Game``) or one of the other games of the texts on a board of
points (``PointGame``: alquerque, mill, Vietnamese chess); the session treats both
alike, and the few differences (a pass, a mill's men in hand, the point names) are
settled here and in ``phrases``.
"""

from __future__ import annotations

import random
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
    read_pdn,
    replay_game,
    write_pdn,
)
from accessible_dama.notation import points as point_notation
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
from accessible_dama.session import events as ev
from accessible_dama.session.clock import GameClock
from accessible_dama.session.settings import (
    NOTATIONS,
    VERBOSITIES,
    Settings,
    atomic_write,
    data_dir,
)
from accessible_dama.understand import (
    AmbiguousIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    UnknownIntent,
    interpret,
    resolve,
)

AnyGame = Game | PointGame
AnyPosition = Position | PointPosition
AnyRules = Rules | PointRules

AUTOSAVE_NAME = "autosave.pdn"
DRAW_WARNING_MOVES = 3  # a draw rule is announced when this many moves are left, or fewer


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
        engine_seconds: float | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock
        self.save_path = save_path if save_path is not None else autosave_path()
        self.rng = rng or random.Random()
        self.engine_seconds = engine_seconds
        self.rules: AnyRules = find_game(settings.variant)
        self.game: AnyGame = new_game_of(self.rules, position)
        self.engine = Engine(settings.level, rng=self.rng, clock=clock)
        self.game_clock: GameClock | None = None
        self.made: list[ev.MoveMade] = []
        self.pending_confirm: str | None = None
        self.pending_choice: tuple[Move, ...] = ()
        self.quit_requested = False
        self.record: list[Move] = []  # a loaded game's moves, for going through it
        # parts of this game before a position was set on a board: (start, moves, note)
        self.earlier: list[tuple[AnyPosition, list[Move], str]] = []

    # ------------------------------------------------------------ who plays

    @property
    def player(self) -> Color | None:
        """The human's colour against the computer; None when two humans play."""
        if self.settings.opponent == "human":
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
        self.made = []
        out: list[ev.Event] = [ev.GameStarted(self.rules, self.player, self.settings.level,
                                              resumed_moves, self.game.turn)]
        if self.settings.clock_minutes > 0:
            self.game_clock = GameClock(self.settings.clock_minutes, self.settings.clock_increment)
            self.game_clock.start(self.game.turn, self.clock())
        out += self._after_move_events(reply)
        self._save()
        return out

    def set_position(self, position: Position, note: str) -> None:
        """Go on from a position no legal move reaches (an irregular move on a board
        that was left to stand). The game so far is kept: the record holds it as an
        earlier part, with ``note``, and the game goes on from the new position."""
        self.earlier.append((self.game.start.copy(), list(self.game.moves), note))
        self.game = new_game_of(self.rules, position)
        self.made = []
        self._save()

    # ------------------------------------------------------------ input

    def handle(self, line: str) -> list[ev.Event]:
        """Everything that follows from one line of the player's input."""
        text = line.strip()
        if not text:
            return []
        out = self.tick()
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
            self._save()
            return [ev.GameOver(outcome, self.player)]
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
        return self.engine.choose_move(self.game, seconds=self.engine_seconds)

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
        self._save()
        return [made, *self._after_move_events(reply)]

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
        if not args or not args[0].isdigit():
            return [ev.NotUnderstood(" ".join(("rank", *args)))]
        rank = int(args[0]) - 1
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
        self._save()
        return [ev.Undone(tuple(taken))]

    def _cmd_hint(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        hint = Engine(10, rng=self.rng, clock=self.clock).hint(
            self.game, seconds=self.engine_seconds or 1.5
        )
        if hint is None:
            return [ev.NotYourTurn(True)]
        return [ev.HintShown(hint, self.game.position.copy())]

    def _cmd_analysis(self, args: tuple[str, ...]) -> list[ev.Event]:
        analysis = Engine(10, rng=self.rng, clock=self.clock).analyse(
            self.game, seconds=self.engine_seconds or 1.5
        )
        return [ev.AnalysisShown(analysis)]

    def _cmd_resign(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        self.pending_confirm = "resign"
        return [ev.Confirm("resign")]

    def _cmd_new(self, args: tuple[str, ...]) -> list[ev.Event]:
        self.pending_confirm = "new"
        return [ev.Confirm("new")]

    def _cmd_quit(self, args: tuple[str, ...]) -> list[ev.Event]:
        self.pending_confirm = "quit"
        return [ev.Confirm("quit")]

    def _cmd_draw(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        if self.player is None:
            self.pending_confirm = "draw"  # the other player is asked
            return [ev.DrawOffer(None)]
        self.pending_confirm = "offer"
        return [ev.Confirm("offer")]

    def _computer_answers_draw(self) -> list[ev.Event]:
        """The computer accepts a draw unless it thinks it stands better."""
        engine = Engine(min(self.settings.level + 2, 10), rng=self.rng, clock=self.clock)
        analysis = engine.analyse(self.game, seconds=self.engine_seconds or 0.5)
        computer_score = -analysis.score_white if self.player else analysis.score_white
        if computer_score <= 20:
            outcome = self.game.agree_draw()
            self._save()
            return [ev.DrawOffer(True), ev.GameOver(outcome, self.player)]
        return [ev.DrawOffer(False)]

    def _confirm(self, text: str) -> list[ev.Event]:
        action = self.pending_confirm
        assert action is not None
        self.pending_confirm = None
        intent = interpret(text, self.game.position, self.settings.lang)
        yes = isinstance(intent, CommandIntent) and intent.name == "yes"
        if not yes:
            return [ev.Cancelled(action)]
        if action == "resign":
            loser = self.player if self.player is not None else self.game.turn
            outcome = self.game.resign(loser)
            self._save()
            return [ev.GameOver(outcome, self.player)]
        if action == "offer":
            return self._computer_answers_draw()
        if action == "draw":
            outcome = self.game.agree_draw()
            self._save()
            return [ev.DrawOffer(True), ev.GameOver(outcome, self.player)]
        if action == "new":
            self.game = new_game_of(self.rules)
            self.engine = Engine(self.settings.level, rng=self.rng, clock=self.clock)
            return self.start()
        self.quit_requested = True
        self._save()
        return [ev.Goodbye(str(self.save_path))]

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
        if not args[0].isdigit() or not 1 <= int(args[0]) <= 10:
            return [ev.SettingRejected("level", args[0])]
        self.settings = replace(self.settings, level=int(args[0]))
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
        self.game = new_game_of(rules)
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
            elif name == "rate" and value.isdigit() and 0 <= int(value) <= 600:
                s = replace(s, rate=int(value))
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
        path = Path(args[0]).expanduser() if args else self.save_path
        try:
            self._write(path)
        except OSError as e:
            return [ev.FileProblem(str(path), e.strerror or str(e))]
        return [ev.Saved(str(path))]

    def _cmd_load(self, args: tuple[str, ...]) -> list[ev.Event]:
        if not args:
            return [ev.NotUnderstood("load")]
        path = Path(args[0]).expanduser()
        problem = self.load(path)
        if problem:
            return [ev.FileProblem(str(path), problem)]
        return [ev.Loaded(str(path), len(self.game.moves)), *self._after_move_events()]

    def _cmd_setup(self, args: tuple[str, ...]) -> list[ev.Event]:
        fen = " ".join(args)
        try:
            position = parse_any_fen(fen, self.rules)
        except NotationError as e:
            return [ev.FileProblem("FEN", str(e))]
        self.game = new_game_of(self.rules, position)
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
        if not args or not args[0].isdigit():
            return [ev.NotUnderstood(" ".join(("goto", *args)))]
        offset = 0 if self.game.start.turn == self.rules.first else 1
        target = min(max(0, 2 * (int(args[0]) - 1) - offset), len(self.record))
        while len(self.game.moves) > target:
            self._cmd_back(())
        while len(self.game.moves) < target:
            before = len(self.game.moves)
            self._cmd_forward(())
            if len(self.game.moves) == before:
                break
        return [ev.ReviewAt(len(self.game.moves), len(self.record))]

    def review(self, path: Path) -> str:
        """Load a game to go through it from its start; '' or the problem."""
        problem = self.load(path)
        if problem:
            return problem
        self.record = list(self.game.moves)
        while self.game.moves:
            self.game.pop()
        self.made = []
        self.settings = replace(self.settings, opponent="human")
        return ""

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
        tags = {
            "Event": "accessible_dama",
            "Date": time.strftime("%Y.%m.%d"),
            "White": "player" if self.player in (None, WHITE) else computer,
            "Black": "player" if self.player in (None, BLACK) else computer,
            "Opponent": self.settings.opponent,
            "Level": str(self.settings.level),
        }
        return tags

    def _write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, self._pdn())

    def _save(self) -> None:
        """The autosave after every move: atomic, so a kill never leaves half a file."""
        try:
            self._write(self.save_path)
        except OSError:
            pass  # a full disk must not stop the game; `save` reports problems

    def load(self, path: Path) -> str:
        """Load a PDN game (the first in the file); an error sentence, or '' when done."""
        try:
            data = path.read_bytes()
        except OSError as e:
            return e.strerror or str(e)
        games = read_pdn(data)
        if not games:
            return "no game in the file"
        record = games[-1]  # a game set on a board goes on in the file's last part
        found = replay_any(record)
        if isinstance(found, str):
            return found
        rules, moves = found
        if isinstance(rules, PointRules) and not self.plays_point_games:
            return f"{rules.id} is not draughts"
        earlier: list[tuple[AnyPosition, list[Move], str]] = []
        for part in games[:-1]:
            done = replay_any(part, rules)
            if not isinstance(done, str):
                earlier.append((self._record_start(part, rules), done[1],
                                part.tags.get("Annotator", "")))
        self.earlier = earlier
        self.rules = rules
        self.settings = replace(self.settings, variant=rules.id)
        game = new_game_of(rules, self._record_start(record, rules))
        for move in moves:
            if game.outcome is not None:
                break  # a record may go on past a draw rule; the game here cannot
            game.push(move)
        self.game = game
        tags = record.tags
        if tags.get("Opponent") in ("computer", "human"):
            self.settings = replace(self.settings, opponent=tags["Opponent"])
        if tags.get("Level", "").isdigit() and 1 <= int(tags["Level"]) <= 10:
            self.settings = replace(self.settings, level=int(tags["Level"]))
        if tags.get("White", "").startswith("computer"):
            self.settings = replace(self.settings, play_white=False)
        elif tags.get("Black", "").startswith("computer"):
            self.settings = replace(self.settings, play_white=True)
        self.engine = Engine(self.settings.level, rng=self.rng, clock=self.clock)
        self.made = []
        return ""


    @staticmethod
    def _record_start(record: PdnGame, rules: AnyRules) -> AnyPosition:
        fen = record.tags.get("FEN", "").strip()
        if not fen:
            return rules.start_position() if isinstance(rules, PointRules) else Position(rules)
        return parse_any_fen(fen, rules)


class DraughtsSession(Session):
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


def replay_any(record: PdnGame, rules: AnyRules | None = None) -> tuple[AnyRules, list[Move]] | str:
    """The game of a record (its ``Variant`` tag for the point games) and its moves, or
    the sentence saying which move cannot be played."""
    game = rules if rules is not None else point_notation.detect_game(record)
    if isinstance(game, PointRules):
        replayed = point_notation.replay_game(record, game)
        if replayed.failure is not None:
            return str(replayed.failure)
        return game, list(replayed.moves)
    result = replay_game(record, game)
    if result.failure is not None:
        return str(result.failure)
    return result.rules, list(result.moves)


def _crowns(before: AnyPosition, move: Move) -> bool:
    """Whether ``move`` makes a king (draughts only; the point games crown nobody)."""
    return isinstance(before, Position) and before.is_promotion(move)


def resumable(path: Path | None = None) -> bool:
    """Whether an unfinished saved game waits at ``path`` (the autosave by default)."""
    path = path or autosave_path()
    try:
        games = read_pdn(path.read_bytes())
    except OSError:
        return False
    return bool(games) and games[-1].result == "*" and bool(games[-1].moves)


__all__ = [
    "DraughtsSession",
    "Outcome",
    "Reason",
    "Session",
    "autosave_path",
    "new_game_of",
    "parse_any_fen",
    "replay_any",
    "resumable",
]
