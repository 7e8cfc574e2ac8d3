"""PDN game records: a forgiving reader that tells each game to a visitor, variant
detection, replay and a writer.

Files from the wild write CRLF or LF, mix UTF-8 with cp1250, cp1251 and latin-1 (or are
UTF-16), skip the result or write a score for it (``1-1``, ``4-6``), pad squares with
spaces for columns (``1- 6``), nest comments; all of that is read, and what cannot be
read becomes a ``PdnError`` on the game (or is raised, in strict mode), never a
traceback. One job a module:

- ``decode``: a file's bytes, checked to be text, and their text in pieces
- ``tokens``: the text's tokens (``tokenize_pdn``)
- ``read``: the games, each told to a visitor (``read_games(source, Visitor)``,
  ``BaseVisitor``; ``GameBuilder`` keeps all of a game, ``HeadersBuilder`` its tags,
  ``MovesBuilder`` its moves)
- ``game``: the game read (``PdnGame``) and its result; ``problems``: what cannot be read
- ``variant``: the variant a record was played in; ``replay``: its moves played;
  ``write``: PDN text of games
"""

from accessible_dama.notation.pdn.decode import (
    MAX_PDN_BYTES,
    PdnFileError,
    PdnSource,
    decode_pdn,
    pdn_file_bytes,
)
from accessible_dama.notation.pdn.game import (
    GameRecord,
    PdnComment,
    PdnGame,
    ResultSaid,
    game_label,
    read_result,
    write_result,
)
from accessible_dama.notation.pdn.problems import (
    MAX_COMMENT_CHARS,
    MAX_COMMENTS_PER_GAME,
    MAX_ERRORS_PER_FILE,
    MAX_ERRORS_PER_GAME,
    MAX_LINE_CHARS,
    MAX_MOVES_PER_GAME,
    MAX_TAGS_PER_GAME,
    PdnError,
    Problem,
)
from accessible_dama.notation.pdn.read import (
    MAX_PDN_GAMES,
    SKIP,
    BaseVisitor,
    ErrorBudget,
    GameBuilder,
    HeadersBuilder,
    MovesBuilder,
    SkipType,
    iter_pdn,
    read_file_games,
    read_games,
    read_pdn,
    read_pdn_file,
)
from accessible_dama.notation.pdn.replay import (
    AMBIGUOUS,
    MAX_ALTERNATIVES,
    NO_MATCH,
    ReplayFailure,
    ReplayResult,
    irregular_notes,
    replay_game,
)
from accessible_dama.notation.pdn.tokens import Kind, PdnToken, tokenize_pdn
from accessible_dama.notation.pdn.variant import (
    DRAW_RULES_TAG,
    VARIANT_SPELLINGS,
    detect_file_variant,
    detect_variant,
    draw_rules_tags,
    unplayed_game,
    variant_of,
)
from accessible_dama.notation.pdn.write import LINE_WIDTH, ROSTER, game_from_moves, write_pdn

__all__ = [
    "AMBIGUOUS",
    "DRAW_RULES_TAG",
    "LINE_WIDTH",
    "MAX_ALTERNATIVES",
    "MAX_COMMENTS_PER_GAME",
    "MAX_COMMENT_CHARS",
    "MAX_ERRORS_PER_FILE",
    "MAX_ERRORS_PER_GAME",
    "MAX_LINE_CHARS",
    "MAX_MOVES_PER_GAME",
    "MAX_PDN_BYTES",
    "MAX_PDN_GAMES",
    "MAX_TAGS_PER_GAME",
    "NO_MATCH",
    "ROSTER",
    "SKIP",
    "VARIANT_SPELLINGS",
    "BaseVisitor",
    "ErrorBudget",
    "GameBuilder",
    "GameRecord",
    "HeadersBuilder",
    "Kind",
    "MovesBuilder",
    "PdnComment",
    "PdnError",
    "PdnFileError",
    "PdnGame",
    "PdnSource",
    "Problem",
    "ReplayFailure",
    "ReplayResult",
    "ResultSaid",
    "SkipType",
    "PdnToken",
    "decode_pdn",
    "detect_file_variant",
    "detect_variant",
    "draw_rules_tags",
    "game_from_moves",
    "game_label",
    "irregular_notes",
    "iter_pdn",
    "pdn_file_bytes",
    "read_file_games",
    "read_games",
    "read_pdn",
    "read_pdn_file",
    "read_result",
    "replay_game",
    "tokenize_pdn",
    "unplayed_game",
    "variant_of",
    "write_pdn",
    "write_result",
]
