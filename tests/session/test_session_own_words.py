"""The session answering the player's own words: "did you mean" and its yes, the
question which of two commands, a yes with no question, faster and slower speech, the
volume, and the kings alone."""

from __future__ import annotations

import random
from pathlib import Path

from accessible_dama.phrases.render import Renderer
from accessible_dama.session.core import Session
from accessible_dama.session.settings import RATE_STEP, Settings
from accessible_dama.speech.base import DEFAULT_RATE, MAX_RATE


def make(tmp_path: Path, lang: str = "cs", fen: str | None = None) -> Session:
    from accessible_dama.notation import parse_fen
    from accessible_dama.rules import find_variant

    position = parse_fen(fen, find_variant("czech")) if fen else None
    return Session(Settings(lang=lang, opponent="human", output="silent"), position=position,
                   save_path=tmp_path / "game.pdn", rng=random.Random(1), engine_depth=3)


def say(session: Session, line: str) -> list[str]:
    r = Renderer(session.settings.lang)
    return [text for e in session.handle(line) for text in r.render(e).lines]


def test_did_you_mean_asks_and_a_yes_runs_the_command(tmp_path: Path) -> None:
    s = make(tmp_path)
    assert say(s, "kamnye") == ["Mysleli jste „kameny“? Řekněte ano, nebo to řekněte znovu."]
    assert say(s, "ano")[0].startswith("Bílý má 12 kamenů: ")


def test_did_you_mean_answered_no_is_not_understood(tmp_path: Path) -> None:
    s = make(tmp_path, "en")
    assert say(s, "borad") == ['Did you mean "board"? Say yes, or say it again.']
    assert say(s, "no") == ['I did not understand "borad". Say help for the commands.']
    assert say(s, "yes") == ["No question is waiting for a yes or a no."]


def test_did_you_mean_is_forgotten_after_another_line(tmp_path: Path) -> None:
    s = make(tmp_path)
    say(s, "tahz")
    assert say(s, "kdo je na tahu") == ["Na tahu: Bílý, 1. tah."]
    assert say(s, "ano") == ["Na nic se neptám, ano ani ne nečekám."]


def test_a_yes_with_no_question_says_so_in_the_players_language(tmp_path: Path) -> None:
    assert say(make(tmp_path), "ano") == ["Na nic se neptám, ano ani ne nečekám."]
    assert say(make(tmp_path, "en"), "yes") == ["No question is waiting for a yes or a no."]


def test_a_yes_still_answers_a_question_asked(tmp_path: Path) -> None:
    s = make(tmp_path)
    say(s, "vzdávám to")
    assert say(s, "ano prosím")[0] != "Na nic se neptám, ano ani ne nečekám."
    assert s.game.outcome is not None


def test_words_meaning_two_commands_ask_which(tmp_path: Path) -> None:
    lines = say(make(tmp_path), "končím")
    assert len(lines) == 1
    assert lines[0].startswith("Myslíte „vzdávám“")
    assert "„konec“" in lines[0]
    assert say(make(tmp_path, "en"), "go back")[0].startswith('Do you mean "undo"')


def test_faster_and_slower_change_the_speech_rate_within_its_limits(tmp_path: Path) -> None:
    s = make(tmp_path)
    say(s, "rychleji")
    assert s.settings.rate == DEFAULT_RATE + RATE_STEP
    say(s, "mluv pomaleji")
    say(s, "pomaleji")
    assert s.settings.rate == DEFAULT_RATE - RATE_STEP
    for _ in range(20):
        say(s, "faster")
    assert s.settings.rate == MAX_RATE


def test_louder_is_left_to_the_screen_reader(tmp_path: Path) -> None:
    assert say(make(tmp_path, "en"), "louder") == [
        "The volume is set in your screen reader or your system: turn it up there."]
    assert say(make(tmp_path), "tišeji") == [
        "Hlasitost se nastavuje ve čtečce obrazovky nebo v systému: ztlumte ji tam."]


def test_where_are_my_kings_names_the_kings_alone(tmp_path: Path) -> None:
    s = make(tmp_path, fen="W:WKc3,Ke1,a1:Bh8")
    assert say(s, "kde mám dámy") == ["Bílý má 2 dámy: c3, e1."]
    assert say(s, "kde má soupeř dámy") == ["Černý nemá žádné dámy."]
    assert say(s, "where are my kings") == ["Bílý má 2 dámy: c3, e1."]
