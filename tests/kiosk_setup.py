"""A kiosk set up as staff would leave it, without going through the staff pages."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from kiosk.core.operator_pin import hash_pin
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.service.client import EventChanges

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from kiosk.presenters.attendee_side import Kiosk


def settings_set_up_for(emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """Credentials in the environment, the emulator's first drop, a PIN, no camera, windowed."""
    issued = emulator.credentials
    for variable, value in (
        ("KIOSK_API_KEY", issued.api_key),
        ("KIOSK_CLIENT_ID", issued.client_id),
        ("KIOSK_CLIENT_SECRET", issued.client_secret),
    ):
        monkeypatch.setenv(variable, value)
    settings = Settings()
    settings.service.base_url, settings.service.auth_url = emulator.base_url, emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.kiosk.allow_camera = False
    settings.operator.kiosk_mode = False
    settings.operator.pin_hash = hash_pin("2468")
    return settings


def restarted_a_minute_later(journal_file: Path) -> None:
    """The last run's mints as a kiosk started a minute after them finds them: sent longer ago
    than the gateway's 29 s, so the status of each says what happened to it."""
    earlier = (datetime.now(UTC) - timedelta(minutes=1)).isoformat(timespec="microseconds")
    with sqlite3.connect(journal_file) as connection:
        connection.execute("UPDATE mints SET sent_at = ? WHERE sent_at != ''", (earlier,))
    connection.close()


def expire_yesterday(emulator: EmulatorServer) -> None:
    """The organiser moves drop 1's dates into the past through the service: it expired
    yesterday, on the service's calendar and on the kiosk's alike (the kiosk reads the expiry
    date the service gives against its own clock; ``advance_clock`` would move only the
    service's)."""
    drop = emulator.state.drops[0]
    today = emulator.state.today()
    config = ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site)
    issued = emulator.credentials
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    with ServiceClient(config, credentials, token_store=MemoryTokenStore()) as organiser:
        organiser.update_event(
            drop.fancy_id,
            EventChanges(
                start_date=(today - timedelta(days=10)).isoformat(),
                end_date=(today - timedelta(days=5)).isoformat(),
                expiry_date=(today - timedelta(days=1)).isoformat(),
            ),
            drop.edit_code,
        )


def started(made: Kiosk, qtbot: QtBot) -> Iterator[Kiosk]:
    """``made`` in its window on the screen, started and holding a token; closed after."""
    made.window.resize(1280, 800)
    qtbot.addWidget(made.window)
    made.window.show()
    made.controller.start()
    made.client.fetch_token()
    try:
        yield made
    finally:
        made.close()
