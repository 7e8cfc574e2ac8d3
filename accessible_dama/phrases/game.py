"""The game as a whole: how it starts, the computer thinking, the draw rules counting,
how it ended and the result asked for, who plays, the clock.
"""

from __future__ import annotations

from accessible_dama.phrases.records import result_words
from accessible_dama.phrases.words import EventTable, Rendered, Words, known, quoted, renders
from accessible_dama.rules import BLACK, WHITE, Color, Outcome, Reason
from accessible_dama.rules.registry import AnyRules
from accessible_dama.session import events


def game_started(say: Words, e: events.GameStarted) -> Rendered:
    _ = say._
    variant = say.variant_name(e.rules)
    if e.resumed_moves:
        first = _("The saved game goes on: {variant}, {moves} played.").format(
            variant=variant, moves=say.p.moves(e.resumed_moves))
    elif e.player is None:
        first = _("New game: {variant}, two players.").format(variant=variant)
    elif e.opponent:
        first = _("New game: {variant} against {name} over the network.").format(
            variant=variant, name=e.opponent)
    else:
        first = _("New game: {variant} against the computer, level {level} ({name}).").format(
            variant=variant, level=e.level, name=say.p.level_name(e.level, e.rules))
    if e.player is None:
        mover = e.rules.first if e.to_move is None else e.to_move
        if e.resumed_moves or mover != e.rules.first:
            second = _("{side} to move.").format(side=say.p.side(mover))
        else:
            second = _("{side} moves first.").format(side=say.p.side(mover))
    elif e.player == WHITE:
        second = _("You play White.")
    else:
        second = _("You play Black.")
    learn = [] if e.resumed_moves else [
        _("To learn the game, say rules: a lesson step by step.")]
    return Rendered([f"{first} {second} {_('Say help for the commands.')}"],
                    _game_in_brief(say, e.rules) + learn)


def _game_in_brief(say: Words, rules: AnyRules) -> list[str]:
    """The rules of one of the point games in a sentence (said on "more")."""
    _ = say._
    briefs = {
        "alquerque": _("Alquerque: 12 men each on the 25 points of the board; a man steps "
                       "along a line to a neighbouring point, and jumping an enemy man is "
                       "compulsory."),
        "alquerque-modified": _("Alquerque with the recommended modification: a man steps "
                                "only forward or diagonally forward, jumps in any "
                                "direction; a player without a move passes."),
        "mill": _("Nine men's morris: each player places 9 men, then moves them along the "
                  "lines; three in a line are a mill, and a mill takes a man of the "
                  "opponent."),
        "vietnamese": _("Vietnamese chess: 9 soldiers and a king each; only the king "
                        "captures, by jumping over its own soldier; the king in check must "
                        "move."),
    }
    return [briefs[rules.id]] if rules.id in briefs else []


def endgame_database_building(say: Words, e: events.EndgameDatabaseBuilding) -> Rendered:
    return Rendered([say._("Solving the endgame database in the background (about a "
                           "minute); the computer plays from it as soon as it is there.")])


def thinking(say: Words, e: events.Thinking) -> Rendered:
    return Rendered([say._("Thinking…")])


def draw_rule_counting(say: Words, e: events.DrawRuleCounting) -> Rendered:
    _ = say._
    if e.repetition and e.loses:
        return Rendered([_("One more repetition of this position and the player who "
                           "makes it loses.")])
    if e.repetition:
        return Rendered([_("One more repetition of this position and the game is drawn.")])
    return Rendered([_("Draw by rule {clause} in {moves}.").format(
        clause=e.clause, moves=say.p.moves(e.moves_left))])


def game_over(say: Words, e: events.GameOver) -> Rendered:
    return Rendered([say._("Game over.") + " " + outcome_words(say, e.outcome, e.player)])


def outcome_words(say: Words, o: Outcome, player: Color | None) -> str:
    """How a game ended: who won and why ("You win. White wins: Black has no pieces
    left."); the player's own result first when they played the computer."""
    _ = say._
    if o.winner is None:
        loser_side = ""
        who = ""
    else:
        who = say.p.side(o.winner)
        loser_side = say.p.side(not o.winner)
    texts = {
        Reason.NO_PIECES: _("{winner} wins: {loser} has no pieces left."),
        Reason.RESIGNATION: _("{winner} wins: {loser} resigned."),
        Reason.TIME: _("{winner} wins: {loser} ran out of time."),
        Reason.REPETITION: _("Draw: the same position for the third time."),
        Reason.MOVE_LIMIT: _("Draw by the move-count rule ({clause})."),
        Reason.ENDGAME_COUNT: _("Draw: this endgame was not won within its count of moves "
                                "({clause})."),
        Reason.ONE_KING_EACH: _("Draw: each side has one king and nothing else."),
        Reason.AGREEMENT: _("Draw by agreement."),
        Reason.CHECKMATE: _("{winner} wins: {loser} is checkmated."),
        Reason.REPETITION_LOSS: _("{winner} wins: {loser} repeated the position for the "
                                  "third time."),
        Reason.TOO_FEW_MEN: _("{winner} wins: {loser} has only two men left."),
    }
    if o.reason is Reason.BOTH_BLOCKED:
        text = (_("{winner} wins: neither side can move, and {winner} has more men.")
                if o.winner is not None
                else _("Draw: neither side can move, and both have as many men."))
        text = text.format(winner=who)
    elif o.reason is Reason.NO_MOVES:
        blocked = say.p.side(not o.winner) if o.winner is not None else ""
        text = (_("{winner} wins: {loser} cannot move.") if o.winner is not None
                else _("Draw: the player to move cannot move."))
        text = text.format(winner=who, loser=blocked)
    else:
        text = texts[o.reason].format(winner=who, loser=loser_side, clause=o.clause)
    if player is not None and o.winner is not None:
        text = (_("You win.") if o.winner == player else _("You lose.")) + " " + text
    return text


def result_shown(say: Words, e: events.ResultShown) -> Rendered:
    _ = say._
    if e.outcome is not None:
        return Rendered([outcome_words(say, e.outcome, e.player)])
    if e.to_move is None:
        return Rendered([_("The record's result: {result}.").format(
            result=result_words(say, known(e.result) or "*", e.first))])
    return Rendered([_("The game is not over yet: move {n}, {side} to move.").format(
        n=e.move_number, side=say.p.side(e.to_move))])


def opponent_shown(say: Words, e: events.OpponentShown) -> Rendered:
    _ = say._
    if e.record:
        if known(e.white) or known(e.black):
            return Rendered([_("White: {white}; Black: {black}").format(
                white=quoted(known(e.white) or "?", 60),
                black=quoted(known(e.black) or "?", 60)).removesuffix(".") + "."])
        return Rendered([_("The record does not name its players.")])
    if e.player is None:
        return Rendered([_("Two players at one keyboard; the computer does not play.")])
    side = _("you play White") if e.player == WHITE else _("you play Black")
    return Rendered([_("The computer at level {level} ({name}); {side}.").format(
        level=e.level, name=say.p.level_name(e.level, e.rules), side=side)])


def clock_started(say: Words, e: events.ClockStarted) -> Rendered:
    _ = say._
    full = e.minutes * 60
    if abs(e.white_seconds - full) < 0.5 and abs(e.black_seconds - full) < 0.5:
        line = _("Clock: {time} each").format(time=say.duration(full))
    else:
        line = _("Clock: White {w}, Black {b}").format(
            w=say.duration(e.white_seconds), b=say.duration(e.black_seconds))
    if e.increment:
        return Rendered([_("{clock}, plus {time} a move.").format(
            clock=line, time=say.duration(e.increment))])
    return Rendered([line + "."])


def clock_shown(say: Words, e: events.ClockShown) -> Rendered:
    _ = say._
    if e.white_seconds is None or e.black_seconds is None:
        return Rendered([_("No clock in this game.")])
    if e.warning:
        low = WHITE if e.white_seconds <= e.black_seconds else BLACK
        left = e.white_seconds if low else e.black_seconds
        return Rendered([_("{side} has {time} left.").format(side=say.p.side(low),
                                                             time=say.duration(left))])
    return Rendered([_("White {w}, Black {b}.").format(
        w=say.duration(e.white_seconds), b=say.duration(e.black_seconds))])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.GameStarted, game_started),
    renders(events.EndgameDatabaseBuilding, endgame_database_building),
    renders(events.Thinking, thinking),
    renders(events.DrawRuleCounting, draw_rule_counting),
    renders(events.GameOver, game_over),
    renders(events.ResultShown, result_shown),
    renders(events.OpponentShown, opponent_shown),
    renders(events.ClockStarted, clock_started),
    renders(events.ClockShown, clock_shown),
])
