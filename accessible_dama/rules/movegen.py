"""Legal move generation for the diagonal draughts variants.

One ``MoveGenerator`` is built per ``Rules`` value and reads only its flags: which
way men capture, whether kings fly, whether a man crowned during a capture goes on as
a king, and which captures must be chosen. Plain moves of men are made in bulk with bit
shifts; captures are searched square by square, with the captured pieces kept on the
board (they block, and none is jumped twice) until the move is complete.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from accessible_dama.rules.board import (
    BLACK,
    DIRECTIONS,
    DOWN_LEFT,
    DOWN_RIGHT,
    REVERSE,
    UP_LEFT,
    UP_RIGHT,
    WHITE,
    Color,
    Square,
)
from accessible_dama.rules.move import NO_CAPTURE, Move
from accessible_dama.rules.variants import RawCapture, Rules

# jump table entry for a one-square jump: (bit of the jumped square, bit of the landing, landing)
Jump = tuple[int, int, Square]
# ray table entry: (bit, square)
RaySquare = tuple[int, Square]

_NO_DIRECTION = 4
_REVERSE_OR_NONE = (*REVERSE, -1)
_new_move: Callable[..., Move] = tuple.__new__


def _shift(bitboard: int, amount: int) -> int:
    return bitboard << amount if amount > 0 else bitboard >> -amount


class MoveGenerator:
    """Legal moves of one variant, on bitboards in the geometry's ghost layout."""

    def __init__(self, rules: Rules) -> None:
        g = rules.geometry
        self.rules = rules
        self.geometry = g
        self.mask = g.mask
        self.half = g.half
        bit = g.bit
        self.forward: dict[Color, tuple[int, ...]] = {
            WHITE: (UP_LEFT, UP_RIGHT),
            BLACK: (DOWN_LEFT, DOWN_RIGHT),
        }
        capture_dirs: dict[Color, tuple[int, ...]] = (
            {WHITE: DIRECTIONS, BLACK: DIRECTIONS}
            if rules.men_capture_backwards
            else self.forward
        )
        self.man_capture_shifts = {
            c: tuple(g.shifts[d] for d in capture_dirs[c]) for c in (WHITE, BLACK)
        }
        self.all_shifts = g.shifts

        def jumps(dirs: tuple[int, ...]) -> tuple[tuple[Jump, ...], ...]:
            table: list[tuple[Jump, ...]] = [()]
            for s in range(1, g.squares + 1):
                entries = []
                for d in dirs:
                    ray = g.rays[d][s]
                    if len(ray) >= 2:
                        entries.append((bit[ray[0]], bit[ray[1]], ray[1]))
                table.append(tuple(entries))
            return tuple(table)

        self.man_jumps = {c: jumps(capture_dirs[c]) for c in (WHITE, BLACK)}
        self.king_jumps = jumps(DIRECTIONS)
        self.rays: tuple[tuple[tuple[RaySquare, ...], ...], ...] = tuple(
            tuple(tuple((bit[t], t) for t in g.rays[d][s]) for s in range(g.squares + 1))
            for d in DIRECTIONS
        )
        self.flying = rules.flying_kings
        self.priority = rules.capture_priority
        # where each colour's men are crowned at once during a capture (none: at the end)
        self.crown_mid_capture: tuple[int, int] = (
            g.promotion_rows if rules.crowns_mid_capture else (0, 0)
        )

    # ------------------------------------------------------------------ public

    def moves(self, men: int, kings: int, opp: int, empty: int, color: Color) -> list[Move]:
        """All legal moves of the side ``color`` owning ``men`` and ``kings``."""
        if self.has_capture(men, kings, opp, empty, color):
            return self.captures(men, kings, opp, empty, color)
        return self.plain_moves(men, kings, empty, color)

    def count(self, men: int, kings: int, opp: int, empty: int, color: Color) -> int:
        """The number of legal moves, without building the plain ones."""
        if self.has_capture(men, kings, opp, empty, color):
            by_men, by_kings = self._search_all(men, kings, opp, empty, color)
            return len({(p[0], p[-1], c) for p, c in self.priority.choose(by_men, by_kings)})
        h = self.half
        if color:
            n = ((men >> (h + 1)) & empty).bit_count() + ((men >> h) & empty).bit_count()
        else:
            n = ((men << h) & empty).bit_count() + ((men << (h + 1)) & empty).bit_count()
        if kings:
            if self.flying:
                for s in self.all_shifts:
                    f = _shift(kings, s) & empty
                    while f:
                        n += f.bit_count()
                        f = _shift(f, s) & empty
            else:
                for s in self.all_shifts:
                    n += (_shift(kings, s) & empty).bit_count()
        return n

    def has_capture(self, men: int, kings: int, opp: int, empty: int, color: Color) -> bool:
        """Whether the side to move has a capture (and so must capture)."""
        if men:
            for s in self.man_capture_shifts[color]:
                if s > 0:
                    if (((men << s) & opp) << s) & empty:
                        return True
                elif (((men >> -s) & opp) >> -s) & empty:
                    return True
        if kings:
            if self.flying:
                for s in self.all_shifts:
                    f = _shift(kings, s)
                    hit = f & opp
                    f &= empty
                    while f:
                        f = _shift(f, s)
                        hit |= f & opp
                        f &= empty
                    if _shift(hit, s) & empty:
                        return True
            else:
                for s in self.all_shifts:
                    if _shift(_shift(kings, s) & opp, s) & empty:
                        return True
        return False

    def plain_moves(self, men: int, kings: int, empty: int, color: Color) -> list[Move]:
        """Moves without capture (legal only when no capture exists)."""
        out: list[Move] = []
        app = out.append
        soi = self.geometry.square_of_index
        h = self.half
        nc = NO_CAPTURE
        new = _new_move
        if color:
            for a in (h + 1, h):
                t = (men >> a) & empty
                while t:
                    low = t & -t
                    i = low.bit_length() - 1
                    app(new(Move, ((soi[i + a], soi[i]), nc)))
                    t ^= low
        else:
            for a in (h, h + 1):
                t = (men << a) & empty
                while t:
                    low = t & -t
                    i = low.bit_length() - 1
                    app(new(Move, ((soi[i - a], soi[i]), nc)))
                    t ^= low
        if kings:
            flying = self.flying
            rays = self.rays
            while kings:
                low = kings & -kings
                k = soi[low.bit_length() - 1]
                kings ^= low
                for d in DIRECTIONS:
                    for b, t2 in rays[d][k]:
                        if not b & empty:
                            break
                        app(new(Move, ((k, t2), nc)))
                        if not flying:
                            break
        return out

    def captures(self, men: int, kings: int, opp: int, empty: int, color: Color) -> list[Move]:
        """The captures that may be chosen, after the variant's priority rule."""
        by_men, by_kings = self._search_all(men, kings, opp, empty, color)
        return self._unique(self.priority.choose(by_men, by_kings))

    def all_captures(self, men: int, kings: int, opp: int, empty: int, color: Color) -> list[Move]:
        """Every complete capture, before the priority rule (to explain a refusal)."""
        by_men, by_kings = self._search_all(men, kings, opp, empty, color)
        return self._unique(by_men + by_kings)

    def _search_all(
        self, men: int, kings: int, opp: int, empty: int, color: Color
    ) -> tuple[list[RawCapture], list[RawCapture]]:
        soi = self.geometry.square_of_index
        bit = self.geometry.bit
        by_men: list[RawCapture] = []
        by_kings: list[RawCapture] = []
        jumps = self.man_jumps[color]
        crown = self.crown_mid_capture[color]
        # only the men with a jump at hand: enemy next to them, an empty square beyond
        jumpers = 0
        for sh in self.man_capture_shifts[color]:
            if sh > 0:
                jumpers |= (((empty >> sh) & opp) >> sh) & men
            else:
                jumpers |= (((empty << -sh) & opp) << -sh) & men
        men = jumpers
        while men:
            low = men & -men
            s = soi[low.bit_length() - 1]
            men ^= low
            self._short_search(s, opp, empty | bit[s], 0, [s], by_men, jumps, crown)
        while kings:
            low = kings & -kings
            s = soi[low.bit_length() - 1]
            kings ^= low
            if self.flying:
                self._flying_search(s, _NO_DIRECTION, opp, empty | bit[s], 0, [s], by_kings)
            else:
                self._short_search(s, opp, empty | bit[s], 0, [s], by_kings, self.king_jumps, 0)
        return by_men, by_kings

    # ------------------------------------------------------------------ search

    def _short_search(
        self,
        s: Square,
        opp: int,
        empty: int,
        captured: int,
        path: list[Square],
        out: list[RawCapture],
        jumps: tuple[tuple[Jump, ...], ...],
        crown: int,
    ) -> None:
        """Captures of a piece that jumps only an adjacent piece (a man, a short king);
        a man landing on ``crown`` is crowned there and goes on as a flying king."""
        went_on = False
        for over, land_bit, land in jumps[s]:
            if over & opp and land_bit & empty:
                went_on = True
                path.append(land)
                if land_bit & crown:
                    self._crowned_search(land, opp ^ over, empty, captured | over, path, out)
                else:
                    self._short_search(
                        land, opp ^ over, empty, captured | over, path, out, jumps, crown
                    )
                path.pop()
        if not went_on and captured:
            out.append((tuple(path), captured))

    def _crowned_search(
        self,
        s: Square,
        opp: int,
        empty: int,
        captured: int,
        path: list[Square],
        out: list[RawCapture],
    ) -> None:
        """A man just crowned on ``s`` during its capture goes on capturing as a flying
        king, or ends its move there (a king) when it cannot. The way back is blocked by
        the piece it has just jumped, so no direction need be excluded."""
        if self._flying_can_capture(s, _NO_DIRECTION, opp, empty):
            self._flying_search(s, _NO_DIRECTION, opp, empty, captured, path, out)
        else:
            out.append((tuple(path), captured))

    def _flying_search(
        self,
        s: Square,
        came: int,
        opp: int,
        empty: int,
        captured: int,
        path: list[Square],
        out: list[RawCapture],
    ) -> None:
        """Captures of a flying king standing on ``s`` after arriving in direction ``came``."""
        back = _REVERSE_OR_NONE[came]
        rays = self.rays
        for d in DIRECTIONS:
            if d == back:
                continue
            ray = rays[d][s]
            n = len(ray)
            k = 0
            while k < n and ray[k][0] & empty:
                k += 1
            if k + 1 >= n:
                continue
            victim = ray[k][0]
            if not victim & opp or not ray[k + 1][0] & empty:
                continue
            k += 1
            landings = []
            while k < n and ray[k][0] & empty:
                landings.append(ray[k][1])
                k += 1
            opp2 = opp ^ victim
            captured2 = captured | victim
            # the king must land where it can go on capturing, if there is such a square
            going_on = [t for t in landings if self._flying_can_capture(t, d, opp2, empty)]
            if going_on:
                for t in going_on:
                    path.append(t)
                    self._flying_search(t, d, opp2, empty, captured2, path, out)
                    path.pop()
            else:
                for t in landings:
                    path.append(t)
                    out.append((tuple(path), captured2))
                    path.pop()

    def _flying_can_capture(self, s: Square, came: int, opp: int, empty: int) -> bool:
        back = _REVERSE_OR_NONE[came]
        rays = self.rays
        for d in DIRECTIONS:
            if d == back:
                continue
            ray = rays[d][s]
            n = len(ray)
            k = 0
            while k < n and ray[k][0] & empty:
                k += 1
            if k + 1 < n and ray[k][0] & opp and ray[k + 1][0] & empty:
                return True
        return False

    def _unique(self, raw: list[RawCapture]) -> list[Move]:
        """Moves from raw captures; same start, end and captured pieces are one move."""
        squares_of = self.geometry.squares_of
        seen: set[tuple[Square, Square, int]] = set()
        out: list[Move] = []
        for path, captured in raw:
            key = (path[0], path[-1], captured)
            if key in seen:
                continue
            seen.add(key)
            out.append(_new_move(Move, (path, frozenset(squares_of(captured)))))
        return out


@cache
def generator_for(rules: Rules) -> MoveGenerator:
    """The move generator of a variant, made once."""
    return MoveGenerator(rules)
