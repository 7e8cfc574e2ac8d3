"""What a player may type at any moment of a game, made from a seed.

``PlayerLines.next(session)`` gives one line fitting where the game stands (the legal
moves of the position are known, a waiting question makes a yes or a no likelier): real
moves and commands in Czech and English, typed or as dictation writes them, yes and no,
the same lines misspelt, random Unicode, lines about the length limit and far past it,
control characters and terminal escapes. ``kind`` says what the last line was made as.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable

from accessible_dama.notation.squares import Style
from accessible_dama.notation.text import (
    all_square_names,
    full_move_text,
    move_text,
    position_example,
    square_name,
    write_position,
)
from accessible_dama.rules import VARIANTS, find_game
from accessible_dama.rules.registry import OTHER_GAMES, AnyRules
from accessible_dama.session.core import MAX_LINE, Session
from accessible_dama.understand import COMMANDS
from accessible_dama.understand.lexicon import VOCABULARIES
from accessible_dama.understand.vocabulary import Vocabulary

LANGUAGES = ("cs", "en")
#: every game the program plays: the draughts variants and the games on boards of points
ALL_GAMES = (*VARIANTS, *OTHER_GAMES)
#: control characters, invisible marks and terminal escapes a line may carry
CONTROLS = ["\x00", "\x07", "\x08", "\t", "\x0b", "\x0c", "\r", "\x1b", "\x1b[A", "\x1b[2J",
            "\x1bOP", "\x7f", "\x85", "\x9b", "\u200b", "\u200d", "\u200e", "\u202e",
            "\u2028", "\u2029", "\ufeff", "\ud800", "\udfff", "\ue000", "\U000f0000",
            "\U0010ffff", "\ufffe", "\u0378"]
#: characters a misspelling brings in: accents, digits of other scripts, look-alikes
STRAY = ("áčďéěíňóřšťúůýž ÁČŘŠŽ-:x×,.;?!'\"’„“0123456789٣۴३๓²³¹½⁴₅⑤❸⓹፮"
         "аеосрхАВСЕ\u0301\u030c\u0308")
#: blocks random text is drawn from, besides any code point at all
BLOCKS = [(0x20, 0x7E), (0xA0, 0x17F), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x4FF),
          (0x590, 0x6FF), (0x900, 0x97F), (0x2000, 0x206F), (0x2460, 0x24FF),
          (0x3040, 0x30FF), (0x4E00, 0x4FFF), (0xFE00, 0xFE0F), (0xFF00, 0xFFEF),
          (0x1F300, 0x1F6FF), (0x1D400, 0x1D7FF), (0xE0000, 0xE007F)]
#: what each setting may be set to (right, wrong and odd values)
SETTING_VALUES = {
    "rate": ["200", "80", "450", "0", "1000", "-5", "faster", "slower", "sto", "²⁰⁰"],
    "language": ["cs", "en", "czech", "english", "čeština", "de", ""],
    "verbosity": ["brief", "normal", "full", "stručně", "loud"],
    "notation": ["algebraic", "numeric", "nato", "numbers", "morse"],
    "voice": ["Zuzana", "en-us", "x" * 250, "\u202e", "default"],
    "warnings": ["on", "off", "zapnuto", "vypnuto", "maybe"],
    "interrupt": ["on", "off", "yes"],
    "volume": ["louder", "quieter", "11"],
}
#: at most this many characters of random text
RANDOM_AT_MOST = 60


class PlayerLines:
    """Lines a player might type, drawn from ``rng``."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.kind = ""
        #: how much likelier a legal move is than its usual share: a player who mostly
        #: plays gets to the end of a game (the endings, the draw rules, the mills)
        self.eager = 1.0
        self._makers: list[tuple[str, float, Callable[[Session], str]]] = [
            ("move", 26, self.move),
            ("spoken move", 6, self.spoken_move),
            ("wrong move", 5, self.wrong_move),
            ("square", 4, self.square),
            ("command", 22, self.command),
            ("yes or no", 8, self.yes_or_no),
            ("misspelt", 14, lambda s: self.misspelt(self._real(s))),
            ("controls", 5, lambda s: self.with_controls(self._real(s))),
            ("unicode", 7, lambda s: self.unicode()),
            ("long", 3, self.long),
            ("new game", 4, self.new_game),
        ]

    # ------------------------------------------------------------ the next line

    def next(self, session: Session) -> str:
        """A line for the game as it stands in ``session``."""
        rng = self.rng
        asked = session.pending_confirm is not None or session.suggested is not None
        if asked and rng.random() < 0.5:
            self.kind = "answer"
            return self.yes_or_no(session)
        if session.pending_choice and rng.random() < 0.6:
            self.kind = "choice"
            return self.choice(session)
        if session.game.outcome is not None and rng.random() < 0.15:
            self.kind = "new game"
            return self.new_game(session)
        kinds = self._makers
        weights = [w * self.eager if kind == "move" else w for kind, w, _ in kinds]
        self.kind, _, make = rng.choices(kinds, weights=weights)[0]
        return make(session)

    def _real(self, session: Session) -> str:
        """A line the program understands as it stands: a move or a command."""
        return self.move(session) if self.rng.random() < 0.5 else self.command(session)

    def _vocabulary(self, session: Session) -> Vocabulary:
        """The session's language mostly, the other one now and then."""
        lang = session.settings.lang
        if self.rng.random() < 0.15:
            lang = "en" if lang == "cs" else "cs"
        return VOCABULARIES[lang]

    # ------------------------------------------------------------ moves

    def move(self, session: Session) -> str:
        """A legal move as a player writes it (a path in full, now and then)."""
        rng = self.rng
        position = session.game.position
        moves = session.game.legal_moves()
        if not moves:
            return self.wrong_move(session)
        move = rng.choice(moves)
        if rng.random() < 0.15:
            return full_move_text(session.rules, move)
        if rng.random() < 0.1 and not session.rules.board.drawn_lines:
            return move_text(position, move, rng.choice(list(Style)))
        return move_text(position, move)

    def spoken_move(self, session: Session) -> str:
        """A legal move as dictation writes it: "cé tři na dé čtyři", "see three to dee
        four", "twenty two eighteen"."""
        rng = self.rng
        vocabulary = self._vocabulary(session)
        text = self.move(session)
        words: list[str] = []
        token = ""
        for ch in text + " ":
            if ch.isdigit():
                token += ch
                continue
            if token:
                words.append(self._number_word(vocabulary, int(token)))
                token = ""
            if ch.isalpha():
                files = [w for w, f in vocabulary.files.items() if f == ch]
                words.append(rng.choice(files) if files and rng.random() < 0.7 else ch)
            elif ch in "-:x":
                joins = vocabulary.capture if ch in ":x" else vocabulary.to
                words.append(rng.choice([*joins, ""]))
        if rng.random() < 0.3:
            words.insert(0, rng.choice([*vocabulary.fillers, *vocabulary.from_]))
        if rng.random() < 0.2:
            words.append(rng.choice(vocabulary.polite))
        return " ".join(w for w in words if w)

    def _number_word(self, vocabulary: Vocabulary, number: int) -> str:
        rng = self.rng
        if rng.random() < 0.3:
            return str(number)
        units = [w for w, n in vocabulary.units.items() if n == number]
        whole = [w for w, n in vocabulary.numbers.items() if n == number]
        if units or whole:
            return rng.choice(units + whole)
        tens = [w for w, n in vocabulary.tens.items() if n == number - number % 10]
        unit = [w for w, n in vocabulary.units.items() if n == number % 10]
        if tens and unit:
            return f"{rng.choice(tens)} {rng.choice(unit)}"
        return str(number)

    def square(self, session: Session) -> str:
        """One square of a legal move, as a player names the man to move or where to:
        "d4" (and the program asks which move, when several fit)."""
        rng = self.rng
        moves = session.game.legal_moves()
        path = rng.choice(moves).path if moves else ()
        if not path:
            return rng.choice(all_square_names(session.rules))
        return square_name(session.rules, path[rng.choice([0, -1])])

    def choice(self, session: Session) -> str:
        """The answer to "which move?": a number, an ordinal, one of the moves asked about,
        a square of one of them, or one beyond them."""
        rng = self.rng
        vocabulary = self._vocabulary(session)
        options = session.pending_choice
        shape = rng.randrange(5)
        if shape == 0:
            return str(rng.randint(0, len(options) + 1))
        if shape == 1:
            return f"{rng.choice(vocabulary.choice_words)} {rng.choice(list(vocabulary.ordinals))}"
        if shape == 2:
            return move_text(session.game.position, rng.choice(options))
        if shape == 3:
            path = rng.choice(options).path
            return square_name(session.rules, rng.choice(path)) if path else "1"
        return self.command(session)

    def wrong_move(self, session: Session) -> str:
        """Two or three squares of the board (or off it) that are mostly no move."""
        rng = self.rng
        names = all_square_names(session.rules)
        squares = [rng.choice(names) if rng.random() < 0.9 else rng.choice(["k9", "a0", "51",
                                                                             "0", "z3", "i11"])
                   for _ in range(rng.choice([1, 2, 2, 2, 3]))]
        return rng.choice(["-", ":", " ", "x", " na ", " to "]).join(squares)

    # ------------------------------------------------------------ commands

    def command(self, session: Session) -> str:
        """A command in the words of a language, with arguments where it takes some."""
        rng = self.rng
        vocabulary = self._vocabulary(session)
        name = rng.choice(list(COMMANDS))
        words = vocabulary.commands.get(name) or (name,)
        if name == "settings" and rng.random() < 0.3:  # a setting named alone: "rate 200"
            words = tuple(vocabulary.settings)
        said = rng.choice(words)
        args = self._arguments(name, session, vocabulary)
        return " ".join(part for part in (said, args) if part)

    def _arguments(self, name: str, session: Session, vocabulary: Vocabulary) -> str:
        rng = self.rng
        rules = session.rules
        squares = all_square_names(rules)
        maybe = rng.random() < 0.8
        if name == "help":
            return rng.choice(list(COMMANDS)) if maybe else ""
        if name == "pieces":
            return rng.choice(list(vocabulary.qualifiers)) if maybe else ""
        if name in ("square", "diagonal", "moves"):
            return rng.choice(squares) if maybe else rng.choice(["", "k11", "0", "c"])
        if name == "rank":
            return str(rng.randint(0, 12))
        if name == "file":
            return rng.choice("abcdefghijk")
        if name == "variant":  # mostly asked, now and then another game
            return self._game_name() if rng.random() < 0.3 else ""
        if name == "level":
            return rng.choice([str(rng.randint(0, 11)), "pět", "five", "", "99999999999"])
        if name in ("save", "load"):
            return rng.choice(["game.pdn", "kopie.pdn", "kopie.pdn", "copy", "", "..", "/",
                               "nic.pdn", "history.txt"])
        if name in ("library", "goto"):
            return rng.choice([str(rng.randint(0, 12)), str(rng.randint(1, 3)), "", "-1",
                               "10000000000", "třetí"])
        if name == "setup":
            return self._position(rules, session)
        if name == "settings":
            setting = rng.choice(list(SETTING_VALUES))
            return f"{setting} {rng.choice(SETTING_VALUES[setting])}" if maybe else ""
        return ""

    def _game_name(self) -> str:
        rng = self.rng
        game = find_game(rng.choice(ALL_GAMES))
        return rng.choice([game.id, *game.aliases, game.id.upper(), "shogi", "dáma"])

    def _position(self, rules: AnyRules, session: Session) -> str:
        rng = self.rng
        fen = rng.choice([write_position(session.game.position), position_example(rules),
                          position_example(find_game(rng.choice(ALL_GAMES)))])
        if rng.random() < 0.4:
            return self.misspelt(fen)
        return fen

    def yes_or_no(self, session: Session) -> str:
        """Yes or no in the words of a language, now and then with something around it."""
        rng = self.rng
        vocabulary = self._vocabulary(session)
        word = rng.choice(vocabulary.commands[rng.choice(["yes", "no"])])
        polite = rng.choice(vocabulary.polite)
        return rng.choice([word, word.upper(), f"{word}!", f"{word} {polite}", f" {word}.",
                           word.capitalize()])

    def new_game(self, session: Session) -> str:
        """Ask for a new game (its question is answered by a later line)."""
        return self.rng.choice(self._vocabulary(session).commands["new"])

    # ------------------------------------------------------------ lines spoilt

    def misspelt(self, line: str) -> str:
        """``line`` with one to three slips: a letter dropped, doubled, swapped or wrong,
        accents lost or added, the case changed, words run together."""
        rng = self.rng
        for _ in range(rng.randint(1, 3)):
            if not line:
                line = rng.choice(STRAY)
                continue
            at = rng.randrange(len(line))
            slip = rng.randrange(8)
            if slip == 0:
                line = line[:at] + line[at + 1:]
            elif slip == 1:
                line = line[:at] + line[at] + line[at:]
            elif slip == 2 and at + 1 < len(line):
                line = line[:at] + line[at + 1] + line[at] + line[at + 2:]
            elif slip == 3:
                line = line[:at] + rng.choice(STRAY) + line[at + 1:]
            elif slip == 4:
                line = "".join(c for c in unicodedata.normalize("NFKD", line)
                               if not unicodedata.combining(c))
            elif slip == 5:
                line = line.swapcase()
            elif slip == 6:
                line = line.replace(" ", "", 1)
            else:
                line = line[:at] + rng.choice(STRAY) + line[at:]
        return line

    def with_controls(self, line: str) -> str:
        """``line`` with control characters, invisible marks or escapes in it."""
        rng = self.rng
        for _ in range(rng.randint(1, 4)):
            at = rng.randint(0, len(line))
            line = line[:at] + rng.choice(CONTROLS) + line[at:]
        return line

    def unicode(self) -> str:
        """Random text: any code point (surrogates, private use, unassigned) or a mix
        of scripts, marks and symbols."""
        rng = self.rng
        length = rng.randint(1, RANDOM_AT_MOST)
        if rng.random() < 0.3:
            return "".join(chr(rng.randrange(0x110000)) for _ in range(length))
        low, high = rng.choice(BLOCKS)
        return "".join(chr(rng.randint(low, high)) if rng.random() < 0.8
                       else chr(rng.randint(*rng.choice(BLOCKS))) for _ in range(length))

    def long(self, session: Session) -> str:
        """A line about the length limit or far past it: a real line repeated, text of
        any kind, a line of spaces around a move."""
        rng = self.rng
        real = self._real(session) + rng.choice([" ", ", ", ""])
        length = rng.choice([MAX_LINE - 1, MAX_LINE, MAX_LINE + 1, rng.randint(300, 2000),
                             rng.randint(2000, 70_000)])
        shape = rng.randrange(4)
        if shape == 0:
            return (real * (length // len(real) + 1))[:length]
        if shape == 1:
            return " " * length + real
        if shape == 2:
            return rng.choice(["9", "x", "\x00", "č", "\u0301"]) * length
        return "".join(rng.choice([real, self.unicode()]) for _ in range(length // 30 + 1))


__all__ = ["ALL_GAMES", "LANGUAGES", "PlayerLines"]
