"""``dama play --board URL`` (a game on a sensor board) and ``dama board-sim`` (a virtual
board to play it with). Both are registered by ``cli.main``; ``python -m
accessible_dama.cli.board`` runs them on their own."""

from __future__ import annotations

import argparse
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from accessible_dama.cli.args import CommandError, _, quoted_argument
from accessible_dama.cli.options import add_game_options
from accessible_dama.sensor.link import HEARTBEAT_TIMEOUT
from accessible_dama.sensor.sim import (
    HEARTBEAT,
    WORDS,
    PtyEnd,
    ScriptError,
    SimRunner,
    TcpEnd,
    Transport,
    VirtualBoard,
    start_occupancy,
)
from accessible_dama.session.settings import CONFIRMS

# ---------------------------------------------------------------- dama board-sim


def add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = _(
        "A virtual sensor board speaking protocol version 1 on a pty or a TCP port. "
        "Commands (from --script and from standard input): {commands}; for example "
        "'lift c3', 'place d4', 'wait 0.2', 'button 1', 'bounce d4', 'unplug 2', "
        "'garble'.").format(commands=", ".join(WORDS))
    parser.add_argument("--variant", default="", help=_("start position of this variant "
                        "(default czech, or international with --squares 50)"))
    parser.add_argument("--fen", help=_("start from this position instead"))
    parser.add_argument("--squares", type=int, choices=(32, 50))
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--link", metavar="PATH", help=_("make PATH a symlink to the pty"))
    where.add_argument("--listen", metavar="PORT", type=int,
                       help=_("serve socket://127.0.0.1:PORT instead of a pty (0: any port)"))
    parser.add_argument("--script", metavar="FILE", help=_("commands to play, one per line"))
    parser.add_argument("--heartbeat", type=float, default=HEARTBEAT,
                        help=_("seconds between snapshots while nothing changes "
                               "(default {seconds})").format(seconds=f"{HEARTBEAT:g}"))
    parser.add_argument("--board-id", default="SIM-0001")
    parser.add_argument("--reset-on-open", metavar="SECONDS", type=float,
                        help=_("reset when a host opens the port, as an Arduino does, and say "
                             "hello SECONDS later (on a pty: Linux)"))


def board_sim_command(args: argparse.Namespace) -> int:
    """Run the virtual board until ``quit``, the end of standard input (without a
    script) or Ctrl-C. The first line printed is the URL to give ``dama play --board``."""
    if sys.platform == "win32":  # it waits on pipes and sockets together with select()
        raise CommandError(_("board-sim needs Linux or macOS; a real board works here "
                                  "(dama play --board COM3)"))
    if args.reset_on_open is not None and not 0 <= args.reset_on_open <= 60:
        raise CommandError(_("--reset-on-open takes 0 to 60 seconds"))
    try:
        occupancy, squares = start_occupancy(args.variant, args.fen, args.squares)
    except ValueError as e:  # NotationError and UnknownVariantError are ValueErrors
        raise CommandError(str(e)) from None
    script: list[str] = []
    if args.script:
        try:
            script = Path(args.script).read_text(encoding="utf-8").splitlines()
        except OSError as e:
            raise CommandError(_("cannot read {file}: {why}").format(
                file=quoted_argument(args.script), why=e.strerror or e)) from None
    board = VirtualBoard(occupancy, squares, board_id=args.board_id, heartbeat=args.heartbeat)
    transport: Transport
    try:
        transport = (TcpEnd(args.listen) if args.listen is not None
                     else PtyEnd(Path(args.link) if args.link else None))
    except OSError as e:
        raise CommandError(_("cannot open the board's port: {why}").format(
            why=e.strerror or e)) from None
    except ImportError:  # no pty module on this system
        raise CommandError(_("this system has no pseudo-terminals: use --listen PORT "
                                  "for a board on TCP")) from None

    def say(line: str) -> None:
        print(line, flush=True)

    sim = SimRunner(board, transport, say=say, reset_on_open=args.reset_on_open)
    for number, line in enumerate(script, 1):
        try:
            sim.do(line)
        except ScriptError as e:
            transport.close()
            raise CommandError(f"{args.script}:{number}: {e}") from None
    print(f"board-sim: {transport.url()}", flush=True)
    reader = threading.Thread(target=_read_commands, args=(sim, not script), daemon=True)
    reader.start()
    try:
        sim.run()
    except KeyboardInterrupt:
        pass
    return 0


def _read_commands(sim: SimRunner, end_with_input: bool) -> None:
    for line in sys.stdin:
        try:
            sim.do(line)
        except ScriptError as e:
            print(f"board-sim: {e}", file=sys.stderr, flush=True)
    if end_with_input:
        sim.do("quit")


# ---------------------------------------------------------------- dama play --board


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    """The game's own options (``cli.options``) and the board's."""
    parser.description = _("Play on a sensor board: the program checks the position, "
                          "announces every move for both players and keeps the scoresheet.")
    parser.add_argument("--board", metavar="URL", default="auto",
                        help=_("the board's port: auto (the default: look for it among the "
                             "USB serial ports, the one of last time first), /dev/ttyACM0, "
                             "COM3, a pty path, socket://HOST:PORT"))
    add_game_options(parser)
    parser.add_argument("--new", action="store_true",
                        help=_("start a new game, never the saved one"))
    parser.add_argument("--board-timeout", type=float, default=HEARTBEAT_TIMEOUT,
                        help=_("seconds of silence before the board counts as unplugged "
                               "(default {seconds})").format(seconds=f"{HEARTBEAT_TIMEOUT:g}"))
    parser.add_argument("--settle", type=float, default=2.0,
                        help=_("seconds without a change after which the board is read "
                             "(default 2)"))
    parser.add_argument("--confirm", choices=CONFIRMS, default=None,
                        help=_("how a move on the board ends: settle, when the board stands "
                               "still (the default); button, with a press of button 1 or the "
                               "clock wired to it (for this start; the settings keep theirs)"))


def play_board_command(args: argparse.Namespace) -> int:
    from accessible_dama.cli.board_game import play_on_board

    return play_on_board(args)


# ---------------------------------------------------------------- on its own


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dama")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help=_("play on a sensor board"))
    add_play_arguments(p)
    p.set_defaults(run=play_board_command)
    p = sub.add_parser("board-sim", help=_("a virtual sensor board"))
    add_sim_arguments(p)
    p.set_defaults(run=board_sim_command)
    args = parser.parse_args(argv)
    try:
        status: int = args.run(args)
        return status
    except CommandError as e:
        print(f"dama: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = [
    "add_play_arguments",
    "add_sim_arguments",
    "board_sim_command",
    "main",
    "play_board_command",
]
