"""Standard input and output in any locale and encoding.

Output never fails on a character the terminal's encoding lacks: ``č`` becomes ``c``,
``„`` becomes ``"``, and what has no plain form becomes ``?`` (the codec error handler
``transliterate``). Input is read as UTF-8 whatever the locale says (a C locale without
Python's UTF-8 mode, ``PYTHONIOENCODING=ascii``); bytes that are not UTF-8 are read in
the locale's own encoding, so a Latin-2 terminal still works.
"""

from __future__ import annotations

import codecs
import sys
import unicodedata
from typing import Any

TRANSLITERATE = "transliterate"

# typographic signs with no decomposition: their plain forms
_PLAIN = {
    "„": '"', "“": '"', "”": '"', "«": '"', "»": '"', "‚": "'", "‘": "'", "’": "'",
    "‹": "'", "›": "'", "–": "-", "—": "-", "−": "-", "×": "x", "·": ".",
}


def plain_form(text: str, encoding: str) -> str:
    """``text`` with each character ``encoding`` cannot write replaced by its letter
    without accents, its plain sign, or ``?``."""
    out = []
    for ch in text:
        try:
            ch.encode(encoding)
            out.append(ch)
            continue
        except UnicodeEncodeError:
            pass
        base = _PLAIN.get(ch) or "".join(
            c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)
        )
        try:
            base.encode(encoding)
        except UnicodeEncodeError:
            base = ""
        out.append(base or "?")
    return "".join(out)


def _plain_form_or_mark(text: str, encoding: str) -> str:
    """``plain_form``, or ``?`` for each character where ``encoding`` is no codec's name."""
    try:
        return plain_form(text, encoding)
    except LookupError:
        return "?" * len(text)


def _transliterate(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    # the name the codec gives: 'charmap' for cp1250 and the other code pages, which is
    # no encoding; ``transliterate_for`` knows the stream's own
    return _plain_form_or_mark(error.object[error.start:error.end], error.encoding), error.end


codecs.register_error(TRANSLITERATE, _transliterate)


def transliterate_for(encoding: str) -> str:
    """The name of the ``transliterate`` error handler for a stream written in
    ``encoding`` (the codec's error names 'charmap' for a code page such as cp1250)."""
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        return TRANSLITERATE
    handler = f"{TRANSLITERATE}-{name}"

    def transliterate(error: UnicodeError) -> tuple[str, int]:
        if not isinstance(error, UnicodeEncodeError):
            raise error
        return _plain_form_or_mark(error.object[error.start:error.end], name), error.end

    codecs.register_error(handler, transliterate)
    return handler


def fit(text: str, stream: Any) -> str:
    """``text`` as ``stream`` can write it (unchanged when its encoding has every
    character)."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return text
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return plain_form(text, encoding)
    except LookupError:
        pass
    return text


def _is_utf8(encoding: str) -> bool:
    return codecs.lookup(encoding).name == "utf-8"


def _decode_error_handler(fallback: str) -> str:
    """The name of a decoding error handler that reads bytes UTF-8 refuses in the
    ``fallback`` encoding (``replace`` when that is ASCII or UTF-8 itself)."""
    name = codecs.lookup(fallback).name
    if name in ("ascii", "utf-8"):
        return "replace"
    handler = f"utf-8-else-{name}"

    def read_as_fallback(error: UnicodeError) -> tuple[str, int]:
        if not isinstance(error, UnicodeDecodeError):
            raise error
        return bytes(error.object[error.start:error.end]).decode(name, "replace"), error.end

    codecs.register_error(handler, read_as_fallback)
    return handler


def configure_streams() -> None:
    """Set standard output and error to transliterate what they cannot encode, and
    standard input to read UTF-8 (falling back to its own encoding byte by byte). Call
    before anything is read or written; a stream that cannot be changed is left."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors=transliterate_for(getattr(stream, "encoding", "") or ""))
            except (ValueError, OSError):
                pass
    stdin = sys.stdin
    encoding = getattr(stdin, "encoding", None)
    reconfigure = getattr(stdin, "reconfigure", None)
    if reconfigure is None or not encoding:
        return
    try:
        if not _is_utf8(encoding) or stdin.errors == "strict":
            reconfigure(encoding="utf-8", errors=_decode_error_handler(encoding))
    except (ValueError, OSError, LookupError):
        pass


__all__ = ["TRANSLITERATE", "configure_streams", "fit", "plain_form", "transliterate_for"]
