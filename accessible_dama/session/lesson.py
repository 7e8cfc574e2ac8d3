"""A lesson of the rules of the game being played, step by step (``lessons`` holds the
steps): the player goes on (``dál``/``next``), hears a step again (``znovu``/``again``),
goes back (``zpět``/``back``), ends it (``konec lekce``/``stop lesson``), and asks what
they like in between. A step to try sets its small position: the questions of the board
are answered on it, a move that answers the step is praised and the lesson goes on, a
refused move is explained as any refused move is, and the player tries again.

The game on the table is left as it was: the lesson plays on a game of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_dama.notation.text import parse_position, parse_square
from accessible_dama.rules import Color, Move, UnknownVariantError, find_game, new_game
from accessible_dama.rules.registry import AnyGame, AnyRules
from accessible_dama.session import events
from accessible_dama.session.commands import Handler
from accessible_dama.session.lessons import Step, answering_step, lesson_for
from accessible_dama.session.queries import BoardQueries
from accessible_dama.session.settings import Settings
from accessible_dama.session.table import Table
from accessible_dama.understand import (
    AmbiguousIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    interpret,
)

#: what waits until the lesson ends: it changes or searches the game on the table
WAITS = frozenset({"new", "variant", "load", "library", "setup", "resign", "draw",
                   "analysis", "review", "goto"})


class _LessonTable:
    """What the board's questions see in a lesson: the step's position, nobody playing."""

    def __init__(self, table: Table, game: Callable[[], AnyGame]) -> None:
        self._table = table
        self._game = game

    @property
    def settings(self) -> Settings:
        return self._table.settings

    @property
    def rules(self) -> AnyRules:
        return self._game().rules

    @property
    def game(self) -> AnyGame:
        return self._game()

    @property
    def made(self) -> list[events.MoveMade]:
        return []

    @property
    def player(self) -> Color | None:
        return None

    @property
    def engine_depth(self) -> int | None:
        return None

    @property
    def reviewing(self) -> bool:
        return False

    @property
    def training(self) -> bool:
        return False

    @property
    def names(self) -> tuple[str, str] | None:
        return None

    def kept(self) -> tuple[str, events.FileTrouble | None]:
        return self._table.kept()

    @property
    def say_now(self) -> Callable[[events.Event], None] | None:
        return None


class Lesson:
    """The lesson in progress, if any (``active``)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.steps: tuple[Step, ...] = ()
        self.number = 0  # the step said last, from 0
        self.rules: AnyRules = table.rules
        self._game: AnyGame = new_game(table.rules)
        self.queries = BoardQueries(_LessonTable(table, lambda: self._game))
        self.done = False  # the step's move was made
        q = self.queries
        #: the questions of the board, answered on the step's position
        self._board_questions: dict[str, Handler] = {
            "board": q.board, "board-all": q.board_all, "pieces": q.pieces,
            "square": q.square, "rank": q.rank, "file": q.file, "diagonal": q.diagonal,
            "moves": q.moves, "captures": q.captures, "turn": q.turn,
            "material": q.material, "history": q.history, "last": q.last}

    @property
    def active(self) -> bool:
        return bool(self.steps)

    @property
    def game(self) -> AnyGame:
        """The game of the step said last (its position, or the game's start)."""
        return self._game

    def start(self, args: tuple[str, ...] = ()) -> list[events.Event]:
        """``lesson``: the lesson of the game on the table from its first step (in a
        lesson, the step said last again); ``lesson stop`` ends it."""
        if args[:1] == ("stop",):
            return self.stop()
        if self.active:
            return self._say(self.number)
        self.rules = self.table.rules
        self.steps = lesson_for(self.rules)
        if not self.steps:
            return [events.NoLesson(self.rules)]
        return self._say(0)

    def stop(self) -> list[events.Event]:
        if not self.active:
            return [events.NoLesson(self.table.rules, running=False)]
        self.steps = ()
        return [events.LessonEnded(self.rules, finished=False)]

    def _say(self, number: int, again: bool = False) -> list[events.Event]:
        self.number = number
        self.done = False
        step = self.steps[number]
        self._game = new_game(self.rules, parse_position(self.rules, step.fen)
                              if step.fen else None)
        position = self._game.position.copy() if step.to_try else None
        return [events.LessonStep(self.rules, number + 1, len(self.steps), step, position, again)]

    def next(self) -> list[events.Event]:
        if self.number + 1 >= len(self.steps):
            self.steps = ()
            return [events.LessonEnded(self.rules, finished=True)]
        return self._say(self.number + 1)

    def back(self) -> list[events.Event]:
        return self._say(max(0, self.number - 1), again=self.number == 0)

    # ------------------------------------------------------------ what the player says

    def answer(self, intent: Intent, command: Callable[[str, tuple[str, ...]], list[events.Event]]
               ) -> list[events.Event]:
        """What ``intent`` (read on the step's position) answers in the lesson;
        ``command`` runs the commands the lesson leaves to the session."""
        if isinstance(intent, MoveIntent):
            return self.tried(intent.move)
        if isinstance(intent, AmbiguousIntent):
            return self._ambiguous(intent.moves)
        if isinstance(intent, IllegalIntent):
            step = self.steps[self.number]
            return [events.IllegalMove(intent.text, intent.illegal, self._game.position.copy(),
                                       tuple(intent.path), intent.taken, intent.off_board),
                    events.LessonTryAgain(self.rules, step, step.to_try and not self.done)]
        assert isinstance(intent, CommandIntent)
        name, args = intent.name, tuple(intent.args)
        if name in ("forward", "yes"):
            return self.next()
        if name in ("back", "undo"):  # "zpět" is undo
            return self.back()
        if name == "repeat":
            return self._say(self.number, again=True)
        if name == "hint":
            return [events.LessonHint(self.rules, self.steps[self.number],
                                      self._right_moves(), self._game.position.copy())]
        asked = self._board_questions.get(name)
        if asked is not None:
            return asked(args)
        if name in WAITS:
            return [events.LessonWaits(name)]
        return command(name, args)

    def _right_moves(self) -> tuple[Move, ...]:
        """The moves that answer the step said last (none when it has nothing to try)."""
        step = self.steps[self.number]
        if not step.to_try or self.done:
            return ()
        position = self._game.position
        legal = [m for m in position.legal_moves() if m.path]
        if not step.right:
            if not step.piece:
                return tuple(legal)
            start = parse_square(self.rules, step.piece)
            return tuple(m for m in legal if m.path[0] == start)
        right: list[Move] = []
        for text in step.right:
            meant = interpret(text, position, "en")
            if isinstance(meant, MoveIntent):
                right.append(meant.move)
            elif isinstance(meant, AmbiguousIntent):
                right.extend(meant.moves)
        return tuple(dict.fromkeys(right))

    def _ambiguous(self, moves: tuple[Move, ...]) -> list[events.Event]:
        right = self._right_moves()
        chosen = [m for m in moves if m in right]
        if len(chosen) == 1 or (chosen and len(chosen) == len(moves)):
            return self.tried(chosen[0])
        return [events.WhichMove(tuple(moves), self._game.position.copy())]

    def tried(self, move: Move) -> list[events.Event]:
        """A legal move on the step's position: right, or not what the step asks."""
        step = self.steps[self.number]
        right = self._right_moves()
        if move not in right:
            return [events.LessonNotAsked(self.rules, step, move, self._game.position.copy(),
                                          bool(right))]
        before = self._game.position.copy()
        self._game.push(move)
        self.done = True
        outcome = self._game.outcome
        return [events.LessonRight(self.rules, step, move, before, outcome), *self.next()]


def rule_answer(table: Table, args: tuple[str, ...]) -> list[events.Event]:
    """``rule TOPIC [GAME]``: the answer to one question of the rules of the game on the
    table (or of GAME), from its lesson; ``rule compare GAME [GAME]``: how the first game
    named differs from the second (or from the game on the table)."""
    words = " ".join(args).split()
    topic = words[0] if words else ""
    games: list[AnyRules] = []
    for name in words[1:]:
        try:
            games.append(find_game(name))
        except UnknownVariantError:
            return [events.SettingRejected("variant", name[:20])]
    if topic == "compare":
        if not games:
            return [events.NotUnderstood(" ".join(("rule", *words)))]
        other = games[1] if len(games) > 1 else table.rules
        return [events.RuleComparison(games[0], other)]
    rules = games[0] if games else table.rules
    return [events.RuleAnswered(rules, topic, answering_step(rules, topic))]


__all__ = ["Lesson", "rule_answer"]
