"""A payload counts after two reads in nearby frames, and stays quiet while it is held up."""

from __future__ import annotations

from kiosk.camera.confirm import PayloadConfirmer


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_two_reads_confirm_once() -> None:
    confirmer = PayloadConfirmer(clock=FakeClock())
    first = confirmer.update(["x"])
    assert first.read == []
    assert first.pending
    assert confirmer.update(["x"]).read == ["x"]
    assert confirmer.update(["x"]).read == []


def test_one_blurred_frame_between_reads_is_forgiven_two_are_not() -> None:
    confirmer = PayloadConfirmer(window_frames=3, clock=FakeClock())
    confirmer.update(["x"])
    confirmer.update([])
    assert confirmer.update(["x"]).read == ["x"]
    confirmer.update(["y"])
    confirmer.update([])
    confirmer.update([])
    assert confirmer.update(["y"]).read == []  # too far apart: this is a new first read
    assert confirmer.update(["y"]).read == ["y"]


def test_a_certain_read_counts_at_once() -> None:
    assert PayloadConfirmer(clock=FakeClock()).update(["x"], certain=True).read == ["x"]


def test_quiet_while_held_up_and_for_quiet_s_after() -> None:
    clock = FakeClock()
    confirmer = PayloadConfirmer(quiet_s=5, clock=clock)
    confirmer.update(["x"])
    assert confirmer.update(["x"]).read == ["x"]
    for _ in range(10):  # held up for 20 s: still one read
        clock.now += 2
        assert confirmer.update(["x"]).read == []
    clock.now += 4  # taken away for 4 s
    confirmer.update(["x"])
    assert confirmer.update(["x"]).read == []
    clock.now += 6  # taken away for 6 s: a new read
    confirmer.update([])
    confirmer.update(["x"])
    assert confirmer.update(["x"]).read == ["x"]


def test_two_new_codes_in_view_count_for_none_until_one_is_alone() -> None:
    """Which one the attendee holds up cannot be told (tests/faults/test_truth_audit_21.py)."""
    confirmer = PayloadConfirmer(clock=FakeClock())
    assert confirmer.update(["a", "b"]).several
    both = confirmer.update(["b", "a"])
    assert both.read == []
    assert both.several
    assert not both.pending
    assert confirmer.update(["a"]).pending  # its reads beside "b" do not count
    assert confirmer.update(["a"]).read == ["a"]


def test_a_new_code_beside_one_already_read_is_confirmed_alone() -> None:
    """A code read and still held up (or a poster always in view) is no second candidate."""
    confirmer = PayloadConfirmer(clock=FakeClock())
    confirmer.update(["a"])
    assert confirmer.update(["a"]).read == ["a"]
    confirmer.update(["a", "b"])
    confirmation = confirmer.update(["b", "a"])
    assert confirmation.read == ["b"]
    assert not confirmation.several


def test_two_new_codes_read_in_turn_count_for_none_until_one_is_alone() -> None:
    """A camera hunting for focus reads a phone and a poster in turn, one a frame."""
    confirmer = PayloadConfirmer(clock=FakeClock())
    assert confirmer.update(["a"]).pending
    assert confirmer.update(["b"]).several
    assert confirmer.update(["a"]).pending  # "b" was read beside it a frame ago
    assert confirmer.update(["b"]).several
    assert confirmer.update([]).read == []
    assert confirmer.update(["b"]).pending
    assert confirmer.update(["b"]).read == ["b"]
