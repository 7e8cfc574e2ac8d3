"""What a line asks for, from the meanings of its words, wherever they stand and whatever
else is said around them ("Mohl byste mi prosím přečíst všechny tahy od začátku?",
"Could you speak more slowly, please? I can't keep up.").

Each word is reduced to a concept by its stem, read without case or accents: the start
of the word, so that every form of it fits ("uložila", "uložil", "ulozenou": ``uloz``;
"desku", "desce": ``desk``, ``desc``). Czech inflects the end of a word and keeps its
start, so a stem covers the genders and persons of a verb and the cases of a noun, typed
with or without diacritics; a Czech verb negated by "ne" ("nevaruj", "nesežere") means
what its stem means, and no (a switch the other way: "nevypínej" is on). A rule asks for
a command when all of its concepts are in the line and none of those it excludes; its
slots (a square, a number, a game, a language, a notation, a side) are filled from
wherever they stand (``{slot}``; ``{-slot}`` read and left out; ``{?count}`` a count when
one is said, "vrať dva tahy"). The rules naming the most concepts win; when rules of
different commands win alike, the player is asked which.

A word that means nothing in the session's language means what it means in the other
("dej mi hint", "mluv cesky"); a value negated means the other value ("ne písmena, čísla",
"don't talk so fast").

This is the last way a line is read, after the commands, the moves and the patterns of
``questions``: it reads what those leave, and a line with a word the program has no
command for ("lekce", "threat") is left unread rather than read as something else.

What keeps a rule from acting on a line that means something else is written in it: the
concepts it excludes (a question on what the opponent may take is no "captures"; "how
many moves until a draw" offers no draw), and ``only`` for a rule that fits when nothing
else is said ("the board please", not "calibrate the board"). When two rules fit alike,
the player is asked which. A lemmatizer was measured against the stems: simplemma (its
Czech data) reads "udělala" as "udělat" but not a word typed without accents ("udelala",
"mam"), and over the players' phrasings it understood one line more of the development
part and none of the held-out part, so the stems stay and no dependency is added.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from accessible_dama.understand import concepts_cs, concepts_en
from accessible_dama.understand.lexicon import plain
from accessible_dama.understand.vocabulary import ConceptTable

TABLES: dict[str, ConceptTable] = {"cs": concepts_cs.TABLE, "en": concepts_en.TABLE}

#: a concept word shorter than this fits only whole ("on", "hra"), a longer one as a stem
_SHORTEST_STEM = 4

#: the most words a line read by concepts has
LONGEST_LINE = 30


@dataclass(frozen=True)
class _Rule:
    command: str
    args: tuple[str, ...]
    needs: frozenset[str]
    excludes: frozenset[str]
    only: bool  # nothing else may be said ("jo" answers, "nechci čas" does not)
    weak: bool  # another rule that fits as well wins ("umíš ...?" is help when nothing else)


@dataclass(frozen=True)
class _Compiled:
    whole: Mapping[str, frozenset[str]]  # a whole word -> its concepts
    stems: tuple[tuple[str, str], ...]  # (stem, concept), the longest first
    phrases: Mapping[tuple[str, ...], frozenset[str]]  # words said together -> concepts
    longest: int  # the most words of a phrase
    rules: tuple[_Rule, ...]
    guarded: frozenset[str]  # concepts only the rules needing them read


@cache
def _compiled(lang: str) -> _Compiled:
    table = TABLES[lang if lang in TABLES else "en"]
    whole: dict[str, set[str]] = {}
    stems: list[tuple[str, str]] = []
    phrases: dict[tuple[str, ...], set[str]] = {}
    for concept, words in table.concepts.items():
        for word in words.split():
            p = plain(word)
            if "_" in p:
                phrases.setdefault(tuple(p.rstrip("=").split("_")), set()).add(concept)
            elif word.endswith("=") or len(p) < _SHORTEST_STEM:
                whole.setdefault(p.rstrip("="), set()).add(concept)
            else:
                stems.append((p, concept))
    rules = []
    for needs, meaning in table.rules:
        command, *args = meaning.split()
        wanted = [w for w in needs.split() if w not in ("only", "weak")]
        rules.append(_Rule(command, tuple(args),
                           frozenset(w for w in wanted if not w.startswith("-")),
                           frozenset(w[1:] for w in wanted if w.startswith("-")),
                           "only" in needs.split(), "weak" in needs.split()))
    return _Compiled({w: frozenset(c) for w, c in whole.items()},
                     tuple(sorted(stems, key=lambda s: -len(s[0]))),
                     {k: frozenset(c) for k, c in phrases.items()},
                     max(map(len, phrases), default=1), tuple(rules), table.guarded)


#: the prefix that negates a verb of a language ("nevaruj", "nesežere"): a word with it
#: that means nothing itself means what the rest means by its stem, and no
_NEGATING = {"cs": "ne"}


def _of(word: str, lang: str, whole: bool = True) -> frozenset[str]:
    table = _compiled(lang)
    found = set(table.whole.get(word, ()) if whole else ())
    found.update(c for stem, c in table.stems if word.startswith(stem))
    return frozenset(found)


#: the other language a player may mix in a word of ("dej mi hint", "ukaž the board")
OTHER_LANGUAGE = {"cs": "en", "en": "cs"}


def concepts_of(word: str, lang: str) -> frozenset[str]:
    """The concepts a plain word stands for in ``lang``; a word that means nothing in it,
    what it means in the other language ("je tu nějakej kill?", "what je na e5?")."""
    found = own_concepts(word, lang)
    other = OTHER_LANGUAGE.get(lang)
    if found or other is None or len(word) < _SHORTEST_STEM:
        return found
    return own_concepts(word, other)


def own_concepts(word: str, lang: str) -> frozenset[str]:
    """The concepts a plain word stands for in ``lang`` itself."""
    found = _of(word, lang)
    prefix = _NEGATING.get(lang, "")
    if (not found and prefix and word.startswith(prefix)
            and len(word) - len(prefix) >= _SHORTEST_STEM):
        # by a stem only: "nejakou" typed without accents is "nějakou", no "ne jakou"
        rest = _of(word[len(prefix):], lang, whole=False)
        turned = rest & _SWITCHED
        if len(turned) == 1:
            return rest - turned | (_SWITCHED - turned)  # "nevypínej": on
        return rest | {"no"} if rest else found
    return found


#: the concept of a phrase that only frames a request ("may I ask"): it asks for nothing
FRAME = "frame"


def line_concepts(words: Sequence[str], lang: str,
                  pauses: Collection[int] = ()) -> list[frozenset[str]]:
    """The concepts of each plain word of a line: the words of a phrase of the table ("give
    up", "start over", "take back") mean the phrase's concepts, not their own ("give up"
    is no "give"); those of a phrase that frames a request, ``frame``. ``pauses``: the
    words that start a clause (after a comma), where a negation stops."""
    table = _compiled(lang)
    found: list[frozenset[str]] = []
    i = 0
    while i < len(words):
        for n in range(min(table.longest, len(words) - i), 1, -1):
            said = table.phrases.get(tuple(words[i:i + n]))
            if said is not None:
                found += [said] * n
                i += n
                break
        else:
            found.append(concepts_of(words[i], lang))
            i += 1
    values = _negated_values(words, found, pauses, lang)
    return _refused_clauses(_negated_acts(words, values, pauses),
                            pauses)


def _refused_clauses(found: list[frozenset[str]],
                     pauses: Collection[int]) -> list[frozenset[str]]:
    """A later clause that opens with a negation says what the player does not want, and
    asks for nothing ("řekni mi jen ten poslední tah, ne celou partii", "where are my
    pieces? just mine, not the whole board"); a negation alone there is still said
    ("dobře, ne"), and a verb negated asks ("nemůže mi ho vzít?")."""
    found = list(found)
    starts = sorted(p for p in pauses if 0 < p < len(found))
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(found)
        # a negation only: "nemůže mi ho vzít?" asks whether it can
        if end - start > 1 and "no" in found[start] and found[start] <= _NEGATION:
            found[start:end] = [frozenset()] * (end - start)
    return found


#: a value of a setting of two, and the other ("ne čísla": letters)
_OTHER_VALUE = {"numeric": "algebraic", "algebraic": "numeric", "czech": "english",
                "english": "czech", "faster": "slower", "slower": "faster", "louder": "quieter",
                "quieter": "louder", "easier": "harder", "harder": "easier"}

#: a switch's two values: turned by a negation before the word that says one ("don't
#: turn off the warnings": on), not by a negation that says it ("nechci varování": off)
_SWITCHED = frozenset({"on", "off"})

#: the words that say a value after them is not wanted ("bez čísel", "without numbers";
#: "numbers instead of letters" may be a complaint as well as a wish: not guessed)
_WITHOUT = frozenset({"bez", "without"})

#: how many words a negation may stand before the value it turns
_VALUE_REACH = 5

#: the meanings of a negation ("ne", "nechci", "not", "don't")
_NEGATION = frozenset({"no", "off"})


def _negated_values(words: Sequence[str], found: list[frozenset[str]],
                    pauses: Collection[int], lang: str) -> list[frozenset[str]]:
    """A value negated means the other ("ne písmena ale čísla", "nechci angličtinu", "not
    numbers, letters please", "don't use letters", "don't talk so fast"): the negation
    right before it, or up to ``_VALUE_REACH`` words before it in its clause, is spent on
    it ("you don't have to speak that slowly")."""
    found = list(found)
    for i, meant in enumerate(found):
        values = meant & _OTHER_VALUE.keys()
        if not values and not meant & (_ACTS | {"no"}) and len(meant & _SWITCHED) == 1:
            values = meant & _SWITCHED  # "don't turn off the warnings" (not "nechci")
        if len(values) != 1:
            continue
        # "don't talk so slow", "nechci to moc těžké" complain as "so slow" does: the
        # negation is spent, the value stays
        complaint = "too" in meant or any(
            "too" in found[k] or "too" in own_concepts(words[k], lang)
            for k in range(max(i - 1, 0), i + 1))
        for j in range(i - 1, i - 1 - _VALUE_REACH, -1):
            if j < 0 or found[j] & _OTHER_VALUE.keys() or j + 1 in pauses:
                break
            # "bez čísel", "without numbers": the value after it is not wanted
            negates = "no" in found[j] or words[j] in _WITHOUT
            if negates and complaint:
                found[j] = found[j] - _NEGATION
                break
            if negates:
                value = next(iter(values))
                other = _OTHER_VALUE.get(value) or next(iter(_SWITCHED - {value}))
                found[i] = meant - {value} | {other}
                found[j] = found[j] - _NEGATION
                # the rest of the phrase that says the value ("don't go easy on me")
                k = i + 1
                while k < len(found) and found[k] == meant and k not in pauses:
                    found[k] = found[i]
                    k += 1
                break
    return found


#: what a player may ask the program not to do ("nechci novou hru", "neukládej to", "don't
#: resign", "no hints please")
_ACTS = frozenset({"hint", "new", "undo", "resign", "draw", "save", "quit", "repeat", "why",
                   "more", "lesson", "puzzle", "analyse"})
#: how many words a negation may stand before the act it negates ("don't give me a hint")
_NEGATION_REACH = 4


#: a negation that offers rather than refuses ("nechcete uzavřít remízu?")
_OFFERS = frozenset({"nechces", "nechcete", "nechtel", "nechtela", "nechteli"})


def _negated_acts(words: Sequence[str], found: list[frozenset[str]],
                  pauses: Collection[int]) -> list[frozenset[str]]:
    """An act negated is not asked for: a word that negates it within itself
    ("neukládej", "nevzdávám") or a negation up to ``_NEGATION_REACH`` words before it in
    its clause ("nechci novou hru", "don't give me a hint") leaves only the negation; a
    negation that offers ("nechcete remízu?") negates nothing."""
    said = list(found)
    found = list(found)
    for i, meant in enumerate(said):
        acts = meant & _ACTS
        if not acts:
            continue
        start = max([0, i - _NEGATION_REACH, *(p for p in pauses if p <= i)])
        negations = [j for j in range(start, i) if "no" in found[j] and not said[j] & _ACTS
                     and words[j] not in _OFFERS]
        if "no" in meant or negations:
            found[i] = meant - acts
        # a negation is spent on the first act after it: "don't save just close it" asks
        # to close (in its clause: "I don't want a new game, I want to finish this one")
        end = min([len(said), *(p for p in pauses if p > i)])
        if any(said[k] & _ACTS - acts for k in range(i + 1, end)):
            for j in negations:
                found[j] = found[j] - _NEGATION
    return found


#: the command a concept asks help on ("nápověda k hodinám": the clock)
_TOPICS = {
    "clock": "clock", "save": "save", "saved": "save", "open": "load", "speak": "settings",
    "faster": "settings", "slower": "settings", "warnings": "settings",
    "language": "settings", "notation": "settings", "settings": "settings", "move": "moves",
    "level": "level", "undo": "undo", "draw": "draw", "resign": "resign",
    "braille": "braille", "board": "board", "pieces": "pieces", "hint": "hint",
}


def help_topic(words: Sequence[str], lang: str) -> str | None:
    """The one command the plain ``words`` after "help" are about, by their concepts."""
    found = {_TOPICS[c] for word in words for c in concepts_of(word, lang) if c in _TOPICS}
    return found.pop() if len(found) == 1 else None


#: a slot that reads what another is named by: a count is a number said (up to a few)
_READS = {"count": "number"}

#: a slot's reader: the plain words of the line -> what the slot says, or None
SlotReader = Callable[[], str | None]


#: the concept of a line ending in a question mark ("vyhrála jsem?" asks, "vyhrál jsem!"
#: does not)
ASKED = "asked"


def read_concepts(words: Sequence[str], lang: str, slots: Mapping[str, SlotReader],
                  named: frozenset[str], quiet: frozenset[str] = frozenset(),
                  asked: bool = False,
                  pauses: Collection[int] = ()) -> list[tuple[str, tuple[str, ...]]]:
    """The commands (name, arguments) that the plain ``words`` ask for by their concepts,
    the most specific first; several only when they tie. ``named``: the slots the line
    says something for (a square, a number): a rule that reads none of them does not
    fit ("je na b6 dáma nebo kámen" is not "where are the pieces"); ``asked``: the line
    ends in a question mark (the concept ``ASKED``). ``quiet``: the words
    that say nothing ("the", "prosím"); a rule that wants its concepts alone fits only
    when every other word is one of them ("the board please", not "calibrate the
    board")."""
    if not words or len(words) > LONGEST_LINE:
        return []
    meanings = line_concepts(words, lang, pauses)
    present: set[str] = set().union(*meanings) - {FRAME} | ({ASKED} if asked else set())
    if "unsupported" in present and "sensor" not in present:
        # what the program does not do is left unread; said of the sensor board ("deska
        # se senzory nereaguje"), the board is asked about
        return []
    compiled = _compiled(lang)
    guarded = present & compiled.guarded
    alone = all(w in quiet or m for w, m in zip(words, meanings, strict=True))
    best: list[tuple[str, tuple[str, ...]]] = []
    best_size = 0.0
    for rule in compiled.rules:
        if not rule.needs <= present or rule.excludes & present or guarded - rule.needs:
            continue
        if rule.only and (present - rule.needs or not alone):
            continue
        args: list[str] = []
        read = {_READS.get(slot, slot) for slot in (
            a.strip("{-?}") for a in rule.args if a.startswith("{"))}
        if not named <= read:
            continue
        for arg in rule.args:
            if arg.startswith("{"):
                value = slots[arg.strip("{-?}")]()
                if value is None:
                    if arg.startswith("{?"):
                        continue  # said or not: "undo", "undo two moves"
                    break
                if not arg.startswith("{-"):
                    args.append(value)
            else:
                args.append(arg)
        else:
            meaning = (rule.command, tuple(args))
            size = len(rule.needs) + sum(1 for a in args if a and a not in rule.args) - (
                0.5 if rule.weak else 0)
            if size > best_size:
                best, best_size = [meaning], size
            elif size == best_size and meaning not in best:
                best.append(meaning)
    return best


__all__ = ["ASKED", "FRAME", "LONGEST_LINE", "OTHER_LANGUAGE", "TABLES", "concepts_of",
           "help_topic", "line_concepts", "own_concepts", "read_concepts"]
