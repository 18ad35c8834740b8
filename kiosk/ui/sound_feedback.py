"""Short feedback sounds for attendees, played with QtMultimedia's ``QSoundEffect``.

Sound only adds to what the screens already say in words and colour, so it must never stop the
kiosk: without QtMultimedia (PySide6-Addons missing, or on Linux its libpulse0), without an audio
output, or with a sound that does not load, it logs why once and stays silent.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl

from kiosk.core.attendee_flow import Sound
from kiosk.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

log = logging.getLogger(__name__)


def sound_file(sound: Sound) -> str:
    """The WAV file of ``sound``, written by ``resources/sounds/make_sounds.py``."""
    return str(resource_path(f"sounds/{sound.value}.wav"))


class SoundFeedback(QObject):
    """Plays the flow's sounds while enabled (``KioskSettings.sound``).

    QtMultimedia is set up at the first sound, not at start-up: a kiosk with sound switched off
    never loads it.
    """

    def __init__(self, enabled: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._effects: dict[Sound, QSoundEffect] | None = None  # None until the first sound
        self._silent_reason: str | None = None

    @property
    def silent_reason(self) -> str | None:
        """Why sounds cannot play on this machine (for logs and the doctor), or None."""
        return self._silent_reason

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled

    def play(self, sound: Sound) -> None:
        if not self._enabled or self._silent_reason is not None:
            return
        if self._effects is None:
            self._effects = self._load()
        if effect := self._effects.get(sound):
            effect.play()  # a sound still loading plays once it is loaded

    def _load(self) -> dict[Sound, QSoundEffect]:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as error:
            self._go_silent(f"QtMultimedia cannot be loaded ({error})")
            return {}
        if not QMediaDevices.audioOutputs():
            self._go_silent("no audio output device")
            return {}
        effects: dict[Sound, QSoundEffect] = {}
        for sound in Sound:
            effect = QSoundEffect(self)
            effect.statusChanged.connect(lambda effect=effect: self._check(effect))
            effect.setSource(QUrl.fromLocalFile(sound_file(sound)))
            effects[sound] = effect
        return effects

    def _check(self, effect: QSoundEffect) -> None:
        if effect.status() is effect.Status.Error:
            self._go_silent(f"{effect.source().fileName()} cannot be played")

    def _go_silent(self, reason: str) -> None:
        if self._silent_reason is None:
            log.warning("Sounds are off: %s", reason)
            self._silent_reason = reason
        for effect in (self._effects or {}).values():
            effect.stop()
