"""The operator pass page and presenter: a new pass reads back from the screen and the paper."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from kiosk.core.operator_pin import is_operator_pass, verify_secret
from kiosk.core.settings import Settings, load_settings, save_settings, settings_path
from kiosk.presenters.operator_pass import OperatorPassPresenter
from kiosk.ui.operator.operator_pass_page import OperatorPassPage
from kiosk.workers.background_calls import BackgroundCalls
from tests.core.test_qr_image import decode_image
from tests.ui.conftest import SMALL_SCREEN
from tests.ui.touch import tap


@pytest.fixture
def calls() -> Iterator[BackgroundCalls]:
    calls = BackgroundCalls("test-operator-pass")
    yield calls
    calls.stop()


@pytest.fixture
def page(qtbot: QtBot, themed_app: QApplication) -> OperatorPassPage:
    page = OperatorPassPage()
    qtbot.addWidget(page)
    page.resize(*SMALL_SCREEN)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def settings() -> Settings:
    return Settings()


@pytest.fixture
def presenter(
    page: OperatorPassPage, settings: Settings, calls: BackgroundCalls
) -> OperatorPassPresenter:
    return OperatorPassPresenter(page, settings, save_settings, calls)


def shown_payload(page: OperatorPassPage) -> str:
    payloads = decode_image(page.qr.pixmap().toImage())
    assert len(payloads) == 1
    return payloads[0]


def printed_payloads(pdf: Path) -> list[str]:
    """The QR texts on the first page of a card, rendered as a printer would."""
    document = QPdfDocument()
    assert document.load(str(pdf)) == QPdfDocument.Error.None_
    return decode_image(document.render(0, QSize(840, 1184)))


def make_pass(qtbot: QtBot, page: OperatorPassPage, settings: Settings) -> str:
    before = settings.operator.operator_pass_hash
    tap(page.new_button)
    qtbot.waitUntil(lambda: settings.operator.operator_pass_hash != before and page.qr.isVisible())
    return shown_payload(page)


@pytest.mark.usefixtures("presenter")
def test_a_new_pass_is_shown_and_only_its_hash_saved(
    qtbot: QtBot, page: OperatorPassPage, settings: Settings
) -> None:
    assert page.no_pass.isVisible()
    assert not page.print_button.isEnabled()
    assert not page.save_button.isEnabled()

    payload = make_pass(qtbot, page, settings)

    assert is_operator_pass(payload)
    saved = load_settings(settings_path())
    assert verify_secret(payload, saved.operator.operator_pass_hash)
    assert payload not in settings_path().read_text(encoding="utf-8")
    assert page.print_button.isEnabled()
    assert not page.no_pass.isVisible()
    assert page.check_line.property("tone") == "ok"


@pytest.mark.usefixtures("presenter")
def test_making_another_pass_cancels_the_first(
    qtbot: QtBot, page: OperatorPassPage, settings: Settings
) -> None:
    first = make_pass(qtbot, page, settings)
    second = make_pass(qtbot, page, settings)

    assert first != second
    assert verify_secret(second, settings.operator.operator_pass_hash)
    assert not verify_secret(first, settings.operator.operator_pass_hash)


def test_a_pass_that_cannot_be_saved_leaves_the_old_one_working(
    qtbot: QtBot, page: OperatorPassPage, settings: Settings, calls: BackgroundCalls
) -> None:
    def unwritable(_settings: Settings) -> None:
        raise PermissionError("read-only settings folder")

    settings.operator.operator_pass_hash = "old-hash"
    OperatorPassPresenter(page, settings, unwritable, calls)
    tap(page.new_button)

    qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed")
    assert settings.operator.operator_pass_hash == "old-hash"
    assert not page.qr.isVisible()
    assert page.new_button.isEnabled()


@pytest.mark.usefixtures("presenter")
def test_save_as_pdf_writes_the_card_where_staff_chose(
    qtbot: QtBot, page: OperatorPassPage, settings: Settings, tmp_path: Path
) -> None:
    payload = make_pass(qtbot, page, settings)
    target = tmp_path / "pass.pdf"

    tap(page.save_button)
    dialog = page.findChild(QFileDialog)
    assert isinstance(dialog, QFileDialog)
    dialog.selectFile(str(target))
    dialog.accept()

    qtbot.waitUntil(target.exists)
    assert printed_payloads(target) == [payload]
    assert page.check_line.property("tone") == "ok"


@pytest.mark.usefixtures("presenter")
def test_a_pdf_in_a_missing_folder_says_it_failed(
    qtbot: QtBot, page: OperatorPassPage, settings: Settings, tmp_path: Path
) -> None:
    make_pass(qtbot, page, settings)

    page.save_requested.emit(str(tmp_path / "no such folder" / "pass.pdf"))

    assert page.check_line.property("tone") == "failed"


@pytest.mark.usefixtures("presenter")
def test_print_opens_the_print_dialog_and_prints_what_it_accepted(
    qtbot: QtBot, page: OperatorPassPage, settings: Settings, tmp_path: Path
) -> None:
    payload = make_pass(qtbot, page, settings)
    target = tmp_path / "printed.pdf"

    tap(page.print_button)
    dialog = page.findChild(QPrintDialog)
    assert isinstance(dialog, QPrintDialog)
    qtbot.waitUntil(dialog.isVisible)
    file_field = dialog.findChild(QLineEdit, "filename")  # no printer here: "Print to File"
    assert isinstance(file_field, QLineEdit)
    file_field.setText(str(target))
    dialog.accept()

    qtbot.waitUntil(lambda: page.check_line.property("tone") == "ok")
    assert printed_payloads(target) == [payload]
