"""Kiosk settings: typed options with their defaults, kept as TOML in the user's config folder.

Secrets never live here (see ``kiosk.core.secrets``): this file may be copied, shared or shown.
"""

from __future__ import annotations

import logging
import os
import tomllib
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

import platformdirs
import tomli_w

from kiosk.core.dispenser import DEFAULT_HIDE_AFTER_S, DispenserMode, LinkSource
from kiosk.service import ServiceConfig
from kiosk.service.config import ADDRESS_FIELDS, normalise_address

APP_NAME = "mint-kiosk"
SETTINGS_VERSION = 1

log = logging.getLogger(__name__)

# Environment variables that override the service addresses (handy for staging and CI).
ADDRESS_ENVIRONMENT = {
    "base_url": "KIOSK_BASE_URL",
    "auth_url": "KIOSK_AUTH_URL",
    "mint_site": "KIOSK_MINT_SITE",
}


@dataclass
class ServiceSettings:
    """Where the minting service lives and how patiently we talk to it."""

    base_url: str = "https://api.poap.tech"
    auth_url: str = "https://auth.accounts.poap.xyz"
    mint_site: str = "https://poap.xyz"
    timeout_s: float = 10.0
    ca_bundle: str = ""  # path to an extra PEM bundle, for the certificate-chain change
    use_os_trust_store: bool = False


@dataclass
class KioskSettings:
    """What the attendee screens do."""

    drop_id: int = 0  # 0: no drop chosen yet
    # More drops attendees may mint, on purpose (a multi-drop event): ids, comma-separated.
    also_allowed_drops: str = ""
    secret_word: str = ""
    allow_camera: bool = True
    camera: str = "0"  # a device index, a video file or a stream URL
    mirror_camera: bool = False
    allow_code: bool = True
    allow_secret_word: bool = True
    idle_timeout_s: float = 30.0
    result_timeout_s: float = 10.0
    sound: bool = True
    large_text: bool = False  # attendee pages' smaller text a quarter larger (kiosk/ui/theme.py)
    colour_results: bool = True  # result screens in green, amber or red; off: the dark theme's
    language: str = ""  # "de", "en", ...; empty: this computer's language (kiosk/ui/language.py)
    attendee_languages: str = ""  # offered on the welcome page, e.g. "en, de, ja"; empty: all
    queue_offline_mints: bool = True  # keep a mint for later when the service cannot be reached
    low_codes_warning: int = 20  # the statistics warn when fewer mint codes are left
    # What attendees get: "mint_here" (scan or type, the kiosk mints) or "dispenser" (a mint-link
    # QR for their phones; docs/dispenser.md), and the dispenser's options.
    mode: str = DispenserMode.MINT_HERE.value
    dispenser_source: str = LinkSource.SERVICE.value  # or "file": ``dispenser_links_file``
    dispenser_links_file: str = ""  # a links.txt / CSV staff loaded (read at each opening)
    dispenser_hide_after_s: float = DEFAULT_HIDE_AFTER_S
    kiosk_number: int = 1  # "this is kiosk k of n": each takes its share of the drop's links
    kiosk_count: int = 1
    mint_page: str = ""  # the QR's link is this + the hash; empty: the mint site's /mint/<hash>

    @property
    def allowed_drop_ids(self) -> frozenset[int]:
        """The chosen drop and the ones staff allowed on purpose; others are refused."""
        extra = parse_drop_ids(self.also_allowed_drops) or frozenset()
        return (frozenset({self.drop_id}) if self.drop_id else frozenset()) | extra

    @property
    def dispenser(self) -> bool:
        return self.mode == DispenserMode.DISPENSER

    @property
    def link_source(self) -> LinkSource:
        return LinkSource.FILE if self.dispenser_source == LinkSource.FILE else LinkSource.SERVICE


def parse_drop_ids(text: str) -> frozenset[int] | None:
    """Drop ids as staff type them ("123, 456"); None when a part is not a drop id."""
    parts = [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]
    if not all(part.isascii() and part.isdigit() and 0 < int(part) < 2**53 for part in parts):
        return None
    return frozenset(int(part) for part in parts)


@dataclass
class OperatorSettings:
    """How staff reach the operator area and how the kiosk locks attendees out of it."""

    pin_hash: str = ""  # a salted scrypt hash (``kiosk.core.operator_pin``); empty: no PIN yet
    operator_pass_hash: str = ""  # hash of the one-time value on the printed operator QR
    kiosk_mode: bool = True  # full screen, frameless, on top; leaving it needs the PIN
    scanner_key_interval_ms: int = 40  # keys closer than this belong to a USB scanner's burst
    scanner_min_length: int = 4  # shorter bursts are a person typing
    scanner_needs_enter: bool = False  # when true, only bursts that end with Enter count

    @property
    def pin_missing(self) -> bool:
        """Kiosk mode locks the screen with the PIN: it cannot open before one is set."""
        return self.kiosk_mode and not self.pin_hash


@dataclass
class Settings:
    version: int = SETTINGS_VERSION
    service: ServiceSettings = field(default_factory=ServiceSettings)
    kiosk: KioskSettings = field(default_factory=KioskSettings)
    operator: OperatorSettings = field(default_factory=OperatorSettings)


_SectionT = TypeVar("_SectionT", ServiceSettings, KioskSettings, OperatorSettings)


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME)) / "settings.toml"


def _section(cls: type[_SectionT], raw: Any) -> _SectionT:
    """Build a section from TOML, keeping defaults for missing keys and ignoring unknown ones.

    A value of the wrong type is dropped (with a log line) rather than stopping a kiosk at a venue.
    """
    if not isinstance(raw, dict):
        return cls()
    defaults = cls()
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in raw:
            continue
        value = raw[f.name]
        expected = type(getattr(defaults, f.name))
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not expected:
            log.warning("Ignoring setting %s: expected %s", f.name, expected.__name__)
            continue
        values[f.name] = value
    return cls(**values)


class SettingsProblem(StrEnum):
    """Why the settings file gave no settings at start. A missing file is no problem: that is the
    first start."""

    DAMAGED = "damaged"  # empty, cut off, not TOML or not UTF-8 (a half-written or garbled file)
    UNREADABLE = "unreadable"  # there, but it cannot be read (permissions, a folder in its place)


@dataclass(frozen=True)
class LoadedSettings:
    """The settings the kiosk starts with, and what was wrong with the file if anything."""

    settings: Settings
    problem: SettingsProblem | None = None
    path: Path | None = None  # the settings file, when it had a problem
    aside: Path | None = None  # where a damaged file was kept; None when it was not moved
    detail: str = ""  # the reader's error, for the log


class _UnusableSettingsError(Exception):
    def __init__(self, problem: SettingsProblem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


def _read(path: Path) -> dict[str, Any]:
    """The file's tables; {} when there is no file; raises when it is there but unusable."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as error:
        raise _UnusableSettingsError(SettingsProblem.UNREADABLE, str(error)) from error
    if not data.strip():  # the kiosk never writes an empty file: a write cut off by a power cut
        raise _UnusableSettingsError(SettingsProblem.DAMAGED, "the file is empty")
    try:
        return tomllib.loads(data.decode("utf-8-sig"))  # a byte-order mark (Notepad) is fine
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise _UnusableSettingsError(SettingsProblem.DAMAGED, str(error)) from error


def _settings_from(raw: dict[str, Any]) -> Settings:
    settings = Settings(
        service=_section(ServiceSettings, raw.get("service")),
        kiosk=_section(KioskSettings, raw.get("kiosk")),
        operator=_section(OperatorSettings, raw.get("operator")),
    )
    _normalise_addresses(settings.service)
    return settings


def read_settings(path: Path | None = None) -> LoadedSettings:
    """The settings in the file and what is wrong with it, if anything, changing nothing: the one
    reading behind ``open_settings`` (the kiosk's start), ``load_settings`` and ``kiosk doctor``,
    so they reach the same verdict. A file that cannot be used gives the defaults."""
    path = path or settings_path()
    try:
        return LoadedSettings(_settings_from(_read(path)))
    except _UnusableSettingsError as error:
        return LoadedSettings(_settings_from({}), error.problem, path, detail=str(error))


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings file; a missing or unreadable file gives the defaults.

    Only reads (for ``kiosk doctor`` and the like): the kiosk itself starts with
    ``open_settings``, which sets a damaged file aside and says so.
    """
    loaded = read_settings(path)
    if loaded.problem is not None:
        log.warning("Settings file %s unreadable (%s); using defaults", loaded.path, loaded.detail)
    return loaded.settings


def _utc_now() -> datetime:
    return datetime.now(UTC)


def open_settings(
    path: Path | None = None, clock: Callable[[], datetime] = _utc_now
) -> LoadedSettings:
    """The settings at start. A damaged file is kept aside, renamed beside it with the UTC time
    (``settings.corrupt-20240501T120000-000000Z.toml``, as the journal does), so nothing staff set
    is lost, the next save does not overwrite it, and the kiosk starts from the defaults; the
    result says so, for staff. A file that cannot be read at all is left where it is."""
    path = path or settings_path()
    loaded = read_settings(path)
    if (problem := loaded.problem) is None:
        return loaded
    aside: Path | None = None
    if problem is SettingsProblem.DAMAGED:
        stamp = clock().astimezone(UTC).strftime("%Y%m%dT%H%M%S-%fZ")
        aside = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
        try:
            path.replace(aside)
        except OSError as move_error:
            log.error("Settings file %s could not be moved aside: %s", path, move_error)
            aside = None
    where = f"kept as {aside}" if aside else "left where it is"
    log.warning(
        "Settings file %s %s (%s): %s; using defaults", path, problem.value, loaded.detail, where
    )
    return replace(loaded, aside=aside)


def _normalise_addresses(service: ServiceSettings) -> None:
    """Addresses without trailing slashes or spaces (``normalise_address``), in place.

    A base URL typed as ``https://api.poap.tech/`` would otherwise become a token audience the
    issuer refuses. Done where settings are read, overridden and saved, so the kiosk, the file
    and the connection page all show the address the client uses.
    """
    for name in ADDRESS_FIELDS:
        setattr(service, name, normalise_address(getattr(service, name)))


def service_config(settings: Settings) -> ServiceConfig:
    """What the client needs, with the environment's address overrides applied."""
    service = effective_service_settings(settings)
    return ServiceConfig(
        base_url=service.base_url,
        auth_url=service.auth_url,
        mint_site=service.mint_site,
        timeout_s=service.timeout_s,
        ca_bundle=service.ca_bundle,
        use_os_trust_store=service.use_os_trust_store,
    )


def effective_service_settings(settings: Settings) -> ServiceSettings:
    """The service settings with environment overrides applied (never written back to the file)."""
    service = replace(settings.service)
    for name, variable in ADDRESS_ENVIRONMENT.items():
        if value := os.environ.get(variable, "").strip():
            setattr(service, name, value)
    _normalise_addresses(service)
    return service


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically, so a power cut never leaves half a settings file.

    The service addresses are normalised first, in ``settings`` itself, so what the kiosk goes on
    using is what the file says.
    """
    _normalise_addresses(settings.service)
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(tomli_w.dumps(asdict(settings)), encoding="utf-8")
    temporary.replace(path)
    return path
