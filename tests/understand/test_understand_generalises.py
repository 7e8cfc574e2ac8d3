"""What makes the reading of a line generalise beyond the phrasings it was written from:
squares named one way in a move, a question word only where a question starts, numeric
squares among other words, a yes or a no with words around it, a language's adverb that
names no game, a colour said as the pieces asked about, the clock set and turned off in
any words, and the words that must not turn a question into an action."""

from __future__ import annotations

import pytest

from accessible_dama.rules import Position
from accessible_dama.rules.variants import CZECH
from accessible_dama.understand import (
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    MoveIntent,
    concepts_cs,
    concepts_en,
    interpret,
)
from accessible_dama.understand.concepts import ASKED
from accessible_dama.understand.vocabulary import ConceptTable

C3_D4 = (22, 18)


def test_a_move_names_its_squares_by_numbers_or_by_file_and_rank_not_both() -> None:
    # "two" is no square 2 beside e3, c5, a7: the jump is read, and explained
    said = interpret("jump two times: e3 c5 a7", Position(CZECH), "en")
    assert isinstance(said, IllegalIntent)
    assert said.path == (23, 14, 5)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "my move is c3 d4"),
    ("en", "let me play 22 18"),
    ("cs", "dej 22 18"),
    ("cs", "chci hrát 22 18"),
    ("cs", "táhnu c3 na d4 jestli můžu"),  # a condition after the move is politeness
    ("en", "c3 d4 if I may"),
])
def test_a_move_said_among_other_words_is_played(lang: str, text: str) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert isinstance(said, MoveIntent)
    assert said.move.path == C3_D4


@pytest.mark.parametrize(("lang", "text"), [
    ("cs", "kam můžu z c3 na d4"),  # a question, starting with its word
    ("en", "where is c3 d4"),
    ("en", "level 22 18"),  # another meaning said beside the numbers
    ("en", "c3 d4 is that good"),  # a move weighed, not made
    ("cs", "byla by c3 d4 chyba"),
    ("cs", "ne c3 d4, ale g3 h4"),  # no answer "no" either
])
def test_a_question_or_another_meaning_beside_squares_plays_no_move(lang: str,
                                                                   text: str) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert not isinstance(said, MoveIntent), said


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("en", "yeah go on", "yes"),
    ("en", "yes please continue", "yes"),
    ("cs", "ano chci pokračovat", "yes"),
    ("cs", "jo pokračuj", "yes"),
    ("en", "no I not want", "no"),
    ("cs", "ne nechci", "no"),
    ("cs", "určitě ne", "no"),  # a no after a yes word turns it round
    ("cs", "jasně proč ne", "yes"),  # why not: yes
    ("en", "sure why not", "yes"),
    ("cs", "no jasně", "yes"),  # "no" is a Czech "well"
    ("en", "no thanks", "no"),
])
def test_a_yes_or_a_no_with_words_around_it_answers(lang: str, text: str,
                                                    name: str) -> None:
    assert interpret(text, Position(CZECH), lang) == CommandIntent(name)


@pytest.mark.parametrize(("lang", "text", "name", "args"), [
    # a yes or a no before words that name a thing is no answer
    ("en", "no timer", "clock", ("off",)),
    ("cs", "nechci čas", "clock", ("off",)),
    ("cs", "hraj bez hodin", "clock", ("off",)),
    ("cs", "zruš časový limit", "clock", ("off",)),
    ("en", "remove the time please", "clock", ("off",)),
    ("en", "set a timer for 10 minutes", "clock", ("10",)),
    ("en", "5 minutes", "clock", ("5",)),
    ("cs", "Rád bych hrál s časem, třeba dvacet minut na hráče.", "clock", ("20",)),
    ("cs", "mluv česky", "settings", ("language", "cs")),  # no Czech draughts
    ("cs", "kde jsou černé", "pieces", ("black",)),
    ("en", "where are the white ones", "pieces", ("white",)),
    ("cs", "proti komu hraju", "opponent", ()),
    ("cs", "s kým hraju", "opponent", ()),
    ("cs", "kdo je můj soupeř", "opponent", ()),
    ("en", "who is my opponent", "opponent", ()),
    ("en", "who am I playing against", "opponent", ()),
    ("en", "help me pick a move", "hint", ()),
    ("cs", "jaký tah je nejlepší", "hint", ()),
    ("cs", "vypiš mi všechny tahy co mám", "moves", ()),
    ("cs", "nerozumím, znovu", "repeat", ()),
    ("cs", "je řada na mně?", "turn", ()),
    ("en", "is it my go", "turn", ()),
    ("cs", "co je na desce", "board", ()),
    ("cs", "jak silně hraje počítač", "level", ()),
    ("cs", "jak se ukládá hra", "help", ("save",)),
    ("cs", "kdo vede, já nebo počítač?", "analysis", ()),  # who leads, not who plays
    ("en", "too fast", "settings", ("rate", "slower")),  # "too" turns the wish round
    ("en", "you talk too slow", "settings", ("rate", "faster")),
    ("en", "say it once more", "repeat", ()),
    ("en", "which moves does e3 have", "moves", ("e3",)),
    ("en", "what moves were played", "history", ()),
    ("en", "help with saving", "help", ("save",)),
    ("en", "warn me about captures", "settings", ("warnings", "on")),
    ("en", "analyse my game", "review", ()),
    ("en", "restart", "new", ()),
    ("en", "explain the warnings", "help", ("settings",)),
    ("cs", "mluvíš moc pomalu", "settings", ("rate", "faster")),
    ("cs", "moc rychle", "settings", ("rate", "slower")),
    ("cs", "notace čísly", "settings", ("notation", "numeric")),  # no value "čísly"
    ("cs", "chci písmenka a čísla", "settings", ("notation", "algebraic")),
    ("cs", "pole čísly místo písmen", "settings", ("notation", "numeric")),
    ("en", "the board please", "board", ()),
    ("cs", "radši ne", "no", ()),
    ("cs", "jaký je stav kamenů", "material", ()),
    ("cs", "jaké tahy se hrály", "history", ()),
    ("en", "no more warnings", "settings", ("warnings", "off")),
    ("en", "the last few moves please", "history", ()),  # moves: the record
    ("cs", "poslední tahy", "history", ()),
    ("cs", "jaký byl můj poslední tah", "last", ()),
    ("en", "is this czech draughts", "variant", ()),  # asks, switches no game
    ("en", "how do warnings work", "help", ("settings",)),
    ("en", "square numbers please", "settings", ("notation", "numeric")),
    ("en", "letters for squares", "settings", ("notation", "algebraic")),
    ("cs", "pole písmeny", "settings", ("notation", "algebraic")),
    ("en", "what engine am I up against?", "opponent", ()),  # "engine" is no e and nine
    ("en", "international", "variant", ("international",)),  # a game named alone
    ("en", "russian please", "variant", ("russian",)),
    ("en", "is g7 a king or a normal one", "square", ("g7",)),
    ("cs", "settings warnings off", "settings", ("warnings", "off")),
    # a request's frame left out ("Můžete mi říct, ...", "could you ..."), an ordinal read
    ("cs", "Můžete mi říct, co stojí na c5?", "square", ("c5",)),
    ("en", "Could you show me where I made my mistakes?", "review", ()),
    ("cs", "Mohl byste mi dát malou radu?", "hint", ()),  # "radu" is no "řadu"
    ("cs", "Otevřete prosím mou druhou uloženou partii.", "library", ("2",)),
    ("en", "I'd like to take my last move back, if that is alright.", "undo", ()),
    ("en", "I'm afraid I don't know what to do next.", "hint", ()),
    ("cs", "Bohužel nevím, co mám dělat dál.", "hint", ()),
    ("en", "I'd like to hear the whole game from the start.", "history", ()),
    ("cs", "Varování už nepotřebuji.", "settings", ("warnings", "off")),
    ("cs", "Mohla bych vidět seznam uložených her?", "library", ()),
    ("en", "can I take some piece?", "captures", ()),
    ("en", "i want another game", "new", ()),
    ("cs", "chci jinou hru", "new", ()),
    ("cs", "kam muzu", "moves", ()),
    ("en", "who must move now?", "turn", ()),
    ("en", "I want stop the game", "quit", ()),
    ("en", "stop the warnings", "settings", ("warnings", "off")),
    ("en", "which game we play?", "variant", ()),
    ("en", "dont warn me", "settings", ("warnings", "off")),
    ("cs", "spočítej figurky", "material", ()),
    ("cs", "kdo má víc kamenů", "material", ()),
    ("cs", "zrus muj tah", "undo", ()),
    ("cs", "moje uložené hry", "library", ()),
    ("cs", "jak těžký je počítač", "level", ()),
    ("cs", "varuj mě před braním", "settings", ("warnings", "on")),
    ("cs", "rozeber mi partii", "review", ()),
    ("cs", "tah počítače?", "last", ()),
    ("cs", "Kdo je teď na tahu, já nebo počítač?", "turn", ()),
])
def test_other_words_for_the_same_request(lang: str, text: str, name: str,
                                          args: tuple[str, ...]) -> None:
    assert interpret(text, Position(CZECH), lang) == CommandIntent(name, args)


@pytest.mark.parametrize(("lang", "text"), [
    ("cs", "o jeden tah zpět"),
    ("en", "one move back"),
    ("cs", "zpátky"),
])
def test_back_by_a_move_asks_whether_to_take_it_back_or_step_back(lang: str,
                                                                  text: str) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert isinstance(said, AskBackIntent)
    assert {o.name for o in said.options} == {"undo", "back"}


@pytest.mark.parametrize(("lang", "text"), [
    # questions on the rules, threats and the result, or chat: no command
    ("en", "is the clock off?"),
    ("en", "is there no clock?"),
    ("en", "wait a minute"),
    ("en", "one minute please"),
    ("en", "how many moves until a draw"),
    ("cs", "kolik tahů do remízy"),
    ("en", "i dont want to play mill"),
    ("cs", "nechci hrát mlýn"),
    ("cs", "kolik kamenů může dáma přeskočit"),
    ("en", "can I play against a friend"),
    ("cs", "můžu hrát proti kamarádovi"),
    ("cs", "co může vzít počítač"),
    ("en", "am i going to lose a piece"),
    ("en", "hi computer"),
    ("en", "good move computer"),
    ("en", "nice"),  # no misspelt Czech "více" in an English session
    ("en", "numbers instead of letters"),  # which way round: not guessed
    ("en", "calibrate the board"),  # a word not known beside "board": no board read
    ("en", "what if two captures are possible"),  # "if" is no i and f beside "two"
    ("en", "does the king have to capture"),
    ("en", "what is the best opening"),
    ("cs", "co může sebrat"),  # "může": he can, not I
    ("en", "I'm new to this"),  # said of oneself: no new game
    ("cs", "jsem tu nová"),
    ("en", "well done"),  # praise: no quitting
    ("en", "spanish please"),  # no game of that name: no game guessed
    ("en", "dont stop"),
    ("en", "stop talking"),
])
def test_a_question_it_has_no_command_for_is_not_acted_on(lang: str, text: str) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert not isinstance(said, CommandIntent | MoveIntent), said


@pytest.mark.parametrize(("lang", "text", "meant"), [
    ("en", "tell me how the pieces move", ("lesson", "rule")),
    ("cs", "řekni mi jak se kameny pohybují", ("lesson", "rule")),
    ("en", "what can black take?", ("threats",)),
    ("en", "what captures does the opponent have", ("threats",)),
    ("en", "is my piece on c3 covered", ("threats",)),
])
def test_questions_of_the_rules_and_threats_reach_their_commands(
        lang: str, text: str, meant: tuple[str, ...]) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert isinstance(said, CommandIntent) and said.name in meant, said


@pytest.mark.parametrize("table", [concepts_cs.TABLE, concepts_en.TABLE],
                         ids=lambda t: t.lang)
def test_every_meaning_a_rule_names_is_a_meaning_of_the_table(table: ConceptTable) -> None:
    # a rule naming a meaning no word has never fits (or never excludes): a slip
    named = {w.lstrip("-") for needs, _ in table.rules
             for w in needs.split()} - {"only", "weak", ASKED}
    assert named <= set(table.concepts), named - set(table.concepts)
