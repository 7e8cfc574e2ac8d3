"""PDN text of games (``write_pdn``), and a record of moves played (``game_from_moves``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import cast

from accessible_dama.notation.fen import write_fen
from accessible_dama.notation.movetext import IllegalMoveText, full_move_text, move_text
from accessible_dama.notation.pdn.game import GameRecord, PdnComment, PdnGame
from accessible_dama.notation.pdn.variant import detect_variant, draw_rules_tags
from accessible_dama.notation.squares import Style, usual_style
from accessible_dama.rules.explain import explain_illegal
from accessible_dama.rules.move import Move
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import DEFAULT_VARIANT

ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
LINE_WIDTH = 80


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _wrap(tokens: Iterable[str], width: int = LINE_WIDTH) -> list[str]:
    lines: list[str] = []
    current = ""
    for token in tokens:
        if current and len(current) + 1 + len(token) > width:
            lines.append(current)
            current = token
        else:
            current = f"{current} {token}" if current else token
    if current:
        lines.append(current)
    return lines


def _write_one(game: GameRecord) -> str:
    tags = dict(game.tags)
    tags["Result"] = game.result
    ordered = [name for name in ROSTER if name in tags]
    ordered += [name for name in tags if name not in ROSTER]
    lines = [f'[{name} "{_escape(tags[name])}"]' for name in ordered]

    rules = detect_variant(game) or DEFAULT_VARIANT
    fen = tags.get("FEN", "").strip().strip('"')
    second_first = bool(fen) and (fen[:1].upper() == "W") != rules.first
    offset = 1 if second_first else 0
    comments: dict[int, list[str]] = {}
    annotations: Mapping[int, list[str]] = {}
    if isinstance(game, PdnGame):
        for comment in game.comments:
            comments.setdefault(comment.ply, []).append(comment.text)
        annotations = game.annotations

    tokens: list[str] = [f"{{{c.replace('}', ')')}}}" for c in comments.get(0, [])]
    after_break = True
    for ply, text in enumerate(game.moves):
        number = (ply + offset) // 2 + 1
        if (ply + offset) % 2 == 0:
            tokens.append(f"{number}.")
        elif after_break:
            tokens.append(f"{number}...")
        glyphs = [a for a in annotations.get(ply, []) if not a.startswith("$")]
        nags = [a for a in annotations.get(ply, []) if a.startswith("$")]
        tokens.append(text + "".join(glyphs))
        tokens.extend(nags)
        after_break = False
        for remark in comments.get(ply + 1, []):
            tokens.append(f"{{{remark.replace('}', ')')}}}")
            after_break = True
    tokens.append(game.result)
    return "\n".join([*lines, "", *_wrap(tokens)]) + "\n"


def write_pdn(games: GameRecord | Iterable[GameRecord]) -> str:
    """PDN text of one game or several: tags in the standard order (Event, Site, Date,
    Round, White, Black, Result, then the others as given), then the movetext wrapped
    at 80 columns and ending with the result. ``read_pdn`` reads back the same tags
    (a Result tag is always written), moves and result."""
    records: list[GameRecord]
    if hasattr(games, "moves") and hasattr(games, "tags"):
        records = [cast(GameRecord, games)]
    else:
        records = list(games)
    return "\n".join(_write_one(g) for g in records)


def game_from_moves(
    start: Position,
    moves: Sequence[Move],
    tags: Mapping[str, str] | None = None,
    result: str = "*",
    style: Style | None = None,
    irregular: Mapping[int, str] | None = None,
) -> PdnGame:
    """A ``PdnGame`` of ``moves`` played from ``start``, each written with ``move_text``
    in the variant's usual style (numeric for English and international draughts).

    Adds a GameType tag when the variant is not the default (a ``Variant`` tag for
    variants that have no PDN number), a DrawRules tag when its draw rules are not its
    rule text's (``draw_rules_tags``) and a FEN tag when ``start`` is not the initial
    position. ``irregular``: the plies that are irregular moves left to stand on a board
    (``Game.irregular``), each written as played (every landing square) with a comment:
    what it was, and the position it left (``[%position FEN]``), from which
    ``replay_game`` plays it again. Raises ``IllegalMoveText`` (an ``IllegalMoveError``)
    if another move is not legal where it is played.
    """
    rules = start.rules
    style = style or usual_style(rules)
    game_tags = dict(tags or {})
    if rules is not DEFAULT_VARIANT:
        if rules.pdn_gametype is not None:
            game_tags.setdefault("GameType", str(rules.pdn_gametype))
        else:
            game_tags.setdefault("Variant", rules.id)
    game_tags.update(draw_rules_tags(rules))
    if start.key() != Position(rules).key():
        game_tags["FEN"] = write_fen(start, style)
    game_tags["Result"] = result
    position = start.copy()
    texts = []
    comments = []
    for ply, move in enumerate(moves):
        note = (irregular or {}).get(ply)
        if note is not None:
            texts.append(full_move_text(position, move, style))
            position.push(move)
            comments.append(PdnComment(ply + 1, f"{note} [%position {write_fen(position, style)}]"))
            continue
        if move not in position.legal_moves():
            raise IllegalMoveText(full_move_text(position, move, style),
                                  explain_illegal(position, move.path))
        texts.append(move_text(position, move, style))
        position.push(move)
    return PdnGame(tags=game_tags, moves=texts, result=result, comments=comments, index=1)
