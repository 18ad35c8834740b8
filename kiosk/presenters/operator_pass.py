"""Making, keeping and printing the operator pass.

Only the pass's hash is saved; the value itself stays in memory for printing, so a settings file
copied off the kiosk never lets anyone in. After a restart the printed card still works, but
cannot be shown or printed again without making a new one (which cancels the old card).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPagedPaintDevice, QPageSize, QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtSvg import QSvgRenderer

from kiosk.core.operator_pin import new_operator_pass
from kiosk.core.qr_image import qr_svg
from kiosk.core.settings import Settings
from kiosk.ui.operator.operator_pass_page import OperatorPassPage
from kiosk.ui.operator.page import CheckTone
from kiosk.workers.background_calls import BackgroundCalls

log = logging.getLogger(__name__)

_PIXELS_PER_MODULE = 8
NewPass = tuple[str, bytes]  # the hash to save, the QR to show and print (holding the value)


translate = QCoreApplication.translate


def _make_pass() -> NewPass:
    payload, pass_hash = new_operator_pass()
    return pass_hash, qr_svg(payload)


def _qr_image(svg: bytes) -> QImage:
    """The QR with whole pixels per module, so printing scales it without blurred edges."""
    renderer = QSvgRenderer(QByteArray(svg))
    side = renderer.viewBox().width() * _PIXELS_PER_MODULE
    image = QImage(side, side, QImage.Format.Format_Grayscale8)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def paint_pass_card(device: QPagedPaintDevice, svg: bytes) -> bool:
    """One page: a heading, the QR code, and what the card is for. False if it cannot be drawn."""
    painter = QPainter()
    if not painter.begin(device):
        return False
    page = QRectF(painter.viewport())
    margin = page.width() * 0.08
    side = page.width() - 2 * margin
    font = QFont()
    font.setPixelSize(round(page.width() * 0.06))
    font.setBold(True)
    painter.setFont(font)
    heading = QRectF(margin, margin, side, page.width() * 0.12)
    painter.drawText(
        heading,
        Qt.AlignmentFlag.AlignCenter,
        translate("OperatorPassPresenter", "Mint Kiosk — staff pass"),
    )
    # As an image: Qt's PDF engine fills the SVG's thousand little squares as one black block.
    painter.drawImage(QRectF(margin, heading.bottom(), side, side), _qr_image(svg))
    font.setBold(False)
    font.setPixelSize(round(page.width() * 0.04))
    painter.setFont(font)
    below = QRectF(margin, heading.bottom() + side + margin / 2, side, page.height())
    painter.drawText(
        below,
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
        translate(
            "OperatorPassPresenter",
            "Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.",
        ),
    )
    return painter.end()


class OperatorPassPresenter(QObject):
    """Connects the operator pass page to the settings; the pass is made off the UI thread."""

    def __init__(
        self,
        page: OperatorPassPage,
        settings: Settings,
        save_settings: Callable[[Settings], object],
        calls: BackgroundCalls,
    ) -> None:
        super().__init__(page)
        self._page = page
        self._settings = settings
        self._save_settings = save_settings
        self._calls = calls
        self._svg: bytes | None = None  # this session's pass, for printing; never saved
        page.new_pass_requested.connect(self.make_new_pass)
        page.print_requested.connect(self.print_pass)
        page.save_requested.connect(self.save_pdf)
        page.show_pass(None)

    def make_new_pass(self) -> None:
        self._page.new_button.setEnabled(False)
        self._page.show_check(
            CheckTone.WORKING, translate("OperatorPassPresenter", "Making a new pass…")
        )
        self._calls.run(_make_pass, self._store_pass, self._pass_failed)

    def print_pass(self, printer: QPrinter) -> None:
        self._write(
            printer,
            translate("OperatorPassPresenter", "Sent to the printer."),
            translate("OperatorPassPresenter", "Could not print the pass."),
        )

    def save_pdf(self, path: str) -> None:
        writer = QPdfWriter(path)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A6))
        writer.setTitle(translate("OperatorPassPresenter", "Operator pass"))
        self._write(
            writer,
            translate("OperatorPassPresenter", "Saved as {path}.").format(path=path),
            translate(
                "OperatorPassPresenter",
                "Could not save the file. Choose another folder or a USB stick.",
            ),
        )

    def _write(self, device: QPagedPaintDevice, done: str, failed: str) -> None:
        if self._svg is None:
            return  # the page offers print and save only while it shows a pass
        if paint_pass_card(device, self._svg):
            self._page.show_check(CheckTone.OK, done)
        else:
            self._page.show_check(CheckTone.FAILED, failed)

    def _store_pass(self, result: NewPass) -> None:
        pass_hash, svg = result
        operator = self._settings.operator
        old_hash, operator.operator_pass_hash = operator.operator_pass_hash, pass_hash
        self._page.new_button.setEnabled(True)
        try:
            self._save_settings(self._settings)
        except OSError as error:
            operator.operator_pass_hash = old_hash
            log.error("Could not save the new operator pass: %s", error)
            self._page.show_check(
                CheckTone.FAILED,
                translate(
                    "OperatorPassPresenter",
                    "Could not save the settings, so the old pass still works. Try again.",
                ),
            )
            return
        log.info("New operator pass made; earlier passes no longer open the staff area")
        self._svg = svg
        self._page.show_pass(svg)
        self._page.show_check(
            CheckTone.OK,
            translate(
                "OperatorPassPresenter",
                "New pass made. Print it now: the old card no longer works.",
            ),
        )

    def _pass_failed(self, error: Exception) -> None:
        log.error("Could not make an operator pass: %s", type(error).__name__)
        self._page.new_button.setEnabled(True)
        self._page.show_check(
            CheckTone.FAILED,
            translate("OperatorPassPresenter", "Could not make a new pass. Try again."),
        )
