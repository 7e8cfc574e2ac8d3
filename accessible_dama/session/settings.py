"""The player's settings, kept in a TOML file in the user's config directory."""

from __future__ import annotations

import os
import tomllib
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

VERBOSITIES = ("brief", "normal", "full")
NOTATIONS = ("algebraic", "numeric", "nato")
OUTPUTS = ("speech", "screen-reader", "silent")
OPPONENTS = ("computer", "human")


@dataclass(frozen=True)
class Settings:
    lang: str = "en"
    variant: str = "czech"
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
    clock_minutes: float = 0.0  # 0: no clock
    clock_increment: float = 0.0
    braille_display: str = ""  # "": none; "brlapi:" BrlAPI's defaults, or brlapi://host:port

    def validated(self) -> Settings:
        """The same settings with every out-of-range value put back to its default."""
        d = Settings()
        fixes: dict[str, Any] = {}
        if self.lang not in ("cs", "en"):
            fixes["lang"] = d.lang
        if not 1 <= self.level <= 10:
            fixes["level"] = d.level
        if self.opponent not in OPPONENTS:
            fixes["opponent"] = d.opponent
        if self.output not in OUTPUTS:
            fixes["output"] = d.output
        if self.verbosity not in VERBOSITIES:
            fixes["verbosity"] = d.verbosity
        if self.notation and self.notation not in NOTATIONS:
            fixes["notation"] = d.notation
        if not 0 <= self.rate <= 600:
            fixes["rate"] = d.rate
        if self.clock_minutes < 0 or self.clock_increment < 0:
            fixes["clock_minutes"], fixes["clock_increment"] = 0.0, 0.0
        return replace(self, **fixes)


def config_dir() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "accessible_dama"


def data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "accessible_dama"


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def load_settings(path: Path | None = None, defaults: Settings | None = None) -> Settings:
    """Settings from the TOML file; unknown keys and wrong types are ignored, a broken
    file gives the defaults (the file is rewritten at the next save)."""
    path = path or settings_path()
    base = defaults or Settings()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return base
    known = {f.name: f for f in fields(Settings)}
    values: dict[str, Any] = {}
    for key, value in data.items():
        f = known.get(key)
        if f is None:
            continue
        expected = type(getattr(base, key))
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is expected:
            values[key] = value
    return replace(base, **values).validated()


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text}"'


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; returns the file's path."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = ["# accessible_dama settings (edit freely; unknown keys are ignored)"]
    lines += [f"{k} = {_toml_value(v)}" for k, v in asdict(settings).items()]
    atomic_write(path, "\n".join(lines) + "\n")
    return path


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` so that a crash leaves either the old file or the new one."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
