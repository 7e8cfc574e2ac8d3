"""Every word in the player's language and notation: settings and their values, the game's
name, where the pieces stand, an empty square, a capture in brief, and the hint written
as the moves, the record and the last move are."""

from __future__ import annotations

import re
from pathlib import Path

from accessible_dama.phrases.render import Renderer
from accessible_dama.phrases.settings import setting_value
from accessible_dama.session import events
from tests.session.test_session import make, say


def test_the_settings_are_said_in_czech_words(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    assert say(s, "nastavení") == [
        "Varianta: česká dáma; soupeř: člověk u stejné klávesnice; úroveň: 3 (vidí 2 tahy "
        "dopředu, občas nepozorně); hodiny: žádné; varování: vypnuto; jazyk: čeština. Ostatní "
        "na víc."]
    assert say(s, "nastavení upovídanost stručně") == ["Nastaveno: upovídanost stručně."]
    assert say(s, "nastavení notace hláskovací") == ["Nastaveno: notace hláskovací."]
    assert say(s, "nastavení rychlost 250") == ["Nastaveno: rychlost řeči 250 slov za minutu."]
    assert say(s, "varianta vietnamese")[0] == "Nastaveno: varianta vietnamské šachy."


def test_the_settings_are_said_in_english_words(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en", notation="numeric")
    s.start()
    assert say(s, "settings") == [
        "Variant: Czech draughts; opponent: a person at the same keyboard; level: 3 (looks 2 "
        "moves ahead, sometimes careless); clock: none; warnings: off; language: English. Say "
        "more for the rest."]
    assert say(s, "settings language czech") == ["Set: language Czech."]


def test_each_speech_setting_has_words_in_both_languages() -> None:
    for lang in ("cs", "en"):
        r = Renderer(lang)
        said = [setting_value(r, "speech", v)
                for v in ("auto", "speechd", "pyttsx3", "screen-reader", "text", "silent")]
        assert len(set(said)) == 6
    assert setting_value(Renderer("cs"), "speech", "text") == "jen text"
    assert setting_value(Renderer("cs"), "voice", "zlw/cs") == "zlw/cs"  # a voice's own name


def test_where_the_pieces_stand_is_a_sentence_with_its_counts(tmp_path: Path) -> None:
    cs = make(tmp_path, fen="W:Wc1,e1,Kc3,Kf4:Bb8")
    cs.start()
    assert say(cs, "kameny") == ["Bílý má 2 kameny: c1, e1; 2 dámy: f4, c3.",
                                 "Černý má 1 kámen: b8."]
    en = make(tmp_path, lang="en", fen="W:Wc1,e1,Kc3,Kf4:Bb8")
    en.start()
    assert say(en, "pieces") == ["White has 2 men: c1, e1; 2 kings: f4, c3.",
                                 "Black has 1 man: b8."]


def test_moves_from_an_empty_square_say_nothing_stands_there(tmp_path: Path) -> None:
    cs = make(tmp_path)
    cs.start()
    assert say(cs, "tahy d4") == ["Na d4 nic nestojí."]
    assert say(cs, "tahy c1") == ["Z c1 nelze táhnout."]  # a man hemmed in
    en = make(tmp_path, lang="en")
    en.start()
    assert say(en, "moves d4") == ["Nothing stands on d4."]


def test_a_capture_in_brief_says_which_piece_takes_where(tmp_path: Path) -> None:
    cs = make(tmp_path, verbosity="brief")
    cs.start()
    say(cs, "c3 d4")
    assert say(cs, "f6 e5") == ["Černý: f6 e5.", "Bílý musí brát: d4 bere f6."]
    assert say(cs, "d4 f6")[0] == "Bílý: d4 bere f6."
    en = make(tmp_path, lang="en", verbosity="brief", fen="W:Wa1:Bb2,d4")
    en.start()
    assert say(en, "a1 c3 e5") == ["White: a1 takes c3, e5.", "Game over. White wins: Black "
                                   "has no pieces left."]


def squares_written(line: str) -> set[str]:
    """How a sentence writes squares: "algebraic" (c3), "numeric" (22) or both."""
    found = set()
    if re.search(r"\b[a-h][1-8]\b", line):
        found.add("algebraic")
    if re.search(r"\b\d{1,2}[-x]\d{1,2}\b", line):
        found.add("numeric")
    return found


def test_the_hint_moves_record_and_last_move_agree_on_the_notation(tmp_path: Path) -> None:
    for notation, written in (("algebraic", "algebraic"), ("numeric", "numeric"),
                              ("", "numeric")):  # English draughts' own way: numbers
        for lang in ("cs", "en"):
            s = make(tmp_path, lang=lang, variant="english", notation=notation)
            s.start()
            said = [*say(s, "11 15"), *say(s, "22 18")]
            r = Renderer(lang, "normal", notation)
            hint = s.handle("hint")
            said += [*r.render(hint[0]).lines, *r.render(hint[0]).more]
            said += [*say(s, "moves"), *say(s, "history"), *say(s, "last")]
            assert isinstance(hint[0], events.HintShown)
            for line in said:
                assert squares_written(line) <= {written}, (notation, lang, line)
