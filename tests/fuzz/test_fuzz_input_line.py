"""Fuzz entry point of the input line: ``Session.handle`` over any text.

Whatever the player types (any code point, controls, bidi marks, lone surrogates, digits
of other scripts, a megabyte, the game's own words in any order), no exception escapes,
every line that is not blank gets an answer, and everything the player is told is short
lines with no control character: at most 300 characters each, one line for each answer
that quotes the player.

The same holds through whole games: every game the program plays, in both languages,
with the game clock running (time moves on between lines, so flags fall while a question
waits too) and warnings on, lines of every kind (``lines.PlayerLines``) typed one after
another, the program quit and started again now and then, part of it through the line
app itself (long answers in parts, the history file, an output of any encoding). The
default run types ``GAME_LINES`` lines, the long one (``-m slow``) ``GAME_LINES_LONG``.
"""

from __future__ import annotations

import io
import random
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.cli.app import App, open_history, plain_writer
from accessible_dama.notation.text import write_position
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import Move, Reason
from accessible_dama.session.core import Session
from accessible_dama.session.events import (
    AnswerYesOrNo,
    Event,
    FileProblem,
    IllegalMove,
    LineTooLong,
    NotUnderstood,
    PositionNotRead,
    SettingRejected,
)
from accessible_dama.session.settings import Settings
from accessible_dama.understand import COMMANDS
from accessible_dama.understand.lexicon import VOCABULARIES
from tests.clocks import HandClock

from .budget import GAME_LINES, GAME_LINES_LONG, LONG, QUICK
from .lines import ALL_GAMES, LANGUAGES, PlayerLines

LONGEST_LINE = 300
#: answers that quote what the player typed: each is one line
QUOTING = (NotUnderstood, LineTooLong, PositionNotRead, IllegalMove,
           SettingRejected, FileProblem)
GAMES = ("czech", "english", "international", "brazilian", "mill", "alquerque",
         "alquerque-modified", "vietnamese")

WORDS = sorted(
    {w for c in COMMANDS.values() for ws in c.words.values() for w in ws}
    | {w for v in VOCABULARIES.values()
       for table in (v.files, v.units, v.numbers, v.tens, v.ordinals) for w in table}
    | {w for v in VOCABULARIES.values() for w in (*v.capture, *v.to, *v.from_, *v.polite)}
    | {f"{f}{r}" for f in "abcdefghij" for r in range(1, 11)}
    | {str(n) for n in range(0, 51)}
    | {"ano", "ne", "yes", "no", "?", "x", "-", "W:W21-32:B1-12", "W:W²1:B5", "B:WKc3:Bd6",
       "❸", "⓹", "፮", "²", "٣", "9" * 4301, "\x00", "\u202e", "\u200d", "\ud800", "\x1b[2J",
       "\t", "\r", "\u2028", "\ufeff", "čtyři", "ŘADA"}
)
WORDY = st.lists(
    st.tuples(st.sampled_from(WORDS), st.sampled_from([" ", "", ", ", "-", ":", "\t"])),
    max_size=10,
).map(lambda parts: "".join(w + s for w, s in parts))
ANY_CHARACTER = st.characters(blacklist_categories=())  # controls and surrogates too
LINE = st.one_of(
    WORDY,
    st.text(ANY_CHARACTER, max_size=60),
    st.text(max_size=40),
    st.text(ANY_CHARACTER, min_size=480, max_size=520),  # either side of the limit
    st.builds(lambda part, times: part * times, WORDY, st.integers(1, 400)),
    st.sampled_from(["x" * 1_000_000, "c3 " * 1000, " ".join(["a"] * 1000), "\x00" * 600]),
)


class SandboxedSession(Session):
    """A session whose file commands stay inside its own folder, whatever name the
    fuzzer types (the rest of every command runs as it is)."""

    def command(self, name: str, args: tuple[str, ...]) -> list[Event]:
        if name in ("save", "load") and args:
            base = Path(args[0]).name
            args = (str(self.save_path.parent / (base if base not in ("", ".", "..") else "x")),)
        return super().command(name, args)


def _check(renderer: Renderer, event: Event) -> None:
    """The event said as printable lines of at most ``LONGEST_LINE`` characters each, a
    longer one (a long scoresheet, a file's long name) in parts as the line app says it;
    one line for an answer that quotes the player."""
    lines = renderer.render(event).lines
    for line in lines:
        assert line.isprintable(), (event, line)
        assert all(len(part) <= LONGEST_LINE for part in renderer.in_parts(line)), (event, line)
    if isinstance(event, QUOTING):
        assert len(lines) == 1, (event, lines)


def _fuzz(folder: Path, budget: object) -> None:
    renderers = {lang: Renderer(lang) for lang in ("cs", "en")}

    @budget  # type: ignore[operator]
    @given(lang=st.sampled_from(["cs", "en"]), game=st.sampled_from(GAMES),
           computer=st.booleans(), lines=st.lists(LINE, min_size=1, max_size=4))
    def run(lang: str, game: str, computer: bool, lines: list[str]) -> None:
        home = Path(tempfile.mkdtemp(dir=folder))
        try:
            settings = Settings(lang=lang, variant=game, level=1, output="silent",
                                opponent="computer" if computer else "human")
            session = SandboxedSession(settings, save_path=home / "game.pdn",
                                       rng=random.Random(1), engine_depth=1)
            shown: list[str] = []
            app = App(session, shown.append)
            app.say(session.start())
            for line in lines:
                if session.quit_requested:
                    break
                before = len(shown)
                events = session.handle(line)
                assert events or not line.strip(), f"no answer to {line!r}"  # never silent
                app.say(events)
                assert all(len(s) <= LONGEST_LINE and s.isprintable() for s in shown[before:])
                for event in events:
                    for renderer in renderers.values():
                        _check(renderer, event)
        finally:
            shutil.rmtree(home, ignore_errors=True)

    run()


@pytest.fixture()
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, saved games and relative file names all under ``tmp_path``."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def test_no_input_line_crashes_the_session_and_every_answer_is_short(sandbox: Path) -> None:
    _fuzz(sandbox, QUICK)


@pytest.mark.slow
def test_no_input_line_crashes_the_session_long_run(sandbox: Path) -> None:
    _fuzz(sandbox, LONG)


# ---------------------------------------------------------------- whole games, long runs

#: how many lines a game is played for before the program is started anew with other
#: settings (the same folder: the saved game is offered)
LINES_A_SITTING = 250
#: the output encodings of the line app: a UTF-8 terminal, Windows consoles, plain ASCII
ENCODINGS = ("utf-8", "cp1250", "cp852", "iso-8859-2", "ascii")
#: the clock moves on between two lines by up to this many seconds (most often a little)
STEPS = (2.0, 15.0, 60.0, 600.0)


@dataclass
class Tally:
    """What a run went through."""

    lines: int = 0
    through_app: int = 0
    games: Counter[str] = field(default_factory=Counter)  # lines typed in each game
    languages: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    flags: int = 0  # games lost on time
    flags_while_asked: int = 0  # ... while a yes-or-no question waited
    warnings: int = 0  # moves that lose material, asked about
    restarts: int = 0  # the program started again on the same folder
    resumed: int = 0  # ... and the game left unfinished gone on with, as it was


class Sitting:
    """The program running for a while on one folder: a session with a hand-moved clock,
    and (``through_app``) the line app around it writing to an encoded stream and to the
    history file."""

    def __init__(self, home: Path, game: str, lang: str, rng: random.Random, clock: HandClock,
                 through_app: bool) -> None:
        settings = Settings(
            lang=lang, variant=game, level=rng.randint(1, 5), output="silent",
            opponent=rng.choice(["computer", "computer", "computer", "human"]),
            play_white=rng.random() < 0.5, warnings=True,
            clock_minutes=rng.choice([0.5, 2.0, 5.0, 15.0, 90.0]),
            clock_increment=rng.choice([0.0, 2.0, 10.0]))
        self.session = SandboxedSession(
            settings, save_path=home / "game.pdn", rng=random.Random(rng.random()),
            clock=clock, wall_clock=lambda: 1_790_000_000.0 + clock.now, engine_depth=1)
        self.app: App | None = None
        self.said: list[str] = []
        if through_app:
            self.encoding = rng.choice(ENCODINGS)
            self.stream = io.TextIOWrapper(io.BytesIO(), encoding=self.encoding)
            self.history_path = home / "history.txt"
            self.history = open_history(self.history_path)
            assert self.history is not None
            screen = plain_writer(self.stream)

            def write(line: str) -> None:
                self.said.append(line)
                screen(line)

            self.app = App(self.session, write, history=plain_writer(self.history))

    def say(self, events: list[Event]) -> None:
        """Tell the player: through the app, or rendered in both languages here."""
        if self.app is not None:
            self.app.say(events)
        else:
            _told(events)

    def begin(self, lines: PlayerLines, tally: Tally, left: Kept | None) -> None:
        """The start of the program: the saved game offered (answered by the lines that
        follow, asked again until one is yes or no), or a new game. The game ``left``
        unfinished when the program ended last is offered, and goes on as it was."""
        session = self.session
        notices, offer = session.saved_game()
        self.say(notices)
        assert offer is not None or left is None, f"{left} not offered: {notices}"
        if offer is None:
            self.say(session.start())
            return

        def read() -> str:
            line = lines.next(session)
            tally.lines += 1
            tally.kinds["answer to the saved game"] += 1
            tally.through_app += self.app is not None
            return line

        if self.app is not None:
            answer = self.app.ask(offer, read)
        else:
            while (answer := session.yes_or_no(read())) is None:
                _told([AnswerYesOrNo(), offer])
        self.say(session.resume() if answer else session.start())
        if answer and left is not None:
            assert kept(session) == left, "the game left is not the game resumed"
            tally.resumed += 1

    def type(self, line: str) -> None:
        """One line typed; every line that is not blank gets an answer."""
        session = self.session
        if self.app is None:
            events = session.handle(line)
            assert events or not line.strip(), f"no answer to {line!r}"
            _told(events)
            return
        before = len(self.said)
        self.app.handle(line)
        assert len(self.said) > before or not line.strip(), f"no answer to {line!r}"
        for said in self.said[before:]:
            assert len(said) <= LONGEST_LINE and said.isprintable(), said

    def tick(self) -> None:
        """What the clock thread of the line app does between lines."""
        self.say(self.session.tick())

    def end(self) -> Kept | None:
        """The program ends: the rest of a long answer is said, the game let go of; what
        was written reads back in its encoding, the history as whole printable lines.
        The game left to go on with next time, if it is unfinished."""
        session = self.session
        left = kept(session) if session.kept()[0] == "saved" else None
        session.close()
        if self.app is None:
            return left
        self.app.say_the_rest()
        self.stream.flush()
        self.stream.buffer.seek(0)
        self.stream.buffer.read().decode(self.encoding)
        assert self.history is not None
        self.history.close()
        history = self.history_path.read_text(encoding="utf-8").split("\n")
        assert all(line.isprintable() for line in history)
        return left


#: a game as it is kept to go on with: the game, where it started, its moves
Kept = tuple[str, str, tuple[Move, ...]]


def kept(session: Session) -> Kept | None:
    """The game of ``session`` as the next start should offer it: None when there is
    none to go on with (a game over, no move made, a record gone through)."""
    game = session.game
    if session.reviewing or game.outcome is not None or not game.moves:
        return None
    return session.rules.id, write_position(game.start), tuple(game.moves)


def _told(events: list[Event]) -> None:
    for event in events:
        for renderer in RENDERERS.values():
            _check(renderer, event)


RENDERERS = {lang: Renderer(lang) for lang in LANGUAGES}


def play_lines(home: Path, game: str, lang: str, seed: str, count: int, tally: Tally) -> None:
    """``count`` lines of ``PlayerLines`` typed into the program playing ``game`` in
    ``lang``, the clock moving on between them; the program is started again every
    ``LINES_A_SITTING`` lines, and after a quit. An exception or a broken promise is
    raised with the seed and the lines that led to it."""
    rng = random.Random(seed)
    clock = HandClock(1000.0)
    lines = PlayerLines(rng)
    typed: list[str] = []
    sitting: Sitting | None = None
    left: Kept | None = None
    try:
        while len(typed) < count:
            if (sitting is None or sitting.session.quit_requested
                    or rng.random() < 1 / LINES_A_SITTING):
                if sitting is not None:
                    left = sitting.end()
                    tally.restarts += 1
                sitting = Sitting(home, game, lang, rng, clock, through_app=rng.random() < 0.35)
                lines.eager = rng.choice([1.0, 1.0, 10.0])
                sitting.begin(lines, tally, left)
            session = sitting.session
            clock.advance(rng.choices(STEPS, weights=[60, 30, 8, 2])[0] * rng.random())
            if rng.random() < 0.2:
                sitting.tick()
            asked = session.pending_confirm is not None
            over = session.game.outcome is not None
            line = lines.next(session)
            typed.append(line)
            tally.kinds[lines.kind] += 1
            tally.games[session.rules.id] += 1
            tally.languages[session.settings.lang] += 1
            tally.through_app += sitting.app is not None
            sitting.type(line)
            outcome = session.game.outcome
            if not over and outcome is not None and outcome.reason is Reason.TIME:
                tally.flags += 1
                tally.flags_while_asked += asked
            tally.warnings += session.pending_confirm == "move" and not asked
        if sitting is not None:
            sitting.end()
    except Exception as e:
        shown = "\n".join(repr(line[:200]) for line in typed[-8:])
        raise AssertionError(f"{game} {lang} seed {seed!r}, line {len(typed)}; the last lines:"
                             f"\n{shown}") from e
    tally.lines += len(typed)


def _play_every_game(home: Path, lang: str, game: str, count: int, label: str) -> Tally:
    tally = Tally()
    folder = home / f"{game}-{lang}"
    folder.mkdir()
    play_lines(folder, game, lang, f"{label}-{game}-{lang}", count, tally)
    assert tally.lines >= count
    print(f"{game} {lang}: {tally}")  # the figures of the run, seen with -s
    return tally


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ALL_GAMES)
def test_no_line_of_a_game_with_its_clock_running_crashes_the_program(
        sandbox: Path, game: str, lang: str) -> None:
    _play_every_game(sandbox, lang, game, GAME_LINES // (len(ALL_GAMES) * len(LANGUAGES)),
                     "quick")


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ALL_GAMES)
def test_no_line_of_a_game_with_its_clock_running_crashes_the_program_long_run(
        sandbox: Path, game: str, lang: str) -> None:
    _play_every_game(sandbox, lang, game, GAME_LINES_LONG // (len(ALL_GAMES) * len(LANGUAGES)),
                     "long")
