"""Fuzz entry point of the input line: ``Session.handle`` over any text.

Whatever the player types (any code point, controls, bidi marks, lone surrogates, digits
of other scripts, a megabyte, the game's own words in any order), no exception escapes,
every line that is not blank gets an answer, and everything the player is told is short
lines with no control character: at most 300 characters each, one line for each answer
that quotes the player."""

from __future__ import annotations

import random
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.cli.app import App
from accessible_dama.phrases.render import Renderer
from accessible_dama.session import events as ev
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings
from accessible_dama.understand import COMMANDS
from accessible_dama.understand.lexicon import VOCABULARIES

from .budget import LONG, QUICK

LONGEST_LINE = 300
#: answers that quote what the player typed: each is one line
QUOTING = (ev.NotUnderstood, ev.LineTooLong, ev.PositionNotRead, ev.IllegalMove,
           ev.SettingRejected, ev.FileProblem)
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

    def command(self, name: str, args: tuple[str, ...]) -> list[ev.Event]:
        if name in ("save", "load") and args:
            base = Path(args[0]).name
            args = (str(self.save_path.parent / (base if base not in ("", ".", "..") else "x")),)
        return super().command(name, args)


def _check(lines: list[str], event: ev.Event) -> None:
    for line in lines:
        assert len(line) <= LONGEST_LINE, (event, line[:400])
        assert line.isprintable(), (event, line)
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
                        _check(renderer.render(event).lines, event)
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
