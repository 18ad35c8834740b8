"""The live camera preview with scan-frame corners to aim at, or a banner when there is none."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QSizePolicy, QVBoxLayout, QWidget

from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe, make_label

_CORNER_COLOUR = QColor("#ffffff")
_READ_COLOUR = QColor("#22c55e")  # the corners flash green when a code is read
HINT_MS = 1500
FLASH_MS = 700
_HALO_COLOUR = QColor(0, 0, 0, 110)
_CORNER_RADIUS = 14.0  # the frame's border-radius in resources/theme.qss, less its border


class CameraView(QFrame):
    """Paints the newest preview frame filling it; a new frame replaces the last, nothing queues.

    A frame of ``preview_size()`` is painted as is (a copy, no scaling); any other size is
    scaled to fill. ``unavailable_text`` is what to do instead when the camera is missing.
    """

    def __init__(self, unavailable_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CameraView")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(scaled(200), scaled(160)))
        self._frame = QImage()
        self._marks: tuple[tuple[object, ...], QImage] | None = None  # the corners, drawn once
        self._available = True
        self._unavailable_text = unavailable_text
        self.banner = make_label("NoCameraBanner", unavailable_text)
        self.banner.hide()
        self.hint = make_label(
            "ScanHint", QCoreApplication.translate("CameraView", "Hold it steady…")
        )
        self.hint.setWordWrap(False)  # a short line; wrapped and aligned, its second line is cut
        self.hint.hide()
        self._hint_timer = QTimer(self, singleShot=True, interval=HINT_MS)
        self._hint_timer.timeout.connect(self._hide_hint)
        self._flash_timer = QTimer(self, singleShot=True, interval=FLASH_MS)
        self._flash_timer.timeout.connect(self.update)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(scaled(24), scaled(24), scaled(24), scaled(24))
        layout.addStretch()
        layout.addWidget(self.banner)  # full width: an aligned word-wrapped label gets cut
        layout.addStretch()
        layout.addWidget(self.hint, 0, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        self.set_available(True)

    @property
    def frame(self) -> QImage:
        """The frame on screen (null when there is none)."""
        return self._frame

    def preview_size(self) -> QSize:
        """The area frames fill, in device pixels: a frame this size is painted without scaling."""
        return (QSizeF(self.contentsRect().size()) * self.devicePixelRatioF()).toSize()

    def set_available(self, available: bool) -> None:
        """Without a camera, say so plainly rather than show a black box that looks broken."""
        self._available = available
        self._describe()
        self.banner.setVisible(not available)
        if not available:
            self._frame = QImage()
        self.update()

    def show_hint(self, *, several: bool = False) -> None:
        """A code is in view but not read yet: ask the attendee to hold still for a moment; or
        ``several`` codes are, and none is taken: ask for one at a time (holding still would
        not help)."""
        if self._available:
            translate = QCoreApplication.translate
            self.hint.setText(
                translate("CameraView", "One code at a time, please")
                if several
                else translate("CameraView", "Hold it steady…")
            )
            self.hint.show()
            self._hint_timer.start()
            self._describe(several=several)

    def flash_read(self) -> None:
        """The code was read: the corners turn green for a moment, so the attendee lowers it."""
        self._hide_hint()
        self._flash_timer.start()
        self.update()

    def _hide_hint(self) -> None:
        self.hint.hide()
        self._describe()

    def _describe(self, *, several: bool = False) -> None:
        """What a screen reader hears of the preview: where to hold the code, or while the hint
        asks for one code at a time, that (several codes in view: none is taken)."""
        translate = QCoreApplication.translate
        if not self._available:
            description = self._unavailable_text
        elif several:
            description = translate(
                "CameraView",
                "One code at a time, please: hold only one QR code inside the four corners.",
            )
        else:
            description = translate("CameraView", "Hold the QR code inside the four corners.")
        describe(self, translate("CameraView", "Camera"), description)

    @property
    def flashing(self) -> bool:
        return self._flash_timer.isActive()

    def set_frame(self, image: QImage) -> None:
        if self._available:
            self._frame = image
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._available:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.contentsRect())
        if not self._frame.isNull():
            # Fill the area and crop the overflow: no black bars; the middle is what gets aimed.
            fill = Qt.AspectRatioMode.KeepAspectRatioByExpanding
            target = QRectF(QPointF(0, 0), self._frame.size().scaled(area.size().toSize(), fill))
            target.moveCenter(area.center())
            rounded = QPainterPath()
            rounded.addRoundedRect(area, _CORNER_RADIUS, _CORNER_RADIUS)
            painter.setClipPath(rounded)
            painter.drawImage(target, self._frame)
            painter.setClipping(False)
        self._draw_corners(painter, area, _READ_COLOUR if self.flashing else _CORNER_COLOUR)
        painter.end()

    def _draw_corners(self, painter: QPainter, area: QRectF, colour: QColor) -> None:
        """Four corner marks around the middle square: where to hold the QR code.

        Drawn (antialiased, thick, with a halo) once for this size and colour into an image, then
        copied at each paint: only the four corner boxes of it, not the empty middle.
        """
        side = min(area.width(), area.height()) * 0.7
        arm = side * 0.18
        width = max(6.0, side * 0.025)
        pad = (width + 6) / 2 + 1  # the halo's half width, and a pixel for its antialiasing
        ratio = self.devicePixelRatioF()
        key = (side, colour.rgba(), ratio)
        if self._marks is None or self._marks[0] != key:
            self._marks = (key, _corner_marks(side, arm, width, pad, colour=colour, ratio=ratio))
        marks = self._marks[1]
        square = QRectF(0, 0, side, side)
        square.moveCenter(area.center())
        origin = square.topLeft() - QPointF(pad, pad)
        origin = QPointF(round(origin.x()), round(origin.y()))  # copied whole pixels, unscaled
        full, box = side + 2 * pad, min(side + 2 * pad, arm + 2 * pad)
        for x, y in ((0, 0), (full - box, 0), (0, full - box), (full - box, full - box)):
            source = QRectF(x * ratio, y * ratio, box * ratio, box * ratio)
            painter.drawImage(QRectF(origin + QPointF(x, y), QSizeF(box, box)), marks, source)


def _corner_marks(
    side: float, arm: float, width: float, pad: float, *, colour: QColor, ratio: float
) -> QImage:
    """The four marks at the corners of a ``side`` square, ``pad`` inside a transparent image."""
    full = round((side + 2 * pad) * ratio)
    image = QImage(full, full, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    square = QRectF(pad, pad, side, side)
    # A dark halo under the white marks keeps them visible on a bright phone screen.
    for pen_colour, pen_width in ((_HALO_COLOUR, width + 6), (colour, width)):
        pen = QPen(pen_colour, pen_width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for corner, dx, dy in (
            (square.topLeft(), 1, 1),
            (square.topRight(), -1, 1),
            (square.bottomLeft(), 1, -1),
            (square.bottomRight(), -1, -1),
        ):
            painter.drawLine(corner, corner + QPointF(dx * arm, 0))
            painter.drawLine(corner, corner + QPointF(0, dy * arm))
    painter.end()
    return image
