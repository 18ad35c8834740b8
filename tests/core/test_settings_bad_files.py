"""A settings file the kiosk cannot use at start is kept aside, never lost and never overwritten.

Real files in the user's (private, per test) config folder; ``open_settings`` is what the kiosk
starts with. A missing file is the normal first start: nothing to say.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from kiosk.core.settings import (
    Settings,
    SettingsProblem,
    load_settings,
    open_settings,
    save_settings,
    settings_path,
)

AT = datetime(2024, 5, 1, 12, 0, 7, 123456, tzinfo=UTC)
ASIDE_NAME = "settings.corrupt-20240501T120007-123456Z.toml"

SAVED = Settings()
SAVED.kiosk.drop_id = 4242
SAVED.service.base_url = "https://staging.example.org/api"


def whole_file(tmp_path: Path) -> bytes:
    path = save_settings(SAVED, tmp_path / "whole.toml")
    return path.read_bytes()


def cut_off(tmp_path: Path) -> bytes:
    """A write cut off in the middle of a string, as a power cut leaves it."""
    data = whole_file(tmp_path)
    return data[: data.index(b"staging") + 3]


DAMAGED = {
    "garbage bytes": lambda _tmp: bytes(range(256)) * 8,
    "half-written TOML": cut_off,
    "zeros after a power cut": lambda tmp: b"\0" * len(whole_file(tmp)),
    "empty": lambda _tmp: b"",
}


@pytest.mark.parametrize("kind", list(DAMAGED))
def test_a_damaged_file_is_kept_aside_and_the_defaults_start(kind: str, tmp_path: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    old = DAMAGED[kind](tmp_path)
    path.write_bytes(old)

    loaded = open_settings(clock=lambda: AT)

    assert loaded.settings == Settings()
    assert loaded.problem is SettingsProblem.DAMAGED
    assert loaded.path == path
    assert loaded.aside == path.with_name(ASIDE_NAME)
    assert loaded.aside.read_bytes() == old  # every byte kept, for staff to copy from
    assert not path.exists()  # the next save cannot overwrite it
    assert sorted(p.name for p in path.parent.iterdir()) == [ASIDE_NAME]


def test_saving_after_the_reset_leaves_the_old_file_alone(tmp_path: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(cut_off(tmp_path))
    loaded = open_settings(clock=lambda: AT)
    assert loaded.aside is not None
    kept = loaded.aside.read_bytes()

    loaded.settings.kiosk.drop_id = 7
    save_settings(loaded.settings)

    assert load_settings().kiosk.drop_id == 7
    assert loaded.aside.read_bytes() == kept
    assert open_settings().problem is None


def test_a_missing_file_is_a_first_start_with_nothing_to_say() -> None:
    loaded = open_settings()
    assert loaded.settings == Settings()
    assert (loaded.problem, loaded.path, loaded.aside) == (None, None, None)
    assert not settings_path().parent.exists()  # nothing written


def test_a_good_file_is_read_as_saved() -> None:
    save_settings(SAVED)
    loaded = open_settings()
    assert loaded.problem is None
    assert loaded.settings == SAVED


def test_a_file_that_cannot_be_read_is_left_where_it_is() -> None:
    path = settings_path()
    path.mkdir(parents=True)  # a folder in its place: reading fails whoever runs it
    loaded = open_settings()
    assert loaded.problem is SettingsProblem.UNREADABLE
    assert loaded.aside is None
    assert loaded.settings == Settings()
    assert path.is_dir()


def test_reading_alone_never_moves_the_file(tmp_path: Path) -> None:
    """``load_settings`` (``kiosk doctor``, the demo's language) only reads."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(cut_off(tmp_path))
    assert load_settings() == Settings()
    assert path.exists()
