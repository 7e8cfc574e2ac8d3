"""What the PDN reader cannot read (``Problem``, ``PdnError``), and the caps that keep its
memory bounded on any file."""

from __future__ import annotations

from enum import Enum

from accessible_dama.notation.squares import NotationError

#: a line longer than this is not a game record's (the longest game, written on one line,
#: is a tenth of it): the rest of it is skipped unread, so that a file of one line of
#: megabytes is answered in a moment
MAX_LINE_CHARS = 100_000
#: what one game keeps at most: real games are far smaller, so more is junk, and the
#: reader's memory stays bounded on any file
MAX_MOVES_PER_GAME = 5000
MAX_COMMENTS_PER_GAME = 1000
MAX_COMMENT_CHARS = 2000
MAX_TAGS_PER_GAME = 200
MAX_ERRORS_PER_GAME = 20
#: problems kept over a whole file; later ones are only counted (``PdnGame.skipped_errors``)
MAX_ERRORS_PER_FILE = 200


class Problem(Enum):
    """What the reader found it cannot read, for a sentence in the player's language."""

    UNEXPECTED_TOKEN = "unexpected_token"
    UNREADABLE_TAG = "unreadable_tag"
    COMMENT_NEVER_CLOSED = "comment_never_closed"
    VARIATION_NEVER_CLOSED = "variation_never_closed"
    TOO_MANY_TAGS = "too_many_tags"  # more than MAX_TAGS_PER_GAME
    TOO_MANY_MOVES = "too_many_moves"  # more than MAX_MOVES_PER_GAME
    TOO_MANY_COMMENTS = "too_many_comments"  # more than MAX_COMMENTS_PER_GAME
    LINE_TOO_LONG = "line_too_long"  # a line of more than MAX_LINE_CHARS characters


def _described(problem: Problem, shown: str) -> str:
    """The problem in English, for a log and ``str``; ``shown``: the text it is about."""
    return {
        Problem.UNEXPECTED_TOKEN: f'unexpected token "{shown}"',
        Problem.UNREADABLE_TAG: f'unreadable tag "{shown}"',
        Problem.COMMENT_NEVER_CLOSED: "comment never closed",
        Problem.VARIATION_NEVER_CLOSED: "variation never closed",
        Problem.TOO_MANY_TAGS: f"more than {MAX_TAGS_PER_GAME} tags; the rest are not read",
        Problem.TOO_MANY_MOVES: f"more than {MAX_MOVES_PER_GAME} moves; the rest are not read",
        Problem.TOO_MANY_COMMENTS:
            f"more than {MAX_COMMENTS_PER_GAME} comments; the rest are not read",
        Problem.LINE_TOO_LONG:
            f"a line of more than {MAX_LINE_CHARS} characters; the rest of it is not read",
    }[problem]


class PdnError(NotationError):
    """Something in a PDN file that cannot be read (``problem``, about the text
    ``shown``), with where it is: the game, the line and the move read before it
    (``after``, as written: ``17. 43-39``); ``description`` says it in English."""

    def __init__(
        self,
        problem: Problem,
        *,
        shown: str = "",
        game_index: int = 0,
        token: str = "",
        line: int = 0,
        game_label: str = "",
        after: str = "",
    ) -> None:
        description = _described(problem, shown)
        where = f"game {game_index}" if game_index else "PDN"
        if game_label:
            where += f" ({game_label})"
        at = f" at line {line}" if line else ""
        super().__init__(f"{where}: {description}{at}")
        self.problem = problem
        self.shown = shown
        self.description = description
        self.game_index = game_index
        self.token = token
        self.line = line
        self.after = after
