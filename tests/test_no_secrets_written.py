"""A whole kiosk session, built as ``run_kiosk`` builds it, then every file it wrote is searched.

Credentials come from the environment, settings from the saved file; attendees type codes, a secret
word, wallets and an e-mail, one link is already claimed and one mint meets a server error; every
page is captured. Afterwards no file under the private config, data, cache and state folders (the
log file included) holds the API key, the client secret or the access token, no label on screen
ever showed one, and the logs hold no full recipient.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import MintJournal
from kiosk.core.logs import log_folder, setup_logging
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import load_credentials
from kiosk.core.settings import APP_NAME, Settings, load_settings, save_settings, settings_path
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from tests.keyrings import MemoryKeyring

WAIT_MS = 15_000
SUCCESSES = {Outcome.MINTED, Outcome.ON_ITS_WAY, Outcome.RESERVED_BY_EMAIL}
EMAIL = "visitor.name+kiosk@example.org"


def wallet(name: str) -> str:
    return "0x" + hashlib.sha1(name.encode()).hexdigest()


@pytest.fixture
def log_file() -> Iterator[Path]:
    """The app's log file at debug level, as verbose as it can get; handlers removed after."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield setup_logging(logging.DEBUG)
    for handler in root.handlers[:]:
        if handler not in handlers:
            handler.close()
            root.removeHandler(handler)
    root.setLevel(level)


class Session:
    """Drives the real window like an attendee and remembers every text any widget showed."""

    def __init__(self, kiosk: Kiosk, qtbot: QtBot, screenshots: Path) -> None:
        self.kiosk = kiosk
        self.window = kiosk.window
        self.qtbot = qtbot
        self.screenshots = screenshots
        self.shown: list[str] = []
        kiosk.controller.state_changed.connect(lambda _state: self.capture())

    def capture(self) -> None:
        """Every page the attendee sees, as pixels in the data folder and as widget texts."""
        number = len(list(self.screenshots.glob("*.png")))
        self.window.grab().save(str(self.screenshots / f"screen-{number:03d}.png"))
        for widget in self.window.findChildren(QWidget):
            if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
                self.shown.append(widget.text())
            self.shown.append(widget.toolTip())
        self.shown.append(self.window.windowTitle())

    def screen(self) -> Screen:
        return self.kiosk.controller.flow.state.screen

    def click(self, button: QPushButton) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def type(self, field: QLineEdit, text: str) -> None:
        self.qtbot.keyClicks(field, text)
        self.qtbot.keyClick(field, Qt.Key.Key_Return)

    def finish(self, recipient: str | None) -> Outcome | None:
        """Give the recipient when asked, wait for the result, and start over."""
        self.qtbot.waitUntil(
            lambda: self.screen() in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS
        )
        if recipient is not None and self.screen() is Screen.ASK_RECIPIENT:
            self.type(self.window.recipient_page.field, recipient)
        self.qtbot.waitUntil(lambda: self.screen() is Screen.RESULT, timeout=WAIT_MS)
        outcome = self.kiosk.controller.flow.state.outcome
        self.click(self.window.result_page.start_over_button)
        self.qtbot.waitUntil(lambda: self.screen() is Screen.IDLE, timeout=WAIT_MS)
        return outcome

    def code(self, qr_hash: str, recipient: str | None) -> Outcome | None:
        self.click(self.window.welcome_page.code_button)
        self.type(self.window.code_page.field, qr_hash.upper())
        return self.finish(recipient)

    def secret_word(self, word: str, recipient: str) -> Outcome | None:
        self.click(self.window.welcome_page.secret_button)
        self.type(self.window.secret_page.field, word)
        return self.finish(recipient)


def files_under(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*") if path.is_file())


@pytest.fixture
def kiosk(
    qtbot: QtBot,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
    log_file: Path,
) -> Kiosk:
    """Built as ``run_kiosk`` builds it: credentials from the environment, saved settings.
    Not started: the test starts it and closes it before it reads the files."""
    issued = emulator.credentials
    monkeypatch.setenv("KIOSK_API_KEY", issued.api_key)
    monkeypatch.setenv("KIOSK_CLIENT_ID", issued.client_id)
    monkeypatch.setenv("KIOSK_CLIENT_SECRET", issued.client_secret)
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.kiosk.allow_camera = False
    settings.kiosk.secret_word = emulator.state.drops[0].website_secret or ""
    save_settings(settings)
    lookup = load_credentials()
    assert lookup.credentials is not None
    kiosk = build_kiosk(load_settings(), lookup.credentials, MintJournal())
    qtbot.addWidget(kiosk.window)
    kiosk.window.resize(1280, 800)
    kiosk.window.show()
    return kiosk


def test_a_session_writes_no_secret_anywhere(
    qtbot: QtBot,
    emulator: EmulatorServer,
    kiosk: Kiosk,
    private_user_dirs: Path,
    log_file: Path,
) -> None:
    issued = emulator.credentials
    drop = emulator.state.drops[0]
    assert drop.website_secret is not None
    screenshots = Path(platformdirs.user_data_dir(APP_NAME)) / "screenshots"
    screenshots.mkdir(parents=True)
    session = Session(kiosk, qtbot, screenshots)
    kiosk.controller.start()
    first, second, third, fourth = drop.qr_hashes[:4]
    try:
        assert session.code(first, wallet("first")) in SUCCESSES
        assert session.code(second, EMAIL) in SUCCESSES
        assert session.secret_word(drop.website_secret, wallet("secret")) in SUCCESSES
        assert session.code(first, wallet("again")) is Outcome.ALREADY_CLAIMED
        emulator.state.add_fault("GET /actions/claim-qr", Fault(status=500, times=9))
        assert session.code(third, wallet("busy")) is not None
        emulator.state.clear_faults()
        assert session.code(fourth, wallet("fourth")) in SUCCESSES
        stored = kiosk.client.token_store.load()
    finally:
        kiosk.close()  # everything written and closed before the files are read
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert stored is not None

    secrets = {
        "API key": issued.api_key,
        "client secret": issued.client_secret,
        "access token": stored.value,
    }
    on_screen = "\n".join(session.shown)
    for name, secret in secrets.items():
        assert secret not in on_screen, f"the {name} was shown on screen"

    written = files_under(private_user_dirs)
    assert settings_path() in written
    assert MintJournal().path in written
    assert len(list(screenshots.glob("*.png"))) >= 20
    assert any(path.parent.name == "artwork" for path in written)  # the artwork cache
    for path in written:
        content = path.read_bytes()
        for name, secret in secrets.items():
            assert secret.encode() not in content, f"the {name} is in {path}"

    logs = [path for path in written if path.is_relative_to(log_folder())]
    assert log_file in logs
    log_text = "\n".join(path.read_text("utf-8", errors="replace") for path in logs)
    assert "Mint " in log_text  # the session did log its mints
    for recipient in (EMAIL, *(wallet(name) for name in ("first", "secret", "busy", "fourth"))):
        assert recipient.lower() not in log_text.lower(), f"{recipient} is in the log"
