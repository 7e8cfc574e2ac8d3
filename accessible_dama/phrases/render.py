"""Events in words: ``Renderer.render(event)`` gives the lines to say or show, the answer
first and short; ``more`` holds the details the player gets by asking "more". A request
(``events.Request``) is no sentence of its own: the interface answers it with what it
said before.

Each sentence is made in the module of its topic, by a function that takes the words of
the player's language (``words.Words``) and the event; each module lists its functions
in ``EVENTS`` (mypy checks that each function takes its event), and ``Renderer.events``
joins them:

- ``game.py``: a game started, thinking, draw rules counting, game over, the clock;
- ``moves.py``: a move made, a capture that must be made, the moves and the record;
- ``positions.py``: the board, the pieces, a square or a line, material, threats;
- ``questions.py``: which move, did you mean, yes or no, a draw offered, resume;
- ``errors.py``: an illegal move and its rule, words not understood, what waits;
- ``analysis.py``: hints, analysis, the mistakes of a game;
- ``records.py``: files, saving, the games kept, a record gone through;
- ``settings.py``: settings, the settings file, the speech;
- ``network.py``, ``help.py``, ``lessons.py``, ``puzzles.py``: as named;
- ``board.py``: the sensor board's events (``BoardRenderer``).

Every game is said with the same sentences where they fit (a step, a capture, the board
rank by rank) and with its own where it differs: a mill's placement, flight and the man
a mill takes, the pass of the modified alquerque, the Vietnamese king's capture and
check, the lines that join a point to its neighbours. The sentences ask the game what a
move does (``move_kind``, ``closes_mill``, ``is_check``) and how its board is drawn,
never which game it is.
"""

from __future__ import annotations

from typing import ClassVar

from accessible_dama.phrases import (
    analysis,
    errors,
    game,
    help,
    lessons,
    moves,
    network,
    positions,
    puzzles,
    questions,
    records,
    settings,
)
from accessible_dama.phrases.parts import in_parts
from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.session.events import Event, Request

TOPIC_MODULES = (game, moves, positions, questions, errors, analysis, records, settings, network,
          help, lessons, puzzles)


class Renderer(Words):
    """Sentences for events, in one language, verbosity and notation."""

    #: the function that says each type of event (a renderer that says more events, such
    #: as the sensor board's, adds to it)
    events: ClassVar[EventTable] = {
        event_type: say for topic in TOPIC_MODULES for event_type, say in topic.EVENTS.items()}

    def render(self, event: Event) -> Rendered:
        """The sentences of ``event``, said by its function in ``events``. A request has
        none of its own: the interface answers it with what was said before."""
        if isinstance(event, Request):
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


__all__ = ["EventTable", "Rendered", "Renderer", "renders"]
