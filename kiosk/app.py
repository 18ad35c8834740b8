"""Composition root: builds settings, client, calls, workers and window, and wires them together.

The only module that knows every piece.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QApplication

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, FlowTimeouts
from kiosk.core.journal import MintJournal, journal_path
from kiosk.core.logs import redact_secret, setup_logging
from kiosk.core.secrets import load_credentials
from kiosk.core.settings import (
    ServiceSettings,
    Settings,
    effective_service_settings,
    load_settings,
)
from kiosk.service import Credentials, ServiceClient, ServiceConfig
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.theme import apply_theme
from kiosk.workers.attendee_controller import AttendeeController

log = logging.getLogger(__name__)


@dataclass
class Kiosk:
    """The running pieces, so they can be stopped in order."""

    client: ServiceClient
    journal: MintJournal
    window: KioskWindow
    controller: AttendeeController

    def close(self) -> None:
        self.controller.stop()
        self.client.close()
        self.journal.close()
        self.window.close()


def service_config_from(service: ServiceSettings) -> ServiceConfig:
    return ServiceConfig(
        base_url=service.base_url,
        auth_url=service.auth_url,
        mint_site=service.mint_site,
        timeout_s=service.timeout_s,
        ca_bundle=service.ca_bundle,
        use_os_trust_store=service.use_os_trust_store,
    )


def build_kiosk(settings: Settings, credentials: Credentials, journal: MintJournal) -> Kiosk:
    for secret in (credentials.api_key, credentials.client_secret):
        redact_secret(secret)
    service = effective_service_settings(settings)
    client = ServiceClient(service_config_from(service), credentials)
    kiosk_settings = settings.kiosk
    timeouts = FlowTimeouts(
        idle_s=kiosk_settings.idle_timeout_s, result_s=kiosk_settings.result_timeout_s
    )
    flow = AttendeeFlow(service.mint_site, timeouts)
    window = KioskWindow()
    inputs = AttendeeInputs(
        camera=kiosk_settings.allow_camera,
        code=kiosk_settings.allow_code,
        secret_word=kiosk_settings.allow_secret_word,
    )
    calls = AttendeeCalls(client, ArtworkCache())
    controller = AttendeeController(flow, calls, window, inputs=inputs, journal=journal)
    return Kiosk(client, journal, window, controller)


def _demo_settings(emulator_base_url: str, emulator_auth_url: str, mint_site: str) -> Settings:
    settings = Settings()
    settings.service.base_url = emulator_base_url
    settings.service.auth_url = emulator_auth_url
    settings.service.mint_site = mint_site
    return settings


def run_kiosk(*, demo: bool = False, self_test: bool = False, windowed: bool = False) -> int:
    if self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    setup_logging()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Mint Kiosk")
    apply_theme(app)

    emulator = None
    if demo or self_test:
        from kiosk.emulator import EmulatorServer

        emulator = EmulatorServer(mint_delays=(0.2, 0.5) if self_test else (1.0, 3.0))
        emulator.start()
        settings = _demo_settings(emulator.base_url, emulator.auth_url, emulator.mint_site)
        demo_drop = emulator.state.drops[0]
        settings.kiosk.drop_id = demo_drop.id
        settings.kiosk.secret_word = demo_drop.website_secret or ""
        demo_credentials = emulator.credentials
        credentials = Credentials(
            api_key=demo_credentials.api_key,
            client_id=demo_credentials.client_id,
            client_secret=demo_credentials.client_secret,
        )
        # The service addresses are the emulator's, whatever the environment says.
        for variable in ("KIOSK_BASE_URL", "KIOSK_AUTH_URL", "KIOSK_MINT_SITE"):
            os.environ.pop(variable, None)
    else:
        settings = load_settings()
        lookup = load_credentials()
        if lookup.credentials is None:
            print(
                "This kiosk is not set up yet: credentials missing ("
                + ", ".join(lookup.missing)
                + "). Run 'kiosk doctor' for what to do, or 'kiosk --demo' to try it.",
                file=sys.stderr,
            )
            return 2
        credentials = lookup.credentials

    # Demo and self-test keep their journals apart, so trying the kiosk never mixes with real mints.
    if self_test:
        journal = MintJournal(Path(tempfile.mkdtemp(prefix="kiosk-self-test-")) / "journal.sqlite3")
    elif demo:
        journal = MintJournal(journal_path().with_name("demo-journal.sqlite3"))
    else:
        journal = MintJournal()
    kiosk = build_kiosk(settings, credentials, journal)
    try:
        kiosk.controller.start()
        if self_test:
            from kiosk.self_test import run_self_test

            kiosk.window.resize(1280, 800)
            kiosk.window.show()
            return run_self_test(kiosk.controller, emulator) if emulator else 1
        if windowed:
            kiosk.window.resize(1280, 800)
            kiosk.window.show()
        else:
            kiosk.window.showFullScreen()
        return app.exec()
    finally:
        kiosk.close()
        if emulator is not None:
            emulator.stop()
