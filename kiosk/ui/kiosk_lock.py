"""Kiosk mode for a main window: attendees cannot close it, leave it or switch away from it.

The lock only keeps the window in front and refuses to let it go; it never decides who may
leave. Staff ask for the operator area by a long press in the top-left corner, a keyboard
shortcut or their printed operator pass, and the app checks the PIN or pass before ``release``.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEvent,
    QObject,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QShortcut,
    QTouchEvent,
)
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from kiosk.core.operator_pin import is_operator_pass

HOLD_MS = 3000  # long enough that a leaning attendee does not open the staff PIN pad
CORNER_PX = 120  # a square a finger finds without looking, out of the way of the pages
OPERATOR_SHORTCUT = "Ctrl+Alt+O"
# The ring shows only after this part of the hold: a passing tap shows attendees nothing.
RING_REVEAL_AT = 0.2
RING_PX = 104

_PRESS_EVENTS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin})
_MOVE_EVENTS = frozenset({QEvent.Type.MouseMove, QEvent.Type.TouchUpdate})
_END_EVENTS = frozenset(
    {QEvent.Type.MouseButtonRelease, QEvent.Type.TouchEnd, QEvent.Type.TouchCancel}
)
_LEFT_FULL_SCREEN = frozenset({QEvent.Type.WindowStateChange, QEvent.Type.Resize})
_KEY_EVENTS = frozenset({QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress})
_KIOSK_FLAGS = Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint


class KioskLock(QObject):
    """Keeps ``window`` full screen and in front while engaged; hears staff asking to get in."""

    operator_requested = Signal()
    operator_pass_scanned = Signal(str)
    close_refused = Signal()

    def __init__(
        self,
        window: QMainWindow,
        *,
        hold_ms: int = HOLD_MS,
        corner_px: int = CORNER_PX,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._corner = QRect(0, 0, corner_px, corner_px)
        self._engaged = False
        self._normal_flags = window.windowFlags()
        self._normal_geometry = window.geometry()
        self.hold_ring = HoldRing(window)
        self._hold = QVariantAnimation(self)
        self._hold.setStartValue(0.0)
        self._hold.setEndValue(1.0)
        self._hold.setDuration(hold_ms)
        self._hold.valueChanged.connect(self.hold_ring.show_progress)
        self._hold.finished.connect(self._on_hold_finished)
        self.shortcut = QShortcut(QKeySequence(OPERATOR_SHORTCUT), window)
        self.shortcut.activated.connect(self.operator_requested)
        app = QApplication.instance()
        assert isinstance(app, QGuiApplication)  # a window exists, so an application does
        app.installEventFilter(self)  # presses and keys go to the child under the finger
        app.applicationStateChanged.connect(self._on_application_state)

    @property
    def engaged(self) -> bool:
        return self._engaged

    def engage(self) -> None:
        """Frameless, on top, covering its whole screen, until ``release``."""
        if self._engaged:
            return
        self._normal_flags = self._window.windowFlags()
        self._normal_geometry = self._window.geometry()
        self._engaged = True
        self._window.setWindowFlags(self._normal_flags | _KIOSK_FLAGS)
        # Without a window manager (and offscreen) full screen does not resize: do it here.
        self._window.setGeometry(self._window.screen().geometry())
        self._window.showFullScreen()
        self._bring_to_front()

    def release(self) -> None:
        """Back to an ordinary window that closes normally (after staff proved who they are)."""
        if not self._engaged:
            return
        self._engaged = False
        self._stop_hold()
        self._window.setWindowFlags(self._normal_flags)
        self._window.showNormal()
        self._window.setGeometry(self._normal_geometry)

    def offer_scanned_text(self, text: str) -> bool:
        """Take a scanned operator pass (True); anything else is left for the attendee flow."""
        if not is_operator_pass(text):
            return False
        self.operator_pass_scanned.emit(text.strip())
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self._window and kind == QEvent.Type.Close and self._engaged:
            event.ignore()  # Alt+F4 and the window manager's close button arrive as this
            self.close_refused.emit()
            return True
        if watched is self._window and kind in _LEFT_FULL_SCREEN and self._engaged:
            # Out of full screen while engaged (a window manager's key, or the window grown
            # past a small screen as its pages were built): straight back to it.
            self._back_to_full_screen()
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self._window:
            return False
        if kind in _KEY_EVENTS and self._engaged:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Escape:
                event.accept()  # an accepted override also keeps Escape shortcuts from firing
                return True
            return False
        if kind in _PRESS_EVENTS:
            if self._in_corner(event):
                self._hold.start()
        elif kind in _MOVE_EVENTS:
            if self._holding() and not self._in_corner(event):
                self._stop_hold()
        elif kind in _END_EVENTS:
            self._stop_hold()
        return False

    def _holding(self) -> bool:
        return self._hold.state() == QAbstractAnimation.State.Running

    def _stop_hold(self) -> None:
        self._hold.stop()  # a stopped animation does not emit ``finished``
        self.hold_ring.hide()

    def _on_hold_finished(self) -> None:
        self.hold_ring.hide()
        self.operator_requested.emit()

    def _in_corner(self, event: QEvent) -> bool:
        if isinstance(event, QMouseEvent):
            where = event.globalPosition()
        elif isinstance(event, QTouchEvent) and event.points():
            where = event.points()[0].globalPosition()
        else:
            return False
        return self._corner.contains(self._window.mapFromGlobal(where.toPoint()))

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        """Someone switched to another program: come straight back. Not over a dialog of the
        kiosk's own (staff saving the journal, printing a pass): that one stays in front."""
        if QApplication.activeModalWidget() is not None:
            return
        if self._engaged and state != Qt.ApplicationState.ApplicationActive:
            self._window.showFullScreen()
            self._bring_to_front()

    def _back_to_full_screen(self) -> None:
        if self._engaged and not self._window.isFullScreen():
            self._window.setGeometry(self._window.screen().geometry())
            self._window.showFullScreen()

    def _bring_to_front(self) -> None:
        self._window.raise_()
        self._window.activateWindow()


class HoldRing(QWidget):
    """A ring in the corner that fills while staff hold it, so they know to keep holding."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # Beside the corner rather than in it, where the holding finger would hide it.
        self.setGeometry(QRect(CORNER_PX + 24, 16, RING_PX, RING_PX))
        self._progress = 0.0
        self.hide()

    @property
    def progress(self) -> float:
        return self._progress

    def show_progress(self, progress: object) -> None:
        """Show the hold's part done (0 to 1), once it is past the reveal point."""
        assert isinstance(progress, float)
        self._progress = progress
        if progress < RING_REVEAL_AT:
            return
        if not self.isVisible():
            self.raise_()  # above whatever page was put in the window since
            self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        del event
        pen_px = 12
        area = QRectF(self.rect()).adjusted(pen_px, pen_px, -pen_px, -pen_px)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#0f1724"))
        painter.drawEllipse(QRectF(self.rect()))
        painter.setPen(QPen(QColor("#3a4660"), pen_px))
        painter.drawEllipse(area)
        arc_pen = QPen(QColor("#5aa9ff"), pen_px)
        arc_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(arc_pen)
        # Qt's arcs are in 1/16 degree from 3 o'clock, counter-clockwise: start at 12, go clockwise.
        painter.drawArc(area, 90 * 16, -round(self._progress * 360 * 16))
        painter.end()
