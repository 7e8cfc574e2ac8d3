"""A long answer for the ear: said in parts, "more" ("víc") goes on with the next.

A line longer than ``SAID_AT_MOST`` characters (a scoresheet after forty moves, a mill's
moves in spelled square names, a file error quoting a long name) is cut into parts of at
most that many characters: after a sentence where one ends late enough, else after an
item of a list (a comma, a semicolon) or before a move number (``12.``), else between two
words, else after a folder of a long file name; only a word longer than a part with no
folder in it is cut where the part is full. A part that stops inside a sentence ends with
"…", and each part but the last with the sentence that says more follows
(``more_follows``), counted within the limit.
"""

from __future__ import annotations

import re

SAID_AT_MOST = 300  # characters of one line said or printed at once

# where a part may end, the best first, each where it leaves a third of a part at least:
# after a sentence (the next begins with a capital; "12. c3-d4" is a move number, not
# a sentence), after a list item or before a move number, between two words, after a
# folder of a long file name; then between two words anywhere
_SENTENCE = re.compile(r"(?<=[^\d\s][.!?…])\s+(?=[^\W\d_])")
_BREAKS = (
    _SENTENCE,
    re.compile(r"(?<=[,;:])\s+|\s+(?=\d+\.\s)"),
    re.compile(r"\s+"),
    re.compile(r"(?<=[/\\])"),
)
_SPACE = re.compile(r"\s+")


def in_parts(line: str, more_follows: str = "", at_most: int = SAID_AT_MOST) -> list[str]:
    """``line`` in parts of at most ``at_most`` characters, ``more_follows`` (one
    sentence, said after a space) ending each part but the last. A line that fits is one
    part, as it is."""
    room = at_most - len(more_follows) - 2  # "…" and a space before the sentence
    if room < at_most // 2:
        raise ValueError("the sentence that says more follows takes half a part")
    parts: list[str] = []
    rest = line.strip()
    while len(rest) > at_most:
        cut, after = _break(rest, room)
        part = rest[:cut].rstrip(",;: ")
        if not part.endswith((".", "!", "?", "…")):
            part += "…"
        parts.append(f"{part} {more_follows}".rstrip())
        rest = rest[after:].lstrip()
    if rest or not parts:
        parts.append(rest)
    return parts


def _break(text: str, room: int) -> tuple[int, int]:
    """Where the first part of ``text`` ends (its length, at most ``room``), and where
    the next part begins."""
    for pattern in _BREAKS:
        breaks = [m for m in pattern.finditer(text, room // 3, room + 1)
                  if pattern is not _SENTENCE or text[m.end()].isupper()]
        if breaks:
            return breaks[-1].start(), breaks[-1].end()
    spaces = list(_SPACE.finditer(text, 1, room + 1))
    if spaces:
        return spaces[-1].start(), spaces[-1].end()
    return room, room  # one word longer than a part: nowhere else to cut


__all__ = ["SAID_AT_MOST", "in_parts"]
