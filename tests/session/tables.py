"""A table for the parts of a session tested on their own: the game and who plays it, as
plain values a test sets."""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_dama.rules import Color, find_game, new_game
from accessible_dama.rules.registry import AnyGame, AnyPosition, AnyRules
from accessible_dama.session.events import FileTrouble, MoveMade
from accessible_dama.session.settings import Settings


@dataclass
class FakeTable:
    settings: Settings
    rules: AnyRules
    game: AnyGame
    made: list[MoveMade] = field(default_factory=list)
    player: Color | None = None
    reviewing: bool = False
    training: bool = False
    #: what became of the game at its last save
    saving: tuple[str, FileTrouble | None] = ("saved", None)

    def kept(self) -> tuple[str, FileTrouble | None]:
        return self.saving


def table_of(variant: str = "czech", position: AnyPosition | None = None,
             player: Color | None = None) -> FakeTable:
    rules = find_game(variant)
    return FakeTable(Settings(variant=rules.id, output="silent"), rules,
                     new_game(rules, position), player=player)
