"""The opponent at another computer, as a session plays against it (DXP): its moves
checked against the rules before they are played, what it sends besides moves turned
into events, and the player's moves, offers and requests sent to it.

A message that cannot be read, comes out of turn or names an illegal move is said in
one sentence and changes nothing. The draw offer is this program's own use of chat (a
standard peer shows it as text): ``DRAW_OFFER``, answered by ``DRAW_ACCEPT`` or
``DRAW_DECLINE``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_dama.network.dxp import (
    BackAccept,
    BackRequest,
    Chat,
    DxpError,
    GameEnd,
    Message,
)
from accessible_dama.network.moves import find_move, move_message
from accessible_dama.network.peer import Dropped, Incoming, Peer, PeerGone
from accessible_dama.rules import BLACK, WHITE, Color, Move
from accessible_dama.rules.registry import AnyGame
from accessible_dama.session.events import Event, NetworkNews, NotUnderstood, Undone

if TYPE_CHECKING:
    from accessible_dama.session.core import Session

log = logging.getLogger(__name__)

DRAW_OFFER = "#draw offer"
DRAW_ACCEPT = "#draw accepted"
DRAW_DECLINE = "#draw declined"
SILENT_SECONDS = 60.0  # the opponent's silence on their move is said after this long
WAIT_STEP = 0.5  # how often the wait for a move looks at the game and the time
REJOIN_MINUTES = 5  # the host waits this long for the opponent to join again


class OpponentGone(Exception):
    """No move of the opponent is to be played now: the connection ended, or the game
    changed while it was awaited (a take-back, the end of the game)."""


class Remote:
    """The opponent over the network for ``session``: ``peer`` is the connection."""

    def __init__(self, session: Session, peer: Peer, names: tuple[str, str],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.session = session
        self.peer = peer
        self.names = names  # White's and Black's
        self.clock = clock
        #: where the wait for a move says what it must (the silence), from its thread
        self.say: Callable[[list[Event]], None] = lambda events: None
        self.end_sent = False  # this side sent the game end (the other's is its answer)
        self.draw_offered = False  # this side offered a draw, not answered yet
        self.back_asked: int | None = None  # the ply this side asked to go back to
        self.back_offered: int | None = None  # the ply the opponent asked to go back to
        self._move_started = clock()
        #: on the host's side: waits for the same opponent to join again (the events
        #: saying so); None: a lost connection is not waited for here
        self.wait_again: Callable[[], list[Event]] | None = None

    @property
    def connected(self) -> bool:
        return self.peer.connected

    @property
    def opponent_name(self) -> str:
        player = self.session.player
        return self.names[1] if player == WHITE else self.names[0]

    # ------------------------------------------------------------ the opponent's moves

    def choose_move(self, game: AnyGame) -> Move:
        """The opponent's next legal move, waited for; an illegal one is refused and said
        and the wait goes on; their silence is said once after ``SILENT_SECONDS``.
        ``OpponentGone`` when the connection ends or the game changes meanwhile."""
        plies = len(game.moves)
        began = self.clock()
        silence_said = False
        while True:
            if self.session.game is not game or len(game.moves) != plies or game.outcome:
                raise OpponentGone()
            try:
                message = self.peer.next_move(WAIT_STEP)
            except PeerGone:
                raise OpponentGone() from None
            if message is not None and (self.session.game is not game
                                        or len(game.moves) != plies or game.outcome):
                self.peer.give_back(message)  # for the wait of the game as it is now
                raise OpponentGone()
            if message is None:
                if not silence_said and self.clock() - began >= SILENT_SECONDS:
                    silence_said = True
                    self.say([NetworkNews("silent")])
                continue
            move = find_move(game.legal_moves(), message)
            if move is None:
                text = f"{message.start}-{message.end}"
                log.warning("the opponent's move %s is not legal here: refused", message)
                self.say([NetworkNews("illegal-move", text)])
                continue
            self._move_started = self.clock()
            return move

    def rejoin(self) -> list[Event]:
        """The player agreed to wait for the opponent to join again."""
        return self.wait_again() if self.wait_again is not None else []

    def reconnected(self, peer: Peer) -> None:
        """The same opponent joined again: the game goes on over ``peer``."""
        self.peer = peer
        self.end_sent = self.draw_offered = False
        self.back_asked = self.back_offered = None
        self._move_started = self.clock()

    # ------------------------------------------------------------ what this side does

    def moved(self, move: Move) -> None:
        """The player's move is sent, with the seconds it took."""
        seconds = self.clock() - self._move_started
        self.peer.send(move_message(move, seconds))

    def game_over(self, game: AnyGame) -> None:
        """The game ended on the board: the side to move says so (DXP's game end), the
        other answers it."""
        if self.end_sent or game.turn != self.session.player or game.outcome is None:
            return
        winner = game.outcome.winner
        reason = 2 if winner is None else (1 if winner != self.session.player else 0)
        self.end_sent = True
        self.peer.send(GameEnd(reason, 0))

    def resigned(self) -> None:
        self.end_sent = True
        self.peer.send(GameEnd(1, 0))

    def offer_draw(self) -> list[Event]:
        self.draw_offered = True
        self.peer.send(Chat(DRAW_OFFER))
        return [NetworkNews("draw-sent")]

    def answer_draw(self, accepted: bool) -> None:
        self.peer.send(Chat(DRAW_ACCEPT if accepted else DRAW_DECLINE))

    def chat(self, text: str) -> list[Event]:
        if not text.strip():
            return [NotUnderstood("")]
        if not self.peer.send(Chat(text.strip())):
            return [NetworkNews("dropped")]
        return [NetworkNews("chat-sent")]

    def ask_takeback(self, game: AnyGame) -> list[Event]:
        """Ask to go back to before the player's last move."""
        player = self.session.player
        ply = len(game.moves) - 1
        while ply >= 0 and _turn_at(game, ply) != player:
            ply -= 1
        if ply < 0:
            return [Undone((), nothing=True)]
        self.back_asked = ply
        number, color = _move_number(game, ply)
        self.peer.send(BackRequest(number, color))
        return [NetworkNews("takeback-sent")]

    def answer_takeback(self, accepted: bool) -> list[Event]:
        ply, self.back_offered = self.back_offered, None
        self.peer.send(BackAccept(0 if accepted else 2))
        if not accepted or ply is None:
            return []
        return self.session.take_back_to(ply)

    # ------------------------------------------------------------ what the opponent sends

    def incoming(self, message: Incoming) -> list[Event]:
        """What follows a message of the opponent (or the end of the connection)."""
        session, game = self.session, self.session.game
        if isinstance(message, Dropped):
            lost = NetworkNews("too-slow" if message.too_slow else "dropped")
            if self.wait_again is None or game.outcome is not None:
                return [lost]
            return [lost, *session.ask_opponent("rejoin", NetworkNews(
                "wait-again", number=REJOIN_MINUTES))]
        if isinstance(message, DxpError):
            return [NetworkNews("bad-message")]
        if isinstance(message, Chat):
            return self._chat(message.text)
        if isinstance(message, GameEnd):
            return self._game_end(message)
        if isinstance(message, BackRequest):
            ply = _ply_of(game, message.move_number, message.color)
            if ply is None or game.outcome is not None:
                self.peer.send(BackAccept(2))
                return [NetworkNews("unexpected")]
            self.back_offered = ply
            return session.ask_opponent("takeback", NetworkNews(
                "takeback-asked", number=message.move_number))
        if isinstance(message, BackAccept):
            ply, self.back_asked = self.back_asked, None
            if ply is None:
                return [NetworkNews("unexpected")]
            if message.code == 1:
                return [NetworkNews("takeback-unsupported")]
            if message.code == 2:
                return [NetworkNews("takeback-declined")]
            self.peer.forget_moves()
            return session.take_back_to(ply)
        return self._out_of_turn(message)

    def _chat(self, text: str) -> list[Event]:
        game = self.session.game
        if text == DRAW_OFFER:
            if game.outcome is not None:
                return []
            return self.session.ask_opponent("draw", NetworkNews("draw-offered"))
        if text in (DRAW_ACCEPT, DRAW_DECLINE):
            offered, self.draw_offered = self.draw_offered, False
            if not offered or game.outcome is not None:
                return [NetworkNews("unexpected")]
            if text == DRAW_DECLINE:
                return [NetworkNews("draw-declined")]
            self.peer.forget_moves()
            return self.session.draw_agreed()
        return [NetworkNews("chat", text)]

    def _game_end(self, message: GameEnd) -> list[Event]:
        if self.end_sent:  # the answer to ours
            return []
        self.end_sent = True
        self.peer.send(GameEnd(0, 0))
        game, player = self.session.game, self.session.player
        if game.outcome is not None:
            return []
        self.peer.forget_moves()
        opponent = BLACK if player == WHITE else WHITE
        if message.reason == 1:
            return self.session.opponent_resigned(opponent)
        if message.reason == 2:
            return self.session.draw_agreed()
        return [NetworkNews("ended")]

    def _out_of_turn(self, message: Message) -> list[Event]:
        log.warning("a message of the opponent out of turn: %s", message)
        return [NetworkNews("unexpected")]


def _turn_at(game: AnyGame, ply: int) -> Color:
    """Who moved at ``ply`` (0: the first move of the game)."""
    first: Color = game.start.turn
    return first if ply % 2 == 0 else (not first)


def _move_number(game: AnyGame, ply: int) -> tuple[int, Color]:
    """DXP's move number and the colour to move before ``ply``: moves count from 1, each
    a White move and a Black move, as the game started."""
    first: Color = game.start.turn
    offset = 0 if first == WHITE else 1
    return (ply + offset) // 2 + 1, _turn_at(game, ply)


def _ply_of(game: AnyGame, number: int, color: Color) -> int | None:
    """The ply that DXP's move ``number`` with ``color`` to move names, when the game has
    reached it (and it is before where the game stands); None otherwise."""
    first: Color = game.start.turn
    offset = 0 if first == WHITE else 1
    ply = (number - 1) * 2 + (0 if color == WHITE else 1) - offset
    if not 0 <= ply < len(game.moves):
        return None
    return ply


__all__ = ["DRAW_ACCEPT", "DRAW_DECLINE", "DRAW_OFFER", "REJOIN_MINUTES", "OpponentGone",
           "Remote"]
