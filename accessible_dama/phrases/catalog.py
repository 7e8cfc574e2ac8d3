"""gettext catalogs read straight from the .po files shipped with the package.

The .po files under ``locale/<lang>/LC_MESSAGES/dama.po`` are the source; they are
compiled in memory into the .mo form that the standard ``gettext`` module reads, so
plural forms (Czech has three) work exactly as gettext defines them and no build step
is needed.
"""

from __future__ import annotations

import ast
import gettext
import io
import struct
from functools import cache
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "dama"
LANGUAGES = ("cs", "en")


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def parse_po(text: str) -> dict[tuple[str, ...] | str, str | list[str]]:
    """Entries of a .po file: msgid -> msgstr, or (msgid, msgid_plural) -> [forms].

    The header is the entry with the empty msgid. Fuzzy entries are skipped. An entry
    with a ``msgctxt`` is keyed ``context + "\x04" + msgid``, as gettext keys it (the
    same English words meaning different things: a draughts king, a chess king).
    """
    entries: dict[tuple[str, ...] | str, str | list[str]] = {}
    current: dict[str, str] = {}
    field: str | None = None
    fuzzy = False

    def flush() -> None:
        nonlocal current, fuzzy
        if "msgid" in current and not fuzzy:
            msgid = current["msgid"]
            if "msgctxt" in current:
                msgid = f"{current['msgctxt']}\x04{msgid}"
            if "msgid_plural" in current:
                forms = [current[k] for k in sorted(k for k in current if k.startswith("msgstr["))]
                entries[(msgid, current["msgid_plural"])] = forms
            else:
                entries[msgid] = current.get("msgstr", "")
        current, fuzzy = {}, False

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            field = None
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            continue
        if line.startswith('"'):
            if field is None:
                raise ValueError(f"continuation line outside an entry: {raw!r}")
            current[field] += ast.literal_eval(line)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgid", "msgctxt") and "msgid" in current and field != "msgctxt":
            flush()
        field = keyword
        current[field] = ast.literal_eval(rest.strip())
    flush()
    return entries


def compile_mo(entries: dict[tuple[str, ...] | str, str | list[str]]) -> bytes:
    """The GNU .mo bytes of parsed .po entries (untranslated entries left out)."""
    pairs: list[tuple[bytes, bytes]] = []
    for key, value in entries.items():
        if isinstance(key, tuple):
            assert isinstance(value, list)
            if not any(value):
                continue
            pairs.append(("\0".join(key).encode(), "\0".join(value).encode()))
        else:
            assert isinstance(value, str)
            if not value:
                continue
            pairs.append((key.encode(), value.encode()))
    pairs.sort()
    n = len(pairs)
    keys_start = 7 * 4
    values_start = keys_start + n * 8
    data_start = values_start + n * 8
    key_table, value_table, blob = [], [], b""
    for msgid, _ in pairs:
        key_table.append((len(msgid), data_start + len(blob)))
        blob += msgid + b"\0"
    for _, msgstr in pairs:
        value_table.append((len(msgstr), data_start + len(blob)))
        blob += msgstr + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, n, keys_start, values_start, 0, 0)
    tables = b"".join(struct.pack("<2I", *e) for e in key_table + value_table)
    return header + tables + blob


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` ('cs' or 'en'); English msgids are the fallback."""
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for language {lang!r}; known: {', '.join(LANGUAGES)}")
    entries = parse_po(po_path(lang).read_text(encoding="utf-8"))
    return gettext.GNUTranslations(io.BytesIO(compile_mo(entries)))
