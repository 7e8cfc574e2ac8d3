"""Questions and requests in the player's own words ("kde mám dámy", "where can c3 go",
"faster"), read by the phrase tables of ``questions_cs`` and ``questions_en``.

A table is data (``lexicon.QUESTIONS``): patterns of words with slots, each mapped to a
command and its arguments. A pattern is written as the language spells it and read
without case or accents; its elements, separated by spaces:

- ``word`` a word; ``a|b|c`` one of several single words;
- ``[a|b]`` one of them, or nothing; ``[on the board|here]`` several words, or nothing;
- ``<group>`` one word of a group of the table (``<kings>``: dámy, dam, dámu...);
- ``{square}`` a square ("c3", "cé tři", "22"); ``{number}`` a number ("5", "dvacet
  dva"); ``{file}`` a file ("cé"); ``{whose}`` whose pieces ("moje", "white",
  "opponent's").

The command is its English name and its arguments, where a slot's name in braces stands
for what it read. A line is matched against every pattern of both languages (the
player's first); when patterns of different meanings fit it, every meaning is returned
and the player is asked which.

Matching is bounded: a line of more than ``LONGEST_QUESTION`` words is no question, and
each pattern is walked once over the words with the places reached kept in a set.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from accessible_dama.understand.lexicon import QUESTIONS, plain
from accessible_dama.understand.vocabulary import QuestionTable

#: the most words a question has, the polite words aside
LONGEST_QUESTION = 14
#: the most words one slot reads ("dvacet dva", "cé tři", "c 3")
_LONGEST_SLOT = 3

#: a slot's reader: the words from ``start`` to ``end`` of the line -> what they say, or
#: None
SpanReader = Callable[[int, int], str | None]


@dataclass(frozen=True, slots=True)
class _Element:
    words: frozenset[str]  # the plain words that fit (empty for a slot)
    optional: bool = False
    slot: str = ""


@dataclass(frozen=True, slots=True)
class _Pattern:
    elements: tuple[_Element, ...]
    command: str
    args: tuple[str, ...]


def _element(text: str, groups: Mapping[str, str]) -> _Element:
    if text.startswith("{") and text.endswith("}"):
        return _Element(frozenset(), slot=text[1:-1])
    optional = text.startswith("[") and text.endswith("]")
    words: set[str] = set()
    for one in text.strip("[]").split("|"):
        group = one.startswith("<") and one.endswith(">")
        words.update(plain(w) for w in (groups[one[1:-1]].split() if group else [one]))
    return _Element(frozenset(words), optional)


_WORDS_OR_NOTHING = re.compile(r"\[([^\]]* [^\]]*)\]")


def _spelled_out(pattern: str) -> list[str]:
    """The pattern without optional runs of several words ("[on the board]", "[thank
    you|thanks]"): one pattern without each run and one with each of its choices."""
    run = _WORDS_OR_NOTHING.search(pattern)
    if run is None:
        return [pattern]
    before, after = pattern[: run.start()], pattern[run.end():]
    return [p for choice in ("", *run.group(1).split("|"))
            for p in _spelled_out(f"{before}{choice}{after}")]


def _compile(table: QuestionTable) -> tuple[_Pattern, ...]:
    patterns = []
    for pattern, meaning in table.patterns:
        command, *args = meaning.split()
        for one in _spelled_out(pattern):
            elements = tuple(_element(part, table.groups) for part in one.split())
            patterns.append(_Pattern(elements, command, tuple(args)))
    return tuple(patterns)


@cache
def patterns(lang: str) -> tuple[_Pattern, ...]:
    """Every pattern a session in ``lang`` reads: its own language's first."""
    first = lang if lang in QUESTIONS else "en"
    return tuple(p for name in (first, *(n for n in QUESTIONS if n != first))
                 for p in _compile(QUESTIONS[name]))


def _matches(pattern: _Pattern, words: Sequence[str],
             slots: Mapping[str, SpanReader]) -> dict[str, str] | None:
    """What the slots of ``pattern`` read when it fits all of ``words`` (None when not).

    A walk over (element, word) places, each visited once."""
    elements = pattern.elements
    stack: list[tuple[int, int, tuple[tuple[str, str], ...]]] = [(0, 0, ())]
    seen: set[tuple[int, int]] = set()
    while stack:
        e, w, read = stack.pop()
        if (e, w) in seen:
            continue
        seen.add((e, w))
        if e == len(elements):
            if w == len(words):
                return dict(read)
            continue
        element = elements[e]
        if element.optional:
            stack.append((e + 1, w, read))
        if element.slot:
            reader = slots[element.slot]
            for end in range(w + 1, min(w + _LONGEST_SLOT, len(words)) + 1):
                value = reader(w, end)
                if value is not None:
                    stack.append((e + 1, end, (*read, (element.slot, value))))
        elif w < len(words) and words[w] in element.words:
            stack.append((e + 1, w + 1, read))
    return None


def meanings(words: Sequence[str], lang: str,
             slots: Mapping[str, SpanReader]) -> list[tuple[str, tuple[str, ...]]]:
    """The commands (name, arguments) that ``words`` (plain, the polite ones left out)
    ask for, each once, in the order of the tables; none for a line too long."""
    if not words or len(words) > LONGEST_QUESTION:
        return []
    found: list[tuple[str, tuple[str, ...]]] = []
    present = set(words)
    for pattern in patterns(lang):
        # a pattern whose first required word is not in the line cannot fit
        if not _could_fit(pattern, present):
            continue
        read = _matches(pattern, words, slots)
        if read is None:
            continue
        args = tuple(a.format(**read) if "{" in a else a for a in pattern.args)
        meaning = (pattern.command, tuple(a for a in args if a))
        if meaning not in found:
            found.append(meaning)
    return found


def _could_fit(pattern: _Pattern, present: set[str]) -> bool:
    return all(e.optional or e.slot or not e.words.isdisjoint(present)
               for e in pattern.elements)


__all__ = ["LONGEST_QUESTION", "meanings", "patterns"]
