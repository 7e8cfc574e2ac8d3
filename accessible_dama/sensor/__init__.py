"""Sensor boards: the protocol (``protocol``), the serial link (``link``), a virtual board
(``sim``), move recognition (``recognize``) and refereeing (``referee``). Stands on the
rules core only; the game played on a board is ``session.board_game``, its events
``session.board_events``."""
