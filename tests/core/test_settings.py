"""Settings survive a round trip, tolerate bad files, and never absorb environment overrides."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.core.dispenser import LinkSource
from kiosk.core.settings import (
    Settings,
    effective_service_settings,
    load_settings,
    parse_drop_ids,
    save_settings,
    service_config,
    settings_path,
)
from kiosk.service import ServiceConfig

TYPED = {
    "base_url": "https://api.poap.tech/",
    "auth_url": " https://auth.accounts.poap.xyz// ",
    "mint_site": "http://127.0.0.1:8765/",
}
NORMALISED = {
    "base_url": "https://api.poap.tech",
    "auth_url": "https://auth.accounts.poap.xyz",
    "mint_site": "http://127.0.0.1:8765",
}


def addresses_of(service: object) -> dict[str, str]:
    return {name: getattr(service, name) for name in NORMALISED}


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


def test_addresses_typed_with_trailing_slashes_are_saved_without_them(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    settings = Settings()
    for name, value in TYPED.items():
        setattr(settings.service, name, value)

    save_settings(settings, path)

    assert addresses_of(settings.service) == NORMALISED  # the kiosk goes on with what it saved
    assert "/\"" not in path.read_text("utf-8")
    assert addresses_of(load_settings(path).service) == NORMALISED
    assert addresses_of(service_config(settings)) == NORMALISED


def test_addresses_with_trailing_slashes_in_the_file_are_read_without_them(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.toml"
    lines = "".join(f'{name} = "{value}"\n' for name, value in TYPED.items())
    path.write_text(f"[service]\n{lines}", "utf-8")
    settings = load_settings(path)
    assert addresses_of(settings.service) == NORMALISED
    assert service_config(settings).token_url == "https://auth.accounts.poap.xyz/oauth/token"


def test_address_overrides_with_trailing_slashes_are_normalised(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KIOSK_BASE_URL", "http://127.0.0.1:1/api/")
    monkeypatch.setenv("KIOSK_AUTH_URL", "http://127.0.0.1:1/auth//")
    settings = load_settings()
    assert effective_service_settings(settings).base_url == "http://127.0.0.1:1/api"
    assert service_config(settings).auth_url == "http://127.0.0.1:1/auth"


@pytest.mark.parametrize("name", list(NORMALISED))
def test_a_service_config_normalises_its_addresses_however_it_is_built(name: str) -> None:
    given = NORMALISED | {name: TYPED[name]}
    config = ServiceConfig(given["base_url"], given["auth_url"], given["mint_site"])
    assert addresses_of(config) == NORMALISED


@pytest.mark.parametrize(
    ("drop_id", "also", "allowed"),
    [
        (7, "", frozenset({7})),
        (7, "12, 13;14", frozenset({7, 12, 13, 14})),
        (0, "", frozenset()),  # no drop chosen: the kiosk does not open for attendees
        (7, "12, x", frozenset({7})),  # a bad list (refused when saving) allows nothing more
    ],
)
def test_the_allowed_drops_are_the_chosen_one_and_those_staff_add(
    drop_id: int, also: str, allowed: frozenset[int]
) -> None:
    settings = Settings()
    settings.kiosk.drop_id, settings.kiosk.also_allowed_drops = drop_id, also
    assert settings.kiosk.allowed_drop_ids == allowed
    assert parse_drop_ids("12, x") is None


def test_dispenser_settings_round_trip_and_a_strange_mode_mints_here(tmp_path: Path) -> None:
    settings = Settings()
    settings.kiosk.mode = "dispenser"
    settings.kiosk.kiosk_number, settings.kiosk.kiosk_count = 2, 3
    settings.kiosk.dispenser_source = "file"
    save_settings(settings, tmp_path / "s.toml")
    loaded = load_settings(tmp_path / "s.toml")
    assert loaded.kiosk.dispenser
    assert loaded.kiosk.link_source is LinkSource.FILE
    assert (loaded.kiosk.kiosk_number, loaded.kiosk.kiosk_count) == (2, 3)
    (tmp_path / "s.toml").write_text('[kiosk]\nmode = "banana"\ndispenser_source = 7\n')
    strange = load_settings(tmp_path / "s.toml")
    assert not strange.kiosk.dispenser
    assert strange.kiosk.link_source is LinkSource.SERVICE
