"""Every sentence the program says, in the player's language.

Speech, screen-reader lines and braille all take their text from here, so a sentence
exists in one place. The words come from the gettext catalogs (msgids are English; the
Czech catalog translates them, plural forms included).
"""

from __future__ import annotations

from accessible_dama.engine import Analysis, Hint, Why, level
from accessible_dama.engine.levels import (
    MOSTLY_CARELESS,
    OFTEN_CARELESS,
    SOMETIMES_CARELESS,
    UNLIMITED_DEPTH,
)
from accessible_dama.notation.text import move_text, square_name
from accessible_dama.phrases.catalog import translations
from accessible_dama.rules import AnyPosition, AnyRules, Color


class Phrases:
    """The sentences of one language."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        t = translations(lang)
        self._ = t.gettext
        self._n = t.ngettext
        self._p = t.pgettext

    # ------------------------------------------------------------ words

    def side(self, color: Color) -> str:
        """'White' or 'Black', as the subject of a sentence."""
        return self._("White") if color else self._("Black")

    def level_name(self, number: int, rules: AnyRules | None = None) -> str:
        """What a player can expect of a level of the game ``rules`` (each board size has
        its own levels), from what defines it: how far it looks and how often it is
        careless, or for the strongest how long it thinks."""
        lv = level(number, rules)
        if lv.max_depth >= UNLIMITED_DEPTH:
            return self._("thinks up to {seconds} seconds a move").format(
                seconds=f"{lv.seconds:g}")
        if lv.careless >= MOSTLY_CARELESS:
            return self._("careless in most moves")
        if lv.careless >= OFTEN_CARELESS:
            return self._n("looks {n} move ahead, often careless",
                           "looks {n} moves ahead, often careless",
                           lv.max_depth).format(n=lv.max_depth)
        if lv.careless >= SOMETIMES_CARELESS:
            return self._n("looks {n} move ahead, sometimes careless",
                           "looks {n} moves ahead, sometimes careless",
                           lv.max_depth).format(n=lv.max_depth)
        if lv.careless:
            return self._n("looks {n} move ahead, rarely careless",
                           "looks {n} moves ahead, rarely careless",
                           lv.max_depth).format(n=lv.max_depth)
        return self._n("looks {n} move ahead", "looks {n} moves ahead",
                       lv.max_depth).format(n=lv.max_depth)

    def men(self, n: int) -> str:
        return self._n("{n} man", "{n} men", n).format(n=n)

    def kings(self, n: int) -> str:
        return self._n("{n} king", "{n} kings", n).format(n=n)

    def material(self, men: int, kings: int) -> str:
        """Men and kings as a difference of material is said: "two men and a king"
        ("dva kameny a jednu dámu"); a man or a king alone is "a man" ("kámen")."""
        _, _n, _p = self._, self._n, self._p
        if men and not kings and men == 1:
            return _p("material", "a man")
        if kings and not men and kings == 1:
            return _p("material", "a king")
        said = []
        if men:
            said.append(_n("one man (material)", "{n} men (material)", men).format(
                n=self._number(men, "men")))
        if kings:
            said.append(_n("one king (material)", "{n} kings (material)", kings).format(
                n=self._number(kings, "kings")))
        if len(said) == 2:
            return _("{men} and {kings}").format(men=said[0], kings=said[1])
        return said[0]

    def _number(self, n: int, of: str) -> str:
        """2 to 4 in words agreeing with what is counted ("dva kameny", "dvě dámy")."""
        words = {2: "two", 3: "three", 4: "four"}
        if n not in words:
            return str(n)
        return self._p("men" if of == "men" else "kings", words[n])

    def pieces(self, n: int) -> str:
        return self._n("{n} piece", "{n} pieces", n).format(n=n)

    def moves(self, n: int) -> str:
        return self._n("{n} move", "{n} moves", n).format(n=n)

    # ------------------------------------------------------------ engine

    def hint(self, hint: Hint, position: AnyPosition, move: str = "") -> str:
        """The hint in one sentence: the move first, then why. ``move`` is the move as
        the player's notation writes it (by default, as the game usually writes it)."""
        move = move or move_text(position, hint.move)
        _ = self._
        if hint.why is Why.WINS_GAME:
            return _("{move}: it wins by force, in {moves}.").format(
                move=move, moves=self.moves((hint.plies + 1) // 2)
            )
        if hint.why is Why.FORCES_CAPTURE:
            sentence = _("{move}: it gives up {pieces}, the capture is forced, then it wins more.")
            return sentence.format(move=move, pieces=self.pieces(hint.pieces))
        if hint.why is Why.CAPTURES:
            return _("{move}: it captures {pieces}.").format(
                move=move, pieces=self.pieces(hint.pieces)
            )
        if hint.why is Why.WINS_MATERIAL:
            if hint.pieces == 1:
                return _("{move}: it wins a man.").format(move=move)
            return _("{move}: it wins {men}.").format(move=move, men=self.men(hint.pieces))
        if hint.why is Why.CROWNS:
            return _("{move}: it gets a king.").format(move=move)
        if hint.why is Why.TRADES:
            return _("{move}: it trades men while you are ahead.").format(move=move)
        if hint.why is Why.FORCES_EXCHANGE:
            return _("{move}: it forces an exchange.").format(move=move)
        if hint.why in (Why.DEFENDS, Why.COVERS):
            return _("{move}: it defends the piece on {squares}.").format(
                move=move, squares=self._squares(position, hint.squares))
        if hint.why is Why.THREATENS:
            return _("{move}: it threatens to take on {squares}.").format(
                move=move, squares=self._squares(position, hint.squares))
        if hint.why is Why.PREPARES_CROWNING:
            return _("{move}: it prepares to crown a man.").format(move=move)
        if hint.why is Why.BLOCKS:
            return _("{move}: it blocks the opponent's men.").format(move=move)
        if hint.why is Why.WINS_TEMPO:
            return _("{move}: it wins a tempo.").format(move=move)
        if hint.why is Why.STOPS_BREAKTHROUGH:
            return _("{move}: it stops a breakthrough; otherwise the opponent's man would "
                     "crown.").format(move=move)
        if hint.why is Why.SAFE_MOVE:
            return _("{move}: it is the only move that loses nothing.").format(move=move)
        if hint.why is Why.CLOSES_MILL:
            return _("{move}: it closes a mill.").format(move=move)
        if hint.why is Why.GIVES_CHECK:
            return _("{move}: it gives check.").format(move=move)
        if hint.why is Why.MATES:
            return _("{move}: it mates.").format(move=move)
        if hint.why is Why.ONLY_MOVE:
            return _("{move} is the only move.").format(move=move)
        return _("{move}: it improves the position.").format(move=move)

    def _squares(self, position: AnyPosition, squares: tuple[int, ...]) -> str:
        return ", ".join(square_name(position.rules, s) for s in squares)

    def hint_why(self, hint: Hint, position: AnyPosition) -> str:
        """Why the hint's move is good, in one sentence (after "why?")."""
        _ = self._
        why = hint.why
        if why is Why.WINS_GAME:
            return _("Whatever the opponent answers, the game is won in {moves}.").format(
                moves=self.moves((hint.plies + 1) // 2))
        if why is Why.FORCES_CAPTURE:
            return _("The opponent must take {pieces}, and then you take more back.").format(
                pieces=self.pieces(hint.pieces))
        if why is Why.CAPTURES:
            return _("It takes {pieces}, and the opponent cannot win them back.").format(
                pieces=self.pieces(hint.pieces))
        if why is Why.WINS_MATERIAL:
            return _("Whatever the opponent answers, it loses {pieces} within a few "
                     "moves.").format(pieces=self.pieces(hint.pieces))
        if why is Why.CROWNS:
            return _("Nothing can stop your man from reaching the last rank.")
        if why is Why.TRADES:
            return _("A man for a man while you are ahead brings the won ending closer.")
        if why is Why.FORCES_EXCHANGE:
            return _("The opponent must take, and you take back as many: nothing is lost "
                     "and the position gets simpler.")
        if why is Why.STOPS_BREAKTHROUGH:
            return _("Otherwise the opponent's man breaks through and crowns.")
        if why is Why.DEFENDS:
            return _("The opponent threatened to take on {squares}; after this move it "
                     "cannot.").format(squares=self._squares(position, hint.squares))
        if why is Why.COVERS:
            return _("With a man behind it, the piece on {squares} cannot be jumped from the "
                     "front.").format(squares=self._squares(position, hint.squares))
        if why is Why.THREATENS:
            return _("Next move you could take on {squares}, so the opponent must answer "
                     "the threat.").format(squares=self._squares(position, hint.squares))
        if why is Why.PREPARES_CROWNING:
            return _("Your man gets so near the last rank that it crowns in two moves "
                     "unless the opponent stops it.")
        if why is Why.SAFE_MOVE:
            return _("Every other move lets the opponent win material.")
        if why is Why.BLOCKS:
            return self._n("It takes {n} move away from the opponent's men.",
                           "It takes {n} moves away from the opponent's men.",
                           hint.fewer).format(n=hint.fewer)
        if why is Why.WINS_TEMPO:
            return _("A man goes forward, and the opponent is left with few moves that "
                     "lose nothing.")
        if why is Why.CLOSES_MILL:
            return _("A closed mill takes a man off the board.")
        if why is Why.GIVES_CHECK:
            return _("The opponent must answer the check first.")
        if why is Why.MATES:
            return _("The enemy king has no way out.")
        if why is Why.ONLY_MOVE:
            return _("No other move is legal.")
        return _("Nothing is won yet: the search finds the position better after it than "
                 "after any other move.")

    def time_limit_reached(self, seconds: float, depth: int) -> str:
        """A search to ``depth`` stopped at its time limit: the answer is the best move
        found so far."""
        return self._("The time limit of {seconds} s came before depth {depth}: this is "
                      "the best move found so far.").format(seconds=f"{seconds:g}",
                                                            depth=depth)

    def analysis(self, analysis: Analysis) -> str:
        """The evaluation in words: who stands better and by how much."""
        _ = self._
        if analysis.winner is not None:
            if analysis.plies_to_win:
                return _("{side} wins in {moves}.").format(
                    side=self.side(analysis.winner),
                    moves=self.moves((analysis.plies_to_win + 1) // 2),
                )
            return _("{side} wins.").format(side=self.side(analysis.winner))
        a = analysis
        score = a.score_white
        leader: Color = score > 0
        if abs(score) < 30:
            return _("The position is equal.")
        sign = 1 if leader else -1
        men = sign * (a.men_white - a.men_black)
        kings = sign * (a.kings_white - a.kings_black)
        if men >= 0 and kings >= 0 and men + kings:
            return _("{side} is {material} ahead.").format(
                side=self.side(leader), material=self.material(men, kings))
        if men > 0 > kings or kings > 0 > men:
            more, fewer = (self.material(men, 0), self.material(0, -kings)) if men > 0 else (
                self.material(0, kings), self.material(-men, 0))
            return _("{side} has {more} for {fewer}.").format(side=self.side(leader),
                                                            more=more, fewer=fewer)
        if abs(score) < 80:
            return _("{side} is slightly better.").format(side=self.side(leader))
        return _("{side} is clearly better.").format(side=self.side(leader))
