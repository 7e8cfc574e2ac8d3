"""The position asked about: the board rank by rank, the pieces of a side, a square,
a rank, file or diagonal, whose turn, the material, what the opponent threatens.
"""

from __future__ import annotations

from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.rules import BLACK, WHITE, Color, Piece, Square
from accessible_dama.rules.registry import AnyPosition
from accessible_dama.session import events


def board_shown(say: Words, e: events.BoardShown) -> Rendered:
    _ = say._
    lines = []
    for rank, squares in _ranks(say, e.position):
        found = _occupants(say, e.position, squares, e.all_squares)
        body = ", ".join(found) if found else _("empty")
        lines.append(_("Rank {n}: {squares}.").format(n=rank + 1, squares=body))
    white, black = e.position.in_hand(WHITE), e.position.in_hand(BLACK)
    if white or black:
        lines.append(_("Men in hand: White {white}, Black {black}.").format(
            white=white, black=black))
    return Rendered(lines)


def _occupants(say: Words, position: AnyPosition, squares: tuple[Square, ...] | list[Square],
               all_squares: bool) -> list[str]:
    rules = position.rules
    out = []
    for x in squares:
        piece = position.piece_at(x)
        if piece is not None or all_squares:
            out.append(f"{say.sq(rules, x)} {say.piece_name(piece, rules)}")
    return out


def _ranks(say: Words, position: AnyPosition) -> list[tuple[int, list[Square]]]:
    """Each rank (from 0) with its squares or points, left to right, the top first."""
    board = position.board
    return [(r, [s for f in range(board.files) if (s := board.square_at(f, r)) is not None])
            for r in range(board.ranks - 1, -1, -1)]


def pieces_shown(say: Words, e: events.PiecesShown) -> Rendered:
    colors = [e.color] if e.color is not None else [WHITE, BLACK]
    if e.kings_only:
        return Rendered([_kings_line(say, e.position, c) for c in colors])
    return Rendered([pieces_line(say, e.position, c) for c in colors])


def pieces_line(say: Words, position: AnyPosition, color: Color) -> str:
    """``White has 12 men: a1, c1, ...; 2 kings: d4, f6.``"""
    _ = say._
    rules = position.rules
    men = position.squares_of(Piece.of(color, False))
    kings = position.squares_of(Piece.of(color, True))
    side = say.p.side(color)
    in_hand = position.in_hand(color)
    if not men and not kings and not in_hand:
        return _("{side} has no pieces.").format(side=side)
    parts = []
    vietnamese = rules.pieces_called == "soldiers"
    if men:
        label = (say._n("{n} soldier: {squares}", "{n} soldiers: {squares}", len(men))
                 if vietnamese
                 else say._n("{n} man: {squares}", "{n} men: {squares}", len(men)))
        parts.append(label.format(n=len(men), squares=say.squares(rules, men)))
    if kings and vietnamese:
        parts.append(say._p("vietnamese", "the king on {square}").format(
            square=say.squares(rules, kings)))
    elif kings:
        parts.append(say._n("{n} king: {squares}", "{n} kings: {squares}", len(kings))
                     .format(n=len(kings), squares=say.squares(rules, kings)))
    if in_hand:
        parts.append(say._n("{n} man in hand", "{n} men in hand", in_hand).format(
            n=in_hand))
    return _("{side} has {pieces}.").format(side=side, pieces="; ".join(parts))


def _kings_line(say: Words, position: AnyPosition, color: Color) -> str:
    """Where one side's kings stand ("kde mám dámy")."""
    rules = position.rules
    kings = position.squares_of(Piece.of(color, True))
    side = say.p.side(color)
    if not kings:
        return say._("{side} has no kings.").format(side=side)
    kings_at = say._n("{n} king: {squares}", "{n} kings: {squares}", len(kings)).format(
        n=len(kings), squares=say.squares(rules, kings))
    return say._("{side} has {pieces}.").format(side=side, pieces=kings_at)


def square_shown(say: Words, e: events.SquareShown) -> Rendered:
    rules = e.position.rules
    what = say.piece_name(e.position.piece_at(e.square), rules)
    if rules.board.drawn_lines:
        # on a board of points the lines matter: where a piece there may go
        joined = say.squares(rules, rules.board.neighbours_of(e.square))
        return Rendered([say._("{point}: {what}; joined to {points}.").format(
            point=say.sq(rules, e.square), what=what, points=joined)])
    return Rendered([f"{say.sq(rules, e.square)}: {what}."])


def line_shown(say: Words, e: events.LineShown) -> Rendered:
    _ = say._
    body = ", ".join(_occupants(say, e.position, e.squares, True))
    rules = e.position.rules
    if e.kind == "diagonal" and len(e.squares) == 1:
        return Rendered([_("No diagonal line passes through {point}.").format(
            point=say.sq(rules, e.squares[0]))])
    if e.kind == "rank":
        head = _("Rank {name}").format(name=e.name)
    elif e.kind == "file":
        head = _("File {name}").format(name=e.name)
    else:
        head = _("Diagonal {a} to {b}").format(a=say.sq(rules, e.squares[0]),
                                               b=say.sq(rules, e.squares[-1]))
    return Rendered([f"{head}: {body}."])


def turn_shown(say: Words, e: events.TurnShown) -> Rendered:
    _ = say._
    line = _("{side} to move, move {n}.").format(side=say.p.side(e.color), n=e.move_number)
    if e.player is not None:
        line = line[:-1] + " " + (_("(you).") if e.player == e.color else _("(the computer)."))
    if e.in_hand:
        line += " " + say._n("{side} has {n} man in hand.", "{side} has {n} men in hand.",
                             e.in_hand).format(side=say.p.side(e.color), n=e.in_hand)
    return Rendered([line])


def material_shown(say: Words, e: events.MaterialShown) -> Rendered:
    return Rendered([material_line(say, e.position)])


def material_line(say: Words, p: AnyPosition) -> str:
    parts = []
    for color in (WHITE, BLACK):
        men, kings = p.count(color)
        if p.rules.pieces_called == "soldiers":
            soldiers = say._n("{n} soldier", "{n} soldiers", men).format(n=men)
            have = say._("{soldiers} and the king").format(soldiers=soldiers)
            parts.append(f"{say.p.side(color)}: {have}")
            continue
        in_hand = p.in_hand(color)
        if in_hand:
            have = say._("{men} on the board, {n} in hand").format(
                men=say.p.men(men), n=in_hand)
            parts.append(f"{say.p.side(color)}: {have}")
            continue
        if men and kings:
            have = say._("{men} and {kings}").format(men=say.p.men(men),
                                                     kings=say.p.kings(kings))
        elif kings:
            have = say.p.kings(kings)
        else:
            have = say.p.men(men)
        parts.append(f"{say.p.side(color)}: {have}")
    return ". ".join(parts) + "."


def threats_shown(say: Words, e: events.ThreatsShown) -> Rendered:
    _ = say._
    position = e.position
    rules = position.rules
    side = say.p.side(e.attacker)
    words = say.options(position, e.captures)[1] if e.captures else []
    more = [", ".join(words) + "."] if words else []
    if e.square is not None:
        square = say.sq(rules, e.square)
        piece = say.piece_name(position.piece_at(e.square), rules)
        if not e.captures:
            return Rendered([_("On {square} the {piece} is safe: {side} cannot take "
                               "it.").format(square=square, piece=piece, side=side)])
        first = say.move_words(position, e.captures[0])
        if e.unprotected:
            line = _("{side} can take on {square} ({piece}): {move}, and there is no "
                     "capture back.")
        else:
            line = _("{side} can take on {square} ({piece}): {move}, but a capture back "
                     "follows.")
        return Rendered([line.format(side=side, square=square, piece=piece, move=first)],
                        more)
    if not e.captures:
        return Rendered([_("{side} has nothing to take.").format(side=side)])
    taken = say.squares(rules, sorted({x for m in e.captures for x in m.captured}))
    if e.unprotected:
        line = _("{side} could take {squares}; unprotected: {unprotected}.").format(
            side=side, squares=taken, unprotected=say.squares(rules, e.unprotected))
    else:
        line = _("{side} could take {squares}, but each can be taken back.").format(
            side=side, squares=taken)
    return Rendered([line], more)


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.BoardShown, board_shown),
    renders(events.PiecesShown, pieces_shown),
    renders(events.SquareShown, square_shown),
    renders(events.LineShown, line_shown),
    renders(events.TurnShown, turn_shown),
    renders(events.MaterialShown, material_shown),
    renders(events.ThreatsShown, threats_shown),
])
