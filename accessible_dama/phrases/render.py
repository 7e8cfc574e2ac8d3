"""Events in words: the one place where each sentence of the game is made.

``Renderer.render(event)`` gives the lines to say or show: the answer first and short;
``more`` holds the details the player gets by asking "more".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_dama.notation import Style, notation_style
from accessible_dama.notation.squares import square_name
from accessible_dama.phrases.sentences import Phrases
from accessible_dama.rules import BLACK, WHITE, Color, Move, Piece, Position, Reason, Rules, Square
from accessible_dama.rules.explain import IllegalKind
from accessible_dama.session import events as ev

NATO = {
    "en": ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
           "juliett"),
    "cs": ("Adam", "Božena", "Cyril", "David", "Emil", "František", "Gustav", "Helena", "Ivan",
           "Josef"),
}
LIST_AT_MOST = 4  # options read out before "and N more"


@dataclass
class Rendered:
    lines: list[str] = field(default_factory=list)
    more: list[str] = field(default_factory=list)


class Renderer:
    """Sentences for events, in one language, verbosity and notation."""

    def __init__(self, lang: str, verbosity: str = "normal", notation: str = "") -> None:
        self.p = Phrases(lang)
        self.lang = lang
        self._ = self.p._
        self._n = self.p._n
        self.verbosity = verbosity
        self.notation = notation

    # ------------------------------------------------------------ names

    def sq(self, rules: Rules, square: Square) -> str:
        g = rules.geometry
        style = self.notation or ("numeric" if notation_style(rules) is Style.NUMERIC
                                  else "algebraic")
        if style == "numeric":
            return square_name(g, square, Style.NUMERIC)
        name = square_name(g, square, Style.ALGEBRAIC)
        if style == "nato":
            return f"{NATO[self.lang]['abcdefghij'.index(name[0])]} {name[1:]}"
        return name

    def variant_name(self, rules: Rules) -> str:
        names = {
            "czech": self._("Czech draughts"),
            "czech-8": self._("Czech draughts with eight men"),
            "opalecka": self._("Opálecká draughts"),
            "english": self._("English draughts"),
            "brazilian": self._("Brazilian draughts"),
            "international": self._("international draughts"),
        }
        return names.get(rules.id, rules.name)

    def piece_name(self, piece: Piece | None) -> str:
        _ = self._
        return {
            None: _("empty"),
            Piece.WHITE_MAN: _("white man"),
            Piece.WHITE_KING: _("white king"),
            Piece.BLACK_MAN: _("black man"),
            Piece.BLACK_KING: _("black king"),
        }[piece]

    def move_words(self, rules: Rules, move: Move) -> str:
        """``c3 to d4``; a capture ``f6 over e5 to d4`` (each jump, then the next)."""
        _ = self._

        def s(square: Square) -> str:
            return self.sq(rules, square)

        if not move.captured:
            if self.verbosity == "brief":
                return f"{s(move.start)} {s(move.end)}"
            return _("{start} to {end}").format(start=s(move.start), end=s(move.end))
        g = rules.geometry
        parts = []
        for a, b in zip(move.path, move.path[1:], strict=False):
            jumped = [x for x in g.between(a, b) if x in move.captured]
            over = s(jumped[0]) if jumped else "?"
            if self.verbosity == "brief":
                parts.append(f"x {s(b)}")
            else:
                parts.append(_("over {square} to {end}").format(square=over, end=s(b)))
        if self.verbosity == "brief":
            return f"{s(move.start)} " + " ".join(parts)
        return f"{s(move.start)} " + ", ".join(parts)

    def move_short(self, rules: Rules, move: Move) -> str:
        sep = "x" if move.captured else "-"
        return sep.join(self.sq(rules, x) for x in move.path)

    def options(self, rules: Rules, moves: tuple[Move, ...]) -> tuple[str, list[str]]:
        """Up to a few moves in words, and the rest for "more"."""
        words = [self.move_words(rules, m) for m in moves]
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

    def squares(self, rules: Rules, squares: tuple[Square, ...] | list[Square]) -> str:
        return ", ".join(self.sq(rules, x) for x in squares)

    # ------------------------------------------------------------ events

    def render(self, event: ev.Event) -> Rendered:
        method = getattr(self, f"_r_{type(event).__name__}", None)
        if method is None:
            return Rendered([str(event)])
        result: Rendered = method(event)
        return result

    def _r_GameStarted(self, e: ev.GameStarted) -> Rendered:
        _ = self._
        variant = self.variant_name(e.rules)
        if e.resumed_moves:
            first = _("The saved game goes on: {variant}, {moves} played.").format(
                variant=variant, moves=self.p.moves(e.resumed_moves))
        elif e.player is None:
            first = _("New game: {variant}, two players.").format(variant=variant)
        else:
            first = _("New game: {variant} against the computer, level {level} ({name}).").format(
                variant=variant, level=e.level, name=self.p.level_name(e.level))
        if e.player is None:
            second = _("{side} moves first.").format(side=self.p.side(e.rules.first))
        elif e.player == WHITE:
            second = _("You play White.")
        else:
            second = _("You play Black.")
        return Rendered([f"{first} {second} {_('Say help for the commands.')}"])

    def _r_OutputChosen(self, e: ev.OutputChosen) -> Rendered:
        if e.speech:
            return Rendered([self._("Speech: {what}.").format(what=e.speech)])
        # the reason is a technical detail from the speech system: on request only
        return Rendered([self._("No speech, text only.")], [e.reason] if e.reason else [])

    def _r_MoveMade(self, e: ev.MoveMade) -> Rendered:
        _ = self._
        rules = e.before.rules
        side = self.p.side(e.color)
        words = self.move_words(rules, e.move)
        if e.move.captured:
            line = _("{side} captures {move}.").format(side=side, move=words)
        else:
            line = _("{side}: {move}.").format(side=side, move=words)
        if e.crowned:
            line = line[:-1] + _(", and becomes a king.")
        more = [self._material_line(self._after(e))]
        if self.verbosity == "full":
            return Rendered([line, *more])
        return Rendered([line], more)

    @staticmethod
    def _after(e: ev.MoveMade) -> Position:
        p = e.before.copy()
        p.push(e.move)
        return p

    def _r_MustCapture(self, e: ev.MustCapture) -> Rendered:
        _ = self._
        text, words = self.options(e.position.rules, e.moves)
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
        }
        reason = reasons.get(k, _("the rules do not allow it."))
        first = sqs[0] if sqs else None
        reason = reason.format(
            square=self.sq(rules, first) if first else "", squares=squares, count=count
        )
        named = "-".join(self.sq(rules, x) for x in e.path) if e.path else e.text
        return Rendered([_("{move} is not possible: {reason}").format(move=named, reason=reason)])

    def _r_WhichMove(self, e: ev.WhichMove) -> Rendered:
        _ = self._
        rules = e.position.rules
        starts = sorted({m.start for m in e.moves})
        ends = sorted({m.end for m in e.moves})
        if len(starts) > 1 and len(ends) == 1 and len(starts) == len(e.moves):
            opts = self._or([_("from {square}").format(square=self.sq(rules, s)) for s in starts])
            return Rendered([_("Which piece: {options}?").format(options=opts)])
        if len(starts) == 1 and len(ends) == len(e.moves):
            opts = self._or([_("to {square}").format(square=self.sq(rules, s)) for s in ends])
            return Rendered([_("Where to: {options}?").format(options=opts)])
        text, words = self.options(rules, e.moves)
        return Rendered([_("Which move: {options}?").format(options=text)], [", ".join(words)])

    def _r_NotUnderstood(self, e: ev.NotUnderstood) -> Rendered:
        return Rendered([self._('I did not understand "{text}". Say help for the commands.')
                         .format(text=e.text)])

    def _r_NotYourTurn(self, e: ev.NotYourTurn) -> Rendered:
        if e.game_over:
            return Rendered([self._("The game is over. Say new game to play another.")])
        return Rendered([self._("It is the computer's move.")])

    def _r_DrawRuleCounting(self, e: ev.DrawRuleCounting) -> Rendered:
        _ = self._
        if e.repetition:
            return Rendered([_("One more repetition of this position and the game is drawn.")])
        return Rendered([_("Draw by rule {clause} in {moves}.").format(
            clause=e.clause, moves=self.p.moves(e.moves_left))])

    def _r_GameOver(self, e: ev.GameOver) -> Rendered:
        _ = self._
        o = e.outcome
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
        }
        if o.reason is Reason.NO_MOVES:
            blocked = self.p.side(not o.winner) if o.winner is not None else ""
            text = (_("{winner} wins: {loser} cannot move.") if o.winner is not None
                    else _("Draw: the player to move cannot move."))
            text = text.format(winner=who, loser=blocked)
        else:
            text = texts[o.reason].format(winner=who, loser=loser_side, clause=o.clause)
        if e.player is not None and o.winner is not None:
            text = (_("You win.") if o.winner == e.player else _("You lose.")) + " " + text
        return Rendered([_("Game over.") + " " + text])

    # ------------------------------------------------------------ answers

    def _occupants(self, position: Position, squares: tuple[Square, ...] | list[Square],
                   all_squares: bool) -> list[str]:
        rules = position.rules
        out = []
        for x in squares:
            piece = position.piece_at(x)
            if piece is not None or all_squares:
                out.append(f"{self.sq(rules, x)} {self.piece_name(piece)}")
        return out

    def _r_BoardShown(self, e: ev.BoardShown) -> Rendered:
        _ = self._
        g = e.position.rules.geometry
        lines = []
        for rank in range(g.size - 1, -1, -1):
            squares = [s for f in range(g.size) if (s := g.square_at(f, rank)) is not None]
            found = self._occupants(e.position, squares, e.all_squares)
            body = ", ".join(found) if found else _("empty")
            lines.append(_("Rank {n}: {squares}.").format(n=rank + 1, squares=body))
        return Rendered(lines)

    def _pieces_line(self, position: Position, color: Color) -> str:
        _ = self._
        rules = position.rules
        men = position.squares_of(Piece.of(color, False))
        kings = position.squares_of(Piece.of(color, True))
        side = self.p.side(color)
        if not men and not kings:
            return _("{side} has no pieces.").format(side=side)
        parts = []
        if men:
            parts.append(_("men ({n}): {squares}").format(n=len(men),
                                                         squares=self.squares(rules, men)))
        if kings:
            parts.append(_("kings ({n}): {squares}").format(n=len(kings),
                                                            squares=self.squares(rules, kings)))
        return f"{side}: " + "; ".join(parts) + "."

    def _r_PiecesShown(self, e: ev.PiecesShown) -> Rendered:
        colors = [e.color] if e.color is not None else [WHITE, BLACK]
        return Rendered([self._pieces_line(e.position, c) for c in colors])

    def _r_SquareShown(self, e: ev.SquareShown) -> Rendered:
        return Rendered([f"{self.sq(e.position.rules, e.square)}: "
                         f"{self.piece_name(e.position.piece_at(e.square))}."])

    def _r_LineShown(self, e: ev.LineShown) -> Rendered:
        _ = self._
        body = ", ".join(self._occupants(e.position, e.squares, True))
        rules = e.position.rules
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
            words.append(self.move_short(rules, move))
            p.push(move)
        return Rendered([_("Moves: {moves}").format(moves=" ".join(words))])

    def _r_TurnShown(self, e: ev.TurnShown) -> Rendered:
        _ = self._
        line = _("{side} to move, move {n}.").format(side=self.p.side(e.color), n=e.move_number)
        if e.player is not None:
            line = line[:-1] + " " + (_("(you).") if e.player == e.color else _("(the computer)."))
        return Rendered([line])

    def _material_line(self, p: Position) -> str:
        parts = []
        for color in (WHITE, BLACK):
            men, kings = p.count(color)
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
        line = " ".join(self.move_short(e.position.rules, m) for m in e.hint.line[:8])
        return Rendered([self.p.hint(e.hint, e.position)], [self._("Line: {moves}").format(
            moves=line)] if line else [])

    def _r_AnalysisShown(self, e: ev.AnalysisShown) -> Rendered:
        return Rendered([self.p.analysis(e.analysis)])

    def _r_Undone(self, e: ev.Undone) -> Rendered:
        if e.nothing:
            return Rendered([self._("There is no move to take back.")])
        return Rendered([self._("Taken back: {n}.").format(n=self.p.moves(len(e.moves)))])

    def _r_Confirm(self, e: ev.Confirm) -> Rendered:
        _ = self._
        questions = {
            "resign": _("Resign this game? Yes or no."),
            "new": _("Start a new game? The current one stays saved. Yes or no."),
            "quit": _("Quit? The game is saved and can go on next time. Yes or no."),
            "draw": _("A draw is offered. Accept? Yes or no."),
        }
        return Rendered([questions[e.action]])

    def _r_Cancelled(self, e: ev.Cancelled) -> Rendered:
        return Rendered([self._("All right, the game goes on.")])

    def _r_DrawOffer(self, e: ev.DrawOffer) -> Rendered:
        _ = self._
        if e.accepted is None:
            return Rendered([_("A draw is offered. Accept? Yes or no.")])
        if e.accepted:
            return Rendered([_("The draw is accepted.")])
        return Rendered([_("The computer declines the draw. Play on.")])

    def _r_Saved(self, e: ev.Saved) -> Rendered:
        return Rendered([self._("Game saved to {path}.").format(path=e.path)])

    def _r_Loaded(self, e: ev.Loaded) -> Rendered:
        return Rendered([self._("Game loaded from {path}: {moves} played.").format(
            path=e.path, moves=self.p.moves(e.moves))])

    def _r_FileProblem(self, e: ev.FileProblem) -> Rendered:
        return Rendered([self._("Cannot use {path}: {detail}").format(path=e.path,
                                                                       detail=e.detail)])

    def setting_name(self, name: str) -> str:
        _ = self._
        return {
            "lang": _("language"), "level": _("level"), "verbosity": _("verbosity"),
            "notation": _("notation"), "rate": _("speech rate"), "voice": _("voice"),
            "speech": _("speech"), "variant": _("variant"), "interrupt": _("interrupting"),
        }.get(name, name)

    def _r_SettingShown(self, e: ev.SettingShown) -> Rendered:
        name = self.setting_name(e.name)
        value = e.value or "-"
        if e.changed:
            return Rendered([self._("Set: {name} {value}.").format(name=name, value=value)])
        return Rendered([f"{name}: {value}."])

    def _r_SettingRejected(self, e: ev.SettingRejected) -> Rendered:
        return Rendered([self._('"{value}" is not a possible {name}.').format(
            value=e.value, name=self.setting_name(e.name))])

    def command_description(self, name: str) -> str:
        _ = self._
        return {
            "help": _("this list"),
            "board": _("the board, rank by rank"),
            "board-all": _("the board with every square, empty ones too"),
            "pieces": _("where the pieces stand"),
            "square": _("what stands on a square"),
            "rank": _("one rank"),
            "file": _("one file"),
            "diagonal": _("the diagonals through a square"),
            "moves": _("the legal moves, or those from a square"),
            "captures": _("the captures"),
            "last": _("the last move"),
            "history": _("the moves so far"),
            "turn": _("who is to move"),
            "material": _("how many pieces each side has"),
            "clock": _("the time left"),
            "hint": _("the best move and why"),
            "analysis": _("who stands better"),
            "undo": _("take back your last move"),
            "new": _("a new game"),
            "variant": _("which draughts to play"),
            "level": _("the computer's level, 1 to 10"),
            "save": _("save the game as PDN"),
            "load": _("load a PDN game"),
            "setup": _("start from a position (FEN)"),
            "resign": _("resign the game"),
            "draw": _("offer a draw"),
            "repeat": _("say the last announcement again"),
            "more": _("the details of the last answer"),
            "settings": _("language, speech rate, voice, verbosity, notation"),
            "braille": _("the board in braille"),
            "yes": _("answer yes"),
            "no": _("answer no"),
            "forward": _("in a loaded game: the next move"),
            "back": _("in a loaded game: the move before"),
            "goto": _("in a loaded game: go to move N"),
            "quit": _("end the program (the game stays saved)"),
        }.get(name, "")

    def _r_HelpShown(self, e: ev.HelpShown) -> Rendered:
        from accessible_dama.understand import COMMANDS

        lines = [self._("Type a move as two squares, for example c3 d4. Commands:")]
        for name, command in COMMANDS.items():
            words = command.words.get(self.lang) or (name,)
            args = f" {command.arguments}" if command.arguments else ""
            lines.append(f"{words[0]}{args}: {self.command_description(name)}.")
        return Rendered(lines[:1], lines[1:]) if self.verbosity == "brief" else Rendered(lines)

    def _r_ReviewAt(self, e: ev.ReviewAt) -> Rendered:
        _ = self._
        if e.ply == 0:
            return Rendered([_("Start of the game, {total} to go through.").format(
                total=self.p.moves(e.total))])
        line = _("Move {n} of {total}.").format(n=e.ply, total=e.total)
        if e.ply == e.total:
            line += " " + _("End of the record.")
        return Rendered([line])

    def _r_NothingToRepeat(self, e: ev.NothingToRepeat) -> Rendered:
        return Rendered([self._("Nothing to repeat yet.")])

    def _r_NoMoreDetail(self, e: ev.NoMoreDetail) -> Rendered:
        return Rendered([self._("There is nothing more to add.")])

    def _r_Goodbye(self, e: ev.Goodbye) -> Rendered:
        return Rendered([self._("Goodbye. The game is saved and can go on next time.")])


__all__ = ["BLACK", "NATO", "Rendered", "Renderer"]
