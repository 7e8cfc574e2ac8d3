"""What is in a WAV file: channels, length and loudness (no audioop, gone in Python 3.13)."""

from __future__ import annotations

import math
import os
import sys
import wave
from array import array
from dataclasses import dataclass


@dataclass(frozen=True)
class WavInfo:
    channels: int
    sample_rate: int
    sample_width: int  # bytes per sample
    seconds: float
    rms: float  # root mean square of the samples, 0.0 (silence) to 1.0 (full scale)


def wav_seconds(path: str | os.PathLike[str]) -> float:
    """How long a WAV file plays (its header only is read); wave.Error or OSError."""
    with wave.open(os.fspath(path), "rb") as w:
        rate = w.getframerate()
        return w.getnframes() / rate if rate else 0.0


def wav_complete(path: str | os.PathLike[str]) -> bool:
    """Whether a WAV file holds sound and every frame its header names: a file still
    being written, cut short or missing does not."""
    try:
        with wave.open(os.fspath(path), "rb") as w:
            frames = w.getnframes()
            expected = frames * w.getsampwidth() * w.getnchannels()
            return frames > 0 and len(w.readframes(frames)) == expected
    except (OSError, EOFError, wave.Error):
        return False


def wav_info(path: str | os.PathLike[str]) -> WavInfo:
    """Read a 16-bit PCM WAV file; wave.Error or OSError when it is not one."""
    with wave.open(os.fspath(path), "rb") as w:
        channels, width, rate, frames = (
            w.getnchannels(),
            w.getsampwidth(),
            w.getframerate(),
            w.getnframes(),
        )
        data = w.readframes(frames)
    if width != 2:
        raise wave.Error(f"expected 16-bit samples, found {8 * width}-bit")
    samples = array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":  # WAV samples are little-endian
        samples.byteswap()
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768 if samples else 0.0
    return WavInfo(channels, rate, width, frames / rate if rate else 0.0, rms)
