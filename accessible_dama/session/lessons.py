"""The lessons of the rules, as data: for each game its steps, each with the clause of
the rule text it comes from, the sentences it says (by id: ``phrases`` holds them in
both languages) and, where it can be tried, a small position and the moves that answer
it.

A draughts variant's steps are chosen by the fields of its ``Rules`` value (which way
men capture, whether kings fly, which capture must be chosen, its draw rules), so that
two variants with the same fact share the step and its sentence; only the clauses are
the variant's own, read from its text (docs/rules.md, ``shared`` RULES.md). The games on
boards of points have steps of their own, by game.

Every position of a step is made so that the moves it asks for are legal there and the
usual mistake is not: a wrong try is refused and explained as any refused move is
(``rules.explain``), and ``wrong`` keeps one such mistake for the tests and for the
guide.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_dama.rules import Rules
from accessible_dama.rules.draws import (
    AgainstOneKingCount,
    EndgameCount,
    KingsEndingCount,
    LoneKingCount,
    MoveLimit,
    OneKingEach,
)
from accessible_dama.rules.registry import AnyRules
from accessible_dama.rules.variants import KingFirst, Majority, MultiFirst


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``topic``: what it teaches (``board``, ``men``, ``capture``, ``direction``,
    ``choice``, ``multiple``, ``crowning``, ``kings``, ``end``, ``draws``; the point
    games: ``place``, ``mill``, ``fly``, ``check``); ``sentences``: the ids of its
    sentences with the number each says (0: none); ``clause``: where the rule text says
    it. A step to try has a position (``fen``), the request said with it (``task``), the
    moves that answer it (``right``, as a player writes them; empty: any legal move of
    the piece on ``piece``, or any at all) and a usual mistake (``wrong``).
    """

    topic: str
    sentences: tuple[tuple[str, int], ...]
    clause: str
    fen: str = ""
    task: str = ""
    right: tuple[str, ...] = ()
    piece: str = ""
    wrong: str = ""

    @property
    def to_try(self) -> bool:
        return bool(self.fen)


#: where each variant's rule text says each thing: variant id -> topic -> clause
DRAUGHTS_CLAUSES: dict[str, dict[str, str]] = {
    "czech": {"board": "2.2, 2.6", "men": "3.4", "capture": "4.1, 4.2", "direction": "4.1",
              "choice": "4.13, 4.14", "multiple": "4.5, 4.13", "crowning": "3.5",
              "kings": "3.9, 4.3", "end": "7.2", "repetition": "6.1"},
    "czech-8": {"board": "2.1, 3, 6.1", "men": "6.2", "capture": "6.3.1, 6.3.3",
                "direction": "6.2", "choice": "6.3.2", "multiple": "6.3.2, 6.3.3",
                "crowning": "7", "kings": "8.1, 8.2", "end": "9.1",
                "repetition": "convention"},
    "opalecka": {"board": "Šachovnice", "men": "Základní tahy", "capture": "Speciální tahy",
                 "direction": "Základní tahy", "choice": "Speciální tahy",
                 "multiple": "Speciální tahy", "crowning": "Speciální tahy",
                 "kings": "Základní tahy", "end": "Ukončení partie",
                 "repetition": "Ukončení partie"},
    "english": {"board": "2.2, 3", "men": "6.2", "capture": "6.3.1, 6.3.3", "direction": "6.2",
                "choice": "8.3", "multiple": "6.3.2, 8.3", "crowning": "7", "kings": "8, 8.1",
                "end": "9.1", "repetition": "convention"},
    "brazilian": {"board": "1", "men": "2", "capture": "2, 3", "direction": "2", "choice": "4",
                  "multiple": "2, 6", "crowning": "5", "kings": "6", "end": "7",
                  "repetition": "8"},
    "international": {"board": "Hrací potřeby, Výchozí pozice", "men": "2", "capture": "3.1",
                      "direction": "3.1", "choice": "3.3, 4.6", "multiple": "3.2",
                      "crowning": "4.1, 4.2", "kings": "4.3, 4.4", "end": "5.1",
                      "repetition": "5.2"},
    "russian": {"board": "FMJD-64", "men": "FMJD-64", "capture": "FMJD-64",
                "direction": "FMJD-64", "choice": "FMJD-64", "multiple": "FMJD-64",
                "crowning": "FMJD-64", "kings": "FMJD-64", "end": "FMJD-64",
                "repetition": "7.2.3"},
}


def _sq(file: int, rank: int) -> str:
    """A square's name from its file (0 = a) and rank (1 = the first)."""
    return f"{'abcdefghij'[file]}{rank}"


def _choice_step(rules: Rules, clause: str) -> Step:
    """Which capture must be chosen: the rule of ``rules.capture_priority``, tried."""
    priority = rules.capture_priority
    if isinstance(priority, KingFirst):
        # a man may take b4, the king on h2 may take f4: the king must
        return Step("choice", (("choice-king-first", 0),), clause,
                    "W:Wa3,Kh2:Bb4,f4,a7", "task-choice", right=("h2xe5", "h2xd6", "h2xc7",
                                                                   "h2xb8"),
                    wrong="a3xc5")
    one_and_two = "W:Wa1,g1,h2:Bb2,f2,f4,a7"  # a1 takes one, g1 takes two
    if isinstance(priority, Majority):
        return Step("choice", (("choice-majority", 0),), clause, one_and_two, "task-choice",
                    right=("g1xe3xg5",), wrong="a1xc3")
    if isinstance(priority, MultiFirst):
        return Step("choice", (("choice-multi-first", 0),), clause, one_and_two, "task-choice",
                    right=("g1xe3xg5",), wrong="a1xc3")
    return Step("choice", (("choice-free", 0),), clause, one_and_two, "task-choice-free",
                right=("a1xc3", "g1xe3xg5"), wrong="h2-g3")


def _draw_sentences(rules: Rules) -> tuple[tuple[str, int], ...]:
    """The draw rules of ``rules``, one sentence each, the repetition first."""
    said: list[tuple[str, int]] = [("draw-repetition", rules.repetitions)]
    for rule in rules.draw_rules:
        if isinstance(rule, MoveLimit):
            said.append(("draw-moves-no-man-move" if rule.man_moves_count
                         else "draw-moves-no-capture", rule.moves))
        elif isinstance(rule, EndgameCount):
            said.append(("draw-endgame-czech", rule.short_moves))
        elif isinstance(rule, OneKingEach):
            said.append(("draw-one-king-each", 0))
        elif isinstance(rule, LoneKingCount):
            if ("draw-lone-king", 0) not in said:
                said.append(("draw-lone-king", 0))
        elif isinstance(rule, AgainstOneKingCount):
            if ("draw-fmjd-lone-king", 0) not in said:
                said.append(("draw-fmjd-lone-king", 0))
        elif isinstance(rule, KingsEndingCount):
            said.append(("draw-kings-ending", 0))
    said.append(("draw-agreed", 0))
    return tuple(said)


def _draw_clauses(rules: Rules, repetition: str) -> str:
    clauses = [repetition] + [rule.clause for rule in rules.draw_rules]
    return ", ".join(dict.fromkeys(c for c in clauses if c))


def draughts_lesson(rules: Rules) -> tuple[Step, ...]:
    """The lesson of a draughts variant, chosen by its fields."""
    clauses = DRAUGHTS_CLAUSES.get(rules.id, DRAUGHTS_CLAUSES["czech"])
    top = rules.size
    far = _sq(top - 1, top)  # a square far from the pieces of a step: h8, j10
    board = Step("board", (("board-draughts", rules.size), ("board-names", 0),
                           ("board-numbers" if rules.numeric_notation else "board-letters", 0),
                           ("board-start", rules.men_per_side)), clauses["board"])
    men = Step("men", (("men-forward", 0),), clauses["men"], f"W:Wc3:B{far}", "task-men",
               piece="c3", wrong="c3-b2")
    capture = Step("capture", (("capture-how", 0), ("capture-compulsory", 0)), clauses["capture"],
                   f"W:Wc3,g3:Bd4,{far}", "task-capture", right=("c3xe5",), wrong="g3-h4")
    if rules.men_capture_backwards:
        direction = Step("direction", (("men-capture-both-ways", 0),), clauses["direction"],
                         f"W:Wd4:Bc3,{far}", "task-capture-back", right=("d4xb2",),
                         wrong="d4-e5")
    else:
        direction = Step("direction", (("men-capture-forward-only", 0),), clauses["direction"],
                         f"W:Wd4:Bc3,e5,{far}", "task-capture-forward", right=("d4xf6",),
                         wrong="d4xb2")
    multiple = Step("multiple", (("multiple-must-finish", 0), ("multiple-removed-after", 0)),
                    clauses["multiple"],
                    f"W:Wc1:Bd2,d4,{far}", "task-multiple", right=("c1xe3xc5",), wrong="c1xe3")
    crowned = [("crown-last-rank", top)]
    if rules.crowns_mid_capture:
        crowned.append(("crown-mid-capture", 0))
    elif rules.men_capture_backwards:
        crowned.append(("crown-only-ending-there", 0))
    crowning = Step("crowning", tuple(crowned), clauses["crowning"],
                    f"W:W{_sq(2, top - 1)}:Ba3", "task-crowning",
                    right=(f"{_sq(2, top - 1)}-{_sq(3, top)}", f"{_sq(2, top - 1)}-{_sq(1, top)}"),
                    wrong=f"{_sq(2, top - 1)}-{_sq(1, top - 2)}")
    if rules.flying_kings:
        kings = Step("kings", (("king-flying", 0), ("king-flying-captures", 0)), clauses["kings"],
                     "W:WKc1,g5:Ba7", "task-king-far", piece="c1", wrong="c1-h6")
    else:
        kings = Step("kings", (("king-short", 0),), clauses["kings"], f"W:WKd4:B{far}",
                     "task-king-short", piece="d4", wrong="d4-f6")
    end = Step("end", (("end-draughts", 0), ("end-blocked-loses" if rules.blocked_player_loses
                                             else "end-blocked-draw", 0)),
               clauses["end"], "W:Wc3,a1:Bd4", "task-end", right=("c3xe5",), wrong="a1-b2")
    draws = Step("draws", _draw_sentences(rules), _draw_clauses(rules, clauses["repetition"]))
    return (board, men, capture, direction, _choice_step(rules, clauses["choice"]), multiple,
            crowning, kings, end, draws)


#: the lessons of the games on boards of points, by game id
POINT_LESSONS: dict[str, tuple[Step, ...]] = {
    "alquerque": (
        Step("board", (("board-alquerque", 0), ("board-alquerque-start", 0)), "2.1, 2.2, 3"),
        Step("men", (("alquerque-step", 0),), "6.1", "W:Wb3:Be5", "task-men", piece="b3",
             wrong="b3-c4"),
        Step("capture", (("alquerque-jump-any-way", 0), ("capture-compulsory", 0)), "6.2",
             "W:Wc3,a1:Bc4,e5", "task-capture",
             right=("c3xc5",), wrong="a1-a2"),
        Step("multiple", (("alquerque-may-stop", 0),), "6.2", "W:Wa1,e1:Bb2,d4", "task-jump-on",
             right=("a1xc3", "a1xc3xe5"), wrong="e1-e2"),
        Step("kings", (("no-kings", 0),), "2.2"),
        Step("end", (("end-alquerque", 0),), "7", "W:Wc3,a1:Bc4", "task-end",
             right=("c3xc5",), wrong="a1-b1"),
        Step("draws", (("draw-repetition", 3), ("draw-agreed", 0)), "convention"),
    ),
    "alquerque-modified": (
        Step("board", (("board-alquerque", 0), ("board-alquerque-start", 0)), "2.1, 2.2, 3"),
        Step("men", (("alquerque-step-forward", 0),), "Doporučená úprava pravidel",
             "W:Wb3:Be5", "task-men", piece="b3", wrong="b3-a3"),
        Step("capture", (("alquerque-jump-any-way", 0), ("capture-compulsory", 0)),
             "6.2, Doporučená úprava pravidel",
             "W:Wc3,a1:Bc2,e5", "task-capture-back", right=("c3xc1",), wrong="a1-a2"),
        Step("multiple", (("alquerque-may-stop", 0),), "6.2", "W:Wa1,e1:Bb2,d4", "task-jump-on",
             right=("a1xc3", "a1xc3xe5"), wrong="e1-e2"),
        Step("kings", (("no-kings", 0),), "2.2"),
        Step("end", (("end-alquerque-modified", 0),), "7, Doporučená úprava pravidel",
             "W:Wc3,a1:Bc4", "task-end", right=("c3xc5",), wrong="a1-b1"),
        Step("draws", (("draw-repetition", 3), ("draw-equal-men", 0), ("draw-agreed", 0)),
             "Doporučená úprava pravidel, convention"),
    ),
    "mill": (
        Step("board", (("board-mill", 0), ("board-mill-start", 0)), "2.2, 3, 5"),
        Step("place", (("mill-place", 0),), "6.1", "W:Wa1:Bg7:H8,8", "task-place",
             wrong="g7"),
        Step("men", (("mill-step", 0),), "6.2", "W:Wa1,d1,c5,e5:Bg7,d6,b6,f4", "task-men",
             piece="a1", wrong="a1-a7"),
        Step("mill", (("mill-takes", 0), ("mill-say-takes", 0)), "7.1, 7.2, 7.3",
             "W:Wa1,d1,g4,c5:Bb2,d2,f2,a7", "task-mill", right=("g4-g1xa7",),
             wrong="g4-g1xd2"),
        Step("fly", (("mill-fly", 0),), "6.3, 8.1", "W:Wa1,d1,c5:Bg7,d6,b6,f4,f2",
             "task-fly", piece="a1", wrong="a1-d1"),
        Step("end", (("end-mill", 0),), "8.2, convention", "W:Wa1,d1,g4:Bb6,d6,f6",
             "task-mill-end", right=("g4-g1xb6", "g4-g1xd6", "g4-g1xf6"), wrong="g4-g1xa1"),
        Step("draws", (("draw-repetition", 3), ("draw-agreed", 0)), "convention"),
    ),
    "vietnamese": (
        Step("board", (("board-alquerque", 0), ("board-vietnamese-start", 0)), "2.1, 2.2, 3"),
        Step("men", (("vietnamese-step", 0),), "6", "W:Wc2,Ka1:Be4,Ke5", "task-men",
             piece="c2", wrong="c2-c4"),
        Step("capture", (("vietnamese-king-captures", 0), ("capture-optional", 0)), "7.1, 7.2",
             "W:Wc2,Kc1:Bc3,Ke5", "task-king-capture", right=("c1xc3",), wrong="c2-c3"),
        Step("check", (("vietnamese-check", 0),), "7.3", "W:Wa1,Kc3:Bc4,Kc5", "task-check",
             piece="c3", wrong="a1-a2"),
        Step("end", (("end-vietnamese", 0),), "4, 8"),
    ),
}


def lesson_for(rules: AnyRules) -> tuple[Step, ...]:
    """The steps of the lesson of ``rules``' game (empty for a game without one)."""
    if isinstance(rules, Rules):
        return draughts_lesson(rules)
    return POINT_LESSONS.get(rules.id, ())


#: the rule questions a player can ask, by topic, and the step of the lesson that
#: answers each (the first of the game's steps on that topic)
QUESTION_TOPICS: dict[str, tuple[str, ...]] = {
    "man-capture-backwards": ("direction", "capture"),
    "king-moves": ("kings", "check"),
    "flying-king": ("kings",),
    "king": ("crowning", "kings", "check"),
    "promotion": ("crowning", "kings"),
    "compulsory-capture": ("capture",),
    "capture-priority": ("choice", "multiple", "capture"),
    "men-move": ("men", "place"),
    "multiple-capture": ("multiple",),
    "board": ("board",),
    "end": ("end",),
    "draw": ("draws", "end"),
}


#: the sentence that answers a question on a topic, where it is not the step's first
ANSWERS: dict[str, tuple[str, ...]] = {
    "compulsory-capture": ("capture-compulsory", "capture-optional"),
}


def answer_first(step: Step, topic: str) -> tuple[tuple[str, int], ...]:
    """The sentences of ``step``, the one that answers a question on ``topic`` first."""
    wanted = ANSWERS.get(topic, ())
    found = [s for s in step.sentences if s[0] in wanted][:1]
    return (*found, *(s for s in step.sentences if s not in found))


def answering_step(rules: AnyRules, topic: str) -> Step | None:
    """The step of ``rules``' lesson that answers a question on ``topic``."""
    steps = lesson_for(rules)
    for wanted in QUESTION_TOPICS.get(topic, (topic,)):
        for step in steps:
            if step.topic == wanted:
                return step
    return None


__all__ = ["ANSWERS", "DRAUGHTS_CLAUSES", "POINT_LESSONS", "QUESTION_TOPICS", "Step",
           "answer_first", "answering_step",
           "draughts_lesson", "lesson_for"]
