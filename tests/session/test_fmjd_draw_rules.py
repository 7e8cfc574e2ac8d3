"""International draughts by FMJD's official draw rules (article 6) as a setting: said
in Czech or English, said back, listed in ``settings``, kept with the game's record, and
its counts announced as the rule text's are."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.phrases.render import Renderer
from accessible_dama.rules.variants import CZECH, INTERNATIONAL, INTERNATIONAL_FMJD
from accessible_dama.session import events
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings


def make(folder: Path, lang: str = "en", **settings: object) -> Session:
    base: dict[str, object] = {"lang": lang, "opponent": "human", "output": "silent",
                               "variant": "international"}
    base.update(settings)
    return Session(Settings(**base),  # type: ignore[arg-type]
                   save_path=folder / "autosave.pdn", rng=random.Random(1),
                   wall_clock=lambda: 1_790_000_000.0)


def say(session: Session, line: str) -> list[str]:
    s = session.settings
    r = Renderer(s.lang, s.verbosity, s.notation)
    return [text for e in session.handle(line) for text in r.render(e).lines]


@pytest.mark.parametrize(("lang", "line", "back", "said"), [
    ("cs", "oficiální pravidla FMJD", "pravidla z textu", "oficiální pravidla FMJD"),
    ("en", "official FMJD rules", "rule text rules", "official FMJD rules"),
])
def test_official_fmjd_rules_said_before_the_first_move_play_this_game_by_them(
        tmp_path: Path, lang: str, line: str, back: str, said: str) -> None:
    s = make(tmp_path, lang)
    s.start()
    [answer] = say(s, line)
    assert said in answer
    assert s.rules is s.game.rules is INTERNATIONAL_FMJD
    assert s.settings.draws == "fmjd"
    [answer] = say(s, back)
    assert "FMJD" not in answer
    assert s.rules is s.game.rules is INTERNATIONAL


def test_in_a_game_in_progress_they_hold_from_the_next_game(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    say(s, "32-28")
    [answer] = say(s, "official FMJD rules")
    assert answer.endswith("The game in progress keeps its rules; the next one is played "
                           "by these.")
    assert s.game.rules is INTERNATIONAL
    s.handle("new")
    s.handle("yes")
    assert s.game.rules is INTERNATIONAL_FMJD and not s.game.moves


@pytest.mark.parametrize(("lang", "line", "said"), [
    ("cs", "oficiální pravidla FMJD", "Volbu pravidel remízy má jen mezinárodní dáma: "
     "oficiální pravidla FMJD, nebo pravidla z textu."),
    ("en", "official FMJD rules", "Only international draughts has a choice of draw rules: "
     "official FMJD rules or the rule text's."),
])
def test_czech_draughts_has_no_fmjd_rules_to_choose(tmp_path: Path, lang: str, line: str,
                                                    said: str) -> None:
    s = make(tmp_path, lang, variant="czech")
    assert s.handle("settings draws fmjd") == [events.SettingRejected("draws", "fmjd")]
    assert say(s, line) == [said]
    assert s.rules is CZECH and s.settings.draws == "text"


def test_help_on_settings_names_the_draw_rules_in_international_draughts(
        tmp_path: Path) -> None:
    assert any("settings draws fmjd" in line for line in say(make(tmp_path), "help settings"))
    assert not any("draw rules" in line
                   for line in say(make(tmp_path, variant="czech"), "help settings"))


def test_settings_say_the_draw_rules_of_international_draughts_only(tmp_path: Path) -> None:
    # the one sentence stays short: the draw rules come first on "more"
    def said(session: Session) -> tuple[list[str], list[str]]:
        r = Renderer("en", session.settings.verbosity, session.settings.notation)
        rendered = [r.render(e) for e in session.handle("settings")]
        return ([line for x in rendered for line in x.lines],
                [line for x in rendered for line in x.more])

    lines, more = said(make(tmp_path, draws="fmjd"))
    assert not any("draw rules" in line for line in lines)
    assert more[0] == ("Draw rules: official FMJD rules (25 moves of kings only, "
                       "16 or 5 moves against a lone king).")
    lines, more = said(make(tmp_path, variant="czech"))
    assert not any("draw rules" in line.lower() for line in lines + more)


@pytest.mark.parametrize(("lang", "warning"), [
    ("cs", "Remíza podle pravidla FMJD 6.5 za 3 tahy."),
    ("en", "Draw by rule FMJD 6.5 in 3 moves."),
])
def test_the_fmjd_6_5_count_is_announced(tmp_path: Path, lang: str, warning: str) -> None:
    # two kings against one: drawn after 5 moves each; said from 3 moves left
    s = make(tmp_path, lang, draws="fmjd")
    s.handle("setup W:WK46,K47:BK3")
    for move in ("46-41", "3-8", "41-46"):
        assert not any("6.5" in line for line in say(s, move))
    assert warning in say(s, "8-3")


def test_a_resumed_game_keeps_its_fmjd_rules(tmp_path: Path) -> None:
    s = make(tmp_path, draws="fmjd")
    s.start()
    say(s, "32-28")
    s.close()
    # the settings say the rule text's now; the saved game keeps its own
    again = make(tmp_path)
    again.resume()
    assert again.game.rules is INTERNATIONAL_FMJD and len(again.game.moves) == 1
    assert again.settings.draws == "fmjd"


@pytest.mark.parametrize(("lang", "line", "draws"), [
    ("cs", "nastavení remízová pravidla fmjd", "fmjd"),
    ("cs", "pravidla FMJD", "fmjd"),
    ("cs", "hrajme podle pravidel z textu", "text"),
    ("en", "settings draw rules fmjd", "fmjd"),
    ("en", "play by the rules of the text", "text"),
])
def test_the_draw_rules_are_set_in_either_language_as_typed_or_said(
        tmp_path: Path, lang: str, line: str, draws: str) -> None:
    s = make(tmp_path, lang, draws="text" if draws == "fmjd" else "fmjd")
    assert s.handle(line) == [events.SettingShown("draws", draws, changed=True)]
    assert s.settings.draws == draws


def test_pravidla_with_a_game_still_chooses_the_variant(tmp_path: Path) -> None:
    s = make(tmp_path, "cs")
    s.handle("pravidla česká")
    assert s.rules is CZECH
