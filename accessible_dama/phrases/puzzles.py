"""Puzzles: a puzzle set, an answer judged, a hint in two steps, the solution, the
grade that comes next.
"""

from __future__ import annotations

from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.session import events


def _wins(say: Words, men: int, game: bool) -> str:
    """``wins a man``, ``wins 2 men``, ``wins the game``."""
    if game:
        return say._("wins the game")
    return say._n("wins a man", "wins {n} men", men).format(n=men)


def puzzle_shown(say: Words, e: events.PuzzleShown) -> Rendered:
    _ = say._
    line = _("Puzzle {number} of {total}, grade {grade}: {side} to move {wins}.").format(
        number=e.number, total=e.total, grade=e.grade, side=say.p.side(e.position.turn),
        wins=_wins(say, e.men, e.game))
    return Rendered([line], [
        _("Ask for the board, the pieces or the moves as in a game; answer with a move. "
          "Say hint for a hint, solution for the solution."),
        _("Puzzles of {variant} solved so far: {n}.").format(
            variant=say.variant_name(e.rules), n=e.solved)])


def puzzle_answer(say: Words, e: events.PuzzleAnswer) -> Rendered:
    _ = say._
    move = say.move_short(e.position.rules, e.move)
    if e.right and e.done:
        return Rendered([_("Right: {move} {wins}.").format(
            move=move, wins=_wins(say, e.men, e.game))])
    if e.right:
        return Rendered([_("Right: {move}.").format(move=move)])
    if not e.loses:
        return Rendered([_("Not that one: {move} wins nothing. Try again.").format(
            move=move)])
    if e.taken:
        loses = say._n("{move} loses the man on {squares}", "{move} loses the men on "
                       "{squares}", len(e.taken)).format(
            move=move, squares=say.squares(e.position.rules, e.taken))
    else:
        loses = say._n("{move} loses a man", "{move} loses {n} men", e.loses).format(
            move=move, n=e.loses)
    if e.reply is None:
        return Rendered([_("Wrong: {loses}. Try again.").format(loses=loses)])
    after = e.position.copy()
    after.push(e.move)
    return Rendered([_("Wrong: {loses}: {side} answers {reply}. Try again.").format(
        loses=loses, side=say.p.side(after.turn), reply=say.move_words(after, e.reply))])


def puzzle_goes_on(say: Words, e: events.PuzzleGoesOn) -> Rendered:
    return Rendered([say._("Your move again.")])


def puzzle_hint(say: Words, e: events.PuzzleHint) -> Rendered:
    _, rules = say._, e.position.rules
    if e.step >= 2:
        return Rendered([_("Hint: from {start} to {end}.").format(
            start=say.sq(rules, e.start), end=say.sq(rules, e.end))])
    piece = say.piece_name(e.position.piece_at(e.start), rules)
    idea = {
        "sacrifice": _("The idea: a sacrifice; give a man so that you take more."),
        "capture": _("The idea: the capture that collects the gain."),
    }.get(e.kind) or _("The idea: a quiet move after which the opponent cannot keep "
                       "every man.")
    return Rendered([_("Hint: the {piece} on {square}. {idea}").format(
        piece=piece, square=say.sq(rules, e.start), idea=idea)])


def puzzle_solution(say: Words, e: events.PuzzleSolution) -> Rendered:
    p = e.position.copy()
    said = []
    for move in e.moves:
        said.append(say.move_short(p.rules, move))
        p.push(move)
    return Rendered([say._("Solution: {moves}; it {wins}.").format(
        moves=", ".join(said), wins=_wins(say, e.men, e.game))])


def puzzle_solved(say: Words, e: events.PuzzleSolved) -> Rendered:
    _ = say._
    if e.shown:
        return Rendered([_("The next puzzle is of grade {grade}: say puzzle.").format(
            grade=e.grade)])
    if e.up:
        return Rendered([_("Solved, {n} in all. The next ones are harder, grade {grade}: "
                           "say puzzle.").format(n=e.solved, grade=e.grade)])
    return Rendered([_("Solved, {n} in all. The next puzzle is of grade {grade}: say "
                       "puzzle.").format(n=e.solved, grade=e.grade)])


def no_puzzle(say: Words, e: events.NoPuzzle) -> Rendered:
    _ = say._
    if e.not_set:
        return Rendered([_("No puzzle is set: say puzzle for one.")])
    variant = say.variant_name(e.rules)
    if e.all_solved:
        return Rendered([_("Every puzzle of {variant} is solved.").format(variant=variant)])
    return Rendered([_("There are no puzzles for {variant}.").format(variant=variant)])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.PuzzleShown, puzzle_shown),
    renders(events.PuzzleAnswer, puzzle_answer),
    renders(events.PuzzleGoesOn, puzzle_goes_on),
    renders(events.PuzzleHint, puzzle_hint),
    renders(events.PuzzleSolution, puzzle_solution),
    renders(events.PuzzleSolved, puzzle_solved),
    renders(events.NoPuzzle, no_puzzle),
])
