"""What happens in a game, as typed values.

The session produces events; speech, screen-reader lines and braille all render the
same events through ``phrases``, so a sentence exists in one place. A position or a
rules value is a draughts one or one of the games on boards of points (alquerque, mill,
Vietnamese chess), whose squares are points.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Literal

from accessible_dama.engine import Analysis, Hint, Mistake
from accessible_dama.notation import FenError, NotationError
from accessible_dama.notation.pdn import GameRecord
from accessible_dama.rules import (
    WHITE,
    Color,
    Move,
    Outcome,
    Square,
)
from accessible_dama.rules.explain import Illegal
from accessible_dama.rules.registry import AnyPosition, AnyRules
from accessible_dama.session.lessons import Step
from accessible_dama.speech.base import Cause


@dataclass(frozen=True)
class Event:
    """Base of every event."""


@dataclass(frozen=True)
class Request(Event):
    """The player asks for output already given (the last answer again, its details, the
    board in braille): the interface answers it from what it said, so a request has no
    sentence of its own in ``phrases``."""


@dataclass(frozen=True)
class GameStarted(Event):
    rules: AnyRules
    player: Color | None  # the human's colour against the computer; None: two humans
    level: int
    resumed_moves: int = 0  # moves already played, when a saved game resumes
    to_move: Color | None = None  # who moves now (None: the variant's first player)
    opponent: str = ""  # the name of the opponent over the network ("": none)


@dataclass(frozen=True)
class OutputChosen(Event):
    """How the program talks: which speech, or text only, and why."""

    speech: str  # what speaks, by its own name ("pyttsx3", "NVDA"); "" when nothing does
    reason: tuple[Cause, ...] = ()  # why this one, what was tried: said on request only
    voice: str = ""  # the voice as the engine names it ("zlw/cs"), or ""
    screen_reader: bool = False  # the speech is the running screen reader's


@dataclass(frozen=True)
class MoveMade(Event):
    color: Color
    move: Move
    before: AnyPosition  # the position before the move (for naming it)
    crowned: bool
    by_computer: bool = False


@dataclass(frozen=True)
class YourTurn(Event):
    color: Color


@dataclass(frozen=True)
class MustCapture(Event):
    """Told before the player asks: a capture is compulsory, and the options."""

    color: Color
    moves: tuple[Move, ...]
    position: AnyPosition


@dataclass(frozen=True)
class IllegalMove(Event):
    text: str
    illegal: Illegal
    position: AnyPosition
    path: tuple[Square, ...] = ()  # the squares the player named, when there were any
    taken: Square | None = None  # the man a mill move named to take
    off_board: str = ""  # a square named that the game is not played on ("d5")


@dataclass(frozen=True)
class WhichMove(Event):
    """The player's words fit several moves: a short question listing them."""

    moves: tuple[Move, ...]
    position: AnyPosition


@dataclass(frozen=True)
class NotUnderstood(Event):
    text: str


@dataclass(frozen=True)
class WhichMeaning(Event):
    """The player's words ask for more than one command ("končím": resign, or quit?):
    which one; each option a command's name and its arguments, separated by spaces."""

    text: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class DidYouMean(Event):
    """A line not understood with a command word a letter or two off: was ``said`` (the
    line put right) meant? A yes runs it."""

    text: str
    said: str


@dataclass(frozen=True)
class VolumeNotOurs(Event):
    """Louder or quieter asked for: the volume is the screen reader's or the system's."""

    louder: bool


@dataclass(frozen=True)
class NothingAsked(Event):
    """A yes (or a no) with no question waiting for it."""

    yes: bool


@dataclass(frozen=True)
class SensorBoardAsked(Event):
    """The sensor board asked about: ``port`` the one the game is played on ("": no board
    in this game), ``connected`` whether the board answers on it now."""

    port: str = ""
    connected: bool = False


@dataclass(frozen=True)
class Thinking(Event):
    """The computer (or a hint, an analysis, a review) has taken more than about a second:
    said once, so the player knows the program has not stopped."""


@dataclass(frozen=True)
class ReviewProgress(Event):
    """How far a long review is: ``moves`` of ``total`` moves looked at."""

    moves: int
    total: int


@dataclass(frozen=True)
class StillThinking(Event):
    """A move, or a command that would change the game or search too, typed while the
    computer is thinking of its move: refused, to be said again after its move."""


@dataclass(frozen=True)
class NotYourTurn(Event):
    """A move typed while the computer is to move, or after the game ended."""

    game_over: bool


@dataclass(frozen=True)
class DrawRuleCounting(Event):
    """A draw rule nears its limit: moves left for each side."""

    clause: str
    moves_left: int
    repetition: bool = False
    loses: bool = False  # the repetition loses for the player who makes it (Vietnamese chess)


@dataclass(frozen=True)
class GameOver(Event):
    outcome: Outcome
    player: Color | None


@dataclass(frozen=True)
class BoardShown(Event):
    position: AnyPosition
    all_squares: bool = False


@dataclass(frozen=True)
class PiecesShown(Event):
    position: AnyPosition
    color: Color | None  # None: both sides
    kings_only: bool = False  # "kde mám dámy": the kings alone


@dataclass(frozen=True)
class SquareShown(Event):
    position: AnyPosition
    square: Square


@dataclass(frozen=True)
class LineShown(Event):
    """A rank, a file or a diagonal, square by square."""

    position: AnyPosition
    kind: str  # "rank", "file", "diagonal"
    name: str  # "3", "c", "c3"
    squares: tuple[Square, ...]


@dataclass(frozen=True)
class MovesShown(Event):
    position: AnyPosition
    moves: tuple[Move, ...]
    start: Square | None = None
    captures_only: bool = False


@dataclass(frozen=True)
class LastMoveShown(Event):
    made: MoveMade | None


@dataclass(frozen=True)
class HistoryShown(Event):
    start: AnyPosition
    moves: tuple[Move, ...]


@dataclass(frozen=True)
class TurnShown(Event):
    color: Color
    player: Color | None
    move_number: int
    in_hand: int = 0  # mill: the men the side to move has still to place


@dataclass(frozen=True)
class MaterialShown(Event):
    position: AnyPosition


@dataclass(frozen=True)
class ClockShown(Event):
    white_seconds: float | None  # None: no clock
    black_seconds: float | None
    warning: bool = False  # spoken by itself at a threshold


@dataclass(frozen=True)
class HintShown(Event):
    hint: Hint
    position: AnyPosition


@dataclass(frozen=True)
class HintExplained(Event):
    """Why the last hint's move is good ("why?" after a hint)."""

    hint: Hint
    position: AnyPosition


@dataclass(frozen=True)
class AnalysisShown(Event):
    analysis: Analysis


@dataclass(frozen=True)
class MistakeAt:
    """A mistake of the game, where it was: the position before the move, and the
    move's number as players count them."""

    number: int
    position: AnyPosition
    mistake: Mistake


@dataclass(frozen=True)
class MistakesShown(Event):
    """The review: the moves that lost most, the one that dropped most first."""

    mistakes: tuple[MistakeAt, ...]


@dataclass(frozen=True)
class HangWarning(Event):
    """The move asked for loses material: play it anyway? (a yes-or-no question)"""

    position: AnyPosition
    mistake: Mistake


@dataclass(frozen=True)
class MoveConsidered(Event):
    """A move weighed, not played ("would c3 d4 lose a man?"): what it loses by force
    (the warning's search), or None when it loses nothing seen."""

    position: AnyPosition
    move: Move
    mistake: Mistake | None


@dataclass(frozen=True)
class Undone(Event):
    moves: tuple[Move, ...]
    nothing: bool = False


@dataclass(frozen=True)
class Confirm(Event):
    """A destructive action waits for yes or no (``reviewing``: a record is gone through,
    so nothing is saved on quitting). ``saving`` and ``problem``: what became of the game
    at its last save, as in ``Goodbye`` (asked before quitting or a new game)."""

    action: str  # "resign", "new", "quit", "draw"
    reviewing: bool = False
    saving: str = "saved"
    problem: FileTrouble | None = None


@dataclass(frozen=True)
class Cancelled(Event):
    action: str


@dataclass(frozen=True)
class DrawOffer(Event):
    """The computer's answer to a draw offer, or a human's offer to the other."""

    accepted: bool | None  # None: waiting for the other human


@dataclass(frozen=True)
class Saved(Event):
    path: str


@dataclass(frozen=True)
class Loaded(Event):
    path: str
    moves: int


class FileTrouble(Enum):
    """Why a file cannot be read, used or written: each is a reason ``phrases`` says in
    words (a ``FileProblem``'s, a ``SaveFailed``'s, the settings file's)."""

    DISK_FULL = "disk-full"
    READ_ONLY = "read-only"  # access to the file or its folder is denied
    NOT_FOUND = "not-found"
    IS_A_FOLDER = "is-a-folder"
    NOT_A_FOLDER = "not-a-folder"  # part of the path
    TOO_LARGE = "too-large"
    NOT_TEXT = "not-text"
    NOT_A_FILE = "not-a-file"
    UNREADABLE = "unreadable"
    NO_GAME = "no-game"  # a PDN file with no game in it
    BAD_MOVE = "bad-move"  # a record's move cannot be played
    BAD_POSITION = "bad-position"  # a record's starting position cannot be read
    NOT_DRAUGHTS = "not-draughts"  # a record of another game, where draughts is played
    BAD_NAME = "bad-name"  # not a possible file name
    SYNTAX = "syntax"  # the settings file has a mistake (on its ``line``)
    ENCODING = "encoding"  # the settings file is not text in UTF-8
    OTHER = "other"  # none of these: the system's own words say it

    @classmethod
    def named(cls, kind: str) -> FileTrouble:
        """The trouble a reader names in a word (``PdnFileError.kind``); OTHER for a word
        that names none."""
        try:
            return cls(kind)
        except ValueError:
            return cls.OTHER


@dataclass(frozen=True)
class FileProblem(Event):
    """A file cannot be used. ``kind`` names the reason for ``phrases``; ``detail`` is
    the technical part, said on "more"; ``move`` is the move a record cannot play
    ("12. c3-d4")."""

    path: str
    detail: str
    kind: FileTrouble = FileTrouble.OTHER
    move: str = ""


@dataclass(frozen=True)
class SettingShown(Event):
    name: str
    value: str
    changed: bool = False
    kept: bool = False  # changed for the next starts too, not for this game only
    #: changed, for the next game: the game in progress keeps the rules it began with
    later: bool = False
    #: the game whose levels a level is named by (each board size has its own)
    rules: AnyRules | None = None


@dataclass(frozen=True)
class SettingsShown(Event):
    """Every setting: ``summed_up`` in one sentence, ``detailed`` on "more"; each as
    (name, value as ``settings.setting_text`` gives it)."""

    summed_up: tuple[tuple[str, str], ...]
    detailed: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class SettingRejected(Event):
    name: str
    value: str


@dataclass(frozen=True)
class HelpShown(Event):
    commands: tuple[str, ...] = field(default=())
    rules: AnyRules | None = None  # the game played: how its moves are typed


@dataclass(frozen=True)
class NothingToRepeat(Event):
    pass


@dataclass(frozen=True)
class NoMoreDetail(Event):
    pass


@dataclass(frozen=True)
class Goodbye(Event):
    """The program ends. ``state`` says what became of the game at its last save: "saved"
    (it can go on next time), "finished" (it is over and kept with the others), "kept"
    (unfinished, kept with the others but not offered at the next start),
    "next-time-only" (offered at the next start, but not kept with the others: its own
    file could not be written), "not-saved" (the last save failed), "nothing" (nothing
    was played or only a record was gone through). ``problem``: why a place failed."""

    saved_to: str = ""
    state: str = "saved"
    problem: FileTrouble | None = None


@dataclass(frozen=True)
class RepeatAsked(Request):
    """Say the last announcement again (the interface remembers it)."""


@dataclass(frozen=True)
class MoreAsked(Request):
    """Say the details of the last answer."""


@dataclass(frozen=True)
class ReviewAt(Event):
    """Going through a record: where it stands. ``ply`` of its ``total`` plies are
    played. Moves are counted as players count them, a move of each side to a number
    (move 5 is White's fifth and Black's answer): ``number`` is the move that comes next
    (at the end, the last one), of the record's ``moves``, and ``to_move`` makes it.
    ``following`` is the record's next move as it will be announced, when it is to be
    said (the player went to a move by its number)."""

    ply: int
    total: int
    number: int = 1
    moves: int = 0
    to_move: Color | None = None
    following: MoveMade | None = None


@dataclass(frozen=True)
class NothingToGoThrough(Event):
    """``forward``, ``back`` or ``goto`` when no record is being gone through."""


@dataclass(frozen=True)
class RecordOpened(Event):
    """A game of a file opened to be gone through (``dama --review``, ``games N``): the
    ``number``-th of the file's ``count``, of the game ``rules``, and what its tags say:
    the players and the result (said first), the event, site, date and round."""

    number: int
    count: int
    rules: AnyRules
    white: str
    black: str
    result: str
    event: str = ""
    site: str = ""
    date: str = ""
    round: str = ""

    @classmethod
    def of(cls, number: int, count: int, rules: AnyRules, record: GameRecord) -> RecordOpened:
        """The header of ``record``, game ``number`` of ``count`` in its file."""
        tags = record.tags
        return cls(number, count, rules, tags.get("White", ""), tags.get("Black", ""),
                   record.result, tags.get("Event", ""), tags.get("Site", ""),
                   tags.get("Date", ""), tags.get("Round", ""))


@dataclass(frozen=True)
class FileGameLine:
    """One game of a file gone through, as listed (a part of ``FileGamesShown``)."""

    number: int
    white: str
    black: str
    event: str  # names a game whose players are not named
    result: str
    first: Color  # the side that moves first in the game's rules: the result's first score

    @classmethod
    def of(cls, number: int, record: GameRecord, first: Color) -> FileGameLine:
        """The line of ``record``, game ``number`` in its file, of a game in which
        ``first`` moves first."""
        tags = record.tags
        return cls(number, tags.get("White", ""), tags.get("Black", ""),
                   tags.get("Event", ""), record.result, first)


@dataclass(frozen=True)
class FileGamesShown(Event):
    """The games of the file gone through, in the file's order; game ``open`` is on the
    board."""

    games: tuple[FileGameLine, ...]
    open: int


@dataclass(frozen=True)
class BrailleAsked(Request):
    """The board as braille cells, printed (for a reader that shows braille)."""


@dataclass(frozen=True)
class SaveFailed(Event):
    """The game could not be written; it goes on in memory. ``kind``: why; ``detail`` is
    the system's own words."""

    path: str
    kind: FileTrouble
    detail: str = ""
    #: the place that failed when the other was written: "games" (the game's own file:
    #: the autosave holds the game) or "autosave" (the game's own file holds it); ""
    #: when the game is in neither
    where: str = ""


@dataclass(frozen=True)
class GameOpenElsewhere(Event):
    """The game asked for (``at_start``: the saved game) is being played by another
    program now: it is left to that one, never written here."""

    path: str
    at_start: bool = False


@dataclass(frozen=True)
class ResumeOffered(Event):
    """A saved game waits: continue it? What it is, so the player knows which game."""

    rules: AnyRules | None = None
    player: Color | None = None  # the human's colour against the computer; None: two humans
    level: int = 0
    moves: int = 0  # plies played
    to_move: Color | None = None
    date: str = ""  # as the record gives it: 2026.11.24


@dataclass(frozen=True)
class AnswerYesOrNo(Event):
    """Something other than yes or no came to a yes-or-no question: it is asked again."""


@dataclass(frozen=True)
class SaveSetAside(Event):
    """A saved file that cannot be read was moved out of the way (never overwritten)."""

    path: str
    moved_to: str
    detail: str = ""


@dataclass(frozen=True)
class ClockStarted(Event):
    """The game has a clock: said at its start."""

    minutes: float
    increment: float
    white_seconds: float
    black_seconds: float


@dataclass(frozen=True)
class KeptGameLine:
    """One game of the library, as listed (a part of ``KeptGamesShown``, not an event)."""

    number: int
    date: str  # 2026.11.24
    time: str  # 15:30:12
    variant: str  # the game's id
    plies: int
    result: str


@dataclass(frozen=True)
class KeptGamesShown(Event):
    """The kept games, newest first."""

    games: tuple[KeptGameLine, ...]


@dataclass(frozen=True)
class LineTooLong(Event):
    """A line of input longer than a session reads (``limit`` characters): none of it
    was done."""

    limit: int


@dataclass(frozen=True)
class PositionNotRead(Event):
    """A FEN (in the games on boards of points, a position string) that gives no
    position: ``part`` is the piece of it that is wrong ('' when its shape is);
    ``impossible``: it reads, but the rules of ``rules`` do not allow the position."""

    text: str
    rules: AnyRules
    part: str = ""
    impossible: bool = False

    @classmethod
    def of(cls, text: str, rules: AnyRules, error: NotationError) -> PositionNotRead:
        """What reading ``text`` in a game of ``rules`` raised, as an event."""
        if isinstance(error, FenError):
            return cls(text, rules, error.part, error.impossible)
        return cls(text, rules)


@dataclass(frozen=True)
class EndgameDatabaseBuilding(Event):
    """The endgame database is being built in the background, started by this game (said
    once: the computer plays from it as soon as it is there)."""


@dataclass(frozen=True)
class SpeechLost(Event):
    """The speech backend stopped answering mid-game: the game goes on in text."""

    reason: Cause | None = None  # technical, from the speech system: said on request only


class SettingsTrouble(Enum):
    """What is wrong with the settings (``SettingsProblem.kind``)."""

    UNREADABLE = "unreadable"
    BAD_VALUE = "bad-value"
    UNKNOWN_KEY = "unknown-key"
    NOT_SAVED = "not-saved"


@dataclass(frozen=True)
class SettingsProblem(Event):
    """Something about the settings the player must hear (said at the start):

    - UNREADABLE: the file at ``path`` cannot be read (``why``: SYNTAX with the
      ``line`` of the mistake, ENCODING, NOT_TEXT, TOO_LARGE, or another trouble such
      as IS_A_FOLDER or READ_ONLY); the defaults hold for now. ``moved_to`` is where the
      file was set aside ("": it could not be, so it is left as it is and the settings
      are not kept);
    - BAD_VALUE: ``key = value`` (on ``line`` of ``path``; no path: given on the
      command line or set in the game) cannot be used; ``used`` is what holds instead;
    - UNKNOWN_KEY: ``key`` on ``line`` is no setting, and is left out;
    - NOT_SAVED: the settings cannot be written (``why``: such as READ_ONLY or
      DISK_FULL); they hold for this run only.

    ``detail`` is the technical part, said on "more".
    """

    kind: SettingsTrouble
    path: str
    line: int = 0
    key: str = ""
    value: str = ""
    used: str = ""
    why: FileTrouble | None = None
    moved_to: str = ""
    detail: str = ""


@dataclass(frozen=True)
class LastMovesShown(Event):
    """The last ``moves`` of the game, short ("poslední tři tahy", "last 3 moves"):
    ``before`` is the position before the first of them, ``first_ply`` its ply in the
    game (for the move numbers)."""

    before: AnyPosition
    moves: tuple[Move, ...]
    first_ply: int


@dataclass(frozen=True)
class ResultShown(Event):
    """How the game ended ("kdo vyhrál?", "who won?"): its ``outcome``; for a record gone
    through that ends with no outcome on the board, the ``result`` its tags give; when
    the game goes on, ``to_move`` and the ``move_number``."""

    outcome: Outcome | None
    player: Color | None
    result: str = ""
    first: Color = WHITE
    to_move: Color | None = None
    move_number: int = 0


@dataclass(frozen=True)
class OpponentShown(Event):
    """Who plays ("s kým hraju?", "who is my opponent"): the computer at ``level`` with
    the player's colour ``player``, two players at one keyboard (``level`` 0), or the
    players of a record gone through (``record``: its White and Black as written). The
    level is named by the levels of ``rules``' board."""

    level: int
    player: Color | None
    record: bool = False
    white: str = ""
    black: str = ""
    event: str = ""
    rules: AnyRules | None = None


@dataclass(frozen=True)
class ThreatsShown(Event):
    """What ``attacker`` could take were it its move ("hrozí mi něco?", "is my man on 20
    safe?"): its ``captures`` in ``position``, and of the pieces they take those
    ``unprotected``: some capture of them cannot be answered by a capture back. With
    ``square``: the question was about the piece there (the captures listed take it)."""

    position: AnyPosition
    attacker: Color
    captures: tuple[Move, ...]
    unprotected: tuple[Square, ...]
    square: Square | None = None


@dataclass(frozen=True)
class SteppedTo(Event):
    """Stepping through the moves while a game goes on, without leaving it: the position
    after ``ply`` of the game's plies is looked at. ``made`` is the move stepped over
    (going ``back``, the one played from here; going forward, the one just played),
    ``number`` its number as players count them. With no ``made``: back in the game as
    it stands, move ``number`` with ``to_move`` to move."""

    ply: int
    number: int
    made: MoveMade | None
    back: bool = False
    to_move: Color | None = None


# ---------------------------------------------------------------- lessons of the rules


@dataclass(frozen=True)
class LessonStep(Event):
    """Step ``number`` of ``total`` of the lesson of ``rules``' game: what it teaches,
    and, for a step to try, its ``position`` (None: nothing to try). ``again``: said
    again at the player's request."""

    rules: AnyRules
    number: int
    total: int
    step: Step
    position: AnyPosition | None = None
    again: bool = False


@dataclass(frozen=True)
class LessonRight(Event):
    """The move tried answers the step: praised; ``outcome``: how the step's game ended
    with it, if it did."""

    rules: AnyRules
    step: Step
    move: Move
    position: AnyPosition
    outcome: Outcome | None = None


@dataclass(frozen=True)
class LessonNotAsked(Event):
    """A legal move that is not what the step asks (``to_try``: the step has a move to
    make; else it has nothing to try, or it was made already)."""

    rules: AnyRules
    step: Step
    move: Move
    position: AnyPosition
    to_try: bool = True


@dataclass(frozen=True)
class LessonTryAgain(Event):
    """After a refused move in a lesson: try again (``to_try``), or go on."""

    rules: AnyRules
    step: Step
    to_try: bool = True


@dataclass(frozen=True)
class LessonHint(Event):
    """The moves that answer the step (none: it has nothing to try now)."""

    rules: AnyRules
    step: Step
    moves: tuple[Move, ...]
    position: AnyPosition


@dataclass(frozen=True)
class LessonWaits(Event):
    """A command that waits until the lesson ends (it changes the game on the table)."""

    command: str


@dataclass(frozen=True)
class LessonEnded(Event):
    """The lesson is over: all its steps gone through (``finished``), or stopped."""

    rules: AnyRules
    finished: bool = True


@dataclass(frozen=True)
class NoLesson(Event):
    """No lesson for ``rules``' game (``running`` False: "stop lesson" with none going)."""

    rules: AnyRules
    running: bool = True


@dataclass(frozen=True)
class RuleAnswered(Event):
    """A question of the rules of ``rules``' game on ``topic``, answered from the step of
    its lesson that teaches it (None: the game's rules do not speak of it)."""

    rules: AnyRules
    topic: str
    step: Step | None = None


@dataclass(frozen=True)
class RuleComparison(Event):
    """How the rules of ``rules`` differ from those of ``other``."""

    rules: AnyRules
    other: AnyRules


# ---------------------------------------------------------------- puzzles


@dataclass(frozen=True)
class PuzzleShown(Event):
    """A puzzle is set: the side to move wins ``men`` pieces (or the game, ``game``)."""

    number: int  # which of the variant's puzzles (from 1)
    total: int  # how many the variant has
    grade: int
    position: AnyPosition
    men: int
    game: bool
    solved: int  # puzzles of the variant solved before
    rules: AnyRules


@dataclass(frozen=True)
class PuzzleAnswer(Event):
    """The player's move in a puzzle, judged. Right: ``done`` when the puzzle is solved
    (then ``men``/``game`` say what it won), else the defence follows. Wrong: the move
    is taken back; ``loses`` pieces it loses (0: it wins nothing), shown by ``reply``,
    the opponent's answer, which takes on ``taken``."""

    position: AnyPosition  # before the move
    move: Move
    right: bool
    done: bool = False
    men: int = 0
    game: bool = False
    loses: int = 0
    reply: Move | None = None
    taken: tuple[Square, ...] = ()


@dataclass(frozen=True)
class PuzzleGoesOn(Event):
    """After the defence: the player moves again."""


@dataclass(frozen=True)
class PuzzleHint(Event):
    """A hint: first the piece to move and the idea (``kind``: "sacrifice", "quiet",
    or "capture": the capture that collects the gain), then (``step`` 2 and on) where it
    goes."""

    position: AnyPosition
    start: Square
    end: Square
    kind: str
    step: int


@dataclass(frozen=True)
class PuzzleSolution(Event):
    """The solution, from the position the player is at."""

    position: AnyPosition
    moves: tuple[Move, ...]
    men: int
    game: bool


@dataclass(frozen=True)
class PuzzleSolved(Event):
    """A puzzle done: ``solved`` in the variant so far, the grade of the next one and
    whether it went up; ``shown``: the solution was shown, so it does not count."""

    solved: int
    grade: int
    up: bool
    shown: bool = False


@dataclass(frozen=True)
class NoPuzzle(Event):
    """No puzzle to give: the game has none (``rules``), every one is solved
    (``all_solved``), or a hint or the solution was asked with no puzzle set."""

    rules: AnyRules
    all_solved: bool = False
    not_set: bool = False


#: what happened on the network, each kind one sentence (``NetworkNews``)
NetworkKind = Literal[
    "waiting", "connected", "chat", "chat-sent", "draw-offered", "draw-sent", "draw-declined",
    "takeback-asked", "takeback-sent", "takeback-declined", "takeback-unsupported",
    "dropped", "too-slow", "silent", "bad-message", "unexpected", "illegal-move", "ended",
    "their-turn", "no-network", "refused", "refused-version", "no-opponent", "cannot-connect",
    "other-refused", "resumed-position", "ask-host", "ask-join", "join-how", "bad-address",
    "already", "back-to-game", "wait-again", "waiting-again", "draughts-only", "leaving",
]


@dataclass(frozen=True)
class NetworkNews(Event):
    """Something of the game over the network: a message of the opponent, the
    connection, an answer of theirs. ``text``: the opponent's words, a move, an address
    or a reason; ``number``: a move number or a port."""

    kind: NetworkKind
    text: str = ""
    number: int = 0
