"""The player's settings, kept in a TOML file in the user's config directory.

Nothing about them is lost silently. A file that cannot be read (a mistake in the TOML,
not text, a folder in its place) is set aside as ``settings.toml.broken-DATE``, never
overwritten, and the defaults hold for now; a value that cannot be used (a wrong type,
out of range, ``inf``) gives way to its default and every good value is kept; a folder
that cannot be written (read-only, full) leaves the game playing. Each of these becomes
a ``SettingsProblem`` for the player to hear, once.
"""

from __future__ import annotations

import codecs
import math
import os
import re
import stat
import sys
import time
import tomllib
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import tomli_w

from accessible_dama.notation.squares import ascii_number
from accessible_dama.phrases.catalog import LANGUAGES
from accessible_dama.rules import (
    DRAW_RULE_NAMES,
    Rules,
    UnknownVariantError,
    draw_rule_choices,
    find_game,
    with_draw_rules,
)
from accessible_dama.rules.registry import AnyRules
from accessible_dama.session.events import (
    Event,
    FileTrouble,
    SettingRejected,
    SettingShown,
    SettingsProblem,
    SettingsShown,
    SettingsTrouble,
    VolumeNotOurs,
)
from accessible_dama.session.store import atomic_write, problem_kind, set_aside
from accessible_dama.speech.base import DEFAULT_RATE, MAX_RATE, MIN_RATE

VERBOSITIES = ("brief", "normal", "full")
NOTATIONS = ("algebraic", "numeric", "nato")
OUTPUTS = ("speech", "screen-reader", "silent")
OPPONENTS = ("computer", "human")
#: how a move made on a sensor board ends: "settle", when the board has stood still a
#: moment (or at once when it can be nothing else); "button", when button 1 (or the
#: clock wired to it) is pressed, as a clock press ends a move
CONFIRMS = ("settle", "button")
#: the longest clock: minutes for the game, and seconds added after each move
MAX_CLOCK_MINUTES = 600.0
MAX_CLOCK_INCREMENT = 600.0
#: how much "faster" or "slower" changes the speech rate, in words a minute
RATE_STEP = 30
#: a text setting (voice, speech backend, braille display) is never longer
MAX_TEXT = 200
#: a settings file is a few hundred bytes; a larger one is not ours
MAX_SETTINGS_BYTES = 100_000

HEADER = ("# accessible_dama settings. Edit freely: a line that cannot be used is said at\n"
          "# the next start, and its default holds until it is put right.\n")


@dataclass(frozen=True)
class Settings:
    lang: str = "en"
    variant: str = "czech"
    #: the draw rules international draughts is played by: "text", the rule text's
    #: (15 moves each without a capture); "fmjd", FMJD's official rules (article 6)
    draws: str = "text"
    level: int = 3
    play_white: bool = True
    opponent: str = "computer"
    output: str = "speech"
    speech: str = "auto"  # speech backend: auto, speechd, pyttsx3, text, silent
    rate: int = 0  # words per minute; 0: the voice's own
    voice: str = ""
    verbosity: str = "normal"
    notation: str = ""  # "": the variant's usual notation
    interrupt: bool = True  # a new move announcement cuts off a stale one
    warnings: bool = False  # at any level, ask before a move that loses material by force
    clock_minutes: float = 0.0  # 0: no clock
    clock_increment: float = 0.0
    braille_display: str = ""  # "": none; "brlapi:" BrlAPI's defaults, or brlapi://host:port
    board_port: str = ""  # the sensor board's port when it last answered ("": none yet)
    board_id: str = ""  # the id its hello gave there
    confirm: str = "settle"  # how a move on the sensor board ends: see CONFIRMS

    def validated(self) -> tuple[Settings, list[SettingsProblem]]:
        """The same settings with every value that cannot be used (see ``usable``) put
        back to its default, and what was put back, to be said."""
        default = Settings()
        bad = [f.name for f in fields(self) if not usable(f.name, getattr(self, f.name))]
        problems = [SettingsProblem(SettingsTrouble.BAD_VALUE, "", key=name,
                                    value=as_written(getattr(self, name)),
                                    used=as_written(getattr(default, name))) for name in bad]
        return replace(self, **{name: getattr(default, name) for name in bad}), problems


def _text(value: object) -> bool:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        return False
    try:
        value.encode("utf-8")  # a lone surrogate (undecodable bytes in an argument) is not
    except UnicodeEncodeError:
        return False
    return True


def _variant(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        find_game(value)
    except UnknownVariantError:
        return False
    return True


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


_USABLE: dict[str, Callable[[object], bool]] = {
    "lang": lambda v: v in LANGUAGES,
    "variant": _variant,
    "draws": lambda v: v in DRAW_RULE_NAMES,
    "level": lambda v: type(v) is int and 1 <= v <= 10,
    "play_white": lambda v: type(v) is bool,
    "opponent": lambda v: v in OPPONENTS,
    "output": lambda v: v in OUTPUTS,
    "speech": lambda v: _text(v) and v != "",
    "rate": lambda v: type(v) is int and (v == 0 or MIN_RATE <= v <= MAX_RATE),
    "voice": _text,
    "verbosity": lambda v: v in VERBOSITIES,
    "notation": lambda v: v == "" or v in NOTATIONS,
    "interrupt": lambda v: type(v) is bool,
    "warnings": lambda v: type(v) is bool,
    "clock_minutes": lambda v: ((minutes := _number(v)) is not None
                                and 0 <= minutes <= MAX_CLOCK_MINUTES),
    "clock_increment": lambda v: ((seconds := _number(v)) is not None
                                  and 0 <= seconds <= MAX_CLOCK_INCREMENT),
    "braille_display": _text,
    "board_port": _text,
    "board_id": _text,
    "confirm": lambda v: v in CONFIRMS,
}


def usable(name: str, value: object) -> bool:
    """Whether ``value`` can be the setting ``name``: of its type (a whole number for a
    float is fine) and in its range: a language of ours, a game we play, level 1 to 10,
    speech rate 0 (the voice's own) or 80 to 450 words a minute, a clock of at most 600
    minutes and 600 seconds a move (finite, not negative), text of at most 200
    characters."""
    check = _USABLE.get(name)
    return check is not None and check(value)


def as_written(value: object) -> str:
    """A setting's value as the file writes it (``"cs"``, ``5``, ``true``, ``inf``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value + '"'
    if isinstance(value, float) and math.isfinite(value) and value == int(value):
        return str(int(value)) if abs(value) < 1e15 else repr(value)
    return str(value)


#: the settings ``settings`` says in its one sentence, in this order ("clock" is both
#: clock settings), and those it says on "more"
SUMMED_UP = ("variant", "opponent", "level", "clock", "warnings", "lang")
DETAILED = ("verbosity", "notation", "rate", "voice", "speech", "output", "interrupt",
            "braille_display", "confirm")


def rules_of(settings: Settings) -> AnyRules:
    """The game the settings choose, by the draw rules they choose where it has a choice
    of them (international draughts by FMJD's official rules)."""
    rules = find_game(settings.variant)
    return with_draw_rules(rules, settings.draws) if isinstance(rules, Rules) else rules


def draw_choices(settings: Settings) -> tuple[str, ...]:
    """The draw rules the game of ``settings`` may be played by (``("text", "fmjd")``
    for international draughts); only ``("text",)`` for the others."""
    rules = find_game(settings.variant)
    return draw_rule_choices(rules) if isinstance(rules, Rules) else ("text",)


def setting_text(settings: Settings, name: str) -> str:
    """A setting's value as the ``settings`` command says it: ``on``/``off`` for a
    switch, ``MINUTES+SECONDS`` (``0``: none) for the clock, the opponent with the
    player's colour (``computer-white``)."""
    if name == "clock":
        return f"{as_written(settings.clock_minutes)}+{as_written(settings.clock_increment)}"
    if name == "opponent" and settings.opponent == "computer":
        return "computer-" + ("white" if settings.play_white else "black")
    value = getattr(settings, name)
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def settings_command(settings: Settings, args: tuple[str, ...], *,
                     kept: bool = True) -> tuple[Settings, list[Event]]:
    """The ``settings`` command: with a name and a value, ``settings`` with that one
    changed, and said as ``kept`` for the next starts or not (or as they were, the value rejected);
    without, every setting: the main ones in one sentence, the rest on "more". The rate
    may be ``faster`` or ``slower`` (by ``RATE_STEP``, within the limits); the volume is
    not ours to set (``VolumeNotOurs``). The draw rules (``draws``) are said and set only
    for a game that has a choice of them (international draughts: ``text`` or ``fmjd``)."""
    if len(args) < 2:
        detailed = (("draws",) if len(draw_choices(settings)) > 1 else ()) + DETAILED
        return settings, [SettingsShown(
            tuple((name, setting_text(settings, name)) for name in SUMMED_UP),
            tuple((name, setting_text(settings, name)) for name in detailed))]
    name, value = args[0], args[1]
    changed = settings
    if name == "volume":
        return settings, [VolumeNotOurs(value == "louder")]
    if name == "rate" and value in ("faster", "slower"):
        step = RATE_STEP if value == "faster" else -RATE_STEP
        value = str(min(MAX_RATE, max(MIN_RATE, (settings.rate or DEFAULT_RATE) + step)))
    try:
        if name == "verbosity" and value in VERBOSITIES:
            changed = replace(changed, verbosity=value)
        elif name == "notation" and value in NOTATIONS:
            changed = replace(changed, notation=value)
        elif name in ("lang", "language") and value in LANGUAGES:
            name = "lang"
            changed = replace(changed, lang=value)
        elif (name == "rate" and (rate := ascii_number(value)) is not None
              and usable("rate", rate)):
            changed = replace(changed, rate=rate)
        elif name == "voice":
            changed = replace(changed, voice=value)
        elif name == "interrupt" and value in ("on", "off"):
            changed = replace(changed, interrupt=value == "on")
        elif name == "warnings" and value in ("on", "off"):
            changed = replace(changed, warnings=value == "on")
        elif name == "confirm" and value in CONFIRMS:
            changed = replace(changed, confirm=value)
        elif name == "draws" and value in draw_choices(settings):
            changed = replace(changed, draws=value)
        else:
            return settings, [SettingRejected(name, value)]
    except ValueError:
        return settings, [SettingRejected(name, value)]
    return changed, [SettingShown(name, value, changed=True, kept=kept)]


APP = "accessible_dama"


def config_dir(platform: str | None = None) -> Path:
    """Where the settings live: see ``user_folder``."""
    return user_folder("config", platform)


def data_dir(platform: str | None = None) -> Path:
    """Where the saved games live: see ``user_folder``."""
    return user_folder("data", platform)


def user_folder(kind: str, platform: str | None = None) -> Path:
    """The folder for ``kind`` (``config`` or ``data``) by the platform's convention
    (platformdirs): ``%APPDATA%\\accessible_dama`` on Windows (roaming, as settings
    follow the user), ``~/Library/Application Support/accessible_dama`` on macOS,
    ``$XDG_CONFIG_HOME`` / ``$XDG_DATA_HOME`` (``~/.config``, ``~/.local/share``) on
    Linux. Where the platform's folder does not exist yet but the Linux one does (files
    of an older version, which used it everywhere), the Linux one is used, so they are
    still found."""
    import platformdirs.macos
    import platformdirs.unix
    import platformdirs.windows

    which = platform or sys.platform
    kinds: dict[str, type[platformdirs.PlatformDirsABC]] = {
        "win32": platformdirs.windows.Windows, "darwin": platformdirs.macos.MacOS}
    dirs = kinds.get(which, platformdirs.unix.Unix)(APP, appauthor=False, roaming=True)
    native = Path(dirs.user_config_dir if kind == "config" else dirs.user_data_dir)
    if which in kinds:
        if kind == "config":
            base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
        else:
            base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        earlier = Path(base) / APP
        if not native.exists() and earlier.is_dir():
            return earlier
    return native


def settings_path() -> Path:
    return config_dir() / "settings.toml"


# ---------------------------------------------------------------- reading


class _Unreadable(Exception):
    """The settings file cannot be read: ``why`` for the sentence, ``line`` if known."""

    def __init__(self, why: FileTrouble, detail: str, line: int = 0) -> None:
        super().__init__(detail)
        self.why = why
        self.detail = detail
        self.line = line


def _file_text(path: Path) -> str | None:
    """The text of the settings file; None when there is none. Raises _Unreadable.

    Windows editors write a UTF-8 byte order mark or UTF-16 with one: both are read.
    A folder, a device or a pipe in the file's place is never opened."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as e:
        raise _Unreadable(problem_kind(e), e.strerror or str(e)) from None
    if stat.S_ISDIR(info.st_mode):
        raise _Unreadable(FileTrouble.IS_A_FOLDER, "a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise _Unreadable(FileTrouble.NOT_A_FILE, "not a regular file")
    if info.st_size > MAX_SETTINGS_BYTES:
        raise _Unreadable(FileTrouble.TOO_LARGE, f"{info.st_size} bytes")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise _Unreadable(FileTrouble.NOT_A_FILE, "not a regular file")
            data = f.read(MAX_SETTINGS_BYTES + 1)
    except OSError as e:
        raise _Unreadable(problem_kind(e), e.strerror or str(e)) from None
    if len(data) > MAX_SETTINGS_BYTES:
        raise _Unreadable(FileTrouble.TOO_LARGE, f"more than {MAX_SETTINGS_BYTES} bytes")
    for bom, encoding in ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
                          (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError as e:
                raise _Unreadable(FileTrouble.ENCODING, str(e)) from None
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise _Unreadable(FileTrouble.NOT_TEXT,
                          "NUL bytes (UTF-16 without a byte order mark?)", line)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _Unreadable(FileTrouble.ENCODING, str(e), data[: e.start].count(b"\n") + 1) from None


_KEY_LINE = re.compile(r"""\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*[.=]""")
_TABLE_LINE = re.compile(r"""\s*\[+\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))""")
_AT_LINE = re.compile(r"at line (\d+)")


def _key_lines(text: str) -> tuple[dict[str, int], int]:
    """The line of each top-level key (and table) of TOML text, and the line of the first
    key written twice (0: none)."""
    lines: dict[str, int] = {}
    twice = 0
    in_table = False
    for number, line in enumerate(text.splitlines(), 1):
        table = _TABLE_LINE.match(line)
        if table:
            in_table = True
            key = next(g for g in table.groups() if g is not None)
        elif not in_table and (found := _KEY_LINE.match(line)):
            key = next(g for g in found.groups() if g is not None)
        else:
            continue
        if key in lines:
            twice = twice or number
        else:
            lines[key] = number
    return lines, twice


def _mistake_line(error: tomllib.TOMLDecodeError, text: str) -> int:
    """The line tomllib names (``at line 3``); for a key written twice, that key's
    second line; 0 when it only says "at end of document"."""
    found = _AT_LINE.search(str(error))
    if found:
        return int(found[1])
    return _key_lines(text)[1]


def _read(path: Path, base: Settings) -> tuple[Settings, list[SettingsProblem], bool]:
    """The settings of the file, what was wrong with its keys, and whether there is a
    file. Raises _Unreadable."""
    text = _file_text(path)
    if text is None:
        return base, [], False
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise _Unreadable(FileTrouble.SYNTAX, str(e), _mistake_line(e, text)) from None
    lines = _key_lines(text)[0]
    known = {f.name for f in fields(Settings)}
    values: dict[str, Any] = {}
    problems: list[SettingsProblem] = []
    for key, value in data.items():
        if key not in known:
            problems.append(SettingsProblem(SettingsTrouble.UNKNOWN_KEY, str(path),
                                            lines.get(key, 0), key))
            continue
        if isinstance(getattr(base, key), float) and type(value) is int:
            value = float(value)
        if usable(key, value):
            values[key] = value
        else:
            problems.append(SettingsProblem(SettingsTrouble.BAD_VALUE, str(path),
                                            lines.get(key, 0), key, as_written(value),
                                            as_written(getattr(base, key))))
    return replace(base, **values), problems, True


def load_settings(path: Path | None = None, defaults: Settings | None = None, *,
                  wall_clock: Callable[[], float] = time.time
                  ) -> tuple[Settings, list[SettingsProblem]]:
    """The settings of the TOML file, and what was wrong with it, for the player to hear.

    No file: the defaults and no problem. A file that cannot be read is set aside
    (``settings.toml.broken-DATE``) and gives the defaults. A key that is no setting is
    left out; a value that cannot be used gives that key's default, and every other key
    keeps its value. Never raises on the file's content or on a file system fault.
    """
    kept = SettingsFile(path, wall_clock=wall_clock)
    settings = kept.load(defaults)
    return settings, [*kept.problems, *kept.set_aside()]


# ---------------------------------------------------------------- writing


def settings_toml(settings: Settings) -> str:
    """The text of a settings file: any text in a value (tabs, quotes, backslashes,
    any character) is written so that ``load_settings`` reads it back the same."""
    return HEADER + tomli_w.dumps(asdict(settings))


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; returns the file's path. Raises OSError (and
    ValueError for settings that are not ``usable``: check with ``validated`` first)."""
    path = path or settings_path()
    if settings.validated()[1]:
        raise ValueError("settings that cannot be used are not written")
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, settings_toml(settings))
    return path


class SettingsFile:
    """The player's settings file during one run of the program: read once, written
    when the settings differ from what it holds; each problem is for saying once.

    ``load`` puts what was wrong with the file's values in ``problems``. A file that
    cannot be read is set aside at the first ``save`` (or ``set_aside``), so that a
    run that stops on a bad option leaves it for the next run to report; one that
    cannot be set aside is never written over.
    """

    def __init__(self, path: Path | None = None, *,
                 wall_clock: Callable[[], float] = time.time) -> None:
        self.path = path or settings_path()
        self.wall_clock = wall_clock
        self.problems: list[SettingsProblem] = []
        self._holds: Settings | None = None  # what the file holds, as read or written
        self._unreadable: _Unreadable | None = None  # why the file is to be set aside
        self._writable = True
        self._failure_said = False
        #: what lasts from start to start: the file's settings, with what was changed in
        #: the game (``keep``); a command line's choices for one start are not in it
        self.kept = Settings()

    def load(self, defaults: Settings | None = None) -> Settings:
        """The stored settings (``defaults`` where the file gives none or cannot be
        read); what was wrong with its values goes to ``problems``."""
        base = defaults or Settings()
        try:
            settings, problems, found = _read(self.path, base)
        except _Unreadable as e:
            self._unreadable = e
            self.kept = base
            return base
        self.problems.extend(problems)
        if found and not problems:
            self._holds = settings  # a good file: written again only when changed
        self.kept = settings
        return settings

    def keep(self, **changes: Any) -> list[SettingsProblem]:
        """Change settings for good: ``kept`` with ``changes``, written at once (see
        ``save`` for what is returned)."""
        self.kept = replace(self.kept, **changes)
        return self.save(self.kept)

    def set_aside(self) -> list[SettingsProblem]:
        """Move a file that cannot be read out of the way (``settings.toml.broken-DATE``,
        never over another file); the sentence saying so, or [] when there is nothing
        to set aside."""
        broken, self._unreadable = self._unreadable, None
        if broken is None:
            return []
        try:
            moved = str(set_aside(self.path, self.wall_clock()))
        except OSError:
            moved = ""  # left as it is, and never written over
            self._writable = False
        return [SettingsProblem(SettingsTrouble.UNREADABLE, str(self.path), broken.line,
                                why=broken.why, moved_to=moved, detail=broken.detail)]

    def save(self, settings: Settings) -> list[SettingsProblem]:
        """Keep ``settings`` for the next start. Returns what the player must hear: that
        the file could not be read and is set aside, the values that cannot be kept
        (their defaults are), and the first time only, that the file cannot be written
        (the game goes on with the settings it has)."""
        problems = self.set_aside()
        settings, fixed = settings.validated()
        problems += fixed
        if not self._writable or settings == self._holds:
            return problems
        try:
            save_settings(settings, self.path)
        except OSError as e:
            if not self._failure_said:
                self._failure_said = True
                problems.append(SettingsProblem(SettingsTrouble.NOT_SAVED, str(self.path),
                                                why=problem_kind(e),
                                                detail=e.strerror or str(e)))
            return problems
        self._holds = settings
        return problems
