"""The language the player's system speaks, on Linux, macOS and Windows.

``--lang`` and the stored setting always win; this is only the first guess. In order:

1. ``LANGUAGE`` (a colon list, ``cs:en``; its first language of ours), as GNU gettext
   reads it: not when the locale is ``C`` or ``POSIX``;
2. the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set (``cs_CZ.UTF-8``);
3. the system's own choice where those are not set (a Windows program, a macOS app
   started from the Finder): the user's interface language on Windows
   (``GetUserDefaultUILanguage``, else the locale name such as ``Czech_Czechia.1250``),
   the first of ``AppleLanguages`` on macOS (``cs-CZ``), the C library's locale elsewhere.

Czech when that names Czech, else English.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable, Mapping

#: how long the macOS preference may take to read before English is assumed
ASK_SECONDS = 2.0


def language_of(name: str) -> str | None:
    """``cs`` or ``en`` for a locale or language name in any of the forms systems write
    (``cs_CZ.UTF-8``, ``cs-CZ``, ``Czech_Czechia.1250``, ``Czech``, ``en_GB``, ``English``);
    ``C``/``POSIX`` are English; None for a name of another language or none."""
    written = name.strip().strip('"').lower()
    if not written:
        return None
    if written in ("c", "posix") or written.startswith(("c.", "c@")):
        return "en"
    if re.match(r"(cs|cz|ces|cze|czech|čeština|cestina)(?![a-z])", written):
        return "cs"
    if re.match(r"(en|eng|english)(?![a-z])", written):
        return "en"
    return None


def _c_locale(environ: Mapping[str, str]) -> bool:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if value:
            return value.split(".")[0].upper() in ("C", "POSIX")
    return False


def system_language(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    os_preference: Callable[[str], str | None] | None = None,
) -> str:
    """'cs' when the system's language is Czech, else 'en' (see the module's text).
    ``environ``, ``platform`` and ``os_preference`` (the system's own language name for
    a platform) are for tests; by default the real ones."""
    env = os.environ if environ is None else environ
    if not _c_locale(env):
        for part in env.get("LANGUAGE", "").split(":"):
            found = language_of(part)
            if found:
                return found
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return language_of(value) or "en"
    ask = os_preference or preferred_language_name
    name = ask(platform or sys.platform)
    return (language_of(name) if name else None) or "en"


def preferred_language_name(platform: str) -> str | None:
    """The system's own name for the user's language, or None if it cannot be read."""
    try:
        if platform == "win32":
            return _windows_language()
        if platform == "darwin":
            return _macos_language()
    except (OSError, ValueError, AttributeError, subprocess.SubprocessError):
        return None
    import locale

    try:
        return locale.getlocale()[0]
    except ValueError:
        return None


def _windows_language() -> str | None:
    import ctypes
    import locale

    windll = ctypes.windll  # type: ignore[attr-defined,unused-ignore]
    code = windll.kernel32.GetUserDefaultUILanguage()
    name = locale.windows_locale.get(code)
    if name:
        return str(name)
    return locale.getlocale()[0]  # such as 'Czech_Czechia'


def _macos_language() -> str | None:
    done = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                          text=True, timeout=ASK_SECONDS, check=False)
    # (\n    "cs-CZ",\n    "en-US"\n)
    first = re.search(r'"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?\s*[,)]', done.stdout)
    if done.returncode == 0 and first:
        return first[1]
    done = subprocess.run(["defaults", "read", "-g", "AppleLocale"], capture_output=True,
                          text=True, timeout=ASK_SECONDS, check=False)
    return done.stdout.strip() or None if done.returncode == 0 else None
