"""Feedback sounds: a short, valid WAV file per flow sound; without audio the kiosk is silent."""

from __future__ import annotations

import logging
import runpy
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from kiosk.core.attendee_flow import Sound
from kiosk.ui.sound_feedback import SoundFeedback, sound_file


def audio_outputs() -> int:
    """How many audio outputs Qt sees here (0 without QtMultimedia)."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return 0
    return len(QMediaDevices.audioOutputs())


@pytest.mark.parametrize("sound", list(Sound))
def test_every_sound_is_a_short_mono_16_bit_wav(sound: Sound) -> None:
    with wave.open(sound_file(sound), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44_100)
        assert wav.getcomptype() == "NONE"
        assert 0 < wav.getnframes() < 0.5 * 44_100
        frames = wav.readframes(wav.getnframes())
    assert len(frames) == 2 * wav.getnframes()
    assert any(frames), "silence"


def test_the_sound_files_are_what_the_generator_writes(tmp_path: Path) -> None:
    """The committed WAV files are in step with make_sounds.py (rebuild them after a change)."""
    generator = runpy.run_path(str(Path(sound_file(Sound.SUCCESS)).with_name("make_sounds.py")))
    for sound in Sound:
        generator["write"](tmp_path / "out.wav", generator["render"](generator["SOUNDS"][sound]))
        assert (tmp_path / "out.wav").read_bytes() == Path(sound_file(sound)).read_bytes()


@pytest.mark.skipif(audio_outputs() > 0, reason="this machine has an audio output")
def test_without_an_audio_output_it_is_silent_and_says_why_once(
    qapp: QApplication, caplog: pytest.LogCaptureFixture
) -> None:
    feedback = SoundFeedback()
    with caplog.at_level(logging.WARNING, logger="kiosk.ui.sound_feedback"):
        for sound in Sound:
            feedback.play(sound)
        feedback.play(Sound.SUCCESS)
    assert feedback.silent_reason is not None
    assert [record.getMessage() for record in caplog.records] == [
        f"Sounds are off: {feedback.silent_reason}"
    ]


def test_without_qtmultimedia_it_is_silent(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import raises ImportError
    feedback = SoundFeedback()
    feedback.play(Sound.ACCEPTED)
    feedback.play(Sound.FAILURE)
    assert feedback.silent_reason is not None
    assert feedback.silent_reason.startswith("QtMultimedia cannot be loaded")


def test_switched_off_it_does_not_even_set_up_audio(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    feedback = SoundFeedback(enabled=False)
    feedback.play(Sound.SUCCESS)
    assert feedback.silent_reason is None  # QtMultimedia was never asked
    feedback.set_enabled(True)
    feedback.play(Sound.SUCCESS)
    assert feedback.silent_reason is not None
