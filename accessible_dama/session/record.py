"""The game's record on disk: written after every move to the game's own file in the
games folder and to the autosave, copies saved by name, the saved game offered at the
start, and records read back (see ``store`` for where each is kept).

The two places are written one apart from the other, so that one that fails does not lose
the game; a failed write is said every time, and the game goes on in memory. What the
player is told of the game's saving (the quit and new-game questions, the goodbye) is
derived from the last save's real result (``kept``).

A game being played belongs to this program: it holds the lock of the game's own file
for the life of the game. A game that another program plays is never taken over, and
the autosave is not written over while it holds such a game.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from accessible_dama.notation import NotationError, PdnGame, write_pdn
from accessible_dama.notation.pdn import (
    MovesBuilder,
    ReplayFailure,
    detect_file_variant,
    detect_variant,
    irregular_notes,
    read_file_games,
    read_pdn_file,
    write_result,
)
from accessible_dama.notation.text import detect_game, record_of, replay, start_of
from accessible_dama.rules import BLACK, WHITE, Color, Move, Rules
from accessible_dama.rules.registry import AnyPosition, AnyRules
from accessible_dama.session import events
from accessible_dama.session.lock import GameLock
from accessible_dama.session.settings import Settings, data_dir
from accessible_dama.session.store import (
    AUTOSAVE_NAME,
    GAME_FILE_TAG,
    GameStore,
    atomic_write,
    problem_kind,
)
from accessible_dama.session.table import Table
from accessible_dama.session.timing import Timing

#: a part of a game before a position was set on a board: (start, moves, note, the
#: irregular moves left to stand in it as ``Game.irregular``)
Part = tuple[AnyPosition, list[Move], str, dict[int, str]]


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


@dataclass(frozen=True)
class ReadRecord:
    """A game read from a file: its rules, where it starts and its moves, the parts of it
    before a position was set on a board, and its tags."""

    rules: AnyRules
    start: AnyPosition
    moves: list[Move]
    earlier: list[Part]
    tags: dict[str, str]
    irregular: dict[int, str] = field(default_factory=dict)  # as ``Game.irregular``


class Recorder:
    """The record of the game on ``table``, and the files it is written to."""

    def __init__(self, table: Table, timing: Timing, save_path: Path,
                 wall_clock: Callable[[], float]) -> None:
        self.table = table
        self.timing = timing
        self.save_path = save_path
        self.store = GameStore(save_path, wall_clock=wall_clock)
        self.wall_clock = wall_clock
        self.game_file: str | None = None  # this game's own file in the games folder
        # the lock of the game file held: this game's, or the saved game's offered at the
        # start until the answer
        self._lock: GameLock | None = None
        self.started_at = wall_clock()
        self.problem: events.SaveFailed | None = None  # the last save's failure, if any
        # where the last save put the game: its own file, the autosave
        self.in_games = False
        self.in_autosave = False
        # whether the autosave now holds this session's game: before the first write, a
        # game found there is kept in the games folder, so that nothing is overwritten
        self.owns_autosave = False
        self.earlier: list[Part] = []

    # ------------------------------------------------------------ this game

    def new_game(self) -> None:
        """Another game takes this one's place: this one stays in its own file (and is
        let go of), the next gets its own. A game that is only in the autosave (its own
        file could not be written) stays there: it is kept before the autosave is
        written again."""
        if not self.in_games:
            self.owns_autosave = False
        self.game_file = None
        self.let_go()
        self.in_games = self.in_autosave = False
        self.earlier = []
        self.started_at = self.wall_clock()

    def let_go(self) -> None:
        """Let go of the lock held, if any: the game is free for another program."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def end_part(self, note: str) -> None:
        """The game so far becomes an earlier part of the record, with ``note`` (a
        position is set on a board and the game goes on from it)."""
        game = self.table.game
        self.earlier.append((game.start.copy(), list(game.moves), note, dict(game.irregular)))

    def claim(self, path: Path, found: ReadRecord) -> GameLock | events.GameOpenElsewhere | None:
        """Before the record read from ``path`` becomes this game: the lock of the game's
        own file (the file itself when it is in the games folder, else the one its tag
        names), or that another program plays it; None when it has no file (it gets a new
        one). A copy of a game open elsewhere goes on in a file of its own."""
        games = self.store.games.resolve()
        own = path.parent.resolve() == games
        name = path.name if own else _game_file_name(found.tags.get(GAME_FILE_TAG, ""))
        if name is None or not (self.store.games / name).is_file():
            return None
        if self._lock is not None and self._lock.name == name:
            held, self._lock = self._lock, None  # this game's, or the one offered
            return held
        try:
            lock = self.store.claim(name)
        except OSError:
            return None  # the games folder cannot be written: said at the next save
        if lock is None and (own or path.resolve() == self.save_path.resolve()):
            return events.GameOpenElsewhere(str(path))
        return lock

    def take_over(self, path: Path, found: ReadRecord, lock: GameLock | None) -> None:
        """The record read from ``path`` is this game's: its earlier parts, its date and
        its own file (whose ``lock``, from ``claim``, is held)."""
        self.earlier = found.earlier
        self.let_go()
        self._lock = lock
        self.game_file = lock.name if lock is not None else None
        tags = found.tags
        date = tags.get("Date", "").replace(".", "-") + " " + tags.get("Time", "")
        try:
            self.started_at = time.mktime(time.strptime(date.strip(), "%Y-%m-%d %H:%M:%S"))
        except (ValueError, OverflowError):
            pass

    def save(self) -> list[events.Event]:
        """After every move: the game in its own file and in the autosave, each written
        atomically (a kill never leaves half a file) and each apart from the other (one
        that fails does not keep the game from the other). The autosave is not written
        over while it holds a game another program plays. A failure is said every time,
        and the game goes on in memory."""
        if self.table.reviewing or self.table.training:
            return []
        game = self.table.game
        played = bool(game.moves or self.earlier)
        if self._lock is not None and self._lock.name != self.game_file:
            self.let_go()  # the saved game offered at the start was not taken
        failed: list[OSError] = []
        in_games = False
        if played:
            try:
                if self.game_file is None:
                    self._lock = self.store.new_game_file(self.table.rules.id)
                    self.game_file = self._lock.name
                self.store.write_game_file(self.pdn(), self.game_file)
                in_games = True
            except OSError as e:
                failed.append(e)
        in_autosave = False
        try:
            if not self.owns_autosave:
                self._keep_what_the_autosave_holds()
                self.owns_autosave = True
            if not self._autosave_is_another_programs():
                self.store.write_autosave(self.pdn())
                in_autosave = True
        except OSError as e:
            failed.append(e)
        self.in_games, self.in_autosave = in_games, in_autosave
        if not failed:
            self.problem = None
            return []
        first = failed[0]
        where = "games" if in_autosave else "autosave" if in_games else ""
        self.problem = events.SaveFailed(str(first.filename or self.save_path),
                                         problem_kind(first), first.strerror or str(first), where)
        return [self.problem]

    def _autosave_is_another_programs(self) -> bool:
        """Whether the autosave holds a game that another program plays now."""
        name = _game_file_name(self.store.autosave_game_file() or "")
        return (name is not None and name != self.game_file
                and self.store.open_elsewhere(name))

    def save_copy(self, args: tuple[str, ...]) -> list[events.Event]:
        """``save NAME`` writes the game there; ``save`` alone, a new dated file among
        the saved copies (never over another file)."""
        try:
            if not args:
                return [events.Saved(str(self.store.keep_copy(self.pdn(), self.table.rules.id)))]
            path = Path(" ".join(args)).expanduser()
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(path, self.pdn())
        except ValueError as e:  # a NUL byte in the name
            return [events.FileProblem(" ".join(args)[:80], str(e), events.FileTrouble.BAD_NAME)]
        except OSError as e:
            return [events.FileProblem(e.filename or " ".join(args), e.strerror or str(e),
                                       problem_kind(e))]
        return [events.Saved(str(path))]

    def kept(self) -> tuple[str, events.FileTrouble | None]:
        """What became of the game at the last save, as a ``Goodbye``'s state and
        problem: "saved" (its own file and the autosave: it is offered next time),
        "finished" (over, in its own file), "kept" (unfinished, in its own file only: the
        autosave failed, or holds a game another program plays), "next-time-only" (the
        autosave only: its own file failed), "not-saved" (neither), "nothing" (nothing
        played, or a record gone through); the problem is the failure's kind."""
        game = self.table.game
        if self.table.reviewing or not (game.moves or self.earlier):
            return "nothing", None
        problem = self.problem.kind if self.problem is not None else None
        if self.in_games:
            if game.outcome is not None:
                return "finished", None
            return ("saved" if self.in_autosave else "kept"), None
        return ("next-time-only" if self.in_autosave else "not-saved"), problem

    def goodbye(self) -> events.Goodbye:
        """The last words: the truth about what became of the game."""
        state, problem = self.kept()
        where = self.store.games / (self.game_file or "")
        return events.Goodbye(str(where if state in ("finished", "kept") else self.save_path),
                              state, problem)

    def pdn(self) -> str:
        """The whole game as PDN: the earlier parts (if a position was set on a board),
        each a game of its own, then the part being played."""
        game = self.table.game
        parts = [(start, moves, note, "*", irregular)
                 for start, moves, note, irregular in self.earlier]
        parts.append((game.start, game.moves, "", write_result(game.outcome, game.rules.first),
                      game.irregular))
        records = []
        for number, (start, moves, note, result, irregular) in enumerate(parts, 1):
            tags = self._tags()
            if len(parts) > 1:
                tags["Round"] = f"part {number} of {len(parts)}"
            if note:
                tags["Annotator"] = note
            records.append(record_of(start, moves, tags, result, irregular))
        return write_pdn(records)

    def _tags(self) -> dict[str, str]:
        settings, player = self.table.settings, self.table.player
        computer = f"computer level {settings.level}"
        started = time.localtime(self.started_at)
        tags = {
            "Event": "accessible_dama",
            "Date": time.strftime("%Y.%m.%d", started),
            "Time": time.strftime("%H:%M:%S", started),
            "White": "player" if player in (None, WHITE) else computer,
            "Black": "player" if player in (None, BLACK) else computer,
            "Opponent": settings.opponent,
            **self._names(),
            "Level": str(settings.level),
            **self.timing.tags(),
        }
        if self.game_file:
            tags[GAME_FILE_TAG] = self.game_file
        return tags

    def _names(self) -> dict[str, str]:
        """Both players' names in a game over the network (the opponent is no computer)."""
        names = self.table.names
        if names is None:
            return {}
        return {"White": names[0], "Black": names[1], "Opponent": "network"}

    # ------------------------------------------------------------ the autosave

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
        found = detect_game(games[-1])
        reserved = self.store.new_game_file(found.id if found is not None else "game")
        try:
            self.store.write_game_file(write_pdn(games), reserved.name)
        finally:
            reserved.release()

    def saved_game(self, plays: Callable[[AnyRules], bool]) -> tuple[list[events.Event],
                                                           events.ResumeOffered | None]:
        """At the start: what to say about the saved game (a file that cannot be read is
        set aside), and the offer to go on with it when it is unfinished. Temporary files
        that killed writes left are removed first."""
        self.store.clean_leftovers()
        games = self._autosave_games()
        if games is None:
            return self._set_aside(""), None
        if not games or games[-1].result != "*" or not any(g.moves for g in games):
            return [], None
        found = replay(games[-1])
        if isinstance(found, ReplayFailure):
            return self._set_aside(str(found)), None
        rules, moves = found
        if not plays(rules):
            return [], None
        tags = games[-1].tags
        name = _game_file_name(tags.get(GAME_FILE_TAG, ""))
        if name is not None and (self.store.games / name).is_file():
            try:
                lock = self.store.claim(name)
            except OSError:
                lock = None  # the games folder cannot be written: offered all the same
            else:
                if lock is None:  # played in another window now: left to it
                    return [events.GameOpenElsewhere(str(self.save_path), at_start=True)], None
            self.let_go()
            self._lock = lock  # held until the answer
        level = tags.get("Level", "")
        player: Color | None = None
        if tags.get("Opponent") != "human":
            player = BLACK if tags.get("White", "").startswith("computer") else WHITE
        start = start_of(games[-1], rules)
        to_move = start.turn if len(moves) % 2 == 0 else not start.turn
        return [], events.ResumeOffered(rules, player, int(level) if level.isdigit() else 0,
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

    def _set_aside(self, detail: str) -> list[events.Event]:
        try:
            moved = self.store.set_aside(self.save_path)
        except OSError as e:
            return [events.FileProblem(str(self.save_path), e.strerror or str(e), problem_kind(e))]
        return [events.SaveSetAside(str(self.save_path), str(moved), detail[:300])]

    # ------------------------------------------------------------ reading a record

    def read(self, path: Path,
             plays: Callable[[AnyRules], bool]) -> ReadRecord | events.FileProblem:
        """The game of a PDN file (the file's last part, with the parts before it), or
        what is wrong with the file."""
        games = games_in_file(path)
        if isinstance(games, events.FileProblem):
            return games
        # a game set on a board goes on in the file's last part
        found = record_in(games, len(games), str(path), plays)
        if isinstance(found, events.FileProblem):
            return found
        earlier: list[Part] = []
        for part in games[:-1]:
            done = replay(part, found.rules)
            if not isinstance(done, ReplayFailure):
                earlier.append((start_of(part, found.rules), done[1],
                                part.tags.get("Annotator", ""), _irregular_in(part, done[1])))
        return replace(found, earlier=earlier)


def games_in_file(path: Path) -> list[PdnGame] | events.FileProblem:
    """The games of a PDN file, or what is wrong with the file (one with no game too)."""
    shown = str(path)
    try:
        games = list(read_pdn_file(path))
    except OSError as e:
        return events.FileProblem(shown, e.strerror or str(e), problem_kind(e))
    except NotationError as e:
        return events.FileProblem(shown, str(e),
                                  events.FileTrouble.named(getattr(e, "kind", "other")))
    except ValueError as e:  # a NUL byte in the name
        return events.FileProblem(shown[:80], str(e), events.FileTrouble.BAD_NAME)
    if not games:
        return events.FileProblem(shown, "", events.FileTrouble.NO_GAME)
    return games


def record_in(games: Sequence[PdnGame], number: int, shown: str,
              plays: Callable[[AnyRules], bool],
              in_file: Rules | None = None) -> ReadRecord | events.FileProblem:
    """Game ``number`` (from 1) of the ``games`` of the file ``shown``, replayed (with no
    earlier parts), or why it cannot be. ``in_file``: the variant of the file's games
    that name none (``detect_file_variant``)."""
    record = games[number - 1]
    found = replay(record, detect_game(record, in_file=in_file))
    if isinstance(found, ReplayFailure):
        if found.ply == 0:
            return events.FileProblem(shown, str(found), events.FileTrouble.BAD_POSITION)
        dots = "..." if found.second_of_pair else "."
        return events.FileProblem(shown, str(found), events.FileTrouble.BAD_MOVE,
                                  f"{found.move_number}{dots} {found.text}")
    rules, moves = found
    if not plays(rules):
        return events.FileProblem(shown, rules.id, events.FileTrouble.NOT_DRAUGHTS)
    return ReadRecord(rules, start_of(record, rules), moves, [], record.tags,
                      _irregular_in(record, moves))


def _irregular_in(record: PdnGame, moves: list[Move]) -> dict[int, str]:
    """The irregular moves left to stand among the ``moves`` replayed of ``record``."""
    return {ply: note for ply, (note, _) in irregular_notes(record).items()
            if ply < len(moves)}


@dataclass(frozen=True)
class FileOfGames:
    """A PDN file whose games are gone through one by one (``dama --review``)."""

    path: Path
    games: tuple[PdnGame, ...]
    variant: Rules | None  # of its games that name none

    @classmethod
    def read(cls, path: Path) -> FileOfGames | events.FileProblem:
        """The games of the file at ``path``, or what is wrong with it."""
        games = games_in_file(path)
        if isinstance(games, events.FileProblem):
            return games
        return cls(path, tuple(games), detect_file_variant(games))

    def record(self, number: int,
               plays: Callable[[AnyRules], bool]) -> ReadRecord | events.FileProblem:
        """Game ``number`` (from 1), replayed, or why it cannot be."""
        return record_in(self.games, number, str(self.path), plays, self.variant)

    def header(self, number: int, rules: AnyRules) -> events.RecordOpened:
        """What game ``number`` (from 1), of the game ``rules``, is: its players, result, event,
        site and date."""
        return events.RecordOpened.of(number, len(self.games), rules, self.games[number - 1])

    def listed(self, open_number: int, rules: AnyRules) -> events.FileGamesShown:
        """The file's games, one line each; game ``open_number``, of the game ``rules``,
        is on the board (a game whose variant nothing tells is taken to be of those)."""
        return events.FileGamesShown(tuple(
            events.FileGameLine.of(n, g, (detect_variant(g, None, self.variant) or rules).first)
            for n, g in enumerate(self.games, 1)), open_number)


def players_of(tags: dict[str, str], settings: Settings) -> Settings:
    """``settings`` with who played whom, and at which level, as a record's tags say."""
    if tags.get("Opponent") in ("computer", "human"):
        settings = replace(settings, opponent=tags["Opponent"])
    level = tags.get("Level", "")
    if level.isascii() and level.isdigit() and 1 <= int(level) <= 10:
        settings = replace(settings, level=int(level))
    if tags.get("White", "").startswith("computer"):
        settings = replace(settings, play_white=False)
    elif tags.get("Black", "").startswith("computer"):
        settings = replace(settings, play_white=True)
    return settings


def resumable(path: Path | None = None) -> bool:
    """Whether an unfinished saved game waits at ``path`` (the autosave by default)."""
    try:
        games = list(read_file_games(path or autosave_path(), MovesBuilder))
    except (OSError, NotationError):
        return False
    return bool(games) and games[-1].result == "*" and bool(games[-1].moves)


def _game_file_name(name: str) -> str | None:
    """A game file's name from a tag, when it is a plain name in the games folder."""
    name = name.strip()
    if re.fullmatch(r"[\w.-]{1,120}\.pdn", name, re.ASCII) and not name.startswith("."):
        return name
    return None
