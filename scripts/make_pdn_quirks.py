#!/usr/bin/env python3
"""Write the project's own game records for the reader's tests (tests/data/games and
tests/data/pdn_quirks).

The games are the engine's against itself (a fixed depth and fixed random numbers, so a
second run writes the same files): tests/data/games holds them as the writer writes them,
and each file of tests/data/pdn_quirks lays the same moves out in one way real game
records are written (squares padded for columns, spaces in moves, ``:`` captures, match
scores, ``01.`` numbers, nested comments, escape lines, Latin-1, CP1251, UTF-16, CRLF, ...).
The problems (a FEN and three moves) are composed by hand. The players' names are made up.

    .venv/bin/python scripts/make_pdn_quirks.py
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_dama.engine import Engine, Limit  # noqa: E402
from accessible_dama.notation.pdn import PdnGame, game_from_moves, write_pdn  # noqa: E402
from accessible_dama.rules import Position, Rules, find_variant, new_game  # noqa: E402

GAMES = ROOT / "tests" / "data" / "games"
QUIRKS = ROOT / "tests" / "data" / "pdn_quirks"
DEPTH = 2
LEVEL = 3

#: how many games of each variant, and how many plies each keeps
OWN = {"czech": (4, 44), "international": (10, 40), "english": (1, 20)}


def self_play(rules: Rules, number: int, plies: int) -> PdnGame:
    """The engine's game ``number`` against itself, ``plies`` at most."""
    engine = Engine(LEVEL, rng=random.Random(number * 7919 + len(rules.id)))
    game = new_game(rules)
    moves = []
    while game.outcome is None and len(moves) < plies:
        move = engine.choose_move(game, Limit(depth=DEPTH))
        moves.append(move)
        game.push(move)
    return game_from_moves(Position(rules), moves, {
        "Event": f"Own game {number}", "White": "engine", "Black": "engine"})


def own_games() -> dict[str, list[PdnGame]]:
    return {variant: [self_play(find_variant(variant), n, plies) for n in range(1, count + 1)]
            for variant, (count, plies) in OWN.items()}


# ---------------------------------------------------------------- layouts


def tags(pairs: Iterable[tuple[str, str]]) -> list[str]:
    return [f'[{name} "{value}"]' for name, value in pairs]


def numbered(moves: Sequence[str], per_line: int = 2, number: Callable[[int], str] = str,
             after: Callable[[int], str] = lambda n: "") -> list[str]:
    """``1. a b 2. c d`` lines, ``per_line`` numbered pairs a line; ``after(n)`` is written
    after White's move ``n`` (a comment, with the number that follows it)."""
    lines, words = [], []
    for k in range(0, len(moves), 2):
        n = k // 2 + 1
        words.append(f"{number(n)}. {moves[k]}")
        if k + 1 < len(moves):
            said = after(n)
            words.append(f"{said} {moves[k + 1]}" if said else moves[k + 1])
        if n % per_line == 0:
            lines.append(" ".join(words))
            words = []
    if words:
        lines.append(" ".join(words))
    return lines


def ended(lines: list[str], result: str) -> list[str]:
    return [*lines[:-1], f"{lines[-1]} {result}"]


def padded(move: str) -> str:
    """``1- 7``, ``17x 8``: every square after the first padded to two columns."""
    sep = "x" if "x" in move else "-"
    first, *rest = move.split(sep)
    return sep.join([first, *(f"{square:>2}" for square in rest)])


def columns(moves: Sequence[str]) -> list[str]:
    """Turbo Dambase columns: `` 1. 32-28  17-22``, ``23. 50-44   2- 7``."""
    lines = []
    for k in range(0, len(moves), 2):
        pair = [f"{padded(m):>5}" for m in moves[k : k + 2]]
        lines.append(f"{k // 2 + 1:>2}. " + "  ".join(pair))
    return lines


_SPACINGS = (" {} ", " {}", "{} ", " {} ")


def spaced(moves: Sequence[str]) -> list[str]:
    """Spaces around the first separator of each move, in turn: ``a3 - b4``, ``b6 -c5``."""
    out = []
    for k, move in enumerate(moves):
        sep = "x" if "x" in move else "-"
        first, rest = move.split(sep, 1)
        out.append(first + _SPACINGS[k % len(_SPACINGS)].format(sep) + rest)
    return out


def colons(moves: Sequence[str]) -> list[str]:
    return [m.replace("x", ":") for m in moves]


def game_text(head: list[str], body: list[str]) -> str:
    return "\n".join([*head, "", *body]) + "\n"


# ---------------------------------------------------------------- the files

PROBLEM_CZECH = (tags([("Event", "Problem"), ("FEN", "W:WKc5,a1:Bd6,f6,h8"), ("Result", "*")]),
                 ["1. c5:g5 h8-g7 2. g5-h6 *"])
PROBLEM_LOW = [("Event", "Problem 1"), ("FEN", "W:W28,31,32:B12,22,23"), ("Result", "*")]
SCORES = ["2-0", "0-2", "1-1", "4-6", "1-9", "1/2-1/2", "0-0", "*"]
#: made-up players, some with letters beyond ASCII
DUTCH = ["Jan Wouters", "Piet Smit", "Kees Bakker", "Henk Visser", "Joost Mulder",
         "Bram de Graaf", "Sjoerd Bos", "Wim Dekker", "Ruud Hoekstra", "Teun Vos"]
LATIN = "Gérard Dubois"  # the same letters in Latin-1 and cp1250
CYRILLIC = "Иванов, А."


def files(own: dict[str, list[PdnGame]]) -> dict[str, bytes]:
    cz, intl = [g.moves for g in own["czech"]], [g.moves for g in own["international"]]
    en = own["english"][0].moves
    out: dict[str, bytes] = {}

    def event(name: str, white: str, black: str, result: str, *more: tuple[str, str]
              ) -> list[str]:
        return tags([("Event", name), ("Date", "2025.03.??"), ("White", white),
                     ("Black", black), ("Result", result), *more])

    out["padded_squares.pdn"] = "\n".join(
        game_text(event("Own cup", DUTCH[k], DUTCH[k + 1], "*", ("GameType", "20")),
                  ended(columns(intl[k]), "*")) for k in range(2)).encode()
    out["spaced_moves.pdn"] = game_text(
        event("Vlastní turnaj", "Novák, J.", "Svoboda, K.", "1-0"),
        ended(numbered(spaced(cz[0])), "1-0")).encode()
    out["colon_captures.pdn"] = "\n".join([
        game_text(event("Vlastní turnaj", "Dvořák, P.", "Černý, M.", "0-1"),
                  ended(numbered(colons(cz[2])), "0-1")),
        game_text(*PROBLEM_CZECH)]).encode()
    out["match_scores.pdn"] = "\n".join(
        game_text(event("Own match", DUTCH[k], DUTCH[k + 2], score, ("GameType", "20")),
                  ended(numbered(intl[k][:30]), score))
        for k, score in enumerate(SCORES)).encode()

    def remark(n: int) -> str:
        return f"{{move {n}}} {n}{'...' if n % 2 else '…'}" if n in (5, 7, 10, 14) else ""

    out["move_numbers.pdn"] = game_text(
        event("Vlastní turnaj", "Novák, J.", "Svoboda, K.", "1/2-1/2"),
        ended(numbered(cz[1], 3, number=lambda n: f"{n:02}", after=remark), "1/2-1/2")
    ).encode()
    first, rest = intl[0][:4], intl[0][4:20]
    nested = ([f"1. {first[0]} {{opening {{a classic}} here}} {first[1]} "
               f"(1... {intl[1][1]} (1... {intl[2][1]} {{no {{really}}}}) 2. {intl[1][2]}) "
               f"2. {first[2]} {first[3]}"]
              + numbered(["", "", "", "", *rest])[1:])
    never_closed = numbered(intl[1][:10])
    never_closed[-1] += " {a remark never closed"
    side_line = numbered(intl[2][:10])
    side_line[-1] += f" (6. {intl[3][10]} a side line never closed"
    out["comments.pdn"] = "\n".join([
        game_text(event("Own cup", DUTCH[0], DUTCH[1], "1/2-1/2", ("GameType", "20")),
                  ended(nested, "1/2-1/2")),
        game_text(event("Own cup", DUTCH[2], DUTCH[3], "*", ("GameType", "20")),
                  [*never_closed, *ended(numbered(intl[1][10:20])[0:], "*")]),
        game_text(event("Own cup", DUTCH[4], DUTCH[5], "*", ("GameType", "20")),
                  [*side_line, "*"]),
        game_text(event("Own cup", DUTCH[6], DUTCH[7], "*", ("GameType", "20")),
                  ended(numbered(intl[3][:20]), "*"))]).encode()
    escaped = numbered(cz[0])
    out["escape_lines.pdn"] = game_text(
        ["% exported by a program", "% for its own use",
         *event("Vlastní turnaj", "Novák, J.", "Svoboda, K.", "1-0"),
         "%escape after the tags"],
        ended([*escaped[:5], "% a line of the program's own in the moves", *escaped[5:]],
              "1-0")).encode()
    short = ended(numbered(cz[0][:12]), "*")
    for name, white, black, encoding in (
            ("latin1.pdn", LATIN, "Jérôme Bähr", "latin-1"),
            ("cp1251.pdn", CYRILLIC, "Петров, Б.", "cp1251"),
            ("utf8_bom.pdn", "Šťastný, P.", "Dvořák, J.", "utf-8-sig"),
            ("utf16.pdn", "Šťastný, P.", CYRILLIC, "utf-16")):
        head = tags([("Event", "Мой турнир" if encoding in ("cp1251", "utf-16")
                      else "Coupe d'été" if encoding == "latin-1" else "Můj turnaj"),
                     ("White", white), ("Black", black), ("Result", "*")])
        out[name] = game_text(head, short).encode(encoding)
    crlf = numbered(cz[0][:12])
    out["crlf.pdn"] = game_text(
        [*tags([("Event", "Praha"), ("White", "Novák, J."), ("Black", "Svoboda, K."),
                ("Result", "*")]), ""],
        [*crlf[:-1], crlf[-1] + " {a comment", "of two lines} *"]
    ).replace("\n", "\r\n").encode()
    out["one_collection.pdn"] = "\n".join([
        game_text(tags([("Event", "Own cup"), ("Date", "2025.05.23"), ("White", "Smit, P."),
                        ("Black", "Vos, T."), ("Result", "*")]),
                  ended(numbered(intl[4][:30]), "*")),
        game_text(tags(PROBLEM_LOW), ["1. 28x8 23-29 2. 8-3 *"])]).encode()
    out["mixed_gametypes.pdn"] = "\n".join([
        game_text(tags([("Event", "Own match"), ("Date", "2025-??-??"),
                        ("White", "Brown, J."), ("Black", "Green, W."), ("Result", "*"),
                        ("GameType", "21")]), ended(numbered(en), "*")),
        game_text(tags([*PROBLEM_LOW, ("GameType", "20")]),
                  ["1. 28x8 23-29 2. 8-3 *"])]).encode()
    out["all_quirks.pdn"] = all_quirks(intl)
    return out


def all_quirks(intl: Sequence[Sequence[str]]) -> bytes:
    """Every quirk in one international collection: CRLF, Latin-1 and CP1251 lines."""
    layouts: list[Callable[[list[str]], list[str]]] = [
        columns,
        lambda m: numbered(colons(m), number=lambda n: f"{n:02}"),
        lambda m: numbered([x.replace("-", " - ") for x in m]),
    ]
    parts = ["% Own export\n% all the quirks of real files\n"]
    for k, score in enumerate(SCORES):
        white = LATIN if k % 2 == 0 else CYRILLIC
        head = tags([("Event", "Own cup"), ("White", white), ("Black", DUTCH[k + 1]),
                     ("Result", score), ("GameType", "20")])
        moves = intl[k][:40 if k == 0 else 30]
        if k % 4 == 3:
            body = numbered(moves)
            body[0] = (f"1. {moves[0]} {{first {{and only}} remark}} 1... {moves[1]} "
                       f"(1... {intl[k + 1][1]} (1... {intl[k + 2][1]})) "
                       + body[0].split(" ", 3)[3])
        else:
            body = layouts[k % 4 % 3](moves)
        parts.append(game_text(head, ended(body, score)))
        if k % 3 == 1:
            parts.append("% an escape line between games\n")
    parts.append(game_text(tags([*PROBLEM_LOW[:2], ("Result", "2-0")]),
                           [f"1. {padded('28x8')}  23-29", f"2. {padded('8-3'):>5} 2-0"]))
    text = "\n".join(parts).replace("\n", "\r\n")
    return b"".join(line.encode("cp1251" if CYRILLIC in line else "latin-1")
                    for line in text.splitlines(keepends=True))


def main() -> None:
    own = own_games()
    GAMES.mkdir(parents=True, exist_ok=True)
    QUIRKS.mkdir(parents=True, exist_ok=True)
    for variant, games in own.items():
        (GAMES / f"{variant}.pdn").write_text(write_pdn(games), encoding="utf-8")
    for name, data in files(own).items():
        (QUIRKS / name).write_bytes(data)


if __name__ == "__main__":
    main()
