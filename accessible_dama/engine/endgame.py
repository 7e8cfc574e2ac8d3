"""Exact endgame databases: every position with few pieces, solved once by retrograde
analysis with the rules core's own moves, kept in the user's cache folder.

Only Czech draughts has one (``SUPPORTED``). What a position is worth there depends on
the draw counts running (RULES.md, 6.2, 6.3, 6.4), so the database stores, for every
position with the side to move:

- who wins when the count allows it (the side to move, the other side, or nobody: a
  draw whatever the count);
- ``d``, the *distance to conversion*: the plies the winner needs, against the best
  defence, to win or to make a move that restarts the count (a capture, a crowning, and
  where the 6.2 limit governs a man move too) into a position won afresh. The winner
  minimises it, the loser maximises it;
- ``plies``: how long the game then lasts to its end when the winner plays only moves
  that keep ``d`` falling (converting as soon as it can win afresh) and the loser holds
  out as long as it can: a true win in that many plies, whatever count is running.

A position under a count with ``c`` plies left is won iff ``d <= c``; otherwise it is
a draw. Which count governs a material:

- the endgame count of 6.3/6.4 where it applies (at most two kings against a king, a king
  and a man against a king, a king against a king, three kings against a king): it starts
  afresh only when the material changes. The 6.2 limit (30 plies with no man move and no
  capture) never ends such a game first: both start together when the material appears
  (a capture or a crowning also restarts 6.2), 6.2 restarts at man moves as well, and its
  30 plies are never fewer than the endgame count's 10 or 30;
- elsewhere the 6.2 limit: it starts afresh at a capture or a move of a man. Such a move
  leads to a position evaluated afresh (30 plies); man moves go forward only, so the
  positions of one material are solved in order of their men, the most advanced first.

Repetitions do not change a value: the winner never repeats a position (its ``d``
falls at every move it makes), and a draw is a draw anyway.

Tables: one per material (white kings, white men, black kings, black men) of which the
"larger" of it and its colour-swapped twin is stored (the board turned round, the colours
swapped, the other side to move: ``s -> 33 - s``); each entry is one byte (``d`` and
who wins, 255 for a draw) and two bytes of ``plies``. Smaller materials are solved
first: a capture or a crowning leads into one already solved.

``build`` makes a database (minutes for the default one, see docs/engine.md) and writes
it atomically into the cache folder (``cache_dir``); ``read`` reads one that is there,
checking its checksum (a damaged or truncated file is never trusted); ``Tables`` is what
an engine is given: the databases already read or on disk, never a build.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import tempfile
import threading
import time
import zlib
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from pathlib import Path

from accessible_dama.oslock import try_lock, unlock
from accessible_dama.rules import AnyRules, Move, Position, Reason, Rules
from accessible_dama.rules.draws import MoveLimit
from accessible_dama.rules.movegen import generator_for

log = logging.getLogger(__name__)

#: the format of the files; a new one is written under a new name
VERSION = 1
#: the variants with a database
SUPPORTED = ("czech",)
#: every material with at most this many pieces, both sides at least one
DEFAULT_PIECES = 4
#: and these materials (with whatever they lead to) besides
DEFAULT_EXTRA: tuple[tuple[int, int, int, int], ...] = ()
#: the folder for the files instead of the user's cache folder
CACHE_VARIABLE = "ACCESSIBLE_DAMA_CACHE"

_MAGIC = b"accessible_dama endgame\n"
_DRAW = 255  # the byte of a drawn position (or of an index that is no position)
_INF = 1 << 30

#: (white kings, white men, black kings, black men)
Material = tuple[int, int, int, int]


def material_name(material: Material) -> str:
    """``KKKvK``, ``KMvK``: K a king, M a man, White's pieces first."""
    wk, wm, bk, bm = material
    return "K" * wk + "M" * wm + "v" + "K" * bk + "M" * bm


def _mirror(material: Material) -> Material:
    wk, wm, bk, bm = material
    return (bk, bm, wk, wm)


def _canonical(material: Material) -> Material:
    return max(material, _mirror(material))


def materials_up_to(pieces: int) -> list[Material]:
    """Every stored material with 2..``pieces`` pieces, each side at least one."""
    out = set()
    for total in range(2, pieces + 1):
        for wk in range(total + 1):
            for wm in range(total + 1 - wk):
                for bk in range(total + 1 - wk - wm):
                    bm = total - wk - wm - bk
                    if wk + wm and bk + bm:
                        out.add(_canonical((wk, wm, bk, bm)))
    return sorted(out)


def _needed(materials: Iterable[Material]) -> list[Material]:
    """The materials and every smaller one a capture or a crowning leads to, in the
    order they are solved (fewer pieces first, then fewer men)."""
    found: set[Material] = set()
    todo = [_canonical(m) for m in materials]
    while todo:
        m = todo.pop()
        if m in found:
            continue
        found.add(m)
        wk, wm, bk, bm = m
        smaller = []
        if wk:
            smaller.append((wk - 1, wm, bk, bm))
        if wm:
            smaller.extend([(wk, wm - 1, bk, bm), (wk + 1, wm - 1, bk, bm)])
        if bk:
            smaller.append((wk, wm, bk - 1, bm))
        if bm:
            smaller.extend([(wk, wm, bk, bm - 1), (wk, wm, bk + 1, bm - 1)])
        for material in smaller:
            if material[0] + material[1] and material[2] + material[3]:
                todo.append(_canonical(material))
    return sorted(found, key=lambda m: (sum(m), m[1] + m[3], m))


@dataclass(frozen=True)
class Selection:
    """Which materials a database holds: all with up to ``pieces`` pieces, and
    ``extra`` (with whatever they lead to)."""

    pieces: int = DEFAULT_PIECES
    extra: tuple[Material, ...] = DEFAULT_EXTRA

    def materials(self) -> list[Material]:
        return _needed([*materials_up_to(self.pieces), *self.extra])

    @property
    def tag(self) -> str:
        """What the file name says of it: ``4``, ``3+KKKvK``."""
        return _tag(self.pieces, self.extra)


@cache
def _tag(pieces: int, extra: tuple[Material, ...]) -> str:
    more = sorted({_canonical(m) for m in extra} - set(materials_up_to(pieces)))
    return "".join([str(pieces), *(f"+{material_name(m)}" for m in more)])


# ---------------------------------------------------------------- the count rules


class _Counts:
    """The draw counts of a variant as the database needs them: the plies a count leaves,
    and which moves start it afresh."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.draw_rules = rules.draw_rules
        self.material_rules = tuple(
            r for r in rules.draw_rules if r.reason is Reason.ENDGAME_COUNT)
        limits = [r for r in rules.draw_rules if isinstance(r, MoveLimit)]
        #: a move of a man starts the governing count afresh where no material count runs
        self.man_moves_reset = any(r.man_moves_count for r in limits)

    def left(self, states: Sequence[object]) -> int:
        """Plies until a draw count ends the game, from the rules' states (a move limit
        that has just started again, ``plies_left`` None, has all its plies)."""
        best = _INF
        for rule, state in zip(self.draw_rules, states, strict=True):
            n = rule.plies_left(state)
            if n is None:
                if isinstance(rule, MoveLimit):
                    n = 2 * rule.moves
                else:
                    continue
            best = min(best, n)
        return best

    def fresh(self, position: Position) -> int:
        """Plies left in a game that starts at ``position`` (as after a capture)."""
        return self.left([rule.start(position) for rule in self.draw_rules])

    def by_material(self, position: Position) -> bool:
        """Whether an endgame count governs this material (else the 6.2 limit)."""
        return any(r.plies_left(r.start(position)) is not None for r in self.material_rules)


# ---------------------------------------------------------------- indexing


class _Index:
    """Positions of one material as numbers: each group of pieces (white kings, white
    men, black kings, black men) by the colex rank of its squares, then the side to
    move (White 0, Black 1)."""

    def __init__(self, rules: Rules) -> None:
        g = rules.geometry
        self.squares = n = g.squares
        self.bit = g.bit
        # bit position + 1 (bit_length) -> square - 1
        self.sq = [0] * (max(b.bit_length() for b in g.bit) + 1)
        for square in range(1, n + 1):
            self.sq[g.bit[square].bit_length()] = square - 1
        self.binom = [[comb(s, j) for s in range(n + 1)] for j in range(6)]
        self.count = [comb(n, count) for count in range(6)]
        self.turned = [0] * len(self.sq)  # bit_length -> the bit of the square turned round
        for square in range(1, n + 1):
            self.turned[g.bit[square].bit_length()] = g.bit[n + 1 - square]
        self._combos: dict[int, list[int]] = {}
        #: the rank of every bitboard of up to four squares
        self.rank_of: dict[int, int] = {}
        for count in range(5):
            for r, bb in enumerate(self.combos(count)):
                self.rank_of[bb] = r

    def _rank(self, bb: int) -> int:
        r = 0
        j = 1
        sq = self.sq
        binom = self.binom
        while bb:
            low = bb & -bb
            r += binom[j][sq[low.bit_length()]]
            bb ^= low
            j += 1
        return r

    def rank(self, bb: int) -> int:
        """The colex rank of the squares of ``bb``."""
        found = self.rank_of.get(bb)
        return self._rank(bb) if found is None else found

    def turn_round(self, bb: int) -> int:
        """The bitboard with the board turned round (square s to 33 - s)."""
        out = 0
        turned = self.turned
        while bb:
            low = bb & -bb
            out |= turned[low.bit_length()]
            bb ^= low
        return out

    def combos(self, count: int) -> list[int]:
        """Bitboards of ``k`` squares, by colex rank."""
        found = self._combos.get(count)
        if found is None:
            from itertools import combinations

            found = [0] * self.count[count]
            for squares in combinations(range(self.squares), count):
                bb = 0
                for q in squares:
                    bb |= self.bit[q + 1]
                found[self._rank(bb)] = bb
            self._combos[count] = found
        return found

    def size(self, m: Material) -> int:
        c = self.count
        return c[m[0]] * c[m[1]] * c[m[2]] * c[m[3]] * 2

    def index(self, m: Material, wm: int, wk: int, bm: int, bk: int, white: bool) -> int:
        """The index of a position of material ``m`` (as it stands, not turned round)."""
        c = self.count
        rank = self.rank
        i = ((rank(wk) * c[m[1]] + rank(wm)) * c[m[2]] + rank(bk)) * c[m[3]] + rank(bm)
        return 2 * i + (0 if white else 1)

    def locate(self, wm: int, wk: int, bm: int, bk: int,
               white: bool) -> tuple[Material, int]:
        """The stored material and index of a position (turned round and colours swapped
        when its twin is the one stored)."""
        m = (wk.bit_count(), wm.bit_count(), bk.bit_count(), bm.bit_count())
        mirror = (m[2], m[3], m[0], m[1])
        if mirror > m:
            t = self.turn_round
            wm, wk, bm, bk = t(bm), t(bk), t(wm), t(wk)
            white = not white
            m = mirror
        return m, self.index(m, wm, wk, bm, bk, white)


# ---------------------------------------------------------------- the database


@dataclass
class _Table:
    material: Material
    dtc: bytearray  # (d << 1) | (side to move loses); 255 a draw
    plies: array[int]  # 'H'


class Database:
    """The solved positions of one variant: ``value`` for the exact value under the draw
    counts running (what the search asks), ``entry`` for what is stored."""

    def __init__(self, rules: Rules, tables: dict[Material, _Table]) -> None:
        self.rules = rules
        self.tables = tables
        self.index = _Index(rules)
        #: the most pieces of any material held
        self.pieces = max((sum(m) for m in tables), default=0)
        self.counts = _Counts(rules)

    @property
    def materials(self) -> list[Material]:
        return sorted(self.tables)

    def entry(self, position: Position) -> tuple[int, int, int] | None:
        """(result for the side to move: 1 won, -1 lost, 0 drawn whatever the count;
        d; plies) of a position, or None when the database does not hold its material.
        A side to move without pieces has lost."""
        p = position
        own = (p.white_men | p.white_kings) if p.turn else (p.black_men | p.black_kings)
        if not own:
            return (-1, 0, 0)
        m, i = self.index.locate(p.white_men, p.white_kings, p.black_men, p.black_kings,
                                 p.turn)
        table = self.tables.get(m)
        if table is None:
            return None
        code = table.dtc[i]
        if code == _DRAW:
            return (0, 0, 0)
        return (-1 if code & 1 else 1, code >> 1, table.plies[i])

    def value(self, position: Position,
              states: Sequence[object] | None = None) -> tuple[int, int] | None:
        """(result for the side to move: 1 a win, 0 a draw, -1 a loss; plies to the end
        of the game) with the draw rules in ``states`` (as a ``Game`` keeps them, one per
        rule of ``rules.draw_rules``; None: a game that starts here), or None when the
        database does not hold the material."""
        found = self.entry(position)
        if found is None:
            return None
        result, d, plies = found
        if result == 0:
            return (0, 0)
        counts = self.counts
        left = counts.fresh(position) if states is None else counts.left(states)
        if d > left:
            return (0, 0)
        return (result, plies)


# ---------------------------------------------------------------- solving


Report = Callable[[str], None]  # a line of progress (the material solved, how long)

#: a position of one material to solve: (index in its table, white men, white kings,
#: black men, black kings, White to move)
_Node = tuple[int, int, int, int, int, bool]


class _Builder:
    def __init__(self, rules: Rules, progress: Report | None) -> None:
        if rules.id not in SUPPORTED:
            raise ValueError(f"no endgame database for {rules.id}")
        self.rules = rules
        self.gen = generator_for(rules)
        self.index = _Index(rules)
        self.counts = _Counts(rules)
        self.tables: dict[Material, _Table] = {}
        self.scratch = Position(rules, pieces={})
        self.progress = progress or (lambda line: None)
        self.mask = rules.geometry.mask
        self.white_row = rules.geometry.promotion_rows[1]  # no white man stands there
        self.black_row = rules.geometry.promotion_rows[0]

    def fresh_value(self, p: Position) -> tuple[int, int]:
        """(result for the side to move, plies to the end) of a game that starts at
        ``p``, from the tables already solved."""
        own = (p.white_men | p.white_kings) if p.turn else (p.black_men | p.black_kings)
        if not own:
            return (-1, 0)
        m, i = self.index.locate(p.white_men, p.white_kings, p.black_men, p.black_kings, p.turn)
        table = self.tables[m]
        code = table.dtc[i]
        if code == _DRAW or code >> 1 > self.counts.fresh(p):
            return (0, 0)
        return (-1 if code & 1 else 1, table.plies[i])

    def positions(self, m: Material) -> list[_Node]:
        """(index, white men, white kings, black men, black kings, white to move) of every
        position of the material."""
        index = self.index
        wk, wm, bk, bm = m
        total = sum(m)
        c = index.count
        out = []
        white_row, black_row = self.white_row, self.black_row
        for r1, b1 in enumerate(index.combos(wk)):
            for r2, b2 in enumerate(index.combos(wm)):
                if b2 & white_row or b1 & b2:
                    continue
                w = b1 | b2
                for r3, b3 in enumerate(index.combos(bk)):
                    if w & b3:
                        continue
                    for r4, b4 in enumerate(index.combos(bm)):
                        if b4 & black_row or (w | b3 | b4).bit_count() != total:
                            continue
                        i = 2 * (((r1 * c[wm] + r2) * c[bk] + r3) * c[bm] + r4)
                        out.append((i, b2, b1, b4, b3, True))
                        out.append((i + 1, b2, b1, b4, b3, False))
        return out

    def solve(self, m: Material) -> _Table:
        started = time.monotonic()
        n = self.index.size(m)
        table = _Table(m, bytearray(b"\xff") * n, array("H", bytes(2 * n)))
        # a man move in the same material reads the positions solved before it
        self.tables[m] = table
        everything = self.positions(m)
        if not everything:
            return table
        _, wm0, wk0, bm0, bk0, _ = everything[0]
        scratch = self.scratch
        scratch.white_men, scratch.white_kings = wm0, wk0
        scratch.black_men, scratch.black_kings = bm0, bk0
        by_material = self.counts.by_material(scratch)
        men_reset = not by_material and self.counts.man_moves_reset and (m[1] or m[3])
        if men_reset:
            # the men's places, the most advanced first: a man move leads to one solved
            groups: dict[tuple[int, int], list[_Node]] = {}
            for entry in everything:
                groups.setdefault((entry[1], entry[3]), []).append(entry)
            order = sorted(groups, key=self._advance, reverse=True)
            for key in order:
                self._solve_group(table, groups[key], True)
        else:
            self._solve_group(table, everything, False)
        self.progress(f"{material_name(m)}: {len(everything)} positions, "
                      f"{time.monotonic() - started:.1f} s")
        return table

    def _advance(self, men: tuple[int, int]) -> int:
        """How far the men have gone: rows from White's side for White's men, from
        Black's for Black's (a man move adds one)."""
        g = self.rules.geometry
        total = 0
        for square in g.squares_of(men[0]):
            total += g.coords(square)[1]
        for square in g.squares_of(men[1]):
            total += g.size - 1 - g.coords(square)[1]
        return total

    def _solve_group(self, table: _Table, nodes: list[_Node], men_reset: bool) -> None:
        """Retrograde analysis of positions whose moves stay among them or leave them
        for positions already solved (a capture, a crowning, a man move where it
        restarts the count)."""
        graph = self._graph(table.material, nodes, men_reset)
        _store(table, nodes, _retrograde(graph))

    def _index_steps(self, m: Material) -> tuple[int, int, int, int]:
        """What one step in the colex rank of each group of pieces (white kings, white
        men, black kings, black men) adds to the index of a position of material ``m``."""
        count = self.index.count
        black_men = 2  # past the side to move
        black_kings = black_men * count[m[3]]
        white_men = black_kings * count[m[2]]
        white_kings = white_men * count[m[1]]
        return white_kings, white_men, black_kings, black_men

    def _graph(self, material: Material, nodes: list[_Node], men_reset: bool) -> _Graph:
        """The moves of the group's positions (``nodes``, numbered by their place in it):
        a move to a position of the group is an edge of the graph; the moves that leave
        it are summed up by ``_exits``."""
        graph = _Graph.of_size(len(nodes))
        children = graph.children
        number = {node[0]: nth for nth, node in enumerate(nodes)}  # index in the table -> in nodes
        white_kings_step, white_men_step, black_kings_step, black_men_step = (
            self._index_steps(material))
        rank = self.index.rank_of.__getitem__
        bit = self.index.bit
        rows = self.rules.geometry.promotion_rows
        moves_of = self.gen.moves
        mask = self.mask
        for nth, (index, wm, wk, bm, bk, white) in enumerate(nodes):
            graph.starts[nth] = len(children)
            empty = mask & ~(wm | wk | bm | bk)
            # ``after``: the index of the position after a move, but for the change in the
            # rank of the group that moved
            if white:
                moves = moves_of(wm, wk, bm | bk, empty, True)
                men, kings, men_step, kings_step = wm, wk, white_men_step, white_kings_step
                after = index + 1  # then Black to move
            else:
                moves = moves_of(bm, bk, wm | wk, empty, False)
                men, kings, men_step, kings_step = bm, bk, black_men_step, black_kings_step
                after = index - 1
            if not moves:
                graph.terminal[nth] = 1
                continue
            crown = rows[white]
            kings_rank = rank(kings)
            men_rank = rank(men)
            leaving = []
            for move in moves:
                path, captured = move
                if not captured:
                    start, end = bit[path[0]], bit[path[-1]]
                    if kings & start:
                        kings_after = kings ^ start ^ end
                        children.append(number[after + kings_step
                                               * (rank(kings_after) - kings_rank)])
                        continue
                    if not (men_reset or end & crown):
                        men_after = men ^ start ^ end
                        children.append(number[after + men_step
                                               * (rank(men_after) - men_rank)])
                        continue
                leaving.append(move)
            if leaving:
                self._exits(graph, nth, nodes[nth], leaving)
        graph.starts[len(nodes)] = len(children)
        return graph

    def _exits(self, graph: _Graph, nth: int, node: _Node, moves: list[Move]) -> None:
        """What the ``moves`` of position ``k`` that leave the group (a capture, a crowning,
        a man move where it restarts the count) lead to: each to a position valued afresh
        from the tables solved before."""
        _, wm, wk, bm, bk, white = node
        scratch = self.scratch
        best_win = _INF
        worst_loss = 0
        for move in moves:
            scratch.white_men, scratch.white_kings = wm, wk
            scratch.black_men, scratch.black_kings = bm, bk
            scratch.turn = white
            scratch.push(move)
            result, plies = self.fresh_value(scratch)
            scratch.pop()
            if result < 0:
                best_win = min(best_win, plies + 1)
            elif result == 0:
                graph.exit_draw[nth] = 1
            else:
                worst_loss = max(worst_loss, plies + 1)
        if best_win < _INF:
            graph.exit_win[nth] = best_win
        graph.exit_lose[nth] = worst_loss


_UNKNOWN, _WON, _LOST = 0, 1, 2  # a position's status, for the side to move


@dataclass
class _Graph:
    """A group of positions (0 to size - 1) and their moves: the moves within the group
    are edges, those that leave it are summed up for each position as exits."""

    starts: array[int]  # the moves of position k go to children[starts[k]:starts[k + 1]]
    children: array[int]
    exit_win: array[int]  # the fewest plies to the end by an exit that wins (0: none)
    exit_lose: array[int]  # the most plies to the end by an exit that loses
    exit_draw: bytearray  # 1: an exit draws
    terminal: bytearray  # 1: no move at all (the side to move has lost)

    @classmethod
    def of_size(cls, size: int) -> _Graph:
        return cls(array("l", [0]) * (size + 1), array("l"), array("l", [0]) * size,
                   array("l", [0]) * size, bytearray(size), bytearray(size))

    @property
    def size(self) -> int:
        return len(self.terminal)

    def parents(self) -> tuple[array[int], array[int]]:
        """Who leads to each position: ``(starts, parents)``, the positions with a move
        to position k being ``parents[starts[k]:starts[k + 1]]``."""
        size = self.size
        children = self.children
        starts = array("l", [0]) * (size + 1)
        for child in children:
            starts[child + 1] += 1
        for nth in range(size):
            starts[nth + 1] += starts[nth]
        free = array("l", starts)  # the next free place of each position's parents
        parents = array("l", [0]) * len(children)
        moves = self.starts
        for nth in range(size):
            for j in range(moves[nth], moves[nth + 1]):
                child = children[j]
                parents[free[child]] = nth
                free[child] += 1
        return starts, parents


@dataclass
class _Solution:
    """What the retrograde analysis found of each position of a group."""

    status: bytearray  # _UNKNOWN (a draw at the end), _WON or _LOST
    distance: array[int]  # d: the plies to conversion
    plies: array[int]  # the plies to the end of the game
    #: the positions decided at each distance, in the order they were
    levels: list[list[int]]


def _decided_at_once(graph: _Graph) -> _Solution:
    """The positions whose value needs no other position of the group: lost with no move
    (distance 0), won by an exit, lost when every move is an exit and each one loses
    (distance 1)."""
    size = graph.size
    found = _Solution(bytearray(size), array("l", [0]) * size, array("l", [0]) * size,
                      [[], []])
    status, distance, levels = found.status, found.distance, found.levels
    moves = graph.starts
    for nth in range(size):
        if graph.terminal[nth]:
            status[nth] = _LOST
            levels[0].append(nth)
        elif graph.exit_win[nth]:
            status[nth] = _WON
            distance[nth] = 1
            levels[1].append(nth)
        elif moves[nth] == moves[nth + 1] and not graph.exit_draw[nth]:
            status[nth] = _LOST
            distance[nth] = 1
            levels[1].append(nth)
    return found


def _retrograde(graph: _Graph) -> _Solution:
    """Every position's status, distance and plies, one distance after another: a
    position one move from a lost one is won; one whose every move leads to won ones
    (and no exit draws) is lost."""
    solution = _decided_at_once(graph)
    parent_starts, parents = graph.parents()
    unknown_moves = array("l", (graph.starts[k + 1] - graph.starts[k]
                                for k in range(graph.size)))
    levels = solution.levels
    level = 0
    while level < len(levels):
        _count_plies(graph, solution, level)
        decided = _decide_parents(graph, solution, level, parent_starts, parents,
                                  unknown_moves)
        if decided:
            if len(levels) <= level + 1:
                levels.append([])
            levels[level + 1].extend(decided)
        level += 1
    return solution


def _count_plies(graph: _Graph, solution: _Solution, level: int) -> None:
    """The plies to the end of the positions decided at distance ``level``: the winner
    keeps the distance falling (the quickest such move), the loser holds out longest."""
    status, distance, plies = solution.status, solution.distance, solution.plies
    children, moves = graph.children, graph.starts
    for nth in solution.levels[level]:
        if status[nth] == _WON:
            best = graph.exit_win[nth] or _INF
            for j in range(moves[nth], moves[nth + 1]):
                child = children[j]
                if status[child] == _LOST and distance[child] < level:
                    best = min(best, plies[child] + 1)
            plies[nth] = best
        else:
            worst = graph.exit_lose[nth]
            for j in range(moves[nth], moves[nth + 1]):
                worst = max(worst, plies[children[j]] + 1)
            plies[nth] = worst


def _decide_parents(graph: _Graph, solution: _Solution, level: int,
                    parent_starts: array[int], parents: array[int],
                    unknown_moves: array[int]) -> list[int]:
    """The positions decided at distance ``level + 1`` by those at ``level``: a parent of
    a lost position is won; a parent whose last undecided move went to a won position is
    lost, unless an exit draws. ``unknown_moves`` counts each position's moves still
    undecided."""
    status, distance = solution.status, solution.distance
    exit_draw = graph.exit_draw
    decided: list[int] = []
    for nth in solution.levels[level]:
        won = status[nth] == _WON
        for j in range(parent_starts[nth], parent_starts[nth + 1]):
            parent = parents[j]
            if status[parent]:
                continue
            if not won:
                status[parent] = _WON
                distance[parent] = level + 1
                decided.append(parent)
            else:
                unknown_moves[parent] -= 1
                if not unknown_moves[parent] and not exit_draw[parent]:
                    status[parent] = _LOST
                    distance[parent] = level + 1
                    decided.append(parent)
    return decided


def _store(table: _Table, nodes: list[_Node], solution: _Solution) -> None:
    """Writes the won and lost positions into ``table`` (the others stay draws)."""
    status, distance, plies = solution.status, solution.distance, solution.plies
    for nth, node in enumerate(nodes):
        if status[nth]:
            d = distance[nth]
            if d > 127 or plies[nth] > 0xFFFF:
                raise OverflowError(f"{material_name(table.material)}: a distance of "
                                    f"{d} plies")
            index = node[0]
            table.dtc[index] = (d << 1) | (status[nth] == _LOST)
            table.plies[index] = plies[nth]


def solve(rules: Rules, selection: Selection | None = None,
          progress: Report | None = None) -> Database:
    """Solve every material of ``selection`` (the default one if None) in memory."""
    builder = _Builder(rules, progress)
    for m in (selection or Selection()).materials():
        builder.solve(m)
    return Database(rules, builder.tables)


# ---------------------------------------------------------------- files


def cache_dir() -> Path:
    """Where the databases are kept: ``$ACCESSIBLE_DAMA_CACHE`` if set, else the user's
    cache folder (platformdirs: ``~/.cache/accessible_dama`` on Linux,
    ``~/Library/Caches/accessible_dama`` on macOS, ``%LOCALAPPDATA%\\accessible_dama\\Cache``
    on Windows)."""
    given = os.environ.get(CACHE_VARIABLE)
    if given:
        return Path(given)
    if not _user_cache:
        import platformdirs

        _user_cache.append(Path(platformdirs.user_cache_dir("accessible_dama", appauthor=False)))
    return _user_cache[0]


_user_cache: list[Path] = []


def file_name(rules: Rules, selection: Selection | None = None) -> str:
    return f"{rules.id}-endgame-{(selection or Selection()).tag}-v{VERSION}.bin"


def path_for(rules: Rules, selection: Selection | None = None,
             folder: Path | None = None) -> Path:
    return (folder or cache_dir()) / file_name(rules, selection)


def _encode(db: Database) -> bytes:
    header = {
        "version": VERSION,
        "variant": db.rules.id,
        "materials": [list(m) for m in db.materials],
    }
    body = bytearray()
    for m in db.materials:
        t = db.tables[m]
        body += t.dtc
        plies = array("H", t.plies)
        if plies.itemsize != 2:
            raise RuntimeError("no 16-bit array on this platform")
        if sys.byteorder != "little":
            plies.byteswap()
        body += plies.tobytes()
    head = json.dumps(header).encode()
    payload = (_MAGIC + len(head).to_bytes(4, "little") + head
               + zlib.compress(bytes(body), 6))
    return payload + hashlib.sha256(payload).digest()


def _decode(data: bytes, rules: Rules) -> Database:
    if len(data) < len(_MAGIC) + 36 or not data.startswith(_MAGIC):
        raise ValueError("not an endgame database")
    payload, digest = data[:-32], data[-32:]
    if hashlib.sha256(payload).digest() != digest:
        raise ValueError("damaged (checksum)")
    at = len(_MAGIC)
    n = int.from_bytes(payload[at:at + 4], "little")
    header = json.loads(payload[at + 4:at + 4 + n])
    if header.get("version") != VERSION or header.get("variant") != rules.id:
        raise ValueError("another version or variant")
    body = zlib.decompress(payload[at + 4 + n:])
    index = _Index(rules)
    tables: dict[Material, _Table] = {}
    pos = 0
    for raw in header["materials"]:
        m = (int(raw[0]), int(raw[1]), int(raw[2]), int(raw[3]))
        size = index.size(m)
        dtc = bytearray(body[pos:pos + size])
        plies = array("H")
        plies.frombytes(body[pos + size:pos + 3 * size])
        if sys.byteorder != "little":
            plies.byteswap()
        pos += 3 * size
        if len(dtc) != size or len(plies) != size:
            raise ValueError("truncated")
        tables[m] = _Table(m, dtc, plies)
    if pos != len(body):
        raise ValueError("wrong length")
    return Database(rules, tables)


def write(db: Database, path: Path) -> None:
    """Write ``db`` to ``path`` atomically: a temporary file beside it, then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(_encode(db))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read(path: Path, rules: Rules) -> Database | None:
    """The database in ``path``, or None when there is none or it is damaged."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        log.warning("cannot read the endgame database %s: %s", path, e)
        return None
    try:
        return _decode(data, rules)
    except Exception as e:  # whatever a damaged file makes the reading raise (zlib.error...)
        log.warning("the endgame database %s is damaged (%s); it is not used", path, e)
        return None


class BuildRunning(Exception):
    """Another process is building the database (``build`` with ``wait`` False)."""


class BuildLock:
    """The lock a process holds while it builds a database: an OS lock on ``FILE.lock``
    beside the database's file (``fcntl`` on POSIX, ``msvcrt`` on Windows), so a second
    process sees the build running, and a process that ends however it ends (a crash,
    a kill) leaves no lock behind."""

    def __init__(self, path: Path) -> None:
        self.path = path.with_name(path.name + ".lock")
        self._fd: int | None = None

    def acquire(self, wait: bool = True) -> bool:
        """Take the lock; with ``wait`` False, False at once when another process has it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            while not try_lock(fd):
                if not wait:
                    os.close(fd)
                    return False
                time.sleep(0.5)  # the other build takes minutes: a look twice a second
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            unlock(fd)
            os.close(fd)

    def __enter__(self) -> BuildLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def being_built(rules: Rules, selection: Selection | None = None,
                folder: Path | None = None) -> bool:
    """Whether a process is building this database now (it holds its ``BuildLock``)."""
    lock = BuildLock(path_for(rules, selection, folder))
    if not lock.path.exists():
        return False
    if lock.acquire(wait=False):
        lock.release()
        return False
    return True


def build(rules: Rules, selection: Selection | None = None, folder: Path | None = None,
          progress: Report | None = None, force: bool = False,
          wait: bool = True) -> Database:
    """The database of ``rules``: the one on disk if it is whole, else solved now (minutes)
    and written there. ``force`` solves it again anyway. One process builds it at a time
    (``BuildLock``): another waits for it and then reads what it wrote, or with ``wait``
    False raises ``BuildRunning`` at once."""
    path = path_for(rules, selection, folder)
    lock = BuildLock(path)
    if not lock.acquire(wait):
        raise BuildRunning(path)
    try:
        if not force:
            found = read(path, rules)
            if found is not None:
                return found
        db = solve(rules, selection, progress)
        write(db, path)
        return db
    finally:
        lock.release()


# ---------------------------------------------------------------- what the engine uses

#: what the engine looks for, the largest first
ENGINE_SELECTIONS = (Selection(), Selection(3, ()))


class Tables:
    """The endgame databases an engine probes (``Engine(tables=...)``), one per variant:
    one given to ``give``, else the largest already built in ``folder`` (the cache
    folder if None), never built here (``dama endgame build`` or ``build`` make it).

    Each file is read once, and again when it changes (a build in this or another
    process). A program makes one and gives it to every engine it makes; the engines
    of several threads may share it.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        #: what was read from each path: the file's (modification time, size), its database
        self._read: dict[Path, tuple[tuple[int, int], Database | None]] = {}
        self._given: dict[str, Database] = {}
        self._lock = threading.Lock()

    @classmethod
    def of(cls, db: Database) -> Tables:
        """Tables that give ``db`` for its variant (and read the files for any other)."""
        tables = cls()
        tables.give(db)
        return tables

    def give(self, db: Database) -> None:
        """Probe ``db`` for its variant, whatever is on disk."""
        with self._lock:
            self._given[db.rules.id] = db

    def take_back(self, rules: Rules) -> None:
        """Probe the files again for ``rules``' variant (after ``give``)."""
        with self._lock:
            self._given.pop(rules.id, None)

    def load(self, rules: Rules, selection: Selection | None = None) -> Database | None:
        """The database of ``selection`` on disk: None when there is none or it is
        damaged."""
        if rules.id not in SUPPORTED:
            return None
        path = path_for(rules, selection, self.folder)
        try:
            st = path.stat()
        except OSError:
            return None
        stamp = (st.st_mtime_ns, st.st_size)
        with self._lock:
            known = self._read.get(path)
        if known is not None and known[0] == stamp:
            return known[1]
        db = read(path, rules)
        with self._lock:
            self._read[path] = (stamp, db)
        return db

    def available(self, rules: AnyRules) -> Database | None:
        """The database the engine probes for ``rules``: the one given, else the largest
        one built (``ENGINE_SELECTIONS``); None where there is none (any game but the
        draughts of ``SUPPORTED``)."""
        if not isinstance(rules, Rules) or rules.id not in SUPPORTED:
            return None
        with self._lock:
            given = self._given.get(rules.id)
        if given is not None:
            return given
        for selection in ENGINE_SELECTIONS:
            db = self.load(rules, selection)
            if db is not None:
                return db
        return None

    def forget(self) -> None:
        """Drop the databases read so far."""
        with self._lock:
            self._read.clear()


__all__ = [
    "CACHE_VARIABLE",
    "DEFAULT_EXTRA",
    "BuildLock",
    "BuildRunning",
    "DEFAULT_PIECES",
    "SUPPORTED",
    "VERSION",
    "Database",
    "Material",
    "Selection",
    "ENGINE_SELECTIONS",
    "Tables",
    "being_built",
    "build",
    "cache_dir",
    "file_name",
    "material_name",
    "materials_up_to",
    "path_for",
    "read",
    "solve",
    "write",
]
