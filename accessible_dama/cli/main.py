"""The ``dama`` command: subcommands for tools and checks, and (later) the game itself."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
from collections.abc import Sequence

from accessible_dama import __version__
from accessible_dama.cli import board, braille_cmd, endgame_cmd, network, say, tools
from accessible_dama.cli.args import (
    CommandError,
    _,
    language_of_command_line,
    use_language,
)
from accessible_dama.cli.options import add_game_options
from accessible_dama.cli.textio import configure_streams
from accessible_dama.rules import DEFAULT_VARIANT


class UsageError(Exception):
    """A bad argument: one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its words in the language ``use_language`` chose."""
    parser = _Parser(
        prog="dama",
        description=_("Draughts for blind and visually impaired players. Without a command: "
        "play a game (Czech draughts against the computer unless told otherwise)."),
    )
    parser.add_argument("--version", action="version", version=f"dama {__version__}",
                        help=_("show the program's version and exit"))
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help=_("say more about what the program does (-vv: everything), on "
                        "standard error"))
    add_game_options(parser)
    # no colour codes in the help (Python 3.14 colours it): a screen reader would read them;
    # the commands' parsers take it from here
    setattr(parser, "color", False)  # noqa: B010 (not in the stubs of older Pythons)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("perft", help=_("count move sequences of a given depth"))
    p.add_argument("variant")
    p.add_argument("depth")
    p.add_argument("--fen")
    p.add_argument("--divide", action="store_true", help=_("one line per root move first"))
    p.set_defaults(run=tools.perft_command)

    p = sub.add_parser("moves", help=_("list the legal moves, one per line, sorted"))
    p.add_argument("variant")
    p.add_argument("--fen")
    p.set_defaults(run=tools.moves_command)

    p = sub.add_parser("replay", help=_("replay every game of a PDN file and check each move"))
    p.add_argument("file")
    p.add_argument("--variant")
    p.add_argument("--lang", choices=("cs", "en"), default=None,
                   help=_("the language of the lines (default: the system's)"))
    p.set_defaults(run=tools.replay_command)

    p = sub.add_parser("match", help=_("the computer against itself, one line per game"))
    p.add_argument("--variant", default="czech")
    p.add_argument("--level", required=True, help=_("level A, 1 to 10"))
    p.add_argument("--vs-level", required=True, help=_("level B, 1 to 10, or 'random'"))
    p.add_argument("--games", default="2")
    p.add_argument("--seed", default="0")
    p.add_argument("--time-scale", default="1.0", help=_("multiply each level's time per move"))
    p.add_argument("--depth", default=None,
                   help=_("search every move to this depth (each level's own at most) with no "
                   "time limit: the same games on any machine"))
    p.set_defaults(run=tools.match_command)

    p = sub.add_parser("play", help=_("play on a sensor board: dama play --board URL"))
    board.add_play_arguments(p)
    p.set_defaults(run=board.play_board_command)

    p = sub.add_parser("host", help=_("wait for an opponent over the network (DXP)"))
    network.add_host_arguments(p)
    p.set_defaults(run=network.host_command)

    p = sub.add_parser("join", help=_("play an opponent over the network (DXP): dama join "
                                      "HOST[:PORT]"))
    network.add_join_arguments(p)
    p.set_defaults(run=network.join_command)

    p = sub.add_parser("board-sim", help=_("a virtual sensor board on a pty or a TCP port"))
    board.add_sim_arguments(p)
    p.set_defaults(run=board.board_sim_command)

    p = sub.add_parser("show", help=_("the board as braille cells (--braille) or in words "
                                      "(--text)"))
    braille_cmd.add_show_arguments(p)
    p.set_defaults(run=braille_cmd.show_command)

    p = sub.add_parser("say", help=_("speak a sentence, or write it to a WAV file"))
    say.add_arguments(p)
    p.set_defaults(run=say.say_command)

    p = sub.add_parser("interpret", help=_("what the game would make of a line of input"))
    p.add_argument("text", help=_("the line; - reads lines from the standard input"))
    p.add_argument("--variant", default="czech")
    p.add_argument("--fen")
    p.add_argument("--lang", choices=("cs", "en"), default="en")
    p.set_defaults(run=tools.interpret_command)

    for name, helptext in (
        ("hint", _("the best move and why, in one sentence")),
        ("analyse", _("who stands better, in words")),
    ):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("variant", nargs="?", default=DEFAULT_VARIANT.id,
                       help=_("the game (default: Czech draughts)"))
        p.add_argument("--fen")
        p.add_argument("--level", default="10")
        p.add_argument("--seconds", default=None,
                       help=_("think this long (default {seconds}); with --depth, the time "
                              "limit (default {limit})").format(
                           seconds=f"{tools.ADVICE_SECONDS:g}", limit=f"{tools.DEPTH_SECONDS:g}"))
        p.add_argument("--depth", default=None,
                       help=_("search to this depth at most, not for a time: the same answer "
                       "on any machine, unless the time limit comes first (then the best "
                       "move so far, and it says so)"))
        p.add_argument("--lang", choices=("cs", "en"), default=None)
        p.add_argument("--line", action="store_true", help=_("also print the principal line"))
        p.set_defaults(run=tools.advice_command, advice=name)

    p = sub.add_parser("endgame", help=_("build the endgame database the computer plays "
                       "perfectly from, ahead of the games (minutes), or say where it is"))
    endgame_cmd.add_arguments(p)
    p.set_defaults(run=endgame_cmd.endgame_command)

    p = sub.add_parser("guide", help=_("where the user guide is, or its text"))
    p.add_argument("guide_lang", nargs="?", choices=("cs", "en"), metavar="cs|en",
                   help=_("which guide (default: the player's language)"))
    p.add_argument("--text", action="store_true", help=_("print the whole guide"))
    p.set_defaults(run=tools.guide_command)

    p = sub.add_parser("puzzles", help=_("solve puzzles: positions where one move wins "
                       "(the game's options before the word: dama --lang en puzzles)"))
    p.set_defaults(run=_play, puzzles=True)

    p = sub.add_parser("review", help=_("the moves of a recorded game that lost most, and what "
                       "was better, in words"))
    p.add_argument("file", help=_("a PDN file"))
    p.add_argument("--game", default=None, help=_("which game of the file (from 1; default: "
                   "the last)"))
    p.add_argument("--depth", default=None, help=_("plies searched for each move (default 6)"))
    p.add_argument("--all", action="store_true", help=_("every mistake, not only the first three"))
    p.add_argument("--lang", choices=("cs", "en"), default=None)
    p.set_defaults(run=tools.review_command)
    return parser


def _play(args: argparse.Namespace) -> int:
    from accessible_dama.cli.app import play

    return play(args)


def configure_logging(verbose: int = 0) -> None:
    """One plain line per problem on standard error (``dama: ...``), warnings and worse;
    ``-v`` adds what the program chose and why, ``-vv`` everything. Replaces any handler
    a library put on the root logger, so no message is printed twice (a screen reader
    would read both), and Python's warnings go the same way."""
    level = logging.WARNING if verbose <= 0 else logging.INFO if verbose == 1 else logging.DEBUG
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(
        "dama: %(message)s" if verbose <= 1 else "dama: %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in root.handlers[:]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    logging.captureWarnings(True)
    threading.excepthook = log_thread_error
    sys.unraisablehook = log_unraisable


def log_thread_error(failure: threading.ExceptHookArgs) -> None:
    """An error that ends a thread (ours, or a library's, such as speech-dispatcher's
    client reading a server's garbage) goes to the log, never as a traceback to the
    player: one line with ``-v``, the traceback with ``-vv``."""
    if issubclass(failure.exc_type, SystemExit):
        return  # how a thread ends on purpose
    name = failure.thread.name if failure.thread is not None else "a thread"
    _log_error(f"{name} ended", failure.exc_value)


def log_unraisable(failure: sys.UnraisableHookArgs) -> None:
    """The same for an error Python can only ignore (in a library's C callback, such as
    pyttsx3's espeak-ng driver writing into a folder that is gone, or in ``__del__``)."""
    _log_error(failure.err_msg or "an error was ignored", failure.exc_value)


def _log_error(what: str, error: BaseException | None) -> None:
    log = logging.getLogger("accessible_dama")
    log.info("%s: %s: %s", what, type(error).__name__, error)
    if error is not None:
        log.debug("the traceback", exc_info=error)


def main(argv: Sequence[str] | None = None) -> int:
    configure_streams()  # Czech text on an ASCII terminal: transliterated, never a crash
    arguments = sys.argv[1:] if argv is None else list(argv)
    use_language(language_of_command_line(arguments))
    parser = build_parser()
    try:
        args = parser.parse_args(arguments)
        configure_logging(args.verbose)
        run = getattr(args, "run", None) or _play
        status: int = run(args)
        return status
    except (UsageError, CommandError) as e:
        print(f"dama: {e}", file=sys.stderr, flush=True)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _output_gone()
        return 0


def _output_gone() -> None:
    """The reader of standard output went away (``dama moves czech | head``): what is
    still buffered goes nowhere, so Python's last flush raises no second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
