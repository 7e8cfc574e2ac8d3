"""Single questions of the rules, asked in the player's words and answered from the same
texts as the lessons: the short answer first (with yes or no where the question asks
one), the rest of the step, the clause and the way to the whole lesson on "more"; a
comparison of two games says the topics they differ in, and each game's rule on "more"."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.phrases.render import Rendered, Renderer
from accessible_dama.rules import find_game
from accessible_dama.session.core import Session
from accessible_dama.session.events import LessonRight, RuleAnswered, RuleComparison
from accessible_dama.session.settings import Settings


def asked(tmp_path: Path, game: str, lang: str, line: str) -> Rendered:
    session = Session(Settings(lang=lang, opponent="human", output="silent", variant=game),
                      save_path=tmp_path / "game.pdn", rng=random.Random(1))
    events = session.handle(line)
    assert len(events) == 1 and isinstance(events[0], RuleAnswered | RuleComparison), events
    return Renderer(lang).render(events[0])


@pytest.mark.parametrize(("game", "lang", "line", "answer", "clause"), [
    ("czech", "en", "can men capture backwards?",
     "Czech draughts: No. A man captures only forwards, never backwards.", "The rule text, 4.1."),
    ("brazilian", "en", "Can an ordinary piece capture backwards in this game?",
     "Brazilian draughts: Yes. A man captures forwards and backwards too, though it moves "
     "only forwards.", "The rule text, 2."),
    ("czech", "cs", "Může obyčejný kámen brát i dozadu?",
     "Česká dáma: Ne. Kámen bere jen dopředu, nikdy dozadu.", "Pravidla, 4.1."),
    ("czech", "en", "how do kings move?",
     "Czech draughts: A king moves along a diagonal forwards or backwards, over any number of "
     "empty squares.", "The rule text, 3.9, 4.3."),
    ("english", "en", "how do kings move?",
     "English draughts: A king moves one square diagonally, forwards or backwards, and "
     "captures as a man does, but in every direction.", "The rule text, 8, 8.1."),
    ("czech", "cs", "jak se pohybuje dáma",
     "Česká dáma: Dáma táhne po diagonále dopředu i dozadu přes libovolný počet volných polí.",
     "Pravidla, 3.9, 4.3."),
    ("czech", "en", "what is a king",
     "Czech draughts: A man that ends its move on the last rank, rank 8 for White and rank 1 "
     "for Black, becomes a king.", "The rule text, 3.5."),
    ("czech", "en", "why must I capture?",
     "Czech draughts: Capturing is compulsory: when you can capture, you must.",
     "The rule text, 4.1, 4.2."),
    ("czech", "cs", "proč musím brát",
     "Česká dáma: Braní je povinné: když můžete brát, musíte.", "Pravidla, 4.1, 4.2."),
    ("vietnamese", "en", "why must I capture?",
     "Vietnamese chess: Capturing is not compulsory.", "The rule text, 7.1, 7.2."),
    ("czech", "cs", "co se stane na poslední řadě",
     "Česká dáma: Kámen, který skončí tah na poslední řadě, pro bílého na řadě 8, pro černého "
     "na řadě 1, se mění v dámu.", "Pravidla, 3.5."),
    ("international", "en", "what is the longest-capture rule",
     "International draughts: When you can capture in several ways, you must choose the "
     "capture that takes the most pieces; men and kings count alike, and a king has no "
     "priority.", "The rule text, 3.3, 4.6."),
    ("czech", "en", "what is the longest-capture rule",
     "Czech draughts: When you can capture in several ways, you choose freely, except that if "
     "a king can capture, a king must capture.", "The rule text, 4.13, 4.14."),
    ("czech-8", "cs", "má braní dámou přednost?",
     "Česká dáma s osmi kameny: Když můžete brát několika způsoby, braní dvou a více figur má "
     "přednost před jednoduchým; jinak si vyberete.", "Pravidla, 6.3.2."),
    ("alquerque", "en", "can men capture backwards?",
     "Alquerque: A man captures by jumping along a line over a neighbouring enemy man onto "
     "the empty point just beyond, in any direction, backwards too.", "The rule text, 6.2."),
])
def test_a_rule_question_is_answered_short_with_the_clause_on_more(
        tmp_path: Path, game: str, lang: str, line: str, answer: str, clause: str) -> None:
    said = asked(tmp_path, game, lang, line)
    assert said.lines == [answer]
    assert clause in said.more


def test_a_question_the_rules_of_a_game_do_not_speak_of_says_so(tmp_path: Path) -> None:
    said = asked(tmp_path, "mill", "en", "how do kings move?")
    assert said.lines == ["The rules of Nine men's morris say nothing about that. Say rules for "
                          "the whole lesson."]


def test_russian_and_czech_draughts_compared_in_words(tmp_path: Path) -> None:
    said = asked(tmp_path, "czech", "cs", "čím se liší ruská dáma od české")
    assert said.lines == ["Ruská dáma a česká dáma se liší: kterým směrem kámen bere, které "
                          "braní zvolit, proměna v dámu, remíza."]
    assert said.more[0] == ("Kterým směrem kámen bere: Ruská dáma: Kámen bere dopředu i "
                            "dozadu, i když táhne jen dopředu. Česká dáma: Kámen bere jen "
                            "dopředu, nikdy dozadu.")


def test_a_game_compared_with_the_one_played(tmp_path: Path) -> None:
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      save_path=tmp_path / "game.pdn")
    assert session.command("rule", ("compare", "english")) == [
        RuleComparison(find_game("english"), find_game("czech"))]
    line = Renderer("en").render(session.command("rule", ("compare", "english"))[0]).lines[0]
    assert line.startswith("English draughts differs from Czech draughts in: the board, ")


def test_a_rule_question_in_a_lesson_step_leaves_the_step(tmp_path: Path) -> None:
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      save_path=tmp_path / "game.pdn")
    session.handle("rules")
    session.handle("next")
    answered = session.handle("can men capture backwards?")
    assert isinstance(answered[0], RuleAnswered)
    # the step's man on c3 still moves
    assert isinstance(session.handle("c3 d4")[0], LessonRight)
