"""The draughts variants of the rule texts, each one frozen ``Rules`` value.

Every difference between the variants is a field here (see ``shared`` RULES.md, which
settles how the Czech texts are read). The core never asks which variant it plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import ClassVar, Protocol

from accessible_dama.rules.board import BLACK, WHITE, Color, Geometry, Square, geometry
from accessible_dama.rules.draws import (
    AgainstOneKingCount,
    DrawRule,
    EndgameCount,
    KingsEndingCount,
    LoneKingCount,
    MoveLimit,
    OneKingEach,
)

# ---------------------------------------------------------------- capture choice

#: a capture the move generator found: (path of squares, bitboard of captured pieces)
RawCapture = tuple[tuple[Square, ...], int]


class CapturePriority(Protocol):
    """Which of the possible captures a player may choose."""

    @property
    def description(self) -> str: ...

    def choose(self, by_men: list[RawCapture], by_kings: list[RawCapture]) -> list[RawCapture]:
        """The captures allowed, from those of the men and those of the kings."""
        ...


@dataclass(frozen=True)
class FreeChoice:
    description: str = "any capture may be chosen"

    def choose(self, by_men: list[RawCapture], by_kings: list[RawCapture]) -> list[RawCapture]:
        return by_men + by_kings


@dataclass(frozen=True)
class KingFirst:
    """If a king can capture, a king must capture (czech 4.14); otherwise free choice."""

    description: str = "a king capture has priority over a man capture"

    def choose(self, by_men: list[RawCapture], by_kings: list[RawCapture]) -> list[RawCapture]:
        return by_kings or by_men


@dataclass(frozen=True)
class Majority:
    """The capture that takes the most pieces must be chosen (men and kings alike)."""

    description: str = "the capture taking the most pieces must be chosen"

    def choose(self, by_men: list[RawCapture], by_kings: list[RawCapture]) -> list[RawCapture]:
        every = by_men + by_kings
        most = max(c.bit_count() for _, c in every)
        return [r for r in every if r[1].bit_count() == most]


@dataclass(frozen=True)
class MultiFirst:
    """A capture of two or more pieces has priority over a single capture (czech-8 6.3.2)."""

    description: str = "a multiple capture has priority over a single one"

    def choose(self, by_men: list[RawCapture], by_kings: list[RawCapture]) -> list[RawCapture]:
        every = by_men + by_kings
        multi = [r for r in every if r[1].bit_count() >= 2]
        return multi or every


# ---------------------------------------------------------------- irregular moves


class IrregularityRemedy(Enum):
    """How a variant deals with an irregular move made on a physical board."""

    OPPONENT_CHOOSES = "opponent_chooses"  # correct it or let it stand (czech 5.4, 5.7)
    OPPONENT_MAY_TAKE_PIECE = "opponent_may_take_piece"  # "Zapomněl jsi skákat!" (czech-8)
    PIECE_REMOVED = "piece_removed"  # the rule takes the piece at once (opalecka)
    TAKE_BACK_ON_CLAIM = "take_back_on_claim"  # english, brazilian, international, russian


# ---------------------------------------------------------------- the rules value


@dataclass(frozen=True)
class Rules:
    """Everything that makes one draughts variant."""

    id: str
    name: str
    source: str
    size: int
    men_rows: int
    first: Color
    men_capture_backwards: bool
    flying_kings: bool
    capture_priority: CapturePriority
    #: a man reaching the last rank during a capture is crowned at once and goes on
    #: capturing as a (flying) king in the same move (russian); otherwise a man is
    #: crowned only when its move ends there
    crowns_mid_capture: bool = False
    blocked_player_loses: bool = True
    repetitions: int = 3
    draw_rules: tuple[DrawRule, ...] = ()
    pdn_gametype: int | None = None
    numeric_notation: bool = False  # records write squares as numbers (22-18), not c3-d4
    irregularity_remedy: IrregularityRemedy = IrregularityRemedy.TAKE_BACK_ON_CLAIM
    irregularity_clause: str = ""
    aliases: tuple[str, ...] = field(default=())
    #: whose draw rules ``draw_rules`` are: "text", the rule text's; another name of
    #: ``DRAW_RULE_SETS`` when a setting chose those (see ``with_draw_rules``)
    draws: str = "text"
    #: the clause of the rule text behind each reason a move is refused (an
    #: ``explain.IllegalKind`` value -> its clause), said when the player asks why
    move_clauses: tuple[tuple[str, str], ...] = ()

    #: a repeated position is a draw in draughts, never a loss
    repetition_loses: ClassVar[bool] = False
    #: what the pieces are called: men and kings
    pieces_called: ClassVar[str] = "men"
    #: captured pieces are the ones jumped over, on the move's path
    captures_by_removal: ClassVar[bool] = False
    #: the men stand on the board from the start: none are placed from a hand
    has_hand: ClassVar[bool] = False

    @property
    def geometry(self) -> Geometry:
        return geometry(self.size)

    @property
    def board(self) -> Geometry:
        """The board: its dark squares and how they lie (the same as ``geometry``)."""
        return self.geometry

    @property
    def men_per_side(self) -> int:
        return self.men_rows * self.size // 2

    def __post_init__(self) -> None:
        if self.crowns_mid_capture and not self.flying_kings:
            raise ValueError("a man crowned mid-capture goes on as a flying king")

    def __repr__(self) -> str:
        return f"<Rules {self.id}>" if self.draws == "text" else f"<Rules {self.id} {self.draws}>"


CZECH = Rules(
    irregularity_remedy=IrregularityRemedy.OPPONENT_CHOOSES,
    irregularity_clause="5.4, 5.7",
    id="czech",
    name="Czech draughts",
    source="003 (ČUD 2006)",
    size=8,
    men_rows=3,
    first=WHITE,
    men_capture_backwards=False,
    flying_kings=True,
    capture_priority=KingFirst(),
    # the endgame count first: when both end on the same move, it is the one that applies
    draw_rules=(EndgameCount(), MoveLimit(15, man_moves_count=True, clause="6.2")),
    pdn_gametype=29,
    aliases=("cz", "ceska", "česká"),
    move_clauses=(
        ("opponents_piece", "3.3"), ("man_moves_forward_only", "3.4"),
        ("destination_occupied", "3.4"), ("too_far", "3.4"), ("not_on_a_diagonal", "2.2, 3.4"),
        ("light_square", "2.2"), ("path_blocked", "3.9"), ("must_capture", "4.1"),
        ("man_cannot_capture_backwards", "4.1"), ("no_such_capture", "4.2, 4.3"),
        ("capture_not_finished", "4.5, 4.6, 4.13"), ("king_must_capture", "4.14"),
    ),
)

CZECH_8 = Rules(
    irregularity_remedy=IrregularityRemedy.OPPONENT_MAY_TAKE_PIECE,
    irregularity_clause="6.3.3, 8.3",
    id="czech-8",
    name="Czech draughts with 8 men (folk rules)",
    source="001, Česká dáma",
    size=8,
    men_rows=2,
    first=BLACK,
    men_capture_backwards=False,
    flying_kings=True,
    capture_priority=MultiFirst(),
    draw_rules=(MoveLimit(20, man_moves_count=False, clause="9.2"),),
    aliases=("czech8",),
)

OPALECKA = Rules(
    irregularity_remedy=IrregularityRemedy.PIECE_REMOVED,
    irregularity_clause="Speciální tahy",
    id="opalecka",
    name="Opálecká dáma",
    source="002",
    size=8,
    men_rows=2,
    first=WHITE,
    men_capture_backwards=False,
    flying_kings=True,
    capture_priority=KingFirst(),
    blocked_player_loses=False,
    draw_rules=(OneKingEach(),),
    aliases=("opálecká",),
)

ENGLISH = Rules(
    irregularity_remedy=IrregularityRemedy.TAKE_BACK_ON_CLAIM,
    irregularity_clause="8.3",
    numeric_notation=True,
    id="english",
    name="English draughts (checkers)",
    source="001, Anglická dáma",
    size=8,
    men_rows=3,
    first=BLACK,
    men_capture_backwards=False,
    flying_kings=False,
    capture_priority=FreeChoice(),
    draw_rules=(MoveLimit(20, man_moves_count=False, clause="9.2"),),
    pdn_gametype=21,
    aliases=("checkers", "anglicka", "anglická"),
)

BRAZILIAN = Rules(
    irregularity_remedy=IrregularityRemedy.TAKE_BACK_ON_CLAIM,
    irregularity_clause="3",
    id="brazilian",
    name="Brazilian draughts",
    source="000",
    size=8,
    men_rows=3,
    first=WHITE,
    men_capture_backwards=True,
    flying_kings=True,
    capture_priority=Majority(),
    pdn_gametype=26,
    aliases=("brazilska", "brazilská", "brazil"),
)

INTERNATIONAL = Rules(
    irregularity_remedy=IrregularityRemedy.TAKE_BACK_ON_CLAIM,
    irregularity_clause="3.4",
    numeric_notation=True,
    id="international",
    name="International draughts",
    source="004",
    size=10,
    men_rows=4,
    first=WHITE,
    men_capture_backwards=True,
    flying_kings=True,
    capture_priority=Majority(),
    draw_rules=(MoveLimit(15, man_moves_count=False, clause="5.2"),),
    pdn_gametype=20,
    aliases=("mezinarodni", "mezinárodní", "10x10"),
)

RUSSIAN = Rules(
    # the texts read give no remedy: the nearest, as FMJD's (docs/rules.md)
    irregularity_remedy=IrregularityRemedy.TAKE_BACK_ON_CLAIM,
    irregularity_clause="(convention)",
    id="russian",
    name="Russian draughts",
    source="FMJD-64 rules of the game (Russian draughts federation)",
    size=8,
    men_rows=3,
    first=WHITE,
    men_capture_backwards=True,
    flying_kings=True,
    capture_priority=FreeChoice(),
    crowns_mid_capture=True,
    # the shorter counts first: when two end on the same move, the first one applies
    draw_rules=(
        LoneKingCount("7.2.8", 5, frozenset({(2, 0), (1, 1), (1, 0)})),
        LoneKingCount("7.2.7", 5, frozenset({(3, 0), (2, 1), (1, 2)}), on_main_diagonal=True),
        # three kings or more (twelve at most)
        LoneKingCount("7.2.4", 15, frozenset((kings, 0) for kings in range(3, 13))),
        MoveLimit(15, man_moves_count=True, clause="7.2.5"),
        KingsEndingCount(),
    ),
    pdn_gametype=25,
    aliases=("ruska", "ruská", "shashki", "shashki-64"),
)

#: FMJD's official rules, article 6: the endgame counts first (when two end on the same
#: move, the first one applies), then 25 moves by each side of kings only
FMJD_DRAW_RULES: tuple[DrawRule, ...] = (
    AgainstOneKingCount("FMJD 6.5", 5, frozenset({(2, 0), (1, 1), (0, 2)}), one_king_each=True),
    AgainstOneKingCount("FMJD 6.4", 16, frozenset({(3, 0), (2, 1), (1, 2)})),
    MoveLimit(25, man_moves_count=True, clause="FMJD 6.3"),
)

INTERNATIONAL_FMJD = replace(INTERNATIONAL, draws="fmjd", draw_rules=FMJD_DRAW_RULES)

#: the draw rules a variant may be played by besides its rule text's: variant id ->
#: name of the draw rules -> the variant played by them
DRAW_RULE_SETS: dict[str, dict[str, Rules]] = {
    INTERNATIONAL.id: {"text": INTERNATIONAL, "fmjd": INTERNATIONAL_FMJD},
}
#: the names of draw rules there are
DRAW_RULE_NAMES = ("text", "fmjd")


def draw_rule_choices(rules: Rules) -> tuple[str, ...]:
    """The names of the draw rules ``rules``' variant may be played by ("text" first);
    only "text" when its rule text's are the only ones."""
    return tuple(DRAW_RULE_SETS.get(rules.id, {"text": rules}))


def with_draw_rules(rules: Rules, draws: str) -> Rules:
    """``rules``' variant played by the draw rules named ``draws`` (the same value each
    time, so positions and games of it agree); a variant without such rules keeps its
    own (a setting made for international draughts leaves Czech draughts as it is)."""
    return DRAW_RULE_SETS.get(rules.id, {}).get(draws, VARIANTS[rules.id])


VARIANTS: dict[str, Rules] = {
    r.id: r for r in (CZECH, CZECH_8, OPALECKA, ENGLISH, BRAZILIAN, INTERNATIONAL, RUSSIAN)
}
DEFAULT_VARIANT = CZECH


def variant_for_gametype(gametype: int) -> Rules | None:
    """The variant of a PDN GameType number, if we play it."""
    for rules in VARIANTS.values():
        if rules.pdn_gametype == gametype:
            return rules
    return None
