"""Questions to the player: which move or which man, which meaning, "did you mean",
yes or no before quitting, resigning or a new game, a draw offered, the saved game to
continue.
"""

from __future__ import annotations

from accessible_dama.phrases.help import command_description
from accessible_dama.phrases.records import file_reason, saving
from accessible_dama.phrases.words import EventTable, Rendered, Words, quoted, renders
from accessible_dama.rules import WHITE
from accessible_dama.session import events
from accessible_dama.understand import COMMANDS


def which_move(say: Words, e: events.WhichMove) -> Rendered:
    _ = say._
    rules = e.position.rules
    if len({m.path for m in e.moves}) == 1 and all(m.captured for m in e.moves):
        # a mill closed, and the player did not say which man it takes
        taken = sorted({x for m in e.moves for x in m.captured})
        return Rendered([_("Which man do you take: {options}?").format(
            options=say.squares(rules, taken))])
    starts = sorted({m.start for m in e.moves})
    ends = sorted({m.end for m in e.moves})
    if len(starts) > 1 and len(ends) == 1 and len(starts) == len(e.moves):
        opts = say.alternatives([_("from {square}").format(square=say.sq(rules, start))
                                 for start in starts])
        return Rendered([_("Which piece: {options}?").format(options=opts)])
    if len(starts) == 1 and len(ends) == len(e.moves):
        opts = say.alternatives([_("to {square}").format(square=say.sq(rules, end))
                                 for end in ends])
        return Rendered([_("Where to: {options}?").format(options=opts)])
    text, words = say.options(e.position, e.moves)
    return Rendered([_("Which move: {options}?").format(options=text)], [", ".join(words)])


def did_you_mean(say: Words, e: events.DidYouMean) -> Rendered:
    return Rendered([say._('Did you mean "{said}"? Say yes, or say it again.').format(
        said=quoted(e.said))])


def which_meaning(say: Words, e: events.WhichMeaning) -> Rendered:
    options = []
    for option in e.options:
        name, *args = option.split()
        words = COMMANDS[name].words.get(say.lang) if name in COMMANDS else None
        said = " ".join((words[0] if words else name, *args))
        options.append(say._('"{said}" ({what})').format(
            said=said, what=command_description(say, name)))
    return Rendered([say._("Do you mean {options}? Say the one you mean.").format(
        options=say.alternatives(options))])


def confirm(say: Words, e: events.Confirm) -> Rendered:
    _ = say._
    if e.action == "quit":
        return Rendered([_quit_question(say, e)])
    if e.action == "new":
        return Rendered([_new_game_question(say, e)])
    questions = {
        "resign": _("Resign this game? Yes or no."),
        "draw": _("A draw is offered. Accept? Yes or no."),
        "offer": _("Offer the computer a draw? Yes or no."),
        "takeback": _("Take back the move? Yes or no (button 1: yes)."),
    }
    return Rendered([questions[e.action]])


def _quit_question(say: Words, e: events.Confirm) -> str:
    _ = say._
    if e.reviewing or e.saving == "nothing":
        return _("Quit? Yes or no.")
    if e.saving == "not-saved":
        return _("Quit? {saving} It will be lost. Yes or no.").format(
            saving=saving(say, e.saving, e.problem))
    return _("Quit? {saving} Yes or no.").format(saving=saving(say, e.saving, e.problem))


def _new_game_question(say: Words, e: events.Confirm) -> str:
    _ = say._
    if e.saving == "nothing":
        return _("Start a new game? Yes or no.")
    if e.saving == "not-saved":
        return _("Start a new game? The current one could not be saved: {reason}. It "
                 "will be lost. Yes or no.").format(reason=file_reason(say, e.problem))
    return _("Start a new game? The current one stays saved. Yes or no.")


def cancelled(say: Words, e: events.Cancelled) -> Rendered:
    if e.action == "rejoin":
        return Rendered([say._("Not waiting; the game is saved. To go on with it, "
                               "start dama host again and let the opponent join.")])
    return Rendered([say._("All right, the game goes on.")])


def draw_offer(say: Words, e: events.DrawOffer) -> Rendered:
    _ = say._
    if e.accepted is None:
        return Rendered([_("A draw is offered. Accept? Yes or no.")])
    if e.accepted:
        return Rendered([_("The draw is accepted.")])
    return Rendered([_("The computer declines the draw. Play on.")])


def resume_offered(say: Words, e: events.ResumeOffered) -> Rendered:
    _ = say._
    if e.rules is None:
        return Rendered([_("Continue the saved game? Yes or no.")])
    if e.player is None:
        who = _("{variant}, two players").format(variant=say.variant_name(e.rules))
    else:
        side = _("you play White") if e.player == WHITE else _("you play Black")
        who = _("{variant} against the computer at level {level}, {side}").format(
            variant=say.variant_name(e.rules), level=e.level, side=side)
    where = _("{moves} played").format(moves=say.p.moves(e.moves))
    if e.to_move is not None:
        where += ", " + _("{side} to move").format(side=say.p.side(e.to_move).lower())
    if e.date:
        where += ", " + _("started {date}").format(date=say.date(e.date))
    return Rendered([_("Continue the saved game? {game}; {where}. Yes or no.").format(
        game=who, where=where)])


def answer_yes_or_no(say: Words, e: events.AnswerYesOrNo) -> Rendered:
    return Rendered([say._("Please answer yes or no.")])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.WhichMove, which_move),
    renders(events.DidYouMean, did_you_mean),
    renders(events.WhichMeaning, which_meaning),
    renders(events.Confirm, confirm),
    renders(events.Cancelled, cancelled),
    renders(events.DrawOffer, draw_offer),
    renders(events.ResumeOffered, resume_offered),
    renders(events.AnswerYesOrNo, answer_yes_or_no),
])
