"""The camera loop's pace: every frame while something happens, a few a second while the view is
still and empty, seldom while it is as it was at its last decode (a fake clock: frames at 30 a
second, numbered)."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from kiosk.camera.pacer import (
    AWAKE_S,
    IDLE_INTERVAL_S,
    SEEN_CHANGE,
    UNCHANGED_INTERVAL_S,
    DecodePacer,
    MotionWatch,
)

FRAME_S = 1 / 30


def decoded(pacer: DecodePacer, frames: range, moved: set[int] | None = None) -> list[int]:
    return [n for n in frames if pacer.due(n * FRAME_S, moved=n in (moved or set()))]


def test_a_still_empty_view_is_decoded_four_times_a_second() -> None:
    pacer = DecodePacer()
    frames = decoded(pacer, range(90))  # three seconds
    assert len(frames) == round(3 / IDLE_INTERVAL_S)
    assert frames[0] == 0  # the first frame at once


def test_motion_wakes_it_for_every_frame_then_it_idles_again() -> None:
    pacer = DecodePacer()
    decoded(pacer, range(30))
    awake_frames = round(AWAKE_S / FRAME_S)
    frames = decoded(pacer, range(30, 30 + awake_frames + 60), moved={30})
    assert frames[:awake_frames] == list(range(30, 30 + awake_frames))
    assert len(frames) < awake_frames + 60 / 30 / IDLE_INTERVAL_S + 2  # idle once more


def test_a_code_in_view_keeps_it_awake() -> None:
    pacer = DecodePacer()
    for n in range(300):  # ten seconds of a code held up, seen at each decode
        now = n * FRAME_S
        assert pacer.due(now, moved=n == 0)
        pacer.wake(now)


@pytest.mark.parametrize("colour", [False, True], ids=["grey", "colour"])
def test_motion_is_a_change_in_the_picture_not_sensor_noise(colour: bool) -> None:
    rng = np.random.default_rng(7)
    view = cv2.GaussianBlur(rng.integers(60, 200, size=(720, 1280), dtype=np.uint8), (0, 0), 4)
    as_seen = (lambda grey: cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)) if colour else np.copy
    watch = MotionWatch()
    assert not watch.moved(as_seen(view))  # the first frame: nothing to compare with
    noisy = view
    for _ in range(5):  # fresh sensor noise in every frame
        noisy = np.clip(view + rng.integers(-6, 7, size=view.shape), 0, 255).astype(np.uint8)
        assert not watch.moved(as_seen(noisy))
    with_code = noisy.copy()
    with_code[300:420, 600:720] = 0  # a dark square held up: 6 x 6 thumbnail cells
    assert watch.moved(as_seen(with_code))
    assert not watch.moved(as_seen(with_code))  # held still
    assert watch.moved(as_seen(noisy))  # taken away


def test_a_view_unchanged_since_its_last_decode_is_decoded_seldom() -> None:
    pacer = DecodePacer()
    frames = [n for n in range(150) if pacer.due(n * FRAME_S, moved=False, changed=n == 0)]
    assert frames == [0, 60, 120]  # five seconds: the first frame, then every UNCHANGED_INTERVAL_S
    assert UNCHANGED_INTERVAL_S == 2.0


def test_a_change_too_small_to_be_motion_is_decoded_at_the_idle_pace() -> None:
    pacer = DecodePacer()
    decoded(pacer, range(30))  # settled
    changed_from = 45
    frames = [
        n for n in range(30, 90) if pacer.due(n * FRAME_S, moved=False, changed=n >= changed_from)
    ]
    assert frames[0] - changed_from < IDLE_INTERVAL_S / FRAME_S  # within a quarter second
    assert len(frames) <= 60 / 30 / IDLE_INTERVAL_S


def test_changed_compares_with_the_last_decoded_frame_not_the_last_frame() -> None:
    """A slow change (a light fading, a card sliding in a little each frame) is never motion, but
    it adds up against the frame last decoded; noise does not."""
    rng = np.random.default_rng(3)
    view = cv2.GaussianBlur(rng.integers(60, 200, size=(720, 1280), dtype=np.uint8), (0, 0), 4)
    watch = MotionWatch()
    watch.moved(view)
    assert watch.changed()  # nothing decoded yet
    watch.decoded()
    for _ in range(5):
        noisy = np.clip(view + rng.integers(-6, 7, size=view.shape), 0, 255).astype(np.uint8)
        watch.moved(noisy)
        assert not watch.changed()
    step = view.copy()
    for shade in range(3, 30, 3):  # a square darkening 3 levels a frame
        step[300:420, 600:720] = np.clip(view[300:420, 600:720].astype(int) - shade, 0, 255)
        assert not watch.moved(step)
        if shade > SEEN_CHANGE + 1:
            assert watch.changed()
    watch.decoded()
    assert not watch.changed()
