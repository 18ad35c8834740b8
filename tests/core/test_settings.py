"""Settings survive a round trip, tolerate bad files, and never absorb environment overrides."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.core.settings import (
    Settings,
    effective_service_settings,
    load_settings,
    save_settings,
    settings_path,
)


def test_missing_file_gives_defaults() -> None:
    settings = load_settings()
    assert settings == Settings()
    assert not settings_path().exists()


def test_round_trip_in_the_user_config_folder(private_user_dirs: Path) -> None:
    settings = Settings()
    settings.kiosk.drop_id = 42
    settings.kiosk.idle_timeout_s = 45
    settings.service.base_url = "http://127.0.0.1:9/api"
    path = save_settings(settings)
    assert path.is_relative_to(private_user_dirs)
    assert load_settings() == settings


def test_the_language_survives_a_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    assert Settings().kiosk.language == ""  # this computer's language
    settings = Settings()
    settings.kiosk.language = "de"

    save_settings(settings, path)

    assert "[kiosk]" in path.read_text("utf-8")
    assert 'language = "de"' in path.read_text("utf-8")
    assert load_settings(path).kiosk.language == "de"


def test_wrong_types_and_garbage_fall_back_to_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[kiosk]\ndrop_id = "seven"\nidle_timeout_s = 12\nsurprise = 1\n', "utf-8")
    settings = load_settings(path)
    assert settings.kiosk.drop_id == 0
    assert settings.kiosk.idle_timeout_s == 12.0
    path.write_text("this is [not toml", "utf-8")
    assert load_settings(path) == Settings()


def test_environment_overrides_are_not_saved(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KIOSK_BASE_URL", "http://127.0.0.1:1/api")
    settings = load_settings()
    assert effective_service_settings(settings).base_url == "http://127.0.0.1:1/api"
    save_settings(settings)
    assert "127.0.0.1" not in settings_path().read_text("utf-8")
