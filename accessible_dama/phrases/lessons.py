"""The sentences of the lessons of the rules and of the answers to rule questions: each
step of ``session.lessons`` names its sentences by id, and they are made here, in the
player's language, with the numbers of the game they are said of.

A comparison of two games is said from the same sentences: the topics whose steps say
different things in the two games, each game's sentences on "more".
"""

from __future__ import annotations

from accessible_dama.notation.text import parse_square
from accessible_dama.phrases.game import game_over
from accessible_dama.phrases.help import command_example
from accessible_dama.phrases.positions import pieces_line
from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.rules import BLACK, WHITE, Rules
from accessible_dama.rules.registry import AnyPosition, AnyRules
from accessible_dama.session import events
from accessible_dama.session.lessons import Step, answer_first, lesson_for


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


class LessonWords:
    """The sentences of the lessons in the language of ``words``."""

    def __init__(self, words: Words) -> None:
        self.r = words

    def _sentences(self) -> dict[str, str]:
        _ = self.r._
        return {
            "board-draughts": _(
                "The board has {size} by {size} squares; the game is played only on its {dark} "
                "dark squares."),
            "board-names": _(
                "White sits at the bottom, and a1 is the dark corner at White's left; the files "
                "are a to {last_file} from left to right, the ranks 1 to {size} from White's "
                "side."),
            "board-letters": _("A square is named by its file and rank, for example c3."),
            "board-numbers": _(
                "Records number the dark squares 1 to {dark}, row by row from Black's side; you "
                "may say a square's number or its name, such as c3."),
            "board-start": _(
                "Each side has {n} men on the dark squares of its {rows} nearest ranks; {first} "
                "moves first."),
            "men-forward": _(
                "A man moves one square diagonally forward, onto an empty dark square."),
            "capture-how": _(
                "A man captures by jumping an enemy piece next to it on a diagonal onto the empty "
                "square just beyond; the piece jumped leaves the board."),
            "capture-compulsory": _("Capturing is compulsory: when you can capture, you must."),
            "men-capture-forward-only": _("A man captures only forwards, never backwards."),
            "men-capture-both-ways": _(
                "A man captures forwards and backwards too, though it moves only forwards."),
            "choice-king-first": _(
                "When you can capture in several ways, you choose freely, except that if a king "
                "can capture, a king must capture."),
            "choice-majority": _(
                "When you can capture in several ways, you must choose the capture that takes the "
                "most pieces; men and kings count alike, and a king has no priority."),
            "choice-multi-first": _(
                "When you can capture in several ways, a capture of two or more pieces comes "
                "before a single one; otherwise you choose freely."),
            "choice-free": _(
                "When you can capture in several ways, you choose freely: a short capture as well "
                "as a long one."),
            "multiple-must-finish": _(
                "If the capturing piece can capture again from where it lands, it must go on in "
                "the same move, and it may change direction; the capture ends only when there is "
                "nothing more to take."),
            "multiple-removed-after": _(
                "The pieces taken leave the board after the whole move, and none is jumped twice."),
            "crown-last-rank": _(
                "A man that ends its move on the last rank, rank {size} for White and rank 1 for "
                "Black, becomes a king."),
            "crown-only-ending-there": _(
                "A man that only passes the last rank during a capture and ends elsewhere stays a "
                "man."),
            "crown-mid-capture": _(
                "A man that reaches the last rank during a capture becomes a king there and goes "
                "on capturing as a king in the same move."),
            "king-flying": _(
                "A king moves along a diagonal forwards or backwards, over any number of empty "
                "squares."),
            "king-flying-captures": _(
                "It captures from afar: it jumps an enemy piece on its diagonal with nothing "
                "between them and lands on any empty square beyond. It cannot jump its own "
                "pieces, nor two pieces standing together."),
            "king-short": _(
                "A king moves one square diagonally, forwards or backwards, and captures as a man "
                "does, but in every direction."),
            "end-draughts": _("You win when your opponent has no pieces left, or resigns."),
            "end-blocked-loses": _("A player who cannot move when it is their turn loses."),
            "end-blocked-draw": _(
                "A player who cannot move when it is their turn does not lose: the game is drawn."),
            "draw-repetition": _(
                "The game is drawn when the same position stands on the board for the third time "
                "with the same side to move."),
            "draw-moves-no-man-move": _(
                "It is drawn after {n} moves by each side with no man moved and nothing captured."),
            "draw-moves-no-capture": _(
                "It is drawn after {n} moves by each side without a capture."),
            "draw-endgame-czech": _(
                "With little left, such as one or two kings against a lone king, the game is "
                "drawn when each side has made {n} more moves; three kings against a king off the "
                "main diagonal a1-h8 get 15."),
            "draw-one-king-each": _(
                "It is drawn as soon as each side has one king and nothing else."),
            "draw-lone-king": _(
                "Against a lone king the stronger side has a set number of moves to win, 5 or 15 "
                "by the material; then the game is drawn."),
            "draw-kings-ending": _(
                "When both sides have kings and nothing is captured or crowned, the game is drawn "
                "after 30 moves by each side with 4 or 5 pieces on the board, 60 with 6 or 7."),
            "draw-fmjd-lone-king": _(
                "Against a lone king, two pieces or one king each are drawn after 5 moves by each "
                "side, three pieces after 16."),
            "draw-agreed": _("The players may also agree a draw."),
            "board-alquerque": _(
                "The board is 5 by 5 points, a1 to e5, joined by lines along the ranks and files "
                "and by diagonal lines through every other point; pieces stand and move on the "
                "points."),
            "board-alquerque-start": _(
                "Each side has 12 men: White on ranks 1 and 2 and on d3 and e3, Black on ranks 4 "
                "and 5 and on a3 and b3; c3 is empty. White moves first."),
            "board-vietnamese-start": _(
                "Each side has 9 soldiers and a king on its two nearest ranks, the king in the "
                "middle of the edge rank, c1 for White and c5 for Black; rank 3 is empty. White "
                "moves first."),
            "alquerque-step": _(
                "A man steps along a line to a neighbouring empty point, in any direction: "
                "forward, back, sideways, or diagonally where a diagonal line is drawn."),
            "alquerque-step-forward": _(
                "In this modification a man steps only forward or diagonally forward, never "
                "sideways or back."),
            "alquerque-jump-any-way": _(
                "A man captures by jumping along a line over a neighbouring enemy man onto the "
                "empty point just beyond, in any direction, backwards too."),
            "alquerque-may-stop": _(
                "After a jump the same man may jump again, changing direction, or it may stop: "
                "either is a move of its own."),
            "no-kings": _("Men are never crowned: this game has no kings."),
            "end-alquerque": _(
                "A player who has lost all men, or cannot move when it is their turn, loses."),
            "end-alquerque-modified": _(
                "A player who has lost all men loses. A player who cannot move passes; when "
                "neither can move, the one with more men wins."),
            "draw-equal-men": _(
                "When neither can move and both have as many men, the game is drawn."),
            "board-mill": _(
                "The board is three squares, one inside another, joined at the middles of their "
                "sides: 24 points, a1 to g7. Three points in a line make a mill."),
            "board-mill-start": _(
                "Each side has 9 men; the board is empty at the start, and White places first."),
            "mill-place": _(
                "First the players place their men one at a time, each on any empty point."),
            "mill-step": _(
                "When all the men are placed, a man steps along a line to a neighbouring empty "
                "point."),
            "mill-takes": _(
                "A move that puts three of your men in a line closes a mill: you take one man of "
                "the opponent, but not one standing in a mill, unless all of them do."),
            "mill-say-takes": _(
                "Say takes and its point after the move, for example g4 g1 takes a7."),
            "mill-fly": _("A player with only three men left may move a man to any empty point."),
            "end-mill": _("A player left with two men loses; a player who cannot move loses too."),
            "vietnamese-step": _(
                "Every piece, soldier or king, steps along a line to a neighbouring empty point, "
                "in any direction."),
            "vietnamese-king-captures": _(
                "Soldiers never capture; only the king captures: it jumps over its own soldier on "
                "a neighbouring point onto the point just beyond, taking the enemy piece there."),
            "capture-optional": _("Capturing is not compulsory."),
            "vietnamese-check": _(
                "A king that the enemy king could take next move is in check; the only way out is "
                "a king move, and no move may leave your king in check."),
            "end-vietnamese": _(
                "You win by mate, or when your opponent cannot move. A player whose move repeats "
                "a position for the third time loses."),
        }

    def _tasks(self) -> dict[str, str]:
        _ = self.r._
        return {
            "task-men": _("Try it: move the piece on {square}."),
            "task-capture": _("Try it: make the capture."),
            "task-capture-back": _("Try it: capture backwards."),
            "task-capture-forward": _("Try it: make the capture the rule allows."),
            "task-choice": _("Try it: choose the capture the rule asks for."),
            "task-choice-free": _("Try it: make either capture."),
            "task-multiple": _("Try it: make the whole capture."),
            "task-crowning": _("Try it: move the man onto the last rank."),
            "task-king-far": _("Try it: move the king on {square} along its diagonal."),
            "task-king-short": _("Try it: move the king on {square}, forwards or backwards."),
            "task-end": _("Try it: take the last piece of your opponent."),
            "task-jump-on": _("Try it: jump, then go on jumping or stop, as you like."),
            "task-place": _("Try it: place a man on an empty point."),
            "task-mill": _("Try it: close the mill and take the man you may."),
            "task-fly": _("Try it: move the man on {square} to any empty point."),
            "task-mill-end": _(
                "Try it: close a mill and take a man, so your opponent is left with two."),
            "task-king-capture": _("Try it: capture with the king."),
            "task-check": _("Try it: your king is in check; get it out."),
        }

    def topic_name(self, topic: str) -> str:
        _ = self.r._
        return {
            "board": _("the board"), "men": _("how men move"), "capture": _("capturing"),
            "direction": _("which way men capture"), "choice": _("which capture to choose"),
            "multiple": _("multiple captures"), "crowning": _("crowning"), "kings": _("kings"),
            "end": _("the end of the game"), "draws": _("draws"), "place": _("placing men"),
            "mill": _("mills"), "fly": _("three men left"), "check": _("check"),
        }.get(topic, topic)

    def text(self, rules: AnyRules, step: Step) -> str:
        """What ``step`` teaches, in sentences, with the numbers of ``rules``' game."""
        return " ".join(self.said(rules, step.sentences))

    def said(self, rules: AnyRules, sentences: tuple[tuple[str, int], ...]) -> list[str]:
        """The sentences named (id and number), with the numbers of ``rules``' game."""
        board = rules.board
        first = rules.first if isinstance(rules, Rules) else WHITE
        values = {
            "size": board.ranks, "last_file": "abcdefghij"[board.files - 1],
            "dark": len(list(board.every_square())),
            "rows": rules.men_rows if isinstance(rules, Rules) else 0,
            "first": self.r.p.side(first).lower() if self.r.lang == "cs" else self.r.p.side(first),
        }
        table = self._sentences()
        return [table[name].format(n=n, **values) for name, n in sentences]

    def clause(self, clause: str) -> str:
        _ = self.r._
        if clause == "convention":
            return _("A convention, not in the rule text.")
        return _("The rule text, {clause}.").format(
            clause=clause.replace("convention", _("convention")))

    def task(self, rules: AnyRules, step: Step) -> str:
        square = self.r.sq(rules, parse_square(rules, step.piece)) if step.piece else ""
        return self._tasks()[step.task].format(square=square)

    def on_board(self, position: AnyPosition) -> str:
        return self.r._("On the board: {white} {black}").format(
            white=pieces_line(self.r, position, WHITE), black=pieces_line(self.r, position, BLACK))

    def differences(self, rules: AnyRules, other: AnyRules) -> list[tuple[str, str, str]]:
        """The topics on which the lessons of two games say different things: (topic,
        what ``rules``' lesson says, what ``other``'s says; "" where one has no step)."""
        mine = {s.topic: self.text(rules, s) for s in lesson_for(rules)}
        theirs = {s.topic: self.text(other, s) for s in lesson_for(other)}
        topics = [*mine, *(t for t in theirs if t not in mine)]
        return [(t, mine.get(t, ""), theirs.get(t, "")) for t in topics
                if mine.get(t) != theirs.get(t)]


def lesson_step(say: Words, e: events.LessonStep) -> Rendered:
    words = LessonWords(say)
    text = words.text(e.rules, e.step)
    line = say._("Lesson of {game}, step {number} of {total}: {text}").format(
        game=say.variant_name(e.rules), number=e.number, total=e.total, text=text)
    parts = [line, words.clause(e.step.clause)]
    if e.position is not None:
        parts += [words.on_board(e.position), words.task(e.rules, e.step)]
    elif e.number < e.total:
        parts.append(say._("Say next to go on."))
    how = say._("Say next to go on, again to hear the step again, back for the one "
                "before, stop lesson to end it; you may ask anything in between.")
    return Rendered([" ".join(parts)], [how])


def lesson_right(say: Words, e: events.LessonRight) -> Rendered:
    move = say.move_words(e.position, e.move)
    line = say._("Well done: {move}.").format(move=move)
    if e.outcome is not None:
        line += " " + game_over(say, events.GameOver(e.outcome, None)).lines[0]
    return Rendered([line])


def lesson_not_asked(say: Words, e: events.LessonNotAsked) -> Rendered:
    move = say.move_words(e.position, e.move)
    if e.to_try:
        return Rendered([say._("{move} is allowed, but it is not what this step asks. "
                               "{task}").format(move=move,
                                                 task=LessonWords(say).task(e.rules, e.step))])
    return Rendered([say._("{move} is allowed. This step has nothing more to try: say "
                           "next.").format(move=move)])


def lesson_try_again(say: Words, e: events.LessonTryAgain) -> Rendered:
    if e.to_try:
        return Rendered([say._("Try again, or say hint.")])
    return Rendered([say._("Say next to go on.")])


def lesson_hint(say: Words, e: events.LessonHint) -> Rendered:
    if not e.moves:
        return Rendered([say._("This step has nothing to try: say next.")])
    return Rendered([say._("For example: {move}.").format(
        move=say.move_words(e.position, e.moves[0]))])


def lesson_waits(say: Words, e: events.LessonWaits) -> Rendered:
    return Rendered([say._("That waits until the lesson ends: say stop lesson first.")])


def lesson_ended(say: Words, e: events.LessonEnded) -> Rendered:
    if e.finished:
        return Rendered([say._("The lesson is over. You know the rules of {game}; the "
                               "game goes on where it was.").format(
            game=say.variant_name(e.rules))])
    return Rendered([say._("The lesson is stopped; the game goes on where it was.")])


def no_lesson(say: Words, e: events.NoLesson) -> Rendered:
    if not e.running:
        return Rendered([say._("No lesson is going on.")])
    return Rendered([say._("There is no lesson for {game}.").format(
        game=say.variant_name(e.rules))])


def rule_answered(say: Words, e: events.RuleAnswered) -> Rendered:
    _ = say._
    game = capitalized(say.variant_name(e.rules))
    whole = _("Say rules for the whole lesson, step by step.")
    if not e.topic:
        return Rendered([_("Ask your question of the rules in words, for example {example}; "
                           "or say rules for the whole lesson.").format(
            example=command_example(say, "rule"))])
    if e.step is None:
        return Rendered([_("The rules of {game} say nothing about that. Say rules for the "
                           "whole lesson.").format(game=game)])
    words = LessonWords(say)
    first, *rest = words.said(e.rules, answer_first(e.step, e.topic))
    answer = first
    rules = e.rules
    if isinstance(rules, Rules) and e.topic == "man-capture-backwards":
        answer = f"{_('Yes.') if rules.men_capture_backwards else _('No.')} {first}"
    elif isinstance(rules, Rules) and e.topic == "flying-king":
        answer = f"{_('Yes.') if rules.flying_kings else _('No.')} {first}"
    more = [" ".join(rest)] if rest else []
    return Rendered([_("{game}: {answer}").format(game=game, answer=answer)],
                    [*more, words.clause(e.step.clause), whole])


def rule_comparison(say: Words, e: events.RuleComparison) -> Rendered:
    _ = say._
    game, other = capitalized(say.variant_name(e.rules)), say.variant_name(e.other)
    if e.rules is e.other:
        return Rendered([_("{game} and {other} are the same game.").format(
            game=game, other=other)])
    words = LessonWords(say)
    differences = words.differences(e.rules, e.other)
    if not differences:
        return Rendered([_("{game} and {other} have the same rules.").format(
            game=game, other=other)])
    topics = ", ".join(words.topic_name(t) for t, _one, _two in differences)
    more = [_("{topic}: {game}: {one} {other}: {two}").format(
        topic=capitalized(words.topic_name(t)), game=game, one=one or "-",
        other=capitalized(other), two=two or "-") for t, one, two in differences]
    return Rendered([_("{game} differs from {other} in: {topics}.").format(
        game=game, other=other, topics=topics)], more)


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.LessonStep, lesson_step),
    renders(events.LessonRight, lesson_right),
    renders(events.LessonNotAsked, lesson_not_asked),
    renders(events.LessonTryAgain, lesson_try_again),
    renders(events.LessonHint, lesson_hint),
    renders(events.LessonWaits, lesson_waits),
    renders(events.LessonEnded, lesson_ended),
    renders(events.NoLesson, no_lesson),
    renders(events.RuleAnswered, rule_answered),
    renders(events.RuleComparison, rule_comparison),
])


__all__ = ["EVENTS", "LessonWords", "capitalized"]
