"""``dama say``: speak one sentence with the configured voice, or write it to a WAV file."""

from __future__ import annotations

import argparse
import os

from accessible_dama.cli.args import CommandError, _, argument_text, int_arg
from accessible_dama.session.system import system_language
from accessible_dama.speech import MAX_RATE, MIN_RATE, SpeechError, open_speaker, said
from accessible_dama.speech.base import BackendName

# Seconds to wait for a sentence to be heard: a minute, plus the time the slowest rate
# (80 words a minute, about 7 characters a second) needs for it.
_BASE_WAIT = 60.0
_SECONDS_PER_CHARACTER = 1 / 7


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``dama say``, for the ``say`` subparser."""
    parser.add_argument("text", nargs="+", help=_("the sentence (several words are joined)"))
    parser.add_argument("--lang", help=_("language code, e.g. cs or en (default: the system's)"))
    parser.add_argument("--to", metavar="FILE.wav", help=_("write a WAV file instead of speaking"))
    parser.add_argument("--backend", help=_("screen-reader, speechd, pyttsx3, text, silent or "
                                            "auto (default: auto)"))
    parser.add_argument("--rate", help=_("words a minute, {low} to {high}").format(
        low=MIN_RATE, high=MAX_RATE))
    parser.add_argument("--voice", help=_("a voice by id, name or language, e.g. zlw/cs"))


def say_command(args: argparse.Namespace) -> int:
    """Arguments: ``text`` (list of words), ``lang``, ``to``, ``backend``, ``rate``, ``voice``
    (each None when not given).  Prints one line saying what was done."""
    text = argument_text(" ".join(args.text)).strip()
    if not text:
        raise CommandError(_("there is nothing to say"))
    lang = args.lang or system_language()
    rate = None if args.rate is None else int_arg("--rate", args.rate, MIN_RATE, MAX_RATE)
    try:
        if args.to:
            return _write(text, args.to, lang, rate, args.voice, args.backend)
        return _speak(text, lang, rate, args.voice, args.backend)
    except SpeechError as e:
        raise CommandError(str(e)) from None


def _write(
    text: str, path: str, lang: str, rate: int | None, voice: str | None, backend: str | None
) -> int:
    from accessible_dama.speech.pyttsx3_speaker import render_wav
    from accessible_dama.speech.wav import wav_info

    kind = BackendName.parse(backend or "pyttsx3").kind
    if kind not in ("auto", "pyttsx3"):
        raise CommandError(_("only pyttsx3 writes sound files, not {backend}").format(
            backend=kind))
    used = render_wav(text, path, lang=lang, rate=rate, voice=voice)
    # a file can be read back for its length; /dev/null or a pipe cannot
    seconds = f"{wav_info(path).seconds:.1f} s, " if os.path.isfile(path) else ""
    print(_("written to {file} ({seconds}pyttsx3, voice {voice})").format(
        file=path, seconds=seconds, voice=used.id), flush=True)
    return 0


def _speak(text: str, lang: str, rate: int | None, voice: str | None, backend: str | None) -> int:
    asked_by_name = BackendName.parse(backend or "auto").kind != "auto"
    speaker = open_speaker(backend, lang, rate, voice)
    try:
        if not speaker.speaks:
            if not asked_by_name:
                raise CommandError(_("nothing can speak the language {lang}: {why}").format(
                    lang=repr(lang), why=said(speaker.reason, _)))
            print(_("not spoken ({speech})").format(speech=speaker.description), flush=True)
            return 0
        speaker.say(text)
        wait = _BASE_WAIT + len(text) * _SECONDS_PER_CHARACTER
        if not speaker.wait_until_done(wait):
            raise CommandError(_("{speech}: the sentence did not end in {seconds} s").format(
                speech=speaker.description, seconds=f"{wait:.0f}"))
        if speaker.last_error:
            raise CommandError(speaker.last_error)
        why = f" ({said(speaker.reason, _)})" if speaker.reason else ""
        print(_("spoken with {speech}{why}").format(speech=speaker.description, why=why),
              flush=True)
        return 0
    finally:
        speaker.close()
