"""Static evaluation of draughts positions, per variant family.

Scores are in hundredths of a man, from the side to move. Every term is a few bit
operations on the position's bitboards, so the search can afford it at every leaf.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_dama.rules import Position, Reason, Rules


@dataclass(frozen=True)
class Weights:
    man: int = 100
    king: int = 300
    centre: int = 4
    back_rank: int = 6
    mobility: int = 2
    runaway: int = 25
    advancement: tuple[int, ...] = ()


class Evaluator:
    """Evaluation terms: material (a king's worth depends on the variant), advancement
    (tempo), centre, back-rank guard, mobility, runaway men, and the drawn endgames that
    the rules make drawn (Czech 6.3/6.4 material, one king each in Opálecká dáma)."""

    def __init__(self, rules: Rules, weights: Weights | None = None) -> None:
        g = rules.geometry
        size = g.size
        if weights is None:
            king = 300 if rules.flying_kings else 150
            steps = [0] * size
            for r in range(1, size - 1):
                steps[r] = (r * r) // 2  # later ranks count more: men near the crown
            weights = Weights(king=king, advancement=tuple(steps))
        self.rules = rules
        self.w = weights
        self.h = g.half
        self.mask = g.mask
        self.flying = rules.flying_kings
        ranks = [0] * size
        for s in range(1, g.squares + 1):
            _, r = g.coords(s)
            ranks[r] |= g.bit[s]
        self.rank_masks = tuple(ranks)
        lo, hi = size // 2 - 2, size // 2 + 1
        self.centre = sum(
            g.bit[s]
            for s in range(1, g.squares + 1)
            if lo <= g.coords(s)[0] <= hi and lo <= g.coords(s)[1] <= hi
        )
        self.white_back = ranks[0]
        self.black_back = ranks[size - 1]
        # the two ranks before the crown: where a free man becomes a "runaway"
        self.white_near = ranks[size - 2] | ranks[size - 3]
        self.black_near = ranks[1] | ranks[2]
        # the draw rules that count down an endgame, and the one that draws one king each
        self.drawish = tuple(r for r in rules.draw_rules if r.reason is Reason.ENDGAME_COUNT)
        self.one_king_each = any(r.reason is Reason.ONE_KING_EACH for r in rules.draw_rules)

    def evaluate(self, p: Position) -> int:
        """The score of ``p`` for the side to move."""
        score = self.white_score(p)
        return score if p.turn else -score

    def white_score(self, p: Position) -> int:
        """The score of ``p`` from White's side."""
        w = self.w
        wm, wk, bm, bk = p.white_men, p.white_kings, p.black_men, p.black_kings
        nwm, nwk, nbm, nbk = wm.bit_count(), wk.bit_count(), bm.bit_count(), bk.bit_count()
        material = (nwm - nbm) * w.man + (nwk - nbk) * w.king
        if nwm + nbm == 0 and self._drawn_kings(nwk, nbk, p):
            return material // 32
        score = material
        ranks = self.rank_masks
        adv = w.advancement
        size = len(ranks)
        for r in range(1, size - 1):
            if adv[r]:
                ahead = (wm & ranks[r]).bit_count() - (bm & ranks[size - 1 - r]).bit_count()
                score += adv[r] * ahead
        score += w.centre * ((wm & self.centre).bit_count() - (bm & self.centre).bit_count())
        if not bk:
            score += w.back_rank * (wm & self.white_back).bit_count()
        if not wk:
            score -= w.back_rank * (bm & self.black_back).bit_count()
        occ = wm | wk | bm | bk
        empty = self.mask & ~occ
        h = self.h
        w_mob = ((wm >> (h + 1)) & empty).bit_count() + ((wm >> h) & empty).bit_count()
        b_mob = ((bm << h) & empty).bit_count() + ((bm << (h + 1)) & empty).bit_count()
        score += w.mobility * (w_mob - b_mob)
        # runaway men: near the crown with both forward squares free
        free_w = wm & self.white_near & (empty << (h + 1)) & (empty << h)
        free_b = bm & self.black_near & (empty >> h) & (empty >> (h + 1))
        score += w.runaway * (free_w.bit_count() - free_b.bit_count())
        if self.drawish and nwm + nbm <= 1 and nwk and nbk and self._counting(p):
            score //= 8
        return score

    def _drawn_kings(self, nwk: int, nbk: int, p: Position) -> bool:
        """Kings only, and too few to win against a flying king (or one king each)."""
        if not nwk or not nbk:
            return False
        if self.one_king_each and nwk == 1 and nbk == 1:
            return True
        return self.flying and max(nwk, nbk) <= 2 and min(nwk, nbk) >= 1

    def _counting(self, p: Position) -> bool:
        return any(rule.plies_left(rule.start(p)) is not None for rule in self.drawish)


#: by variant and draw rules (international draughts by FMJD's rules counts endgames)
_EVALUATORS: dict[tuple[str, str], Evaluator] = {}


def evaluator_for(rules: Rules) -> Evaluator:
    key = (rules.id, rules.draws)
    e = _EVALUATORS.get(key)
    if e is None:
        e = _EVALUATORS[key] = Evaluator(rules)
    return e
