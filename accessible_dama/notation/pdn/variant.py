"""Which draughts variant a record was played in: its GameType, Variant and DrawRules
tags, else the squares it names, else the variant of its file."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from accessible_dama.notation.pdn.game import GameRecord
from accessible_dama.notation.squares import Style
from accessible_dama.rules.registry import OtherGameError, UnknownVariantError, find_variant
from accessible_dama.rules.variants import Rules, variant_for_gametype, with_draw_rules

_GAMETYPE_RE = re.compile(r"\s*([0-9]{1,9})(?![0-9])")  # ASCII digits, int() takes them
_ALGEBRAIC_RE = re.compile(r"([a-jA-J])([0-9]{1,2})")
_NUMBER_RE = re.compile(r"(?<![A-Za-z0-9])([0-9]{1,2})(?![0-9])")


def _fen_squares(fen: str) -> list[str]:
    """The square names of a FEN (colour letters, ``K`` and counters left out)."""
    names = []
    for part in fen.strip().strip('"').split(":")[1:]:
        if part[:1].upper() not in ("W", "B"):
            continue
        for token in part[1:].split(","):
            names.extend(token.strip().lstrip("Kk").split("-"))
    return names


#: the names other programs write in a Variant tag (lidraughts.org, playstrategy.org,
#: pydraughts), in lower case without spaces or signs: the variant's id, or "" for a
#: draughts game not played here
VARIANT_SPELLINGS: dict[str, str] = {
    "standard": "international", "international": "international",
    "internationaldraughts": "international", "polish": "international",
    "english": "english", "americanenglish": "english", "englishamerican": "english",
    "american": "english", "americancheckers": "english", "englishdraughts": "english",
    "straightcheckers": "english",
    "russian": "russian", "russiandraughts": "russian",
    "brazilian": "brazilian", "braziliandraughts": "brazilian",
    "czech": "czech", "czechdraughts": "czech",
    "frisian": "", "frysk": "", "antidraughts": "", "breakthrough": "", "italian": "",
    "turkish": "", "pool": "", "americanpool": "", "portuguese": "", "spanish": "",
    "canadian": "", "thai": "", "spantsiretti": "",
}


def _spelling(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


def _named_variant(named: str) -> tuple[bool, Rules | None]:
    """Whether a Variant tag names a game, and the variant if it is one of ours."""
    try:
        return True, find_variant(named)
    except OtherGameError:
        return True, None  # not draughts: notation.text.detect_game finds it
    except UnknownVariantError:
        pass
    spelled = VARIANT_SPELLINGS.get(_spelling(named))
    if spelled is None:
        return False, None
    return True, find_variant(spelled) if spelled else None


def tagged_variant(game: GameRecord) -> tuple[bool, Rules | None]:
    """Whether the game's tags say what it was played in, and the variant they name if it
    is one of ours: the GameType tag's first number, else a ``Variant`` tag naming a
    game in any spelling of ``VARIANT_SPELLINGS`` (one of the other games, such as
    ``mill``, is not a variant)."""
    gametype = game.tags.get("GameType")
    if gametype is not None:
        match = _GAMETYPE_RE.match(gametype)
        if match:
            return True, variant_for_gametype(int(match[1]))
    named = game.tags.get("Variant", "").strip()
    if named:
        return _named_variant(named)
    return False, None


def unplayed_game(game: GameRecord) -> tuple[str, str] | None:
    """The tag and its value when the game's tags name a draughts game not played here
    (``("GameType", "22")``, ``("Variant", "Frisian")``), else None."""
    gametype = game.tags.get("GameType", "").strip()
    if gametype:
        match = _GAMETYPE_RE.match(gametype)
        if match is None or variant_for_gametype(int(match[1])) is None:
            return "GameType", gametype
        return None
    named = game.tags.get("Variant", "").strip()
    if named and VARIANT_SPELLINGS.get(_spelling(named)) == "":
        return "Variant", named
    return None


def board_needed(game: GameRecord) -> tuple[Style, int] | None:
    """How the game's moves and FEN write squares, and the size of the smallest board
    that has them all: 10 for an algebraic ``i``, ``j`` or rank above 8, or a number
    above 32; else 8. None when the game names no square."""
    written = [*game.moves, *_fen_squares(game.tags.get("FEN", ""))]
    algebraic = [m for text in written for m in _ALGEBRAIC_RE.findall(text)]
    if algebraic:
        wide = any(f.lower() in "ij" or int(r) > 8 for f, r in algebraic)
        return Style.ALGEBRAIC, 10 if wide else 8
    numbers = [int(n) for text in written for n in _NUMBER_RE.findall(text)]
    if numbers:
        return Style.NUMERIC, 10 if max(numbers) > 32 else 8
    return None


#: the variant that squares written so on a board of this size mean, when no tag tells
_BY_SQUARES = {
    (Style.ALGEBRAIC, 8): "czech",
    (Style.ALGEBRAIC, 10): "international",
    (Style.NUMERIC, 8): "english",
    (Style.NUMERIC, 10): "international",
}


#: the tag that keeps draw rules other than the rule text's (``[DrawRules "FMJD"]``:
#: international draughts by FMJD's official rules, article 6); none: the rule text's
DRAW_RULES_TAG = "DrawRules"


def draw_rules_tags(rules: Rules) -> dict[str, str]:
    """The tag that names the draw rules the game was played by, when not its rule
    text's."""
    return {} if rules.draws == "text" else {DRAW_RULES_TAG: rules.draws.upper()}


def detect_variant(
    game: GameRecord, default: Rules | None = None, in_file: Rules | None = None
) -> Rules | None:
    """The variant a game was played in (``variant_of``), played by the draw rules its
    ``DrawRules`` tag names (an unknown name, or a variant without them: its own)."""
    rules = variant_of(game, default, in_file)
    draws = game.tags.get(DRAW_RULES_TAG, "").strip().lower()
    return rules if rules is None or not draws else with_draw_rules(rules, draws)


def variant_of(
    game: GameRecord, default: Rules | None = None, in_file: Rules | None = None
) -> Rules | None:
    """The variant a game was played in.

    The GameType tag decides when present (its first number: 20 international,
    21 english, 26 brazilian, 29 czech; an unknown number gives ``default``), then a
    ``Variant`` tag naming one of ours (one naming another game, such as ``mill``, gives
    ``default``: ``notation.text.detect_game`` finds those). Otherwise ``in_file``, the
    variant of the file the game comes from (``detect_file_variant``), if given; else
    the squares decide: algebraic 8x8 squares mean czech; numbers up to 32 english,
    numbers above 32 international.
    """
    named, rules = tagged_variant(game)
    if named:
        return rules or default
    if in_file is not None:
        return in_file
    needed = board_needed(game)
    return default if needed is None else find_variant(_BY_SQUARES[needed])


def detect_file_variant(games: Iterable[GameRecord], default: Rules | None = None) -> Rules | None:
    """The variant of the games of one file that have no tag to say theirs: a file is one
    collection, so one problem whose squares all fit 8x8 in a collection of international
    draughts is international draughts too.

    The variant most of the file's GameType (or ``Variant``) tags name decides, if its
    board has every square the untagged games write; else the squares of those games do:
    the board size they need and the way most of them write squares (algebraic or
    numeric), as ``detect_variant`` reads one game. ``default`` when nothing tells.
    Reads the games one by one, keeping only counts.
    """
    tagged: Counter[Rules] = Counter()
    styles: Counter[Style] = Counter()
    size = 0
    for game in games:
        named, rules = tagged_variant(game)
        if named:
            if rules is not None:
                tagged[rules] += 1
            continue
        needed = board_needed(game)
        if needed is not None:
            style, board = needed
            styles[style] += 1
            size = max(size, board)
    for rules, _ in tagged.most_common():
        if rules.size >= size:
            return rules
    if styles:
        [(style, _)] = styles.most_common(1)
        return find_variant(_BY_SQUARES[style, size])
    return default
