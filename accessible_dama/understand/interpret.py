"""Spoken-style text to what the player meant: a move, a command, or a question back.

Commands are tried first: a phrase of the tables at the start of the line, then its
arguments. Otherwise the line is read as squares. A word may mean several things ("to" is
a connector or the number two; "dvacet dva" is 22 or 20 and 2), so every reading is
built, cheapest first, and the first that names a legal move wins; when none does, the
cheapest one is explained. Then the patterns of the player's own words (``questions``).
What none of these reads is read once more with the words around it left out: a move by
the squares named among other words, then the command the meanings of the words ask for
(``concepts``); last, a misspelt command word is asked about.

The games on boards of points (alquerque, mill, Vietnamese chess) are read the same way,
with points for squares (a file letter and a rank number; no numeric squares). A mill
move may name the man it takes after a capture word ("d7 bere b6", "a1 a4 x b6"); named
without it, a move that closes a mill is a question: which man to take.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Collection, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise, takewhile

from accessible_dama.notation.squares import NotationError, ascii_number
from accessible_dama.notation.text import parse_square, square_name
from accessible_dama.rules import (
    WHITE,
    AnyPosition,
    AnyRules,
    Move,
    Square,
    UnknownVariantError,
    explain_move,
    explain_square,
    find_game,
    named_moves,
)
from accessible_dama.rules.explain import Illegal, IllegalKind
from accessible_dama.rules.points import FILES
from accessible_dama.understand.commands import COMMANDS
from accessible_dama.understand.concepts import (
    FRAME,
    OTHER_LANGUAGE,
    SlotReader,
    concepts_of,
    help_topic,
    line_concepts,
    own_concepts,
    read_concepts,
)
from accessible_dama.understand.intents import (
    AmbiguousIntent,
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    QuestionsIntent,
    SuggestIntent,
    UnknownIntent,
)
from accessible_dama.understand.lexicon import (
    VOCABULARIES,
    Lexicon,
    Phrase,
    Role,
    RoleKind,
    Token,
    edit_distance,
    lexicon,
    plain,
    tokenize,
)
from accessible_dama.understand.questions import LONGEST_QUESTION, SpanReader, meanings

_MAX_READINGS = 48
_MAX_STEPS = 3000
#: what a line ending in a question mark never asks for ("prohrála jsem?" asks, it does
#: not give up)
_NEVER_ASKED = frozenset({"resign", "quit"})
_FILE_NAME = re.compile(r"\w[./\\]\w")  # "partie.pdn", "hry/a": not a full stop



@dataclass(frozen=True)
class _Grid:
    """Where the squares or points of a board are: by file and rank (from 0), and by
    number (draughts' numeric squares 1..``numbered``; none on a board of points)."""

    files: int
    ranks: int
    numbered: int
    at: Callable[[int, int], Square | None]
    name: Callable[[Square], str]


def _numbered(rules: AnyRules) -> int:
    """How many squares have numbers a player may say: every square of a draughts board
    (1..N), none on a board of points (the notation reads no number as a point)."""
    count = len(rules.board.every_square())
    try:
        parse_square(rules, str(count))
    except NotationError:
        return 0
    return count


def _grid(position: AnyPosition) -> _Grid:
    rules = position.rules
    b = rules.board
    return _Grid(b.files, b.ranks, _numbered(rules), b.square_at,
                 lambda s: square_name(rules, s))


@dataclass(frozen=True)
class _Reading:
    """The line read as squares."""

    squares: tuple[Square, ...]
    capture: bool  # a capture word was said
    to_only: bool  # "na d4": the one square is where to go
    from_only: bool  # "z c3": the one square is which piece
    cost: int  # how far from the first meaning of each word
    split: int = -1  # squares named before the first capture word (-1: none was said)


@dataclass(frozen=True)
class _Line:
    """One line being read: the text, its tokens, and what they are read against."""

    text: str
    tokens: list[Token]
    lex: Lexicon
    position: AnyPosition
    grid: _Grid

    def name(self, square: Square) -> str:
        return self.grid.name(square)

    def after(self, token: Token) -> str:
        """The raw text from a token on, with what stands before it since the previous
        token (a quote): a file name, a FEN, a voice; not the end of a sentence."""
        i = self.tokens.index(token)
        start = self.tokens[i - 1].end if i else 0
        return self.text[start:].strip().lstrip(",;:").rstrip("?!.").strip()

    def between(self, first: Token, last: Token) -> str:
        """The raw text from one token to another (``after`` cut where the next token
        begins): a game's name said in a clause of its own."""
        after = self.tokens.index(last) + 1
        end = self.tokens[after].start if after < len(self.tokens) else len(self.text)
        before = self.tokens.index(first) - 1
        start = self.tokens[before].end if before >= 0 else 0
        return self.text[start:end].strip().lstrip(",;:").rstrip("?!.,;").strip()


# ---------------------------------------------------------------- words to squares


def _roles(token: Token, lex: Lexicon, g: _Grid) -> tuple[Role, ...]:
    n = ascii_number(token.plain)
    if n is not None:
        roles = [Role(RoleKind.NUMBER, n)]
        # "2218": two numeric squares run together
        digits = token.plain
        if g.numbered and n > g.numbered and 3 <= len(digits) <= 4:
            for cut in range(1, len(digits)):
                a, b = int(digits[:cut]), int(digits[cut:])
                if digits[cut] != "0" and 1 <= a <= g.numbered and 1 <= b <= g.numbered:
                    roles.append(Role(RoleKind.NUMBER_PAIR, a, second=b))
        return tuple(roles)
    if token.plain == "?":
        return (Role(RoleKind.FILLER),)
    if token.plain not in lex.roles and token.plain in lex.polite:
        return (Role(RoleKind.FILLER),)  # "ehm c3 d4 prosím"
    return lex.roles.get(token.plain, ())


def _square(g: _Grid, file: int | None, number: int) -> Square | None:
    if file is None:
        return number if 1 <= number <= g.numbered else None
    if not 1 <= number <= g.ranks or file >= g.files:
        return None
    return g.at(file, number - 1)


@dataclass(frozen=True, slots=True)
class _Step:
    """Where the reading of the tokens stands: the next token, a file waiting for its
    rank, the squares so far and what the words around them said."""

    i: int
    file: int | None
    squares: tuple[Square, ...]
    capture: bool
    to: bool
    frm: bool
    cost: int
    split: int  # squares before the first capture word (-1: none yet)
    named: int = 0  # how squares were named so far: _BY_NUMBER, _BY_FILE, or both
    back: bool = False  # "from" after the first square: "d4 from c3" is c3 to d4


#: a square named by its number ("22"), and one by its file and rank ("c3"): a move names
#: its squares one way, so "jump two times: e3 c5 a7" names no square 2
_BY_NUMBER, _BY_FILE = 1, 2


def _readings(tokens: Sequence[Token], lex: Lexicon, g: _Grid) -> list[_Reading]:
    """Every way to read the tokens as squares and connectors, cheapest first.

    A depth-first walk over the tokens with a stack of its own (no recursion, so a line
    of any length is read), stopped after ``_MAX_STEPS`` steps or ``_MAX_READINGS``
    readings."""
    roles = [_roles(t, lex, g) for t in tokens]
    if not tokens or not all(roles):
        return []
    n = len(tokens)
    found: dict[tuple[tuple[Square, ...], bool, bool, bool, int], _Reading] = {}
    stack = [_Step(0, None, (), False, False, False, 0, -1)]
    steps = 0
    while stack and steps < _MAX_STEPS and len(found) < _MAX_READINGS:
        steps += 1
        at = stack.pop()
        squares = at.squares
        if at.i == n:
            if at.back and len(squares) == 2 and not at.capture:
                squares = squares[::-1]
            key = (squares, at.capture, at.to and len(squares) == 1,
                   at.frm and len(squares) == 1, at.split)
            if at.file is None and (key not in found or at.cost < found[key].cost):
                found[key] = _Reading(*key[:4], at.cost, at.split)
            continue
        after: list[_Step] = []  # in the order they are walked
        for alternative, role in enumerate(roles[at.i]):
            c = at.cost + alternative
            kind = role.kind
            following = _Step(at.i + 1, None, squares, at.capture, at.to, at.frm, c, at.split,
                              at.named, at.back)
            if kind is RoleKind.NUMBER:
                named = at.named | (_BY_NUMBER if at.file is None else _BY_FILE)
                if named == _BY_NUMBER | _BY_FILE:
                    continue
                for value, j, extra in _number_options(tokens, roles, at.i, role):
                    square = _square(g, at.file, value)
                    if square is not None:
                        after.append(replace(following, i=j, squares=(*squares, square),
                                             cost=c + extra, named=named))
            elif at.file is not None:
                continue  # a file must be followed by its rank
            elif kind is RoleKind.NUMBER_PAIR:
                if at.named & _BY_FILE:
                    continue
                after.append(replace(following, squares=(*squares, role.value, role.second),
                                     named=_BY_NUMBER))
            elif kind is RoleKind.FILE:
                after.append(replace(following, file=role.value))
            elif kind is RoleKind.CAPTURE:
                split = len(squares) if not at.capture else at.split
                after.append(replace(following, capture=True, split=split))
            elif kind is RoleKind.TO:
                after.append(replace(following, to=at.to or not squares))
            elif kind is RoleKind.FROM:
                after.append(replace(following, frm=at.frm or not squares,
                                     back=at.back or (len(squares) == 1 and not at.frm)))
            else:
                after.append(following)
        stack.extend(reversed(after))
    return sorted(found.values(), key=lambda r: r.cost)


def _number_options(
    tokens: Sequence[Token], roles: list[tuple[Role, ...]], i: int, role: Role
) -> list[tuple[int, int, int]]:
    """(value, next token, extra cost) for a number: alone, or joined with the unit after
    it ("dvacet dva" is 22, or 20 and 2; a comma between makes 20 and 2 the likelier)."""
    if not role.tens or i + 1 >= len(tokens):
        return [(role.value, i + 1, 0)]
    pause = tokens[i + 1].pause
    joined = [
        (role.value + r.value, i + 2, 1 if pause else 0)
        for r in roles[i + 1]
        if r.kind is RoleKind.NUMBER and r.unit and r.value < 10
    ]
    if not joined:
        return [(role.value, i + 1, 0)]
    return [*joined, (role.value, i + 1, 0 if pause else 1)]


def _number_roles(token: Token, lex: Lexicon) -> list[Role]:
    n = ascii_number(token.plain)
    if n is not None:
        return [Role(RoleKind.NUMBER, n)]
    return [r for r in lex.roles.get(token.plain, ()) if r.kind is RoleKind.NUMBER]


def _says_nothing(token: Token, lex: Lexicon) -> bool:
    """A polite word or a filler ("prosím", "tah", "the")."""
    roles = lex.roles.get(token.plain, ())
    return token.plain in lex.polite or any(r.kind is RoleKind.FILLER for r in roles)


def _numbers_said(tokens: Sequence[Token], lex: Lexicon,
                  counts: Callable[[Token], bool]) -> list[tuple[int, int, int]]:
    """Each number the tokens that ``counts`` say, as (number, where it starts, how many
    tokens say it): tens and a unit side by side are one ("dvacet čtyři")."""
    found: list[tuple[int, int, int]] = []
    for i, t in enumerate(tokens):
        n = _number([t], lex) if counts(t) else None
        if n is None:
            continue
        last = found[-1] if found else None
        both = _number(tokens[i - 1:i + 1], lex) if last and last[1] == i - 1 else None
        if last is not None and both is not None and last[2] == 1:
            found[-1] = (both, last[1], 2)
        else:
            found.append((n, i, 1))
    return found


def _number(tokens: Sequence[Token], lex: Lexicon) -> int | None:
    """The one number the tokens say (digits, a word, or tens and a unit), fillers aside."""
    words = [t for t in tokens if _number_roles(t, lex) or not _says_nothing(t, lex)]
    numbers = [_number_roles(t, lex) for t in words]
    if len(words) == 1 and numbers[0]:
        return numbers[0][0].value
    if len(words) == 2 and numbers[0] and numbers[1]:
        tens = [r for r in numbers[0] if r.tens]
        units = [r for r in numbers[1] if r.unit]
        if tens and units:
            return tens[0].value + units[0].value
    return None


def _one_square(line: _Line, tokens: Sequence[Token]) -> Square | None:
    for reading in _readings(tokens, line.lex, line.grid):
        if len(reading.squares) == 1 and not reading.capture:
            return reading.squares[0]
    return None


# ---------------------------------------------------------------- commands


_ArgParser = Callable[[_Line, Phrase, list[Token]], tuple[str, ...] | None]


def _words(line: _Line, rest: list[Token]) -> list[Token]:
    return [t for t in rest if t.plain not in line.lex.polite]


def _no_arguments(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    return None if _words(line, rest) else ()


def _pieces(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    lex = line.lex
    whose = [phrase.qualifier] if phrase.qualifier else []
    whose += [lex.qualifiers[w] for w in map(plain, phrase.words) if w in lex.qualifiers]
    for t in _words(line, rest):
        if t.plain in lex.qualifiers:
            whose.append(lex.qualifiers[t.plain])
        elif t.plain not in lex.pieces_words:
            return None
    sides = [w for w in whose if w != "kings"]
    return tuple(sides[:1] + (["kings"] if "kings" in whose else []))


def _diagonal(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """A square ("diagonála c3"), or the two ends of one diagonal ("diagonála a1 h8",
    "diagonal a1h8")."""
    one = _square_argument(line, phrase, rest)
    if one is not None:
        return one
    for reading in _readings(rest, line.lex, line.grid):
        if len(reading.squares) == 2 and not reading.capture:
            return tuple(line.name(s) for s in reading.squares)
    return None


def _threats(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """Nothing (the player's pieces), a square (the piece there), or a side ("what can
    black take": what that side could take)."""
    words = _words(line, rest)
    if len(words) == 1 and line.lex.qualifiers.get(words[0].plain) in ("white", "black"):
        return (line.lex.qualifiers[words[0].plain],)
    return _optional_square(line, phrase, rest)


def _square_argument(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    square = _one_square(line, rest)
    return None if square is None else (line.name(square),)


def _optional_square(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    if not _words(line, rest):
        return ()
    return _square_argument(line, phrase, rest)


def _rank(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    n = _number(rest, line.lex)
    return (str(n),) if n is not None and 1 <= n <= line.grid.ranks else None


def _file_letter(line: _Line, tokens: Sequence[Token]) -> str | None:
    words = _words(line, list(tokens))
    if len(words) != 1:
        return None
    for role in line.lex.roles.get(words[0].plain, ()):
        if role.kind is RoleKind.FILE and role.value < line.grid.files:
            return FILES[role.value]
    return None


def _file(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    letter = _file_letter(line, rest)
    return None if letter is None else (letter,)


def _number_argument(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    n = _number(rest, line.lex)
    return None if n is None else (str(n),)


def _optional_number(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    if not _words(line, rest):
        return ()
    return _number_argument(line, phrase, rest)


def _count(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """How many, more than one and up to a few ("undo 2", "vrať dva"), or none said ("vrať
    to": a pronoun, no number)."""
    lex = line.lex
    if any(r.kind is RoleKind.TO for t in rest for r in lex.roles.get(t.plain, ())):
        return None  # "back to move 1": where to, not how many
    # "vrať ten tah": a pronoun of the session's language, no English "ten"
    own = _own_numbers(lex.lang)
    words = [t for t in rest if t.plain not in lex.game_words and (
        t.plain.isdigit() or t.plain in own or not _number_roles(t, lex))]
    first = next((i for i, t in enumerate(words) if _number_roles(t, lex)), len(words))
    before = [plain(w) for w in phrase.words] + [t.plain for t in words[:first]]
    if any("move" in concepts_of(w, lex.lang) for w in before):
        return None  # "vrať tah 10", "undo move 10": a move's number, not how many
    counted = _optional_number(line, phrase, words)
    if not counted or counted[0] == "1":
        return () if counted is not None else None
    return counted if int(counted[0]) <= _FEW else None


def _steps_back(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """How many moves back ("back 2"); after "previous" a number says how many moves to
    read ("previous three moves" is the record's last three)."""
    if "previous" in concepts_of(plain(phrase.words[0]), line.lex.lang):
        return _no_arguments(line, phrase, rest)
    return _count(line, phrase, rest)


def _optional_raw(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    raw = line.after(rest[0]) if rest else ""
    return (raw,) if raw else ()


def _raw(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    return _optional_raw(line, phrase, rest) or None


def _fen(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """A position to set up, as a FEN ("W:W21-32:B1-12"), or one word tried as one (and
    explained, "setup nonsense"); words of ours are no FEN ("position after move 10",
    "set up a new game")."""
    raw = _raw(line, phrase, rest)
    if raw is None:
        return None
    one_word = len(rest) == 1 and rest[0].plain not in line.lex.known
    return raw if ":" in raw[0] or one_word else None


def _name(line: _Line, rest: list[Token]) -> list[Token] | None:
    """The words of a game's name after "save" or "load": after a word before a name
    ("jako babička", "as grandpa"), or words the vocabulary does not know ("Club
    Night.pdn"); none (``[]``) when the words only say the game itself ("ulož hru", "load
    my saved game"); None when they say something else."""
    lex = line.lex
    if rest and _FILE_NAME.search(line.after(rest[0])):
        return rest  # a file's name: "Partie s Pavlem.pdn"
    named = [i for i, t in enumerate(rest) if t.plain in lex.name_words]
    if named:
        after = rest[named[-1] + 1:]
        # "pod jménem babička", "pojmenuj ji trénink"; a game's noun after "jako" is the
        # name's ("jako partie s dědou")
        while after and (after[0].plain in lex.name_words or (
                after[0].plain in lex.game_words and len(after[0].plain) <= _PRONOUN)):
            after = after[1:]
        # the name ends with its clause: "jako nedělní, dohraju ji večer"
        ends = [i for i, t in enumerate(after) if i and (t.pause or t.plain in _WHY)]
        name = after[:ends[0]] if ends else after
        while len(name) > 1 and name[-1].plain in _PLEASE:
            name = name[:-1]  # "as sunday please"
        if any(len(r.squares) >= 2 for r in _readings(name, lex, line.grid)):
            return None  # "open with 23-19": a move, no game's name
        return name or None
    words = [t for t in _words(line, rest) if t.plain not in lex.game_words]
    if not words or any(t.plain in _WHEN_PLAYED for t in words):
        return []  # "načti tu včerejší partii": which one, from the list
    if any(t.plain in lex.known or concepts_of(t.plain, lex.lang) for t in words):
        return None  # "ulož a zavři": another request
    if words[0].pause:
        return []  # a clause of its own says why: "ulož hru, dokončím ji zítra"
    return rest[rest.index(words[0]):]


#: words after which a reason is said, not a name ("as grandpa so I can find it later",
#: "jako děda, abych ji pak našla")
_WHY = frozenset({"so", "because", "cause", "since", "abych", "abychom", "protoze", "at"})

#: a game's word this short is a pronoun or an article ("ji", "to", "the"), not a name's
_PRONOUN = 3

#: a word after which what the player wants is said ("nechci ..., ale poraď mi")
_BUT = frozenset({"ale", "but"})


#: a number said in words up to this may count things ("two captures"), not name a square
_FEW = 10


#: words that say when a game was played, not its name ("tu včerejší partii")
_WHEN_PLAYED = frozenset({"vcera", "vcerejsi", "minule", "minulou", "predtim", "dnesni",
                          "dneska", "hrali", "hrala", "hral", "yesterday", "earlier",
                          "played", "last"})


def _save(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    name = _name(line, rest)
    if name is None:
        return None
    return (line.between(name[0], name[-1]),) if name else ()


def _load(line: _Line, rest: list[Token]) -> CommandIntent | None:
    """"load" with a file's name; with none ("nahraj uloženou hru", "load game 2") the
    saved games to choose from, or the one of that number."""
    if not rest:
        return None  # "load" alone: which file?
    words = [t for t in _words(line, rest) if t.plain not in line.lex.game_words]
    n = _number(words, line.lex) if words else None
    if n is None and len(words) == 1:
        n = line.lex.ordinals.get(words[0].plain)  # "nahraj mi tu druhou"
    if n is not None:
        return CommandIntent("library", (str(n),))
    name = _name(line, rest)
    if name is None:
        return None
    return CommandIntent("load", (line.after(name[0]),)) if name else CommandIntent("library")


def _variant(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    words = [t.plain for t in _words(line, rest)]
    if not words:
        return ()
    for name in (" ".join(words), "".join(words), "-".join(words), *words):
        try:
            return (find_game(name).id,)
        except UnknownVariantError:
            continue
    whole = [t.plain for t in line.tokens]
    if any(name == "settings" and args[:1] == ("draws",)
           for name, args in meanings(whole, line.lex.lang, _NO_SLOTS)):
        return None  # "pravidla FMJD": the draw rules, not a game (questions_cs)
    return _optional_raw(line, phrase, rest)


#: slots that read nothing, for patterns that have none
_NO_SLOTS: dict[str, SpanReader] = {
    name: lambda start, end: None for name in ("square", "number", "whose", "file")}


#: the meanings of words after "help" that ask what to play: a hint
_WHAT_TO_PLAY = frozenset({"choose", "hint", "weigh", "whither"})


def _help(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    # "help me", "pomoz mi": help for the one asking; "pomoc s hodinama": on the clock
    words = [t for t in _words(line, rest) if concepts_of(t.plain, line.lex.lang) != {"me"}
             and not (len(t.plain) == 1 and _says_nothing(t, line.lex))]
    if any(concepts_of(t.plain, line.lex.lang) & {"help", "able"} for t in words):
        return ()  # "pomoc, co umíš": help itself, asked again
    if any(m & _WHAT_TO_PLAY for m in line_concepts([t.plain for t in words], line.lex.lang)):
        # "help me pick a move", "pomoz mi, co mám zahrát?": a hint, read by the meanings
        # of the words
        return None
    if not words:
        return ()
    plains = [t.plain for t in words]
    # a command named whole ("help take back"), not the first word of a question
    # ("pomoc, co všechno ti můžu říct?": "co" alone asks to repeat)
    phrases = line.lex.phrases.get(tuple(plains))
    if phrases:
        # "nápověda řada" is help on ranks, "nápověda rada" on hints
        typed = tuple(t.word for t in words)
        exact = [p for p in phrases if p.words == typed]
        return ((exact or list(phrases))[0].command,)
    topic = help_topic(plains, line.lex.lang)  # "nápověda k hodinám", "help on saving"
    if topic:
        return (topic,)
    # a word or two may name a topic the help has ("help kings"); a sentence asks for help
    # ("help me please, I don't know what to write")
    return _optional_raw(line, phrase, rest) if len(rest) <= 2 else ()


def _setting_at(line: _Line, words: list[Token]) -> tuple[str, int]:
    plains = [t.plain for t in words]
    for k in range(min(3, len(plains)), 0, -1):
        name = line.lex.settings.get(tuple(plains[:k]))
        if name:
            return name, k
    return "", 0


def _settings(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    words = _words(line, rest)
    name = phrase.setting
    if not name:
        if not words:
            return ()
        name, used = _setting_at(line, words)
        if not name:
            return None
        words = words[used:]
    if not words:
        return (name,)
    if name == "rate":
        n = _number(words, line.lex)
        return None if n is None else (name, str(n))
    if name == "voice":
        # a voice's name, not words of the vocabulary ("hlas tahy čísly polí": notation)
        said = line.after(words[0])
        if sum(t.plain in line.lex.known for t in words) > 1 and not _FILE_NAME.search(said):
            return None
        return (name, said)
    if len(words) != 1:
        return None
    values = line.lex.setting_values
    word = words[0].plain
    value = values.get(word) or (word if word in values.values() else None)
    if value is None and name in _CLOSED_SETTINGS:
        return None  # "notace čísly": read by the meanings of the words, not as a value
    return (name, value or words[0].plain)


#: the settings whose values are words of the vocabulary, never a name of the player's
_CLOSED_SETTINGS = frozenset({"notation", "language", "verbosity", "warnings"})

#: words that turn the clock off, after "clock" or in a phrase of their own ("bez hodin")
_CLOCK_OFF = frozenset({"off", "no", "none", "without", "bez", "vypni", "vypnout", "vypnuto",
                        "zadne", "žádné", "nic"})
#: the unit said after the minutes ("hodiny 5 minut")
_MINUTES = frozenset({"min", "minut", "minuty", "minuta", "minutu", "minute", "minutes",
                      "mins"})


def _clock(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """Nothing: the clock asked about; ``off``, or the minutes for each player in the
    next games ("clock 5", "hodiny 5 minut")."""
    words = [t for t in _words(line, rest) if t.plain not in _MINUTES]
    if len(phrase.words) == 1 and len(phrase.words[0]) == 1:
        return None if words else ()  # "c", lichess's short word, is the clock said
    if any(word in _CLOCK_OFF for word in phrase.words):
        return None if words else ("off",)
    if not words:
        return ()
    if len(words) == 1 and (words[0].plain in _CLOCK_OFF or words[0].word in _CLOCK_OFF):
        return ("off",)
    timed = _minutes_and_seconds(line, rest)
    return (timed,) if timed else _number_argument(line, phrase, words)


def _minutes_and_seconds(line: _Line, tokens: Sequence[Token]) -> str | None:
    """A clock of minutes and seconds added a move, as ``M+S``: two numbers, written
    "3+2" or "3 plus 2", or said with seconds after the second ("3 minuty plus 2
    sekundy", "five minutes with a three second increment"); None for anything else."""
    lex = line.lex
    numbers = [(t, n) for t in tokens if t.plain.isdigit() or t.plain in lex.number_words
               for n in [_number([t], lex)] if n is not None]
    if len(numbers) != 2:
        return None
    (first, minutes), (second, seconds) = numbers
    between = line.text[first.end:second.start]
    after = tokens[tokens.index(second) + 1:]
    said = any("seconds" in concepts_of(t.plain, lex.lang) for t in after[:2])
    if between.strip().lower() not in ("+", "plus") and not said:
        return None
    return f"{minutes}+{seconds}"


#: words that end a lesson said with its name ("konec lekce", "stop lesson")
_LESSON_STOPS = frozenset({"konec", "ukonci", "ukoncit", "skonci", "stop", "end", "quit"})


def _lesson(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    if _words(line, rest):
        return None
    return ("stop",) if _LESSON_STOPS & {plain(w) for w in phrase.words} else ()


def _chat(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """The words to say to the opponent, as they were typed."""
    return (line.after(rest[0]),) if rest else None


def _move_argument(line: _Line, phrase: Phrase, rest: list[Token]) -> tuple[str, ...] | None:
    """A legal move named by the words after the command: the squares of its path."""
    moves = _named(line, rest, [m for m in line.position.legal_moves() if m.path])
    return tuple(line.name(s) for s in moves[0].path) if moves else None


def _named(line: _Line, tokens: Sequence[Token], legal: list[Move]) -> list[Move]:
    """The legal moves that the cheapest reading of ``tokens`` naming two squares or more
    and a legal move can mean, the likeliest first."""
    for reading in _readings(tokens, line.lex, line.grid):
        if len(reading.squares) >= 2 and (moves := _moves_of(reading, line.position, legal)):
            return moves
    return []


_PARSERS: dict[str, _ArgParser] = {
    "lesson": _lesson,
    "chat": _chat,
    "network": _optional_raw,
    "join": _optional_raw,
    "help": _help,
    "pieces": _pieces,
    "square": _square_argument,
    "rank": _rank,
    "file": _file,
    "diagonal": _diagonal,
    "history": _optional_number,
    "threats": _threats,
    "consider": _move_argument,
    "moves": _optional_square,
    "variant": _variant,
    "level": _optional_number,
    "clock": _clock,
    "save": _save,
    "library": _optional_number,
    "setup": _fen,
    "settings": _settings,
    "goto": _number_argument,
    "undo": _count,
    "back": _steps_back,
}


def _match_command(line: _Line, words: list[Token]) -> CommandIntent | None:
    """The longest command phrase at the start of ``words`` whose arguments fit."""
    lex = line.lex
    plains = tuple(t.plain for t in words)
    for k in range(min(lex.longest_phrase, len(words)), 0, -1):
        phrases = lex.phrases.get(plains[:k])
        if not phrases:
            continue
        typed = tuple(t.word for t in words[:k])
        exact = [p for p in phrases if p.words == typed]
        # typed with accents that match one phrase ("řada"): trust them over the others
        others = [] if exact and typed != plains[:k] else [p for p in phrases if p not in exact]
        short = k == 1 and len(plains[0]) == 1 and len(_words(line, words[k:])) > 2
        for phrase in [] if short else exact + others:
            # a one-letter command ("s 3", "p w k") takes a short argument only: "s tím
            # kamenem na d4" is a move
            if phrase.command == "load":
                loaded = _load(line, words[k:])
                if loaded is not None:
                    return loaded
                continue
            parse = _PARSERS.get(phrase.command, _no_arguments)
            rest = words[k:]
            args = parse(line, phrase, rest)
            cut = next((i for i, t in enumerate(rest) if t.plain in _PLEASE), len(rest))
            if args is None and cut < len(rest) - 1 and not any(
                    r.kind is RoleKind.TO for r in line.lex.roles.get(rest[cut + 1].plain, ())):
                # "save game pls my bus is here": after the please, a comment ("vrať to
                # prosím na českou dámu": where to, what is asked)
                args = parse(line, phrase, rest[:cut])
            if args is not None:
                return CommandIntent(phrase.command, args)
    return None


def _command(line: _Line) -> CommandIntent | None:
    words = [t for t in line.tokens if t.plain != "?"]
    if not words:
        return CommandIntent("help") if line.tokens else None
    found = _match_command(line, words)
    if found is None:
        polite = line.lex.polite
        start, end = 0, len(words)
        while start < end and words[start].plain in polite:
            start += 1
        while end > start and words[end - 1].plain in polite:
            end -= 1
        if 0 < end - start < len(words):
            found = _match_command(line, words[start:end])
    return found


# ---------------------------------------------------------------- squares to moves


def _one_or_many(moves: Sequence[Move]) -> Intent:
    """One move, or the question which: the options in board order (as numbered; a mill
    move's removals in the order of the men taken)."""
    if len(moves) == 1:
        return MoveIntent(moves[0])
    return AmbiguousIntent(tuple(sorted(moves, key=lambda m: (m.path, sorted(m.captured)))))


def _at_one_square(reading: _Reading, square: Square, legal: list[Move]) -> list[Move]:
    """The moves one named square may mean: those ending there first, then those from it."""
    ending = [] if reading.from_only else [m for m in legal if m.path[-1:] == (square,)]
    starting = [] if reading.to_only else [m for m in legal if m.path[:1] == (square,)]
    return ending + [m for m in starting if m not in ending]


def _removal_parts(reading: _Reading) -> list[tuple[tuple[Square, ...], Square | None]]:
    """The ways to read a line of a game that captures by removal (the mill): (route,
    the man taken or None). The capture word splits them ("a1 a4 x b6"); without one,
    the last of several points may be the man taken ("d7 b6")."""
    squares = reading.squares
    if reading.capture and reading.split >= 0:
        route, taken = squares[: reading.split], squares[reading.split:]
        if len(taken) == 1:
            return [(route, taken[0])]
        return [(route, None)] if not taken and route else []
    parts: list[tuple[tuple[Square, ...], Square | None]] = [(squares, None)]
    if len(squares) >= 2:
        parts.append((squares[:-1], squares[-1]))
    return parts


def _removal_part(reading: _Reading) -> tuple[tuple[Square, ...], Square | None]:
    """The likeliest reading of a line naming no legal move in a game that captures by
    removal: a placement or a step (two points at most) and the man it takes."""
    parts = _removal_parts(reading)
    fitting = [part for part in parts if 0 < len(part[0]) <= 2]
    return (fitting or parts or [((), None)])[0]


def _removal_moves(reading: _Reading, legal: list[Move]) -> list[Move]:
    for route, taken in _removal_parts(reading):
        if not route:
            found = [m for m in legal if taken is not None and m.captured == {taken}]
        elif len(route) == 1:
            found = _at_one_square(reading, route[0], legal)
        else:
            found = [m for m in legal if m.path == route]
        if taken is not None:
            found = [m for m in found if m.captured == {taken}]
        elif reading.capture:
            found = [m for m in found if m.captured]
        if found:
            return found
    return []


def _moves_of(reading: _Reading, position: AnyPosition, legal: list[Move]) -> list[Move]:
    squares = reading.squares
    if not squares:
        return [m for m in legal if m.captured] if reading.capture else []
    if position.rules.captures_by_removal:
        return _removal_moves(reading, legal)
    if len(squares) == 1:
        found = _at_one_square(reading, squares[0], legal)
        return [m for m in found if m.captured] if reading.capture else found
    named = named_moves(position, squares, legal)
    exact = [m for m in named if m.path == squares]
    return exact[:1] or named


def _start_or_end(reading: _Reading) -> bool | None:
    return True if reading.from_only else False if reading.to_only else None


def _explain(reading: _Reading, position: AnyPosition) -> Illegal:
    if not reading.squares:
        return Illegal(IllegalKind.NOTHING_TO_CAPTURE)
    if position.rules.captures_by_removal:
        route, taken = _removal_part(reading)
        if not route:
            return explain_square(position, reading.squares[-1], capture=True)
        if len(route) == 1 and taken is None:
            return explain_square(position, route[0], capture=reading.capture,
                                  start=_start_or_end(reading))
        return explain_move(position, route, taken)
    if len(reading.squares) == 1:
        return explain_square(position, reading.squares[0], capture=reading.capture,
                              start=_start_or_end(reading))
    return explain_move(position, reading.squares)


def _illegal(text: str, reading: _Reading, position: AnyPosition) -> IllegalIntent:
    """What a reading naming no legal move is, with why; a mill's man to take apart."""
    path, taken = reading.squares, None
    if position.rules.captures_by_removal:
        route, removal = _removal_part(reading)
        if route:
            path, taken = route, removal
    return IllegalIntent(text, path, _explain(reading, position), taken)


def _off_board(line: _Line) -> IllegalIntent | None:
    """A line of squares that names one the game is not played on ("d4 d5": d5 is a
    light square): the first such square, by its name."""
    roles = [_roles(t, line.lex, line.grid) for t in line.tokens]
    if not all(roles):
        return None
    g = line.grid
    for here, following in pairwise(roles):
        files = [r.value for r in here if r.kind is RoleKind.FILE and r.value < g.files]
        ranks = [r.value for r in following
                 if r.kind is RoleKind.NUMBER and 1 <= r.value <= g.ranks]
        refused = _refused_light(line, files, ranks)
        if refused is not None:
            return refused
    return None


def _refused_light(line: _Line, files: list[int], ranks: list[int]) -> IllegalIntent | None:
    """The refusal of a move to the square the first file and rank name, when it is a
    light square; None when they name none or a dark one."""
    if files and ranks and line.grid.at(files[0], ranks[0] - 1) is None:
        return IllegalIntent(line.text.strip(), (), Illegal(IllegalKind.LIGHT_SQUARE),
                             off_board=f"{FILES[files[0]]}{ranks[0]}")
    return None


def _light_written(line: _Line) -> IllegalIntent | None:
    """The refusal of a move to a light square written as one word ("a3 a4": a4, not
    the numbered squares 3 and 4 with a Czech "a" between)."""
    g = line.grid
    for file, rank in pairwise(line.tokens):
        if file.end != rank.start or not rank.plain.isdigit():
            continue
        files = [r.value for r in _roles(file, line.lex, g)
                 if r.kind is RoleKind.FILE and r.value < g.files]
        if files and 1 <= int(rank.plain) <= g.ranks:
            refused = _refused_light(line, files, [int(rank.plain)])
            if refused is not None:
                return refused
    return None


# ---------------------------------------------------------------- questions, mistakes


def _question_words(line: _Line) -> list[Token]:
    return [t for t in line.tokens if t.plain != "?" and t.plain not in line.lex.polite]


def _question(line: _Line) -> CommandIntent | AskBackIntent | None:
    """The command a question or request in the player's own words asks for ("kde mám
    dámy", "where can c3 go"); the choice of meanings when it asks for several."""
    words = _question_words(line)
    if not words or len(words) > LONGEST_QUESTION:
        return None
    read: dict[tuple[str, int, int], str | None] = {}

    def slot(name: str, reader: Callable[[Sequence[Token]], str | None]) -> SpanReader:
        def read_slot(start: int, end: int) -> str | None:
            if (name, start, end) not in read:
                read[name, start, end] = reader(words[start:end])
            return read[name, start, end]
        return read_slot

    def square(tokens: Sequence[Token]) -> str | None:
        found = _one_square(line, tokens)
        return None if found is None else line.name(found)

    def number(tokens: Sequence[Token]) -> str | None:
        n = _number(tokens, line.lex)
        return None if n is None else str(n)

    def whose(tokens: Sequence[Token]) -> str | None:
        return line.lex.qualifiers.get(tokens[0].plain) if len(tokens) == 1 else None

    slots = {"square": slot("square", square), "number": slot("number", number),
             "whose": slot("whose", whose),
             "file": slot("file", lambda tokens: _file_letter(line, tokens))}
    asked = line.tokens[-1].plain == "?"
    found = [CommandIntent(name, args) for name, args
             in meanings([t.plain for t in words], line.lex.lang, slots)
             if not (asked and name in _NEVER_ASKED)]
    if not found:
        return None
    return found[0] if len(found) == 1 else AskBackIntent(line.text.strip(), tuple(found))


def _near(word: str, lex: Lexicon) -> list[str]:
    """The command words a few letters from ``word`` ("kamnye": kameny), nearest first:
    one letter off (or two adjacent ones swapped) for a word of four letters or more, two
    for one of six or more."""
    if len(word) < 4 or word in lex.known or ascii_number(word) is not None:
        return []
    limit = 2 if len(word) >= 6 else 1
    near = [(d, w) for w in lex.command_words
            if (d := edit_distance(word, w, limit)) <= limit]
    return [w for _, w in sorted(near, key=lambda found: found[0])]


def _suggestion(line: _Line) -> SuggestIntent | None:
    """A line not understood that one misspelt word away is a command: the line with the
    word put right, to ask about ("tahz": tahy?)."""
    words = _question_words(line)
    if len(words) > LONGEST_QUESTION:
        return None
    for token in words:
        for word in _near(token.plain, line.lex):
            said = (line.text[:token.start] + line.lex.spelled.get(word, word)
                    + line.text[token.end:]).strip()
            fixed = _line(said, line.position, line.lex.lang)
            command = _command(fixed) or _question(fixed)
            if isinstance(command, CommandIntent):
                return SuggestIntent(line.text.strip(), said.rstrip("?").strip(), command)
    return None


def _line(text: str, position: AnyPosition, lang: str) -> _Line:
    text = unicodedata.normalize("NFC", text)
    lex = lexicon(lang)
    return _Line(text, tokenize(text, lex), lex, position, _grid(position))


def interpret(text: str, position: AnyPosition, lang: str) -> Intent:
    """What the player meant by ``text`` (Czech or English, any case, with or without
    accents, as typed or dictated), in ``position``, in a session speaking ``lang``; a
    line the session's language leaves unread and that says words of the other language
    ("what je na e5?", "give up, prohrála jsem to"), as the other language reads it."""
    line = _line(text, position, lang)
    corrected, moves_only = _corrected(line)
    if corrected is not None:
        again = _reread(corrected, position, lang)
        if isinstance(again, MoveIntent) or not (moves_only or isinstance(again, UnknownIntent)):
            return again
    meant = _interpret(line)
    first = _first_sentence(line)
    if first is not None and isinstance(meant, UnknownIntent | AskBackIntent | MoveIntent):
        said = _reread(first, position, lang)
        if isinstance(meant, MoveIntent):
            # a move asked about in a sentence of its own is weighed, not made, whatever
            # follows ("Kdybych šla z g3 na h4, neztratím tím kámen? Jen se ptám.")
            if isinstance(said, CommandIntent) and said.name == "consider":
                return said
        elif isinstance(said, MoveIntent | QuestionsIntent) or (
                isinstance(said, CommandIntent) and said.name not in ("chat", "yes", "no")):
            # a line of several sentences not read whole, or read two ways: the first
            # sentence asks, the rest says why ("Which games have I saved? Yesterday's
            # should be there.", "Promiňte, můžu táhnout z cé tři na dé čtyři? Nechci nic
            # pokazit.")
            return said
    if isinstance(meant, UnknownIntent) or (
            isinstance(meant, CommandIntent) and _only_asks(meant)) or (
            isinstance(meant, AskBackIntent) and all(_only_asks(o) for o in meant.options)):
        # a question read whole is one of those its parts ask, or the parts were read
        # without what the whole says of them ("jak se pohybuje dáma? může jet přes
        # celou desku?" asks about the king, not the board)
        questions = _questions(line)
        if questions is not None and (not isinstance(meant, CommandIntent)
                                      or meant in questions.questions):
            return questions
        if isinstance(meant, AskBackIntent) and len(meant.options) == 2:
            # two questions one line may ask ("musím brát?": the rule, and the captures
            # now): both are answered, not asked back
            return QuestionsIntent(meant.options)
    other = OTHER_LANGUAGE.get(lang)
    if isinstance(meant, UnknownIntent) and other is not None and _says_other(line, other):
        mixed = _interpret(_line(text, position, other))
        if isinstance(mixed, CommandIntent | MoveIntent):
            return mixed
    return meant


#: how many times a part of a line is being read again inside the reading of the line
_REREADS: ContextVar[int] = ContextVar("rereads", default=0)
#: the most: a player corrects a line or frames a request a few times, not more, and a line
#: of 500 characters made of corrections and requests to ask leave would otherwise be
#: read again and again in every combination of them
_MOST_REREADS = 3


def _reread(text: str, position: AnyPosition, lang: str) -> Intent:
    """``interpret`` of a part of the line being read (what follows a correction, a
    request asked as leave, a frame), nested no deeper than ``_MOST_REREADS``."""
    depth = _REREADS.get()
    if depth >= _MOST_REREADS:
        return UnknownIntent(text.strip())
    token = _REREADS.set(depth + 1)
    try:
        return interpret(text, position, lang)
    finally:
        _REREADS.reset(token)


#: the commands that only ask how things stand, with whatever arguments; and those that
#: do so with none ("level": what level it is)
_ASKING = frozenset(
    {name for name, c in COMMANDS.items() if c.while_stepping} | {"rule"}) - {
    "back", "forward", "goto", "present", "more", "repeat", "help", "braille"}
_ASKING_BARE = frozenset({"level", "settings", "variant", "clock"})
#: the most questions one line is read as
_MOST_QUESTIONS = 4


#: the end of a sentence with more words after it (not "5. tah", an ordinal)
_SENTENCE_END = re.compile(r"(?:(?<!\d)\.|[!?])(?=\s+\w)")


def _first_sentence(line: _Line) -> str | None:
    """The first sentence of a line of several ("I resign. Third time today."), its
    mark kept ("Which games have I saved?"); None: one sentence."""
    end = _SENTENCE_END.search(line.text)
    return None if end is None else line.text[:end.end()]


def _only_asks(intent: CommandIntent) -> bool:
    """Whether a command only asks how things stand (changes nothing, steps nowhere)."""
    return intent.name in _ASKING or (intent.name in _ASKING_BARE and not intent.args)


def _questions(line: _Line) -> QuestionsIntent | None:
    """The questions of a line that asks two or more, each after a question mark or an
    "and" of its own, opening with a word that asks and asking only how things stand
    ("kdo je na tahu a kolik mi zbývá času", "what level is it? and what's the clock?");
    parts that only chat are let pass ("ok", "hmm"). None: fewer than two, or a part that
    asks for something else, opens with no word that asks ("Přehlédla jsem něco? Co mi
    hrozí?") or is not understood ("kolik mám kamenů a kolik on" is one question)."""
    parts: list[list[Token]] = [[]]
    joining = _QUESTIONS_JOINED[line.lex.lang]
    for i, t in enumerate(line.tokens):
        after = line.tokens[i + 1] if i + 1 < len(line.tokens) else None
        if t.plain == "?" or (t.plain in joining and after is not None and not (
                after.plain.isdigit() or _number_roles(after, line.lex) or any(
                    r.kind is RoleKind.FILE for r in line.lex.roles.get(after.plain, ())))):
            parts.append([])
        else:
            parts[-1].append(t)
    parts = [part for part in parts if part]
    if not 2 <= len(parts) <= _MOST_QUESTIONS:
        return None
    openers = line.lex.question_words | _OPENERS[line.lex.lang]
    asked: list[CommandIntent] = []
    for part in parts:
        read = _reread(line.text[part[0].start:part[-1].end], line.position, line.lex.lang)
        if (isinstance(read, CommandIntent) and read.name in ("chat", "yes")) or (
                isinstance(read, UnknownIntent) and len(part) == 1):
            continue  # "ok, ...", "hmm, ..."
        opening = next((t.plain for t in part if t.plain not in line.lex.polite), "")
        # a part may itself ask two things ("musím brát?": the rule, the captures now)
        read_all = read.questions if isinstance(read, QuestionsIntent) else (read,)
        if opening not in openers or not all(
                isinstance(q, CommandIntent) and _only_asks(q) for q in read_all):
            return None
        asked += [q for q in read_all if isinstance(q, CommandIntent) and q not in asked]
    return QuestionsIntent(tuple(asked)) if len(asked) > 1 else None


#: the words that join two questions ("a" and "and", not a comma: a clause after a comma
#: is as often why as what)
_QUESTIONS_JOINED = {"cs": frozenset({"a", "i", "plus"}), "en": frozenset({"and", "plus"})}
#: the words a question opens with besides the question words of the lexicon ("jak je
#: silný", "řekni kdo je na tahu", "are there captures")
_OPENERS = {
    "cs": frozenset({"jak", "jakou", "jakej", "jaky", "jakym", "ktery", "kterou", "ukaz",
                     "ukazte", "rekni", "reknete", "precti", "prectete", "vyjmenuj", "popis",
                     "kdy", "mam", "mame", "je", "jsou", "hrozi", "musim", "musime", "muzu"}),
    "en": frozenset({"whos", "hows", "wheres", "are", "do", "does", "did", "tell", "show",
                     "read", "list", "when", "am", "whats", "any", "must"}),
}


def _corrected(line: _Line) -> tuple[str | None, bool]:
    """The line as its player corrected it within it: what follows "no wait", "ne,
    počkej", "teda"... ("c3 d4, no wait, e3 f4" is "e3 f4"), or, where only a square or
    a number follows, the line before with its last square or number put right ("skoč na
    tah 20, teda 21" is "skoč na tah 21", "where can e3 go, no sorry, g3" is "where can g3
    go"). A correction stands after a comma or is two words or more, or one word between
    two moves said whole ("c3 d4 sorry e3 f4"). The text, and whether it may only be a
    move: after one word ("písmena, ne čísla" is no correction, "c3 d4, no, e3 f4" is);
    None: no correction."""
    tokens, lex = line.tokens, line.lex
    for k in range(1, len(tokens)):
        end = k
        while phrase := _phrase_at(tokens, end, lex.corrections):
            end += len(phrase)
        said = [t for t in tokens[end:] if t.plain != "?"]
        if end == k or not said or not (tokens[k].pause or end - k > 1 or (
                _two_squares(line, said) and _two_squares(line, tokens[max(k - 4, 0):k]))):
            continue  # one word with no comma corrects only a move said again whole
        square = len(said) == 2 and _square_named(line, *said) is not None
        if not (square or (len(said) == 1 and _number_roles(said[0], lex))):
            return line.text[said[0].start:], end - k == 1
        # only a square or a number: it takes the place of the last one said before
        before = tokens[:k]
        for i in range(len(before) - 1, -1, -1):
            if square and i + 1 < k and _square_named(line, before[i], before[i + 1]):
                start, stop = before[i].start, before[i + 1].end
            elif (not square and _number_roles(before[i], lex)
                  and not (i and _square_named(line, before[i - 1], before[i]))):
                start, stop = before[i].start, before[i].end
            else:
                continue
            fragment = line.text[said[0].start:said[-1].end]
            return line.text[:start] + fragment + line.text[stop:before[-1].end], False
        return None, False
    return None, False


def _two_squares(line: _Line, tokens: Sequence[Token]) -> bool:
    """Whether the tokens are two squares and nothing else ("c3 d4": a move said whole)."""
    return len(tokens) == 4 and all(
        _square_named(line, tokens[i], tokens[i + 1]) is not None for i in (0, 2))


def _says_other(line: _Line, other: str) -> bool:
    """Whether the line says a word of the ``other`` language that its own does not know
    ("kill", "timer"; not "no", a Czech "well")."""
    ours, theirs = line.lex, lexicon(other)
    return any(
        t.plain not in ours.command_words and t.plain not in ours.polite
        and not own_concepts(t.plain, ours.lang)
        and (t.plain in theirs.command_words or own_concepts(t.plain, other))
        for t in line.tokens if len(t.plain) >= 3)


def _interpret(line: _Line) -> Intent:
    position, shown = line.position, line.text.strip()
    if not line.tokens:
        return UnknownIntent(shown)
    command = _command(line)
    if command is not None:
        return command
    timed = _minutes_and_seconds(line, line.tokens)
    if timed and all(t.plain.isdigit() or t.plain == "plus" for t in line.tokens):
        return CommandIntent("clock", (timed,))  # "3+2", "3 plus 2": a clock, no move
    short = _short_move(line)
    if short is not None:
        return short
    readings = _readings(line.tokens, line.lex, line.grid)
    if line.tokens[-1].plain == "?":
        # "c3?": what stands on c3
        for reading in readings:
            if len(reading.squares) == 1 and not (reading.capture or reading.to_only):
                return CommandIntent("square", (line.name(reading.squares[0]),))
    legal = [m for m in position.legal_moves() if m.path]  # a pass is never typed
    first_illegal: _Reading | None = None
    for reading in readings:
        if not reading.squares and not reading.capture:
            continue
        moves = _moves_of(reading, position, legal)
        if moves:
            return _one_or_many(moves)
        if first_illegal is None:
            first_illegal = reading
    question = _question(line)
    if question is not None:
        return question
    if first_illegal is not None:
        return _light_written(line) or _illegal(shown, first_illegal, position)
    return (_off_board(line) or _move_in_words(line, legal)
            or _move_after_question(line, legal) or _move_by_side(line, legal)
            or _leave_asked(line)
            or _clause_move(line, legal) or _request_or_whole(line) or _framed(line)
            or _one_clause(line) or _suggestion(line) or UnknownIntent(shown))


#: words that lead to a decision and say nothing else ("tak 22-17", "so e3 d4")
_SO = frozenset({"tak", "takze", "teda", "tedy", "radsi", "so", "then", "just", "well", "rather",
                 "lets", "say", "rekneme"})


#: a move in club players' short notation: the file a piece leaves, the square it goes to
_SHORT = re.compile(r"(?<![^\W\d_])([a-z])([a-z])(\d{1,2})(?![^\W_])")


def _short_move(line: _Line) -> Intent | None:
    """A move in the short notation of club players ("cd4", "1. ef4 a uvidíme", "gh4, to
    the edge"): the file of the piece that moves and the square it goes to, once in the
    line, and no other square named; the legal moves that fit (one, or the question
    which)."""
    g = line.grid
    found = [m for m in _SHORT.finditer(line.text.lower())
             if m[1] != m[2] and max(ord(m[1]), ord(m[2])) - ord("a") < g.files
             and 1 <= int(m[3]) <= g.ranks]
    if len(found) != 1 or sum(1 for a, b in pairwise(line.tokens)
                              if _square_named(line, a, b)) > 1:
        return None
    # "is cd4 good?", "would cd4 lose a piece": a question about the move ("cd4!?" is a
    # club player's mark, no question; "cb4, hraje se to málo ale proč ne" says why)
    text = line.text.replace("!?", "").replace("?!", "")
    before = [t for t in line.tokens if t.end <= found[0].start()]
    after = list(takewhile(lambda t: not t.pause,
                           (t for t in line.tokens if t.start >= found[0].end())))
    asked = "?" in text or _asks_about(line, before) or any(
        concepts_of(t.plain, line.lex.lang) & _ASKS_OF_A_MOVE for t in after)
    start, end, rank = found[0].groups()
    target = g.at(ord(end) - ord("a"), int(rank) - 1)
    moves = [m for m in line.position.legal_moves() if m.path and m.path[-1] == target
             and line.name(m.path[0]).startswith(start)]
    if asked:  # weighed, not made: what it would lose
        return (CommandIntent("consider", tuple(line.name(s) for s in moves[0].path))
                if len(moves) == 1 else None)
    return _one_or_many(moves) if moves else None


#: the sides a piece may be moved to, as the player sees the board ("šikmo doprava")
_LEFT = frozenset({"doleva", "vlevo", "nalevo", "levy", "levej", "leva", "levou", "left",
                   "leftmost"})
_RIGHT = frozenset({"doprava", "vpravo", "napravo", "pravy", "pravej", "pravou", "right",
                    "rightmost"})
#: the meanings of words that say a piece is moved ("posuň", "forward", "šikmo")
_MOVING = frozenset({"move", "goes", "forward", "diagonal", "goto"})


def _move_by_side(line: _Line, legal: list[Move]) -> Intent | None:
    """A piece named by its square and moved to one side, as the player sees the board
    ("táhnu kamenem z c3 šikmo doprava", "move the piece from g3 diagonally to the
    left"): the legal moves from that square whose first step goes that way; or the
    square a piece goes to and the side it comes from ("posunu levej krajní kámen na
    b4"): of the moves there, the one from furthest that way."""
    plains = {t.plain for t in line.tokens}
    sides = [side for side, words in ((1, _RIGHT), (-1, _LEFT)) if plains & words]
    named = [sq for a, b in pairwise(line.tokens) if (sq := _square_named(line, a, b))]
    lex = line.lex
    if len(sides) != 1 or len(named) != 1 or "?" in plains or not any(
            concepts_of(t.plain, lex.lang) & _MOVING or t.plain in _DIAGONALLY
            or _says_at(line.tokens, i, lex.move_verbs)
            for i, t in enumerate(line.tokens)) or _asks_about(line, line.tokens):
        return None
    board = line.position.rules.board
    way = sides[0] if line.position.turn == WHITE else -sides[0]  # Black sees it turned
    start = board.coords(named[0])[0]
    moves = [m for m in legal if m.path[0] == named[0] and len(m.path) > 1
             and (board.coords(m.path[1])[0] - start) * way > 0]
    if not moves:
        # the square gone to, and the piece by its side: "the man on the far left ... b4"
        to = [m for m in legal if m.path[-1] == named[0]]
        furthest = max((board.coords(m.path[0])[0] * way for m in to), default=0)
        moves = [m for m in to if board.coords(m.path[0])[0] * way == furthest]
    return _one_or_many(moves) if moves else None


#: "diagonally" said in words the concepts do not name
_DIAGONALLY = frozenset({"sikmo", "diagonally", "diagonal", "nahoru", "up", "dopredu",
                         "forward", "forwards", "ahead"})


def _clause_move(line: _Line, legal: list[Move]) -> Intent | None:
    """A move that is a clause of its own in a line that asks nothing ("ten počítač mě
    stejně porazí, tak 22-17", "tak jsem se rozhodla, 23-19", "22 18, standard opening,
    nothing fancy"): the other clauses say why; only one clause may name a move."""
    if any(t.plain == "?" for t in line.tokens):
        return None
    found = [moves for clause in _clauses(line) for part in _joined(line, clause)
             if (moves := _named_first(line, _after_move_verb(line, [
                 t for t in part if t.plain not in line.lex.polite and t.plain not in _SO]),
                                       legal))]
    return _one_or_many(found[0]) if len(found) == 1 else None


#: the meanings of words after a move that ask about it ("c3 d4 is that good")
_ASKS_OF_A_MOVE = frozenset({"weigh", "would", "good", "mistake", "threat", "ended", "is"})


def _asks_about(line: _Line, tokens: Sequence[Token]) -> bool:
    """Whether the words ask about a move rather than make it ("is", "would", "dobrý")."""
    lex = line.lex
    return any(t.plain in lex.question_words or concepts_of(t.plain, lex.lang) & _ASKS_OF_A_MOVE
               for t in tokens)


def _named_first(line: _Line, part: list[Token], legal: list[Move]) -> list[Move]:
    """The moves the words of a clause name, or those its first words name when the rest
    names no square and no number and asks nothing of the move ("23-18 to start things
    off"; not "c3 d4 is that good")."""
    moves = _named(line, part, legal)
    for k in range(2, len(part)):
        if moves:
            break
        rest = part[k:]
        if not (any(t.plain.isdigit() for t in rest) or _asks_about(line, rest)
                or any(_square_named(line, a, b) for a, b in pairwise(rest))):
            moves = _named(line, part[:k], legal)
    return moves


def _move_after_question(line: _Line, legal: list[Move]) -> Intent | None:
    """A move said after a question, as the last clause of the line ("umíš taky čísla? tak
    23-18", "can you also do numbers? then 23-18"): the question is answered by the
    move."""
    asked = [i for i, t in enumerate(line.tokens) if t.plain == "?"]
    if not asked or asked[-1] == len(line.tokens) - 1:
        return None
    return _clause_move(replace(line, tokens=line.tokens[asked[-1] + 1:]), legal)


def _after_move_verb(line: _Line, part: list[Token]) -> list[Token]:
    """The words after a verb that states the move, when a reason comes before it ("To open
    up the centre I'm going e3 to d4")."""
    verbs = line.lex.move_verbs
    for i in range(1, len(part)):
        said = _phrase_at(part, i, verbs)
        if said is not None and i + len(said) < len(part):
            return part[i + len(said):]
    return part


#: words that join two clauses ("dvacet dva na osmnáct a hni sebou", "e3 f4 then read me
#: the board")
_AND = frozenset({"a", "and", "then", "pak", "potom"})


def _joined(line: _Line, clause: list[Token]) -> list[list[Token]]:
    """A clause's parts joined by "and" (one that says no square: "a3 a b4" is one)."""
    parts: list[list[Token]] = [[]]
    for i, t in enumerate(clause):
        after = clause[i + 1] if i + 1 < len(clause) else None
        if (t.plain in _AND and i and after is not None and not after.plain.isdigit()
                and not line.lex.roles.get(after.plain)):
            parts.append([])
            continue
        parts[-1].append(t)
    return parts


def _request_or_whole(line: _Line) -> CommandIntent | AskBackIntent | None:
    """The line read by its concepts; where that is how the game stands, read from the
    player's words on how it goes ("I'm losing badly", "chtěla bych hrát líp"), and one
    clause, only one, asks something of the program ("can you", "prosím", "give me"),
    the command that clause asks for: "I'm losing badly, can you give me a hint" asks for
    a hint, and says why."""
    whole = _by_concepts(line)
    if whole != CommandIntent("analysis"):
        return whole
    clauses = _clauses(line)
    lex = line.lex
    asking = [c for c in clauses if len(clauses) > 1 and (
        any(t.plain in lex.requests or t.plain in _PLEASE for t in c)
        or (len(c) > 1 and c[1].plain in _TO_ME))]
    if len(asking) != 1:
        return whole
    clause = asking[0]
    asked = _by_concepts(_line(line.text[clause[0].start:clause[-1].end], line.position,
                               lex.lang))
    return asked if isinstance(asked, CommandIntent) and asked.name not in ("yes", "no") \
        else whole


def _one_clause(line: _Line) -> CommandIntent | None:
    """The command of the one clause that asks for one, in a line not read whole whose
    other clauses say why or what the player does not want ("Mom says it's bedtime, I
    don't want to play anymore, close the program", "Vypni ty varování, hraju dámu
    dvacet let a otravuje mě to"); the clauses before a "but" are set aside ("I don't
    want you to play for me, but could you give me a small hint?"). An answer is no such
    command: a clause of a longer line is no yes or no."""
    clauses = _clauses(line, questions=True)
    lex = line.lex
    # a line that names a square or a number may be a move; one on what the program does
    # not do (a sensor board) is left unread whole
    if len(clauses) < 2 or any(
            t.plain.isdigit() or "unsupported" in concepts_of(t.plain, lex.lang)
            for t in line.tokens) or any(
            _square_named(line, a, b) for a, b in pairwise(line.tokens)):
        return None
    buts = [i for i, c in enumerate(clauses) if c[0].plain in _BUT]
    found = [(c, read) for c in clauses[buts[-1] if buts else 0:]
             if (read := _by_concepts(_line(line.text[c[0].start:c[-1].end], line.position,
                                            lex.lang))) is not None]
    # of two clauses that ask, the one that says please ("Take that back please, my
    # husband was talking at me")
    pleading = [(c, read) for c, read in found
                if any(t.plain in _PLEASE for t in c) and _asks(line, c)]
    if len(found) == 1:
        clause, read = found[0]
    elif len(pleading) == 1:
        clause, read = pleading[0]
    else:
        return None
    if not isinstance(read, CommandIntent) or read.name in ("yes", "no"):
        return None
    if read.name != "sensor" and any("sensor" in concepts_of(t.plain, lex.lang)
                                     for t in line.tokens):
        return None  # a line on the sensor board asks about it, not about a clause's words
    return read if _asks(line, clause) else None


def _asks(line: _Line, clause: list[Token]) -> bool:
    """Whether a clause asks: it opens with the request itself ("close the program",
    "vypni"), or with a word that asks ("please", "could you"), not with the player ("I
    want to finish this one", "I'd like to move the pieces on it")."""
    lex = line.lex
    opening = [t for t in clause if t.plain not in _BUT]
    first = opening[0].plain if opening else ""
    if (first in lex.requests or first in _PLEASE or first in lex.polite
            or (len(opening) > 1 and opening[1].plain in _YOU)):  # "could you", "mohl bys"
        return True
    said = concepts_of(first, lex.lang)
    return bool(said) and not said & _SAID_OF_ONESELF


#: words of apology a line may open with ("sorry, ...", "excuse me, ...")
_APOLOGIES = frozenset({"sorry", "sry", "excuse", "me", "pardon", "prominte", "promin"})
#: the possessives that stand for a side named beside them ("where has black his pieces")
_HIS = frozenset({"his", "her", "their", "its", "jeho", "jeji", "jejich"})
#: the program spoken to, after "could", "would", "mohl"
_YOU = frozenset({"you", "u", "bys", "byste", "ty", "vy"})
#: the meanings of a clause's first word that speak of the player, not to the program
_SAID_OF_ONESELF = frozenset({"me", "iam", "want", "have", "can", "ican", "would", "opponent"})


#: words that make a clause a request: "please", and "me" after its verb ("give me")
_PLEASE = frozenset({"please", "prosim", "pls", "plz", "prosimte"})
_TO_ME = frozenset({"me", "mi", "mne"})


def _leave_asked(line: _Line) -> CommandIntent | MoveIntent | None:
    """What a clause asking leave asks for ("is it possible to make it easier?", "pořád
    prohrávám, dá se to udělat lehčí?"): the words after the leave read alone, a command
    or a move only; and the move a clause states ("I'd like to play twenty two to
    eighteen"). Only the first clause that asks leave or states a move is read, so that
    reading the rest (which may ask leave again) never branches."""
    lex = line.lex
    for clause in _clauses(line):
        said = _phrase_at(clause, 0, lex.permission | lex.move_verbs)
        if said is None or len(said) == len(clause):
            continue
        # the leave is the question; what it asks for is a request ("make it easier")
        stop = max(t.end for t in line.tokens if t.plain != "?")
        asked = _reread(line.text[clause[len(said)].start:stop], line.position, lex.lang)
        # after "I'd like to play" only a move: "I'd like to play twenty two to eighteen"
        if isinstance(asked, MoveIntent) or (
                said in lex.permission and isinstance(asked, CommandIntent)
                and asked.name not in _WHETHER_THERE_ARE):
            return asked
        return None
    return None


def _clauses(line: _Line, *, questions: bool = False) -> list[list[Token]]:
    """The tokens of the line by clauses, each starting after a comma or a semicolon (and
    with ``questions`` after a question mark too); question marks left out."""
    clauses: list[list[Token]] = []
    asked = False
    for t in line.tokens:
        if t.plain == "?":
            asked = questions
            continue
        if t.pause or asked or not clauses:
            clauses.append([])
        asked = False
        clauses[-1].append(t)
    return clauses


#: what "can I ..." asks whether there is, not for: "můžu brát nějaký kámen?" asks for the
#: captures, not for where the pieces are
_WHETHER_THERE_ARE = frozenset({"captures", "moves", "pieces", "threats", "square", "board",
                                "board-all"})


#: the meanings of the words that frame a request ("Můžete mi říct, ...", "Could you tell
#: me ...", "I'd like to know ...")
_FRAME = frozenset({"show", "me", "can", "would"})


#: the player's own, said of what is asked about ("tell me my options")
_MY = frozenset({"my", "moje", "muj", "moji", "mych", "mymi"})


def _framed(line: _Line) -> CommandIntent | None:
    """The command asked for after the words that frame a request ("Můžete mi říct, co
    stojí na c5?" is "co stojí na c5"): the line read again without them, a command
    only."""
    lex = line.lex
    k, telling = 0, False
    for t in line.tokens:
        said = concepts_of(t.plain, lex.lang)
        # "tell me my options": whose they are is part of what is asked
        if (said and not said <= _FRAME) or t.plain in _MY:
            break
        if not said and t.plain not in lex.polite and t.plain not in lex.requests:
            break
        telling = telling or "show" in said
        k += 1
    # a frame asks to be told something ("tell", "říct"); "can I take some piece?" asks
    # whether I can, and is read whole
    if not telling or not 0 < k < len(line.tokens) or line.tokens[k].plain == "?":
        return None
    inner = _reread(line.text[line.tokens[k].start:], line.position, lex.lang)
    return inner if isinstance(inner, CommandIntent) else None


@cache
def _own_numbers(lang: str) -> frozenset[str]:
    """The number words of the session's own language ("ten" is a Czech pronoun)."""
    v = VOCABULARIES.get(lang, VOCABULARIES["en"])
    return frozenset(plain(w) for table in (v.units, v.numbers, v.tens) for w in table)


def _by_concepts(line: _Line) -> CommandIntent | AskBackIntent | None:
    """The command the meanings of the words ask for, whatever else is said
    (``concepts``); a yes or a no said first, before a comma, answers ("jo, pokračuj",
    "ne, novou hru prosím")."""
    lex = line.lex
    said = [t for t in line.tokens if t.plain != "?"]
    # "could you", "mohl byste", "můžete mi": a request's politeness, not what may be
    # done ("Could you show me where I made my mistakes?" asks for no moves)
    words = [t for i, t in enumerate(said)
             if not ("can" in concepts_of(t.plain, lex.lang)
                     and (t.plain in lex.requests
                          or (i + 1 < len(said) and said[i + 1].plain in lex.requests)))]
    if not words:
        return None
    # the squares named by file and rank, by the token of their rank
    squares = {id(b): sq for a, b in pairwise(line.tokens)
               if (sq := _square_named(line, a, b)) is not None}
    example = _example(line, squares)
    timed = _minutes_and_seconds(line, words)
    # a clock of minutes and seconds names no square ("5 minut a 3 sekundy": no a3)
    squares = {k: sq for k, sq in squares.items() if k not in example and not timed}

    answer = _match_command(line, words[:1]) if len(words) > 1 and not squares else None
    if answer is not None and answer.name not in ("yes", "no"):
        answer = None
    if answer is not None and words[1].pause and not any(t.plain in _BUT for t in words):
        return answer  # "ne, novou hru prosím" (not "nechci, abys hrál, ale poraď mi")

    def square() -> str | None:
        found = {line.name(sq) for sq in squares.values()}
        return found.pop() if len(found) == 1 else None

    own = _own_numbers(lex.lang)

    def said_numbers() -> list[tuple[int, int, int]]:
        # each number said apart from a square ("b6" names no number 6)
        return _numbers_said(words, lex, lambda t: (
            (t.plain.isdigit() or t.plain in own) and id(t) not in squares
            and id(t) not in example and t.plain not in in_names))

    def number() -> str | None:
        found = said_numbers()
        if len(found) != 1 or (found[0][1] and words[found[0][1] - 1].plain in _BY):
            return None  # "o jeden tah zpátky": by how many, not which (a count)
        return str(found[0][0])

    def number_or_ordinal() -> str | None:
        # "open my second saved game": an ordinal when no number is said; it makes no
        # rule that reads no number unfit ("the first move" is no number said)
        found = [lex.ordinals[t.plain] for t in words if t.plain in lex.ordinals]
        return number() or (str(found[0]) if len(found) == 1 else None)

    plains = [t.plain for t in words]
    meanings = {c for p in plains for c in concepts_of(p, lex.lang)}
    # a language's name is a game's only beside a word for the game or its rules ("Czech
    # version of draughts", "anglickou dámu", "pravidla česká"), not in "play in English"
    languages = set() if meanings & {"variant", "rules"} else {
        p for p in plains if concepts_of(p, lex.lang) & {"czech", "english"}}
    # a word for any game ("checkers") names none: "Italian checkers" is no English
    generic = {p for p in plains if "variant" in concepts_of(p, lex.lang)}

    def game_named(names: list[str]) -> str | None:
        for name in names:
            if len(name) < 4 or name in languages or name in generic:
                continue
            for key in dict.fromkeys((name, name.replace(" ", "-"))):
                try:
                    return find_game(key).id
                except UnknownVariantError:
                    continue
        return None

    # the words of a game's name of several words say no number ("nine men's morris")
    in_names = {w for n in (3, 2) for i in range(len(plains) - n + 1)
                if game_named([" ".join(plains[i:i + n])]) for w in plains[i:i + n]}

    def forms(p: str) -> list[str]:
        # a Czech adjective in another case: "českou", "ruské" -> "česka", "ruska" (not
        # a language's own word: "mluv česky" is no Czech draughts)
        if p in languages:
            return []
        found = [p[:-2] + "a"] if p.endswith("ou") else []
        return found + ([p[:-1] + end for end in "ae"] if p.endswith(("e", "y")) else [])

    def variant() -> str | None:
        # a game negated is not the one asked for ("not english draughts, czech ones")
        said = ["" if any("no" in concepts_of(p, lex.lang) for p in plains[max(0, i - 2):i])
                else p for i, p in enumerate(plains)]
        names = [*(" ".join(said[i:i + 3]) for i in range(len(said) - 2)),
                 *(" ".join(p) for p in pairwise(said)), *said]
        return game_named([n for n in names if n.strip() == n and n]
                          + [f for p in said for f in forms(p)])

    def games() -> str | None:
        # every game named, in the order said ("ruská dáma od české": russian czech)
        found: list[str] = []
        for i, p in enumerate(plains):
            pair = [" ".join(plains[i:i + 2])] if i + 1 < len(plains) else []
            game = game_named([*pair, p, *forms(p)])
            if game is not None and game not in found:
                found.append(game)
        return " ".join(found) if found else None

    def side() -> str | None:
        # "tell me where all the pieces are": that "me" is who is told, not whose pieces
        told = _TO_ME if any("whole" in concepts_of(t.plain, lex.lang) for t in words) else ()
        sides = {lex.qualifiers[t.plain] for t in words if t.plain in lex.qualifiers
                 and t.plain not in _REFLEXIVE and t.plain not in told}
        if len(sides & {"white", "black"}) == 1 and any(t.plain in _HIS for t in words):
            # "where has black his pieces": "his" is the colour's
            sides &= {"white", "black"}
        if not sides and any(t.plain in _REFLEXIVE for t in words):
            # "svoje kameny", "my own pieces": mine, unless the opponent has them
            other = any("opponent" in concepts_of(t.plain, lex.lang) or t.plain in _YOU_HAVE
                        for t in words)
            return "opponent" if other else "mine"
        return sides.pop() if len(sides) == 1 else "" if not sides else None

    def colour() -> str | None:
        # a colour that must be said ("kde jsou černé"; "where ... my" is no question
        # about pieces)
        said = side()
        return said if said in ("white", "black") else None

    def name() -> str:
        # a name said after a word before a name ("pod jménem babička", "as grandpa")
        marks = [i for i, t in enumerate(line.tokens) if t.plain in lex.name_words]
        skip = lex.game_words | lex.name_words
        after = [t for t in line.tokens[marks[-1] + 1:] if t.plain not in skip] if marks else []
        return line.after(after[0]) if after and after[0].plain != "?" else ""

    def count() -> str | None:
        # "two moves back", "dva tahy", "zpátky o tři": a few moves counted, more than one
        # ("back one" is no count; "move 10" is a move's number)
        found = said_numbers()
        if len(found) != 1:
            return None
        n, at, size = found[0]
        # "ty dva poslední tahy", "the two last moves"
        end = next((k for k in range(at + size, len(words))
                    if "last" not in concepts_of(words[k].plain, lex.lang)), len(words))
        after = words[end] if end < len(words) else None
        before = words[at - 1] if at else None
        counted = ("move" in concepts_of(after.plain, lex.lang) if after is not None
                   else before is None or "move" not in concepts_of(before.plain, lex.lang))
        return str(n) if counted and 1 < n <= _FEW else None

    slots: dict[str, SlotReader] = {
        "square": square, "number": number_or_ordinal, "count": count, "variant": variant,
        "side": side, "owner": lambda: side() or None,
        "colour": colour, "games": games, "name": name, "increment": lambda: timed}
    named = frozenset(name for name, said in (("square", bool(squares)),
                                              ("number", number() is not None)) if said)
    quiet = frozenset(t.plain for t in words if _says_nothing(t, lex)
                      or t.plain in lex.negations or t.plain.isdigit()
                      or t.plain in own or _names_a_game(t.plain))
    plain_words = [t.plain for t in words]
    pauses = frozenset(i for i, t in enumerate(words) if t.pause)
    asked = line.tokens[-1].plain == "?"
    meanings_read = read_concepts(plain_words, lex.lang, slots, named, quiet, asked, pauses)
    digits = [t.plain for t in words if t.plain.isdigit()]
    numbers = said_numbers()
    if not meanings_read and named == {"number"} and (
            len(digits) == 1 or numbers[0][2] == 2 or numbers[0][0] > _FEW
    ) and not (meanings & _UNITS_OF_TIME):
        # a number in digits, or in words above a few, that reads as nothing else may be
        # a square by its number ("je 17 volno?", "options for 24", "kámen dvacet čtyři",
        # "je volný pole osmnáct"; "two captures" counts)
        numbered = _square(line.grid, None, numbers[0][0])
        if numbered is not None:
            as_square = {**slots, "square": lambda: line.name(numbered)}
            meanings_read = read_concepts(plain_words, lex.lang, as_square,
                                          frozenset({"square"}), quiet, asked, pauses)
    one = numbers[0][1] if named == {"number"} and not digits and numbers[0][0] == 1 else -1
    if not meanings_read and 0 <= one < len(words) - 1 and concepts_of(
            words[one + 1].plain, lex.lang):
        # "one" said as a word before a noun may only mean "a": "chci jeden úloha"
        meanings_read = read_concepts(plain_words, lex.lang, slots, frozenset(), quiet,
                                      asked, pauses)
    found = [CommandIntent(name, tuple(a for a in args if a)) for name, args in meanings_read]
    opening = next((t for t in words if not _says_nothing(t, lex)), None)
    about = concepts_of(opening.plain, lex.lang) & _ASKING_ABOUT if opening else frozenset()
    if len(found) == 1 and found[0].name in _CHANGES and found[0].args and about:
        # a change read from a question about it: how it is done is help ("How can I
        # change the voice speed?"), anything else is asked ("what's the level like?")
        help_on = CommandIntent("help", (found[0].name,))
        return help_on if "how" in about else AskBackIntent(line.text.strip(),
                                                            (found[0], help_on))
    if len({f.name for f in found}) > 1 and {f.args for f in found} not in _OPPOSITES:
        # different commands read alike: the clause said first decides ("hraj lehčeji,
        # pořád prohrávám", "could you play a bit easier, I keep losing")
        first_clause = _first_clause(line)
        if first_clause is not None:
            decided = _by_concepts(first_clause)
            if isinstance(decided, CommandIntent) and decided in found:
                return decided
    rest = set().union(*line_concepts(plain_words, lex.lang, pauses)[1:])
    if answer is not None and answer.name == "yes" and "no" in rest:
        # "jasně, proč ne", "sure why not": yes; "určitě ne", "definitely not": no
        return answer if "why" in rest else CommandIntent("no")
    # "nechci mezinárodní, chci českou": no game is an answer
    if answer is not None and rest <= _ANSWER_CONCEPTS and variant() is None:
        # a yes or a no said first, with words that ask for nothing else ("yeah go on",
        # "ano chci pokračovat", "no I not want"): the answer
        return answer
    if not found:
        return None
    pair = {f.args for f in found}
    if pair in _OPPOSITES or pair == _NOTATIONS:
        # a clause that complains says why ("ty písmena mě matou, dávej to čísly", "the
        # letter squares are confusing, give me numbers"): the other value is asked for
        heard = line_concepts(plain_words, lex.lang, pauses)
        bounds = [0, *sorted(p for p in pauses if p), len(plain_words)]
        clauses: list[set[str]] = [set().union(*heard[start:end])
                                   for start, end in pairwise(bounds)]
        for clause in clauses:
            others = [f for f in found if _VALUE_SAID[f.args[-1]] not in clause]
            if clause & _COMPLAINT and len(others) == 1 and any(
                    _VALUE_SAID[others[0].args[-1]] in other for other in clauses):
                return others[0]
    if pair in _OPPOSITES or (pair == _NOTATIONS and not asked):
        # the voice faster and slower, louder and quieter, the notation ("rychlejc, to mele
        # moc pomalu", "talk faster ur so slow"): the one said first is asked for, the
        # other is why (a question on both is asked which)
        for cut in range(1, len(plain_words)):
            first = read_concepts(plain_words[:cut], lex.lang, slots, named, quiet, asked,
                                  pauses)
            if first:
                meant = [CommandIntent(name, tuple(a for a in args if a)) for name, args in first]
                return meant[0] if len(meant) == 1 and meant[0] in found else AskBackIntent(
                    line.text.strip(), tuple(found))
    return found[0] if len(found) == 1 else AskBackIntent(line.text.strip(), tuple(found))


def _first_clause(line: _Line) -> _Line | None:
    """The line up to its first comma, question mark or full stop, when more follows."""
    text = line.text
    ends = [i for i in (text.find(","), text.find("?"), text.find(".")) if i > 0]
    if not ends or not text[min(ends) + 1:].strip():
        return None
    return _line(text[:min(ends)], line.position, line.lex.lang)


def _example(line: _Line, squares: dict[int, Square]) -> set[int]:
    """The tokens of squares and numbers given as an example ("say the squares as
    numbers, like 22", "tahy piš jako c3 d4"): those right after a word that gives one,
    by their ids; they name nothing the line asks about."""
    tokens, found = line.tokens, set()
    for i, t in enumerate(tokens):
        if "example" not in concepts_of(t.plain, line.lex.lang):
            continue
        for k in range(i + 1, len(tokens)):
            if id(tokens[k]) in squares or tokens[k].plain.isdigit():
                found.add(id(tokens[k]))
            elif not (k + 1 < len(tokens) and id(tokens[k + 1]) in squares):
                break  # a file stands before its rank: "c" of "c3"
    return found


#: the commands that change what the next moves or games are like
_CHANGES = frozenset({"settings", "level", "variant", "clock"})

#: the meanings of the word a question about something starts with ("co", "jak", "what")
_ASKING_ABOUT = frozenset({"what", "which", "how", "why"})

#: settings asked for with their opposite as the reason: the first said is meant ("can
#: you talk in czech, my english is not so good")
_OPPOSITES = (
    {("rate", "faster"), ("rate", "slower")},
    {("volume", "louder"), ("volume", "quieter")},
    {("language", "cs"), ("language", "en")},
)
#: the two notations: which is asked for, by the one complained of or said first
_NOTATIONS = {("notation", "numeric"), ("notation", "algebraic")}

#: the meanings of words that complain of something ("ty písmena mě matou", "so slow")
_COMPLAINT = frozenset({"confusing", "too"})
#: the meaning of the words that say each value of ``_OPPOSITES`` and ``_NOTATIONS``
_VALUE_SAID = {"faster": "faster", "slower": "slower", "louder": "louder", "quieter": "quieter",
               "cs": "czech", "en": "english", "numeric": "numeric", "algebraic": "algebraic"}

#: the reflexive owners: whose depends on who has them ("kde má počítač svoje kameny":
#: the computer's)
_REFLEXIVE = frozenset({"svoje", "sve", "svych", "svymi", "svoji", "svou", "own", "its"})
#: a word before a number that counts by how much ("o dva tahy zpátky", "back by two")
_BY = frozenset({"o", "by"})

#: the program spoken to as the one who has them ("kde máš svoje kameny")
_YOU_HAVE = frozenset({"mas", "mate"})

#: a number beside one of these counts time, and is no square by its number
_UNITS_OF_TIME = frozenset({"minutes", "seconds"})


#: the meanings of words that may stand around a yes or a no ("jo, pokračuj", "yeah go
#: on", "no I not want"); "no timer", "nechci čas" name a thing, and are no answer
_ANSWER_CONCEPTS = frozenset({"yes", "no", "more", "me", "open", "goto", "on", "forward", "want",
                              "would"})


def _names_a_game(word: str) -> bool:
    """A word that is a game's name by itself ("international", "russian")."""
    if len(word) < 4:
        return False
    try:
        find_game(word)
    except UnknownVariantError:
        return False
    return True


def _square_named(line: _Line, file: Token, rank: Token) -> Square | None:
    """The square a file and its rank name, the rank said as digits or a number word,
    not a word that only sounds like one ("for", "to"); None when they name none of the
    board ("je ten" is no j10)."""
    lex, g = line.lex, line.grid
    if not (rank.plain.isdigit() or rank.plain in lex.number_words):
        return None
    numbers = [r.value for r in _number_roles(rank, lex)]
    for role in _roles(file, lex, g):
        if role.kind is RoleKind.FILE:
            for n in numbers:
                square = _square(g, role.value, n)
                if square is not None:
                    return square
    return None


def _move_in_words(line: _Line, legal: list[Move]) -> Intent | None:
    """A move named by squares among other words ("Rád bych posunul kámen z e3 na d4,
    jestli je to možné", "I'll go from g3 to f4"): the words that mean nothing in a move
    left out. Only a statement or a request naming two squares or more, one of them by
    its file: not a question ("kam", "where", a question mark with no "you"), not a line
    that takes something back ("ne", "wait"), not bare numbers ("bleskovka 3+2")."""
    lex = line.lex
    words = {t.plain for t in line.tokens}
    weighed = _weighed(line, legal)
    if weighed is not None:
        return weighed
    if words & lex.negations:
        return None
    # a question starts with its word ("kam můžu z c3"); one later is part of a statement
    # ("my move is c3 d4", "g3 h4 is my move"); a request is no question: "Could you
    # move my man from b2 to a3 for me?"
    # the words that frame it ask nothing: "how about e3 to f4"
    framing = {id(t) for t, said in zip(line.tokens, line_concepts(
        [t.plain for t in line.tokens], lex.lang), strict=True) if said == {FRAME}}
    said = [t for t in line.tokens if t.plain not in lex.polite and id(t) not in framing]
    # a condition after the move is politeness: "z e3 na d4, jestli je to možné"
    said = list(takewhile(lambda t: t.plain not in _CONDITIONS, said))
    first_square = next((i for i, t in enumerate(said) if i + 1 < len(said)
                         and _square_named(line, t, said[i + 1]) is not None), len(said))
    # "tak já táhnu g3 f4, jo?", "c3 d4, right?": a tag asks nothing
    tagged = len(said) > 2 and said[-1].plain == "?" and bool(
        concepts_of(said[-2].plain, lex.lang) & {"yes", "no"}
        or (said[-2].pause and "can" in concepts_of(said[-2].plain, lex.lang)))
    # a question asked before the move is a sentence of its own ("dovolíte? táhnu c3 na b4")
    asked = (any(t.plain == "?" for t in said[first_square:]) and not tagged) or (
        bool(said) and said[0].plain in lex.question_words)
    # leave asked to move is the move asked for: "můžu jít a3 na b4?", "can I go a3 to b4?"
    # ("Sorry, is it alright if I move from c3 to d4?": an apology before it asks nothing)
    leave = _says_at(said, 0, lex.permission) or _asks_leave(line)
    if not (words & lex.requests or leave) and asked:
        return None
    # a move weighed after it is named, not made: "c3 d4, is that good", "byla by c3 d4
    # chyba" (not "dobře, tak já půjdu e3 d4"); one stated first is made, whatever hope
    # follows ("táhnu a3 na b4, snad dobře", "Dám c3 na b4, to snad nebude chyba.")
    stated = not asked and any(_says_at(said, i, lex.move_verbs) for i in range(first_square))
    hoped = _WEIGHING if stated else frozenset()
    # by phrases: "the piece on e3 should go to d4" states where it goes
    heard = line_concepts([t.plain for t in said], lex.lang)
    if any(meant & (_WEIGHING - hoped) for meant in heard[first_square:]):
        return None
    kept = _move_words(line)
    if len(kept) < 4:
        return (_numbers_in_words(line, legal) or _numbers_from_to(line, legal)
                or _light_in_words(line))
    # the other words may say how the move is made ("posunul bych kámen"), not ask for
    # something else ("tahy piš jako c3 d4, písmenem a číslem" sets the notation)
    if any(meant & (_NOT_A_MOVE - hoped) for t, meant in zip(said, heard, strict=True)
           if t not in kept):
        return None
    first_illegal: _Reading | None = None
    for reading in _readings(kept, lex, line.grid):
        if len(reading.squares) < 2:
            continue
        moves = _moves_of(reading, line.position, legal)
        if moves:
            return _one_or_many(moves)
        first_illegal = first_illegal or reading
    return None if first_illegal is None else (
        _light_written(line) or _illegal(line.text.strip(), first_illegal, line.position))


def _move_words(line: _Line) -> list[Token]:
    """The words of a line that name a move: its squares by file and rank, and the
    capture, "to" and "from" words between them."""
    kept: list[Token] = []
    tokens = line.tokens
    last_square = 0  # how many of the kept end with the last square
    for i, t in enumerate(tokens):
        roles = _roles(t, line.lex, line.grid)
        if i + 1 < len(tokens) and _square_named(line, t, tokens[i + 1]) is not None:
            kept += tokens[i:i + 2]  # a square by its file and rank: "c3", "gé tři"
            last_square = len(kept)
        elif {r.kind for r in roles} & {RoleKind.CAPTURE, RoleKind.TO, RoleKind.FROM}:
            kept.append(t)
    del kept[last_square:]  # "Dám c3 na b4, to snad nebude chyba": that "to" leads nowhere
    return kept


def _weighed(line: _Line, legal: list[Move]) -> CommandIntent | IllegalIntent | None:
    """A move weighed rather than made: the command that says what it would lose, or, for
    two squares that name no move, why not. A question that judges it ("should I play e3
    f4?", "would c3 d4 be bad", "nebylo by lepší g3 h4?", "is c3 d4 a good move?"), or
    asks what follows it ("co se stane, když půjdu g3 h4", "can he take me if I move e3
    to f4?"). A move stated with a doubt or a hope is played ("fine, g3 h4, the edge is
    safe at least", "táhnu a3 na b4, snad dobře"); a condition after the move is
    politeness ("z g3 na h4, jestli to říkám špatně")."""
    lex = line.lex
    if _asks_leave(line):
        return None  # "is it ok if I play c3 d4?" asks leave to play it
    said = [t for t in line.tokens if t.plain not in lex.polite]
    meanings = line_concepts([t.plain for t in said], lex.lang)
    kept = _move_words(line) or _number_pair(line)
    if not kept or kept[0] not in said:
        return None
    first = said.index(kept[0])
    cut = next((i for i in range(first, len(said)) if said[i].plain in _CONDITIONS), len(said))
    said, meanings = said[:cut], meanings[:cut]
    clause = max((i for i in range(first + 1) if said[i].pause), default=0)

    def opens_question(i: int) -> bool:
        return (said[i].plain in lex.question_words or said[i].plain in _IS
                or bool(meanings[i] & {"weigh", "would"}))

    # "c3 d4, byla by to chyba": a conditional after the move asks about it
    asked = (said[-1].plain == "?" or opens_question(0) or opens_question(clause)
             or any("would" in m or t.plain == "by"
                    for t, m in zip(said[first:], meanings[first:], strict=True)))
    judged = any(m & (_JUDGED | {"weigh"}) for m in meanings)
    supposed = any(t.plain in _CONDITIONS for t in said[clause:first]) and (
        asked or any(t.plain in lex.question_words for t in said))
    if not ((asked and judged) or supposed):
        return None
    moves = _named(line, kept, legal)
    if moves:
        return CommandIntent("consider", tuple(line.name(s) for s in moves[0].path))
    readings = [r for r in _readings(kept, lex, line.grid) if len(r.squares) >= 2]
    if readings and len(readings[0].squares) == 2:
        return _illegal(line.text.strip(), readings[0], line.position)
    return None


#: the verbs a question about a move may open with ("je a3 b4 dobrej tah", "does g3-f4
#: hang anything")
_IS = frozenset({"je", "jsou", "bude", "bylo", "byl", "byla", "neni", "does", "do", "did",
                 "was", "will"})

#: what a move is judged by after it is named ("is c3 d4 good", "would e3 f4 be a mistake")
_JUDGED = frozenset({"good", "mistake", "threat", "ended"})


def _asks_leave(line: _Line) -> bool:
    """Whether the line opens by asking leave ("is it ok if I ...", "Sorry, is it
    alright if I ...", "promiňte, můžu ..."), after any apology or polite word."""
    opening = takewhile(lambda t: t.plain in _APOLOGIES or t.plain in line.lex.polite,
                        line.tokens)
    return _says_at(line.tokens, len(list(opening)), line.lex.permission)


def _says_at(tokens: Sequence[Token], at: int, phrases: Collection[tuple[str, ...]]) -> bool:
    """Whether one of the phrases (plain words) is said from the token ``at`` on."""
    return _phrase_at(tokens, at, phrases) is not None


def _phrase_at(tokens: Sequence[Token], at: int,
               phrases: Collection[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The longest of the phrases (plain words) said from the token ``at`` on."""
    return max((p for p in phrases if tuple(t.plain for t in tokens[at:at + len(p)]) == p),
               key=len, default=None)


def _light_in_words(line: _Line) -> IllegalIntent | None:
    """A move among other words from a square to a light one ("já jdu g3 rovně na g4"):
    refused by the light square's name."""
    tokens, g = line.tokens, line.grid
    named = [i for i, (a, b) in enumerate(pairwise(tokens)) if _square_named(line, a, b)]
    if len(named) != 1:
        return None
    for file, rank in pairwise(tokens[named[0] + 2:]):
        files = [r.value for r in _roles(file, line.lex, g)
                 if r.kind is RoleKind.FILE and r.value < g.files]
        ranks = [n for n in (r.value for r in _number_roles(rank, line.lex)) if 1 <= n <= g.ranks]
        if files and ranks and (rank.plain.isdigit() or rank.plain in line.lex.number_words):
            return _refused_light(line, files, ranks)  # the first square after: light or not
    return None


#: words that start a condition ("jestli je to možné", "if I may")
_CONDITIONS = frozenset({"jestli", "jestlize", "pokud", "kdyz", "kdybych", "kdyby", "if"})

#: the meanings of words that weigh a move named rather than make it
_WEIGHING = frozenset({"good", "mistake", "hint", "eval", "why", "would", "possible", "rules"})

#: the meanings words around a move may have ("let me play 22 18", "dej 22 18")
_MOVE_CONCEPTS = frozenset({"me", "game", "move", "capture", "set", "can", "would", "have",
                            "want"})
#: the meanings of words that ask for something other than a move, whatever squares are
#: named beside them ("tahy piš jako c3 d4, písmenem a číslem")
_NOT_A_MOVE = frozenset({
    "notation", "algebraic", "numeric", "settings", "warnings", "level", "clock", "minutes",
    "language", "speak", "help", "hint", "rules", "lesson", "save",
    "saved", "open", "resign", "draw", "quit", "repeat", "why", "threat", "puzzle",
    "braille", "history", "eval", "mistake"})


def _number_pair(line: _Line) -> list[Token]:
    """Two numbers side by side, the only numbers of the line, on a numbered board."""
    numbers = [i for i, t in enumerate(line.tokens) if t.plain.isdigit()]
    if not line.grid.numbered or len(numbers) != 2 or numbers[1] != numbers[0] + 1:
        return []
    return line.tokens[numbers[0]:numbers[1] + 1]


def _numbers_in_words(line: _Line, legal: list[Move]) -> Intent | None:
    """A move by two numeric squares side by side among other words ("let me play 22
    18", "um, 22-18 please"): only when they name a legal move and no other number is
    said, so that "bleskovka 3+2" or "level 5, 10 minutes" is never a move."""
    pair = _number_pair(line)
    if not pair:
        return None
    # a condition or a concession after the move is no other meaning ("hraju 23-18, i když
    # to asi není nejlepší")
    end = line.tokens.index(pair[-1])
    # so is a clause of its own after it ("23-18, tvůj tah Karle")
    cut = next((i for i in range(end, len(line.tokens))
                if line.tokens[i].plain in _CONDITIONS or line.tokens[i].pause), len(line.tokens))
    around = [t.plain for t in line.tokens[:cut] if t not in pair]
    meant = line_concepts(around, line.lex.lang)
    # a start is the first move's ("tak začnu klasicky, 22-18"), not a new game's
    starts = _STARTS if not any(said & {"game", "variant"} for said in meant) else frozenset()
    if any(said - _MOVE_CONCEPTS - starts for said in meant):
        return None  # "level 22 18", "hra 2 3": another meaning said
    for reading in _readings(pair, line.lex, line.grid):
        if len(reading.squares) == 2:
            moves = _moves_of(reading, line.position, legal)
            if moves:
                return _one_or_many(moves)
    return None


def _numbers_from_to(line: _Line, legal: list[Move]) -> Intent | None:
    """A move by two numeric squares, each said after its "from" and "to", among words
    that say only how a move is made ("Kámen z pole dvacet čtyři posunu na dvacítku",
    "from twenty two I go to eighteen"), or why it cannot be played; only when no other
    number is said; not a question."""
    lex, tokens = line.lex, line.tokens
    if not line.grid.numbered or tokens[-1].plain == "?":
        return None
    numbers = _numbers_said(tokens, lex, lambda t: True)
    if len(numbers) != 2:
        return None
    (a, a_at, a_long), (b, b_at, b_long) = numbers

    def led_by(at: int, kind: RoleKind, reach: int) -> bool:
        return any(kind in {r.kind for r in _roles(t, lex, line.grid)}
                   for t in tokens[max(0, at - reach):at])

    if not (led_by(a_at, RoleKind.FROM, 2) and led_by(b_at, RoleKind.TO, 1)):
        return None
    said = {id(t) for t in tokens[a_at:a_at + a_long] + tokens[b_at:b_at + b_long]}
    around = [t.plain for t in tokens[:b_at + b_long] if id(t) not in said and
              not _says_nothing(t, lex)]
    if any(c - _MOVE_CONCEPTS - _PIECE_WORDS for c in line_concepts(around, lex.lang)):
        return None
    start, end = _square(line.grid, None, a), _square(line.grid, None, b)
    if start is None or end is None:
        return None
    moves = [m for m in legal if m.path[0] == start and m.path[-1] == end]
    if moves:
        return _one_or_many(moves)
    # "z pole 24 na 18": a move said plainly, and why it cannot be played
    reading = _Reading((start, end), capture=False, to_only=False, from_only=False, cost=0)
    return _illegal(line.text.strip(), reading, line.position)


#: what a first move's words may say of starting ("začnu 22-18")
_STARTS = frozenset({"new"})
#: what a move's words may say of the piece and its squares ("kámen z pole 24")
_PIECE_WORDS = frozenset({"pieces", "squares"})


# ---------------------------------------------------------------- answering "which one?"


def _choice(line: _Line, count: int) -> int | None:
    """The option chosen by number: "2", "druhý", "option two", "the first one"."""
    lex = line.lex
    words = [t for t in line.tokens if t.plain != "?" and t.plain not in lex.polite]
    ordinals = [lex.ordinals[t.plain] for t in words if t.plain in lex.ordinals]
    others = [t for t in words if t.plain not in lex.ordinals]
    if ordinals:
        # "the first one", "ten druhý": the ordinal, among words of choosing
        if len(ordinals) > 1 or any(
            t.plain not in lex.choice_words and _number([t], lex) != 1 for t in others
        ):
            return None
        n: int | None = ordinals[0]
    else:
        numbers = [t for t in others if _number_roles(t, lex)]
        if any(t.plain not in lex.choice_words for t in others if t not in numbers):
            return None
        n = _number(numbers, lex)
    return n if n is not None and 1 <= n <= count else None


def resolve(
    text: str, candidates: Sequence[Move], position: AnyPosition, lang: str
) -> Intent:
    """The answer to "which of these moves?": a number or ordinal choosing from
    ``candidates`` in their order, or squares (a start, a landing, an end) that single one
    out; when the candidates differ only in the man they take (a mill), that man's point.
    Anything else is read afresh with ``interpret`` (a new move, a command)."""
    line = _line(text, position, lang)
    options = tuple(candidates)
    if options:
        chosen = _choice(line, len(options))
        if chosen is not None:
            return MoveIntent(options[chosen - 1])
        one_route = len({m.path for m in options}) == 1
        for reading in _readings(line.tokens, line.lex, line.grid):
            if not reading.squares:
                continue
            taken = reading.squares[-1]
            fitting = tuple(
                m for m in options
                if _names_part_of(reading.squares, m.path)
                or (one_route and taken in m.captured
                    and _names_part_of(reading.squares[:-1], m.path))
            )
            if fitting:
                return _one_or_many(fitting)
    return interpret(text, position, lang)


def _names_part_of(squares: Sequence[Square], path: Sequence[Square]) -> bool:
    it = iter(path)
    return all(any(s == p for p in it) for s in squares)
