"""Every sentence exists in Czech and English, with Czech plural forms right."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from accessible_dama.engine import Analysis, Hint, Why
from accessible_dama.notation import parse_fen
from accessible_dama.phrases import Phrases
from accessible_dama.phrases.catalog import parse_po, po_path
from accessible_dama.rules import Move, find_variant

PACKAGE = Path(__file__).resolve().parents[2] / "accessible_dama"


def _msgids_in_code() -> set[str | tuple[str, str]]:
    """Literal arguments of every ``_(...)``, ``_n(...)``, ``_p(context, ...)`` and
    ``cause(...)`` (a reason of speech, said on "more") call in the package (a context is
    keyed ``context + "\x04" + msgid``, as gettext keys it)."""
    found: set[str | tuple[str, str]] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            args = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if name in ("_", "cause") and args and isinstance(args[0], str):
                found.add(args[0])
            elif name == "_n" and len(args) >= 2:
                found.add((args[0], args[1]))
            elif name == "_p" and len(args) >= 2:
                found.add(f"{args[0]}\x04{args[1]}")
    return found


def test_every_sentence_in_the_code_has_a_czech_and_an_english_entry() -> None:
    used = _msgids_in_code()
    assert len(used) > 20
    for lang in ("cs", "en"):
        entries = parse_po(po_path(lang).read_text(encoding="utf-8"))
        missing = [m for m in used if m not in entries]
        assert not missing, f"{lang} catalog lacks {missing}"
        untranslated = [m for m in used if not entries[m] or entries[m] == [""]]
        assert not untranslated, f"{lang} catalog leaves {untranslated} empty"


def test_both_catalogs_hold_the_same_sentences() -> None:
    cs = parse_po(po_path("cs").read_text(encoding="utf-8"))
    en = parse_po(po_path("en").read_text(encoding="utf-8"))
    assert set(cs) == set(en)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_no_sentence_is_in_a_catalog_twice(lang: str) -> None:
    # a second entry silently wins over the first (msgfmt refuses the file)
    keys: list[str] = []
    context = ""
    for line in po_path(lang).read_text(encoding="utf-8").splitlines():
        if line.startswith("msgctxt "):
            context = ast.literal_eval(line[8:])
        elif line.startswith("msgid ") and line != 'msgid ""':
            keys.append(f"{context}\x04{ast.literal_eval(line[6:])}")
            context = ""
        elif line.startswith("msgid "):
            context = ""
    assert sorted(k for k in set(keys) if keys.count(k) > 1) == []


@pytest.mark.parametrize(
    ("n", "expected"), [(1, "1 kámen"), (2, "2 kameny"), (4, "4 kameny"), (5, "5 kamenů")]
)
def test_czech_counts_take_the_three_plural_forms(n: int, expected: str) -> None:
    assert Phrases("cs").men(n) == expected


def test_english_counts_take_two_forms() -> None:
    en = Phrases("en")
    counts = (en.men(1), en.men(2), en.moves(1), en.moves(3))
    assert counts == ("1 man", "2 men", "1 move", "3 moves")


def test_hint_sentence_names_the_move_first_in_both_languages() -> None:
    rules = find_variant("czech")
    position = parse_fen("W:Wb6,d6,d4,b2:Ba7,b4,c3,f2", rules)
    hint = Hint(Move((9, 6)), Why.WINS_GAME, plies=7)  # b6-c7
    assert Phrases("cs").hint(hint, position) == "b6-c7: vynucená výhra za 4 tahy."
    assert Phrases("en").hint(hint, position) == "b6-c7: it wins by force, in 4 moves."


def test_hint_sentence_for_a_capture_uses_the_accusative_in_czech() -> None:
    rules = find_variant("brazilian")
    position = parse_fen("W:WKa1,h2:Bb2,d2,g3,a7", rules)
    move = position.legal_moves()[0]
    hint = Hint(move, Why.CAPTURES, pieces=3)
    assert Phrases("cs").hint(hint, position) == "a1xh4: bere 3 figury."
    assert Phrases("en").hint(hint, position) == "a1xh4: it captures 3 pieces."


@pytest.mark.parametrize(
    ("score", "men", "cs", "en"),
    [
        (10, (8, 8), "Pozice je vyrovnaná.", "The position is equal."),
        (120, (9, 8), "Bílý má o kámen víc.", "White is a man ahead."),
        (-260, (6, 8), "Černý má o dva kameny víc.", "Black is two men ahead."),
        (-600, (3, 8), "Černý má o 5 kamenů víc.", "Black is 5 men ahead."),
        (50, (8, 8), "Bílý stojí o něco lépe.", "White is slightly better."),
        (-150, (8, 8), "Černý stojí jasně lépe.", "Black is clearly better."),
    ],
)
def test_analysis_in_words(score: int, men: tuple[int, int], cs: str, en: str) -> None:
    analysis = Analysis(score, men[0], 0, men[1], 0, None, None, (), 6)
    assert Phrases("cs").analysis(analysis) == cs
    assert Phrases("en").analysis(analysis) == en


@pytest.mark.parametrize(
    ("score", "pieces", "cs", "en"),
    [
        (420, (6, 1, 4, 0), "Bílý má o dva kameny a jednu dámu víc.",
         "White is two men and a king ahead."),
        (-320, (4, 0, 4, 1), "Černý má o dámu víc.", "Black is a king ahead."),
        (-700, (1, 0, 2, 2), "Černý má o jeden kámen a dvě dámy víc.",
         "Black is a man and two kings ahead."),
        (150, (3, 1, 5, 0), "Bílý má dámu za dva kameny.", "White has a king for two men."),
    ],
)
def test_the_evaluation_in_words_counts_kings_as_kings(
        score: int, pieces: tuple[int, int, int, int], cs: str, en: str) -> None:
    analysis = Analysis(score, *pieces, None, None, (), 6)
    assert Phrases("cs").analysis(analysis) == cs
    assert Phrases("en").analysis(analysis) == en


def test_analysis_of_a_forced_win_says_who_and_when() -> None:
    analysis = Analysis(99_990, 3, 0, 1, 0, False, 5, (), 9)
    assert Phrases("cs").analysis(analysis) == "Černý vyhraje za 3 tahy."
    assert Phrases("en").analysis(analysis) == "Black wins in 3 moves."


def test_every_level_has_a_name_in_both_languages() -> None:
    for lang in ("cs", "en"):
        names = [Phrases(lang).level_name(n) for n in range(1, 11)]
        assert len(set(names)) == 10
    assert Phrases("cs").level_name(10) == "přemýšlí až 5 sekund na tah"
    assert Phrases("cs").level_name(1) == "většinou táhne nepozorně"
    assert Phrases("en").level_name(3) == "looks 2 moves ahead, sometimes careless"
