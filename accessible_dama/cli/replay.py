"""``dama replay FILE``: replay every game of a PDN file and check every move.

Each record is replayed in the game it names (``[Variant "mill"]`` and the like) or, as
``notation.text.detect_game`` finds it, in a draughts variant, through the one text of
every game (``notation.text``). A file is one collection: a record whose tags name no
game is played in the variant of the whole file (``pdn.detect_file_variant``), found in a
first pass over the file that keeps only each game's tags and moves (``MovesBuilder``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from accessible_dama.cli.args import CommandError, _, game_arg, quoted_argument
from accessible_dama.notation.pdn import (
    BaseVisitor,
    MovesBuilder,
    PdnFileError,
    PdnGame,
    ReplayFailure,
    detect_file_variant,
    read_file_games,
    read_pdn_file,
    unplayed_game,
)
from accessible_dama.notation.text import detect_game, replay
from accessible_dama.phrases.replay import ReplayLines
from accessible_dama.rules import DEFAULT_VARIANT, AnyRules


def _until_refused(games: Iterator[PdnGame], path: str) -> Iterator[PdnGame]:
    """The games of a file as they are read; a file found too large on the way is an
    error of the command."""
    try:
        yield from games
    except PdnFileError as e:
        raise CommandError(_("cannot read {file}: {why}").format(
            file=quoted_argument(path), why=e.detail)) from None


def _games(path: str, Visitor: Callable[[], BaseVisitor[PdnGame]] | None = None
           ) -> Iterator[PdnGame]:
    """The games of a file, as they are read (all they hold, or what ``Visitor`` keeps);
    a file that cannot be read is an error of the command."""
    try:
        games = read_pdn_file(path) if Visitor is None else read_file_games(path, Visitor)
        return _until_refused(games, path)
    except OSError as e:
        raise CommandError(_("cannot read {file}: {why}").format(
            file=quoted_argument(path), why=e.strerror or e)) from None
    except PdnFileError as e:
        raise CommandError(_("cannot read {file}: {why}").format(
            file=quoted_argument(path), why=e.detail)) from None


def _line(game: PdnGame, rules: AnyRules | None, says: ReplayLines) -> tuple[bool, str]:
    """Whether the game replays, and its line: the first problem of its text, a GameType
    or Variant of a game not played here, the first move that cannot be played, or OK."""
    if game.errors:
        return False, says.not_read(game, game.errors[0])
    unplayed = unplayed_game(game) if rules is None else None
    if unplayed is not None:
        return False, says.not_played_here(game, *unplayed)
    rules = rules or DEFAULT_VARIANT
    done = replay(game, rules)
    if isinstance(done, ReplayFailure):
        return False, says.failed(game, rules, done)
    return True, says.ok(game, rules, len(done[1]))


def replay_file(path: str, variant: str | None, lang: str) -> int:
    """Prints one line per game and a total, in ``lang``; 1 if any game failed, else 0."""
    says = ReplayLines(lang)
    forced: AnyRules | None = game_arg(variant) if variant else None
    in_file = None if forced else detect_file_variant(_games(path, MovesBuilder))
    ok = failed = 0
    for game in _games(path):
        replayed, line = _line(game, forced or detect_game(game, in_file=in_file), says)
        print(line, flush=True)
        if replayed:
            ok += 1
        else:
            failed += 1
    print(says.total(ok, failed), flush=True)
    return 1 if failed else 0
