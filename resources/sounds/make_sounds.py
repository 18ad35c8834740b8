"""Write the kiosk's feedback sounds, one WAV file per ``kiosk.core.attendee_flow.Sound``.

Generated rather than recorded, so the files carry no third-party licence and anyone can change a
tone and rebuild them: ``python resources/sounds/make_sounds.py``. Plain stdlib on purpose: it runs
without the project installed. Output is deterministic, so an unchanged script rewrites the same
bytes.

The tones are short (under half a second, the next attendee should not wait for them), soft
(peaks well below full scale; a hall PA is louder than a laptop), and start and end with a fade, so
no speaker clicks.
"""

from __future__ import annotations

import math
import sys
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path

RATE = 44_100  # Hz; 16-bit PCM, mono
PEAK = 0.45  # of full scale
ATTACK_S = 0.004  # long enough to avoid a click, short enough to sound struck


@dataclass(frozen=True)
class Note:
    """A bell-like tone: a sine with a little second harmonic, fading out exponentially."""

    start_s: float
    frequency: float
    length_s: float
    decay_per_s: float  # larger: a shorter, drier note
    level: float = 1.0


SOUNDS: dict[str, tuple[Note, ...]] = {
    # A scan or code was taken and is being checked: a quick, light tick.
    "accepted": (Note(0.0, 1760.0, 0.07, 60.0, 0.7),),
    # The input was refused; the screen says why: one soft, low tone.
    "refused": (Note(0.0, 330.0, 0.28, 12.0),),
    # A green or amber result: a rising two-note chime (C6, then G6).
    "success": (Note(0.0, 1046.5, 0.22, 14.0), Note(0.12, 1568.0, 0.3, 10.0)),
    # A red result: two low notes falling a minor third (G4, then E4), calm rather than alarming.
    "failure": (Note(0.0, 392.0, 0.22, 10.0), Note(0.15, 329.6, 0.3, 9.0)),
}


def _sample(note: Note, t: float) -> float:
    """The note's value ``t`` seconds after it starts (0 outside the note)."""
    if not 0.0 <= t < note.length_s:
        return 0.0
    attack = min(1.0, t / ATTACK_S)
    release = min(1.0, (note.length_s - t) / 0.02)  # fade the tail to exact silence
    envelope = attack * release * math.exp(-note.decay_per_s * t)
    phase = 2.0 * math.pi * note.frequency * t
    return note.level * envelope * (0.85 * math.sin(phase) + 0.15 * math.sin(2.0 * phase))


def render(notes: tuple[Note, ...]) -> array[int]:
    length = max(note.start_s + note.length_s for note in notes)
    samples = [
        sum(_sample(note, i / RATE - note.start_s) for note in notes)
        for i in range(round(length * RATE))
    ]
    scale = PEAK / max(abs(value) for value in samples)
    return array("h", (round(value * scale * 32767) for value in samples))


def write(path: Path, samples: array[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        if sys.byteorder == "big":  # WAV samples are little-endian
            samples.byteswap()
        out.writeframes(samples.tobytes())


def main() -> None:
    folder = Path(__file__).resolve().parent
    for name, notes in SOUNDS.items():
        write(folder / f"{name}.wav", render(notes))


if __name__ == "__main__":
    main()
