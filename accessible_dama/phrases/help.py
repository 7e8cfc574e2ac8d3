"""Help: how a move of the game is typed, what each command does, the words that ask for
it and an example (the commands, their descriptions and examples are defined once, in
``understand.COMMANDS``; they are translated here).
"""

from __future__ import annotations

from accessible_dama.guides import guide_path
from accessible_dama.notation.text import position_example
from accessible_dama.phrases.words import EventTable, Rendered, Words, quoted, renders
from accessible_dama.rules import Rules, draw_rule_choices, find_game
from accessible_dama.rules.registry import AnyRules
from accessible_dama.session import events
from accessible_dama.understand import COMMANDS
from accessible_dama.understand.commands import HELP_TOPIC_NAMES

#: the commands help names after "more", by topic (every command but help itself)
HELP_TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (topic, tuple(c.name for c in COMMANDS.values() if c.topic == topic))
    for topic in HELP_TOPIC_NAMES)


def help_shown(say: Words, e: events.HelpShown) -> Rendered:
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
    command = COMMANDS.get(name)
    if command is None:
        return ""
    if rules is not None and rules.board.drawn_lines and command.on_points:
        return _(command.on_points)
    if name == "settings" and isinstance(rules, Rules) and len(draw_rule_choices(rules)) > 1:
        return _("says the settings, or changes one: speech rate, voice, language, "
                 "verbosity, notation, how a move on a sensor board ends (settings "
                 "confirm settle or button), draw rules (official FMJD rules: settings "
                 "draws fmjd; the rule text's: settings draws text)")
    return _(command.description)


def command_example(say: Words, name: str, rules: AnyRules | None = None) -> str:
    """A line that asks for the command, as the player types it."""
    example = say._p("example", COMMANDS[name].example) if name in COMMANDS else ""
    return example.format(
        position=position_example(rules if rules is not None else find_game("czech")))


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
    renders(events.HelpShown, help_shown),
])
