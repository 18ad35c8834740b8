"""Kiosk mode: the window refuses to close or step back without staff, who get in three ways."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.operator_pin import PinAttempts, hash_pin, new_operator_pass
from kiosk.core.settings import OperatorSettings
from kiosk.ui.kiosk_lock import KioskLock
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.pin_pad import PinPad
from kiosk.workers.operator_gate import OperatorGate
from tests.ui.touch import press, tap, type_text

HOLD_MS = 50
LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


class DialogLikeWindow(QMainWindow):
    """Hides on Escape, as a dialog does: no close event, so only the lock's key filter stops it."""

    def __init__(self) -> None:
        super().__init__()
        self.page = QLabel("attendee pages")
        self.setCentralWidget(self.page)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
        else:
            super().keyPressEvent(event)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[DialogLikeWindow]:
    window = DialogLikeWindow()
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def lock(window: DialogLikeWindow) -> Iterator[KioskLock]:
    lock = KioskLock(window, hold_ms=HOLD_MS)
    yield lock
    lock.release()
    window.close()


def test_engaged_lock_is_frameless_on_top_and_covers_the_screen(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()

    qtbot.waitUntil(window.isVisible)
    flags = window.windowFlags()
    assert flags & Qt.WindowType.FramelessWindowHint
    assert flags & Qt.WindowType.WindowStaysOnTopHint
    assert window.isFullScreen()
    assert window.geometry() == window.screen().geometry()


def test_engaged_lock_brings_the_window_back_to_full_screen(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    """Out of full screen while engaged (a window manager's key, or the window grown past a
    small screen as its pages were built): back at once; released, it stays as it is put."""
    lock.engage()
    qtbot.waitUntil(window.isFullScreen)
    window.showNormal()
    qtbot.waitUntil(window.isFullScreen)
    screen = window.screen().geometry()
    window.setMinimumSize(screen.width() + 100, 100)  # pages wider than the screen
    qtbot.waitUntil(lambda: window.width() > screen.width())
    qtbot.waitUntil(window.isFullScreen)

    lock.release()
    window.setMinimumSize(0, 0)
    window.showNormal()
    window.resize(400, 300)
    qtbot.waitUntil(lambda: window.size().toTuple() == (400, 300))
    assert not window.isFullScreen()


def test_engaged_lock_refuses_close_and_escape_until_released(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()
    qtbot.waitUntil(window.isVisible)

    with qtbot.waitSignal(lock.close_refused):
        assert not window.close()
    QTest.keyClick(window.page, Qt.Key.Key_Escape)
    assert window.isVisible()
    assert lock.engaged

    lock.release()
    assert not window.windowFlags() & Qt.WindowType.FramelessWindowHint
    QTest.keyClick(window.page, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_released_window_closes(qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock) -> None:
    lock.engage()
    lock.release()

    with qtbot.assertNotEmitted(lock.close_refused):
        assert window.close()
    assert not window.isVisible()


def test_a_long_press_in_the_corner_asks_for_the_operator_area(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()
    page = window.page

    with qtbot.waitSignal(lock.operator_requested):
        QTest.mousePress(page, LEFT, NO_KEYS, QPoint(20, 20))
    QTest.mouseRelease(page, LEFT, NO_KEYS, QPoint(20, 20))


def test_an_early_release_or_a_press_elsewhere_asks_nothing(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()
    page = window.page

    with qtbot.assertNotEmitted(lock.operator_requested, wait=HOLD_MS * 6):
        QTest.mousePress(page, LEFT, NO_KEYS, QPoint(20, 20))
        QTest.mouseRelease(page, LEFT, NO_KEYS, QPoint(20, 20))
    with qtbot.assertNotEmitted(lock.operator_requested, wait=HOLD_MS * 6):
        QTest.mousePress(page, LEFT, NO_KEYS, QPoint(400, 300))
    QTest.mouseRelease(page, LEFT, NO_KEYS, QPoint(400, 300))


def test_a_ring_fills_in_the_corner_while_staff_hold_and_goes_when_they_let_go(
    qtbot: QtBot, window: DialogLikeWindow
) -> None:
    lock = KioskLock(window, hold_ms=10_000)  # long: the hold does not complete in this test
    lock.engage()
    page, ring = window.page, lock.hold_ring

    QTest.mousePress(page, LEFT, NO_KEYS, QPoint(20, 20))
    assert not ring.isVisible()  # a passing tap shows attendees nothing
    qtbot.waitUntil(ring.isVisible, timeout=5_000)
    first = ring.progress
    qtbot.waitUntil(lambda: ring.progress > first)
    assert ring.geometry().left() >= 120  # beside the corner, not under the finger

    with qtbot.assertNotEmitted(lock.operator_requested):
        QTest.mouseRelease(page, LEFT, NO_KEYS, QPoint(20, 20))
    assert not ring.isVisible()
    lock.release()


def test_the_ring_goes_once_the_hold_asks_for_the_operator_area(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()

    with qtbot.waitSignal(lock.operator_requested):
        QTest.mousePress(window.page, LEFT, NO_KEYS, QPoint(20, 20))
    assert not lock.hold_ring.isVisible()
    QTest.mouseRelease(window.page, LEFT, NO_KEYS, QPoint(20, 20))


def test_sliding_out_of_the_corner_cancels_the_long_press(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()
    page = window.page

    with qtbot.assertNotEmitted(lock.operator_requested, wait=HOLD_MS * 6):
        QTest.mousePress(page, LEFT, NO_KEYS, QPoint(20, 20))
        QTest.mouseMove(page, QPoint(400, 300))
    QTest.mouseRelease(page, LEFT, NO_KEYS, QPoint(400, 300))


def test_the_shortcut_asks_for_the_operator_area_engaged_or_not(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier

    with qtbot.waitSignal(lock.operator_requested):
        QTest.keyClick(window.page, Qt.Key.Key_O, keys)

    lock.engage()
    qtbot.waitActive(window)
    with qtbot.waitSignal(lock.operator_requested):
        QTest.keyClick(window.page, Qt.Key.Key_O, keys)


def test_a_scanned_operator_pass_is_taken_and_anything_else_left(
    qtbot: QtBot, lock: KioskLock
) -> None:
    payload, _hash = new_operator_pass()

    with qtbot.waitSignal(lock.operator_pass_scanned) as scanned:
        assert lock.offer_scanned_text(f"  {payload}\n")
    assert scanned.args == [payload]
    with qtbot.assertNotEmitted(lock.operator_pass_scanned):
        assert not lock.offer_scanned_text("https://mint.example/mint?qr_hash=abc123")


def test_switching_to_another_window_brings_the_kiosk_back(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    lock.engage()
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitActive(other)

    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)

    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_a_dialog_staff_opened_stays_in_front(
    qtbot: QtBot, window: DialogLikeWindow, lock: KioskLock
) -> None:
    """Save-as and print dialogs of the operator area are the kiosk's own: not pushed back."""
    lock.engage()
    dialog = QDialog(window)
    dialog.open()  # window-modal, as the operator pages open theirs
    qtbot.waitActive(dialog)
    raised: list[bool] = []
    window.installEventFilter(watch_activation := _ActivationWatch(raised))

    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    QApplication.processEvents()

    assert raised == []  # the kiosk did not step in front of its own dialog
    assert dialog.isVisible()
    window.removeEventFilter(watch_activation)
    dialog.reject()


class _ActivationWatch(QObject):
    """Notes the window being shown full screen again or raised while the watch is on."""

    def __init__(self, seen: list[bool]) -> None:
        super().__init__()
        self._seen = seen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.ZOrderChange, QEvent.Type.WindowStateChange):
            self._seen.append(True)
        return False


@pytest.fixture
def kiosk_window(qtbot: QtBot, themed_app: QApplication) -> Iterator[KioskWindow]:
    window = KioskWindow()
    window.show_welcome(True, AttendeeInputs())
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def gate() -> Iterator[OperatorGate]:
    gate = OperatorGate(OperatorSettings(pin_hash=hash_pin("2468")), PinAttempts())
    yield gate
    gate.stop()


def test_kiosk_mode_needs_the_pin_to_close_and_the_pin_opens_the_operator_area(
    qtbot: QtBot, kiosk_window: KioskWindow, gate: OperatorGate
) -> None:
    """The wiring the app does, end to end: lock, PIN pad, gate, operator area."""
    lock = KioskLock(kiosk_window, hold_ms=HOLD_MS)
    pad = PinPad()
    operator_area = QLabel("operator area")

    def open_pin_pad(wait_s: float) -> None:
        pad.reset()
        if wait_s > 0:
            pad.show_wrong(wait_s)
        kiosk_window.show_staff_screen(pad)

    lock.operator_requested.connect(gate.request)
    lock.close_refused.connect(gate.request)
    lock.operator_pass_scanned.connect(gate.check_pass)
    gate.pin_pad_wanted.connect(open_pin_pad)
    pad.pin_entered.connect(lambda _pin: pad.show_checking())
    pad.pin_entered.connect(gate.check_pin)
    pad.cancelled.connect(kiosk_window.show_attendee_pages)
    gate.pin_refused.connect(pad.show_wrong)
    gate.unlocked.connect(lambda: kiosk_window.show_staff_screen(operator_area))

    lock.engage()
    assert not kiosk_window.close()
    assert kiosk_window.staff_screen() is pad
    type_text(pad, "1111")
    press(pad, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: pad.status.text() == "Wrong PIN. Try again.")
    assert kiosk_window.isVisible()

    tap(pad.cancel_button)
    assert kiosk_window.staff_screen() is None
    with qtbot.waitSignal(lock.operator_requested):
        QTest.mousePress(kiosk_window, LEFT, NO_KEYS, QPoint(10, 10))
    QTest.mouseRelease(kiosk_window, LEFT, NO_KEYS, QPoint(10, 10))
    assert kiosk_window.staff_screen() is pad
    type_text(pad, "2468")
    tap(pad.ok_key)
    qtbot.waitUntil(lambda: kiosk_window.staff_screen() is operator_area)

    lock.release()
    assert kiosk_window.close()
