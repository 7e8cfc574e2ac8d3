"""Help: how a move of the game is typed, what each command does, the words that ask for
it and an example (the commands themselves are ``understand.COMMANDS``).
"""

from __future__ import annotations

from accessible_dama.guides import guide_path
from accessible_dama.notation.text import position_example
from accessible_dama.phrases.words import EventTable, Rendered, Words, quoted, renders
from accessible_dama.rules import Rules, draw_rule_choices, find_game
from accessible_dama.rules.registry import AnyRules
from accessible_dama.session import events as ev
from accessible_dama.understand import COMMANDS

#: the commands help names after "more", by topic (every command but help itself)
HELP_TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("moves", ("moves", "captures", "threats", "last", "history", "hint", "why", "undo")),
    ("board", ("board", "board-all", "pieces", "square", "rank", "file", "diagonal",
               "material", "braille")),
    ("game", ("turn", "clock", "result", "opponent", "analysis", "review", "new",
              "variant", "lesson", "rule", "puzzles", "solution", "level", "resign", "draw",
              "chat", "network", "join", "yes", "no", "quit")),
    ("speech", ("repeat", "more", "settings")),
    ("files", ("save", "load", "library", "setup", "forward", "back", "goto", "present")),
)


def help_shown(say: Words, e: ev.HelpShown) -> Rendered:
    _ = say._
    if e.commands:
        name = e.commands[0]
        if name not in COMMANDS:
            return Rendered([_('There is no command "{text}". {help}').format(
                text=quoted(name), help=_help_in_short(say, e.rules))])
        return Rendered([_("{command}: {what}. For example: {example}.").format(
            command=command_words(say, name), what=command_description(say, name, e.rules),
            example=command_example(say, name, e.rules))])
    titles = {"moves": _("Moves"), "board": _("The board"), "game": _("The game"),
              "speech": _("Speech and settings"), "files": _("Files and records")}
    more = []
    if e.rules is not None and e.rules.captures_by_removal:
        more.append(_("A closed mill takes a man: say takes and its point after the move, "
                      "for example d7 takes b6."))
    more += [f"{titles[topic]}: " + ", ".join(command_words(say, n) for n in names) + "."
             for topic, names in HELP_TOPICS]
    more.append(_("{help}: what one command does, for example {example}.").format(
        help=command_words(say, "help"), example=command_example(say, "help")))
    more.append(_("The whole guide: {path}").format(path=guide_path(say.lang)))
    return Rendered([_help_in_short(say, e.rules)], more)


def _help_in_short(say: Words, rules: AnyRules | None) -> str:
    """Help in three sentences: how to move, the questions asked most, how to hear
    more."""
    asked = ", ".join(command_words(say, n).split(" [")[0]
                      for n in ("board", "pieces", "moves", "last", "hint"))
    return " ".join((
        _how_to_move(say, rules),
        say._("Most asked: {questions}.").format(questions=asked),
        say._("Say more for all the commands, or help and a command's name, for "
              "example {example}.").format(example=command_example(say, "help")),
    ))


def _how_to_move(say: Words, rules: AnyRules | None) -> str:
    """The first sentence of help: how a move of this game is typed."""
    _ = say._
    if rules is None or not rules.board.drawn_lines:
        return _("Type a move as two squares, for example c3 d4.")
    if rules.has_hand:
        return _("Place a man by naming a point, for example d7; move one by two points, "
                 "for example a1 a4.")
    # a first move of the game: soldiers stand on rank 2, alquerque's men around c3
    example = "c2 c3" if rules.pieces_called == "soldiers" else "b2 c3"
    return _("Type a move as two points, for example {example}.").format(example=example)


def command_description(say: Words, name: str, rules: AnyRules | None = None) -> str:
    """What a command does, in a few words (after its name and arguments in help)."""
    _ = say._
    if rules is not None and rules.board.drawn_lines and name in ("square", "diagonal"):
        return {"square": _("what stands on a point, and the points joined to it"),
                "diagonal": _("the diagonal lines through a point")}[name]
    if name == "settings" and isinstance(rules, Rules) and len(draw_rule_choices(rules)) > 1:
        return _("says the settings, or changes one: speech rate, voice, language, "
                 "verbosity, notation, how a move on a sensor board ends (settings "
                 "confirm settle or button), draw rules (official FMJD rules: settings "
                 "draws fmjd; the rule text's: settings draws text)")
    return {
        "help": _("how to play and what to ask; with a command's name, what that command "
                  "does"),
        "board": _("reads the board rank by rank, only the squares with pieces on them"),
        "board-all": _("reads every square of every rank, the empty ones too"),
        "pieces": _("says where the pieces stand: yours, the opponent's, White's or "
                    "Black's"),
        "square": _("says what stands on one square"),
        "rank": _("reads one rank, square by square"),
        "file": _("reads one file, square by square"),
        "diagonal": _("reads the diagonals that pass through a square"),
        "moves": _("lists the moves you can play, or those of the piece on one square"),
        "captures": _("lists the captures you can make"),
        "last": _("says again the move played last"),
        "history": _("reads the record of the game, move by move"),
        "turn": _("says who is to move and which move it is"),
        "material": _("counts the men and kings of each side"),
        "clock": _("says the time each side has left"),
        "hint": _("suggests a move and says why; more gives the line that follows"),
        "analysis": _("says who stands better"),
        "review": _("names the moves that lost most and what was better; more gives the "
                    "rest"),
        "undo": _("takes back your last move and the computer's answer"),
        "new": _("starts a new game; the one you play stays with your games"),
        "variant": _("says the game you play, or starts another: a draughts variant, "
                     "alquerque, mill or Vietnamese chess"),
        "lesson": _("a lesson of the rules of the game you play, step by step, with moves "
                    "to try; stop lesson ends it"),
        "rule": _("answers one question of the rules, such as whether men capture "
                  "backwards"),
        "level": _("says or sets the computer's level, 1 to 10"),
        "save": _("saves a copy of the game in a PDN file"),
        "load": _("opens a game from a PDN file"),
        "library": _("lists your games, the newest first (going through a file: the "
                     "file's games); with a number, opens that game"),
        "setup": _("starts from a position written in FEN"),
        "resign": _("gives up the game, after asking"),
        "draw": _("offers a draw"),
        "repeat": _("says the last answer again"),
        "more": _("gives the details of the last answer"),
        "why": _("after a hint, says why the move is good; else the details"),
        "settings": _("says the settings, or changes one: speech rate, voice, language, "
                      "verbosity, notation, how a move on a sensor board ends (settings "
                      "confirm settle or button)"),
        "braille": _("shows the board in braille, a rank on each line"),
        "yes": _("answers a question with yes"),
        "no": _("answers a question with no"),
        "forward": _("steps one move forward, in a record or in the game that goes on"),
        "back": _("steps one move back to look at it, in a record or in the game that "
                  "goes on"),
        "goto": _("goes to the move with that number, in a record or in the game that "
                  "goes on"),
        "present": _("after stepping through the moves, returns to the game as it stands"),
        "result": _("says who won and why, or that the game goes on"),
        "opponent": _("says who you play: the computer and its level, or the players of "
                      "a record"),
        "threats": _("says what the opponent could take if it were its move, and which of "
                     "your pieces are unprotected; with a square, whether the piece there "
                     "is safe"),
        "chat": _("says something to the opponent over the network"),
        "network": _("ends this game (it is kept) and waits for an opponent over the "
                     "network: at this computer only, or at the address and port given "
                     "(0.0.0.0: every network of this computer)"),
        "join": _("ends this game (it is kept) and connects to an opponent waiting at "
                  "that address, to play there"),
        "quit": _("ends the program, after asking; the game stays saved"),
        "puzzles": _("sets a puzzle: a position where one move wins; answer with a move, "
                     "hint gives a hint"),
        "solution": _("in a puzzle: says the winning line"),
    }.get(name, "")


def command_example(say: Words, name: str, rules: AnyRules | None = None) -> str:
    """A line that asks for the command, as the player types it."""
    _p = say._p
    examples = {
        "help": _p("example", "help moves"), "board": _p("example", "board"),
        "board-all": _p("example", "board all"), "pieces": _p("example", "my pieces"),
        "square": _p("example", "square c3"), "rank": _p("example", "rank 3"),
        "file": _p("example", "file c"), "diagonal": _p("example", "diagonal c3"),
        "moves": _p("example", "moves c3"), "captures": _p("example", "captures"),
        "last": _p("example", "last move"), "history": _p("example", "history"),
        "turn": _p("example", "whose turn"), "material": _p("example", "material"),
        "clock": _p("example", "clock"), "hint": _p("example", "hint"),
        "analysis": _p("example", "analyse"), "review": _p("example", "review"),
        "undo": _p("example", "undo"),
        "new": _p("example", "new game"), "variant": _p("example", "variant mill"),
        "level": _p("example", "level 5"), "lesson": _p("example", "rules"),
        "rule": _p("example", "can men capture backwards"),
        "save": _p("example", "save today.pdn"),
        "load": _p("example", "load today.pdn"), "library": _p("example", "games 3"),
        "setup": _p("example", "setup {position}"), "resign": _p("example", "resign"),
        "draw": _p("example", "offer a draw"), "repeat": _p("example", "repeat"),
        "more": _p("example", "more"), "why": _p("example", "why"),
        "settings": _p("example", "settings rate 250"),
        "braille": _p("example", "braille"), "yes": _p("example", "yes"),
        "no": _p("example", "no"), "forward": _p("example", "forward"),
        "back": _p("example", "back"), "goto": _p("example", "move 12"),
        "present": _p("example", "back to the game"), "result": _p("example", "who won"),
        "opponent": _p("example", "who is my opponent"),
        "threats": _p("example", "is my man on c3 safe"),
        "chat": _p("example", "say to opponent good luck"),
        "network": _p("example", "play over the network"),
        "join": _p("example", "connect to 192.168.1.5"),
        "quit": _p("example", "quit"),
        "puzzles": _p("example", "give me a puzzle"),
        "solution": _p("example", "solution"),
    }
    position = position_example(rules if rules is not None else find_game("czech"))
    return examples.get(name, "").format(position=position)


def command_words(say: Words, name: str) -> str:
    """A command as help shows it: a word of the player's language that asks for it
    (one the other language does not share: ``brajl``, not ``braille``), then its
    arguments in the player's words (``kameny [moje|soupeře|bílé|černé]``)."""
    command = COMMANDS[name]
    own = command.words.get(say.lang) or (name,)
    others = {w for lang, words in command.words.items() if lang != say.lang
              for w in words}
    word = next((w for w in own if w not in others), own[0])
    # the arguments in the player's words (the catalog has each one's, in context)
    args = f" {say._p('arguments', command.arguments)}" if command.arguments else ""
    return word + args


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(ev.HelpShown, help_shown),
])
