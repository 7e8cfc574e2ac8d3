"""Words read alike whatever their case, accents or punctuation, and the vocabulary of
both languages turned into lookup tables once, at import.

A text becomes tokens (words, numbers, ``?`` and ``×``); each word is looked up without
accents. The player's own language is looked up first, the other one after it, so that an
English word typed in a Czech session still works, but the Czech meaning wins a tie.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from enum import Enum
from itertools import pairwise

from accessible_dama.rules.points import FILES
from accessible_dama.understand import (
    concepts_cs,
    concepts_en,
    cs,
    en,
    questions_cs,
    questions_en,
)
from accessible_dama.understand.vocabulary import QuestionTable, Vocabulary

VOCABULARIES: dict[str, Vocabulary] = {"cs": cs.VOCABULARY, "en": en.VOCABULARY}
#: the questions and requests in the player's own words (read by ``questions``)
QUESTIONS: dict[str, QuestionTable] = {"cs": questions_cs.TABLE, "en": questions_en.TABLE}

_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+|[?×]")
_PAUSE = re.compile(r"[,;]|:\s|(?<!\d)\.\s|!\s")  # a colon before a space ("5:30" is a time),
# the end of a sentence before another ("I resign. Third time today."; "5. tah" is an ordinal)
_ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|O.|[@-Z\\-_])")  # CSI, SS3, two bytes
_SPLITTABLE = frozenset(FILES + "x")


def plain(word: str) -> str:
    """Lower case, no accents, no apostrophes: ``Čtyři`` -> ``ctyri``."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(
        c for c in decomposed if not unicodedata.combining(c) and c not in "'’"
    )


def clean_line(text: str) -> str:
    """``text`` as it is read and may be said back: terminal escape sequences (an arrow
    key pressed at a plain prompt) and control and format characters (NUL, bidi marks,
    zero-width joiners, private use, lone surrogates, unassigned code points) removed,
    every kind of space or line break made a plain space, none at either end."""
    return "".join(
        " " if ch.isspace() else ch
        for ch in _ESCAPE.sub("", text)
        if ch.isprintable() or ch.isspace()
    ).strip()


def _folded(word: str) -> str:
    """Lower case with the accents kept: ``Čtyři`` -> ``čtyři``."""
    return unicodedata.normalize("NFC", word.casefold()).replace("'", "").replace("’", "")


@dataclass(frozen=True, slots=True)
class Token:
    """One word, number or sign of the text, and where it stands in it."""

    word: str  # lower case, accents kept
    plain: str  # lower case, no accents
    start: int
    end: int
    pause: bool  # a comma or semicolon stands before it ("dvacet, dva")


class RoleKind(Enum):
    FILE = "file"
    NUMBER = "number"
    NUMBER_PAIR = "number_pair"  # "2218": two numeric squares run together
    CAPTURE = "capture"
    TO = "to"
    FROM = "from"
    FILLER = "filler"


@dataclass(frozen=True, slots=True)
class Role:
    """One thing a word may mean in a move: a file (``value`` its index), a number (``tens``:
    a unit may follow; ``unit``: it may follow a tens word), two numbers (``value`` and
    ``second``), a capture, "to", "from", or nothing at all."""

    kind: RoleKind
    value: int = 0
    tens: bool = False
    unit: bool = False
    second: int = 0


@dataclass(frozen=True, slots=True)
class Phrase:
    """A command phrase as one language writes it, and what it asks for."""

    command: str
    words: tuple[str, ...]  # lower case, accents kept
    lang: str
    setting: str = ""  # a setting name used on its own: "rychlost 200"
    qualifier: str = ""  # whose pieces: "bílé kameny"


@dataclass(frozen=True)
class Lexicon:
    """Every lookup of one session language (with the other language behind it)."""

    lang: str
    roles: dict[str, tuple[Role, ...]]
    phrases: dict[tuple[str, ...], tuple[Phrase, ...]]
    longest_phrase: int
    ordinals: dict[str, int]
    choice_words: frozenset[str]
    qualifiers: dict[str, str]
    pieces_words: frozenset[str]
    settings: dict[tuple[str, ...], str]
    setting_values: dict[str, str]
    polite: frozenset[str]
    game_words: frozenset[str]
    name_words: frozenset[str]
    #: the session language's own (not the other's: "no" is a Czech filler)
    negations: frozenset[str]
    question_words: frozenset[str]
    requests: frozenset[str]
    #: the session language's words asking leave to move, each as its plain words
    permission: frozenset[tuple[str, ...]]
    #: the session language's words stating a move, each as its plain words
    move_verbs: frozenset[tuple[str, ...]]
    #: the session language's words correcting what was just said, as plain words
    corrections: frozenset[tuple[str, ...]]
    known: frozenset[str]
    #: a plain word -> as the language spells it (the session's language first)
    spelled: dict[str, str]
    #: the plain words of the session language's command phrases, to offer for a
    #: misspelt one ("nice" in English is no misspelt Czech "více")
    command_words: tuple[str, ...]
    #: the plain words naming a file, and those naming a number ("cé", "tři"): the
    #: parts of "cétři" run together
    file_words: tuple[str, ...]
    number_words: tuple[str, ...]
    #: the starts of the words that mean something (``concepts``): such a word is never
    #: a file's name and a number run together ("engine" is no e and nine)
    meaning_stems: tuple[str, ...] = ()


def _split_words(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def phrase_words(phrase: str) -> tuple[str, ...]:
    """The words of a phrase from the tables, lower case with accents kept."""
    return tuple(_folded(w) for w, _, _ in _split_words(phrase))


def _add(table: dict[str, list[Role]], word: str, role: Role) -> None:
    roles = table.setdefault(plain(word), [])
    if role not in roles:
        roles.append(role)


def _word_roles(vocabularies: list[Vocabulary]) -> dict[str, tuple[Role, ...]]:
    table: dict[str, list[Role]] = {}
    for v in vocabularies:
        for word, letter in v.files.items():
            _add(table, word, Role(RoleKind.FILE, FILES.index(letter)))
        for word, n in v.units.items():
            _add(table, word, Role(RoleKind.NUMBER, n, unit=True))
        for word, n in v.tens.items():
            _add(table, word, Role(RoleKind.NUMBER, n, tens=True))
        for word, n in v.numbers.items():
            _add(table, word, Role(RoleKind.NUMBER, n))
        for kind, words in (
            (RoleKind.CAPTURE, v.capture),
            (RoleKind.TO, v.to),
            (RoleKind.FROM, v.from_),
            (RoleKind.FILLER, v.fillers),
        ):
            for word in words:
                _add(table, word, Role(kind))
    # a homophone is a number only as the last resort ("see three to dee four")
    for v in vocabularies:
        for word, n in v.homophones.items():
            _add(table, word, Role(RoleKind.NUMBER, n, unit=1 <= n <= 9))
    return {word: tuple(roles) for word, roles in table.items()}


def _phrases(vocabularies: list[Vocabulary]) -> dict[tuple[str, ...], tuple[Phrase, ...]]:
    table: dict[tuple[str, ...], list[Phrase]] = {}

    def add(phrase: Phrase) -> None:
        key = tuple(plain(w) for w in phrase.words)
        if key:
            table.setdefault(key, []).append(phrase)

    for v in vocabularies:
        for command, texts in v.commands.items():
            for text in texts:
                add(Phrase(command, phrase_words(text), v.lang))
        for text, setting in v.settings.items():
            add(Phrase("settings", phrase_words(text), v.lang, setting=setting))
        for piece_word in v.pieces_words:
            for text, qualifier in v.qualifiers.items():
                words = phrase_words(f"{text} {piece_word}")
                add(Phrase("pieces", words, v.lang, qualifier=qualifier))
    return {key: tuple(phrases) for key, phrases in table.items()}


#: the shortest start of a meaningful word that keeps a longer word whole
_MEANING_STEM = 4


def _build(lang: str) -> Lexicon:
    first = VOCABULARIES[lang]
    order = [first, *(v for v in VOCABULARIES.values() if v is not first)]
    roles = _word_roles(order)
    phrases = _phrases(order)
    known = set(roles)
    for key in phrases:
        known.update(key)
    ordinals: dict[str, int] = {}
    qualifiers: dict[str, str] = {}
    settings: dict[tuple[str, ...], str] = {}
    setting_values: dict[str, str] = {}
    for v in order:
        for word, n in v.ordinals.items():
            ordinals.setdefault(plain(word), n)
        for word, q in v.qualifiers.items():
            qualifiers.setdefault(plain(word), q)
        for text, name in v.settings.items():
            settings.setdefault(tuple(plain(w) for w in phrase_words(text)), name)
        for word, value in v.setting_values.items():
            setting_values.setdefault(plain(word), value)
    known.update(ordinals, qualifiers, setting_values)
    for key in settings:
        known.update(key)
    for table in QUESTIONS.values():
        texts = [*table.groups.values(), *(pattern for pattern, _ in table.patterns)]
        known.update(plain(w) for text in texts for w, _, _ in _split_words(text))
    spelled: dict[str, str] = {}
    own_words = {w for key, found in phrases.items() if any(p.lang == lang for p in found)
                 for w in key}
    for key, found in phrases.items():
        for word, typed in zip(key, found[0].words, strict=True):
            spelled.setdefault(word, typed)
    return Lexicon(
        lang=lang,
        roles=roles,
        phrases=phrases,
        longest_phrase=max(len(key) for key in phrases),
        ordinals=ordinals,
        choice_words=frozenset(plain(w) for v in order for w in v.choice_words),
        qualifiers=qualifiers,
        pieces_words=frozenset(plain(w) for v in order for w in v.pieces_words),
        settings=settings,
        setting_values=setting_values,
        # the other language's polite words, but none that is a command word of the
        # session's ("no" is a Czech "well", an English no)
        polite=frozenset(plain(w) for w in first.polite) | frozenset(
            p for v in order[1:] for w in v.polite
            if (p := plain(w)) not in own_words),
        game_words=frozenset(plain(w) for v in order for w in v.game_words),
        name_words=frozenset(plain(w) for v in order for w in v.name_words),
        negations=frozenset(plain(w) for w in first.negations),
        question_words=frozenset(plain(w) for w in first.question_words),
        requests=frozenset(plain(w) for w in first.requests),
        permission=frozenset(tuple(plain(w).split()) for w in first.permission),
        move_verbs=frozenset(tuple(plain(w).split()) for w in first.move_verbs),
        corrections=frozenset(tuple(plain(w).split()) for w in first.corrections),
        known=frozenset(known),
        spelled=spelled,
        command_words=tuple(w for w in spelled if w in own_words),
        file_words=tuple(w for w, rs in roles.items() if rs[0].kind is RoleKind.FILE),
        number_words=tuple(w for w, rs in roles.items()
                           if any(r.kind is RoleKind.NUMBER for r in rs)
                           and all(w not in v.homophones for v in order)),
        meaning_stems=tuple(sorted({
            plain(word.rstrip("=")) for table in (concepts_cs.TABLE, concepts_en.TABLE)
            for words in table.concepts.values() for word in words.split()
            if len(plain(word.rstrip("="))) >= _MEANING_STEM})),
    )


LEXICONS: dict[str, Lexicon] = {lang: _build(lang) for lang in VOCABULARIES}


def lexicon(lang: str) -> Lexicon:
    """The lookups of a session language (``cs``, ``cs_CZ``, ``en``...); English for any
    language we do not speak."""
    return LEXICONS.get(lang[:2].lower(), LEXICONS["en"])


#: the longest word compared letter by letter with the vocabulary (no word of it is longer)
LONGEST_WORD = 24


def edit_distance(a: str, b: str, limit: int) -> int:
    """The Damerau-Levenshtein distance (adjacent letters swapped count one) between
    ``a`` and ``b``, or ``limit + 1`` when it is more than ``limit``; words longer than
    ``LONGEST_WORD`` are never near anything."""
    if abs(len(a) - len(b)) > limit or max(len(a), len(b)) > LONGEST_WORD:
        return limit + 1
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        now = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            now[j] = min(row[j] + 1, now[j - 1] + 1, row[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                now[j] = min(now[j], before[j - 2] + 1)
        if min(now) > limit:
            return limit + 1
        before, row = row, now
    return min(row[-1], limit + 1)


def _file_and_number(p: str, lex: Lexicon) -> tuple[int, str] | None:
    """A file's name and a number's run together ("cétři", "détčtyři" as dictation may
    write "dé čtyři"): where the number begins and the number word it is (one letter
    off allowed in a number word of four letters or more)."""
    for file in lex.file_words:
        rest = p[len(file):]
        if not p.startswith(file) or not rest:
            continue
        for number in lex.number_words:
            if rest == number or (len(number) >= 4
                                  and edit_distance(rest, number, 1) <= 1):
                return len(file), number
    return None


def tokenize(text: str, lex: Lexicon) -> list[Token]:
    """The tokens of ``text`` (which should be NFC-normalized: offsets point into it).

    A run of letters that is no known word, is made only of file letters and ``x`` and
    touches a digit is read letter by letter: ``c3xe5`` gives c, 3, x, e, 5 (a word alone,
    such as "if", stays a word); one that is a file's name and a
    number's run together is read as the two: ``cétři`` gives cé, tři.
    """
    tokens: list[Token] = []
    last_end = 0
    for word, start, end in _split_words(text):
        pause = bool(_PAUSE.search(text, last_end, start))
        last_end = end
        p = plain(word)
        touches_digit = text[start - 1:start].isdigit() or text[end:end + 1].isdigit()
        if (len(p) > 1 and p not in lex.known and set(p) <= _SPLITTABLE
                and len(p) == len(word) and touches_digit):
            for k, letter in enumerate(p):
                tokens.append(Token(letter, letter, start + k, start + k + 1, pause and k == 0))
            continue
        run = None
        if (p not in lex.known and p not in lex.polite and len(p) == len(word)
                and len(p) <= LONGEST_WORD and not p.startswith(lex.meaning_stems)):
            run = _file_and_number(p, lex)
        if run is not None:
            cut, number = run
            tokens.append(Token(_folded(word[:cut]), p[:cut], start, start + cut, pause))
            tokens.append(Token(_folded(word[cut:]), number, start + cut, end, False))
            continue
        tokens.append(Token(_folded(word), p, start, end, pause))
    return _spelled(_keys_put_right(text, tokens), lex)


#: the words between a letter and the name that spells it ("cé jako Čeněk", "c as in
#: Charlie", "d for David")
_SPELLED_AS = (("jako",), ("as", "in"), ("as",), ("for",), ("like",))


def _spelled(tokens: list[Token], lex: Lexicon) -> list[Token]:
    """The tokens without the names that spell a file's letter, as people dictate
    ("cé jako Čeněk tři" is c3, "d as in David 4" is d4): a name starting with the
    letter, after a word that spells it."""
    out: list[Token] = []
    skip = 0
    for i, t in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        out.append(t)
        files = [FILES[r.value] for r in lex.roles.get(t.plain, ()) if r.kind is RoleKind.FILE]
        for words in _SPELLED_AS if files else ():
            after = tokens[i + 1:i + 2 + len(words)]
            if (len(after) == len(words) + 1
                    and tuple(a.plain for a in after[:-1]) == words
                    and after[-1].plain.startswith(files[0]) and len(after[-1].plain) > 2
                    and all(r == Role(RoleKind.FILE, FILES.index(files[0]))
                            for r in lex.roles.get(after[-1].plain, ()))):
                skip = len(after)
                break
    return out


def _keys_put_right(text: str, tokens: list[Token]) -> list[Token]:
    """A square typed with two keys swapped or one pressed twice, as happens on a braille
    keyboard: "3e" is e3, "d44" is d4 (a word of its own, nothing else it could be)."""
    out = list(tokens)
    for i, (a, b) in enumerate(pairwise(tokens)):
        if (a.end != b.start or text[a.start - 1:a.start].isalnum()
                or text[b.end:b.end + 1].isalnum()):
            continue
        if len(a.plain) == 1 and a.plain in "123456789" and len(b.plain) == 1 and b.plain in FILES:
            out[i] = replace(a, word=b.word, plain=b.plain)
            out[i + 1] = replace(b, word=a.word, plain=a.plain)
        elif (len(a.plain) == 1 and a.plain in FILES and len(b.plain) == 2 and b.plain.isdigit()
              and b.plain[0] == b.plain[1] != "0"):
            out[i + 1] = replace(b, word=b.word[0], plain=b.plain[0])
    return out
