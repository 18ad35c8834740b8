"""The mint codes page on its own: what staff can type, what it asks for, how codes are listed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from kiosk.core.secrets import EditCodeHome
from kiosk.service.models import MintCode
from kiosk.ui.operator.codes_page import CodesPage, MoreMintsKind, MoreMintsRequest

CODES = [MintCode("zz0001", False), MintCode("aa0001", True), MintCode("mm0001", False)]


@pytest.fixture
def page(qtbot: QtBot, themed_app: QApplication) -> CodesPage:
    page = CodesPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


def _column(page: CodesPage, column: int) -> list[str]:
    items = [page.table.item(row, column) for row in range(page.table.rowCount())]
    return [item.text() for item in items if item is not None]


def test_the_edit_code_field_takes_six_digits_only(qtbot: QtBot, page: CodesPage) -> None:
    qtbot.keyClicks(page.edit_code, "12a45-6789")

    assert page.edit_code.text() == "124567"


def test_the_edit_code_is_hidden_until_staff_ask_to_see_it(qtbot: QtBot, page: CodesPage) -> None:
    assert page.edit_code.echoMode() is QLineEdit.EchoMode.Password

    qtbot.mouseClick(page.show_code, Qt.MouseButton.LeftButton)

    assert page.edit_code.echoMode() is QLineEdit.EchoMode.Normal
    assert page.show_code.text() == "Hide"


def test_check_sends_the_typed_code(qtbot: QtBot, page: CodesPage) -> None:
    qtbot.keyClicks(page.edit_code, "123456")

    with qtbot.waitSignal(page.check_requested) as sent:
        qtbot.keyClick(page.edit_code, Qt.Key.Key_Return)

    assert sent.args == ["123456"]


def test_codes_not_claimed_yet_come_first_under_the_counts(page: CodesPage) -> None:
    page.show_codes(CODES)

    assert page.counts.text() == "3 mint codes: 1 claimed, 2 left"
    assert _column(page, 0) == ["mm0001", "zz0001", "aa0001"]
    assert _column(page, 1) == ["Not claimed yet", "Not claimed yet", "Claimed"]


def test_an_expired_drops_codes_are_not_called_left(page: CodesPage) -> None:
    page.show_codes(CODES, drop_expired=True)

    assert page.counts.text() == "3 mint codes: 1 claimed; the drop has expired, none can be minted"


def test_more_mints_can_be_asked_for_only_after_a_good_edit_code(
    qtbot: QtBot, page: CodesPage
) -> None:
    assert not page.more_button.isEnabled()
    page.show_codes(CODES)
    page.show_code_accepted(EditCodeHome.KEYRING)
    page.more_kind.setCurrentIndex(page.more_kind.findData(MoreMintsKind.WEBSITE))
    page.more_amount.setValue(12)

    with qtbot.waitSignal(page.more_requested) as sent:
        qtbot.mouseClick(page.more_button, Qt.MouseButton.LeftButton)

    assert sent.args == [MoreMintsRequest(MoreMintsKind.WEBSITE, 12)]


def test_a_code_kept_for_this_run_only_is_said(page: CodesPage) -> None:
    page.show_code_accepted(EditCodeHome.MEMORY)

    assert page.check_line.property("tone") == "warning"
    assert "asked again after a restart" in page.check_line.text()


def test_while_busy_nothing_more_can_be_sent(page: CodesPage) -> None:
    page.show_codes(CODES)

    page.set_busy(True)

    assert not page.check_button.isEnabled()
    assert not page.more_button.isEnabled()
