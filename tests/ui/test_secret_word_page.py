"""The secret word page on its own: what each check result says and allows."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from kiosk.ui.operator.secret_word_page import SecretWordPage, SecretWordView

GOOD = SecretWordView(
    word="hidden-ferret",
    claimed=3,
    total=10,
    starts=datetime(2026, 11, 20, 9, 0).astimezone(),
    ends=datetime(2026, 11, 21, 18, 30).astimezone(),
    open_now=True,
    switched_off=False,
    kiosk_can_use=True,
    drop_expired=False,
    drop_name="Demo Day",
    other_drop=False,
)


@pytest.fixture
def page(qtbot: QtBot, themed_app: QApplication) -> SecretWordPage:
    page = SecretWordPage()
    qtbot.addWidget(page)
    return page


def test_a_good_word_shows_claims_and_window_and_can_be_used(
    qtbot: QtBot, page: SecretWordPage
) -> None:
    page.show_word(GOOD)

    assert page.claims_line.text() == "3 of 10 claims used, 7 left"
    assert page.window_line.text() == (
        "Works from 20 Nov 2026, 09:00 to 21 Nov 2026, 18:30: active now."
    )
    assert page.check_line.property("tone") == "ok"
    with qtbot.waitSignal(page.use_requested) as sent:
        qtbot.mouseClick(page.use_button, Qt.MouseButton.LeftButton)
    assert sent.args == ["hidden-ferret"]


@pytest.mark.parametrize(
    ("view", "tone", "usable", "words"),
    [
        (replace(GOOD, open_now=False), "warning", True, "attendees cannot use it now"),
        (replace(GOOD, open_now=False, switched_off=True), "warning", True, "it is switched off"),
        (replace(GOOD, claimed=10), "warning", True, "all its claims are used"),
        (replace(GOOD, open_now=None), "warning", True, "the service did not say its time"),
        (replace(GOOD, open_now=None, claimed=10), "warning", True, "all its claims are used"),
        (replace(GOOD, kiosk_can_use=False), "failed", False, "only in the POAP app"),
        (replace(GOOD, other_drop=True), "failed", False, "belongs to another drop"),
        (replace(GOOD, drop_expired=True), "failed", False, "its drop has expired"),
    ],
)
def test_each_check_result_says_what_it_means(
    page: SecretWordPage, view: SecretWordView, tone: str, usable: bool, words: str
) -> None:
    page.show_word(view)

    assert page.check_line.property("tone") == tone
    assert words in page.check_line.text()
    assert page.use_button.isEnabled() is usable


def test_a_window_the_service_did_not_give_is_said(page: SecretWordPage) -> None:
    page.show_word(replace(GOOD, starts=None, ends=None, open_now=False))

    assert page.window_line.text() == (
        "Works from (not given) to (not given): not active now."
    )


def test_an_empty_word_is_not_sent(qtbot: QtBot, page: SecretWordPage) -> None:
    with qtbot.assertNotEmitted(page.check_requested):
        qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)

    assert page.check_line.text() == "Type the secret word first."
