"""Play over the network with the DamExchange protocol (DXP): the messages as bytes
(``dxp``), the moves and positions of a game as DXP carries them (``moves``), one TCP
connection with bounded waits (``link``) and the opponent at the other end (``peer``).
Stands on the rules core; the session plays the game."""
