"""Settings: their names and values in the player's words, a setting shown, changed or
refused, the problems of the settings file, the speech chosen or lost.
"""

from __future__ import annotations

from accessible_dama.notation.squares import ascii_number
from accessible_dama.phrases.records import file_reason
from accessible_dama.phrases.words import EventTable, Rendered, Words, quoted, renders
from accessible_dama.rules import AnyRules, UnknownVariantError, find_game
from accessible_dama.session import events
from accessible_dama.session.events import FileTrouble, SettingsTrouble
from accessible_dama.speech.base import said


def output_chosen(say: Words, e: events.OutputChosen) -> Rendered:
    # why this one (chosen automatically, what was tried) is a detail: on request
    more = [said(e.reason, say._)] if e.reason else []
    if e.speech:
        _ = say._
        if e.screen_reader:
            what = _("the screen reader {name}").format(name=e.speech)
        elif e.voice:
            what = _("{engine}, voice {voice}").format(engine=e.speech, voice=e.voice)
        else:
            what = e.speech
        return Rendered([_("Speech: {what}.").format(what=what)], more)
    return Rendered([say._("No speech, text only.")], more)


def speech_lost(say: Words, e: events.SpeechLost) -> Rendered:
    return Rendered([say._("Speech stopped answering; the game goes on in text.")],
                    [e.reason.say(say._)] if e.reason else [])


def setting_name(say: Words, name: str) -> str:
    _ = say._
    return {
        "lang": _("language"), "level": _("level"), "verbosity": _("verbosity"),
        "notation": _("notation"), "rate": _("speech rate"), "voice": _("voice"),
        "speech": _("speech"), "variant": _("variant"), "interrupt": _("interrupting"),
        "warnings": _("warnings"), "draws": _("draw rules"),
        "game": _("game number"),
        "opponent": _("opponent"), "clock": _("clock"), "output": _("output"),
        "braille_display": _("braille display"),
        "confirm": _("moves on the board end"),
    }.get(name, name)


def setting_value(say: Words, name: str, value: str, rules: AnyRules | None = None) -> str:
    """A setting's value in the player's words: ``stručně``, ``vietnamské šachy``,
    ``čeština``, a level named by the levels of the game ``rules``; a value that is a
    name of its own (a voice) as it is."""
    _, _p = say._, say._p
    if name == "variant":
        try:
            return say.variant_name(find_game(value))
        except UnknownVariantError:
            return quoted(value)
    if name == "level" and (level := ascii_number(value)) is not None and 1 <= level <= 10:
        return f"{level} ({say.p.level_name(level, rules)})"
    if name == "rate" and value == "0":
        return _("the voice's own")
    if name == "rate":
        return _("{n} words a minute").format(n=quoted(value))
    words = {
        "verbosity": {"brief": _p("setting", "brief"), "normal": _p("setting", "normal"),
                      "full": _p("setting", "full")},
        "notation": {"": _("the game's usual"), "algebraic": _p("setting", "algebraic"),
                     "numeric": _p("setting", "numeric"), "nato": _p("setting", "nato")},
        "lang": {"cs": _p("setting", "Czech"), "en": _p("setting", "English")},
        "speech": {"auto": _("chosen by itself"), "speechd": "speech-dispatcher",
                   "pyttsx3": _("the system's voice (pyttsx3)"),
                   "screen-reader": _("the screen reader"), "text": _("text only"),
                   "silent": _("none")},
        "voice": {"": _("the default")},
        "interrupt": {"on": _p("setting", "on"), "off": _p("setting", "off")},
        "warnings": {"on": _p("setting", "on"), "off": _p("setting", "off")},
        "opponent": {"computer-white": _("the computer, you play White"),
                     "computer-black": _("the computer, you play Black"),
                     "human": _("a person at the same keyboard")},
        "clock": {"0+0": _p("clock", "none")},
        "output": {"speech": _("speech and text"), "screen-reader": _("the screen reader"),
                   "silent": _("text only")},
        "braille_display": {"": _p("braille display", "none")},
        "confirm": {"settle": _("when the board stands still"),
                    "button": _("with a press of button 1")},
        "draws": {"text": _("the rule text's (15 moves each without a capture)"),
                  "fmjd": _("official FMJD rules (25 moves of kings only, 16 or 5 "
                            "moves against a lone king)")},
    }.get(name, {})
    if name == "clock" and value not in words:
        minutes, _plus, seconds = value.partition("+")
        clock = _("{time} each").format(time=say.duration(float(minutes) * 60))
        if float(seconds or 0):
            return _("{clock}, plus {time} a move").format(
                clock=clock, time=say.duration(float(seconds)))
        return clock
    return words.get(value, quoted(value) or "-")


def setting_shown(say: Words, e: events.SettingShown) -> Rendered:
    name = setting_name(say, e.name)
    value = setting_value(say, e.name, e.value, e.rules)
    if e.changed and e.name == "clock" and e.value == "0+0":
        return Rendered([say._("From the next game on: no clock.")])
    if e.changed and e.name == "clock":  # this game keeps its own clock
        return Rendered([say._("From the next game on: clock {value}.").format(
            value=value)])
    if e.changed:
        if e.kept:
            line = say._("Set: {name} {value}, kept for the next games.").format(
                name=name, value=value)
        else:
            line = say._("Set: {name} {value}.").format(name=name, value=value)
        if e.later:
            line += " " + say._("The game in progress keeps its rules; the next one "
                                "is played by these.")
        return Rendered([line])
    return Rendered([f"{name}: {value}."])


def settings_shown(say: Words, e: events.SettingsShown) -> Rendered:
    try:  # the level is named by the levels of the game set
        rules: AnyRules | None = find_game(dict(e.summed_up).get("variant", ""))
    except UnknownVariantError:
        rules = None
    said = "; ".join(f"{setting_name(say, name)}: {setting_value(say, name, value, rules)}"
                     for name, value in e.summed_up)
    line = said[:1].upper() + said[1:] + ". " + say._("Say more for the rest.")
    more = [f"{setting_name(say, name)}: {setting_value(say, name, value, rules)}."
            for name, value in e.detailed]
    return Rendered([line], [m[:1].upper() + m[1:] for m in more])


def setting_rejected(say: Words, e: events.SettingRejected) -> Rendered:
    if e.name == "draws":
        return Rendered([say._("Only international draughts has a choice of draw rules: "
                               "official FMJD rules or the rule text's.")])
    return Rendered([say._('"{value}" is not a possible {name}.').format(
        value=quoted(e.value), name=setting_name(say, e.name))])


def settings_problem(say: Words, e: events.SettingsProblem) -> Rendered:
    _ = say._
    more = [e.detail] if e.detail else []
    if e.kind is SettingsTrouble.UNREADABLE:
        if e.why is FileTrouble.SYNTAX:
            reason = (_("there is a mistake on line {line}") if e.line
                      else _("there is a mistake in it")).format(line=e.line)
        elif e.why is FileTrouble.ENCODING:
            reason = (_("it is not text in UTF-8 (line {line})") if e.line
                      else _("it is not text in UTF-8")).format(line=e.line)
        elif e.why is FileTrouble.TOO_LARGE:
            reason = _("it is far too large for a settings file")
        else:
            reason = file_reason(say, e.why)
        line = _("The settings file {path} cannot be read: {reason}.").format(
            path=e.path, reason=reason)
        if e.moved_to:
            name = e.moved_to.replace("\\", "/").rsplit("/", 1)[-1]
            line += " " + _("It is kept as {name}; the default settings hold for now."
                            ).format(name=name)
        else:
            line += " " + _("The default settings hold for now; the file is left as it "
                            "is, so settings will not be kept.")
        return Rendered([line], more)
    if e.kind is SettingsTrouble.NOT_SAVED:
        reason = file_reason(say, e.why)
        where = _("The settings file {path} cannot be written: {reason}.").format(
            path=e.path, reason=reason)
        return Rendered([_("The settings will not be kept for next time: {reason}.").format(
            reason=reason)], [where, *more])
    if e.path and e.line:
        where = _("Settings file, line {line}:").format(line=e.line) + " "
    elif e.path:
        where = _("Settings file:") + " "
    else:
        where = ""
    if e.kind is SettingsTrouble.UNKNOWN_KEY:
        said = _("{key} is not a setting; it is left out.").format(key=quoted(e.key, 40))
    else:
        setting = quoted(f"{e.key} = {e.value}", 60)
        if e.used in ("", '""'):
            said = _("{setting} cannot be used; the default holds instead.").format(
                setting=setting)
        else:
            said = _("{setting} cannot be used; the default {value} holds instead."
                     ).format(setting=setting, value=quoted(e.used, 40))
    return Rendered([where + said], [e.path] if e.path else [])


#: the function that says each event of this module
EVENTS: EventTable = dict([
    renders(events.OutputChosen, output_chosen),
    renders(events.SpeechLost, speech_lost),
    renders(events.SettingShown, setting_shown),
    renders(events.SettingsShown, settings_shown),
    renders(events.SettingRejected, setting_rejected),
    renders(events.SettingsProblem, settings_problem),
])
