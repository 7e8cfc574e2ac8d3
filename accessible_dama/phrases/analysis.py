"""The computer's advice: a hint and why it is good, who stands better, the mistakes
of a game reviewed, the warning before a move that loses, and what a move weighed would
lose.
"""

from __future__ import annotations

from accessible_dama.engine import Loss, Mistake
from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.rules.registry import AnyPosition
from accessible_dama.session import events

REVIEW_AT_ONCE = 3  # mistakes a review says; the rest on "more"


def hint_shown(say: Words, e: events.HintShown) -> Rendered:
    line = " ".join(say.move_short(e.position.rules, m) for m in e.hint.line[:8] if m.path)
    move = say.move_short(e.position.rules, e.hint.move)
    return Rendered([say.p.hint(e.hint, e.position, move)], [say._("Line: {moves}").format(
        moves=line)] if line else [])


def hint_explained(say: Words, e: events.HintExplained) -> Rendered:
    return Rendered([say.p.hint_why(e.hint, e.position)], hint_shown(say,
        events.HintShown(e.hint, e.position)).more)


def analysis_shown(say: Words, e: events.AnalysisShown) -> Rendered:
    return Rendered([say.p.analysis(e.analysis)])


def mistakes_shown(say: Words, e: events.MistakesShown) -> Rendered:
    _ = say._
    if not e.mistakes:
        return Rendered([_("No clear mistake: no move lost much.")])
    said = [_("{mistake}; {better} was better.").format(
        mistake=_mistake(say, m.position, m.mistake, m.number),
        better=say.move_short(m.position.rules, m.mistake.better)) for m in e.mistakes]
    return Rendered(said[:REVIEW_AT_ONCE], said[REVIEW_AT_ONCE:])


def hang_warning(say: Words, e: events.HangWarning) -> Rendered:
    return Rendered([say._("{mistake}. Play it anyway? Yes or no.").format(
        mistake=_mistake(say, e.position, e.mistake))])


def move_considered(say: Words, e: events.MoveConsidered) -> Rendered:
    if e.mistake is None:
        return Rendered([say._("{move} loses nothing that I can see.").format(
            move=say.move_short(e.position.rules, e.move))])
    better = say.move_short(e.position.rules, e.mistake.better)
    return Rendered([say._("{mistake}.").format(mistake=_mistake(say, e.position, e.mistake))],
                    [say._("{move} is better.").format(move=better)])


def _mistake(say: Words, position: AnyPosition, mistake: Mistake, number: int = 0) -> str:
    """``28. c3-d4 loses a man: Black answers e5 over d4 to c3; g3-h4 was better.``
    (with no ``number``, the move alone, for a warning)."""
    _, rules = say._, position.rules
    move = say.move_short(rules, mistake.move)
    if number:
        move = f"{number}. {move}" if position.turn == rules.first else f"{number}... {move}"
    loses = {
        Loss.GAME: _("{move} loses the game").format(move=move),
        Loss.MEN: say._n("{move} loses a man", "{move} loses {n} men",
                         mistake.pieces).format(move=move, n=mistake.pieces),
        Loss.CROWN: _("{move} lets the opponent get a king").format(move=move),
        Loss.POSITION: _("{move} weakens the position").format(move=move),
    }[mistake.loss]
    if mistake.loss is Loss.POSITION and mistake.turned is not None:
        loses = (_("{move} lets a won position slip") if mistake.turned > 0
                 else _("{move} turns a drawn position into a lost one")).format(move=move)
    if mistake.reply is not None and mistake.loss is not Loss.POSITION:
        after = position.copy()
        after.push(mistake.move)
        loses = _("{loses}: {side} answers {reply}").format(
            loses=loses, side=say.p.side(after.turn),
            reply=say.move_words(after, mistake.reply))
    return loses


def review_progress(say: Words, e: events.ReviewProgress) -> Rendered:
    return Rendered([say._("Looked at {moves} of {total} moves.").format(
        moves=e.moves, total=e.total)])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.HintShown, hint_shown),
    renders(events.HintExplained, hint_explained),
    renders(events.AnalysisShown, analysis_shown),
    renders(events.MistakesShown, mistakes_shown),
    renders(events.HangWarning, hang_warning),
    renders(events.MoveConsidered, move_considered),
    renders(events.ReviewProgress, review_progress),
])
