"""``dama play --board URL``: the game on a sensor board, on its threads.

The game itself is ``session.board_game.BoardGame`` (the logic, with the time passed
in). Here the link's reader thread, a keyboard thread and the braille display's routing
keys feed one queue, and the main thread takes from it, gives it to the game and says
what follows: printed, spoken and shown on the braille display of the settings.
"""

from __future__ import annotations

import argparse
import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import replace

from accessible_dama.braille.display import BrailleDisplay
from accessible_dama.braille.selection import SquareSelector
from accessible_dama.braille.text import move_cells
from accessible_dama.cli.app import (
    App,
    LineOutput,
    open_braille,
    open_history,
    plain_reader,
    plain_writer,
)
from accessible_dama.cli.args import CommandError, _
from accessible_dama.cli.options import endgame_database_on_the_way, game_setup
from accessible_dama.phrases.board import BoardRenderer
from accessible_dama.sensor import link as sensor_link
from accessible_dama.sensor.find import FoundBoard, candidates, find_board, serial_ports
from accessible_dama.session.board_events import (
    BoardSearching,
    MoveOnBoard,
    NoBoardAnswered,
    OtherBoardsAnswered,
)
from accessible_dama.session.board_game import BoardGame
from accessible_dama.session.core import SensorBoardSession, Session
from accessible_dama.session.events import Event, Goodbye
from accessible_dama.session.remote import OpponentGone
from accessible_dama.speech import Speaker

#: what the main loop takes: ("board", BoardEvent), ("line", text) or ("eof", None)
Inbox = queue.Queue[tuple[str, object]]

AUTO = "auto"  # --board auto: look for the board among the serial ports
#: the ports --board auto looks at, separated by commas, instead of the system's list
PORTS_VARIABLE = "DAMA_BOARD_PORTS"


# ---------------------------------------------------------------- the app


class BoardApp(App):
    """The line app, saying the board's sentences too. A line that comes from the
    braille display's routing keys (``handle``) goes to the game's ``inbox``, to be
    played in turn with the board's reports and the keyboard."""

    renderer_class = BoardRenderer

    def __init__(self, session: Session, write: LineOutput,
                 speaker: Speaker | None = None, *, inbox: Inbox | None = None,
                 history: LineOutput | None = None) -> None:
        super().__init__(session, write, speaker, history)
        self.inbox: Inbox = inbox if inbox is not None else queue.Queue()
        self.display: BrailleDisplay | None = None

    def handle(self, line: str) -> bool:
        self.inbox.put(("line", line))
        return True

    def say(self, events: list[Event]) -> None:
        """As ``App.say``; the move the players are to make for the computer begins an
        answer of its own on the braille display (it would otherwise go under the line
        said just before it, when the computer answers within half a second)."""
        at = next((i for i, e in enumerate(events) if isinstance(e, MoveOnBoard)), None)
        if at is None or self.display is None:
            super().say(events)
            return
        if at:
            super().say(events[:at])
        self.display.begin_answer()
        super().say(events[at:])

    def offer(self, answers: tuple[str, ...], time_left: tuple[float, float] | None = None,
              ) -> None:
        """Offer the game's one-word answers (``BoardGame.choices``) to the routing keys,
        after the clock (White's and Black's time left) in the status cells."""
        renderer = self.renderer
        if self.display is not None and isinstance(renderer, BoardRenderer):
            status = renderer.clock_status(*time_left) if time_left is not None else ""
            self.display.show_choices(renderer.choices(answers), status)


def ports_to_search() -> list[str]:
    """The ports ``--board auto`` looks at: those of ``DAMA_BOARD_PORTS`` when it is set
    (a pty, a Bluetooth port), else the system's USB serial ports."""
    given = os.environ.get(PORTS_VARIABLE)
    if given is None:
        return serial_ports()
    return [port.strip() for port in given.split(",") if port.strip()]


def look_for_board(app: BoardApp, remembered: str, listed: list[str]) -> FoundBoard | None:
    """The board found among the ports (the remembered one first), having said where it
    is looked for; None when none answered, having said what to check."""
    ports = candidates(remembered, listed)
    if ports:
        app.say([BoardSearching(ports)])
    search = find_board(ports)
    if search.found is None:
        app.say([NoBoardAnswered(search.listened, search.unopened, search.missing)])
    elif search.others:
        app.say([OtherBoardsAnswered(search.found.url, search.others)])
    return search.found


def play_on_board(args: argparse.Namespace, *, clock: Callable[[], float] = time.monotonic,
                  list_ports: Callable[[], list[str]] = ports_to_search) -> int:
    """``dama play --board URL``: the game on a sensor board, until quit or the end of
    input. The game is saved after every move; the board may come and go. With ``--board
    auto`` the board is looked for among ``list_ports()`` first."""
    if getattr(args, "review", None):
        raise CommandError(_("--review goes through a saved game without a board; "
                             "use it without --board"))
    settings, position, settings_file = game_setup(args, draughts_only=True)

    if getattr(args, "confirm", None):  # for this start, as every game option
        settings = replace(settings, confirm=args.confirm)
    session = SensorBoardSession(settings, position=position, clock=clock,
                                 settings_file=settings_file)
    inbox: Inbox = queue.Queue()
    history = open_history()
    app = BoardApp(session, plain_writer(), inbox=inbox,
                   history=plain_writer(history) if history else None)
    app.display = open_braille(app, settings)  # before the first line, so it shows that too
    if app.display is not None:
        app.display.selector = SquareSelector()  # the moves are made on the board
    link: sensor_link.BoardLink | None = None
    try:
        app.open_speech_beside(settings)  # the first lines are printed without waiting
        app.say([*settings_file.problems])  # a settings file set aside, values not kept
        app.say(endgame_database_on_the_way(settings))
        url, found = args.board, None
        if url == AUTO:
            found = look_for_board(app, settings.board_port, list_ports())
            if found is None:
                return 1
            url = found.url
        resumed = _saved_game(app, args, position is not None)
        if resumed is None:  # the input ended: the saved game stays as it was
            if found is not None:
                found.close()
            return 0
        link = sensor_link.BoardLink(url, lambda e: inbox.put(("board", e)), clock=clock,
                            bridge=sensor_link.Bridge(heartbeat_timeout=args.board_timeout),
                            opener=found.opener() if found is not None else sensor_link.open_link)
        game = BoardGame(session, send=link.send, url=url, searched=found is not None,
                         settle=args.settle,
                         cells_for=lambda text: move_cells(text, settings.lang),
                         port_problem=lambda: link.open_problem if link is not None else "")
        app.say(game.start(clock(), resumed))
        threading.Thread(target=_read_lines, args=(inbox,), name="keyboard",
                         daemon=True).start()
        link.start()
        run_loop(app, game, inbox, clock=clock)
    finally:
        app.say_the_rest()
        if link is not None:
            link.stop()
        if app.display is not None:
            app.display.close()
        app.end_speech()
        if history is not None:
            history.close()
    wish = session.network_wanted
    if wish is None:
        return 0
    from accessible_dama.cli.network import from_the_game

    session.close()  # the game is free for the one over the network
    return from_the_game(args, wish, board=url)  # "play over the network" said, and confirmed


def _saved_game(app: BoardApp, args: argparse.Namespace, position_given: bool) -> int | None:
    """The saved game offered and, if wanted, loaded: how many moves it has (0: a new
    game); None when the input ended before the answer."""
    session = app.session
    notices, offer = session.saved_game()
    app.say(notices)
    if position_given or args.new or offer is None:
        return 0
    answer = True if args.resume else app.ask(offer, _read_stdin)
    if answer is None:
        app.say([Goodbye(str(session.save_path))])
        return None
    if not answer:
        return 0
    problem = session.load(session.save_path)
    if problem is not None:
        app.say([problem])
        return 0
    return len(session.game.moves)


def run_loop(app: BoardApp, game: BoardGame, inbox: Inbox, *,
             clock: Callable[[], float] = time.monotonic,
             stop: threading.Event | None = None) -> None:
    """Take what comes (``("board", BoardEvent)``, ``("line", text)``, ``("eof", None)``;
    over the network also ``("network", Incoming)``, ``("opponent", (Game, plies,
    Move))``, ``("say", events)`` and ``("rejoined", events)``) and say what follows,
    until quit, the end of input or ``stop``. The opponent's move over the network is
    waited for on a thread of its own (``wait_for_opponent``): the loop goes on
    meanwhile, as the board needs it."""
    session = game.session
    waiting: threading.Thread | None = None
    while not session.quit_requested and not (stop is not None and stop.is_set()):
        now = clock()
        deadline = game.next_deadline()
        timeout = 0.5 if deadline is None else min(0.5, max(0.0, deadline - now))
        try:
            kind, item = inbox.get(timeout=timeout)
        except queue.Empty:
            kind, item = "tick", None
        now = clock()
        events: list[Event] = []
        with app.lock:  # the app's clock thread and the game share the session
            if kind == "board":
                assert isinstance(item, sensor_link.BoardEvent)
                events = game.on_board(item, now)
            elif kind == "line":
                assert isinstance(item, str)
                events = game.line(item, now)
            elif kind == "network":
                events = game.network(item, now)  # type: ignore[arg-type]
            elif kind == "opponent":
                played, plies, move = item  # type: ignore[misc]
                if session.game is played and len(played.moves) == plies:
                    events = game.opponent_chose(move)
            elif kind == "say":
                events = list(item)  # type: ignore[call-overload]
            elif kind == "rejoined":
                events = [*item, *game.position_changed(now)]  # type: ignore[misc]
            elif kind == "eof":
                app.say([session.goodbye()])
                return
            events += game.tick(now)
            # before the sentences: a question shows its answers
            app.offer(game.choices(), session.time_left())
            if events:
                app.say(events)
            game.flush()
            if game.wants_to_think and session.remote is None:
                app.say(game.think(clock()))
                game.flush()
            elif game.wants_to_think and (waiting is None or not waiting.is_alive()):
                game.wants_to_think = False
                waiting = threading.Thread(target=wait_for_opponent, args=(session, inbox),
                                           name="opponent", daemon=True)
                waiting.start()


def wait_for_opponent(session: Session, inbox: Inbox) -> None:
    """The opponent's move over the network, waited for and put in ``inbox`` for the
    game as it stood (nothing when the connection ends or the game changes first)."""
    game, plies = session.game, len(session.game.moves)
    try:
        move = session.choose_computer_move()
    except OpponentGone:
        return
    inbox.put(("opponent", (game, plies, move)))


def _read_stdin() -> str | None:
    return plain_reader()()


def _read_lines(inbox: Inbox) -> None:
    read = plain_reader()
    while (line := read()) is not None:
        inbox.put(("line", line))
    inbox.put(("eof", None))


__all__ = ["AUTO", "PORTS_VARIABLE", "BoardApp", "Inbox", "look_for_board", "play_on_board",
           "ports_to_search", "run_loop", "wait_for_opponent"]
