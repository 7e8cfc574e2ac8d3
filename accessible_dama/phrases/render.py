"""Events in words: the one place where each sentence of the game is made.

``Renderer.render(event)`` gives the lines to say or show: the answer first and short;
``more`` holds the details the player gets by asking "more". Which function says each
type of event is the table ``Renderer.events`` at the end of this module (mypy checks
that each function takes its event); a request (``events.Request``) is no sentence of
its own: the interface answers it with what it said before.

Every game is said with the same sentences where they fit (a step, a capture, the board
rank by rank) and with its own where it differs: a mill's placement, flight and the man
a mill takes, the pass of the modified alquerque, the Vietnamese king's capture and
check, the lines that join a point to its neighbours. The sentences ask the game what a
move does (``move_kind``, ``closes_mill``, ``is_check``) and how its board is drawn,
never which game it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar, TypeVar

from accessible_dama.engine import Loss, Mistake
from accessible_dama.guides import guide_path
from accessible_dama.notation.pdn import game_label, read_result
from accessible_dama.notation.squares import Style, ascii_number
from accessible_dama.notation.text import (
    full_move_text,
    move_text,
    position_example,
    square_name,
)
from accessible_dama.phrases.lessons import LessonWords, capitalized
from accessible_dama.phrases.parts import in_parts
from accessible_dama.phrases.sentences import Phrases
from accessible_dama.rules import (
    BLACK,
    WHITE,
    Color,
    Move,
    MoveKind,
    Outcome,
    Piece,
    Reason,
    Rules,
    Square,
    UnknownVariantError,
    draw_rule_choices,
    find_game,
)
from accessible_dama.rules.explain import Illegal, IllegalKind, clause_of
from accessible_dama.rules.registry import AnyPosition, AnyRules
from accessible_dama.session import events as ev
from accessible_dama.session.lessons import answer_first
from accessible_dama.speech.base import said

NATO = {
    "en": ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
           "juliett"),
    "cs": ("Adam", "Božena", "Cyril", "David", "Emil", "František", "Gustav", "Helena", "Ivan",
           "Josef"),
}
_FILE_LETTER = re.compile(r"[a-j](?=\d)")  # the file of a written square: c in c3, c3-d4
LIST_AT_MOST = 4  # options read out before "and N more"
QUOTE_AT_MOST = 40  # characters of the player's own words said back
REVIEW_AT_ONCE = 3  # mistakes a review says; the rest on "more"


def _known(tag: str) -> str:
    """A record's tag value, or "" for one that says nothing ("?", "????.??.??", "-")."""
    tag = tag.strip()
    return "" if set(tag) <= set("?.-") else tag


def quoted(text: str, at_most: int = QUOTE_AT_MOST) -> str:
    """What the player typed, to say back: one line, no control or format characters,
    and at most ``at_most`` characters (a longer text is cut, with an ellipsis)."""
    head = text[: at_most * 4]  # a megabyte is never walked through
    words = " ".join("".join(ch if ch.isprintable() else " " for ch in head).split())
    if len(words) <= at_most and len(head) == len(text):
        return words
    return words[: at_most - 1].rstrip() + "…"


@dataclass
class Rendered:
    lines: list[str] = field(default_factory=list)
    more: list[str] = field(default_factory=list)


E = TypeVar("E", bound=ev.Event)
R = TypeVar("R", bound="Renderer")
#: which function says each type of event (``Any``: each takes its own type, which
#: ``renders`` checks as the table is made)
EventTable = Mapping[type[ev.Event], Callable[[Any, Any], Rendered]]


def renders(
    event_type: type[E], render: Callable[[R, E], Rendered]
) -> tuple[type[ev.Event], Callable[[R, Any], Rendered]]:
    """One entry of an event table: ``render`` says the events of ``event_type`` (mypy
    checks that it takes them)."""
    return event_type, render


class Renderer:
    """Sentences for events, in one language, verbosity and notation."""

    #: the function that says each type of event (the table at the end of the module; a
    #: renderer that says more events, such as the sensor board's, adds to it)
    events: ClassVar[EventTable]

    def __init__(self, lang: str, verbosity: str = "normal", notation: str = "") -> None:
        self.p = Phrases(lang)
        self.lang = lang
        self._ = self.p._
        self._n = self.p._n
        self._p = self.p._p
        self.verbosity = verbosity
        self.notation = notation

    # ------------------------------------------------------------ names

    def _style(self) -> Style | None:
        """How the settings write squares: None for the game's usual way (the NATO words
        are spelled from the algebraic names)."""
        if not self.notation:
            return None
        return Style.NUMERIC if self.notation == "numeric" else Style.ALGEBRAIC

    def _spelled(self, written: str) -> str:
        """Written squares as the settings say them: in the NATO notation each file is a
        word (``c3-d4`` is ``charlie 3-delta 4``)."""
        if self.notation != "nato":
            return written
        words = NATO[self.lang]
        return _FILE_LETTER.sub(lambda file: f"{words[ord(file[0]) - ord('a')]} ", written)

    def sq(self, rules: AnyRules, square: Square) -> str:
        """The name of a square (or of a point, on a board of points) in the notation of
        the settings."""
        return self._spelled(square_name(rules, square, self._style()))

    def variant_name(self, rules: AnyRules) -> str:
        """The game's name in the player's language: the catalog's words for the rules'
        own name (``rules.name``, in English), in the context "game"."""
        return self._p("game", rules.name)

    def piece_name(self, piece: Piece | None, rules: AnyRules | None = None) -> str:
        """``white man``; in Vietnamese chess a soldier or a king (``rules`` says which
        game the piece is in)."""
        _ = self._
        if rules is not None and rules.pieces_called == "soldiers" and piece is not None:
            return {
                Piece.WHITE_MAN: self._p("vietnamese", "white soldier"),
                Piece.WHITE_KING: self._p("vietnamese", "white king"),
                Piece.BLACK_MAN: self._p("vietnamese", "black soldier"),
                Piece.BLACK_KING: self._p("vietnamese", "black king"),
            }[piece]
        return {
            None: _("empty"),
            Piece.WHITE_MAN: _("white man"),
            Piece.WHITE_KING: _("white king"),
            Piece.BLACK_MAN: _("black man"),
            Piece.BLACK_KING: _("black king"),
        }[piece]

    def move_words(self, position: AnyPosition, move: Move) -> str:
        """``c3 to d4``; a capture ``f6 over e5 to d4`` (each jump, then the next); a mill's
        placement is its point and the man it takes follows (``d7 and takes b6``); the
        Vietnamese king's capture ``c1 takes c3``; ``a pass``. ``move`` is legal in
        ``position``."""
        _ = self._
        rules = position.rules
        brief = self.verbosity == "brief"

        def s(square: Square) -> str:
            return self.sq(rules, square)

        kind = position.move_kind(move)
        if kind is MoveKind.PASS:
            return _("a pass")
        if kind is MoveKind.TAKE:
            return _("{start} takes {end}").format(start=s(move.start), end=s(move.end))
        if kind is MoveKind.JUMP:
            parts = []
            for a, b in pairwise(move.path):
                jumped = [x for x in rules.board.between(a, b) if x in move.captured]
                over = s(jumped[0]) if jumped else "?"
                parts.append(s(b) if brief
                             else _("over {square} to {end}").format(square=over, end=s(b)))
            if brief:
                return _("{start} takes {end}").format(start=s(move.start), end=", ".join(parts))
            return f"{s(move.start)} " + ", ".join(parts)
        words = s(move.start) if kind is MoveKind.PLACE else self._step_words(rules, move)
        if rules.captures_by_removal:
            for taken in sorted(move.captured):
                words = _("{move} and takes {square}").format(move=words, square=s(taken))
        return words

    def _step_words(self, rules: AnyRules, move: Move) -> str:
        start, end = self.sq(rules, move.path[0]), self.sq(rules, move.path[-1])
        if self.verbosity == "brief":
            return f"{start} {end}"
        return self._("{start} to {end}").format(start=start, end=end)

    def move_short(self, rules: AnyRules, move: Move) -> str:
        """The move as written: ``c3-d4``, ``c3xe5``; a mill's ``d7xb6``, a pass ``--``."""
        return self._spelled(full_move_text(rules, move, self._style()))

    def options(self, position: AnyPosition, moves: tuple[Move, ...]) -> tuple[str, list[str]]:
        """Up to a few moves (legal in ``position``) in words, and the rest for "more"."""
        words = [self.move_words(position, m) for m in moves]
        head = words[:LIST_AT_MOST]
        rest = len(words) - len(head)
        text = self._or(head)
        if rest:
            text += " " + self._n("and {n} more", "and {n} more", rest).format(n=rest)
        return text, words

    def _or(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self._(", or ").join([", ".join(items[:-1]), items[-1]])

    def squares(self, rules: AnyRules, squares: tuple[Square, ...] | list[Square]) -> str:
        return ", ".join(self.sq(rules, x) for x in squares)

    # ------------------------------------------------------------ events

    def render(self, event: ev.Event) -> Rendered:
        """The sentences of ``event``, said by its function in ``events``. A request has
        none of its own: the interface answers it with what was said before."""
        if isinstance(event, ev.Request):
            return Rendered()
        return self.events[type(event)](self, event)

    def in_parts(self, line: str) -> list[str]:
        """``line`` for the ear: one part when it is short, else parts that each end with
        the word that goes on (``phrases.parts``)."""
        return in_parts(line, self.goes_on)

    @property
    def goes_on(self) -> str:
        """The sentence that ends a part of a long line when more follows."""
        return self._("The rest: say more.")

    def _r_GameStarted(self, e: ev.GameStarted) -> Rendered:
        _ = self._
        variant = self.variant_name(e.rules)
        if e.resumed_moves:
            first = _("The saved game goes on: {variant}, {moves} played.").format(
                variant=variant, moves=self.p.moves(e.resumed_moves))
        elif e.player is None:
            first = _("New game: {variant}, two players.").format(variant=variant)
        elif e.opponent:
            first = _("New game: {variant} against {name} over the network.").format(
                variant=variant, name=e.opponent)
        else:
            first = _("New game: {variant} against the computer, level {level} ({name}).").format(
                variant=variant, level=e.level, name=self.p.level_name(e.level))
        if e.player is None:
            mover = e.rules.first if e.to_move is None else e.to_move
            if e.resumed_moves or mover != e.rules.first:
                second = _("{side} to move.").format(side=self.p.side(mover))
            else:
                second = _("{side} moves first.").format(side=self.p.side(mover))
        elif e.player == WHITE:
            second = _("You play White.")
        else:
            second = _("You play Black.")
        learn = [] if e.resumed_moves else [
            _("To learn the game, say rules: a lesson step by step.")]
        return Rendered([f"{first} {second} {_('Say help for the commands.')}"],
                        self._game_in_brief(e.rules) + learn)

    def _game_in_brief(self, rules: AnyRules) -> list[str]:
        """The rules of one of the point games in a sentence (said on "more")."""
        _ = self._
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

    def _r_EndgameDatabaseBuilding(self, e: ev.EndgameDatabaseBuilding) -> Rendered:
        return Rendered([self._("Solving the endgame database in the background (about a "
                                "minute); the computer plays from it as soon as it is there.")])

    def _r_OutputChosen(self, e: ev.OutputChosen) -> Rendered:
        # why this one (chosen automatically, what was tried) is a detail: on request
        more = [said(e.reason, self._)] if e.reason else []
        if e.speech:
            _ = self._
            if e.screen_reader:
                what = _("the screen reader {name}").format(name=e.speech)
            elif e.voice:
                what = _("{engine}, voice {voice}").format(engine=e.speech, voice=e.voice)
            else:
                what = e.speech
            return Rendered([_("Speech: {what}.").format(what=what)], more)
        return Rendered([self._("No speech, text only.")], more)

    def _r_SpeechLost(self, e: ev.SpeechLost) -> Rendered:
        return Rendered([self._("Speech stopped answering; the game goes on in text.")],
                        [e.reason.say(self._)] if e.reason else [])

    def _r_MoveMade(self, e: ev.MoveMade) -> Rendered:
        _ = self._
        after = self._after(e)
        line = self.move_sentence(e.before, e.color, e.move)
        if e.crowned:
            line = line[:-1] + _(", and becomes a king.")
        if after.is_check():
            line = line[:-1] + _(", check.")
        more = [self._material_line(after)]
        if self.verbosity == "full":
            return Rendered([line, *more])
        return Rendered([line], more)

    def move_sentence(self, before: AnyPosition, color: Color, move: Move) -> str:
        """A move in a sentence, by what it does: "White: c3 to d4.", "White captures f6
        over e5 to d4.", "White places on d7.", "White flies from a1 to g7.", "... and
        closes a mill, taking b6.", "White's king jumps from c1 over c2 and takes c3.",
        "White cannot move and passes."."""
        _ = self._
        rules = before.rules
        side = self.p.side(color)
        path = move.path
        s = self.sq
        kind = before.move_kind(move)
        if kind is MoveKind.PASS:
            return _("{side} cannot move and passes.").format(side=side)
        piece = before.piece_at(path[0])
        if kind is MoveKind.PLACE:
            line = _("{side} places on {square}.").format(side=side, square=s(rules, path[0]))
        elif kind is MoveKind.FLY:
            line = _("{side} flies from {start} to {end}.").format(
                side=side, start=s(rules, path[0]), end=s(rules, path[-1]))
        elif kind is MoveKind.JUMP and self.verbosity == "brief":
            line = _("{side}: {move}.").format(side=side, move=self.move_words(before, move))
        elif kind is MoveKind.JUMP:
            line = _("{side} captures {move}.").format(side=side,
                                                       move=self.move_words(before, move))
        elif kind is MoveKind.TAKE:
            over = rules.board.between(path[0], path[-1])
            line = _("{side}'s king jumps from {start} over {over} and takes {end}.").format(
                side=side, start=s(rules, path[0]), end=s(rules, path[-1]),
                over=s(rules, over[0]) if over else "?")
        elif rules.pieces_called == "soldiers" and piece is not None and piece.is_king:
            # among soldiers, the one king is named when it steps
            line = _("{side}: king {move}.").format(side=side, move=self._step_words(rules, move))
        else:
            line = _("{side}: {move}.").format(side=side, move=self._step_words(rules, move))
        if rules.captures_by_removal and move.captured:
            taken = self.squares(rules, sorted(move.captured))
            line = line[:-1] + _(" and closes a mill, taking {square}.").format(square=taken)
        elif before.closes_mill(move):
            line = line[:-1] + _(" and closes a mill.")
        return line

    @staticmethod
    def _after(e: ev.MoveMade) -> AnyPosition:
        p = e.before.copy()
        p.push(e.move)
        return p

    def _r_MustCapture(self, e: ev.MustCapture) -> Rendered:
        _ = self._
        text, words = self.options(e.position, e.moves)
        return Rendered(
            [_("{side} must capture: {options}.").format(side=self.p.side(e.color), options=text)],
            [", ".join(words) + "."],
        )

    def _r_YourTurn(self, e: ev.YourTurn) -> Rendered:
        return Rendered([self._("{side} to move.").format(side=self.p.side(e.color))])

    def _r_IllegalMove(self, e: ev.IllegalMove) -> Rendered:
        _ = self._
        rules = e.position.rules
        ill = e.illegal
        sqs = tuple(getattr(ill, "squares", ()) or ())
        squares = self.squares(rules, sqs)
        count = getattr(ill, "count", 0)
        k = ill.kind
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
            reasons[IllegalKind.MUST_PLACE] = self._n(
                "you still have {count} man to place: name an empty point.",
                "you still have {count} men to place: name an empty point.", count)
        reason = reasons.get(k, _("the rules do not allow it."))
        first = sqs[0] if sqs else None
        allowed = sorted({x for m in ill.moves for x in m.captured})
        reason = reason.format(
            square=self.sq(rules, first) if first is not None else self._spelled(e.off_board),
            other=self.sq(rules, sqs[1]) if len(sqs) > 1 else "",
            squares=squares, count=count, allowed=self._or(
                [self.sq(rules, x) for x in allowed]),
        )
        named = "-".join(self.sq(rules, x) for x in e.path) if e.path else e.text
        if e.taken is not None:
            named += "x" + self.sq(rules, e.taken)
        return Rendered([_("{move} is not possible: {reason}").format(
            move=quoted(named, 2 * QUOTE_AT_MOST), reason=reason)],
            [self.rule_explained(rules, ill)])

    def rule_explained(self, rules: AnyRules, ill: Illegal) -> str:
        """The rule that refuses a move, in more words, with its clause of the rule text
        when the rules name one (the answer to "why?" after a refused move)."""
        _ = self._
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

    def _r_WhichMove(self, e: ev.WhichMove) -> Rendered:
        _ = self._
        rules = e.position.rules
        if len({m.path for m in e.moves}) == 1 and all(m.captured for m in e.moves):
            # a mill closed, and the player did not say which man it takes
            taken = sorted({x for m in e.moves for x in m.captured})
            return Rendered([_("Which man do you take: {options}?").format(
                options=self.squares(rules, taken))])
        starts = sorted({m.start for m in e.moves})
        ends = sorted({m.end for m in e.moves})
        if len(starts) > 1 and len(ends) == 1 and len(starts) == len(e.moves):
            opts = self._or([_("from {square}").format(square=self.sq(rules, s)) for s in starts])
            return Rendered([_("Which piece: {options}?").format(options=opts)])
        if len(starts) == 1 and len(ends) == len(e.moves):
            opts = self._or([_("to {square}").format(square=self.sq(rules, s)) for s in ends])
            return Rendered([_("Where to: {options}?").format(options=opts)])
        text, words = self.options(e.position, e.moves)
        return Rendered([_("Which move: {options}?").format(options=text)], [", ".join(words)])

    def _r_NotUnderstood(self, e: ev.NotUnderstood) -> Rendered:
        text = quoted(e.text)
        if not text:
            return Rendered([self._("I did not understand that. Say help for the commands.")])
        return Rendered([self._('I did not understand "{text}". Say help for the commands.')
                         .format(text=text)])

    def _r_DidYouMean(self, e: ev.DidYouMean) -> Rendered:
        return Rendered([self._('Did you mean "{said}"? Say yes, or say it again.').format(
            said=quoted(e.said))])

    def _r_WhichMeaning(self, e: ev.WhichMeaning) -> Rendered:
        from accessible_dama.understand import COMMANDS

        options = []
        for option in e.options:
            name, *args = option.split()
            words = COMMANDS[name].words.get(self.lang) if name in COMMANDS else None
            said = " ".join((words[0] if words else name, *args))
            options.append(self._('"{said}" ({what})').format(
                said=said, what=self.command_description(name)))
        return Rendered([self._("Do you mean {options}? Say the one you mean.").format(
            options=self._or(options))])

    def _r_NothingAsked(self, e: ev.NothingAsked) -> Rendered:
        return Rendered([self._("No question is waiting for a yes or a no.")])

    def _r_VolumeNotOurs(self, e: ev.VolumeNotOurs) -> Rendered:
        if e.louder:
            return Rendered([self._("The volume is set in your screen reader or your "
                                    "system: turn it up there.")])
        return Rendered([self._("The volume is set in your screen reader or your "
                                "system: turn it down there.")])

    def _r_LineTooLong(self, e: ev.LineTooLong) -> Rendered:
        return Rendered([self._("That line is too long; a move or a command takes at most "
                                "{limit} characters.").format(limit=e.limit)])

    def _r_PositionNotRead(self, e: ev.PositionNotRead) -> Rendered:
        _ = self._
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

    def _r_Thinking(self, e: ev.Thinking) -> Rendered:
        return Rendered([self._("Thinking…")])

    def _r_ReviewProgress(self, e: ev.ReviewProgress) -> Rendered:
        return Rendered([self._("Looked at {moves} of {total} moves.").format(
            moves=e.moves, total=e.total)])

    def _r_StillThinking(self, e: ev.StillThinking) -> Rendered:
        return Rendered([self._("The computer is still thinking of its move; say that again "
                                "after it.")])

    def _r_NotYourTurn(self, e: ev.NotYourTurn) -> Rendered:
        if e.game_over:
            return Rendered([self._("The game is over. Say new game to play another.")])
        return Rendered([self._("It is the computer's move.")])

    def _r_DrawRuleCounting(self, e: ev.DrawRuleCounting) -> Rendered:
        _ = self._
        if e.repetition and e.loses:
            return Rendered([_("One more repetition of this position and the player who "
                               "makes it loses.")])
        if e.repetition:
            return Rendered([_("One more repetition of this position and the game is drawn.")])
        return Rendered([_("Draw by rule {clause} in {moves}.").format(
            clause=e.clause, moves=self.p.moves(e.moves_left))])

    def _r_GameOver(self, e: ev.GameOver) -> Rendered:
        return Rendered([self._("Game over.") + " " + self.outcome_words(e.outcome, e.player)])

    def outcome_words(self, o: Outcome, player: Color | None) -> str:
        """How a game ended: who won and why ("You win. White wins: Black has no pieces
        left."); the player's own result first when they played the computer."""
        _ = self._
        if o.winner is None:
            loser_side = ""
            who = ""
        else:
            who = self.p.side(o.winner)
            loser_side = self.p.side(not o.winner)
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
            blocked = self.p.side(not o.winner) if o.winner is not None else ""
            text = (_("{winner} wins: {loser} cannot move.") if o.winner is not None
                    else _("Draw: the player to move cannot move."))
            text = text.format(winner=who, loser=blocked)
        else:
            text = texts[o.reason].format(winner=who, loser=loser_side, clause=o.clause)
        if player is not None and o.winner is not None:
            text = (_("You win.") if o.winner == player else _("You lose.")) + " " + text
        return text

    def _r_ResultShown(self, e: ev.ResultShown) -> Rendered:
        _ = self._
        if e.outcome is not None:
            return Rendered([self.outcome_words(e.outcome, e.player)])
        if e.to_move is None:
            return Rendered([_("The record's result: {result}.").format(
                result=self.result_words(_known(e.result) or "*", e.first))])
        return Rendered([_("The game is not over yet: move {n}, {side} to move.").format(
            n=e.move_number, side=self.p.side(e.to_move))])

    def _r_OpponentShown(self, e: ev.OpponentShown) -> Rendered:
        _ = self._
        if e.record:
            if _known(e.white) or _known(e.black):
                return Rendered([_("White: {white}; Black: {black}").format(
                    white=quoted(_known(e.white) or "?", 60),
                    black=quoted(_known(e.black) or "?", 60)).removesuffix(".") + "."])
            return Rendered([_("The record does not name its players.")])
        if e.player is None:
            return Rendered([_("Two players at one keyboard; the computer does not play.")])
        side = _("you play White") if e.player == WHITE else _("you play Black")
        return Rendered([_("The computer at level {level} ({name}); {side}.").format(
            level=e.level, name=self.p.level_name(e.level), side=side)])

    def _r_LastMovesShown(self, e: ev.LastMovesShown) -> Rendered:
        _ = self._
        if not e.moves:
            return Rendered([_("No moves yet.")])
        p = e.before.copy()
        words = []
        for move in e.moves:  # as the record writes them, a pass as a word
            words.append(self._spelled(move_text(p, move, self._style())) if move.path
                         else _("pass"))
            p.push(move)
        return Rendered([self._n("The last move: {moves}.", "The last {n} moves: {moves}.",
                                 len(e.moves)).format(n=len(e.moves), moves=", ".join(words))])


    # ------------------------------------------------------------ answers

    def _occupants(self, position: AnyPosition, squares: tuple[Square, ...] | list[Square],
                   all_squares: bool) -> list[str]:
        rules = position.rules
        out = []
        for x in squares:
            piece = position.piece_at(x)
            if piece is not None or all_squares:
                out.append(f"{self.sq(rules, x)} {self.piece_name(piece, rules)}")
        return out

    def _ranks(self, position: AnyPosition) -> list[tuple[int, list[Square]]]:
        """Each rank (from 0) with its squares or points, left to right, the top first."""
        board = position.board
        return [(r, [s for f in range(board.files) if (s := board.square_at(f, r)) is not None])
                for r in range(board.ranks - 1, -1, -1)]

    def _r_BoardShown(self, e: ev.BoardShown) -> Rendered:
        _ = self._
        lines = []
        for rank, squares in self._ranks(e.position):
            found = self._occupants(e.position, squares, e.all_squares)
            body = ", ".join(found) if found else _("empty")
            lines.append(_("Rank {n}: {squares}.").format(n=rank + 1, squares=body))
        white, black = e.position.in_hand(WHITE), e.position.in_hand(BLACK)
        if white or black:
            lines.append(_("Men in hand: White {white}, Black {black}.").format(
                white=white, black=black))
        return Rendered(lines)

    def pieces_line(self, position: AnyPosition, color: Color) -> str:
        """``White has 12 men: a1, c1, ...; 2 kings: d4, f6.``"""
        _ = self._
        rules = position.rules
        men = position.squares_of(Piece.of(color, False))
        kings = position.squares_of(Piece.of(color, True))
        side = self.p.side(color)
        in_hand = position.in_hand(color)
        if not men and not kings and not in_hand:
            return _("{side} has no pieces.").format(side=side)
        parts = []
        vietnamese = rules.pieces_called == "soldiers"
        if men:
            label = (self._n("{n} soldier: {squares}", "{n} soldiers: {squares}", len(men))
                     if vietnamese
                     else self._n("{n} man: {squares}", "{n} men: {squares}", len(men)))
            parts.append(label.format(n=len(men), squares=self.squares(rules, men)))
        if kings and vietnamese:
            parts.append(self._p("vietnamese", "the king on {square}").format(
                square=self.squares(rules, kings)))
        elif kings:
            parts.append(self._n("{n} king: {squares}", "{n} kings: {squares}", len(kings))
                         .format(n=len(kings), squares=self.squares(rules, kings)))
        if in_hand:
            parts.append(self._n("{n} man in hand", "{n} men in hand", in_hand).format(
                n=in_hand))
        return _("{side} has {pieces}.").format(side=side, pieces="; ".join(parts))

    def _r_PiecesShown(self, e: ev.PiecesShown) -> Rendered:
        colors = [e.color] if e.color is not None else [WHITE, BLACK]
        if e.kings_only:
            return Rendered([self._kings_line(e.position, c) for c in colors])
        return Rendered([self.pieces_line(e.position, c) for c in colors])

    def _kings_line(self, position: AnyPosition, color: Color) -> str:
        """Where one side's kings stand ("kde mám dámy")."""
        rules = position.rules
        kings = position.squares_of(Piece.of(color, True))
        side = self.p.side(color)
        if not kings:
            return self._("{side} has no kings.").format(side=side)
        kings_at = self._n("{n} king: {squares}", "{n} kings: {squares}", len(kings)).format(
            n=len(kings), squares=self.squares(rules, kings))
        return self._("{side} has {pieces}.").format(side=side, pieces=kings_at)

    def _r_SquareShown(self, e: ev.SquareShown) -> Rendered:
        rules = e.position.rules
        what = self.piece_name(e.position.piece_at(e.square), rules)
        if rules.board.drawn_lines:
            # on a board of points the lines matter: where a piece there may go
            joined = self.squares(rules, rules.board.neighbours_of(e.square))
            return Rendered([self._("{point}: {what}; joined to {points}.").format(
                point=self.sq(rules, e.square), what=what, points=joined)])
        return Rendered([f"{self.sq(rules, e.square)}: {what}."])

    def _r_LineShown(self, e: ev.LineShown) -> Rendered:
        _ = self._
        body = ", ".join(self._occupants(e.position, e.squares, True))
        rules = e.position.rules
        if e.kind == "diagonal" and len(e.squares) == 1:
            return Rendered([_("No diagonal line passes through {point}.").format(
                point=self.sq(rules, e.squares[0]))])
        if e.kind == "rank":
            head = _("Rank {name}").format(name=e.name)
        elif e.kind == "file":
            head = _("File {name}").format(name=e.name)
        else:
            head = _("Diagonal {a} to {b}").format(a=self.sq(rules, e.squares[0]),
                                                   b=self.sq(rules, e.squares[-1]))
        return Rendered([f"{head}: {body}."])

    def _r_MovesShown(self, e: ev.MovesShown) -> Rendered:
        _ = self._
        rules = e.position.rules
        if not e.moves:
            if e.captures_only:
                return Rendered([_("No captures.")])
            if e.start is not None:
                where = self.sq(rules, e.start)
                if e.position.piece_at(e.start) is None:
                    return Rendered([_("Nothing stands on {square}.").format(square=where)])
                return Rendered([_("No move from {square}.").format(square=where)])
            return Rendered([_("No legal move.")])
        listed = ", ".join(self.move_short(rules, m) for m in e.moves)
        if e.captures_only:
            head = _("Captures ({n})").format(n=len(e.moves))
        elif e.start is not None:
            head = _("Moves from {square}").format(square=self.sq(rules, e.start))
        else:
            head = _("Legal moves ({n})").format(n=len(e.moves))
        return Rendered([f"{head}: {listed}."])

    def _r_LastMoveShown(self, e: ev.LastMoveShown) -> Rendered:
        if e.made is None:
            return Rendered([self._("No move has been played yet.")])
        return self._r_MoveMade(e.made)

    def _r_HistoryShown(self, e: ev.HistoryShown) -> Rendered:
        _ = self._
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
            words.append(self._spelled(move_text(p, move, self._style())) if move.path
                         else _("pass"))
            p.push(move)
        return Rendered([_("Moves: {moves}").format(moves=" ".join(words))])

    def _r_TurnShown(self, e: ev.TurnShown) -> Rendered:
        _ = self._
        line = _("{side} to move, move {n}.").format(side=self.p.side(e.color), n=e.move_number)
        if e.player is not None:
            line = line[:-1] + " " + (_("(you).") if e.player == e.color else _("(the computer)."))
        if e.in_hand:
            line += " " + self._n("{side} has {n} man in hand.", "{side} has {n} men in hand.",
                                  e.in_hand).format(side=self.p.side(e.color), n=e.in_hand)
        return Rendered([line])

    def _material_line(self, p: AnyPosition) -> str:
        parts = []
        for color in (WHITE, BLACK):
            men, kings = p.count(color)
            if p.rules.pieces_called == "soldiers":
                soldiers = self._n("{n} soldier", "{n} soldiers", men).format(n=men)
                have = self._("{soldiers} and the king").format(soldiers=soldiers)
                parts.append(f"{self.p.side(color)}: {have}")
                continue
            in_hand = p.in_hand(color)
            if in_hand:
                have = self._("{men} on the board, {n} in hand").format(
                    men=self.p.men(men), n=in_hand)
                parts.append(f"{self.p.side(color)}: {have}")
                continue
            if men and kings:
                have = self._("{men} and {kings}").format(men=self.p.men(men),
                                                         kings=self.p.kings(kings))
            elif kings:
                have = self.p.kings(kings)
            else:
                have = self.p.men(men)
            parts.append(f"{self.p.side(color)}: {have}")
        return ". ".join(parts) + "."

    def _r_MaterialShown(self, e: ev.MaterialShown) -> Rendered:
        return Rendered([self._material_line(e.position)])

    def _duration(self, seconds: float) -> str:
        s = int(seconds + 0.5)
        m, s = divmod(s, 60)
        if m and s:
            return self._("{m} min {s} s").format(m=m, s=s)
        if m:
            return self._("{m} min").format(m=m)
        return self._("{s} s").format(s=s)

    def _r_ClockShown(self, e: ev.ClockShown) -> Rendered:
        _ = self._
        if e.white_seconds is None or e.black_seconds is None:
            return Rendered([_("No clock in this game.")])
        if e.warning:
            low = WHITE if e.white_seconds <= e.black_seconds else BLACK
            left = e.white_seconds if low else e.black_seconds
            return Rendered([_("{side} has {time} left.").format(side=self.p.side(low),
                                                                 time=self._duration(left))])
        return Rendered([_("White {w}, Black {b}.").format(
            w=self._duration(e.white_seconds), b=self._duration(e.black_seconds))])

    def _r_HintShown(self, e: ev.HintShown) -> Rendered:
        line = " ".join(self.move_short(e.position.rules, m) for m in e.hint.line[:8] if m.path)
        move = self.move_short(e.position.rules, e.hint.move)
        return Rendered([self.p.hint(e.hint, e.position, move)], [self._("Line: {moves}").format(
            moves=line)] if line else [])

    def _mistake(self, position: AnyPosition, mistake: Mistake, number: int = 0) -> str:
        """``28. c3-d4 loses a man: Black answers e5 over d4 to c3; g3-h4 was better.``
        (with no ``number``, the move alone, for a warning)."""
        _, rules = self._, position.rules
        move = self.move_short(rules, mistake.move)
        if number:
            move = f"{number}. {move}" if position.turn == rules.first else f"{number}... {move}"
        loses = {
            Loss.GAME: _("{move} loses the game").format(move=move),
            Loss.MEN: self._n("{move} loses a man", "{move} loses {n} men",
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
                loses=loses, side=self.p.side(after.turn),
                reply=self.move_words(after, mistake.reply))
        return loses

    def _r_MistakesShown(self, e: ev.MistakesShown) -> Rendered:
        _ = self._
        if not e.mistakes:
            return Rendered([_("No clear mistake: no move lost much.")])
        said = [_("{mistake}; {better} was better.").format(
            mistake=self._mistake(m.position, m.mistake, m.number),
            better=self.move_short(m.position.rules, m.mistake.better)) for m in e.mistakes]
        return Rendered(said[:REVIEW_AT_ONCE], said[REVIEW_AT_ONCE:])

    def _r_HangWarning(self, e: ev.HangWarning) -> Rendered:
        return Rendered([self._("{mistake}. Play it anyway? Yes or no.").format(
            mistake=self._mistake(e.position, e.mistake))])

    def _r_HintExplained(self, e: ev.HintExplained) -> Rendered:
        return Rendered([self.p.hint_why(e.hint, e.position)], self._r_HintShown(
            ev.HintShown(e.hint, e.position)).more)

    def _r_AnalysisShown(self, e: ev.AnalysisShown) -> Rendered:
        return Rendered([self.p.analysis(e.analysis)])

    def _r_Undone(self, e: ev.Undone) -> Rendered:
        if e.nothing:
            return Rendered([self._("There is no move to take back.")])
        return Rendered([self._("Taken back: {n}.").format(n=self.p.moves(len(e.moves)))])

    def _r_Confirm(self, e: ev.Confirm) -> Rendered:
        _ = self._
        if e.action == "quit":
            return Rendered([self._quit_question(e)])
        if e.action == "new":
            return Rendered([self._new_game_question(e)])
        questions = {
            "resign": _("Resign this game? Yes or no."),
            "draw": _("A draw is offered. Accept? Yes or no."),
            "offer": _("Offer the computer a draw? Yes or no."),
            "takeback": _("Take back the move? Yes or no (button 1: yes)."),
        }
        return Rendered([questions[e.action]])

    def saving(self, state: str, problem: str) -> str:
        """What became of the game at its last save, in one sentence (a ``Goodbye``'s
        state and problem); "" when nothing was played."""
        _ = self._
        if state == "nothing":
            return ""
        reason = self.file_reason(problem)
        return {
            "finished": _("The game is kept with your other games."),
            "kept": _("The game is kept with your other games; say games next time to go "
                      "on with it."),
            "next-time-only": _("The game can go on next time, but is not kept with your "
                                "other games: {reason}.").format(reason=reason),
            "not-saved": _("The game could not be saved: {reason}.").format(reason=reason),
        }.get(state, _("The game is saved and can go on next time."))

    def _quit_question(self, e: ev.Confirm) -> str:
        _ = self._
        if e.reviewing or e.saving == "nothing":
            return _("Quit? Yes or no.")
        if e.saving == "not-saved":
            return _("Quit? {saving} It will be lost. Yes or no.").format(
                saving=self.saving(e.saving, e.problem))
        return _("Quit? {saving} Yes or no.").format(saving=self.saving(e.saving, e.problem))

    def _new_game_question(self, e: ev.Confirm) -> str:
        _ = self._
        if e.saving == "nothing":
            return _("Start a new game? Yes or no.")
        if e.saving == "not-saved":
            return _("Start a new game? The current one could not be saved: {reason}. It "
                     "will be lost. Yes or no.").format(reason=self.file_reason(e.problem))
        return _("Start a new game? The current one stays saved. Yes or no.")

    def _r_Cancelled(self, e: ev.Cancelled) -> Rendered:
        if e.action == "rejoin":
            return Rendered([self._("Not waiting; the game is saved. To go on with it, "
                                    "start dama host again and let the opponent join.")])
        return Rendered([self._("All right, the game goes on.")])

    def _r_DrawOffer(self, e: ev.DrawOffer) -> Rendered:
        _ = self._
        if e.accepted is None:
            return Rendered([_("A draw is offered. Accept? Yes or no.")])
        if e.accepted:
            return Rendered([_("The draw is accepted.")])
        return Rendered([_("The computer declines the draw. Play on.")])

    def _r_NetworkNews(self, e: ev.NetworkNews) -> Rendered:
        _ = self._
        sentences = {
            "waiting": _("Waiting for an opponent at {text}, port {number}."),
            "connected": _("{text} has connected."),
            "chat": _("The opponent says: {text}"),
            "chat-sent": _("Said to the opponent."),
            "draw-offered": _("The opponent offers a draw. Accept? Yes or no."),
            "draw-sent": _("The draw is offered to the opponent; wait for the answer."),
            "draw-declined": _("The opponent declines the draw. Play on."),
            "takeback-asked": _("The opponent asks to take back the game to move {number}. "
                                "Agree? Yes or no."),
            "takeback-sent": _("The opponent is asked to take back your last move; wait for "
                               "the answer."),
            "takeback-declined": _("The opponent does not agree to take back the move."),
            "takeback-unsupported": _("The opponent's program cannot take back moves."),
            "dropped": _("The connection to the opponent was lost; the game is saved."),
            "too-slow": _("The opponent's program sent too slowly, so the connection was "
                          "closed; the game is saved."),
            "silent": _("The opponent has not answered for a minute; the game is kept. Wait, "
                        "or say quit to stop."),
            "bad-message": _("The opponent's program sent a message this program cannot "
                             "read; it was ignored."),
            "unexpected": _("The opponent's program sent a message that does not fit now; it "
                            "was ignored."),
            "illegal-move": _("The opponent's move {text} is not legal here; it was refused "
                              "and the game is kept."),
            "ended": _("The opponent ended the game; it is saved unfinished."),
            "their-turn": _("It is the opponent's move."),
            "no-network": _("There is no opponent over the network in this game. To play "
                            "one, start dama host, or dama join with the opponent's address."),
            "refused": _("The opponent does not want this game."),
            "refused-version": _("The opponent's program does not play this game: only "
                                 "international draughts is standard over DXP."),
            "no-opponent": _("No opponent came in time."),
            "cannot-connect": _("Could not connect to {text}."),
            "other-refused": _("Someone else tried to connect from {text} and was refused: "
                               "this game has its opponent."),
            "resumed-position": _("The game goes on from the position both sides have."),
            "ask-host": _("Wait for an opponent over the network at {text}, port {number}? "
                          "This game ends here and is kept. Yes or no."),
            "ask-join": _("Connect to {text}, port {number}, and play the opponent there? "
                          "This game ends here and is kept. Yes or no."),
            "join-how": _("Say where to connect, for example: connect to 192.168.1.5."),
            "bad-address": _("{text} is not an address; for example: connect to "
                             "192.168.1.5, or connect to 192.168.1.5:27531."),
            "already": _("This game is already played over the network."),
            "draughts-only": _("Only draughts is played over the network; choose a variant "
                               "of draughts first."),
            "back-to-game": _("Back to the game you left."),
            "leaving": _("This game is kept; on to the game over the network."),
            "wait-again": _("Wait for the opponent to join again, for up to {number} "
                            "minutes? Yes or no."),
            "waiting-again": _("Waiting for the opponent to join again at {text}, for up to "
                               "{number} minutes."),
        }
        return Rendered([sentences[e.kind].format(text=e.text, number=e.number)])

    def _r_Saved(self, e: ev.Saved) -> Rendered:
        return Rendered([self._("Game saved to {path}.").format(path=e.path)])

    def _r_Loaded(self, e: ev.Loaded) -> Rendered:
        return Rendered([self._("Game loaded from {path}: {moves} played.").format(
            path=e.path, moves=self.p.moves(e.moves))])

    def file_reason(self, kind: str, move: str = "") -> str:
        """Why a file cannot be used or written, in words (a FileProblem's kind)."""
        _ = self._
        reasons = {
            "disk-full": _("the disk is full"),
            "read-only": _("access to the file or its folder is denied"),
            "not-found": _("there is no such file"),
            "is-a-folder": _("it is a folder, not a file"),
            "not-a-folder": _("part of the path is not a folder"),
            "too-large": _("the file is too large for a game record"),
            "not-text": _("it is not a text file"),
            "not-a-file": _("it is not an ordinary file"),
            "unreadable": _("it cannot be read"),
            "no-game": _("there is no game in it"),
            "bad-move": _("move {move} cannot be played").format(move=move),
            "bad-position": _("its starting position cannot be read"),
            "not-draughts": _("it is not a game of draughts"),
            "bad-name": _("that is not a possible file name"),
        }
        return reasons.get(kind, _("the system reported an error"))

    def _r_FileProblem(self, e: ev.FileProblem) -> Rendered:
        if e.kind == "other" and e.detail and not e.move:
            return Rendered([self._("Cannot use {path}: {detail}").format(path=e.path,
                                                                           detail=e.detail)])
        line = self._("Cannot use {path}: {reason}.").format(
            path=e.path, reason=self.file_reason(e.kind, e.move))
        return Rendered([line], [e.detail] if e.detail else [])

    def _r_SaveFailed(self, e: ev.SaveFailed) -> Rendered:
        _ = self._
        advice = {
            "disk-full": _("Free some space on the disk."),
            "read-only": _("Check that the data folder can be written to."),
        }.get(e.kind, _("Try save with a file name on another disk."))
        if e.where == "games":
            line = _("The game can go on next time, but is not kept with your other games: "
                     "{reason}. {advice}")
        elif e.where == "autosave":
            line = _("The game is kept with your other games, but will not be offered at the "
                     "next start: {reason}. {advice}")
        else:
            line = _("The game is not saved: {reason}. {advice} The game goes on.")
        line = line.format(reason=self.file_reason(e.kind), advice=advice)
        return Rendered([line], [f"{e.path}: {e.detail}" if e.detail else e.path])

    def _date(self, date: str) -> str:
        """A record's date (``2026.11.24``) as people of the language write it."""
        parts = date.strip().split(".")
        numbers = [ascii_number(x) for x in parts]
        if len(parts) != 3 or None in numbers:
            return quoted(date)  # a file's own text: short, and only what can be said
        y, m, d = parts
        return f"{numbers[2]}. {numbers[1]}. {y}" if self.lang == "cs" else f"{y}-{m}-{d}"

    def _r_ResumeOffered(self, e: ev.ResumeOffered) -> Rendered:
        _ = self._
        if e.rules is None:
            return Rendered([_("Continue the saved game? Yes or no.")])
        if e.player is None:
            who = _("{variant}, two players").format(variant=self.variant_name(e.rules))
        else:
            side = _("you play White") if e.player == WHITE else _("you play Black")
            who = _("{variant} against the computer at level {level}, {side}").format(
                variant=self.variant_name(e.rules), level=e.level, side=side)
        where = _("{moves} played").format(moves=self.p.moves(e.moves))
        if e.to_move is not None:
            where += ", " + _("{side} to move").format(side=self.p.side(e.to_move).lower())
        if e.date:
            where += ", " + _("started {date}").format(date=self._date(e.date))
        return Rendered([_("Continue the saved game? {game}; {where}. Yes or no.").format(
            game=who, where=where)])

    def _r_AnswerYesOrNo(self, e: ev.AnswerYesOrNo) -> Rendered:
        return Rendered([self._("Please answer yes or no.")])

    def _r_SaveSetAside(self, e: ev.SaveSetAside) -> Rendered:
        _ = self._
        line = _("The saved game cannot be read. The file is kept aside, not overwritten; "
                 "say more for where.")
        more = [_("{path} was moved to {moved_to}.").format(path=e.path, moved_to=e.moved_to)]
        return Rendered([line], more + ([e.detail] if e.detail else []))

    def _r_ClockStarted(self, e: ev.ClockStarted) -> Rendered:
        _ = self._
        full = e.minutes * 60
        if abs(e.white_seconds - full) < 0.5 and abs(e.black_seconds - full) < 0.5:
            line = _("Clock: {time} each").format(time=self._duration(full))
        else:
            line = _("Clock: White {w}, Black {b}").format(
                w=self._duration(e.white_seconds), b=self._duration(e.black_seconds))
        if e.increment:
            return Rendered([_("{clock}, plus {time} a move.").format(
                clock=line, time=self._duration(e.increment))])
        return Rendered([line + "."])

    def result_words(self, result: str, first: Color) -> str:
        """A record's result in words, read as in a game where ``first`` moves first (the
        first score is that side's); a result that says nothing known, as written."""
        _ = self._
        said = read_result(result, first)
        if said is None:
            return _("unfinished") if result.strip() in ("", "*") else quoted(result, 20)
        if said.winner is None:
            return _("a draw")
        return _("White won") if said.winner == WHITE else _("Black won")

    def _r_KeptGamesShown(self, e: ev.KeptGamesShown) -> Rendered:
        _ = self._
        if not e.games:
            return Rendered([_("No games are kept yet.")])
        lines = [
            _("Game {n}: {when}, {variant}, {moves}, {result}.").format(
                n=g.number, when=f"{self._date(g.date)} {g.time[:5]}".strip(),
                variant=self.variant_name(find_game(g.variant)), moves=self.p.moves(g.plies),
                result=self.result_words(g.result, find_game(g.variant).first))
            for g in e.games
        ]
        head = self._n("{n} game is kept.", "{n} games are kept.", len(e.games)).format(
            n=len(e.games)) + " " + _("Say games and a number to open one.")
        return Rendered([head, *lines[:LIST_AT_MOST]], lines[LIST_AT_MOST:])

    def setting_name(self, name: str) -> str:
        _ = self._
        return {
            "lang": _("language"), "level": _("level"), "verbosity": _("verbosity"),
            "notation": _("notation"), "rate": _("speech rate"), "voice": _("voice"),
            "speech": _("speech"), "variant": _("variant"), "interrupt": _("interrupting"),
            "warnings": _("warnings"), "draws": _("draw rules"),
            "game": _("game number"),
            "opponent": _("opponent"), "clock": _("clock"), "output": _("output"),
            "braille_display": _("braille display"),
            "confirm": _("moves on the board end"),
        }.get(name, name)

    def setting_value(self, name: str, value: str) -> str:
        """A setting's value in the player's words: ``stručně``, ``vietnamské šachy``,
        ``čeština``; a value that is a name of its own (a voice) as it is."""
        _, _p = self._, self._p
        if name == "variant":
            try:
                return self.variant_name(find_game(value))
            except UnknownVariantError:
                return quoted(value)
        if name == "level" and (level := ascii_number(value)) is not None and 1 <= level <= 10:
            return f"{level} ({self.p.level_name(level)})"
        if name == "rate" and value == "0":
            return _("the voice's own")
        if name == "rate":
            return _("{n} words a minute").format(n=quoted(value))
        words = {
            "verbosity": {"brief": _p("setting", "brief"), "normal": _p("setting", "normal"),
                          "full": _p("setting", "full")},
            "notation": {"": _("the game's usual"), "algebraic": _p("setting", "algebraic"),
                         "numeric": _p("setting", "numeric"), "nato": _p("setting", "nato")},
            "lang": {"cs": _p("setting", "Czech"), "en": _p("setting", "English")},
            "speech": {"auto": _("chosen by itself"), "speechd": "speech-dispatcher",
                       "pyttsx3": _("the system's voice (pyttsx3)"),
                       "screen-reader": _("the screen reader"), "text": _("text only"),
                       "silent": _("none")},
            "voice": {"": _("the default")},
            "interrupt": {"on": _p("setting", "on"), "off": _p("setting", "off")},
            "warnings": {"on": _p("setting", "on"), "off": _p("setting", "off")},
            "opponent": {"computer-white": _("the computer, you play White"),
                         "computer-black": _("the computer, you play Black"),
                         "human": _("a person at the same keyboard")},
            "clock": {"0+0": _p("clock", "none")},
            "output": {"speech": _("speech and text"), "screen-reader": _("the screen reader"),
                       "silent": _("text only")},
            "braille_display": {"": _p("braille display", "none")},
            "confirm": {"settle": _("when the board stands still"),
                        "button": _("with a press of button 1")},
            "draws": {"text": _("the rule text's (15 moves each without a capture)"),
                      "fmjd": _("official FMJD rules (25 moves of kings only, 16 or 5 "
                                "moves against a lone king)")},
        }.get(name, {})
        if name == "clock" and value not in words:
            minutes, _plus, seconds = value.partition("+")
            clock = _("{time} each").format(time=self._duration(float(minutes) * 60))
            if float(seconds or 0):
                return _("{clock}, plus {time} a move").format(
                    clock=clock, time=self._duration(float(seconds)))
            return clock
        return words.get(value, quoted(value) or "-")

    def _r_SettingShown(self, e: ev.SettingShown) -> Rendered:
        name = self.setting_name(e.name)
        value = self.setting_value(e.name, e.value)
        if e.changed and e.name == "clock" and e.value == "0+0":
            return Rendered([self._("From the next game on: no clock.")])
        if e.changed and e.name == "clock":  # this game keeps its own clock
            return Rendered([self._("From the next game on: clock {value}.").format(
                value=value)])
        if e.changed:
            if e.kept:
                line = self._("Set: {name} {value}, kept for the next games.").format(
                    name=name, value=value)
            else:
                line = self._("Set: {name} {value}.").format(name=name, value=value)
            if e.later:
                line += " " + self._("The game in progress keeps its rules; the next one "
                                     "is played by these.")
            return Rendered([line])
        return Rendered([f"{name}: {value}."])

    def _r_SettingsShown(self, e: ev.SettingsShown) -> Rendered:
        said = "; ".join(f"{self.setting_name(name)}: {self.setting_value(name, value)}"
                         for name, value in e.summed_up)
        line = said[:1].upper() + said[1:] + ". " + self._("Say more for the rest.")
        more = [f"{self.setting_name(name)}: {self.setting_value(name, value)}."
                for name, value in e.detailed]
        return Rendered([line], [m[:1].upper() + m[1:] for m in more])

    def _r_SettingRejected(self, e: ev.SettingRejected) -> Rendered:
        if e.name == "draws":
            return Rendered([self._("Only international draughts has a choice of draw rules: "
                                    "official FMJD rules or the rule text's.")])
        return Rendered([self._('"{value}" is not a possible {name}.').format(
            value=quoted(e.value), name=self.setting_name(e.name))])

    def command_description(self, name: str, rules: AnyRules | None = None) -> str:
        """What a command does, in a few words (after its name and arguments in help)."""
        _ = self._
        if rules is not None and rules.board.drawn_lines and name in ("square", "diagonal"):
            return {"square": _("what stands on a point, and the points joined to it"),
                    "diagonal": _("the diagonal lines through a point")}[name]
        if name == "settings" and isinstance(rules, Rules) and len(draw_rule_choices(rules)) > 1:
            return _("says the settings, or changes one: speech rate, voice, language, "
                     "verbosity, notation, how a move on a sensor board ends (settings "
                     "confirm settle or button), draw rules (official FMJD rules: settings "
                     "draws fmjd; the rule text's: settings draws text)")
        return {
            "help": _("how to play and what to ask; with a command's name, what that command "
                      "does"),
            "board": _("reads the board rank by rank, only the squares with pieces on them"),
            "board-all": _("reads every square of every rank, the empty ones too"),
            "pieces": _("says where the pieces stand: yours, the opponent's, White's or "
                        "Black's"),
            "square": _("says what stands on one square"),
            "rank": _("reads one rank, square by square"),
            "file": _("reads one file, square by square"),
            "diagonal": _("reads the diagonals that pass through a square"),
            "moves": _("lists the moves you can play, or those of the piece on one square"),
            "captures": _("lists the captures you can make"),
            "last": _("says again the move played last"),
            "history": _("reads the record of the game, move by move"),
            "turn": _("says who is to move and which move it is"),
            "material": _("counts the men and kings of each side"),
            "clock": _("says the time each side has left"),
            "hint": _("suggests a move and says why; more gives the line that follows"),
            "analysis": _("says who stands better"),
            "review": _("names the moves that lost most and what was better; more gives the "
                        "rest"),
            "undo": _("takes back your last move and the computer's answer"),
            "new": _("starts a new game; the one you play stays with your games"),
            "variant": _("says the game you play, or starts another: a draughts variant, "
                         "alquerque, mill or Vietnamese chess"),
            "lesson": _("a lesson of the rules of the game you play, step by step, with moves "
                        "to try; stop lesson ends it"),
            "rule": _("answers one question of the rules, such as whether men capture "
                      "backwards"),
            "level": _("says or sets the computer's level, 1 to 10"),
            "save": _("saves a copy of the game in a PDN file"),
            "load": _("opens a game from a PDN file"),
            "library": _("lists your games, the newest first (going through a file: the "
                         "file's games); with a number, opens that game"),
            "setup": _("starts from a position written in FEN"),
            "resign": _("gives up the game, after asking"),
            "draw": _("offers a draw"),
            "repeat": _("says the last answer again"),
            "more": _("gives the details of the last answer"),
            "why": _("after a hint, says why the move is good; else the details"),
            "settings": _("says the settings, or changes one: speech rate, voice, language, "
                          "verbosity, notation, how a move on a sensor board ends (settings "
                          "confirm settle or button)"),
            "braille": _("shows the board in braille, a rank on each line"),
            "yes": _("answers a question with yes"),
            "no": _("answers a question with no"),
            "forward": _("steps one move forward, in a record or in the game that goes on"),
            "back": _("steps one move back to look at it, in a record or in the game that "
                      "goes on"),
            "goto": _("goes to the move with that number, in a record or in the game that "
                      "goes on"),
            "present": _("after stepping through the moves, returns to the game as it stands"),
            "result": _("says who won and why, or that the game goes on"),
            "opponent": _("says who you play: the computer and its level, or the players of "
                          "a record"),
            "threats": _("says what the opponent could take if it were its move, and which of "
                         "your pieces are unprotected; with a square, whether the piece there "
                         "is safe"),
            "chat": _("says something to the opponent over the network"),
            "network": _("ends this game (it is kept) and waits for an opponent over the "
                         "network: at this computer only, or at the address and port given "
                         "(0.0.0.0: every network of this computer)"),
            "join": _("ends this game (it is kept) and connects to an opponent waiting at "
                      "that address, to play there"),
            "quit": _("ends the program, after asking; the game stays saved"),
            "puzzles": _("sets a puzzle: a position where one move wins; answer with a move, "
                         "hint gives a hint"),
            "solution": _("in a puzzle: says the winning line"),
        }.get(name, "")

    def command_example(self, name: str, rules: AnyRules | None = None) -> str:
        """A line that asks for the command, as the player types it."""
        _p = self._p
        examples = {
            "help": _p("example", "help moves"), "board": _p("example", "board"),
            "board-all": _p("example", "board all"), "pieces": _p("example", "my pieces"),
            "square": _p("example", "square c3"), "rank": _p("example", "rank 3"),
            "file": _p("example", "file c"), "diagonal": _p("example", "diagonal c3"),
            "moves": _p("example", "moves c3"), "captures": _p("example", "captures"),
            "last": _p("example", "last move"), "history": _p("example", "history"),
            "turn": _p("example", "whose turn"), "material": _p("example", "material"),
            "clock": _p("example", "clock"), "hint": _p("example", "hint"),
            "analysis": _p("example", "analyse"), "review": _p("example", "review"),
            "undo": _p("example", "undo"),
            "new": _p("example", "new game"), "variant": _p("example", "variant mill"),
            "level": _p("example", "level 5"), "lesson": _p("example", "rules"),
            "rule": _p("example", "can men capture backwards"),
            "save": _p("example", "save today.pdn"),
            "load": _p("example", "load today.pdn"), "library": _p("example", "games 3"),
            "setup": _p("example", "setup {position}"), "resign": _p("example", "resign"),
            "draw": _p("example", "offer a draw"), "repeat": _p("example", "repeat"),
            "more": _p("example", "more"), "why": _p("example", "why"),
            "settings": _p("example", "settings rate 250"),
            "braille": _p("example", "braille"), "yes": _p("example", "yes"),
            "no": _p("example", "no"), "forward": _p("example", "forward"),
            "back": _p("example", "back"), "goto": _p("example", "move 12"),
            "present": _p("example", "back to the game"), "result": _p("example", "who won"),
            "opponent": _p("example", "who is my opponent"),
            "threats": _p("example", "is my man on c3 safe"),
            "chat": _p("example", "say to opponent good luck"),
            "network": _p("example", "play over the network"),
            "join": _p("example", "connect to 192.168.1.5"),
            "quit": _p("example", "quit"),
            "puzzles": _p("example", "give me a puzzle"),
            "solution": _p("example", "solution"),
        }
        position = position_example(rules if rules is not None else find_game("czech"))
        return examples.get(name, "").format(position=position)

    def command_words(self, name: str) -> str:
        """A command as help shows it: a word of the player's language that asks for it
        (one the other language does not share: ``brajl``, not ``braille``), then its
        arguments in the player's words (``kameny [moje|soupeře|bílé|černé]``)."""
        from accessible_dama.understand import COMMANDS

        command = COMMANDS[name]
        own = command.words.get(self.lang) or (name,)
        others = {w for lang, words in command.words.items() if lang != self.lang
                  for w in words}
        word = next((w for w in own if w not in others), own[0])
        # the arguments in the player's words (the catalog has each one's, in context)
        args = f" {self._p('arguments', command.arguments)}" if command.arguments else ""
        return word + args

    #: the commands help names after "more", by topic (every command but help itself)
    HELP_TOPICS: ClassVar[tuple[tuple[str, tuple[str, ...]], ...]] = (
        ("moves", ("moves", "captures", "threats", "last", "history", "hint", "why", "undo")),
        ("board", ("board", "board-all", "pieces", "square", "rank", "file", "diagonal",
                   "material", "braille")),
        ("game", ("turn", "clock", "result", "opponent", "analysis", "review", "new",
                  "variant", "lesson", "rule", "puzzles", "solution", "level", "resign", "draw",
                  "chat", "network", "join", "yes", "no", "quit")),
        ("speech", ("repeat", "more", "settings")),
        ("files", ("save", "load", "library", "setup", "forward", "back", "goto", "present")),
    )

    def _r_HelpShown(self, e: ev.HelpShown) -> Rendered:
        _ = self._
        from accessible_dama.understand import COMMANDS

        if e.commands:
            name = e.commands[0]
            if name not in COMMANDS:
                return Rendered([_('There is no command "{text}". {help}').format(
                    text=quoted(name), help=self._help_in_short(e.rules))])
            return Rendered([_("{command}: {what}. For example: {example}.").format(
                command=self.command_words(name), what=self.command_description(name, e.rules),
                example=self.command_example(name, e.rules))])
        titles = {"moves": _("Moves"), "board": _("The board"), "game": _("The game"),
                  "speech": _("Speech and settings"), "files": _("Files and records")}
        more = []
        if e.rules is not None and e.rules.captures_by_removal:
            more.append(_("A closed mill takes a man: say takes and its point after the move, "
                          "for example d7 takes b6."))
        more += [f"{titles[topic]}: " + ", ".join(self.command_words(n) for n in names) + "."
                 for topic, names in self.HELP_TOPICS]
        more.append(_("{help}: what one command does, for example {example}.").format(
            help=self.command_words("help"), example=self.command_example("help")))
        more.append(_("The whole guide: {path}").format(path=guide_path(self.lang)))
        return Rendered([self._help_in_short(e.rules)], more)

    def _help_in_short(self, rules: AnyRules | None) -> str:
        """Help in three sentences: how to move, the questions asked most, how to hear
        more."""
        asked = ", ".join(self.command_words(n).split(" [")[0]
                          for n in ("board", "pieces", "moves", "last", "hint"))
        return " ".join((
            self._how_to_move(rules),
            self._("Most asked: {questions}.").format(questions=asked),
            self._("Say more for all the commands, or help and a command's name, for "
                   "example {example}.").format(example=self.command_example("help")),
        ))

    def _how_to_move(self, rules: AnyRules | None) -> str:
        """The first sentence of help: how a move of this game is typed."""
        _ = self._
        if rules is None or not rules.board.drawn_lines:
            return _("Type a move as two squares, for example c3 d4.")
        if rules.has_hand:
            return _("Place a man by naming a point, for example d7; move one by two points, "
                     "for example a1 a4.")
        # a first move of the game: soldiers stand on rank 2, alquerque's men around c3
        example = "c2 c3" if rules.pieces_called == "soldiers" else "b2 c3"
        return _("Type a move as two points, for example {example}.").format(example=example)

    # ------------------------------------------------------------ lessons of the rules

    def _r_LessonStep(self, e: ev.LessonStep) -> Rendered:
        words = LessonWords(self)
        text = words.text(e.rules, e.step)
        line = self._("Lesson of {game}, step {number} of {total}: {text}").format(
            game=self.variant_name(e.rules), number=e.number, total=e.total, text=text)
        parts = [line, words.clause(e.step.clause)]
        if e.position is not None:
            parts += [words.on_board(e.position), words.task(e.rules, e.step)]
        elif e.number < e.total:
            parts.append(self._("Say next to go on."))
        how = self._("Say next to go on, again to hear the step again, back for the one "
                     "before, stop lesson to end it; you may ask anything in between.")
        return Rendered([" ".join(parts)], [how])

    def _r_LessonRight(self, e: ev.LessonRight) -> Rendered:
        move = self.move_words(e.position, e.move)
        line = self._("Well done: {move}.").format(move=move)
        if e.outcome is not None:
            line += " " + self.render(ev.GameOver(e.outcome, None)).lines[0]
        return Rendered([line])

    def _r_LessonNotAsked(self, e: ev.LessonNotAsked) -> Rendered:
        move = self.move_words(e.position, e.move)
        if e.to_try:
            return Rendered([self._("{move} is allowed, but it is not what this step asks. "
                                    "{task}").format(move=move,
                                                     task=LessonWords(self).task(e.rules, e.step))])
        return Rendered([self._("{move} is allowed. This step has nothing more to try: say "
                                "next.").format(move=move)])

    def _r_LessonTryAgain(self, e: ev.LessonTryAgain) -> Rendered:
        if e.to_try:
            return Rendered([self._("Try again, or say hint.")])
        return Rendered([self._("Say next to go on.")])

    def _r_LessonHint(self, e: ev.LessonHint) -> Rendered:
        if not e.moves:
            return Rendered([self._("This step has nothing to try: say next.")])
        return Rendered([self._("For example: {move}.").format(
            move=self.move_words(e.position, e.moves[0]))])

    def _r_LessonWaits(self, e: ev.LessonWaits) -> Rendered:
        return Rendered([self._("That waits until the lesson ends: say stop lesson first.")])

    def _r_LessonEnded(self, e: ev.LessonEnded) -> Rendered:
        if e.finished:
            return Rendered([self._("The lesson is over. You know the rules of {game}; the "
                                    "game goes on where it was.").format(
                game=self.variant_name(e.rules))])
        return Rendered([self._("The lesson is stopped; the game goes on where it was.")])

    def _r_NoLesson(self, e: ev.NoLesson) -> Rendered:
        if not e.running:
            return Rendered([self._("No lesson is going on.")])
        return Rendered([self._("There is no lesson for {game}.").format(
            game=self.variant_name(e.rules))])

    def _r_RuleAnswered(self, e: ev.RuleAnswered) -> Rendered:
        _ = self._
        game = capitalized(self.variant_name(e.rules))
        whole = _("Say rules for the whole lesson, step by step.")
        if not e.topic:
            return Rendered([_("Ask your question of the rules in words, for example {example}; "
                               "or say rules for the whole lesson.").format(
                example=self.command_example("rule"))])
        if e.step is None:
            return Rendered([_("The rules of {game} say nothing about that. Say rules for the "
                               "whole lesson.").format(game=game)])
        words = LessonWords(self)
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

    def _r_RuleComparison(self, e: ev.RuleComparison) -> Rendered:
        _ = self._
        game, other = capitalized(self.variant_name(e.rules)), self.variant_name(e.other)
        if e.rules is e.other:
            return Rendered([_("{game} and {other} are the same game.").format(
                game=game, other=other)])
        words = LessonWords(self)
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

    def _r_ReviewAt(self, e: ev.ReviewAt) -> Rendered:
        _ = self._
        coming = e.following
        if coming is not None:
            return Rendered([_("Move {n} of {total}, {side} to move: {move}.").format(
                n=e.number, total=e.moves, side=self.p.side(coming.color),
                move=self.move_words(coming.before, coming.move))])
        if e.ply == 0:
            return Rendered([_("Start of the game, {total} to go through.").format(
                total=self.p.moves(e.moves))])
        if e.ply < e.total and e.to_move is not None:
            return Rendered([_("Move {n} of {total}, {side} to move.").format(
                n=e.number, total=e.moves, side=self.p.side(e.to_move))])
        line = _("Move {n} of {total}.").format(n=e.number, total=e.moves)
        if e.ply >= e.total:
            line += " " + _("End of the record.")
        return Rendered([line])

    def _r_SteppedTo(self, e: ev.SteppedTo) -> Rendered:
        _ = self._
        made = e.made
        if made is None:
            side = self.p.side(e.to_move if e.to_move is not None else WHITE)
            return Rendered([_("Back in the game, move {n}: {side} to move.").format(
                n=e.number, side=side)])
        move = self.move_words(made.before, made.move)
        side = self.p.side(made.color)
        if e.back:
            line = _("Back before move {n}: {side}, {move}.")
        else:
            line = _("Move {n}: {side}, {move}.")
        return Rendered([line.format(n=e.number, side=side, move=move)],
                        [_("Say next or previous to step on, or back to the game; a move "
                           "you type returns to the game first.")])

    def _r_ThreatsShown(self, e: ev.ThreatsShown) -> Rendered:
        _ = self._
        position = e.position
        rules = position.rules
        side = self.p.side(e.attacker)
        words = self.options(position, e.captures)[1] if e.captures else []
        more = [", ".join(words) + "."] if words else []
        if e.square is not None:
            square = self.sq(rules, e.square)
            piece = self.piece_name(position.piece_at(e.square), rules)
            if not e.captures:
                return Rendered([_("On {square} the {piece} is safe: {side} cannot take "
                                   "it.").format(square=square, piece=piece, side=side)])
            first = self.move_words(position, e.captures[0])
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
        taken = self.squares(rules, sorted({x for m in e.captures for x in m.captured}))
        if e.unprotected:
            line = _("{side} could take {squares}; unprotected: {unprotected}.").format(
                side=side, squares=taken, unprotected=self.squares(rules, e.unprotected))
        else:
            line = _("{side} could take {squares}, but each can be taken back.").format(
                side=side, squares=taken)
        return Rendered([line], more)

    def _r_NothingToGoThrough(self, e: ev.NothingToGoThrough) -> Rendered:
        return Rendered([self._("No record is being gone through: forward, back and move "
                                "with a number work in a game opened with --review or from "
                                "your games. Say undo to take back a move.")])

    def _players(self, white: str, black: str, event: str) -> str:
        """Who played, by their surnames (a game whose players are not named, by its
        event)."""
        label = game_label({"White": _known(white), "Black": _known(black)})
        if label:
            return quoted(label, 60)
        return quoted(_known(event), 60) or self._("players not named")

    def _r_RecordOpened(self, e: ev.RecordOpened) -> Rendered:
        _ = self._
        said = {"players": self._players(e.white, e.black, e.event),
                "result": self.result_words(_known(e.result) or "*", e.rules.first)}
        if e.count > 1:
            line = _("Game {n} of {count}: {players}, {result}.").format(
                n=e.number, count=e.count, **said)
        else:
            line = _("{players}, {result}.").format(**said)
        more = []
        if _known(e.white) or _known(e.black):
            # names are often written "Surname,I.": one full stop ends the sentence
            more.append(_("White: {white}; Black: {black}").format(
                white=quoted(_known(e.white) or "?", 60),
                black=quoted(_known(e.black) or "?", 60)).removesuffix(".") + ".")
        where = [quoted(_known(text), 60) for text in (e.event, e.site) if _known(text)]
        if _known(e.date):
            where.append(self._date(e.date))
        if _known(e.round):
            where.append(_("round {round}").format(round=quoted(_known(e.round), 20)))
        if where:
            more.append(", ".join(where) + ".")
        more.append(self.variant_name(e.rules) + ".")
        return Rendered([line], more)

    def _r_FileGamesShown(self, e: ev.FileGamesShown) -> Rendered:
        _ = self._
        lines = [
            _("Game {n}: {players}, {result}.").format(
                n=g.number, players=self._players(g.white, g.black, g.event),
                result=self.result_words(_known(g.result) or "*", g.first))
            for g in e.games
        ]
        head = " ".join((
            self._n("The file holds {n} game.", "The file holds {n} games.",
                    len(e.games)).format(n=len(e.games)),
            _("Game {n} is open.").format(n=e.open),
            _("Say games and a number to open one."),
        ))
        return Rendered([head, *lines[:LIST_AT_MOST]], lines[LIST_AT_MOST:])

    def _r_NothingToRepeat(self, e: ev.NothingToRepeat) -> Rendered:
        return Rendered([self._("Nothing to repeat yet.")])

    def _r_NoMoreDetail(self, e: ev.NoMoreDetail) -> Rendered:
        return Rendered([self._("There is nothing more to add.")])

    def _r_Goodbye(self, e: ev.Goodbye) -> Rendered:
        _ = self._
        if e.state == "nothing":
            return Rendered([_("Goodbye.")])
        return Rendered([_("Goodbye. {saving}").format(saving=self.saving(e.state, e.problem))])

    def _r_GameOpenElsewhere(self, e: ev.GameOpenElsewhere) -> Rendered:
        _ = self._
        if e.at_start:
            line = _("The saved game is open in another window, and is left to it. A new "
                     "game begins here; say games for your other games.")
        else:
            line = _("That game is open in another window, and is left to it.")
        return Rendered([line], [e.path])

    # ------------------------------------------------------------ puzzles

    def _wins(self, men: int, game: bool) -> str:
        """``wins a man``, ``wins 2 men``, ``wins the game``."""
        if game:
            return self._("wins the game")
        return self._n("wins a man", "wins {n} men", men).format(n=men)

    def _r_PuzzleShown(self, e: ev.PuzzleShown) -> Rendered:
        _ = self._
        line = _("Puzzle {number} of {total}, grade {grade}: {side} to move {wins}.").format(
            number=e.number, total=e.total, grade=e.grade, side=self.p.side(e.position.turn),
            wins=self._wins(e.men, e.game))
        return Rendered([line], [
            _("Ask for the board, the pieces or the moves as in a game; answer with a move. "
              "Say hint for a hint, solution for the solution."),
            _("Puzzles of {variant} solved so far: {n}.").format(
                variant=self.variant_name(e.rules), n=e.solved)])

    def _r_PuzzleAnswer(self, e: ev.PuzzleAnswer) -> Rendered:
        _ = self._
        move = self.move_short(e.position.rules, e.move)
        if e.right and e.done:
            return Rendered([_("Right: {move} {wins}.").format(
                move=move, wins=self._wins(e.men, e.game))])
        if e.right:
            return Rendered([_("Right: {move}.").format(move=move)])
        if not e.loses:
            return Rendered([_("Not that one: {move} wins nothing. Try again.").format(
                move=move)])
        if e.taken:
            loses = self._n("{move} loses the man on {squares}", "{move} loses the men on "
                            "{squares}", len(e.taken)).format(
                move=move, squares=self.squares(e.position.rules, e.taken))
        else:
            loses = self._n("{move} loses a man", "{move} loses {n} men", e.loses).format(
                move=move, n=e.loses)
        if e.reply is None:
            return Rendered([_("Wrong: {loses}. Try again.").format(loses=loses)])
        after = e.position.copy()
        after.push(e.move)
        return Rendered([_("Wrong: {loses}: {side} answers {reply}. Try again.").format(
            loses=loses, side=self.p.side(after.turn), reply=self.move_words(after, e.reply))])

    def _r_PuzzleGoesOn(self, e: ev.PuzzleGoesOn) -> Rendered:
        return Rendered([self._("Your move again.")])

    def _r_PuzzleHint(self, e: ev.PuzzleHint) -> Rendered:
        _, rules = self._, e.position.rules
        if e.step >= 2:
            return Rendered([_("Hint: from {start} to {end}.").format(
                start=self.sq(rules, e.start), end=self.sq(rules, e.end))])
        piece = self.piece_name(e.position.piece_at(e.start), rules)
        idea = {
            "sacrifice": _("The idea: a sacrifice; give a man so that you take more."),
            "capture": _("The idea: the capture that collects the gain."),
        }.get(e.kind) or _("The idea: a quiet move after which the opponent cannot keep "
                           "every man.")
        return Rendered([_("Hint: the {piece} on {square}. {idea}").format(
            piece=piece, square=self.sq(rules, e.start), idea=idea)])

    def _r_PuzzleSolution(self, e: ev.PuzzleSolution) -> Rendered:
        p = e.position.copy()
        said = []
        for move in e.moves:
            said.append(self.move_short(p.rules, move))
            p.push(move)
        return Rendered([self._("Solution: {moves}; it {wins}.").format(
            moves=", ".join(said), wins=self._wins(e.men, e.game))])

    def _r_PuzzleSolved(self, e: ev.PuzzleSolved) -> Rendered:
        _ = self._
        if e.shown:
            return Rendered([_("The next puzzle is of grade {grade}: say puzzle.").format(
                grade=e.grade)])
        if e.up:
            return Rendered([_("Solved, {n} in all. The next ones are harder, grade {grade}: "
                               "say puzzle.").format(n=e.solved, grade=e.grade)])
        return Rendered([_("Solved, {n} in all. The next puzzle is of grade {grade}: say "
                           "puzzle.").format(n=e.solved, grade=e.grade)])

    def _r_NoPuzzle(self, e: ev.NoPuzzle) -> Rendered:
        _ = self._
        if e.not_set:
            return Rendered([_("No puzzle is set: say puzzle for one.")])
        variant = self.variant_name(e.rules)
        if e.all_solved:
            return Rendered([_("Every puzzle of {variant} is solved.").format(variant=variant)])
        return Rendered([_("There are no puzzles for {variant}.").format(variant=variant)])


    def _r_SettingsProblem(self, e: ev.SettingsProblem) -> Rendered:
        _ = self._
        more = [e.detail] if e.detail else []
        if e.kind == "unreadable":
            if e.why == "syntax":
                reason = (_("there is a mistake on line {line}") if e.line
                          else _("there is a mistake in it")).format(line=e.line)
            elif e.why == "encoding":
                reason = (_("it is not text in UTF-8 (line {line})") if e.line
                          else _("it is not text in UTF-8")).format(line=e.line)
            elif e.why == "too-large":
                reason = _("it is far too large for a settings file")
            else:
                reason = self.file_reason(e.why)
            line = _("The settings file {path} cannot be read: {reason}.").format(
                path=e.path, reason=reason)
            if e.moved_to:
                name = e.moved_to.replace("\\", "/").rsplit("/", 1)[-1]
                line += " " + _("It is kept as {name}; the default settings hold for now."
                                ).format(name=name)
            else:
                line += " " + _("The default settings hold for now; the file is left as it "
                                "is, so settings will not be kept.")
            return Rendered([line], more)
        if e.kind == "not-saved":
            reason = self.file_reason(e.why)
            where = _("The settings file {path} cannot be written: {reason}.").format(
                path=e.path, reason=reason)
            return Rendered([_("The settings will not be kept for next time: {reason}.").format(
                reason=reason)], [where, *more])
        if e.path and e.line:
            where = _("Settings file, line {line}:").format(line=e.line) + " "
        elif e.path:
            where = _("Settings file:") + " "
        else:
            where = ""
        if e.kind == "unknown-key":
            said = _("{key} is not a setting; it is left out.").format(key=quoted(e.key, 40))
        else:
            setting = quoted(f"{e.key} = {e.value}", 60)
            if e.used in ("", '""'):
                said = _("{setting} cannot be used; the default holds instead.").format(
                    setting=setting)
            else:
                said = _("{setting} cannot be used; the default {value} holds instead."
                         ).format(setting=setting, value=quoted(e.used, 40))
        return Rendered([where + said], [e.path] if e.path else [])


Renderer.events = dict([
    renders(ev.GameStarted, Renderer._r_GameStarted),
    renders(ev.OutputChosen, Renderer._r_OutputChosen),
    renders(ev.EndgameDatabaseBuilding, Renderer._r_EndgameDatabaseBuilding),
    renders(ev.SpeechLost, Renderer._r_SpeechLost),
    renders(ev.MoveMade, Renderer._r_MoveMade),
    renders(ev.MustCapture, Renderer._r_MustCapture),
    renders(ev.YourTurn, Renderer._r_YourTurn),
    renders(ev.IllegalMove, Renderer._r_IllegalMove),
    renders(ev.WhichMove, Renderer._r_WhichMove),
    renders(ev.NotUnderstood, Renderer._r_NotUnderstood),
    renders(ev.DidYouMean, Renderer._r_DidYouMean),
    renders(ev.WhichMeaning, Renderer._r_WhichMeaning),
    renders(ev.NothingAsked, Renderer._r_NothingAsked),
    renders(ev.VolumeNotOurs, Renderer._r_VolumeNotOurs),
    renders(ev.LineTooLong, Renderer._r_LineTooLong),
    renders(ev.PositionNotRead, Renderer._r_PositionNotRead),
    renders(ev.NotYourTurn, Renderer._r_NotYourTurn),
    renders(ev.Thinking, Renderer._r_Thinking),
    renders(ev.ReviewProgress, Renderer._r_ReviewProgress),
    renders(ev.StillThinking, Renderer._r_StillThinking),
    renders(ev.DrawRuleCounting, Renderer._r_DrawRuleCounting),
    renders(ev.GameOver, Renderer._r_GameOver),
    renders(ev.BoardShown, Renderer._r_BoardShown),
    renders(ev.PiecesShown, Renderer._r_PiecesShown),
    renders(ev.SquareShown, Renderer._r_SquareShown),
    renders(ev.LineShown, Renderer._r_LineShown),
    renders(ev.MovesShown, Renderer._r_MovesShown),
    renders(ev.LastMoveShown, Renderer._r_LastMoveShown),
    renders(ev.HistoryShown, Renderer._r_HistoryShown),
    renders(ev.TurnShown, Renderer._r_TurnShown),
    renders(ev.MaterialShown, Renderer._r_MaterialShown),
    renders(ev.ClockShown, Renderer._r_ClockShown),
    renders(ev.HintShown, Renderer._r_HintShown),
    renders(ev.AnalysisShown, Renderer._r_AnalysisShown),
    renders(ev.MistakesShown, Renderer._r_MistakesShown),
    renders(ev.HangWarning, Renderer._r_HangWarning),
    renders(ev.HintExplained, Renderer._r_HintExplained),
    renders(ev.Undone, Renderer._r_Undone),
    renders(ev.Confirm, Renderer._r_Confirm),
    renders(ev.Cancelled, Renderer._r_Cancelled),
    renders(ev.DrawOffer, Renderer._r_DrawOffer),
    renders(ev.Saved, Renderer._r_Saved),
    renders(ev.NetworkNews, Renderer._r_NetworkNews),
    renders(ev.Loaded, Renderer._r_Loaded),
    renders(ev.FileProblem, Renderer._r_FileProblem),
    renders(ev.SaveFailed, Renderer._r_SaveFailed),
    renders(ev.ResumeOffered, Renderer._r_ResumeOffered),
    renders(ev.GameOpenElsewhere, Renderer._r_GameOpenElsewhere),
    renders(ev.AnswerYesOrNo, Renderer._r_AnswerYesOrNo),
    renders(ev.SaveSetAside, Renderer._r_SaveSetAside),
    renders(ev.ClockStarted, Renderer._r_ClockStarted),
    renders(ev.KeptGamesShown, Renderer._r_KeptGamesShown),
    renders(ev.SettingShown, Renderer._r_SettingShown),
    renders(ev.SettingRejected, Renderer._r_SettingRejected),
    renders(ev.SettingsShown, Renderer._r_SettingsShown),
    renders(ev.HelpShown, Renderer._r_HelpShown),
    renders(ev.ReviewAt, Renderer._r_ReviewAt),
    renders(ev.NothingToGoThrough, Renderer._r_NothingToGoThrough),
    renders(ev.SteppedTo, Renderer._r_SteppedTo),
    renders(ev.ThreatsShown, Renderer._r_ThreatsShown),
    renders(ev.ResultShown, Renderer._r_ResultShown),
    renders(ev.OpponentShown, Renderer._r_OpponentShown),
    renders(ev.LastMovesShown, Renderer._r_LastMovesShown),
    renders(ev.RecordOpened, Renderer._r_RecordOpened),
    renders(ev.FileGamesShown, Renderer._r_FileGamesShown),
    renders(ev.NothingToRepeat, Renderer._r_NothingToRepeat),
    renders(ev.NoMoreDetail, Renderer._r_NoMoreDetail),
    renders(ev.Goodbye, Renderer._r_Goodbye),
    renders(ev.SettingsProblem, Renderer._r_SettingsProblem),
    renders(ev.LessonStep, Renderer._r_LessonStep),
    renders(ev.LessonRight, Renderer._r_LessonRight),
    renders(ev.LessonNotAsked, Renderer._r_LessonNotAsked),
    renders(ev.LessonTryAgain, Renderer._r_LessonTryAgain),
    renders(ev.LessonHint, Renderer._r_LessonHint),
    renders(ev.LessonWaits, Renderer._r_LessonWaits),
    renders(ev.LessonEnded, Renderer._r_LessonEnded),
    renders(ev.NoLesson, Renderer._r_NoLesson),
    renders(ev.RuleAnswered, Renderer._r_RuleAnswered),
    renders(ev.RuleComparison, Renderer._r_RuleComparison),
    renders(ev.PuzzleShown, Renderer._r_PuzzleShown),
    renders(ev.PuzzleAnswer, Renderer._r_PuzzleAnswer),
    renders(ev.PuzzleGoesOn, Renderer._r_PuzzleGoesOn),
    renders(ev.PuzzleHint, Renderer._r_PuzzleHint),
    renders(ev.PuzzleSolution, Renderer._r_PuzzleSolution),
    renders(ev.PuzzleSolved, Renderer._r_PuzzleSolved),
    renders(ev.NoPuzzle, Renderer._r_NoPuzzle),
])

__all__ = ["BLACK", "NATO", "EventTable", "Rendered", "Renderer", "renders"]
