"""Words said together that mean more than each alone ("give up", "start over", "take
that back", "na tahu"), and the readings of a line they made possible: a move written
destination first ("d4 from c3"), a move to a light square among words, numbers as Czech
nouns ("na desítce"), a question that may ask two things ("must I capture?": both
answered), and two questions in one line ("kdo je na tahu a kolik mám času")."""

from __future__ import annotations

import time

import pytest

from accessible_dama.rules import Game, Position
from accessible_dama.rules.variants import CZECH
from accessible_dama.session.core import MAX_LINE
from accessible_dama.understand import (
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    MoveIntent,
    QuestionsIntent,
    interpret,
)
from accessible_dama.understand.concepts import line_concepts


def read(text: str, lang: str) -> object:
    return interpret(text, Position(CZECH), lang)


def command(text: str, lang: str) -> tuple[str, ...] | None:
    """The command read, as its name and arguments; None for anything else."""
    intent = read(text, lang)
    return (intent.name, *intent.args) if isinstance(intent, CommandIntent) else None


def questions(text: str, lang: str) -> tuple[tuple[str, ...], ...] | None:
    """The questions read, each as its name and arguments; None for anything else."""
    intent = read(text, lang)
    return (tuple((q.name, *q.args) for q in intent.questions)
            if isinstance(intent, QuestionsIntent) else None)


def path(text: str, lang: str) -> tuple[int, ...] | None:
    """The path of the move read; None for anything else."""
    intent = read(text, lang)
    return intent.move.path if isinstance(intent, MoveIntent) else None


def test_the_words_of_a_phrase_mean_the_phrase_not_their_own() -> None:
    # "give" alone is a request to be told something; "give up" is a resignation
    assert line_concepts(["give", "up"], "en") == [frozenset({"resign"})] * 2
    assert "show" in line_concepts(["give", "me"], "en")[0]


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("en", "ok i give up u win", ("resign",)),
    ("en", "let's start over", ("new",)),
    ("en", "Oh dear, I made a mistake, may I take that back?", ("undo",)),
    ("en", "remind me where my pieces are, I lost track", ("pieces", "mine")),
    ("en", "what? i didn't hear", ("repeat",)),
    ("en", "That's interesting, could you go on about it?", ("more",)),
    ("en", "May I ask who my opponent is?", ("level",)),
    ("en", "Please take me to move number 5.", ("goto", "5")),
    ("cs", "na tahu jsem ja?", ("turn",)),
    ("cs", "Mohla bych teď něco sebrat?", ("captures",)),
])
def test_a_phrase_is_read_as_one_meaning(lang: str, text: str,
                                         meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "did i win in the end?"),
    ("en", "So is it win or lose for me?"),
    ("cs", "vyhrála jsem nakonec, nebo ne?"),
    ("cs", "Takže jsem prohrála, nebo to byla remíza?"),
])
def test_a_question_whether_i_won_asks_for_the_result(lang: str, text: str) -> None:
    assert read(text, lang) == CommandIntent("result")


@pytest.mark.parametrize(("lang", "text"), [("en", "I won!"), ("cs", "vyhrál jsem!")])
def test_saying_i_won_asks_for_nothing(lang: str, text: str) -> None:
    assert not isinstance(read(text, lang), CommandIntent)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "d4 from c3"), ("en", "uh, d4 from c3"), ("cs", "na d4 z c3"), ("cs", "d4 z c3"),
])
def test_a_move_said_destination_first_with_from_is_the_move_from_there(
        lang: str, text: str) -> None:
    said = read(text, lang)
    assert isinstance(said, MoveIntent)
    assert said.move.path == (22, 18)  # c3 to d4


@pytest.mark.parametrize(("lang", "text", "square"), [
    ("cs", "Já jdu g3 rovně na g4", "g4"),
    ("en", "I move c3 to c4", "c4"),
])
def test_a_move_to_a_light_square_among_words_is_refused_by_that_square(
        lang: str, text: str, square: str) -> None:
    said = read(text, lang)
    assert isinstance(said, IllegalIntent)
    assert said.off_board == square


@pytest.mark.parametrize(("text", "square"), [
    ("co je na desítce?", "d6"), ("co je na čtrnáctce", "c5"),
])
def test_a_czech_number_said_as_a_noun_names_its_square(text: str, square: str) -> None:
    assert read(text, "cs") == CommandIntent("square", (square,))


def test_a_czech_move_by_number_nouns() -> None:
    said = read("z dvaadvacítky na osmnáctku", "cs")
    assert isinstance(said, MoveIntent)
    assert said.move.path == (22, 18)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "must i capture?"), ("en", "do I have to take?"), ("cs", "musím brát?"),
])
def test_must_i_capture_is_answered_by_the_captures_now_and_the_rule(lang: str,
                                                                     text: str) -> None:
    assert questions(text, lang) == (("captures",), ("rule", "compulsory-capture"))


@pytest.mark.parametrize(("lang", "text"), [("en", "must i capture now"),
                                            ("cs", "musím teď brát?")])
def test_must_i_capture_now_is_what_i_can_capture(lang: str, text: str) -> None:
    assert read(text, lang) == CommandIntent("captures")


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("cs", "Ulož mi to prosím jako trénink.", "trénink"),
    ("en", "save it as grandpa!", "grandpa"),
])
def test_a_name_ends_before_the_full_stop(lang: str, text: str, name: str) -> None:
    assert read(text, lang) == CommandIntent("save", (name,))


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "rychlejc, to mele moc pomalu", "faster"),
    ("cs", "pomaleji, mluvíš moc rychle", "slower"),
    ("en", "talk faster ur so slow", "faster"),
    ("en", "Could you speak a little more slowly, dear? You're rather quick.", "slower"),
])
def test_a_speech_rate_asked_with_its_opposite_as_the_reason_is_the_first_said(
        lang: str, text: str, meant: str) -> None:
    assert read(text, lang) == CommandIntent("settings", ("rate", meant))


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "Tož kde má ten počítač svoje kameně?", "opponent"),
    ("cs", "kde mám svoje kameny", "mine"),
])
def test_own_pieces_are_whoever_has_them(lang: str, text: str, meant: str) -> None:
    assert read(text, lang) == CommandIntent("pieces", (meant,))


@pytest.mark.parametrize(("lang", "text", "game"), [
    ("en", "can we play nine men's morris", "mill"),
    ("en", "vietnamese chess please", "vietnamese"),
])
def test_a_game_named_in_several_words_is_that_game(lang: str, text: str, game: str) -> None:
    # "nine" in the name says no number
    assert read(text, lang) == CommandIntent("variant", (game,))


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "ne písmena, čísla", ("settings", "notation", "numeric")),
    ("cs", "nechci čísla, piš písmena", ("settings", "notation", "algebraic")),
    ("cs", "chci češtinu ne angličtinu", ("settings", "language", "cs")),
    ("cs", "ne angličtinu", ("settings", "language", "cs")),
    ("en", "not numbers, letters please", ("settings", "notation", "algebraic")),
    ("en", "don't use letters", ("settings", "notation", "numeric")),
    ("en", "no english please", ("settings", "language", "cs")),
])
def test_a_value_said_with_a_negation_before_it_means_the_other(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    # "ne angličtinu" once switched to English: the negation was not read
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "moved"), [
    ("cs", "můžu jít a3 na b4?", (21, 17)),
    ("cs", "Promiňte, můžu táhnout z e3 na f4?", (23, 19)),
    ("cs", "smím c3 d4?", (22, 18)),
    ("en", "can I go a3 to b4?", (21, 17)),
    ("en", "may I play c3-d4?", (22, 18)),
    ("cs", "dá se táhnout z e3 na d4?", (23, 18)),
    ("cs", "je možný zahrát c3 b4?", (22, 17)),
    ("en", "is it possible to go from a3 to b4?", (21, 17)),
    ("en", "would it be ok to play e3 f4?", (23, 19)),
])
def test_leave_asked_to_make_a_legal_move_makes_it(
        lang: str, text: str, moved: tuple[int, ...]) -> None:
    assert path(text, lang) == moved


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "pořád prohrávám, dá se to udělat lehčí?", ("level", "easier")),
    ("cs", "šlo by vrátit tah?", ("undo",)),
    ("en", "is it possible to make it easier?", ("level", "easier")),
    ("en", "is it possible to play vietnamese chess here?", ("variant", "vietnamese")),
    # whether there is: "can I" asks for the captures, not for leave
    ("cs", "můžu skákat přes nějakej kámen?", ("captures",)),
])
def test_leave_asked_for_a_request_is_the_request(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "can I move c3 to b5?"),
    ("en", "Could I move the end one from a3 all the way to c5?"),
])
def test_leave_asked_for_an_illegal_move_is_answered_with_its_reason(
        lang: str, text: str) -> None:
    assert isinstance(read(text, lang), IllegalIntent)


@pytest.mark.parametrize(("lang", "text"), [
    ("cs", "kam můžu z c3?"),  # where, not whether
    ("cs", "můžu c3 d4 nebo je to chyba?"),  # weighed, not made
    ("en", "can I go c3 d4 or is that bad?"),
])
def test_a_question_about_a_move_is_not_leave_to_make_it(lang: str, text: str) -> None:
    assert not isinstance(read(text, lang), MoveIntent)


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "je tu nějaké braní?", ("captures",)),
    ("cs", "show saves", ("library",)),
    ("cs", "jaký je můj next move", ("hint",)),
    ("cs", "am I winning nebo ne?", ("analysis",)),
    ("en", "mluv cesky", ("settings", "language", "cs")),
])
def test_a_word_of_the_other_language_means_what_it_means_there(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


def test_a_word_of_the_other_language_does_not_hide_one_of_the_sessions() -> None:
    # "figure it out" is no Czech "figurka"
    assert read("i want to figure it out myself, no more warnings", "en") == CommandIntent(
        "settings", ("warnings", "off"))


@pytest.mark.parametrize(("lang", "text", "clock"), [
    ("cs", "bleskovka 3+2", "3+2"),
    ("cs", "bleskovka na 5 minut", "5"),
    ("en", "3 plus 2 blitz please", "3+2"),
    ("en", "blitz 5 minutes", "5"),
])
def test_a_fast_game_with_its_time_sets_the_clock(lang: str, text: str, clock: str) -> None:
    assert read(text, lang) == CommandIntent("clock", (clock,))


@pytest.mark.parametrize(("lang", "text", "moved"), [
    ("cs", "tak já táhnu g3 f4 jo?", (24, 19)),
    ("cs", "čárli tři delta čtyři", (22, 18)),
    ("cs", "šlo by jít e3 na f4?", (23, 19)),
    ("en", "i'll open with 21 17", (21, 17)),
    ("cs", "zkusím e3 d4, snad jsem to nepokazila", (23, 18)),
    ("en", "jee three ef four", (24, 19)),
    ("en", "I'd like to play twenty one to seventeen", (21, 17)),
])
def test_a_move_said_with_a_tag_a_spelling_or_an_opening_word_is_the_move(
        lang: str, text: str, moved: tuple[int, ...]) -> None:
    assert path(text, lang) == moved


#: requests in the words of writers who had not read the code (dev6, dev7), each once read
#: as something else or not at all
_PLAYERS_REQUESTS = [
    ("cs", "je tam pro mě nějakej capture?", ("captures",)),
    ("cs", "jaké jsou moje možnosti teď", ("moves",)),
    ("cs", "projdi partii a najdi moje chyby", ("review",)),
    ("cs", "co chce soupeř udělat", ("threats",)),
    ("cs", "chtěla bych upozornění když dělám blbost", ("settings", "warnings", "on")),
    ("cs", "co znamenaji ta cisla policek", ("help", "settings")),
    ("cs", "jak se zadávají tahy? nevím jak to mám napsat", ("help", "moves")),
    ("en", "which of my moves were bad", ("review",)),
    ("en", "did I win or lose that one", ("result",)),
    ("en", "where has the computer got its checkers", ("pieces", "opponent")),
    ("en", "is it on easy or hard", ("level",)),
    ("en", "read the previous 4 moves", ("history", "4")),
    ("en", "please you speak czech, my english is bad", ("settings", "language", "cs")),
    ("cs", "hraj lehčeji, pořád prohrávám", ("level", "easier")),
    ("en", "could you play a bit easier, I keep losing", ("level", "easier")),
    ("en", "How can I change the voice speed?", ("help", "settings")),
    ("cs", "vyjmenuj mi všechny povolené tahy", ("moves",)),
    ("cs", "je povolené brát dozadu?", ("rule", "man-capture-backwards")),
    ("cs", "dáme ještě jednu od začátku?", ("new",)),
    ("cs", "řekni mi pravidla české dámy", ("lesson",)),
    ("cs", "můžou mi vzít kámen na a3?", ("threats", "a3")),
    ("cs", "které moje kameny může vzít", ("threats",)),  # once no command had it
    ("cs", "ukaž předchozí pozici v rozboru", ("back",)),
    ("cs", "ulož tuhle hru a pojmenuj ji trénink", ("save", "trénink")),
    ("en", "stop timing me", ("clock", "off")),
    ("en", "sorry, what did you say?", ("repeat",)),
    ("en", "what options have i got turned on", ("settings",)),
    ("en", "how much time does my opponent have", ("clock",)),
    # dev8
    ("cs", "jak šla partie od začátku?", ("history",)),
    ("en", "how has the game gone so far, move by move?", ("history",)),
    ("cs", "Nemusíte mě pořád varovat", ("settings", "warnings", "off")),
    ("en", "quit nagging me, I know what I'm doing", ("settings", "warnings", "off")),
    ("cs", "a co se hrálo potom?", ("forward",)),
    ("cs", "může dáma jet přes celou desku?", ("rule", "flying-king")),
    ("en", "can a king go all the way across the board?", ("rule", "flying-king")),
    ("en", "before I move, what can you take from me?", ("threats",)),
    ("en", "wait what did u say", ("repeat",)),
    ("en", "ur talking so slow, faster", ("settings", "rate", "faster")),
    ("cs", "Připomeňte mi pravidla, už je to dávno, co jsem hrál", ("lesson",)),
    # how it goes is the reason; the clause asking says what for
    ("en", "I'm losing badly, can you give me a hint", ("hint",)),
    ("en", "I'd love to get better, do you have any lessons?", ("lesson",)),
    ("cs", "musim jit, vypni to", ("quit",)),
    ("en", "Well, I'll be off now, turn it off please", ("quit",)),
    ("cs", "je to ztraceny, nema cenu pokracovat, vzdavam", ("resign",)),
    ("en", "go through the game with me", ("review",)),
    ("cs", "chci tahy v číslech", ("settings", "notation", "numeric")),
    ("cs", "říkej tahy písmenama", ("settings", "notation", "algebraic")),
    ("en", "anything on f4", ("square", "f4")),
]


@pytest.mark.parametrize(("lang", "text", "meant"), _PLAYERS_REQUESTS)
def test_requests_in_players_own_words_are_read_as_meant(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "moved"), [
    ("cs", "Dám c3 na b4, to snad nebude chyba.", (22, 17)),
    ("cs", "tahnu a3 na b4 snad dobre", (21, 17)),
    ("en", "how about e3 to f4", (23, 19)),
])
def test_a_move_stated_is_made_whatever_hope_follows(
        lang: str, text: str, moved: tuple[int, ...]) -> None:
    assert path(text, lang) == moved


@pytest.mark.parametrize(("lang", "text"), [
    ("cs", "c3 d4, byla by to chyba"),
    ("cs", "táhnu c3 d4, je to chyba?"),  # asked: weighed
    ("en", "c3 d4 is that good"),
])
def test_a_move_weighed_is_not_made(lang: str, text: str) -> None:
    assert not isinstance(read(text, lang), MoveIntent)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "what is level 5 like?"),
    ("cs", "co je úroveň 5?"),
])
def test_a_change_read_from_a_question_about_it_is_asked_not_made(lang: str, text: str) -> None:
    intent = read(text, lang)
    assert isinstance(intent, AskBackIntent)
    assert [o.name for o in intent.options if isinstance(o, CommandIntent)][-1] == "help"


@pytest.mark.parametrize(("lang", "text", "topic"), [
    ("en", "how fast can you speak", "settings"),
    ("cs", "jak je nastavená úroveň 5?", "level"),
])
def test_how_a_change_is_made_is_help_on_it(lang: str, text: str, topic: str) -> None:
    assert read(text, lang) == CommandIntent("help", (topic,))


def test_a_czech_no_in_an_english_session_negates_what_follows() -> None:
    # "ne angličtinu" once switched an English session to English
    assert read("ne angličtinu", "en") == CommandIntent("settings", ("language", "cs"))


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("en", "don't talk so fast", ("settings", "rate", "slower")),
    ("en", "not so fast", ("settings", "rate", "slower")),
    ("en", "don't be so loud", ("settings", "volume", "quieter")),
    ("cs", "nemluv tak rychle", ("settings", "rate", "slower")),
    ("cs", "Tož nemel tak rychle, já ti nerozumím", ("settings", "rate", "slower")),
])
def test_a_speech_setting_negated_means_the_other(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    # "don't talk so fast" once made the voice faster
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text"), [("cs", "a3 a4"), ("cs", "e3 e4"), ("en", "g3 g4")])
def test_a_move_to_a_light_square_written_as_one_word_is_refused_by_that_square(
        lang: str, text: str) -> None:
    # "a3 a4" once read as the numbered squares 3 and 4 with a Czech "a" between
    intent = read(text, lang)
    assert isinstance(intent, IllegalIntent) and intent.off_board == text.split()[1]


@pytest.mark.parametrize(("lang", "text", "clock"), [
    ("cs", "3+2", "3+2"), ("en", "3 plus 2", "3+2"), ("en", "5+0", "5+0")])
def test_minutes_plus_seconds_alone_is_the_clock_not_a_move(
        lang: str, text: str, clock: str) -> None:
    assert read(text, lang) == CommandIntent("clock", (clock,))


@pytest.mark.parametrize(("lang", "text", "moved"), [
    ("cs", "c3 na d4, vlastně ne, c3 na b4", (22, 17)),
    ("cs", "g3 h4, ne, rozmyslela jsem si to, g3 f4", (24, 19)),
    ("en", "c3 d4, no wait, e3 f4", (23, 19)),
    ("en", "g3 f4 no hang on, g3 h4", (24, 20)),
])
def test_a_move_corrected_within_the_line_is_the_move_said_last(
        lang: str, text: str, moved: tuple[int, ...]) -> None:
    assert path(text, lang) == moved


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "skoč na tah 20, teda 21", ("goto", "21")),
    ("cs", "kam může c3, teda ne, e3", ("moves", "e3")),
    ("cs", "dej pět minut, ne počkej, radši deset", ("clock", "10")),
    ("en", "set the clock to five mins, no wait, ten", ("clock", "10")),
    ("en", "where can e3 go, no sorry, g3", ("moves", "g3")),
])
def test_a_square_or_number_corrected_within_the_line_replaces_the_one_said_before(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "meant"), [
    # ", ne X" after a value is "not X", no correction
    ("cs", "prosím mluvit česky, ne anglicky", ("settings", "language", "cs")),
    ("en", "i want to figure it out myself, no more warnings", ("settings", "warnings", "off")),
    ("en", "What were my bad moves?", ("review",)),
])
def test_a_no_that_corrects_nothing_is_read_with_the_line(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text"), [
    ("cs", "deska nepozná kameny"),
    ("cs", "jak připojím tu desku se senzory?"),
    ("en", "board isnt detecting the pieces"),
    ("en", "how do I hook up the electronic board?"),
    ("en", "I'm using the physical board"),
])
def test_a_question_on_the_sensor_board_is_answered_on_it_not_on_the_pieces(
        lang: str, text: str) -> None:
    assert command(text, lang) == ("sensor",)


@pytest.mark.parametrize("piece", ["can i c3 d4 no wait, ", "can i a, ", "is it possible to, ",
                                   "how about, can i, no wait, ", "c3 d4, no wait, "])
def test_a_line_of_corrections_and_leave_asked_over_and_over_is_read_at_once(
        piece: str) -> None:
    # each is read again in part; nested without a bound, 500 characters of them took
    # minutes (every combination of the parts read again)
    text = (piece * 100)[:MAX_LINE]
    started = time.thread_time()
    read(text, "en")
    assert time.thread_time() - started < 5.0  # CPU seconds; well under one in fact


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "cd4", (22, 18)),
    ("cs", "1. ef4 a uvidíme", (23, 19)),
    ("en", "gh4, to the edge", (24, 20)),
    ("en", "1. cb4!?", (22, 17)),
])
def test_a_move_in_club_shorthand_is_the_file_left_and_the_square_gone_to(
        lang: str, text: str, meant: tuple[int, ...]) -> None:
    assert path(text, lang) == meant


def test_a_move_in_club_shorthand_asked_about_is_weighed_not_made() -> None:
    assert command("is cd4 good?", "en") == ("consider", "c3", "d4")


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "táhnu kamenem z c3 šikmo doprava", (22, 18)),
    ("cs", "kámen z g3 doleva nahoru", (24, 19)),
    ("en", "move the piece from c3 diagonally to the left", (22, 17)),
    ("cs", "posunu levej krajní kámen na b4", (21, 17)),
    ("en", "the man on the far right goes up to h4", (24, 20)),
])
def test_a_piece_moved_to_a_side_goes_that_way_as_the_player_sees_the_board(
        lang: str, text: str, meant: tuple[int, ...]) -> None:
    assert path(text, lang) == meant


def test_black_sees_the_board_turned_its_right_is_whites_left() -> None:
    # Black to move: from f6, "right" as Black sees the board is towards the a-file (e5)
    game = Game(CZECH)
    first = read("c3 d4", "en")
    assert isinstance(first, MoveIntent)
    game.push(first.move)
    intent = interpret("move my man from f6 diagonally to the right", game.position, "en")
    assert isinstance(intent, MoveIntent) and intent.move.path == (11, 15)


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "kdo je na tahu a kolik mi zbyva casu", (("turn",), ("clock",))),
    ("cs", "jakou mám úroveň a kolik mám času", (("level",), ("clock",))),
    ("cs", "hmm, kdo je na tahu, a co mi hrozí?", (("turn",), ("threats",))),
    ("en", "whose turn is it and how much time do I have", (("turn",), ("clock",))),
    ("en", "what level is it? and where are black's pieces?",
     (("level",), ("pieces", "black"))),
    ("en", "whose turn is it and do I have to take?",
     (("turn",), ("captures",), ("rule", "compulsory-capture"))),
])
def test_two_questions_in_one_line_are_both_asked_in_their_order(
        lang: str, text: str, meant: tuple[tuple[str, ...], ...]) -> None:
    assert questions(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "meant"), [
    # a part not understood alone: one question
    ("cs", "kolik mám kamenů a kolik on", ("material",)),
    # a part that opens with no word that asks is why, not a question
    ("cs", "Přehlédla jsem něco? Co mi hrozí?", ("threats",)),
    # parts read alone lose what the whole says of them: the whole is kept
    ("cs", "jak se pohybuje dáma? může jet přes celou desku?", ("rule", "flying-king")),
    ("en", "can a king move more than one square at a time?", ("rule", "flying-king")),
    # a comma is no "and": what follows it is as often a reason
    ("cs", "řekni mi jen ten poslední tah, ne celou partii", ("last",)),
])
def test_a_line_whose_parts_are_not_all_questions_is_one_question(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


def test_a_request_that_may_mean_two_acts_is_still_asked_back() -> None:
    intent = read("save and quit", "en")
    assert isinstance(intent, AskBackIntent)
    assert {o.name for o in intent.options} == {"save", "quit"}


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "3e-d4", (23, 18)),
    ("en", "e3 d44", (23, 18)),
    ("en", "3c 4d", (22, 18)),
])
def test_a_square_typed_with_keys_swapped_or_pressed_twice_is_the_square(
        lang: str, text: str, meant: tuple[int, ...]) -> None:
    assert path(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("en", "no thanks, I'm fine", ("no",)),
    ("cs", "nene dik", ("no",)),
    ("en", "opp pieces", ("pieces", "opponent")),
    ("en", "how do I get a king", ("rule", "promotion")),
    ("en", "when do i get a king?", ("rule", "promotion")),
    ("en", "where has black his pieces", ("pieces", "black")),
    ("cs", "muze dama skakat pres celou desku", ("rule", "flying-king")),
    ("cs", "když můžu brát víc kamenů, které braní je první?", ("rule", "capture-priority")),
    ("en", "do I have to take the most pieces", ("rule", "capture-priority")),
])
def test_words_of_players_with_habits_of_their_own(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("en", "Which games have I saved? Yesterday's should be there, the one I nearly won.",
     ("library",)),
    ("en", "Make it easier. Three losses in a row is enough.", ("level", "easier")),
    ("en", "I resign. Third time today.", ("resign",)),
])
def test_the_first_sentence_asks_and_the_rest_says_why(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("cs", "Promiňte, můžu táhnout z cé tři na dé čtyři? Nechci nic pokazit.", (22, 18)),
    ("en", "Sorry, is it alright if I move from c3 to d4?", (22, 18)),
    ("en", "May I please move the piece on e3 up to d4? Just checking I'm doing this right.",
     (23, 18)),
    ("cs", "cé jako Čeněk tři na dé jako David čtyři", (22, 18)),
    ("en", "c for Charlie three to d for delta four", (22, 18)),
])
def test_a_move_asked_leave_for_or_spelled_letter_by_name_is_played(
        lang: str, text: str, meant: tuple[int, ...]) -> None:
    assert path(text, lang) == meant


def test_a_move_asked_about_in_a_sentence_of_its_own_is_weighed_whatever_follows() -> None:
    text = "Kdybych šla z g3 na h4, neztratím tím kámen? Jen se ptám, ještě netáhnu."
    assert command(text, "cs") == ("consider", "g3", "h4")


@pytest.mark.parametrize(("lang", "text", "meant"), [
    # a chess player's words
    ("en", "When does my pawn turn into a queen?", ("rule", "promotion")),
    ("cs", "Kdy se z pěšce stane královna?", ("rule", "promotion")),
    ("en", "Am I in check?", ("threats",)),
    # a card player's
    ("en", "Deal again, this one's garbage.", ("new",)),
    ("en", "i fold", ("resign",)),
    # a time that is no clock
    ("en", "Show me where I messed up this time.", ("review",)),
    ("en", "list moves", ("moves",)),
    ("en", "I'm a bit lost, what can I actually do here? Sorry.", ("help",)),
    ("cs", "Nevím si rady, co tady vůbec můžu dělat? Promiňte.", ("help",)),
    ("cs", "Ta deska se senzory mi nějak nereaguje.", ("sensor",)),
])
def test_words_of_players_in_a_mood(lang: str, text: str, meant: tuple[str, ...]) -> None:
    assert command(text, lang) == meant
