"""``dama host`` and ``dama join``: a game against a person (or a draughts program) at
another computer, over the DamExchange protocol (docs/network.md).

The host listens where the player says (this computer only by default) and follows;
the one who joins asks for the game (DXP's initiator): the variant, the colours and the
clock are theirs. The game is then played as against the computer, with speech, screen
reader, braille display: the opponent's move comes where the computer's would.

An unfinished game over the network goes on when ``dama join`` asks again: the joiner
sends the position it has, and the host goes on with its saved game when it has that
position, or one move before or after it (the move the connection lost is played or
sent again).
"""

from __future__ import annotations

import argparse
import getpass
import logging
import math
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from accessible_dama.cli.args import CommandError, _, int_arg, quoted_argument
from accessible_dama.cli.options import add_game_options
from accessible_dama.network.dxp import (
    DEFAULT_PORT,
    EXTENDED_VERSION,
    STANDARD_VERSION,
    GameAccept,
    GameRequest,
)
from accessible_dama.network.link import Link, Listener, connect, parse_address
from accessible_dama.network.moves import move_message, position_of, setup_of
from accessible_dama.network.peer import Incoming, Peer
from accessible_dama.notation.pdn import HeadersBuilder, read_file_games
from accessible_dama.rules import BLACK, WHITE, Color, Move, Position, Rules, find_variant
from accessible_dama.session.core import NetworkWish, SensorBoardSession, Session
from accessible_dama.session.events import Event, NetworkNews
from accessible_dama.session.remote import REJOIN_MINUTES, Remote

if TYPE_CHECKING:
    from accessible_dama.cli.app import App
    from accessible_dama.cli.board_game import BoardApp, Inbox

log = logging.getLogger(__name__)

ANSWER_SECONDS = 30.0  # the game request, or the answer to it, must come by then
WAIT_MINUTES = 10  # the host waits this long for an opponent by default


def add_host_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = _("Wait for one opponent over the network (DXP); the one who "
                           "joins chooses the game, the colours and the clock.")
    parser.add_argument("--port", default=str(DEFAULT_PORT),
                        help=_("the port to listen on (default {port})").format(port=DEFAULT_PORT))
    parser.add_argument("--listen", metavar="ADDRESS", default="127.0.0.1",
                        help=_("the address to listen on (default 127.0.0.1: this computer "
                               "only; 0.0.0.0: every network of this computer)"))
    parser.add_argument("--wait", default=str(WAIT_MINUTES),
                        help=_("minutes to wait for the opponent (default {minutes})").format(
                            minutes=WAIT_MINUTES))
    _add_common(parser)


def add_join_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = _("Join a game over the network (DXP): ask the host for a game of "
                           "your variant, colour and clock, or go on with the game the "
                           "connection lost.")
    parser.add_argument("address", metavar="HOST[:PORT]",
                        help=_("the host's address, and its port if not {port}").format(
                            port=DEFAULT_PORT))
    parser.add_argument("--new", action="store_true",
                        help=_("start a new game, never the saved one"))
    _add_common(parser)


def _add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", default=None,
                        help=_("your name as the opponent hears it (default: your login name)"))
    parser.add_argument("--board", metavar="URL", default=None,
                        help=_("play on a sensor board (as dama play --board): your moves "
                               "made on it, the opponent's said and made on it"))
    add_game_options(parser)


def host_command(args: argparse.Namespace) -> int:
    return _network_game(args, hosting=True)


def join_command(args: argparse.Namespace) -> int:
    return _network_game(args, hosting=False)


def _address(text: str) -> tuple[str, int]:
    address = parse_address(text, DEFAULT_PORT)
    if address is None or not address[0]:
        raise CommandError(_("{name} is not an address").format(name=quoted_argument(text)))
    return address


def _my_name(args: argparse.Namespace) -> str:
    if args.name:
        return str(args.name)
    try:
        return getpass.getuser() or "dama"
    except Exception:  # no login name on this system
        return "dama"


def _network_game(args: argparse.Namespace, *, hosting: bool, going_back: bool = False) -> int:
    """The game over the network, until it is quit: 0; 1 when it could not begin (said,
    and with ``going_back`` that the game left goes on)."""
    from accessible_dama.braille.selection import SquareSelector
    from accessible_dama.cli.app import App, open_braille, open_history, plain_reader, plain_writer
    from accessible_dama.cli.board_game import BoardApp
    from accessible_dama.cli.options import game_setup

    settings, position, settings_file = game_setup(args, draughts_only=True)
    settings = replace(settings, opponent="computer")  # a player of each colour, not two here
    board_url: str | None = getattr(args, "board", None)
    name = _my_name(args)
    if hosting:
        port = int_arg("--port", args.port, 0, 65535)
        wait = int_arg("--wait", args.wait, 1, 24 * 60)
    else:
        host, port = _address(args.address)
    history = open_history()
    inbox: Inbox = queue.Queue()
    session: Session
    app: App
    if board_url:
        session = SensorBoardSession(settings, position=position, settings_file=settings_file)
        app = BoardApp(session, plain_writer(), inbox=inbox,
                       history=plain_writer(history) if history else None)
    else:
        session = Session(settings, position=position, settings_file=settings_file)
        app = App(session, plain_writer(), history=plain_writer(history) if history else None)
    session.defer_reply = True
    app.thinking_after = math.inf  # the opponent thinks: nothing to say of it
    app.wait_for_reply = not sys.stdin.isatty()
    display = open_braille(app, settings)
    if isinstance(app, BoardApp) and display is not None:
        app.display = display
        display.selector = SquareSelector()  # the moves are made on the board
    app.open_speech_beside(settings)
    app.say([*settings_file.problems])
    listener: Listener | None = None
    peer: Peer | None = None
    stop = threading.Event()
    try:
        if hosting:
            try:
                listener = Listener(args.listen, port)
            except OSError as e:
                log.info("cannot listen: %s", e)
                app.say([NetworkNews("cannot-connect", f"{args.listen}:{port}"),
                         *([NetworkNews("back-to-game")] if going_back else [])])
                return 1
            app.say([NetworkNews("waiting", args.listen, listener.port)])
            started = _follow(app, session, listener, name, wait * 60.0)
        else:
            started = _initiate(app, session, host, port, name, args.new)
        if started is None:
            if going_back:
                app.say([NetworkNews("back-to-game")])
            return 1
        link, remote_names, resend = started
        session = app.session
        resumed = len(session.game.moves)
        deliver: Callable[[Incoming], None]
        announce: Callable[[list[Event]], None]
        if isinstance(app, BoardApp) and board_url:
            # on the board, everything goes through the board game's loop
            deliver = lambda message: inbox.put(("network", message))  # noqa: E731
            announce = lambda events: inbox.put(("rejoined", events))  # noqa: E731
        else:
            deliver = _Deliver(app)
            announce = app.say_and_reply
        peer = Peer(link, deliver)
        remote = Remote(session, peer, remote_names)
        session.remote = remote
        if isinstance(deliver, _Deliver):
            deliver.remote = remote
            remote.say = app.say
        else:
            remote.say = lambda events: inbox.put(("say", events))
        peer.start()
        if listener is not None:
            door = _Doorkeeper(app, listener, f"{args.listen}:{listener.port}", name,
                               deliver, announce)
            remote.wait_again = door.wait_again
            threading.Thread(target=door.run, args=(stop,), name="door", daemon=True).start()
        if isinstance(app, BoardApp) and board_url:
            return _on_board(app, board_url, resumed, resend, inbox, stop)
        app.say(session.start(resumed_moves=resumed) if resumed else session.start())
        if resend is not None:
            peer.send(move_message(resend))
        app.reply_when_due()
        threading.Thread(target=app.tick_forever, args=(stop,), daemon=True).start()
        return app.run(plain_reader())
    finally:
        stop.set()
        if peer is not None:
            peer.close()
        if app.session.remote is not None:  # the connection of a return, if any
            app.session.remote.peer.close()
        if listener is not None:
            listener.close()
        app.say_the_rest()
        app.session.close()
        if display is not None:
            display.close()
        app.end_speech()
        if history is not None:
            history.close()


VOICE_WAIT_MINUTES = 5  # hosting asked for by voice waits this long for the opponent


def from_the_game(args: argparse.Namespace, wish: NetworkWish,
                  board: str | None = None) -> int:
    """The game over the network asked for by voice in a game (``network`` or ``join``):
    its variant, colour and clock; on a sensor board when ``board``. When no opponent
    comes or the connection cannot be made, the game left goes on."""
    kind, address, port = wish
    net = argparse.Namespace(**vars(args))
    net.fen = None
    net.name = None
    net.board = board
    net.port = str(port)
    net.listen = address
    net.address = f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
    net.wait = str(VOICE_WAIT_MINUTES)
    net.new = True
    status = _network_game(net, hosting=kind == "host", going_back=True)
    if status == 0:
        return 0
    back = argparse.Namespace(**vars(args))
    back.resume, back.new, back.fen = True, False, None
    if board is not None:
        from accessible_dama.cli.board_game import play_on_board

        return play_on_board(back)
    from accessible_dama.cli.app import play

    return play(back)


def _on_board(app: BoardApp, url: str, resumed: int, resend: Move | None, inbox: Inbox,
              stop: threading.Event) -> int:
    """The game over the network played on a sensor board (``dama play --board``): the
    player's moves made on it are sent, the opponent's said and asked for on it."""
    from accessible_dama.braille.text import move_cells
    from accessible_dama.cli.app import plain_reader
    from accessible_dama.cli.board_game import look_for_board, ports_to_search, run_loop
    from accessible_dama.sensor.link import BoardLink, open_link
    from accessible_dama.session.board_game import BoardGame

    session = app.session
    assert isinstance(session, SensorBoardSession) and session.remote is not None
    found = None
    if url == "auto":
        found = look_for_board(app, session.settings.board_port, ports_to_search())
        if found is None:
            return 1
        url = found.url
    link = BoardLink(url, lambda e: inbox.put(("board", e)),
                     opener=found.opener() if found is not None else open_link)
    try:
        lang = session.settings.lang
        game = BoardGame(session, send=link.send, url=url, searched=found is not None,
                         cells_for=lambda text: move_cells(text, lang),
                         port_problem=lambda: link.open_problem)
        app.say(game.start(time.monotonic(), resumed))
        if resend is not None:
            session.remote.peer.send(move_message(resend))
        read = plain_reader()

        def read_lines() -> None:
            while (line := read()) is not None:
                inbox.put(("line", line))
            inbox.put(("eof", None))

        threading.Thread(target=read_lines, name="keyboard", daemon=True).start()
        link.start()
        run_loop(app, game, inbox, stop=stop)
        return 0
    finally:
        link.stop()


class _Deliver:
    """What the opponent sends besides moves, said as it comes (on the network thread)."""

    def __init__(self, app: object) -> None:
        from accessible_dama.cli.app import App

        assert isinstance(app, App)
        self.app = app
        self.remote: Remote | None = None

    def __call__(self, message: Incoming) -> None:
        with self.app.lock:
            if self.remote is not None:
                self.app.say(self.remote.incoming(message))
                self.app.reply_when_due()


def _saved_network_game(session: Session) -> dict[str, str] | None:
    """The tags of the unfinished game over the network in the autosave, if one is."""
    try:
        games = list(read_file_games(session.save_path, HeadersBuilder))
    except Exception:  # no save, or one that cannot be read: a new game
        return None
    if not games or games[-1].result != "*" or games[-1].tags.get("Opponent") != "network":
        return None
    return dict(games[-1].tags)


def _initiate(app: object, session: Session, host: str, port: int, name: str,
              new: bool) -> tuple[Link, tuple[str, str], None] | None:
    """Connect, ask for the game (the saved one over the network goes on unless
    ``new``), and wait for the answer."""
    from accessible_dama.cli.app import App

    assert isinstance(app, App)
    tags = None if new else _saved_network_game(session)
    if tags is not None and session.load(session.save_path) is None:
        player: Color = BLACK if tags.get("Black") == name else WHITE
        session.settings = replace(session.settings, play_white=player == WHITE)
    else:
        tags = None
    rules = session.rules
    if not isinstance(rules, Rules):
        raise CommandError(_("only draughts is played over the network"))
    try:
        link = connect(host, port)
    except OSError as e:
        log.info("cannot connect: %s", e)
        app.say([NetworkNews("cannot-connect", f"{host}:{port}")])
        return None
    player = WHITE if session.settings.play_white else BLACK
    game = session.game
    standard = rules.id == "international"
    setup = None
    if game.moves or game.start != Position(rules) or game.turn != rules.first:
        setup = setup_of(game.position)  # type: ignore[arg-type]
    request = GameRequest(name, BLACK if player == WHITE else WHITE,
                          min(int(session.settings.clock_minutes), 999), 0, setup,
                          None if standard else rules.id,
                          STANDARD_VERSION if standard else EXTENDED_VERSION)
    link.send(request)
    answer = link.receive_one(ANSWER_SECONDS)
    if not isinstance(answer, GameAccept):
        link.close()
        app.say([NetworkNews("no-opponent" if answer is None else "bad-message")])
        return None
    if answer.code != 0:
        link.close()
        app.say([NetworkNews("refused-version" if answer.code == 1 else "refused")])
        return None
    app.say([NetworkNews("connected", answer.follower)])
    if tags is not None:
        app.say([NetworkNews("resumed-position")])
    names = (name, answer.follower) if player == WHITE else (answer.follower, name)
    return link, names, None


def _follow(app: object, session: Session, listener: Listener, name: str,
            seconds: float) -> tuple[Link, tuple[str, str], Move | None] | None:
    """Wait for the opponent and their game request; accept it (the saved game over the
    network goes on when the request's position is its own, or one move from it)."""
    from accessible_dama.cli.app import App

    assert isinstance(app, App)
    link = listener.accept(seconds)
    if link is None:
        app.say([NetworkNews("no-opponent")])
        return None
    request = link.receive_one(ANSWER_SECONDS)
    if not isinstance(request, GameRequest):
        link.close()
        app.say([NetworkNews("no-opponent" if request is None else "bad-message")])
        return None
    rules = find_variant(request.variant or "international")
    start = None
    if request.setup is not None:
        start = position_of(request.setup, rules)
        if start is None:
            link.send(GameAccept(name, 2))
            link.close()
            app.say([NetworkNews("refused")])
            return None
    player: Color = request.follower_color
    settings = replace(session.settings, variant=rules.id, play_white=player == WHITE,
                       clock_minutes=float(request.minutes), clock_increment=0.0)
    session.close()
    kind = type(session)  # a sensor board's session stays one
    fresh = kind(settings, position=start, settings_file=session.settings_file)
    resumed, resend = _resume_on_host(fresh, start)
    if not resumed and fresh.game.moves:  # the saved game is not this one: a new game
        fresh.close()
        fresh = kind(settings, position=start, settings_file=session.settings_file)
    fresh.defer_reply = True
    app.session = fresh
    fresh.say_now = app.say_progress
    link.send(GameAccept(name, 0))
    app.say([NetworkNews("connected", request.initiator)])
    if resumed:
        app.say([NetworkNews("resumed-position")])
    names = (request.initiator, name) if player == BLACK else (name, request.initiator)
    return link, names, resend


def _resume_on_host(session: Session, start: Position | None) -> tuple[bool, Move | None]:
    """Go on with the saved game over the network when the joiner's position meets it
    (``_meet``). (False, None): the saved game is not this one."""
    if start is None or _saved_network_game(session) is None:
        return False, None
    if session.load(session.save_path) is not None:
        return False, None
    met, resend, _events = _meet(session, start)
    return met, resend


def _meet(session: Session, start: Position) -> tuple[bool, Move | None, list[Event]]:
    """Whether the joiner's position is the game's own, or one move of the joiner's
    after it (played here: its events are the third value), or one move before it: of
    this side's (to be sent again: the second value), or of the joiner's that its side
    did not keep (taken back here: the joiner plays again)."""
    game = session.game
    if game.position == start:
        return True, None, []
    for move in game.legal_moves():
        game.push(move)
        same = game.position == start
        game.pop()
        if same:
            return True, None, session.play(move, by_computer=True)
    if game.moves:
        last = game.pop()
        same, ours = game.position == start, game.turn == session.player
        game.push(last)
        if same and ours:
            return True, last, []
        if same:
            return True, None, session.take_back_to(len(game.moves) - 1)
    return False, None, []


class _Doorkeeper:
    """The host's listener while the game is played: anyone who connects is refused
    (DXP's acceptance code 3) and the player told; but once the connection was lost and
    the player agreed to wait (``wait_again``), the same opponent joining again with the
    game's position is let in, for ``REJOIN_MINUTES`` (then that nobody came is said).

    ``announce`` says what follows the opponent's return (and lets the game go on);
    ``deliver`` is where the new connection's messages go."""

    def __init__(self, app: App, listener: Listener, address: str, name: str,
                 deliver: Callable[[Incoming], None],
                 announce: Callable[[list[Event]], None]) -> None:
        self.app = app
        self.listener = listener
        self.address = address
        self.name = name
        self.deliver = deliver
        self.announce = announce
        self.until: float | None = None  # waiting for the opponent to join again until then

    def wait_again(self) -> list[Event]:
        self.until = time.monotonic() + REJOIN_MINUTES * 60.0
        return [NetworkNews("waiting-again", self.address, REJOIN_MINUTES)]

    def run(self, stop: threading.Event) -> None:
        while not stop.is_set():
            try:
                other = self.listener.accept(1.0)
            except OSError:
                return
            until = self.until
            if other is None:
                if until is not None and time.monotonic() >= until:
                    self.until = None
                    self.app.say([NetworkNews("no-opponent")])
                continue
            if until is not None and self._let_in(other):
                self.until = None
                continue
            self._refuse(other, 2 if until is not None else 3)

    def _refuse(self, other: Link, code: int) -> None:
        address = other.peer_address
        try:
            other.send(GameAccept(self.name, code))
        except Exception:  # it went away first
            pass
        other.close()
        self.app.say([NetworkNews("other-refused", address)])

    def _let_in(self, link: Link) -> bool:
        """The opponent joined again: the game goes on when theirs meets it."""
        request = link.receive_one(ANSWER_SECONDS)
        if not isinstance(request, GameRequest):
            return False
        with self.app.lock:
            session = self.app.session
            remote = session.remote
            if remote is None or remote.connected or session.game.outcome is not None:
                return False
            rules = session.rules
            if not isinstance(rules, Rules):
                return False
            if (find_variant(request.variant or "international").id != rules.id
                    or request.follower_color != session.player
                    or request.initiator != remote.opponent_name):
                return False
            start = (position_of(request.setup, rules) if request.setup is not None
                     else Position(rules))
            if start is None:
                return False
            met, resend, events = _meet(session, start)
            if not met:
                return False
            link.send(GameAccept(self.name, 0))
            peer = Peer(link, self.deliver)
            remote.reconnected(peer)
            peer.start()
            if resend is not None:
                peer.send(move_message(resend))
            self.announce([NetworkNews("connected", request.initiator),
                           NetworkNews("resumed-position"), *events])
        return True


__all__ = ["add_host_arguments", "add_join_arguments", "host_command", "join_command"]
