"""One game being played: lines in, events out, the game saved after every move.

The game is draughts (``Game``) or one of the other games of the texts on a board of
points (``PointGame``: alquerque, mill, Vietnamese chess); the session treats both
alike, and the few differences (a pass, a mill's men in hand, the point names) are
settled in its parts and in ``phrases``.

``Session`` reads a line, moves the game on and settles which game is played (a new one,
another variant, a position set up, a record loaded); every other job is a part in a
module of its own, and each command reaches its part through one table (``commands``):
``queries`` looks at the board, ``confirm`` asks yes or no first, ``review`` goes through
a record, ``record`` writes and reads the files, ``computer`` is the engine, ``timing``
the game clock, ``games`` plays a move of any game and announces it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, Literal

from accessible_dama.network.dxp import DEFAULT_PORT
from accessible_dama.network.link import LOCAL, parse_address
from accessible_dama.notation import NotationError, parse_fen, write_fen
from accessible_dama.notation.squares import ascii_number
from accessible_dama.notation.text import parse_position, parse_square
from accessible_dama.rules import (
    BLACK,
    PASS,
    WHITE,
    Color,
    Game,
    Move,
    Outcome,
    Position,
    Reason,
    Rules,
    UnknownVariantError,
    draw_rule_choices,
    find_game,
    named_moves,
    new_game,
)
from accessible_dama.rules.contract import GameRules
from accessible_dama.rules.registry import AnyGame, AnyPosition, AnyRules
from accessible_dama.session import events as session_events
from accessible_dama.session.answers import GameFacts
from accessible_dama.session.commands import Handler, run_command
from accessible_dama.session.computer import Computer
from accessible_dama.session.confirm import Confirmation
from accessible_dama.session.games import announced, push_move, steps
from accessible_dama.session.lesson import Lesson, rule_answer
from accessible_dama.session.queries import BoardQueries
from accessible_dama.session.record import (
    FileOfGames,
    Part,
    ReadRecord,
    Recorder,
    autosave_path,
    players_of,
    resumable,
)
from accessible_dama.session.remote import Remote
from accessible_dama.session.review import Review
from accessible_dama.session.settings import (
    Settings,
    SettingsFile,
    rules_of,
    settings_command,
    usable,
)
from accessible_dama.session.timing import Timing, clock_of
from accessible_dama.session.trainer import PROGRESS_NAME, Trainer
from accessible_dama.understand import (
    COMMANDS,
    AmbiguousIntent,
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    QuestionsIntent,
    SuggestIntent,
    UnknownIntent,
    clean_line,
    interpret,
    resolve,
)

#: a game over the network the player asked for: ("host", address to listen on, port)
#: or ("join", host, port)
NetworkWish = tuple[Literal["host", "join"], str, int]
#: what cannot be asked while the computer thinks of its move (``Command.while_thinking``)
BUSY_COMMANDS = frozenset(c.name for c in COMMANDS.values() if not c.while_thinking)
#: what may be asked while stepping through the moves of a game that goes on
#: (``Command.while_stepping``)
LOOKING_COMMANDS = frozenset(c.name for c in COMMANDS.values() if c.while_stepping)
DRAW_WARNING_MOVES = 3  # a draw rule is announced when this many moves are left, or fewer
MAX_LINE = 500  # characters of one line of input; a longer one is refused, not read


class Session:
    """A game with its players, settings, clock and autosave.

    ``handle(line)`` takes what the player typed or said and returns the events that
    follow, the computer's reply included. Nothing here prints or speaks.
    """


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
        settings_file: SettingsFile | None = None,
    ) -> None:
        self.settings = settings
        #: where a setting changed in the game is kept for the next starts (None: nowhere)
        self.settings_file = settings_file
        self.rules: AnyRules = rules_of(settings)
        self.game: AnyGame = new_game(self.rules, position)
        self.made: list[session_events.MoveMade] = []
        self.pending_choice: tuple[Move, ...] = ()  # the moves "which one?" asked about
        self.suggested: SuggestIntent | None = None  # the "did you mean" waiting for a yes
        self.quit_requested = False
        self._timing = Timing(clock)
        self._computer = Computer(settings.level, rng=rng or random.Random(), clock=clock,
                                  seconds=engine_seconds, depth=engine_depth)
        self._queries = BoardQueries(self)
        self._review = Review(self)
        self._lesson = Lesson(self)
        self._recorder = Recorder(self, self._timing,
                                  save_path if save_path is not None else autosave_path(),
                                  wall_clock)
        self._trainer = Trainer(self, self._set_puzzle,
                                self._recorder.save_path.parent / PROGRESS_NAME,
                                self._computer.tables)
        self._confirmation = Confirmation(self, {
            "resign": self._resign,
            "offer": self._offer_draw,
            "draw": self._agree_draw,
            "new": self._new_game,
            "quit": self._quit,
            "move": self._play_warned,
            # a take-back the opponent over the network asked for, or one the players
            # showed by putting the pieces back on a sensor board
            "takeback": lambda: (self._remote_or_none().answer_takeback(True)
                                 if self.remote is not None else self._undo(())),
            "network": self._to_the_network,
            "rejoin": lambda: self._remote_or_none().rejoin(),
        }, {
            "draw": self._decline_draw,
            "takeback": lambda: (self._remote_or_none().answer_takeback(False)
                                 if self.remote is not None else []),
        })
        self._warned: Move | None = None  # the move a warning asks about
        self._last_hint: session_events.HintShown | None = None  # the hint "why?" explains
        #: the computer's reply is left to the caller, which searches beside the dialogue
        #: (``thinking``) and plays it with ``play``; otherwise it comes with the move
        self.defer_reply = False
        #: where a long job (a review) says how far it is while it works (None: nowhere)
        self.say_now: Callable[[session_events.Event], None] | None = None
        #: the game as it stands and its moves as announced, while the player steps
        #: through its earlier positions (``game`` is then a copy at the one looked at)
        self._present: AnyGame | None = None
        self._present_made: list[session_events.MoveMade] = []
        self._facts = GameFacts(self, self._review, self._in_play)
        self.commands: dict[str, Handler] = self._command_table()
        #: the opponent at another computer (None: the computer or a person here)
        self.remote: Remote | None = None
        #: the game over the network the player asked for: ("host", address, port) or
        #: ("join", host, port); asked about first, then wanted (the program goes there)
        self._network_asked: NetworkWish | None = None
        self.network_wanted: NetworkWish | None = None

    # ------------------------------------------------------------ who plays, and what

    @property
    def player(self) -> Color | None:
        """The human's colour against the computer; None when two humans play."""
        if self.settings.opponent == "human" or self.reviewing or self.training:
            return None
        return WHITE if self.settings.play_white else BLACK

    def computer_to_move(self) -> bool:
        p, game = self.player, self._in_play()
        return p is not None and game.outcome is None and game.turn != p

    @property
    def stepping(self) -> bool:
        """Whether the player steps through the earlier positions of the game that goes
        on (``back``, ``forward``, ``goto``); ``present`` returns to it."""
        return self._present is not None

    def _in_play(self) -> AnyGame:
        """The game as it stands, also while an earlier position of it is looked at."""
        return self._present if self._present is not None else self.game

    @property
    def thinking(self) -> bool:
        """Whether the caller is searching for the computer's move (``defer_reply``)."""
        return (self.defer_reply and self.computer_to_move()
                and (self.remote is None or self.remote.connected))

    @property
    def shown_game(self) -> AnyGame:
        """The game the player sees now: a lesson's step, or the game on the table."""
        return self._lesson.game if self._lesson.active else self.game

    @property
    def reviewing(self) -> bool:
        """Going through a record: nothing is written, nobody plays against the computer."""
        return self._review.reviewing

    @property
    def training(self) -> bool:
        """A puzzle is on the table: a move answers it, nothing is written, and the
        computer plays only the defence."""
        return self._trainer.active

    @property
    def record(self) -> list[Move]:
        """A loaded game's moves, for going through it."""
        return self._review.record

    @property
    def earlier(self) -> list[Part]:
        """Parts of this game before a position was set on a board: (start, moves, note)."""
        return self._recorder.earlier

    @property
    def save_path(self) -> Path:
        """The autosave."""
        return self._recorder.save_path

    @property
    def pending_confirm(self) -> str | None:
        """What the yes-or-no question waiting for its answer asks to do, if one waits."""
        return self._confirmation.action

    @property
    def names(self) -> tuple[str, str] | None:
        """White's and Black's names when both are people named (over the network)."""
        return self.remote.names if self.remote is not None else None

    def _remote_or_none(self) -> Remote:
        assert self.remote is not None  # asked only in a game over the network
        return self.remote

    @property
    def engine_depth(self) -> int | None:
        """The computer's depth limit, if any."""
        return self._computer.depth

    @engine_depth.setter
    def engine_depth(self, depth: int | None) -> None:
        self._computer.depth = depth

    # ------------------------------------------------------------ start

    def plays(self, rules: GameRules) -> bool:
        """Whether a game of ``rules`` may be played (or loaded) here: any game."""
        return True

    def start(self, resumed_moves: int = 0, *, reply: bool = True) -> list[session_events.Event]:
        """The opening announcement, and the computer's first move if it has White
        (unless ``reply`` is off: on a real board the move is made when the board is
        ready)."""
        if not resumed_moves:
            self.made = []
        out: list[session_events.Event] = [session_events.GameStarted(
            self.rules, self.player, self.settings.level, resumed_moves, self.game.turn,
            self.remote.opponent_name if self.remote is not None else "")]
        if not self.reviewing:  # a record gone through has no clock: nobody plays
            out += self._timing.begin(self.settings, self.game.turn, resumed=bool(resumed_moves))
        out += self._save()
        out += self._after_move_events(reply)
        return out

    def let_stand(self, move: Move, note: str) -> list[session_events.Event]:
        """Play an irregular move left to stand on a board (``Game.push_irregular``): the
        record holds it as played, with ``note``, and undo takes it back. The events are
        a failed save's, if any."""
        self.made.append(push_move(self.game, move, irregular=note))
        return self._save()

    def set_position(self, position: Position, note: str) -> list[session_events.Event]:
        """Go on from a position no legal move reaches (an irregular move on a board
        that was left to stand). The game so far is kept: the record holds it as an
        earlier part, with ``note``, and the game goes on from the new position. The
        events are a failed save's, if any."""
        self._recorder.end_part(note)
        self.game = new_game(self.rules, position)
        self.made = []
        return self._save()

    # ------------------------------------------------------------ input

    def handle(self, line: str) -> list[session_events.Event]:
        """Everything that follows from one line of the player's input (a line longer
        than ``MAX_LINE`` is refused; control and format characters are dropped)."""
        text = line.strip()
        if not text:
            return []
        if len(text) > MAX_LINE:
            return [*self.tick(), session_events.LineTooLong(MAX_LINE)]
        text = clean_line(text)
        out = self.tick()
        if not text:  # nothing but invisible characters: answered, not read
            return [*out, session_events.NotUnderstood("")]
        if self._confirmation.asked is not None:
            answered = self._confirmation.answer(self.yes_or_no(text))
            if answered is not None:
                return out + answered
        intent: Intent
        # in a lesson, moves are read on the step's position
        position = self._lesson.game.position if self._lesson.active else self.game.position
        if self.pending_choice:
            intent = resolve(text, self.pending_choice, position, self.settings.lang)
            self.pending_choice = ()
            if isinstance(intent, UnknownIntent):
                intent = interpret(text, position, self.settings.lang)
        else:
            intent = interpret(text, position, self.settings.lang)
        suggested, self.suggested = self.suggested, None
        if isinstance(intent, CommandIntent) and intent.name in ("yes", "no") and suggested:
            if intent.name == "no":
                return out + [session_events.NotUnderstood(suggested.text)]
            intent = suggested.command
        if isinstance(intent, SuggestIntent):
            self.suggested = intent
            return out + [session_events.DidYouMean(intent.text, intent.said)]
        if isinstance(intent, QuestionsIntent):
            # "kdo je na tahu a kolik mám času": each question answered in turn
            for asked in intent.questions:
                out += self._act(asked, text)
            return out
        return out + self._act(intent, text)

    def _act(self, intent: Intent, text: str) -> list[session_events.Event]:
        """What follows from what the player meant by ``text``."""
        out: list[session_events.Event] = []
        if self._lesson.active:
            if isinstance(intent, AskBackIntent) and any(
                    o.name == "forward" for o in intent.options):
                intent = CommandIntent("forward")  # "dál" in a lesson: the next step
            if isinstance(intent, MoveIntent | AmbiguousIntent | IllegalIntent | CommandIntent):
                if isinstance(intent, AmbiguousIntent):
                    events = self._lesson.answer(intent, self.command)
                    if any(isinstance(e, session_events.WhichMove) for e in events):
                        self.pending_choice = tuple(intent.moves)
                    return out + events
                return out + self._lesson.answer(intent, self.command)
        if isinstance(intent, AskBackIntent) and self.reviewing and {
                o.name for o in intent.options} == {"undo", "back"}:
            # "zpátky", "back one" in a record gone through: a step back, nothing to undo
            intent = next(o for o in intent.options if o.name == "back")
        if isinstance(intent, AskBackIntent):
            return out + [session_events.WhichMeaning(intent.text, tuple(" ".join((o.name, *o.args))
                                                              for o in intent.options))]
        if self._present is not None and (
                isinstance(intent, (MoveIntent, AmbiguousIntent, IllegalIntent))
                or (isinstance(intent, CommandIntent) and intent.name not in LOOKING_COMMANDS)):
            # a move, or a command for the game, is for the game as it stands
            out += self._to_present()
            if not isinstance(intent, CommandIntent):
                intent = interpret(text, self.game.position, self.settings.lang)
        if self.remote is not None and isinstance(intent, CommandIntent) \
                and intent.name in ("draw", "undo"):
            pass  # asked of the opponent over the network at any time
        elif self.thinking and (isinstance(intent, (MoveIntent, AmbiguousIntent, IllegalIntent))
                                or (isinstance(intent, CommandIntent)
                                    and intent.name in BUSY_COMMANDS)):
            if self.remote is not None:
                return out + [session_events.NetworkNews("their-turn")]
            return out + [session_events.StillThinking()]
        if isinstance(intent, MoveIntent):
            if self.training:
                return out + self._trainer.answer(intent.move)
            return out + self._player_move(intent.move)
        if isinstance(intent, AmbiguousIntent):
            if self.game.outcome is not None or self.computer_to_move():
                return out + [session_events.NotYourTurn(self.game.outcome is not None)]
            self.pending_choice = tuple(intent.moves)
            return out + [session_events.WhichMove(tuple(intent.moves), self.game.position.copy())]
        if isinstance(intent, IllegalIntent):
            if self.game.outcome is not None:
                return out + [session_events.NotYourTurn(True)]
            return out + [session_events.IllegalMove(intent.text, intent.illegal,
                                                     self.game.position.copy(), tuple(intent.path),
                                                     intent.taken, intent.off_board)]
        if isinstance(intent, CommandIntent):
            return out + self.command(intent.name, tuple(intent.args))
        return out + [session_events.NotUnderstood(text)]

    @property
    def has_clock(self) -> bool:
        """Whether this game is played with a clock."""
        return self._timing.game_clock is not None

    def time_left(self) -> tuple[float, float] | None:
        """White's and Black's time left now, in seconds; None without a clock."""
        gc = self._timing.game_clock
        if gc is None:
            return None
        now = self._timing.clock()
        return gc.left(WHITE, now), gc.left(BLACK, now)

    def ask_takeback(self) -> list[session_events.Event]:
        """Ask whether to take back the last move (its pieces were put back on a sensor
        board); yes takes it back as ``undo`` does."""
        return self._confirmation.ask("takeback")

    def answer(self, yes: bool) -> list[session_events.Event]:
        """Answer the yes-or-no question waiting (a board's button said yes); nothing
        when none waits."""
        if self._confirmation.asked is None:
            return []
        return self._confirmation.answer(yes) or []

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

    def hold_clock(self) -> None:
        """Stop the game clock while the players settle a question of the rules (an
        irregular move on a board, a move taken back on it): neither side's time runs
        until ``release_clock``."""
        self._timing.stop()

    def release_clock(self) -> None:
        """Run the time of the side to move: after ``hold_clock``, or after the game went
        on from a position set (``set_position``) with the other side's time running,
        which is charged up to now (none runs once the game is over)."""
        self._timing.stop()
        if self.game.outcome is None:
            self._timing.restart(self.game.turn)

    def tick(self) -> list[session_events.Event]:
        """Clock events due now (a warning, the flag): call it now and then."""
        due = self._timing.tick(self._in_play())
        if isinstance(due, Outcome):
            back = self._to_present() if self._present is not None else []
            return [*back, *self._save(), session_events.GameOver(due, self.player)]
        return [due] if due is not None else []

    # ------------------------------------------------------------ moves

    def _player_move(self, move: Move) -> list[session_events.Event]:
        if self.remote is not None and not self.remote.connected:
            return [session_events.NetworkNews("dropped")]
        if self.remote is not None and self.game.outcome is None and self.computer_to_move():
            return [session_events.NetworkNews("their-turn")]
        if self.game.outcome is not None or self.computer_to_move():
            return [session_events.NotYourTurn(self.game.outcome is not None)]
        if self.settings.warnings and self.player is not None and self.remote is None:
            mistake = self._computer.hangs(self.game, move)
            if mistake is not None:
                self._warned = move
                return self._confirmation.ask(
                    "move", session_events.HangWarning(self.game.position.copy(), mistake))
        return self._push(move, by_computer=False)

    def _play_warned(self) -> list[session_events.Event]:
        """The move a warning asked about, played after all."""
        move, self._warned = self._warned, None
        assert move is not None
        return self._push(move, by_computer=False)

    def computer_move(self) -> list[session_events.Event]:
        """The computer plays its move (thinking within its level's time)."""
        if not self.computer_to_move():
            return []
        return self._push(self.choose_computer_move(), by_computer=True)

    def choose_computer_move(self) -> Move:
        """The move the computer wants, not played yet (on a real board it is played
        when the board shows it); over the network the opponent's move, waited for
        (``remote.OpponentGone`` when none is to be played)."""
        if self.remote is not None:
            return self.remote.choose_move(self.game)
        return self._computer.choose_move(self.game)

    def play(self, move: Move, *, by_computer: bool = False,
             reply: bool = False) -> list[session_events.Event]:
        """Play a legal move made elsewhere (a sensor board, a braille display): its
        announcement and what follows; with ``reply`` the computer answers at once."""
        if self._present is not None:
            return [*self._to_present(), *self.play(move, by_computer=by_computer, reply=reply)]
        if self.game.outcome is not None:
            return [session_events.NotYourTurn(True)]
        if self.game.find_legal(move) is None:
            return [session_events.NotUnderstood(repr(move.path))]
        if self.training:
            return self._trainer.answer(move)
        return self._push(move, by_computer=by_computer, reply=reply)

    def _push(self, move: Move, by_computer: bool,
              reply: bool = True) -> list[session_events.Event]:
        made = push_move(self.game, move, by_computer)
        self._timing.press()
        self.made.append(made)
        if self.remote is not None and not by_computer:
            self.remote.moved(move)
        return [made, *self._save(), *self._after_move_events(reply)]

    def _after_move_events(self, reply: bool = True) -> list[session_events.Event]:
        """The result, or what the side to move must know now (and, with ``reply``, the
        computer's answer when it is to move)."""
        game = self.game
        if game.outcome is not None:
            self._timing.stop()
            if self.remote is not None:
                self.remote.game_over(game)
            return [session_events.GameOver(game.outcome, self.player)]
        if game.legal_moves() == [PASS]:
            # the modified alquerque: a player without a move passes, and is told so
            return self._push(PASS, by_computer=self.computer_to_move(), reply=reply)
        out: list[session_events.Event] = []
        for counter in game.draw_counters():
            moves_left = (counter.plies_left + 1) // 2
            if moves_left <= DRAW_WARNING_MOVES:
                out.append(session_events.DrawRuleCounting(counter.rule.clause, moves_left))
        if game.repetition_count() == game.rules.repetitions - 1 and game.moves:
            out.append(session_events.DrawRuleCounting("", 1, repetition=True,
                                                       loses=game.rules.repetition_loses))
        if self.computer_to_move():
            return out + (self.computer_move() if reply and not self.defer_reply else [])
        if game.position.must_capture():
            out.append(session_events.MustCapture(game.turn, tuple(game.legal_moves()),
                                                  game.position.copy()))
        return out

    def _undo(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """Take back the player's last move (and the computer's answer to it), or the last
        N of them ("undo 2"); over the network the opponent is asked first, for one."""
        game = self.game
        if self.remote is not None:
            if game.outcome is not None:
                return [session_events.NotYourTurn(True)]
            return self.remote.ask_takeback(game)
        if game.outcome is not None and game.outcome.reason is Reason.TIME:
            return [session_events.NotYourTurn(True)]  # the time spent cannot be given back
        taken: list[Move] = []
        want = self.player
        for _ in range(steps(args)):
            if not game.moves:
                break
            while game.moves:
                taken.append(game.pop())
                if self.made:
                    self.made.pop()
                # back to the player's turn; a pass made for them is taken back too
                if (want is None or game.turn == want) and game.legal_moves() != [PASS]:
                    break
        if not taken:
            return [session_events.Undone((), nothing=True)]
        self._timing.restart(game.turn)
        return [session_events.Undone(tuple(taken)), *self._save()]

    # ------------------------------------------------------------ commands

    def command(self, name: str, args: tuple[str, ...]) -> list[session_events.Event]:
        """A command by its English name (see ``understand.COMMANDS``)."""
        return run_command(self.commands, name, args)

    def _command_table(self) -> dict[str, Handler]:
        """Every command's handler, by the command's name: the attribute its entry of
        ``understand.COMMANDS`` names (``_queries.board``: the board of ``_queries``)."""
        table: dict[str, Handler] = {}
        for command in COMMANDS.values():
            owner: object = self
            *parts, last = command.handler.split(".")
            for part in parts:
                owner = getattr(owner, part)
            table[command.name] = getattr(owner, last)
        return table

    # the handlers of the commands that have no part of their own

    def _help(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return [session_events.HelpShown(args[:1], rules=self.rules)]

    def _hint_asked(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """In a puzzle, the puzzle's hint; else the computer's."""
        return self._trainer.hint(args) if self.training else self._hint(args)

    def _undo_asked(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """In a puzzle, the puzzle's own undo; else the game's."""
        return self._trainer.undo(args) if self.training else self._undo(args)

    def _analysis(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return self._computer.analysis(self.game)

    def _rule(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return rule_answer(self, args)

    def _repeat(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return [session_events.RepeatAsked()]

    def _more(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return [session_events.MoreAsked()]

    def _braille(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return [session_events.BrailleAsked()]

    def _sensor(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """No sensor board in a game at the keyboard (a board's game answers it itself)."""
        return [session_events.SensorBoardAsked()]

    def _yes_unasked(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """A yes with no question asked (a question asked reads it before any command)."""
        return [session_events.NothingAsked(True)]

    def _no_unasked(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return [session_events.NothingAsked(False)]

    def _back_to_present(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return self._to_present()

    def _chat(self, args: tuple[str, ...]) -> list[session_events.Event]:
        if self.remote is None:
            return [session_events.NetworkNews("no-network")]
        return self.remote.chat(" ".join(args))

    def _host(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return self._network("host", args[0] if args else "")

    def _join(self, args: tuple[str, ...]) -> list[session_events.Event]:
        return self._network("join", args[0]) if args else [session_events.NetworkNews("join-how")]

    def _hint(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """The best move and what it does; kept for "why?" while the position stands."""
        events = self._computer.hint(self.game)
        self._last_hint = next((e for e in events if isinstance(e, session_events.HintShown)), None)
        return events

    def _consider(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """``consider SQUARE SQUARE...``: what the move by those squares would lose (the
        search of the warning before a move), said without playing it."""
        if self.game.outcome is not None or self.computer_to_move():
            return [session_events.NotYourTurn(self.game.outcome is not None)]
        try:
            path = [parse_square(self.rules, a) for a in args]
        except NotationError:
            path = []
        moves = named_moves(self.game.position, path) if len(path) >= 2 else []
        if not moves:
            return [session_events.NotUnderstood(" ".join(("consider", *args)))]
        move = moves[0]
        return [session_events.MoveConsidered(self.game.position.copy(), move,
                                              self._computer.hangs(self.game, move))]

    def _why(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """Why the last hint's move is good, in a sentence, while its position stands;
        otherwise the details of the last answer ("more")."""
        hint = self._last_hint
        if hint is not None and hint.position == self.game.position:
            return [session_events.HintExplained(hint.hint, hint.position)]
        return [session_events.MoreAsked()]

    # ------------------------------------------------------------ stepping through the moves

    def _forward(self, args: tuple[str, ...]) -> list[session_events.Event]:
        if self.reviewing:
            return self._review.forward(args)
        return self._step_to(len(self.game.moves) + 1)

    def _back(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """One move back, or N ("back 3"), in a record or the game that goes on."""
        if self.reviewing:
            return self._review.back(args)
        return self._step_to(len(self.game.moves) - steps(args), back=True)

    def _goto(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """``goto N``: in a record, to move N; in a game that goes on, to the position
        where move N begins (looked at, the game stays as it is)."""
        if self.reviewing:
            return self._review.goto(args)
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [session_events.NotUnderstood(" ".join(("goto", *args)))]
        target = 2 * (number - 1) - self._first_offset()
        if target >= len(self._in_play().moves):
            return self._to_present()  # a move not played yet: the game as it stands
        return self._step_to(target, back=True)

    def _first_offset(self) -> int:
        """1 when the game began with the second player to move, else 0."""
        return 0 if self.game.start.turn == self.rules.first else 1

    def _step_to(self, target: int, back: bool = False) -> list[session_events.Event]:
        """Look at the position after ``target`` plies of the game that goes on; at its
        last ply, back in the game. Going back, the move played from there is said;
        going forward, the move just stepped over."""
        present = self._in_play()
        total = len(present.moves)
        target = min(max(0, target), total)
        if target == total and not back and self._present is not None:
            # the last move stepped over, and the game as it stands
            crossed = announced(self.game.position.copy(), present.moves[len(self.game.moves)])
            number = (len(self.game.moves) + self._first_offset()) // 2 + 1
            return [session_events.SteppedTo(total, number, crossed), *self._to_present()]
        if target == total and not (back and total):
            return self._to_present()
        if target == total:
            target -= 1
        if self._present is None:
            self._present, self._present_made = self.game, self.made
        game = new_game(self.rules, present.start)
        made = []
        for ply, move in enumerate(present.moves[:target]):
            by_computer = self.player is not None and game.turn != self.player
            made.append(push_move(game, move, by_computer, present.irregular.get(ply)))
        self.game, self.made = game, made
        if back:
            crossed = announced(game.position.copy(), present.moves[target])
            return [session_events.SteppedTo(target, (target + self._first_offset()) // 2 + 1,
                                             crossed, back=True)]
        return [session_events.SteppedTo(target, (target - 1 + self._first_offset()) // 2 + 1,
                                         made[-1])]

    def _to_present(self) -> list[session_events.Event]:
        """Back in the game as it stands, after stepping through its moves."""
        if self._present is not None:
            self.game, self.made = self._present, self._present_made
            self._present, self._present_made = None, []
        plies = len(self.game.moves)
        return [session_events.SteppedTo(plies, (plies + self._first_offset()) // 2 + 1, None,
                                         to_move=self.game.turn)]

    def _level(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """``level`` says the computer's level; ``level N`` sets it, ``level easier`` or
        ``level harder`` one step from where it is (at 1 or 10 it stays, and says so)."""
        now = self.settings.level
        if not args:
            return [session_events.SettingShown("level", str(now), rules=self.rules)]
        step = {"easier": -1, "harder": 1}.get(args[0])
        level = ascii_number(args[0]) if step is None else min(max(now + step, 1), 10)
        if level is None or not 1 <= level <= 10:
            return [session_events.SettingRejected("level", args[0])]
        if level == now and step is not None:
            return [session_events.SettingShown("level", str(now), rules=self.rules)]
        kept = self.keeps_settings
        problems = self.keep(level=level)
        self._computer.set_level(self.settings.level)
        return [session_events.SettingShown("level", str(level), changed=True, kept=kept,
                                            rules=self.rules),
                *problems]

    def _clock(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """``clock`` says the clock of this game; ``clock off``, ``clock MINUTES`` or
        ``clock MINUTES+SECONDS`` (seconds added a move) sets the clock of the next games
        (this one keeps its own), kept and said."""
        if not args:
            return [self._timing.shown()]
        said, _, added = ("0" if args[0] == "off" else args[0]).partition("+")
        minutes, increment = ascii_number(said), ascii_number(added or "0")
        if (minutes is None or increment is None or not usable("clock_minutes", float(minutes))
                or not usable("clock_increment", float(increment))):
            return [session_events.SettingRejected("clock", args[0])]
        kept = self.keeps_settings
        problems = self.keep(clock_minutes=float(minutes), clock_increment=float(increment))
        return [session_events.SettingShown("clock", f"{minutes}+{increment}", changed=True,
                                            kept=kept), *problems]

    def _settings(self, args: tuple[str, ...]) -> list[session_events.Event]:
        changed, events = settings_command(self.settings, args, kept=self.keeps_settings)
        events += self.keep(**{f.name: getattr(changed, f.name) for f in fields(changed)
                               if getattr(changed, f.name) != getattr(self.settings, f.name)})
        rules = rules_of(self.settings)
        start = self.game.start
        if rules is self.rules or not isinstance(rules, Rules) or not isinstance(start, Position):
            return events
        if self.game.moves:
            # the game goes on by the rules it began with; the next one is played by these
            return [replace(e, later=True) if isinstance(e, session_events.SettingShown) else e
                    for e in events]
        self.rules = rules
        self._replace_game(new_game(rules, parse_fen(write_fen(start), rules)))
        return events

    @property
    def keeps_settings(self) -> bool:
        """Whether a setting changed now is kept for the next starts: there is a settings
        file, and no record is being gone through (that writes nothing)."""
        return self.settings_file is not None and not self.reviewing

    def keep(self, **changes: Any) -> list[session_events.Event]:
        """Settings the player changed in the game: for this game and, when
        ``keeps_settings``, written to the settings file for the next starts. What
        keeping them went wrong with, if anything (said once: the game goes on)."""
        keeps = self.keeps_settings
        self.settings = replace(self.settings, **changes)
        if self.settings_file is None or not keeps or not changes:
            return []
        return [*self.settings_file.keep(**changes)]

    # ------------------------------------------------------------ what the yes is to

    def _resign(self) -> list[session_events.Event]:
        loser = self.player if self.player is not None else self.game.turn
        if self.remote is not None:
            self.remote.resigned()
        outcome = self.game.resign(loser)
        return [*self._save(), session_events.GameOver(outcome, self.player)]

    def _offer_draw(self) -> list[session_events.Event]:
        if self.remote is not None:
            return self.remote.offer_draw()
        if self._computer.accepts_draw(self.game, self.settings.level, self.player):
            return self._agree_draw()
        return [session_events.DrawOffer(False)]

    def _agree_draw(self) -> list[session_events.Event]:
        if self.remote is not None:
            self.remote.answer_draw(True)
        return self.draw_agreed()

    def _decline_draw(self) -> list[session_events.Event]:
        if self.remote is not None:
            self.remote.answer_draw(False)
        return []

    def draw_agreed(self) -> list[session_events.Event]:
        """Both sides agreed a draw: the game ends so."""
        outcome = self.game.agree_draw()
        self._timing.stop()
        return [session_events.DrawOffer(True), *self._save(),
                session_events.GameOver(outcome, self.player)]

    def opponent_resigned(self, loser: Color) -> list[session_events.Event]:
        """The opponent over the network gave up."""
        outcome = self.game.resign(loser)
        self._timing.stop()
        return [*self._save(), session_events.GameOver(outcome, self.player)]

    def ask_opponent(self, action: Literal["draw", "takeback", "rejoin"],
                     question: session_events.Event) -> list[session_events.Event]:
        """The opponent over the network asks a yes-or-no question of the player (or the
        connection does: wait for them to join again?)."""
        return self._confirmation.ask(action, question)

    def take_back_to(self, ply: int) -> list[session_events.Event]:
        """The game goes back to before its move ``ply`` (both sides agreed)."""
        taken: list[Move] = []
        while len(self.game.moves) > ply:
            taken.append(self.game.pop())
            if self.made:
                self.made.pop()
        if not taken:
            return [session_events.Undone((), nothing=True)]
        self._timing.restart(self.game.turn)
        return [session_events.Undone(tuple(taken)), *self._save()]

    def _network(self, kind: Literal["host", "join"], text: str) -> list[session_events.Event]:
        """``hrát po síti [ADDRESS][:PORT]``: wait for an opponent (this computer only
        unless an address is given); ``připojit se k HOST[:PORT]``: join one. Asked
        first: the game here ends (kept with the other games)."""
        if self.remote is not None:
            return [session_events.NetworkNews("already")]
        if not isinstance(self.rules, Rules):
            return [session_events.NetworkNews("draughts-only")]
        address = parse_address(text, DEFAULT_PORT)
        if address is None or (kind == "join" and not address[0]):
            return [session_events.NetworkNews("bad-address", text)]
        host = address[0] or LOCAL
        self._network_asked = (kind, host, address[1])
        question = session_events.NetworkNews("ask-host" if kind == "host" else "ask-join", host,
                                              address[1])
        return self._confirmation.ask("network", question)

    def _to_the_network(self) -> list[session_events.Event]:
        """The program leaves this game (saved) for the game over the network."""
        self.network_wanted, self._network_asked = self._network_asked, None
        self.quit_requested = True
        return [*self._save(), session_events.NetworkNews("leaving")]

    def _new_game(self) -> list[session_events.Event]:
        self.rules = rules_of(self.settings)
        self._replace_game(new_game(self.rules))
        self._computer.set_level(self.settings.level)
        return self.start()

    def _quit(self) -> list[session_events.Event]:
        self.quit_requested = True
        return [*self._save(), self.goodbye()]

    def goodbye(self) -> session_events.Goodbye:
        """The last words: the truth about what became of the game."""
        return self._recorder.goodbye()

    def close(self) -> None:
        """The program ends: the game is let go of, free for another program (the system
        lets go of it too when a program ends any other way)."""
        self._recorder.let_go()

    def kept(self) -> tuple[str, session_events.FileTrouble | None]:
        """What became of the game at its last save: a ``Goodbye``'s state and problem."""
        return self._recorder.kept()

    # ------------------------------------------------------------ another game

    def _variant(self, args: tuple[str, ...]) -> list[session_events.Event]:
        if not args:
            return [session_events.SettingShown("variant", self.rules.id)]
        try:
            rules = find_game(args[0])
        except UnknownVariantError:
            return [session_events.SettingRejected("variant", args[0])]
        if not self.plays(rules):
            return [session_events.SettingRejected("variant", args[0])]
        kept = self.keeps_settings
        problems = self.keep(variant=rules.id)
        self.rules = rules = rules_of(self.settings)
        self._replace_game(new_game(rules))
        return [session_events.SettingShown("variant", rules.id, changed=True, kept=kept),
                *problems, *self.start()]

    def _setup(self, args: tuple[str, ...]) -> list[session_events.Event]:
        fen = " ".join(args)
        try:
            position = parse_position(self.rules, fen)
        except NotationError as e:
            return [session_events.PositionNotRead.of(fen, self.rules, e)]
        self._replace_game(new_game(self.rules, position))
        return self.start()

    def _load(self, args: tuple[str, ...]) -> list[session_events.Event]:
        if not args:
            return [session_events.NotUnderstood("load")]
        return self._go_on_with(Path(" ".join(args)).expanduser(), " ".join(args))

    def _library(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """``games`` lists the kept games, newest first; ``games N`` opens game N (an
        unfinished one goes on, a finished one is gone through from its start). While
        the games of a file are gone through, they are the games listed and opened."""
        if self._review.file is not None:
            return self._file_games(args)
        kept = self._recorder.store.kept_games()
        if not args:
            return [session_events.KeptGamesShown(tuple(
                session_events.KeptGameLine(n, g.tags.get("Date", ""), g.tags.get("Time", ""),
                                            g.variant, g.moves, g.result)
                for n, g in enumerate(kept, 1)))]
        number = ascii_number(args[0])
        if number is None or not 1 <= number <= len(kept):
            return [session_events.SettingRejected("game", args[0][:20])]
        chosen = kept[number - 1]
        if chosen.result != "*":
            problem = self.review(chosen.path)
            if problem is not None:
                return [problem]
            return [*self.start(), self._review.at()]
        return self._go_on_with(chosen.path, chosen.path.name)

    def _file_games(self, args: tuple[str, ...]) -> list[session_events.Event]:
        """``games`` lists the games of the file gone through; ``games N`` opens game N
        at its start."""
        file = self._review.file
        assert file is not None
        if not args:
            return [file.listed(self._review.number, self.game.rules)]
        number = ascii_number(args[0])
        if number is None or not 1 <= number <= len(file.games):
            return [session_events.SettingRejected("game", args[0][:20])]
        return self._open_in_file(file, number)

    def _go_on_with(self, path: Path, shown: str) -> list[session_events.Event]:
        """Load the game of ``path`` (named ``shown``) and play on from where it is."""
        problem = self.load(path)
        if problem is not None:
            return [problem]
        return [session_events.Loaded(shown, len(self.game.moves)), *self._save(),
                *self._after_move_events()]

    def saved_game(self) -> tuple[list[session_events.Event], session_events.ResumeOffered | None]:
        """At the start: what to say about the saved game (a file that cannot be read is
        set aside), and the offer to go on with it when it is unfinished. Temporary files
        that killed writes left are removed first."""
        return self._recorder.saved_game(self.plays)

    def resume(self) -> list[session_events.Event]:
        """Go on with the saved game: the same game in every respect (its moves, last
        move, clock and draw counters, its own file)."""
        problem = self.load(self.save_path)
        if problem is not None:
            return [problem, *self.start()]
        self._recorder.owns_autosave = True
        return self.start(resumed_moves=len(self.game.moves))

    def load(self, path: Path
             ) -> session_events.FileProblem | session_events.GameOpenElsewhere | None:
        """Load a PDN game (the file's last part, with the parts before it); None when
        done, else what is wrong with the file, or that another program plays that game
        now (the game here is left as it was)."""
        found = self._recorder.read(path, self.plays)
        if isinstance(found, session_events.FileProblem):
            return found
        lock = self._recorder.claim(path, found)
        if isinstance(lock, session_events.GameOpenElsewhere):
            return lock
        self._take(found)
        self._timing.go_on(clock_of(found.tags), self.game.turn)
        self._recorder.take_over(path, found, lock)
        return None

    def _take(self, found: ReadRecord) -> None:
        """The game read takes this one's place, its moves played, with its players."""
        self.rules = found.rules
        self.settings = replace(self.settings, variant=found.rules.id)
        if isinstance(found.rules, Rules) and len(draw_rule_choices(found.rules)) > 1:
            self.settings = replace(self.settings, draws=found.rules.draws)
        self._replace_game(new_game(found.rules, found.start))
        self.settings = players_of(found.tags, self.settings)
        self._computer.set_level(self.settings.level)
        made: list[session_events.MoveMade] = []
        game = self.game
        for ply, move in enumerate(found.moves):
            if game.outcome is not None:
                break  # a record may go on past a draw rule; the game here cannot
            by_computer = self.player is not None and game.turn != self.player
            made.append(push_move(game, move, by_computer, found.irregular.get(ply)))
        self.made = made

    def review(self, path: Path) -> session_events.FileProblem | None:
        """Load a game to go through it from its start (the file's last part, as
        ``load``); None, or what is wrong with the file. Going through a record writes
        nothing: the game in progress stays as it was, and so do the settings (a new
        game started from here is saved again)."""
        found = self._recorder.read(path, self.plays)
        if isinstance(found, session_events.FileProblem):
            return found
        self._go_through(found)
        self._recorder.take_over(path, found, None)
        return None

    def review_file(self, path: Path) -> list[session_events.Event]:
        """Go through the games of a PDN file one by one (``dama --review``), from the
        start of the first: what it is (its players, result, event, site and date) and
        where it stands; or what is wrong with the file or that game (the game here is
        left as it was, and ``reviewing`` stays False). Nothing is written, as in
        ``review``; ``games`` then lists the file's games and ``games N`` opens one."""
        file = FileOfGames.read(path)
        if isinstance(file, session_events.FileProblem):
            return [file]
        return self._open_in_file(file, 1)

    def _open_in_file(self, file: FileOfGames, number: int) -> list[session_events.Event]:
        """Game ``number`` of ``file`` at its start: its header and where it stands, or
        why it cannot be opened (the game on the table stays as it was)."""
        found = file.record(number, self.plays)
        if isinstance(found, session_events.FileProblem):
            return [found]
        self._go_through(found, file, number)
        return [file.header(number, found.rules), self._review.at()]

    def _go_through(self, found: ReadRecord, file: FileOfGames | None = None,
                    number: int = 0) -> None:
        """Go through the game read from its start (game ``number`` of ``file``), with
        the settings as they were: no clock, nothing written, nobody to play."""
        settings = self.settings
        self._take(found)
        self.settings = settings
        self._review.begin(file, number, found.tags)
        # who played: the computer at its level in a game of this program's own, else
        # the players the record names
        own = players_of(found.tags, settings)
        computer = found.tags.get("Opponent") == "computer"
        self._review.player = (WHITE if own.play_white else BLACK) if computer else None
        self._review.level = own.level
        self.made = []

    def _set_puzzle(self, position: Position) -> None:
        """A puzzle's position takes the table (the game played stays in its file)."""
        self._replace_game(new_game(self.rules, position))

    def _replace_game(self, game: AnyGame) -> None:
        """Another game takes this one's place (a new game, another variant, a position
        set up, a record loaded): this one stays in its own file, the next gets its own."""
        self.game = game
        self._present, self._present_made = None, []
        self._recorder.new_game()
        self._timing.game_clock = None
        self._review.end()
        self._trainer.end()
        self.made = []

    def _save(self) -> list[session_events.Event]:
        return self._recorder.save()


class SensorBoardSession(Session):
    """A session that plays draughts only: what a sensor board plays (its squares are a
    draughts board's dark squares)."""

    rules: Rules
    game: Game

    def __init__(self, settings: Settings, **options: Any) -> None:
        if not self.plays(find_game(settings.variant)):
            raise ValueError(f"{settings.variant} is not a draughts variant")
        super().__init__(settings, **options)

    def plays(self, rules: GameRules) -> bool:
        """Draughts only: the board's squares are a draughts board's dark squares."""
        return not rules.board.drawn_lines


__all__ = [
    "SensorBoardSession",
    "Outcome",
    "Reason",
    "Session",
    "autosave_path",
    "resumable",
]
