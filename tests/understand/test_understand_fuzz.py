"""Whatever the text and the position, ``interpret`` and ``resolve`` answer with an intent,
never an exception, and every move they hand back is legal."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_dama.notation.movetext import full_move_text, move_text
from accessible_dama.notation.squares import Style
from accessible_dama.rules.explain import IllegalKind
from accessible_dama.rules.variants import VARIANTS
from accessible_dama.understand import (
    AmbiguousIntent,
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    MoveIntent,
    QuestionsIntent,
    SuggestIntent,
    UnknownIntent,
    interpret,
    resolve,
)
from accessible_dama.understand.commands import COMMANDS
from accessible_dama.understand.lexicon import VOCABULARIES

from .helpers import random_position

INTENTS = (MoveIntent, CommandIntent, AmbiguousIntent, IllegalIntent, AskBackIntent,
           QuestionsIntent, SuggestIntent, UnknownIntent)

# words the reader knows, so that random lines are often nearly meaningful
WORDS = sorted(
    {
        word
        for v in VOCABULARIES.values()
        for table in (v.files, v.units, v.numbers, v.tens, v.homophones, v.ordinals)
        for word in table
    }
    | {w for v in VOCABULARIES.values() for w in (*v.capture, *v.to, *v.from_, *v.fillers)}
    | {p for v in VOCABULARIES.values() for ps in v.commands.values() for p in ps}
    | {str(n) for n in range(0, 60)}
    | {f"{f}{r}" for f in "abcdefghijk" for r in range(0, 12)}
    | {"?", "-", "x", ",", ".", "×", "'", '"', "W:W21-32:B1-12"}
)
SEPARATORS = st.sampled_from([" ", "", "-", ", ", "  ", "x", ":"])
WORDY = st.lists(st.tuples(st.sampled_from(WORDS), SEPARATORS), max_size=8).map(
    lambda parts: "".join(w + s for w, s in parts)
)
TEXT = st.one_of(st.text(max_size=40), WORDY, WORDY.map(str.upper))
POSITION = st.tuples(st.sampled_from(sorted(VARIANTS)), st.integers(0, 10**6), st.integers(0, 90))
LANG = st.sampled_from(["cs", "en", "de", ""])


def _check(intent, pos, text):
    assert isinstance(intent, INTENTS)
    legal = pos.legal_moves()
    if isinstance(intent, MoveIntent):
        assert intent.move in legal
    elif isinstance(intent, AmbiguousIntent):
        assert len(intent.moves) >= 2
        assert all(m in legal for m in intent.moves)
    elif isinstance(intent, IllegalIntent):
        assert isinstance(intent.illegal.kind, IllegalKind)
        assert all(1 <= s <= pos.rules.geometry.squares for s in intent.path)
        assert all(m in legal for m in intent.illegal.moves)
    elif isinstance(intent, CommandIntent):
        assert intent.name in COMMANDS
        assert all(isinstance(a, str) and a for a in intent.args)
    elif isinstance(intent, AskBackIntent):
        assert len(intent.options) >= 2
        for option in intent.options:
            _check(option, pos, text)
    elif isinstance(intent, SuggestIntent):
        _check(intent.command, pos, text)


@settings(max_examples=600, deadline=None)
@given(TEXT, POSITION, LANG)
def test_interpret_never_raises_and_moves_are_legal(text, where, lang):
    variant, seed, plies = where
    pos = random_position(VARIANTS[variant], seed, plies)
    _check(interpret(text, pos, lang), pos, text)


@settings(max_examples=300, deadline=None)
@given(TEXT, POSITION, LANG, st.integers(0, 10**6))
def test_resolve_never_raises_and_chooses_among_the_candidates(text, where, lang, pick):
    variant, seed, plies = where
    pos = random_position(VARIANTS[variant], seed, plies)
    legal = pos.legal_moves()
    candidates = legal[pick % max(1, len(legal)):][:3]
    intent = resolve(text, candidates, pos, lang)
    _check(intent, pos, text)


@settings(max_examples=150, deadline=None)
@given(POSITION)
def test_every_legal_move_is_understood_from_its_own_text(where):
    variant, seed, plies = where
    pos = random_position(VARIANTS[variant], seed, plies)
    for move in pos.legal_moves():
        for style in Style:
            assert interpret(full_move_text(pos, move, style), pos, "en") == MoveIntent(move)
            assert interpret(move_text(pos, move, style), pos, "cs") == MoveIntent(move)
