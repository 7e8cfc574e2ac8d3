"""The talking game: ``dama`` with no subcommand.

Every event becomes complete lines, printed and flushed one by one and spoken. In
screen-reader mode, and whenever standard input or output is not a terminal, input and
output are plain lines (only printable text and newlines are written). Otherwise a
prompt_toolkit line prompt adds history and completion, still without redraws,
toolbars or menus.

A line longer than ``phrases.parts.SAID_AT_MOST`` characters is said in parts: its first
part now, the next at each "more" ("víc"), and once the parts are said "more" gives the
answer's details as before. The history file gets every line whole, as it was said.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Protocol, TextIO

from accessible_dama.cli.textio import fit
from accessible_dama.phrases.render import Rendered, Renderer
from accessible_dama.session import events as session_events
from accessible_dama.session.core import Session
from accessible_dama.session.remote import OpponentGone
from accessible_dama.session.settings import APP, Settings
from accessible_dama.speech import (
    Cause,
    ReportsLoss,
    Speaker,
    SpeechError,
    cause,
    open_speaker,
)
from accessible_dama.speech.guard import OPEN_TIMEOUT


class LineOutput(Protocol):
    def __call__(self, line: str) -> None: ...


def plain_writer(stream: Any = None) -> LineOutput:
    """Writes each line with a newline and flushes at once."""
    out = stream or sys.stdout

    def write(line: str) -> None:
        out.write(fit(_printable(line), out) + "\n")
        out.flush()

    return write


def _printable(line: str) -> str:
    # no control characters reach a screen reader: tabs and stray escapes become spaces,
    # bidi and other invisible format marks go
    return "".join(
        ch if ch.isprintable() else " "
        for ch in line
        if ch.isprintable() or ch.isspace() or unicodedata.category(ch) == "Cc"
    )


#: seconds of work after which "Thinking…" is said, once
THINKING_AFTER = 1.0


class App:
    """Reads lines, hands them to the session, and says what follows.

    With the session's ``defer_reply`` on, the computer's move is searched in a thread
    of its own (``reply_when_due``): the player's move is said before the search
    starts, and lines typed meanwhile are answered at once (a move is refused with the
    reason). ``wait_for_reply`` makes each line wait for the reply instead, as a script
    of moves piped in expects.
    """

    #: what makes the sentences (the board game's also says the board's events)
    renderer_class: ClassVar[type[Renderer]] = Renderer

    def __init__(
        self,
        session: Session,
        write: LineOutput,
        speaker: Speaker | None = None,
        history: LineOutput | None = None,
    ) -> None:
        self.session = session
        self.write = write
        self.history = history  # every line said, whole
        self.speaker: Speaker = speaker or open_speaker("silent", session.settings.lang)
        self.last: Rendered = Rendered()
        self.rest: list[str] = []  # the parts of long lines not said yet: "more" says the next
        # what is said before the first line typed is one answer: "repeat" says all of
        # it and "more" gives all its details (speech, settings, the saved game, the game)
        self._joining = True
        self.lock = threading.RLock()
        self._renderer_key: tuple[str, str, str] | None = None
        self._renderer: Renderer | None = None
        self._speech_lost: Cause | None = None  # why speech stopped answering, not yet said
        self._said_goodbye = False  # after it, a voice that stops answering is not said
        # while speech is being opened beside the game: what it is to say once open
        self._unspoken: list[str] | None = None
        self._opening: threading.Thread | None = None
        self._speech_ended = False
        self._search: threading.Thread | None = None  # the computer thinking of its move
        self.wait_for_reply = False
        self.thinking_after = THINKING_AFTER
        self._thinking_said = False  # "Thinking…" is said once for each line typed
        if isinstance(self.speaker, ReportsLoss):
            self.speaker.on_lost = self.speech_lost
        session.say_now = self.say_progress

    def say_progress(self, event: session_events.Event) -> None:
        """How far a long job is, said while it works (from the thread doing it, which
        holds the lock): only once "Thinking…" was said, so a quick one stays quiet."""
        if self._thinking_said:
            lines = self.renderer.render(event).lines
            for line in lines:
                self.write(line)
            self.speaker.say(" ".join(lines))

    def open_speech_beside(self, settings: Settings) -> None:
        """Speech of the settings opened on a thread of its own: nothing printed waits
        for it. What is said meanwhile is spoken once it is open, after the sentence
        saying which speech it is."""
        if settings.output != "speech":
            return
        self._unspoken = []

        def run() -> None:
            self.speech_opened(*open_speech(settings))

        self._opening = threading.Thread(target=run, name="opening speech", daemon=True)
        self._opening.start()

    def speech_opened(self, speaker: Speaker, chosen: session_events.OutputChosen | None) -> None:
        """The speech opened beside the game (from its own thread) takes over."""
        with self.lock:
            if self._speech_ended:  # the game ended first
                speaker.close()
                return
            self.speaker = speaker
            if isinstance(speaker, ReportsLoss):
                speaker.on_lost = self.speech_lost
            earlier, self._unspoken = self._unspoken or [], []
            self.say([chosen] if chosen is not None else [])
            unspoken, self._unspoken = [*self._unspoken, *earlier], None
            self._speak(unspoken, interrupt=False)

    def end_speech(self) -> None:
        """At the end: the last sentence heard (within seconds), then speech closed; speech
        still being opened is waited for as long as its opening may take."""
        if self._opening is not None:
            self._opening.join(OPEN_TIMEOUT + 1.0)
        with self.lock:
            self._speech_ended = True
            speaker = self.speaker
        speaker.wait_until_done(timeout=5.0)  # the goodbye is heard, not cut off
        speaker.close()

    def speech_lost(self, reason: Cause) -> None:
        """The speaker stopped answering (called from its own thread): the game goes on
        in text, and says so at once. After the goodbye nothing goes on: it is only logged."""
        with self.lock:
            if self._said_goodbye:
                return
            self._speech_lost = reason
        self.say([])

    @property
    def renderer(self) -> Renderer:
        settings = self.session.settings
        key = (settings.lang, settings.verbosity, settings.notation)
        if self._renderer is None or key != self._renderer_key:
            self._renderer = self.renderer_class(*key)
            self._renderer_key = key
        return self._renderer

    def say(self, events: list[session_events.Event]) -> None:
        """Print and speak the events, one complete line at a time."""
        with self.lock:
            if self._speech_lost is not None:  # text from now on, said once
                events = [session_events.SpeechLost(self._speech_lost), *events]
                self._speech_lost = None
                self.speaker = open_speaker("text", self.session.settings.lang)
            spoken: list[str] = []
            remembered = Rendered()
            rest: list[str] = []
            interrupt = False
            for event in events:
                if isinstance(event, session_events.Request):
                    self._answer(event, spoken)
                    continue
                rendered = self.renderer.render(event)
                remembered.lines += rendered.lines
                remembered.more += rendered.more
                if isinstance(event, session_events.MoveMade) and self.session.settings.interrupt:
                    interrupt = True
                self._said_goodbye = self._said_goodbye or isinstance(event, session_events.Goodbye)
                self._emit(rendered.lines, spoken, rest)
            if remembered.lines:
                if self._joining:
                    self.last = Rendered(self.last.lines + remembered.lines,
                                         self.last.more + remembered.more)
                    self.rest += rest
                else:
                    self.last = remembered
                    self.rest = rest
            self._speak(spoken, interrupt)

    def _speak(self, spoken: list[str], interrupt: bool) -> None:
        """Say the lines printed, unless the screen reader reads them from the console
        itself (each sentence is heard once); kept while speech is being opened."""
        if self._unspoken is not None:
            if interrupt:
                self._unspoken.clear()
            self._unspoken += spoken
        elif spoken and not self.speaker.reads_printed_lines:
            self.speaker.say(" ".join(spoken), interrupt=interrupt)

    def _answer(self, request: session_events.Request, spoken: list[str]) -> None:
        """A request for what was said before: the last answer again (from the first part
        of a long line), the next part of a long line or else the answer's details, or the
        board in braille (printed, not spoken)."""
        if isinstance(request, session_events.RepeatAsked):
            self.rest = []
            self._emit(self.last.lines
                       or self.renderer.render(session_events.NothingToRepeat()).lines,
                       spoken, self.rest)
        elif isinstance(request, session_events.MoreAsked) and self.rest:
            part = self.rest.pop(0)  # already in the history, whole
            self.write(part)
            spoken.append(part)
        elif isinstance(request, session_events.MoreAsked):
            self._emit(self.last.more or self.renderer.render(session_events.NoMoreDetail()).lines,
                       spoken, self.rest)
        elif isinstance(request, session_events.BrailleAsked):
            from accessible_dama.braille import as_unicode, board_lines

            shown = self.session.shown_game
            made = shown.moves[-1] if shown.moves else None
            cells = board_lines(shown.position, last_move=made)
            self._emit([as_unicode(line).rstrip("\u2800") for line in cells], [], [])

    def _emit(self, lines: list[str], spoken: list[str], rest: list[str]) -> None:
        """Write and say each line, a long one in parts: its first part now, the others
        to ``rest`` for "more"; the history gets each line whole."""
        for line in lines:
            if self.history is not None:
                self.history(line)
            first, *others = self.renderer.in_parts(line)
            self.write(first)
            spoken.append(first)
            rest += others

    def say_the_rest(self) -> None:
        """The program ends: the parts of a long answer not said yet are said now, as no
        "more" can ask for them any more."""
        with self.lock:
            rest, self.rest = self.rest, []
            goes_on = " " + self.renderer.goes_on
            parts = [part.removesuffix(goes_on) for part in rest]
            for part in parts:
                self.write(part)
            if parts:
                self.speaker.say(" ".join(parts))

    def ask(self, question: session_events.Event,
            read_line: Callable[[], str | None]) -> bool | None:
        """Ask a yes-or-no question until the answer is yes or no; None when the input
        ends first."""
        self.say([question])
        while True:
            line = _read(read_line)
            if line is None:
                return None
            if not line.strip():
                continue
            self._joining = False
            answer = self.session.yes_or_no(line)
            if answer is not None:
                return answer
            self.say([session_events.AnswerYesOrNo(), question])

    def handle(self, line: str) -> bool:
        """One line of input; False when the player has quit."""
        with self.lock:  # the clock thread asks the same session
            self._thinking_said = False
            events = self.said_if_slow(lambda: self.session.handle(line))
            self._joining = False
            self.say(events)
            self.reply_when_due()
        if self.wait_for_reply:
            self.wait_for_search()
        return not self.session.quit_requested

    def said_if_slow(self,
                     work: Callable[[], list[session_events.Event]]) -> list[session_events.Event]:
        """The events of ``work``; "Thinking…" is said once if it takes more than
        ``thinking_after`` seconds (a hint, an analysis, a review, the computer's move)."""
        timer = threading.Timer(self.thinking_after, self._say_thinking)
        timer.daemon = True
        timer.start()
        try:
            return work()
        finally:
            timer.cancel()

    def _say_thinking(self) -> None:
        # from a timer thread while the lock is held by the work: only this writes now
        if self._thinking_said:
            return
        self._thinking_said = True
        lines = self.renderer.render(session_events.Thinking()).lines
        for line in lines:
            self.write(line)
        self.speaker.say(" ".join(lines))

    def say_and_reply(self, events: list[session_events.Event]) -> None:
        """Say ``events`` (from another thread), then start the computer's (or the
        opponent's) move when it is due."""
        with self.lock:
            self.say(events)
            self.reply_when_due()

    def reply_when_due(self) -> None:
        """Start the search for the computer's move when the session leaves it to us and
        the computer is to move (and no search runs yet). Its move is played and said
        when found, unless the game changed meanwhile (resigned, the flag fell, quit)."""
        session = self.session
        with self.lock:
            if not session.thinking or self._search is not None:
                return
            game, plies = session.game, len(session.game.moves)
            self._search = threading.Thread(target=self._think, args=(game, plies),
                                            name="computer", daemon=True)
            self._search.start()

    def _think(self, game: Any, plies: int) -> None:
        session = self.session
        timer = threading.Timer(self.thinking_after, self._say_thinking_unlocked)
        timer.daemon = True
        timer.start()
        move: Any
        try:
            move = session.choose_computer_move()
        except OpponentGone:  # over the network: no move of the opponent's to play now
            move = None
        except Exception:  # a bug must not leave the player waiting for a move forever
            logging.getLogger(__name__).exception("the computer's search failed")
            move = game.legal_moves()[0]
        finally:
            timer.cancel()
        with self.lock:
            self._search = None
            if (move is not None and session.game is game and len(game.moves) == plies
                    and session.thinking):
                self.say(session.play(move, by_computer=True, reply=True))
            self.reply_when_due()

    def _say_thinking_unlocked(self) -> None:
        with self.lock:
            if self._search is not None:
                self._say_thinking()

    def wait_for_search(self) -> None:
        """Until the computer's move is said (each search ends within its level's time;
        a search started by that move is waited for too), or a question waits for the
        player's answer."""
        while (search := self._search) is not None:
            search.join(0.1)
            if self.session.pending_confirm is not None:
                return  # a question waits for the player (the opponent's, over the network)

    def run(self, read_line: Callable[[], str | None]) -> int:
        """The loop: read until quit or end of input. The game is saved either way; at
        the end of input the computer's move being searched is played first."""
        while True:
            if self.wait_for_reply:  # a script of moves waits for the reply before its next line
                self.wait_for_search()
            line = _read(read_line)
            if line is None:
                self.wait_for_search()
                self.say([self.session.goodbye()])
                return 0
            if not self.handle(line):
                return 0

    def tick_forever(self, stop: threading.Event, every: float = 0.5) -> None:
        """Clock warnings and the flag, said even while the player is silent."""
        while not stop.wait(every):
            with self.lock:
                events = self.session.tick()
            if events:
                self.say(events)


def _read(read_line: Callable[[], str | None]) -> str | None:
    """The next line; None at the end of the input or on Ctrl+C."""
    try:
        return read_line()
    except KeyboardInterrupt:
        return None


def terminal_sends_utf8() -> bool:
    """Whether the terminal's bytes are UTF-8, as prompt_toolkit reads them whatever the
    locale says. A terminal of another encoding (a Latin-2 one: LC_ALL=cs_CZ.ISO-8859-2)
    is read line by line instead, its bytes in its own encoding (``textio``). A Windows
    console hands over characters, not bytes."""
    if sys.platform == "win32":
        return True
    import codecs
    import locale

    try:
        return codecs.lookup(locale.getpreferredencoding(False)).name == "utf-8"
    except LookupError:
        return False


def play(args: argparse.Namespace) -> int:
    """``dama``: play a game."""
    from accessible_dama.cli.options import endgame_database_on_the_way, game_setup

    settings, position, settings_file = game_setup(args, draughts_only=False)
    plain = (settings.output == "screen-reader" or not (sys.stdin.isatty() and sys.stdout.isatty())
             or not terminal_sends_utf8())
    write = plain_writer()
    session = Session(settings, position=position, settings_file=settings_file)
    session.defer_reply = True
    history = None if args.review else open_history()  # going through a record writes nothing
    app = App(session, write, history=plain_writer(history) if history else None)
    app.wait_for_reply = not sys.stdin.isatty()  # a script of moves waits for each reply
    display = open_braille(app, settings)  # before the first line, so it shows that too
    app.open_speech_beside(settings)  # the first lines are printed without waiting for it
    app.say([*settings_file.problems])  # a settings file set aside, values not used, not kept
    if not args.review:  # going through a record needs no computer
        app.say(endgame_database_on_the_way(settings))
    stop = threading.Event()
    status: int | None = None
    try:
        read = plain_reader() if plain else prompt_reader(session)
        status = _begin(app, args, position is not None, read)
        if status is not None:
            return status
        threading.Thread(target=app.tick_forever, args=(stop,), daemon=True).start()
        status = app.run(read)
    finally:
        stop.set()
        app.say_the_rest()
        session.close()  # the game is free for another program
        if display is not None:
            display.close()
        app.end_speech()
        if history is not None:
            history.close()
    wish = app.session.network_wanted
    if wish is None:
        return status
    from accessible_dama.cli.network import from_the_game

    return from_the_game(args, wish)  # "play over the network" said, and confirmed


HISTORY_NAME = "history.txt"
HISTORY_AT_MOST = 1_000_000  # bytes; a longer history is started anew
#: the history file instead of the one in the folder for logs
HISTORY_VARIABLE = "ACCESSIBLE_DAMA_HISTORY"


def history_path() -> Path:
    """The history file: ``$ACCESSIBLE_DAMA_HISTORY`` if set, else ``history.txt`` in the
    platform's folder for logs (platformdirs): ``~/.local/state/accessible_dama/log`` on
    Linux (``$XDG_STATE_HOME``), ``%LOCALAPPDATA%\\accessible_dama\\Logs`` on Windows,
    ``~/Library/Logs/accessible_dama`` on macOS."""
    given = os.environ.get(HISTORY_VARIABLE)
    if given:
        return Path(given)
    import platformdirs

    return Path(platformdirs.user_log_dir(APP, appauthor=False)) / HISTORY_NAME


def open_history(path: Path | None = None) -> TextIO | None:
    """The history file (``history_path``): every line the program says is added to it
    whole, a long one too; past ``HISTORY_AT_MOST`` bytes it starts anew. None where it
    cannot be written (the game goes on without it)."""
    path = path or history_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        anew = path.exists() and path.stat().st_size > HISTORY_AT_MOST
        return path.open("w" if anew else "a", encoding="utf-8", buffering=1)
    except OSError:
        return None


def _begin(app: App, args: argparse.Namespace, position_given: bool,
           read: Callable[[], str | None]) -> int | None:
    """The start: a record to go through, the saved game offered (and asked about until
    the answer is yes or no), or a new game. An exit status when the program ends here."""
    session = app.session
    if args.review:
        app.say(session.review_file(Path(args.review)))
        return None if session.reviewing else 1
    if getattr(args, "puzzles", False):  # dama puzzles: no saved game offered, a puzzle set
        app.say(session.command("puzzles", ()))
        return None
    notices, offer = session.saved_game()
    app.say(notices)
    if offer is not None and not position_given:
        answer = True if args.resume else app.ask(offer, read)
        if answer is None:  # the input ended: the saved game stays as it was
            app.say([session_events.Goodbye(str(session.save_path))])
            return 0
        if answer:
            app.say(session.resume())
            app.reply_when_due()
            return None
    app.say(session.start())
    app.reply_when_due()
    return None


def open_speech(settings: Settings) -> tuple[Speaker, session_events.OutputChosen | None]:
    """The speaker of the settings, and the sentence saying which one it is (none when
    the settings ask for no speech: screen-reader or silent output)."""
    if settings.output != "speech":
        return open_speaker("silent", settings.lang), None
    try:
        speaker = open_speaker(settings.speech, settings.lang, rate=settings.rate or None,
                               voice=settings.voice or None)
    except (SpeechError, ValueError) as e:
        reason = e.cause if isinstance(e, SpeechError) else Cause(str(e))
        return open_speaker("silent", settings.lang), session_events.OutputChosen("", (reason,))
    except Exception as e:  # a backend's own error: still no speech, said, and why
        reason = cause("{speech}: {error}", speech=settings.speech,
                       error=str(e) or type(e).__name__)
        return open_speaker("silent", settings.lang), session_events.OutputChosen("", (reason,))
    if not speaker.speaks:
        return speaker, session_events.OutputChosen("", speaker.reason)
    return speaker, session_events.OutputChosen(speaker.engine, speaker.reason, speaker.voice_name,
                                                screen_reader=speaker.name == "screen-reader")


def open_braille(app: App, settings: Settings) -> Any:
    """The braille display of the settings, attached to the app (every line it says,
    and the position, go to the display; routing keys come back as input), or None."""
    if not settings.braille_display:
        return None
    from accessible_dama.braille import BrailleDisplay, BrailleUnavailable, attach

    display = attach(app, BrailleDisplay.from_url(settings.braille_display, lang=settings.lang))
    try:
        display.start()
    except BrailleUnavailable as e:
        app.write(str(e))
        return None
    return display


READ_AT_MOST = 65536  # characters of one line kept in memory; a session reads far fewer


def plain_reader(stream: Any = None) -> Callable[[], str | None]:
    """Lines of ``stream`` (standard input by default), None at its end. A line longer
    than ``READ_AT_MOST`` characters is cut there and the rest of it is read and dropped,
    so an endless line neither fills the memory nor comes back as further lines."""

    def read() -> str | None:
        source = stream or sys.stdin
        line: str = source.readline(READ_AT_MOST)
        if not line:
            return None
        if len(line) == READ_AT_MOST and not line.endswith("\n"):
            while (rest := source.readline(READ_AT_MOST)) and not rest.endswith("\n"):
                pass
        return line

    return read


def prompt_reader(session: Session, **io: Any) -> Callable[[], str | None]:
    """Lines from a prompt_toolkit prompt: history, completion of commands and squares
    (readline style: no floating menu), no toolbar, no full screen. ``io`` may give
    ``input`` and ``output`` (tests use a pipe input and a dummy output)."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.shortcuts import CompleteStyle

    from accessible_dama.notation.squares import Style
    from accessible_dama.notation.text import all_square_names
    from accessible_dama.understand import COMMANDS
    from accessible_dama.understand.lexicon import VOCABULARIES

    lang = session.settings.lang
    vocabulary = VOCABULARIES.get(lang)
    # a setting's name asks for it too: "rychlost 250" is "nastavení rychlost 250"
    said = [*(w for c in COMMANDS.values() for w in c.words.get(lang, ())),
            *(vocabulary.settings if vocabulary is not None else ())]
    words = sorted({w for w in said if " " not in w})
    words += all_square_names(session.rules, Style.ALGEBRAIC)
    prompt: PromptSession[str] = PromptSession(
        completer=WordCompleter(words, ignore_case=True),
        complete_style=CompleteStyle.READLINE_LIKE,
        complete_while_typing=False,
        enable_history_search=True,
        **io,
    )

    def read() -> str | None:
        try:
            return prompt.prompt("> ")
        except EOFError:
            return None

    return read


__all__ = ["HISTORY_VARIABLE", "App", "history_path", "open_history", "play", "plain_reader",
           "plain_writer", "prompt_reader"]
