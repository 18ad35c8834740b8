"""Render every attendee page and every operator page offscreen and save one PNG per screen.

The attendee pages are shown with sample data. The operator pages come from a real kiosk
(``KioskApp``) set up from scratch against an in-process emulator, the way door staff do it
(docs/operator-guide.md walks through the same screens): a temporary settings folder and an
in-memory keyring, so nothing of this machine's own kiosk is read or written.

Run from the repository root: ``.venv/bin/python docs/make_screenshots.py`` (writes
docs/screenshots/). ``--size 1920x1080 --out /tmp/shots`` checks the other screen size. Offscreen
(the default), the screen is made that size too, so the locked kiosk fills it as on a touchscreen.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import keyring
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QFileDialog,
    QLineEdit,
    QScrollArea,
    QWidget,
)

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import Screen
from kiosk.core.dispenser import DispenserState, Reach, mint_page_url
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import MintJournal
from kiosk.core.reasons import InputProblem, Outcome
from kiosk.core.settings import Settings, save_settings, settings_path
from kiosk.emulator import EmulatorServer
from kiosk.presenters.operator_setup import STEP_CHECKS, STEP_CONNECTION, STEP_DROP
from kiosk.presenters.staff import (
    STEP_CODES,
    STEP_JOURNAL,
    STEP_OPERATOR_PASS,
    STEP_OPTIONS,
    STEP_SECRET_WORD,
    STEP_STATISTICS,
)
from kiosk.ui.kiosk_window import AttendeeInputs, BusyStep, KioskWindow
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, offered_languages
from kiosk.ui.operator.codes_page import CodesPage
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.operator_pass_page import OperatorPassPage
from kiosk.ui.operator.options_page import OptionsPage
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.operator.secret_word_page import SecretWordPage
from kiosk.ui.operator.statistics_page import StatisticsPage, TileTone
from kiosk.ui.theme import ThemeScale, apply_theme, scale_for
from tests.keyrings import MemoryKeyring

DROP_NAME = "Berlin Blockchain Week 2026 — Main Stage"
RECIPIENT = "0x71C7…976F"
WAIT_S = 20.0
PIN = "2468"
WRONG_PIN = "1357"
WRONG_EDIT_CODE = "000000"  # the emulator's drops have other edit codes

Page = TypeVar("Page", bound=QWidget)


def sample_artwork(side: int = 500) -> QPixmap:
    """A round badge like a real drop's artwork, drawn here so the docs need no image files."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(side, side))
    gradient.setColorAt(0, QColor("#7c3aed"))
    gradient.setColorAt(1, QColor("#06b6d4"))
    painter.setBrush(gradient)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(0, 0, side, side))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(QRectF(side * 0.3, side * 0.3, side * 0.4, side * 0.4))
    painter.end()
    return pixmap


def sample_camera_frame() -> QImage:
    """A dim, blurred scene such as a webcam shows in a hall, with a phone-like bright rectangle."""
    image = QImage(1280, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(1280, 720))
    gradient.setColorAt(0, QColor("#3b3f4a"))
    gradient.setColorAt(1, QColor("#1c1f26"))
    painter.fillRect(image.rect(), gradient)
    painter.setBrush(QColor("#d9dde3"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(QRectF(520, 170, 260, 400), 24, 24)
    painter.end()
    return image


def screens(window: KioskWindow) -> dict[str, Callable[[], None]]:
    artwork = sample_artwork()
    inputs = AttendeeInputs()

    def welcome() -> None:
        window.show_welcome(True, inputs)
        window.show_preview_frame(sample_camera_frame())

    def recipient() -> None:
        window.show_recipient(DROP_NAME, artwork)
        window.show_preview_frame(sample_camera_frame())

    def code_entry_problem() -> None:
        window.show_code_entry()
        type_into(window.code_page.field, "https://poap.xyz/mint/abc123")
        window.show_input_problem(InputProblem.POAP_LINK_ELSEWHERE)

    def countdown() -> None:
        """Someone typing their address off a phone went quiet: "Still there?"."""
        recipient()
        type_into(window.recipient_page.field, "0x71C7656EC7ab88b098defB7")
        window.show_countdown(7)
    def dispenser(state: DispenserState) -> Callable[[], None]:
        def show() -> None:
            window.show_dispenser()
            window.dispenser_page.show_drop(DROP_NAME, artwork)
            link = mint_page_url(state.qr_hash, "", "https://poap.xyz") if state.qr_hash else ""
            window.dispenser_page.show_state(state, link)

        return show

    return {
        "welcome": welcome,
        "code_entry": window.show_code_entry,
        "code_entry_problem": code_entry_problem,
        "countdown": countdown,
        "secret_entry": window.show_secret_entry,
        "recipient": recipient,
        "busy": lambda: window.show_busy(BusyStep.MINTING),
        "result_minted": lambda: window.show_result(Outcome.MINTED, DROP_NAME, RECIPIENT, artwork),
        "result_on_its_way": lambda: window.show_result(
            Outcome.ON_ITS_WAY, DROP_NAME, RECIPIENT, artwork
        ),
        "result_already_claimed": lambda: window.show_result(
            Outcome.ALREADY_CLAIMED, DROP_NAME, "", artwork
        ),
        "result_mint_failed": lambda: window.show_result(
            Outcome.MINT_FAILED, DROP_NAME, RECIPIENT, artwork
        ),
        "result_unconfirmed": lambda: window.show_result(
            Outcome.UNCONFIRMED, DROP_NAME, RECIPIENT, artwork
        ),
        "result_other_drop": lambda: window.show_result(
            Outcome.OTHER_DROP, "Harbour Lights Meetup", "", artwork
        ),
        "result_queued": lambda: window.show_result(Outcome.QUEUED, DROP_NAME, RECIPIENT, artwork),
        "result_no_network": lambda: window.show_result(Outcome.NO_NETWORK, "", "", None),
        "result_secret_word_not_found": lambda: window.show_result(
            Outcome.NOT_FOUND, "", "", None, secret_word=True
        ),
        "dispenser_tap": dispenser(DispenserState(DispenserScreen.TAP, left=42)),
        "dispenser_showing": dispenser(DispenserState(DispenserScreen.SHOWING, "x7k2pq")),
        "dispenser_offline": dispenser(
            DispenserState(DispenserScreen.SHOWING, "x7k2pq", reach=Reach.NO_ANSWER)
        ),
        "dispenser_empty": dispenser(DispenserState(DispenserScreen.EMPTY)),
        "dispenser_expired": dispenser(DispenserState(DispenserScreen.EXPIRED)),
    }


def attendee_screens(size: tuple[int, int], out: Path) -> None:
    window = KioskWindow()
    window.resize(*size)
    window.show_welcome(True, AttendeeInputs())
    window.show()
    for name, show in screens(window).items():
        show()
        save(window, out, name)
        window.show_countdown(None)  # the flow takes it away when the page changes
    window.close()


LANGUAGE_SCREENS = ("welcome", "recipient", "result_minted")


def language_screens(size: tuple[int, int], out: Path) -> None:
    """The welcome, recipient and result screens in each language the kiosk ships, its row of
    languages shown, into ``out/languages/<code>_<screen>.png``."""
    folder = out / "languages"
    folder.mkdir(exist_ok=True)
    codes = offered_languages("")
    for code in codes:
        apply_language(code)
        window = KioskWindow()
        window.offer_languages(codes, code)
        window.resize(*size)
        window.show()
        shows = screens(window)
        for name in LANGUAGE_SCREENS:
            shows[name]()
            save(window, folder, f"{code}_{name}")
        window.close()
        window.deleteLater()
    apply_language(SOURCE_LANGUAGE)


def save(widget: QWidget, out: Path, name: str) -> None:
    QApplication.processEvents()
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


def open_dialog(parent: QWidget, kind: type[Page]) -> Page | None:
    """The dialog of ``kind`` open over ``parent``, if any."""
    shown = [dialog for dialog in parent.findChildren(kind) if dialog.isVisible()]
    return shown[0] if shown else None


def wait_until(condition: Callable[[], bool], what: str) -> None:
    """Let the kiosk's background calls answer; a screen that never comes is an error."""
    deadline = time.monotonic() + WAIT_S
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"Gave up waiting for {what}")
        QTest.qWait(20)  # also deletes what the pages let go, as the running app would


def click(button: QWidget) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(field: QWidget, text: str, *, enter: bool = False) -> None:
    if isinstance(field, QLineEdit | QAbstractSpinBox):
        field.clear()
    field.setFocus()
    QTest.keyClicks(field, text)
    if enter:
        QTest.keyClick(field, Qt.Key.Key_Return)


class ScreenshotKeyring(MemoryKeyring):
    """The keyring the "Test connection" page names: say what it is rather than a test module."""

    __module__ = "in-memory keyring for the screenshots"


class Walkthrough:
    """A fresh install set up through the real operator pages, screen by screen.

    The steps are those of tests/test_kiosk_app.py and of docs/operator-guide.md.
    """

    def __init__(
        self, app: KioskApp, emulator: EmulatorServer, size: tuple[int, int], out: Path
    ) -> None:
        self.app = app
        self.emulator = emulator
        self.size = size
        self.out = out
        self.area = app.screens.area
        self.setup = app.screens.setup

    def shot(self, name: str) -> None:
        save(self.app.window, self.out, name)

    def open_page(self, key: str, kind: type[Page]) -> Page:
        """Tap the step ``key`` on the left; its page, of the kind the caller expects."""
        click(self.area.step(key))
        page = self.area.page(key)
        assert isinstance(page, kind)
        return page

    def run(self) -> None:
        self.first_start()
        self.connection()
        self.drop()
        self.pin()
        self.attendees()
        self.staff_back_in()
        self.admin_pages()

    def first_start(self) -> None:
        self.app.start()
        self.app.window.resize(*self.size)  # start() gives a windowed kiosk 1280x800
        wait_until(lambda: self.area.current_key() == STEP_CONNECTION, "the setup")
        page = self.setup.connection.page
        wait_until(lambda: bool(page.fields["base_url"].text()), "the connection page")
        self.shot("operator_first_start")

    def connection(self) -> None:
        page, issued = self.setup.connection.page, self.emulator.credentials
        values = {
            "base_url": self.emulator.base_url,
            "auth_url": self.emulator.auth_url,
            "mint_site": self.emulator.mint_site,
            "api_key": issued.api_key,
            "client_id": issued.client_id,
            "client_secret": issued.client_secret,
        }
        for name, value in values.items():
            type_into(page.fields[name], value)
        self.shot("operator_connection")  # the secrets show as dots
        click(page.save_button)
        checks = self.setup.checks.page
        wait_until(lambda: self.area.current_key() == STEP_CHECKS, "the connection test")
        wait_until(lambda: checks.test_button.isEnabled() and bool(checks.lines), "the checks")
        self.shot("operator_test_no_drop_yet")

    def drop(self) -> None:
        """Search by name, tap the drop, use it; then the test again, now all green."""
        click(self.area.step(STEP_DROP))
        page, demo = self.setup.drops.page, self.emulator.state.drops[0]
        type_into(page.search_field, demo.name)
        click(page.search_button)
        wait_until(
            lambda: page.results.count() > 0 and demo.name in page.results.item(0).text(),
            "the search's results",
        )
        row = page.results.visualItemRect(page.results.item(0)).center()
        QTest.mouseClick(page.results.viewport(), Qt.MouseButton.LeftButton, pos=row)
        wait_until(lambda: page.drop_name.text() == demo.name, "the drop's details")
        wait_until(page.choose_button.isEnabled, "the drop's network")
        click(page.choose_button)
        wait_until(page.in_use.isVisible, "the drop to be in use")
        wait_until(lambda: not page.artwork.pixmap().isNull(), "the drop's artwork")
        wait_until(page.change_button.isEnabled, "the drop's network")
        self.shot("operator_drop")
        click(page.change_button)  # the form that asks for the edit code; closed again after
        wait_until(page.change_form.isVisible, "the change network form")
        self.shot("operator_drop_change_network")
        click(page.change_button)

        click(self.area.step(STEP_CHECKS))
        checks = self.setup.checks.page
        click(checks.test_button)
        wait_until(lambda: checks.test_button.isEnabled() and bool(checks.lines), "the checks")
        self.shot("operator_test_connection")

    def pin(self) -> None:
        click(self.area.leave_button)  # refused: kiosk mode needs a PIN first
        options = self.area.page(STEP_OPTIONS)
        assert isinstance(options, OptionsPage)
        self.shot("operator_pin_needed")
        scroll = options.findChild(QScrollArea, "OptionsScroll")
        assert isinstance(scroll, QScrollArea)
        scroll.ensureWidgetVisible(options.set_pin_button)
        type_into(options.pin, PIN)
        type_into(options.pin_repeat, PIN)
        click(options.set_pin_button)
        wait_until(lambda: bool(self.app.settings.operator.pin_hash), "the PIN to be saved")
        scroll.ensureWidgetVisible(options.set_pin_button)
        self.shot("operator_options")
        scroll.verticalScrollBar().setValue(0)
        self.shot("operator_options_top")

    def attendees(self) -> None:
        """Back to the kiosk; a few attendees mint, so statistics and journal have rows."""
        click(self.area.leave_button)
        wait_until(lambda: self.app.attendees_open, "the kiosk to open for attendees")
        lock = self.app.staff.lock  # what a kiosk started without --windowed engages here
        lock.engage()
        wait_until(self.app.window.isFullScreen, "the kiosk lock")
        self.shot("kiosk_locked")
        lock.release()
        demo = self.emulator.state.drops[0]
        for qr_hash, recipient in (
            (demo.qr_hashes[0], "0x" + "ab" * 20),
            (demo.qr_hashes[1], "vitalik.eth"),
            (demo.qr_hashes[2], "ana@example.com"),
            (demo.qr_hashes[3], "0x" + "cd" * 20),
            (demo.qr_hashes[0], ""),  # a second try with a used code: already claimed
        ):
            self.mint_with_code(qr_hash, recipient)

    def mint_with_code(self, qr_hash: str, recipient: str) -> None:
        window, kiosk = self.app.window, self.app.kiosk
        assert kiosk is not None
        flow = kiosk.controller.flow
        click(window.welcome_page.code_button)
        type_into(window.code_page.field, qr_hash, enter=True)
        if recipient:
            wait_until(lambda: flow.state.screen is Screen.ASK_RECIPIENT, "the recipient page")
            type_into(window.recipient_page.field, recipient, enter=True)
        wait_until(lambda: flow.state.screen is Screen.RESULT, "the result")
        click(window.result_page.start_over_button)
        wait_until(lambda: flow.state.screen is Screen.IDLE, "the welcome page")

    def staff_back_in(self) -> None:
        """The PIN pad as staff meet it, then after wrong PINs, then the right PIN."""
        gate, pin_pad = self.app.staff.gate, self.app.staff.pin_pad
        gate.request()  # what the long press on the corner and Ctrl+Alt+O do
        wait_until(lambda: self.app.window.staff_screen() is pin_pad, "the PIN pad")
        QTest.keyClicks(pin_pad, PIN[:2])  # fast keys: the scanner input hands them on later
        wait_until(lambda: pin_pad.entered_length() == 2, "the dots of two digits")
        self.shot("pin_pad")
        click(pin_pad.cancel_button)
        wait_until(lambda: self.app.window.staff_screen() is None, "the attendee pages")
        gate.request()
        wait_until(lambda: self.app.window.staff_screen() is pin_pad, "the PIN pad")
        for _attempt in range(3):  # the third wrong PIN in a row makes the next try wait
            QTest.keyClicks(pin_pad, WRONG_PIN)
            QTest.keyClick(pin_pad, Qt.Key.Key_Return)
            wait_until(lambda: pin_pad.status.property("tone") == "failed", "the PIN refused")
            wait_until(lambda: not gate.checking(), "the gate")
        self.shot("pin_pad_wrong")

    def admin_pages(self) -> None:
        """After the wait, the right PIN; then each operator page with real data."""
        pin_pad = self.app.staff.pin_pad
        wait_until(pin_pad.keypad.isEnabled, "the wait after wrong PINs to end")
        QTest.keyClicks(pin_pad, PIN)
        QTest.keyClick(pin_pad, Qt.Key.Key_Return)
        wait_until(lambda: self.app.window.staff_screen() is self.area, "the operator area")
        demo = self.emulator.state.drops[0]

        codes = self.open_page(STEP_CODES, CodesPage)
        type_into(codes.edit_code, WRONG_EDIT_CODE)
        click(codes.check_button)
        refused = CheckTone.FAILED.value
        wait_until(lambda: codes.check_line.property("tone") == refused, "the edit code refused")
        wait_until(codes.check_button.isEnabled, "the codes page")
        self.shot("operator_codes_wrong")
        type_into(codes.edit_code, demo.edit_code)
        click(codes.check_button)
        wait_until(lambda: codes.table.rowCount() > 0, "the mint codes")
        self.shot("operator_codes")

        word = self.open_page(STEP_SECRET_WORD, SecretWordPage)
        type_into(word.word, demo.website_secret or "")
        click(word.check_button)
        wait_until(word.use_button.isEnabled, "the secret word's check")
        click(word.use_button)
        wait_until(lambda: (demo.website_secret or "") in word.current.text(), "the word in use")
        self.shot("operator_secret_word")

        operator_pass = self.open_page(STEP_OPERATOR_PASS, OperatorPassPage)
        click(operator_pass.new_button)
        wait_until(lambda: not operator_pass.qr.pixmap().isNull(), "the operator pass")
        self.shot("operator_pass")

        stats = self.open_page(STEP_STATISTICS, StatisticsPage)
        wait_until(lambda: stats.minted.value.text() != "0", "the statistics")
        wait_until(lambda: stats.codes_left.value.text().isdigit(), "the codes left")
        self.shot("operator_statistics")
        self.low_codes(int(stats.codes_left.value.text()))

        journal = self.open_page(STEP_JOURNAL, JournalPage)
        wait_until(lambda: journal.model.rowCount() >= 4, "the journal's rows")
        row = journal.table.visualRect(journal.model.index(0, 0)).center()
        QTest.mouseClick(journal.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
        wait_until(lambda: bool(journal.details.text()), "the row's details")
        self.shot("operator_journal")
        self.export_dialog(journal)
        self.close_confirmation()

    def export_dialog(self, journal: JournalPage) -> None:
        """Export CSV…: Qt's own save dialog under the operator theme; cancelled."""
        click(journal.export_button)
        wait_until(lambda: open_dialog(journal, QFileDialog) is not None, "the save dialog")
        dialog = open_dialog(journal, QFileDialog)
        assert dialog is not None
        dialog.resize(900, 560)
        save(dialog, self.out, "operator_journal_export")
        dialog.reject()

    def close_confirmation(self) -> None:
        """Close app asks first; cancelled, so the walk goes on."""
        click(self.area.quit_button)
        wait_until(lambda: self.area.quit_confirmation is not None, "the close confirmation")
        confirmation = self.area.quit_confirmation
        assert confirmation is not None
        save(confirmation, self.out, "operator_close_confirmation")
        click(confirmation.cancel_button)
        wait_until(lambda: self.area.quit_confirmation is None, "the confirmation to close")

    def low_codes(self, left: int) -> None:
        """Kiosk options: warn below the next ten above the codes left; Statistics then warns."""
        options = self.open_page(STEP_OPTIONS, OptionsPage)
        threshold = (left // 10 + 1) * 10
        type_into(options.low_codes_warning, str(threshold))
        click(options.save_button)
        wait_until(lambda: self.app.settings.kiosk.low_codes_warning == threshold, "the options")
        stats = self.open_page(STEP_STATISTICS, StatisticsPage)
        wait_until(lambda: stats.codes_left.tone() is TileTone.WARNING, "the low-codes warning")
        self.shot("operator_statistics_low_codes")


def operator_screens(size: tuple[int, int], out: Path) -> None:
    """Walk through a fresh install in a throwaway home: temporary folders, keyring in memory."""
    home = Path(tempfile.mkdtemp(prefix="kiosk-screenshots-"))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = str(home / name.lower())
    for name in ("KIOSK_API_KEY", "KIOSK_CLIENT_ID", "KIOSK_CLIENT_SECRET", "KIOSK_BASE_URL",
                 "KIOSK_AUTH_URL", "KIOSK_MINT_SITE"):
        os.environ.pop(name, None)
    keyring.set_keyring(ScreenshotKeyring())
    if not settings_path().is_relative_to(home):  # platformdirs ignores XDG_* on this OS
        raise SystemExit("The operator screens need Linux: they would touch this kiosk's settings")
    emulator = EmulatorServer(mint_delays=(0.05, 0.05))
    emulator.start()
    settings = Settings()
    settings.kiosk.allow_camera = False  # no camera here; the docs show the typed paths
    app = KioskApp(
        settings,
        MintJournal(home / "journal.sqlite3"),
        save_settings,
        windowed=True,  # a window of the asked size; the lock looks the same full screen
    )
    try:
        Walkthrough(app, emulator, size, out).run()
    finally:
        app.close()
        emulator.stop()


def offscreen_screen(width: int, height: int) -> str:
    """The offscreen platform with one screen of this size (its default is 800x800)."""
    config = Path(tempfile.mkdtemp(prefix="kiosk-screen-")) / "screen.json"
    screen = {"name": "Kiosk", "width": width, "height": height}
    config.write_text(json.dumps({"screens": [screen]}))
    return f"offscreen:configfile={config}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "screenshots")
    parser.add_argument(
        "--attendee-only", action="store_true", help="only the attendee pages (no emulator)"
    )
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))

    if os.environ["QT_QPA_PLATFORM"] == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = offscreen_screen(width, height)
    app = QApplication(sys.argv[:1])
    apply_theme(app, ThemeScale(scale_for(width, height)))  # as the kiosk sizes it for a screen
    args.out.mkdir(parents=True, exist_ok=True)
    attendee_screens((width, height), args.out)
    language_screens((width, height), args.out)
    if not args.attendee_only:
        operator_screens((width, height), args.out)


if __name__ == "__main__":
    main()
