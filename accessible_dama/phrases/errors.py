"""What cannot be done, and why: a move the rules refuse (its rule, with the clause of
the rule text, on "why?"), words not understood, a position that cannot be read, a line
too long, a question or a command that waits.
"""

from __future__ import annotations

from accessible_dama.notation.text import position_example
from accessible_dama.phrases.words import (
    QUOTE_AT_MOST,
    EventTable,
    Rendered,
    Words,
    quoted,
    renders,
)
from accessible_dama.rules.explain import Illegal, IllegalKind, clause_of
from accessible_dama.rules.registry import AnyRules
from accessible_dama.session import events


def illegal_move(say: Words, e: events.IllegalMove) -> Rendered:
    _ = say._
    rules = e.position.rules
    ill = e.illegal
    sqs = tuple(getattr(ill, "squares", ()) or ())
    squares = say.squares(rules, sqs)
    count = getattr(ill, "count", 0)
    reasons = {
        IllegalKind.NOT_A_PIECE: _("there is no piece on {square}."),
        IllegalKind.OPPONENTS_PIECE: _("the piece on {square} is not yours."),
        IllegalKind.DESTINATION_OCCUPIED: _("{square} is occupied."),
        IllegalKind.MAN_MOVES_FORWARD_ONLY: _("a man moves forward only."),
        IllegalKind.NOT_ON_A_DIAGONAL: _("pieces move diagonally, on the dark squares."),
        IllegalKind.TOO_FAR: _("that piece moves one square at a time."),
        IllegalKind.PATH_BLOCKED: _("the way is blocked at {square}."),
        IllegalKind.MUST_CAPTURE: _("a capture is compulsory, with {squares}."),
        IllegalKind.KING_MUST_CAPTURE: _("when a king can capture, a king must: {squares}."),
        IllegalKind.MUST_TAKE_MOST: _("you must take the most pieces you can: {count}."),
        IllegalKind.MUST_TAKE_MORE_THAN_ONE: _("a multiple capture comes before a single one."),
        IllegalKind.CAPTURE_NOT_FINISHED: _("the capture must go on while it can."),
        IllegalKind.MAN_CANNOT_CAPTURE_BACKWARDS: _("a man does not capture backwards."),
        IllegalKind.NO_SUCH_CAPTURE: _("there is no such capture."),
        IllegalKind.NOTHING_TO_CAPTURE: _("there is nothing to capture."),
        IllegalKind.PIECE_CANNOT_MOVE: _("the piece on {square} has no move."),
        IllegalKind.NO_MOVE_TO_SQUARE: _("no piece can go to {square}."),
        IllegalKind.NOT_JOINED: _("no line joins {square} and {other}."),
        IllegalKind.ONLY_KING_CAPTURES: _("only the king captures."),
        IllegalKind.KING_JUMPS_OWN_SOLDIER: _(
            "the king captures only by jumping over its own soldier onto an enemy piece."),
        IllegalKind.LEAVES_KING_IN_CHECK: _(
            "it would leave your king in check; only a king move gets out of check."),
        IllegalKind.INTO_CHECK: _("your king would stand in check on {square}."),
        IllegalKind.NOTHING_IN_HAND: _(
            "all your men are on the board: move one along a line."),
        IllegalKind.NO_MILL: _("that move closes no mill, so it takes nothing."),
        IllegalKind.NOT_AN_ENEMY_MAN: _(
            "there is no man of the opponent on {square}; you may take {allowed}."),
        IllegalKind.MAN_IN_A_MILL: _(
            "the man on {square} stands in a mill; you may take {allowed}."),
        IllegalKind.LIGHT_SQUARE: _(
            "{square} is a light square; pieces stand only on the dark squares."),
    }
    if rules.board.drawn_lines:  # a board of points: pieces step along its lines
        reasons[IllegalKind.LIGHT_SQUARE] = _("there is no point {square} on this board.")
        reasons[IllegalKind.DESTINATION_OCCUPIED] = _("the point {square} is occupied.")
        reasons[IllegalKind.TOO_FAR] = _("a piece steps only to a neighbouring point.")
        reasons[IllegalKind.MAN_MOVES_FORWARD_ONLY] = _(
            "a man steps only forward or diagonally forward.")
        reasons[IllegalKind.MUST_PLACE] = say._n(
            "you still have {count} man to place: name an empty point.",
            "you still have {count} men to place: name an empty point.", count)
    reason = reasons.get(ill.kind, _("the rules do not allow it."))
    first = sqs[0] if sqs else None
    allowed = sorted({x for m in ill.moves for x in m.captured})
    reason = reason.format(
        square=say.sq(rules, first) if first is not None else say.spelled(e.off_board),
        other=say.sq(rules, sqs[1]) if len(sqs) > 1 else "",
        squares=squares, count=count, allowed=say.alternatives(
            [say.sq(rules, x) for x in allowed]),
    )
    named = "-".join(say.sq(rules, x) for x in e.path) if e.path else e.text
    if e.taken is not None:
        named += "x" + say.sq(rules, e.taken)
    return Rendered([_("{move} is not possible: {reason}").format(
        move=quoted(named, 2 * QUOTE_AT_MOST), reason=reason)],
        [rule_explained(say, rules, ill)])


def rule_explained(say: Words, rules: AnyRules, ill: Illegal) -> str:
    """The rule that refuses a move, in more words, with its clause of the rule text
    when the rules name one (the answer to "why?" after a refused move)."""
    _ = say._
    rules_of_moves = {
        IllegalKind.NOT_A_PIECE: _("A move starts on a square where one of your pieces "
                                   "stands; say pieces to hear where they are."),
        IllegalKind.OPPONENTS_PIECE: _("Each player moves only their own pieces, one move "
                                       "in turn."),
        IllegalKind.DESTINATION_OCCUPIED: _("A piece moves only to an empty square; the "
                                            "pieces it captures are jumped over, never "
                                            "landed on."),
        IllegalKind.MAN_MOVES_FORWARD_ONLY: _("A man moves one square diagonally forward, "
                                              "toward the opponent; only a king moves "
                                              "backwards."),
        IllegalKind.NOT_ON_A_DIAGONAL: _("Pieces stand on the dark squares and move along "
                                         "the diagonals; the squares you named are not on "
                                         "one diagonal."),
        IllegalKind.TOO_FAR: _("A man steps to a neighbouring dark square; it goes further "
                               "only when it captures."),
        IllegalKind.PATH_BLOCKED: _("A king moves along empty squares of a diagonal; it "
                                    "passes a piece only by capturing it."),
        IllegalKind.MUST_CAPTURE: _("Capturing is compulsory: when a piece of yours can "
                                    "capture, you must capture instead of making another "
                                    "move."),
        IllegalKind.KING_MUST_CAPTURE: _("When both a king and a man can capture, the king "
                                         "has priority and must capture."),
        IllegalKind.MUST_TAKE_MOST: _("Of all the captures you must play one that takes "
                                      "the most pieces."),
        IllegalKind.MUST_TAKE_MORE_THAN_ONE: _("A capture of two or more pieces must be "
                                               "chosen before a single capture."),
        IllegalKind.CAPTURE_NOT_FINISHED: _("A capture is one move: it goes on while the "
                                            "capturing piece can jump again, and ends only "
                                            "when no jump is left."),
        IllegalKind.MAN_CANNOT_CAPTURE_BACKWARDS: _("A man captures forward only; a king "
                                                    "captures in every direction."),
        IllegalKind.NO_SUCH_CAPTURE: _("A capture jumps over an enemy piece onto the empty "
                                       "square right behind it; say captures to hear the "
                                       "ones you have."),
        IllegalKind.LIGHT_SQUARE: _("The game is played on the dark squares only."),
    }
    explained = rules_of_moves.get(ill.kind, _("Say moves to hear every move you can "
                                               "play now."))
    clause = clause_of(rules, ill.kind)
    if not clause:
        return explained
    return _("Rule {clause}: {rule}").format(clause=clause, rule=explained)


def not_understood(say: Words, e: events.NotUnderstood) -> Rendered:
    text = quoted(e.text)
    if not text:
        return Rendered([say._("I did not understand that. Say help for the commands.")])
    return Rendered([say._('I did not understand "{text}". Say help for the commands.')
                     .format(text=text)])


def line_too_long(say: Words, e: events.LineTooLong) -> Rendered:
    return Rendered([say._("That line is too long; a move or a command takes at most "
                           "{limit} characters.").format(limit=e.limit)])


def position_not_read(say: Words, e: events.PositionNotRead) -> Rendered:
    _ = say._
    example = position_example(e.rules)
    how = _("A position is written as the side to move, then the white and the black "
            "pieces, for example {example}.").format(example=example)
    if e.impossible:
        line = _('The position "{position}" cannot be played: the rules do not allow it.')
    elif e.part:
        line = _('Cannot read the position "{position}": "{part}" does not belong there.')
    else:
        line = _('Cannot read the position "{position}": write the side to move, then the '
                 "pieces, for example {example}.")
    return Rendered([line.format(position=quoted(e.text), part=quoted(e.part),
                                 example=example)], [how])


def not_your_turn(say: Words, e: events.NotYourTurn) -> Rendered:
    if e.game_over:
        return Rendered([say._("The game is over. Say new game to play another.")])
    return Rendered([say._("It is the computer's move.")])


def still_thinking(say: Words, e: events.StillThinking) -> Rendered:
    return Rendered([say._("The computer is still thinking of its move; say that again "
                           "after it.")])


def nothing_asked(say: Words, e: events.NothingAsked) -> Rendered:
    return Rendered([say._("No question is waiting for a yes or a no.")])


def nothing_to_repeat(say: Words, e: events.NothingToRepeat) -> Rendered:
    return Rendered([say._("Nothing to repeat yet.")])


def no_more_detail(say: Words, e: events.NoMoreDetail) -> Rendered:
    return Rendered([say._("There is nothing more to add.")])


def nothing_to_go_through(say: Words, e: events.NothingToGoThrough) -> Rendered:
    return Rendered([say._("No record is being gone through: forward, back and move "
                           "with a number work in a game opened with --review or from "
                           "your games. Say undo to take back a move.")])


def sensor_board_asked(say: Words, e: events.SensorBoardAsked) -> Rendered:
    if not e.port:
        return Rendered([say._("No sensor board is in this game. To play on one, start the "
                               "program with: dama play --board")])
    if e.connected:
        return Rendered([say._("The sensor board on {port} is connected.").format(port=e.port)])
    return Rendered([say._("The sensor board on {port} does not answer; the game waits "
                           "for it. Check its cable.").format(port=e.port)])


def volume_not_ours(say: Words, e: events.VolumeNotOurs) -> Rendered:
    if e.louder:
        return Rendered([say._("The volume is set in your screen reader or your "
                               "system: turn it up there.")])
    return Rendered([say._("The volume is set in your screen reader or your "
                           "system: turn it down there.")])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.IllegalMove, illegal_move),
    renders(events.NotUnderstood, not_understood),
    renders(events.LineTooLong, line_too_long),
    renders(events.PositionNotRead, position_not_read),
    renders(events.NotYourTurn, not_your_turn),
    renders(events.StillThinking, still_thinking),
    renders(events.NothingAsked, nothing_asked),
    renders(events.SensorBoardAsked, sensor_board_asked),
    renders(events.NothingToRepeat, nothing_to_repeat),
    renders(events.NoMoreDetail, no_more_detail),
    renders(events.NothingToGoThrough, nothing_to_go_through),
    renders(events.VolumeNotOurs, volume_not_ours),
])
