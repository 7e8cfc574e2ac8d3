"""English words: what a player types or dictates, and what each word means.

Dictation writes letters as words ("see three to dee four"), so the names of the letters,
their homophones and the NATO alphabet are all files.
"""

from __future__ import annotations

from accessible_dama.understand.commands import words_by_command
from accessible_dama.understand.vocabulary import Vocabulary

_UNITS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50}

VOCABULARY = Vocabulary(
    lang="en",
    files={
        "a": "a", "ay": "a", "alpha": "a", "alfa": "a",
        "b": "b", "be": "b", "bee": "b", "bravo": "b",
        "c": "c", "see": "c", "sea": "c", "cee": "c", "si": "c", "charlie": "c",
        "d": "d", "dee": "d", "delta": "d",
        "e": "e", "ee": "e", "echo": "e",
        "f": "f", "ef": "f", "eff": "f", "foxtrot": "f",
        "g": "g", "gee": "g", "jee": "g", "golf": "g",
        "h": "h", "aitch": "h", "haitch": "h", "hotel": "h",
        "i": "i", "eye": "i", "india": "i",
        "j": "j", "jay": "j", "juliett": "j", "juliet": "j",
    },
    # "one" also says a piece ("the one on f2"): a number when nothing else fits
    units={word: n for word, n in _UNITS.items() if word != "one"},
    numbers={
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
        **{f"{tens}{unit}": t + u for tens, t in _TENS.items() for unit, u in _UNITS.items()},
    },
    tens=_TENS,
    homophones={"one": 1, "to": 2, "too": 2, "won": 1, "for": 4, "fore": 4, "ate": 8, "tree": 3},
    capture=(
        "x", "×", "takes", "take", "captures", "capture", "capturing", "jumps", "jump",
        "times",
    ),
    to=("to", "onto", "into", "towards"),
    from_=("from",),
    fillers=(
        "move", "moves", "play", "i", "ill", "the", "piece", "man", "king", "on", "at", "a",
        "please", "then", "and", "go", "goes", "square", "with", "my", "pawn",
        "one",  # "move the one on f2 to g3"
    ),
    polite=("please", "um", "umm", "uh", "uhm", "er", "err", "erm", "hmm", "hm", "so", "now",
            "well", "thanks", "thank", "fine", "oh", "ah", "pls", "plz", "bro", "kindly",
            "lol", "dear", "hey", "hi", "hello", "yo"),
    game_words=("it", "this", "that", "the", "my", "game", "saved", "one", "number", "a",
                "which", "i", "did", "last", "yesterday", "old"),
    name_words=("as", "named", "called", "name", "under", "with"),
    negations=("no", "not", "dont", "wait", "instead", "or", "actually"),
    question_words=("where", "what", "whats", "which", "who", "whose", "why", "how", "can",
                    "could", "is"),
    requests=("you",),
    permission=("can i", "may i", "could i", "can we", "may we", "can my", "may my",
                "is it possible to", "is it possible for me to", "would it be ok to",
                "would it be okay to", "would it be alright to", "is it ok to", "is it okay to",
                "am i allowed to", "could we", "is it alright if i", "is it ok if i",
                "is it okay if i", "would it be alright if i", "would it be ok if i"),
    move_verbs=("i play", "ill play", "i move", "ill move", "i go", "ill go", "im going",
                "im playing", "playing", "opening with", "ill open with", "my move is", "i take",
                "ill take", "i choose", "ill choose", "ill try", "let me try", "i try",
                "id like to play", "i would like to play", "i want to play", "id like to move",
                "open with", "open the game with", "start with", "start the game with",
                "i want to move"),
    corrections=("no", "no wait", "wait", "wait no", "sorry", "no sorry", "actually", "no actually",
                 "hang on", "no hang on", "i mean", "sorry i mean", "or rather", "rather",
                 "oops", "scratch that", "make that", "correction"),
    ordinals={
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
        "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
    },
    choice_words=("option", "number", "choice", "the", "one", "st", "nd", "rd", "th", "move"),
    qualifiers={
        "white": "white", "whites": "white", "black": "black", "blacks": "black",
        "my": "mine", "mine": "mine", "own": "mine",
        "opponent": "opponent", "opponents": "opponent", "enemy": "opponent",
        "their": "opponent", "theirs": "opponent", "computer": "opponent",
        "your": "opponent", "yours": "opponent",
        "computers": "opponent", "his": "opponent", "her": "opponent", "opp": "opponent",
        "opps": "opponent",
        # the short forms of lichess's blind mode: "p w", "p b", "p k"
        "w": "white", "b": "black", "k": "kings", "kings": "kings",
    },
    pieces_words=("pieces", "men"),
    settings={
        "rate": "rate", "speed": "rate", "speech rate": "rate", "voice": "voice",
        "language": "language", "lang": "language", "verbosity": "verbosity",
        "notation": "notation", "warnings": "warnings", "warning": "warnings",
        "draws": "draws", "draw rules": "draws",
        "confirm": "confirm", "confirmation": "confirm", "move confirmation": "confirm",
        "end of move": "confirm",
    },
    setting_values={
        "brief": "brief", "short": "brief", "terse": "brief",
        "normal": "normal", "default": "normal",
        "full": "full", "verbose": "full", "long": "full",
        "algebraic": "algebraic", "letters": "algebraic",
        "numeric": "numeric", "numbers": "numeric", "numbered": "numeric",
        "nato": "nato", "phonetic": "nato",
        "czech": "cs", "cs": "cs", "cz": "cs", "english": "en", "en": "en",
        "button": "button", "press": "button", "by button": "button",
        "settle": "settle", "wait": "settle", "by itself": "settle",
    },
    commands=words_by_command("en"),
)
