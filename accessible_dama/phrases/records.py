"""Files and records: a game saved or loaded, why a file cannot be used, what became of
the game at its last save (said on quitting), the games kept, a record opened and gone
through move by move.
"""

from __future__ import annotations

from accessible_dama.notation.pdn import game_label, read_result
from accessible_dama.phrases.words import (
    LIST_AT_MOST,
    EventTable,
    Rendered,
    Words,
    known,
    quoted,
    renders,
)
from accessible_dama.rules import WHITE, Color, find_game
from accessible_dama.session import events
from accessible_dama.session.events import FileTrouble


def saved(say: Words, e: events.Saved) -> Rendered:
    return Rendered([say._("Game saved to {path}.").format(path=e.path)])


def loaded(say: Words, e: events.Loaded) -> Rendered:
    return Rendered([say._("Game loaded from {path}: {moves} played.").format(
        path=e.path, moves=say.p.moves(e.moves))])


def file_reason(say: Words, kind: FileTrouble | None, move: str = "") -> str:
    """Why a file cannot be used or written, in words (None: the reason is not known)."""
    _ = say._
    reasons: dict[FileTrouble | None, str] = {
        FileTrouble.DISK_FULL: _("the disk is full"),
        FileTrouble.READ_ONLY: _("access to the file or its folder is denied"),
        FileTrouble.NOT_FOUND: _("there is no such file"),
        FileTrouble.IS_A_FOLDER: _("it is a folder, not a file"),
        FileTrouble.NOT_A_FOLDER: _("part of the path is not a folder"),
        FileTrouble.TOO_LARGE: _("the file is too large for a game record"),
        FileTrouble.NOT_TEXT: _("it is not a text file"),
        FileTrouble.NOT_A_FILE: _("it is not an ordinary file"),
        FileTrouble.UNREADABLE: _("it cannot be read"),
        FileTrouble.NO_GAME: _("there is no game in it"),
        FileTrouble.BAD_MOVE: _("move {move} cannot be played").format(move=move),
        FileTrouble.BAD_POSITION: _("its starting position cannot be read"),
        FileTrouble.NOT_DRAUGHTS: _("it is not a game of draughts"),
        FileTrouble.BAD_NAME: _("that is not a possible file name"),
    }
    return reasons.get(kind, _("the system reported an error"))


def file_problem(say: Words, e: events.FileProblem) -> Rendered:
    if e.kind is FileTrouble.OTHER and e.detail and not e.move:
        return Rendered([say._("Cannot use {path}: {detail}").format(path=e.path,
                                                                       detail=e.detail)])
    line = say._("Cannot use {path}: {reason}.").format(
        path=e.path, reason=file_reason(say, e.kind, e.move))
    return Rendered([line], [e.detail] if e.detail else [])


def save_failed(say: Words, e: events.SaveFailed) -> Rendered:
    _ = say._
    advice = {
        FileTrouble.DISK_FULL: _("Free some space on the disk."),
        FileTrouble.READ_ONLY: _("Check that the data folder can be written to."),
    }.get(e.kind, _("Try save with a file name on another disk."))
    if e.where == "games":
        line = _("The game can go on next time, but is not kept with your other games: "
                 "{reason}. {advice}")
    elif e.where == "autosave":
        line = _("The game is kept with your other games, but will not be offered at the "
                 "next start: {reason}. {advice}")
    else:
        line = _("The game is not saved: {reason}. {advice} The game goes on.")
    line = line.format(reason=file_reason(say, e.kind), advice=advice)
    return Rendered([line], [f"{e.path}: {e.detail}" if e.detail else e.path])


def save_set_aside(say: Words, e: events.SaveSetAside) -> Rendered:
    _ = say._
    line = _("The saved game cannot be read. The file is kept aside, not overwritten; "
             "say more for where.")
    more = [_("{path} was moved to {moved_to}.").format(path=e.path, moved_to=e.moved_to)]
    return Rendered([line], more + ([e.detail] if e.detail else []))


def saving(say: Words, state: str, problem: FileTrouble | None) -> str:
    """What became of the game at its last save, in one sentence (a ``Goodbye``'s
    state and problem); "" when nothing was played."""
    _ = say._
    if state == "nothing":
        return ""
    reason = file_reason(say, problem)
    return {
        "finished": _("The game is kept with your other games."),
        "kept": _("The game is kept with your other games; say games next time to go "
                  "on with it."),
        "next-time-only": _("The game can go on next time, but is not kept with your "
                            "other games: {reason}.").format(reason=reason),
        "not-saved": _("The game could not be saved: {reason}.").format(reason=reason),
    }.get(state, _("The game is saved and can go on next time."))


def goodbye(say: Words, e: events.Goodbye) -> Rendered:
    _ = say._
    if e.state == "nothing":
        return Rendered([_("Goodbye.")])
    return Rendered([_("Goodbye. {saving}").format(saving=saving(say, e.state, e.problem))])


def game_open_elsewhere(say: Words, e: events.GameOpenElsewhere) -> Rendered:
    _ = say._
    if e.at_start:
        line = _("The saved game is open in another window, and is left to it. A new "
                 "game begins here; say games for your other games.")
    else:
        line = _("That game is open in another window, and is left to it.")
    return Rendered([line], [e.path])


def result_words(say: Words, result: str, first: Color) -> str:
    """A record's result in words, read as in a game where ``first`` moves first (the
    first score is that side's); a result that says nothing known, as written."""
    _ = say._
    said = read_result(result, first)
    if said is None:
        return _("unfinished") if result.strip() in ("", "*") else quoted(result, 20)
    if said.winner is None:
        return _("a draw")
    return _("White won") if said.winner == WHITE else _("Black won")


def kept_games_shown(say: Words, e: events.KeptGamesShown) -> Rendered:
    _ = say._
    if not e.games:
        return Rendered([_("No games are kept yet.")])
    lines = [
        _("Game {n}: {when}, {variant}, {moves}, {result}.").format(
            n=g.number, when=f"{say.date(g.date)} {g.time[:5]}".strip(),
            variant=say.variant_name(find_game(g.variant)), moves=say.p.moves(g.plies),
            result=result_words(say, g.result, find_game(g.variant).first))
        for g in e.games
    ]
    head = say._n("{n} game is kept.", "{n} games are kept.", len(e.games)).format(
        n=len(e.games)) + " " + _("Say games and a number to open one.")
    return Rendered([head, *lines[:LIST_AT_MOST]], lines[LIST_AT_MOST:])


def _players(say: Words, white: str, black: str, event: str) -> str:
    """Who played, by their surnames (a game whose players are not named, by its
    event)."""
    label = game_label({"White": known(white), "Black": known(black)})
    if label:
        return quoted(label, 60)
    return quoted(known(event), 60) or say._("players not named")


def record_opened(say: Words, e: events.RecordOpened) -> Rendered:
    _ = say._
    said = {"players": _players(say, e.white, e.black, e.event),
            "result": result_words(say, known(e.result) or "*", e.rules.first)}
    if e.count > 1:
        line = _("Game {n} of {count}: {players}, {result}.").format(
            n=e.number, count=e.count, **said)
    else:
        line = _("{players}, {result}.").format(**said)
    more = []
    if known(e.white) or known(e.black):
        # names are often written "Surname,I.": one full stop ends the sentence
        more.append(_("White: {white}; Black: {black}").format(
            white=quoted(known(e.white) or "?", 60),
            black=quoted(known(e.black) or "?", 60)).removesuffix(".") + ".")
    where = [quoted(known(text), 60) for text in (e.event, e.site) if known(text)]
    if known(e.date):
        where.append(say.date(e.date))
    if known(e.round):
        where.append(_("round {round}").format(round=quoted(known(e.round), 20)))
    if where:
        more.append(", ".join(where) + ".")
    more.append(say.variant_name(e.rules) + ".")
    return Rendered([line], more)


def file_games_shown(say: Words, e: events.FileGamesShown) -> Rendered:
    _ = say._
    lines = [
        _("Game {n}: {players}, {result}.").format(
            n=g.number, players=_players(say, g.white, g.black, g.event),
            result=result_words(say, known(g.result) or "*", g.first))
        for g in e.games
    ]
    head = " ".join((
        say._n("The file holds {n} game.", "The file holds {n} games.",
               len(e.games)).format(n=len(e.games)),
        _("Game {n} is open.").format(n=e.open),
        _("Say games and a number to open one."),
    ))
    return Rendered([head, *lines[:LIST_AT_MOST]], lines[LIST_AT_MOST:])


def review_at(say: Words, e: events.ReviewAt) -> Rendered:
    _ = say._
    coming = e.following
    if coming is not None:
        return Rendered([_("Move {n} of {total}, {side} to move: {move}.").format(
            n=e.number, total=e.moves, side=say.p.side(coming.color),
            move=say.move_words(coming.before, coming.move))])
    if e.ply == 0:
        return Rendered([_("Start of the game, {total} to go through.").format(
            total=say.p.moves(e.moves))])
    if e.ply < e.total and e.to_move is not None:
        return Rendered([_("Move {n} of {total}, {side} to move.").format(
            n=e.number, total=e.moves, side=say.p.side(e.to_move))])
    line = _("Move {n} of {total}.").format(n=e.number, total=e.moves)
    if e.ply >= e.total:
        line += " " + _("End of the record.")
    return Rendered([line])


def stepped_to(say: Words, e: events.SteppedTo) -> Rendered:
    _ = say._
    made = e.made
    if made is None:
        side = say.p.side(e.to_move if e.to_move is not None else WHITE)
        return Rendered([_("Back in the game, move {n}: {side} to move.").format(
            n=e.number, side=side)])
    move = say.move_words(made.before, made.move)
    side = say.p.side(made.color)
    line = _("Back before move {n}: {side}, {move}.") if e.back else _("Move {n}: {side}, {move}.")
    return Rendered([line.format(n=e.number, side=side, move=move)],
                    [_("Say next or previous to step on, or back to the game; a move "
                       "you type returns to the game first.")])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.Saved, saved),
    renders(events.Loaded, loaded),
    renders(events.FileProblem, file_problem),
    renders(events.SaveFailed, save_failed),
    renders(events.SaveSetAside, save_set_aside),
    renders(events.Goodbye, goodbye),
    renders(events.GameOpenElsewhere, game_open_elsewhere),
    renders(events.KeptGamesShown, kept_games_shown),
    renders(events.RecordOpened, record_opened),
    renders(events.FileGamesShown, file_games_shown),
    renders(events.ReviewAt, review_at),
    renders(events.SteppedTo, stepped_to),
])
