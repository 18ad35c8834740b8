"""Looking for cameras by device index."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.camera.devices import find_cameras


@pytest.mark.skipif(any(Path("/dev").glob("video*")), reason="this machine has cameras")
def test_a_machine_without_cameras_has_none_found() -> None:
    assert find_cameras() == []


def test_found_indexes_are_within_the_probed_range() -> None:
    found = find_cameras(2)

    assert found == sorted(set(found))
    assert set(found) <= {0, 1}
