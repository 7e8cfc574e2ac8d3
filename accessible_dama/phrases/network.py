"""The game over the network: each kind of news (``NetworkKind``) one sentence.
"""

from __future__ import annotations

from accessible_dama.phrases.words import EventTable, Rendered, Words, renders
from accessible_dama.session import events


def network_news(say: Words, e: events.NetworkNews) -> Rendered:
    _ = say._
    sentences = {
        "waiting": _("Waiting for an opponent at {text}, port {number}."),
        "connected": _("{text} has connected."),
        "chat": _("The opponent says: {text}"),
        "chat-sent": _("Said to the opponent."),
        "draw-offered": _("The opponent offers a draw. Accept? Yes or no."),
        "draw-sent": _("The draw is offered to the opponent; wait for the answer."),
        "draw-declined": _("The opponent declines the draw. Play on."),
        "takeback-asked": _("The opponent asks to take back the game to move {number}. "
                            "Agree? Yes or no."),
        "takeback-sent": _("The opponent is asked to take back your last move; wait for "
                           "the answer."),
        "takeback-declined": _("The opponent does not agree to take back the move."),
        "takeback-unsupported": _("The opponent's program cannot take back moves."),
        "dropped": _("The connection to the opponent was lost; the game is saved."),
        "too-slow": _("The opponent's program sent too slowly, so the connection was "
                      "closed; the game is saved."),
        "silent": _("The opponent has not answered for a minute; the game is kept. Wait, "
                    "or say quit to stop."),
        "bad-message": _("The opponent's program sent a message this program cannot "
                         "read; it was ignored."),
        "unexpected": _("The opponent's program sent a message that does not fit now; it "
                        "was ignored."),
        "illegal-move": _("The opponent's move {text} is not legal here; it was refused "
                          "and the game is kept."),
        "ended": _("The opponent ended the game; it is saved unfinished."),
        "their-turn": _("It is the opponent's move."),
        "no-network": _("There is no opponent over the network in this game. To play "
                        "one, start dama host, or dama join with the opponent's address."),
        "refused": _("The opponent does not want this game."),
        "refused-version": _("The opponent's program does not play this game: only "
                             "international draughts is standard over DXP."),
        "no-opponent": _("No opponent came in time."),
        "cannot-connect": _("Could not connect to {text}."),
        "other-refused": _("Someone else tried to connect from {text} and was refused: "
                           "this game has its opponent."),
        "resumed-position": _("The game goes on from the position both sides have."),
        "ask-host": _("Wait for an opponent over the network at {text}, port {number}? "
                      "This game ends here and is kept. Yes or no."),
        "ask-join": _("Connect to {text}, port {number}, and play the opponent there? "
                      "This game ends here and is kept. Yes or no."),
        "join-how": _("Say where to connect, for example: connect to 192.168.1.5."),
        "bad-address": _("{text} is not an address; for example: connect to "
                         "192.168.1.5, or connect to 192.168.1.5:27531."),
        "already": _("This game is already played over the network."),
        "draughts-only": _("Only draughts is played over the network; choose a variant "
                           "of draughts first."),
        "back-to-game": _("Back to the game you left."),
        "leaving": _("This game is kept; on to the game over the network."),
        "wait-again": _("Wait for the opponent to join again, for up to {number} "
                        "minutes? Yes or no."),
        "waiting-again": _("Waiting for the opponent to join again at {text}, for up to "
                           "{number} minutes."),
    }
    return Rendered([sentences[e.kind].format(text=e.text, number=e.number)])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.NetworkNews, network_news),
])
