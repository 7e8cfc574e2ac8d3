"""The sentences of the games on boards of points, in both languages: hints, results,
piece names (the Vietnamese king is a king, not a draughts king), and the catalog's
message contexts."""

from __future__ import annotations

import pytest

from accessible_dama.engine import Hint, Why
from accessible_dama.notation import points as notation
from accessible_dama.phrases import Phrases
from accessible_dama.phrases.catalog import parse_po
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import (
    BLACK,
    MILL,
    VIETNAMESE,
    WHITE,
    Outcome,
    Piece,
    PointRules,
    Reason,
    find_game,
)
from accessible_dama.session import events


@pytest.mark.parametrize(
    ("game", "fen", "move", "why", "cs", "en"),
    [
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "g4-g1xb6", Why.CLOSES_MILL,
         "g4-g1xb6: uzavírá mlýn.", "g4-g1xb6: it closes a mill."),
        ("vietnamese", "W:Wc3,a1,Kc1:Be5,Kc4", "c1-c2", Why.GIVES_CHECK,
         "c1-c2: dává šach.", "c1-c2: it gives check."),
        ("vietnamese", "W:Wc3,a1,Kc1:Be5,Kc4", "c1-c2", Why.MATES,
         "c1-c2: dává mat.", "c1-c2: it mates."),
        ("alquerque", "W:Wa1:Bb2,c4,c2", "a1xc3xc5", Why.CAPTURES,
         "a1xc5: bere 2 figury.", "a1xc5: it captures 2 pieces."),
        ("alquerque", "W:Wa1:Bb2,c4,c2", "a1xc3xc5", Why.POSITIONAL,
         "a1xc5: zlepší postavení.", "a1xc5: it improves the position."),
    ],
)
def test_a_hint_in_the_point_games_names_the_move_then_why(
    game: str, fen: str, move: str, why: Why, cs: str, en: str
) -> None:
    rules = find_game(game)
    assert isinstance(rules, PointRules)
    position = notation.parse_fen(fen, rules)
    m = notation.parse_move(position, move)
    hint = Hint(m, why, pieces=len(m.captured))
    assert Phrases("cs").hint(hint, position) == cs
    assert Phrases("en").hint(hint, position) == en


@pytest.mark.parametrize(
    ("outcome", "cs", "en"),
    [
        (Outcome(WHITE, Reason.CHECKMATE, "8"), "Konec hry. Bílý vyhrává: Černý dostal mat.",
         "Game over. White wins: Black is checkmated."),
        (Outcome(BLACK, Reason.REPETITION_LOSS, "8"),
         "Konec hry. Černý vyhrává: Bílý potřetí zopakoval stejné postavení.",
         "Game over. Black wins: White repeated the position for the third time."),
        (Outcome(WHITE, Reason.BOTH_BLOCKED),
         "Konec hry. Bílý vyhrává: nikdo nemůže táhnout a Bílý má víc kamenů.",
         "Game over. White wins: neither side can move, and White has more men."),
        (Outcome(None, Reason.BOTH_BLOCKED),
         "Konec hry. Remíza: nikdo nemůže táhnout a oba mají stejně kamenů.",
         "Game over. Draw: neither side can move, and both have as many men."),
        (Outcome(BLACK, Reason.TOO_FEW_MEN, "8.2"),
         "Konec hry. Černý vyhrává: Bílý má už jen dva kameny.",
         "Game over. Black wins: White has only two men left."),
    ],
)
def test_the_new_results_have_sentences_in_both_languages(
    outcome: Outcome, cs: str, en: str
) -> None:
    assert Renderer("cs").render(events.GameOver(outcome, None)).lines == [cs]
    assert Renderer("en").render(events.GameOver(outcome, None)).lines == [en]


def test_the_vietnamese_king_is_a_king_in_czech_not_a_draughts_dama() -> None:
    cs = Renderer("cs")
    assert cs.piece_name(Piece.WHITE_KING) == "bílá dáma"
    assert cs.piece_name(Piece.WHITE_KING, VIETNAMESE) == "bílý král"
    assert cs.piece_name(Piece.BLACK_MAN, VIETNAMESE) == "černý voják"
    assert cs.piece_name(Piece.BLACK_MAN, MILL) == "černý kámen"
    assert Renderer("en").piece_name(Piece.BLACK_KING, VIETNAMESE) == "black king"


@pytest.mark.parametrize(("lang", "names"), [
    ("cs", ["alquerque", "alquerque s doporučenou úpravou pravidel", "mlýn", "vietnamské šachy"]),
    ("en", ["alquerque", "alquerque with the recommended modification", "nine men's morris",
            "Vietnamese chess"]),
])
def test_each_game_has_its_name(lang: str, names: list[str]) -> None:
    r = Renderer(lang)
    games = ["alquerque", "alquerque-modified", "mill", "vietnamese"]
    assert [r.variant_name(find_game(g)) for g in games] == names


def test_an_entry_with_a_context_is_kept_apart_from_the_same_words_without_one() -> None:
    entries = parse_po(
        'msgid "white king"\nmsgstr "bílá dáma"\n\n'
        'msgctxt "vietnamese"\nmsgid "white king"\nmsgstr "bílý král"\n'
    )
    assert entries == {"white king": "bílá dáma", "vietnamese\x04white king": "bílý král"}


def test_a_mill_removal_question_lists_the_men_in_board_order() -> None:
    position = notation.parse_fen("W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", MILL)
    moves = tuple(notation.matching_moves(position, "g4-g1"))
    assert Renderer("cs").render(events.WhichMove(moves, position)).lines == [
        "Který kámen berete: f4, e5, b6, d6?"]
    assert Renderer("en").render(events.WhichMove(moves, position)).lines == [
        "Which man do you take: f4, e5, b6, d6?"]
