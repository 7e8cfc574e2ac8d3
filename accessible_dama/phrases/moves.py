"""Moves: a move made, said by what it does (a step, a capture, a placement, a flight,
a pass); a capture that must be made; whose turn; the moves asked for; the record of the
game; a move taken back.
"""

from __future__ import annotations

from accessible_dama.notation.text import move_text
from accessible_dama.phrases.positions import material_line
from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.rules import Color, Move, MoveKind
from accessible_dama.rules.registry import AnyPosition
from accessible_dama.session import events


def move_made(say: Words, e: events.MoveMade) -> Rendered:
    _ = say._
    after = _after(e)
    line = move_sentence(say, e.before, e.color, e.move)
    if e.crowned:
        line = line[:-1] + _(", and becomes a king.")
    if after.is_check():
        line = line[:-1] + _(", check.")
    more = [material_line(say, after)]
    if say.verbosity == "full":
        return Rendered([line, *more])
    return Rendered([line], more)


def move_sentence(say: Words, before: AnyPosition, color: Color, move: Move) -> str:
    """A move in a sentence, by what it does: "White: c3 to d4.", "White captures f6
    over e5 to d4.", "White places on d7.", "White flies from a1 to g7.", "... and
    closes a mill, taking b6.", "White's king jumps from c1 over c2 and takes c3.",
    "White cannot move and passes."."""
    _ = say._
    rules = before.rules
    side = say.p.side(color)
    path = move.path
    named = say.sq
    kind = before.move_kind(move)
    if kind is MoveKind.PASS:
        return _("{side} cannot move and passes.").format(side=side)
    piece = before.piece_at(path[0])
    if kind is MoveKind.PLACE:
        line = _("{side} places on {square}.").format(side=side, square=named(rules, path[0]))
    elif kind is MoveKind.FLY:
        line = _("{side} flies from {start} to {end}.").format(
            side=side, start=named(rules, path[0]), end=named(rules, path[-1]))
    elif kind is MoveKind.JUMP and say.verbosity == "brief":
        line = _("{side}: {move}.").format(side=side, move=say.move_words(before, move))
    elif kind is MoveKind.JUMP:
        line = _("{side} captures {move}.").format(side=side,
                                                   move=say.move_words(before, move))
    elif kind is MoveKind.TAKE:
        over = rules.board.between(path[0], path[-1])
        line = _("{side}'s king jumps from {start} over {over} and takes {end}.").format(
            side=side, start=named(rules, path[0]), end=named(rules, path[-1]),
            over=named(rules, over[0]) if over else "?")
    elif rules.pieces_called == "soldiers" and piece is not None and piece.is_king:
        # among soldiers, the one king is named when it steps
        line = _("{side}: king {move}.").format(side=side, move=say.step_words(rules, move))
    else:
        line = _("{side}: {move}.").format(side=side, move=say.step_words(rules, move))
    if rules.captures_by_removal and move.captured:
        taken = say.squares(rules, sorted(move.captured))
        line = line[:-1] + _(" and closes a mill, taking {square}.").format(square=taken)
    elif before.closes_mill(move):
        line = line[:-1] + _(" and closes a mill.")
    return line


def _after(e: events.MoveMade) -> AnyPosition:
    p = e.before.copy()
    p.push(e.move)
    return p


def must_capture(say: Words, e: events.MustCapture) -> Rendered:
    _ = say._
    text, words = say.options(e.position, e.moves)
    return Rendered(
        [_("{side} must capture: {options}.").format(side=say.p.side(e.color), options=text)],
        [", ".join(words) + "."],
    )


def your_turn(say: Words, e: events.YourTurn) -> Rendered:
    return Rendered([say._("{side} to move.").format(side=say.p.side(e.color))])


def moves_shown(say: Words, e: events.MovesShown) -> Rendered:
    _ = say._
    rules = e.position.rules
    if not e.moves:
        if e.captures_only:
            return Rendered([_("No captures.")])
        if e.start is not None:
            where = say.sq(rules, e.start)
            if e.position.piece_at(e.start) is None:
                return Rendered([_("Nothing stands on {square}.").format(square=where)])
            return Rendered([_("No move from {square}.").format(square=where)])
        return Rendered([_("No legal move.")])
    listed = ", ".join(say.move_short(rules, m) for m in e.moves)
    if e.captures_only:
        head = _("Captures ({n})").format(n=len(e.moves))
    elif e.start is not None:
        head = _("Moves from {square}").format(square=say.sq(rules, e.start))
    else:
        head = _("Legal moves ({n})").format(n=len(e.moves))
    return Rendered([f"{head}: {listed}."])


def last_move_shown(say: Words, e: events.LastMoveShown) -> Rendered:
    if e.made is None:
        return Rendered([say._("No move has been played yet.")])
    return move_made(say, e.made)


def history_shown(say: Words, e: events.HistoryShown) -> Rendered:
    _ = say._
    if not e.moves:
        return Rendered([_("No moves yet.")])
    p = e.start.copy()
    rules = p.rules
    offset = 0 if p.turn == rules.first else 1
    words = []
    for i, move in enumerate(e.moves):
        ply = i + offset
        if ply % 2 == 0:
            words.append(f"{ply // 2 + 1}.")
        elif i == 0:
            words.append(f"{ply // 2 + 1}...")
        # each move as the record writes it; a pass is a word, not "--", for speech
        # and braille
        words.append(say.spelled(move_text(p, move, say.style())) if move.path
                     else _("pass"))
        p.push(move)
    return Rendered([_("Moves: {moves}").format(moves=" ".join(words))])


def last_moves_shown(say: Words, e: events.LastMovesShown) -> Rendered:
    _ = say._
    if not e.moves:
        return Rendered([_("No moves yet.")])
    p = e.before.copy()
    words = []
    for move in e.moves:  # as the record writes them, a pass as a word
        words.append(say.spelled(move_text(p, move, say.style())) if move.path
                     else _("pass"))
        p.push(move)
    return Rendered([say._n("The last move: {moves}.", "The last {n} moves: {moves}.",
                            len(e.moves)).format(n=len(e.moves), moves=", ".join(words))])


def undone(say: Words, e: events.Undone) -> Rendered:
    if e.nothing:
        return Rendered([say._("There is no move to take back.")])
    return Rendered([say._("Taken back: {n}.").format(n=say.p.moves(len(e.moves)))])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.MoveMade, move_made),
    renders(events.MustCapture, must_capture),
    renders(events.YourTurn, your_turn),
    renders(events.MovesShown, moves_shown),
    renders(events.LastMoveShown, last_move_shown),
    renders(events.HistoryShown, history_shown),
    renders(events.LastMovesShown, last_moves_shown),
    renders(events.Undone, undone),
])
