"""The draughts variants of the rule texts, each one frozen ``Rules`` value.

Every difference between the variants is a field here (see ``shared`` RULES.md, which
settles how the Czech texts are read). The core never asks which variant it plays.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, Protocol

from accessible_dama.rules.board import BLACK, WHITE, Color, Geometry, geometry
from accessible_dama.rules.outcome import Reason

if TYPE_CHECKING:
    from accessible_dama.rules.movegen import RawCapture
    from accessible_dama.rules.pointgame import PointRules
    from accessible_dama.rules.position import Position


# ---------------------------------------------------------------- capture choice


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


# ---------------------------------------------------------------- draws and results


class DrawRule(Protocol):
    """A rule that draws the game after some moves; it keeps a small state per ply."""

    @property
    def reason(self) -> Reason: ...

    @property
    def clause(self) -> str: ...

    def start(self, position: Position) -> object:
        """The state at the start of a game from ``position``."""
        ...

    def advance(self, state: object, position: Position, was_plain_man_move: bool,
                was_capture: bool) -> object:
        """The state after a move that led to ``position``."""
        ...

    def plies_left(self, state: object) -> int | None:
        """Plies until the draw (0: drawn now), or None when the rule is not counting."""
        ...


@dataclass(frozen=True)
class MoveLimit:
    """Drawn after ``moves`` moves by each side without a capture (and, when
    ``man_moves_count`` is set, without a move of a man either)."""

    moves: int
    man_moves_count: bool
    clause: str
    reason: Reason = Reason.MOVE_LIMIT

    def start(self, position: Position) -> object:
        return 0

    def advance(self, state: object, position: Position, was_plain_man_move: bool,
                was_capture: bool) -> object:
        if was_capture or (self.man_moves_count and was_plain_man_move):
            return 0
        assert isinstance(state, int)
        return state + 1

    def plies_left(self, state: object) -> int | None:
        assert isinstance(state, int)
        if state == 0:
            return None
        return max(0, 2 * self.moves - state)


def _material_of(position: Position) -> tuple[tuple[int, int], tuple[int, int]]:
    """(kings, men) of White, then of Black."""
    return (
        (position.white_kings.bit_count(), position.white_men.bit_count()),
        (position.black_kings.bit_count(), position.black_men.bit_count()),
    )


class MaterialCount:
    """A count that starts when some material first stands on the board and starts again
    whenever the material changes (a capture, a man crowned).

    ``_material`` names the material (a key) and the plies after which it draws, fixed
    when the count starts; None plies: this material starts no count, and none starts
    while it stays.
    """

    def _material(self, position: Position) -> tuple[Hashable, int | None] | None:
        raise NotImplementedError

    def start(self, position: Position) -> object:
        found = self._material(position)
        return None if found is None else (found[0], found[1], 0)

    def advance(self, state: object, position: Position, was_plain_man_move: bool,
                was_capture: bool) -> object:
        found = self._material(position)
        if found is None:
            return None
        if isinstance(state, tuple) and state[0] == found[0]:
            return (state[0], state[1], state[2] + 1)
        return (found[0], found[1], 0)

    def plies_left(self, state: object) -> int | None:
        if not isinstance(state, tuple) or state[1] is None:
            return None
        limit: int = state[1]
        counted: int = state[2]
        return max(0, limit - counted)


@dataclass(frozen=True)
class EndgameCount(MaterialCount):
    """Czech 6.3 and 6.4: with little material left, drawn after a few more moves.

    ``short_material`` lists material (kings, men of one side; kings, men of the other)
    drawn after ``short_moves`` moves by each side; three kings against a lone king are
    drawn after ``short_moves`` if the lone king stands on the main diagonal when the
    count starts, else after ``long_moves``. The count starts when such material first
    appears and starts again when the material changes.
    """

    clause: str = "6.3, 6.4"
    short_moves: int = 5
    long_moves: int = 15
    short_material: frozenset[tuple[int, int, int, int]] = frozenset(
        {(1, 0, 1, 0), (2, 0, 1, 0), (1, 1, 1, 0)}
    )
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: Position) -> tuple[Hashable, int | None] | None:
        w, b = _material_of(position)
        for strong, weak, weak_kings in (
            (w, b, position.black_kings),
            (b, w, position.white_kings),
        ):
            key = (*strong, *weak)
            if key in self.short_material:
                return key, 2 * self.short_moves
            if key == (3, 0, 1, 0):
                on_diagonal = weak_kings & position.rules.geometry.main_diagonal
                return key, 2 * (self.short_moves if on_diagonal else self.long_moves)
        return None


@dataclass(frozen=True)
class LoneKingCount(MaterialCount):
    """Russian 7.2.4, 7.2.7, 7.2.8: a side with ``strong`` material (its kings and men)
    against a lone king has until its own ``moves``-th move to win, counted from when the
    material appears (and again whenever it changes). With ``on_main_diagonal``, only
    when the lone king stands on the main diagonal as the count starts.
    """

    clause: str
    moves: int
    strong: frozenset[tuple[int, int]]
    on_main_diagonal: bool = False
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: Position) -> tuple[Hashable, int | None] | None:
        white, black = _material_of(position)
        stronger = [c for c, mine, theirs in ((WHITE, white, black), (BLACK, black, white))
                    if theirs == (1, 0) and mine in self.strong]
        if not stronger:
            return None
        # with one king each, both count: the side to move makes its n-th move first
        side = position.turn if position.turn in stronger else stronger[0]
        lone_king = position.black_kings if side else position.white_kings
        if self.on_main_diagonal and not lone_king & position.rules.geometry.main_diagonal:
            return (white, black), None
        # its n-th move is the (2n-1)-th ply when it moves first, else the 2n-th
        return (white, black), 2 * self.moves - (position.turn == side)


@dataclass(frozen=True)
class KingsEndingCount(MaterialCount):
    """Russian 7.2.6: when both sides have kings, drawn once the material has stayed the
    same (no capture, no man crowned) for that many moves by each side, by the number of
    pieces on the board."""

    clause: str = "7.2.6"
    moves_by_pieces: tuple[tuple[int, int], ...] = ((4, 30), (5, 30), (6, 60), (7, 60))
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: Position) -> tuple[Hashable, int | None] | None:
        (wk, wm), (bk, bm) = _material_of(position)
        if not (wk and bk):
            return None
        for pieces, moves in self.moves_by_pieces:
            if pieces == wk + wm + bk + bm:
                return (wk, wm, bk, bm), 2 * moves
        return None


@dataclass(frozen=True)
class AgainstOneKingCount(MaterialCount):
    """FMJD 6.4 and 6.5: a side with ``strong`` material (its kings and men) against a
    lone king; drawn once each player has made ``moves`` more moves, counted from when
    such material first stands on the board. A man crowned changes nothing (the material
    is still one of the clause's); a capture that leaves another clause's material starts
    that clause's count. With ``one_king_each``, a king against a king counts too.
    """

    clause: str
    moves: int
    strong: frozenset[tuple[int, int]]
    one_king_each: bool = False
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: Position) -> tuple[Hashable, int | None] | None:
        white, black = _material_of(position)
        if self.one_king_each and white == black == (1, 0):
            return self.clause, 2 * self.moves
        if (black == (1, 0) and white in self.strong) or (white == (1, 0) and black in self.strong):
            return self.clause, 2 * self.moves
        return None


@dataclass(frozen=True)
class OneKingEach:
    """Opálecká dáma: drawn as soon as each side has exactly one king and nothing else."""

    clause: str = "Ukončení partie"
    reason: Reason = Reason.ONE_KING_EACH

    def start(self, position: Position) -> object:
        return (
            position.white_men == 0
            and position.black_men == 0
            and position.white_kings.bit_count() == 1
            and position.black_kings.bit_count() == 1
        )

    def advance(self, state: object, position: Position, was_plain_man_move: bool,
                was_capture: bool) -> object:
        return self.start(position)

    def plies_left(self, state: object) -> int | None:
        return 0 if state else None


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
    aliases=("brazilska", "brazilská"),
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


class UnknownVariantError(ValueError):
    """No game has that name; ``known`` lists the names there are (rules/registry.py)."""

    def __init__(self, name: str, known: tuple[str, ...] = (),
                 message: str | None = None) -> None:
        super().__init__(message or f"unknown variant {name!r}; known: {', '.join(known)}")
        self.name = name


class OtherGameError(UnknownVariantError):
    """The name is one of the other games of the texts, not a draughts variant; ``game``
    holds its rules (look games up with ``find_game``)."""

    def __init__(self, name: str, game: PointRules) -> None:
        super().__init__(name, message=f"{game.id} is not a draughts variant but another game")
        self.game = game


def variant_for_gametype(gametype: int) -> Rules | None:
    """The variant of a PDN GameType number, if we play it."""
    for rules in VARIANTS.values():
        if rules.pdn_gametype == gametype:
            return rules
    return None
