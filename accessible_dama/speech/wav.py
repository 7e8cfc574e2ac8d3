"""What is in a WAV file: channels, length and loudness (no audioop, gone in Python 3.13)."""

from __future__ import annotations

import math
import os
import sys
import wave
from array import array
from dataclasses import dataclass
from typing import Literal


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


#: the containers a voice writes a sentence in, by their first bytes and form: WAV
#: (RIFF, sizes little-endian; what espeak-ng and SAPI write) and AIFF (FORM, big-endian;
#: what macOS writes whatever the file's name), and the size of a bare header
_CONTAINERS: dict[tuple[bytes, bytes], tuple[Literal["little", "big"], int]] = {
    (b"RIFF", b"WAVE"): ("little", 44),
    (b"FORM", b"AIFF"): ("big", 54),
    (b"FORM", b"AIFC"): ("big", 54),
}


def sound_file_complete(path: str | os.PathLike[str]) -> bool:
    """Whether a WAV or AIFF file is whole and holds sound: its container's size names no
    byte that is not there yet (a file still being written names more, or none) and it
    is more than a header. A missing file or any other format is not."""
    try:
        with open(path, "rb") as f:
            head = f.read(12)
            size = os.fstat(f.fileno()).st_size
    except OSError:
        return False
    form = _CONTAINERS.get((head[:4], head[8:12]))
    if form is None:
        return False
    order, header = form
    declared = int.from_bytes(head[4:8], order)
    return declared > 0 and declared + 8 <= size and size > header


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
