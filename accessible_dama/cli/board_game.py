"""``dama play --board URL``: the game on a sensor board, on its threads.

The game itself is ``session.board_game.BoardGame`` (the logic, with the time passed
in). Here the link's reader thread and a keyboard thread feed one queue, and the main
thread takes from it, gives it to the game and speaks what follows.
"""

from __future__ import annotations

import argparse
import queue
import threading
import time
from collections.abc import Callable

from accessible_dama.braille.text import move_cells
from accessible_dama.cli.app import App, open_speech, plain_reader, plain_writer
from accessible_dama.cli.args import CommandError
from accessible_dama.cli.options import game_setup
from accessible_dama.phrases.board import BoardRenderer
from accessible_dama.sensor import link as lk
from accessible_dama.session import events as ev
from accessible_dama.session.board_game import BoardGame
from accessible_dama.session.core import SensorBoardSession

#: what the main loop takes: ("board", BoardEvent), ("line", text) or ("eof", None)
Inbox = queue.Queue[tuple[str, object]]


# ---------------------------------------------------------------- the app


class BoardApp(App):
    """The line app, saying the board's sentences too."""

    renderer_class = BoardRenderer


def play_on_board(args: argparse.Namespace, *, clock: Callable[[], float] = time.monotonic
                  ) -> int:
    """``dama play --board URL``: the game on a sensor board, until quit or the end of
    input. The game is saved after every move; the board may come and go."""
    if getattr(args, "review", None):
        raise CommandError("--review goes through a saved game without a board; "
                           "use it without --board")
    settings, position, settings_file = game_setup(args, draughts_only=True)

    speaker, chosen = open_speech(settings)
    session = SensorBoardSession(settings, position=position, clock=clock)
    app = BoardApp(session, plain_writer(), speaker)
    if chosen is not None:
        app.say([chosen])
    app.say([*settings_file.problems])  # a settings file set aside, values not used, not kept
    resumed = 0
    notices, offer = session.saved_game()
    app.say(notices)
    if position is None and not args.new and offer is not None:
        answer = True if args.resume else app.ask(offer, _read_stdin)
        if answer is None:  # the input ended: the saved game stays as it was
            app.say([ev.Goodbye(str(session.save_path))])
            speaker.close()
            return 0
        if answer:
            problem = session.load(session.save_path)
            if problem is not None:
                app.say([problem])
            else:
                resumed = len(session.game.moves)

    inbox: Inbox = queue.Queue()
    link = lk.BoardLink(args.board, lambda e: inbox.put(("board", e)), clock=clock,
                        bridge=lk.Bridge(heartbeat_timeout=args.board_timeout))
    game = BoardGame(session, send=link.send, url=args.board, settle=args.settle,
                     cells_for=lambda text: move_cells(text, settings.lang))
    app.say(game.start(clock(), resumed))
    threading.Thread(target=_read_lines, args=(inbox,), name="keyboard", daemon=True).start()
    link.start()
    try:
        run_loop(app, game, inbox, clock=clock)
    finally:
        link.stop()
        app.say([*settings_file.save(session.settings)])
        speaker.wait_until_done(timeout=5.0)  # the goodbye is heard, not cut off
        speaker.close()
    return 0


def run_loop(app: BoardApp, game: BoardGame, inbox: Inbox, *,
             clock: Callable[[], float] = time.monotonic,
             stop: threading.Event | None = None) -> None:
    """Take what comes (``("board", BoardEvent)``, ``("line", text)``, ``("eof", None)``)
    and say what follows, until quit, the end of input or ``stop``."""
    session = game.session
    while not session.quit_requested and not (stop is not None and stop.is_set()):
        now = clock()
        deadline = game.next_deadline()
        timeout = 0.5 if deadline is None else min(0.5, max(0.0, deadline - now))
        try:
            kind, item = inbox.get(timeout=timeout)
        except queue.Empty:
            kind, item = "tick", None
        now = clock()
        events: list[ev.Event] = []
        with app.lock:  # the app's clock thread and the game share the session
            if kind == "board":
                assert isinstance(item, lk.BoardEvent)
                events = game.on_board(item, now)
            elif kind == "line":
                assert isinstance(item, str)
                events = game.line(item, now)
            elif kind == "eof":
                app.say([session.goodbye()])
                return
            events += game.tick(now)
            if events:
                app.say(events)
            game.flush()
            if game.wants_to_think:
                app.say(game.think(clock()))
                game.flush()


def _read_stdin() -> str | None:
    return plain_reader()()


def _read_lines(inbox: Inbox) -> None:
    read = plain_reader()
    while (line := read()) is not None:
        inbox.put(("line", line))
    inbox.put(("eof", None))


__all__ = ["BoardApp", "Inbox", "play_on_board", "run_loop"]
