"""Tool subcommands: ``perft``, ``moves``, ``replay``, ``match``, ``hint``, ``analyse``,
``review``, ``interpret``, ``guide``. Each that plays takes any game: a draughts variant or
one of the other games of the texts (alquerque, alquerque-modified, mill, vietnamese)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from accessible_dama.cli.args import (
    CommandError,
    _,
    any_position_arg,
    argument_text,
    game_arg,
    int_arg,
    number_arg,
    quoted_argument,
)
from accessible_dama.notation.pdn import write_result
from accessible_dama.notation.squares import Style
from accessible_dama.notation.text import full_move_text, move_text, square_name
from accessible_dama.rules import AnyPosition, AnyRules, Move, perft, perft_divide
from accessible_dama.session.system import system_language

ADVICE_SECONDS = 2.0  # a hint or an analysis without a depth thinks this long
DEPTH_SECONDS = 10.0  # a search to a depth stops here at the latest, with the best so far


def any_move_text(rules: AnyRules, move: Move) -> str:
    """A move with every landing square or point, algebraic: ``a1xc3xe1``, ``d7xb6``,
    ``--``."""
    return full_move_text(rules, move, Style.ALGEBRAIC)


def perft_command(args: argparse.Namespace) -> int:
    rules = game_arg(args.variant)
    depth = int_arg("depth", args.depth, 0, 64)
    position = any_position_arg(rules, args.fen)
    if args.divide and depth >= 1:
        total = 0
        rows = [(any_move_text(rules, move), n) for move, n in perft_divide(position, depth)]
        for text, n in sorted(rows):
            print(f"{text}: {n}")
            total += n
    else:
        total = perft(position, depth)
    print(f"perft {depth}: {total}", flush=True)
    return 0


def moves_command(args: argparse.Namespace) -> int:
    rules = game_arg(args.variant)
    position = any_position_arg(rules, args.fen)
    lines = sorted(any_move_text(rules, m) for m in position.legal_moves())
    sys.stdout.write("".join(line + "\n" for line in lines))
    sys.stdout.flush()
    return 0


def replay_command(args: argparse.Namespace) -> int:
    from accessible_dama.cli.replay import replay_file

    return replay_file(args.file, args.variant, args.lang or system_language())


def match_command(args: argparse.Namespace) -> int:
    from accessible_dama.engine.match import play_match, random_mover_match

    rules = game_arg(args.variant)
    level_a = int_arg("--level", args.level, 1, 10)
    games = int_arg("--games", args.games, 1, 10_000)
    seed = int_arg("--seed", args.seed, 0, 2**31)
    scale = number_arg("--time-scale", args.time_scale, 100)
    depth = None if args.depth is None else int_arg("--depth", args.depth, 1, 64)
    if args.vs_level == "random":
        opponent = "random"
        records = random_mover_match(rules, level_a, games, seed=seed, time_scale=scale,
                                     depth=depth)
    else:
        level_b = int_arg("--vs-level", args.vs_level, 1, 10)
        opponent = f"level {level_b}"
        records = play_match(rules, level_a, level_b, games, seed=seed, time_scale=scale,
                             depth=depth)
    wins = draws = losses = 0
    for r in records:
        me = f"level {level_a}"
        white, black = (me, opponent) if r.a_color else (opponent, me)
        if r.outcome is None:
            result, reason = "1/2-1/2", f"stopped after {r.plies} plies"
        else:
            result, reason = write_result(r.outcome, rules.first), r.outcome.reason.value
        print(f"game {r.number}: {white} - {black}: {result} ({reason}, {r.plies} plies)",
              flush=True)
        if r.a_score == 1.0:
            wins += 1
        elif r.a_score == 0.0:
            losses += 1
        else:
            draws += 1
    print(f"level {level_a}: {wins} wins, {draws} draws, {losses} losses", flush=True)
    return 0


def advice_command(args: argparse.Namespace, *,
                   clock: Callable[[], float] = time.monotonic) -> int:
    """``dama hint`` and ``dama analyse``: one sentence, and the line on request. A
    search to ``--depth`` stops at the time limit (``--seconds``, ``DEPTH_SECONDS`` by
    default) with the best move so far, and says so."""
    from accessible_dama.engine import Engine, Limit
    from accessible_dama.phrases import Phrases
    from accessible_dama.rules import new_game

    rules = game_arg(args.variant)
    position = any_position_arg(rules, args.fen)
    level_number = int_arg("--level", args.level, 1, 10)
    depth = None if args.depth is None else int_arg("--depth", args.depth, 1, 64)
    seconds = ADVICE_SECONDS if depth is None else DEPTH_SECONDS
    if args.seconds is not None:
        seconds = number_arg("--seconds", args.seconds, 3600)
    phrases = Phrases(args.lang or system_language())
    game = new_game(rules, position)
    engine = Engine(level_number, clock=clock)
    deadline = clock() + seconds
    limit = Limit(depth=depth, deadline=deadline)
    if args.advice == "hint":
        hint = engine.hint(game, limit)
        if hint is None:
            raise CommandError(_("there is no move: the game is over"))
        print(phrases.hint(hint, position), flush=True)
        line = hint.line
    else:
        analysis = engine.analyse(game, limit)
        print(phrases.analysis(analysis), flush=True)
        line = analysis.line
    if depth is not None and clock() >= deadline:
        print(phrases.time_limit_reached(seconds, depth), flush=True)
    if args.line and line:
        replay = position.copy()
        words = []
        for move in line:
            words.append(move_text(replay, move))
            replay.push(move)
        print(" ".join(words), flush=True)
    return 0


def review_command(args: argparse.Namespace) -> int:
    """``dama review FILE``: the mistakes of a game of the file (the last, or ``--game``),
    said as the ``rozbor`` / ``review`` command says them; nothing is written."""
    import os
    from pathlib import Path

    from accessible_dama.phrases.render import Renderer
    from accessible_dama.session.core import Session
    from accessible_dama.session.events import MistakesShown
    from accessible_dama.session.record import FileOfGames
    from accessible_dama.session.settings import Settings

    lang = args.lang or system_language()
    renderer = Renderer(lang)
    path = Path(args.file)
    file = FileOfGames.read(path)
    if isinstance(file, FileOfGames) and not file.games:
        raise CommandError(_("{file}: no game in the file").format(file=quoted_argument(args.file)))
    last = len(file.games) if isinstance(file, FileOfGames) else 1
    number = last if args.game is None else int_arg("--game", args.game, 1, last)
    depth = None if args.depth is None else int_arg("--depth", args.depth, 1, 64)
    session = Session(Settings(lang=lang), save_path=Path(os.devnull), engine_depth=depth)
    events = session.review_file(path)
    if session.reviewing and number != 1:
        events = session.command("library", (str(number),))
    if not session.reviewing:
        for event in events:
            print(" ".join(renderer.render(event).lines), file=sys.stderr, flush=True)
        return 1
    for event in session.command("review", ()):
        if not isinstance(event, MistakesShown):
            continue  # where the record now stands: for the game, not for a listing
        said = renderer.render(event)
        for line in said.lines + (said.more if args.all else []):
            print(line, flush=True)
    return 0


def guide_command(args: argparse.Namespace) -> int:
    """``dama guide [cs|en] [--text]``: the path of the user guide, or its whole text."""
    from accessible_dama.cli.args import language
    from accessible_dama.guides import guide_path

    path = guide_path(args.guide_lang or language())
    if not args.text:
        print(path, flush=True)
        return 0
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise CommandError(_("cannot read {file}: {why}").format(
            file=quoted_argument(str(path)), why=e.strerror or e)) from None
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0


def interpret_command(args: argparse.Namespace) -> int:
    """``dama interpret TEXT``: one line, ``move M``, ``command NAME ARGS``, ``ambiguous M1
    M2``, ``illegal M: REASON``, ``ask NAME ARGS | NAME ARGS`` (the meanings to choose
    from), ``suggest SAID: NAME ARGS`` (did you mean), ``unknown: TEXT`` (moves
    algebraic, every landing) or ``too long: more than N characters``. The text is cleaned as the
    game cleans a line. TEXT ``-`` reads every line of the standard input (each read
    bounded, as the game reads) and answers each on its own line."""
    from accessible_dama.cli.app import plain_reader
    from accessible_dama.session.core import MAX_LINE
    from accessible_dama.understand import clean_line

    rules = game_arg(args.variant)
    position = any_position_arg(rules, args.fen)
    read = plain_reader() if args.text == "-" else iter([argument_text(args.text), None]).__next__
    while (line := read()) is not None:
        text = clean_line(line)
        if len(text) > MAX_LINE:  # refused unread, as the game refuses it
            print(f"too long: more than {MAX_LINE} characters", flush=True)
            continue
        print(_one_line(interpreted(text, rules, position, args.lang)), flush=True)
    return 0


def interpreted(text: str, rules: AnyRules, position: AnyPosition, lang: str) -> str:
    """What ``interpret`` makes of one line, as ``dama interpret`` writes it."""
    from accessible_dama.phrases.render import Renderer
    from accessible_dama.session.events import IllegalMove
    from accessible_dama.understand import (
        AmbiguousIntent,
        AskBackIntent,
        CommandIntent,
        IllegalIntent,
        MoveIntent,
        QuestionsIntent,
        SuggestIntent,
        interpret,
    )

    intent = interpret(text, position, lang)
    if isinstance(intent, MoveIntent):
        return f"move {any_move_text(rules, intent.move)}"
    if isinstance(intent, CommandIntent):
        return " ".join(("command", intent.name, *intent.args))
    if isinstance(intent, AskBackIntent):
        return "ask " + " | ".join(" ".join((o.name, *o.args)) for o in intent.options)
    if isinstance(intent, QuestionsIntent):
        return "questions " + " | ".join(" ".join((q.name, *q.args)) for q in intent.questions)
    if isinstance(intent, SuggestIntent):
        return " ".join((f"suggest {intent.said}:", intent.command.name, *intent.command.args))
    if isinstance(intent, AmbiguousIntent):
        return " ".join(["ambiguous", *sorted(any_move_text(rules, m) for m in intent.moves)])
    if isinstance(intent, IllegalIntent):
        named = "-".join(square_name(rules, s, Style.ALGEBRAIC) for s in intent.path)
        named = named or intent.text
        if intent.taken is not None:
            named += "x" + square_name(rules, intent.taken, Style.ALGEBRAIC)
        event = IllegalMove(named, intent.illegal, position, off_board=intent.off_board)
        sentence = Renderer(lang, notation="algebraic").render(event).lines[0]
        reason = sentence.split(": ", 1)[1] if ": " in sentence else sentence
        return f"illegal {named}: {reason}"
    return f"unknown: {text.strip()}"


def _one_line(text: str) -> str:
    return " ".join(text.split())
