"""The printed operator pass: its QR code big on screen, a new one on request, print or PDF.

The pass opens the staff area without typing the PIN, so a lost card must be easy to cancel:
making a new pass is one button, and the page says the old card stops working.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPagedPaintDevice,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPixmap,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QFileDialog, QHBoxLayout, QLabel, QPushButton, QWidget

from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.widgets import describe, make_label

QR_SIDE = 360  # px on screen: a phone or the kiosk camera reads it from a metre away
_PIXELS_PER_MODULE = 8


translate = QCoreApplication.translate


def svg_pixmap(svg: bytes, side: int, device_pixel_ratio: float) -> QPixmap:
    """``svg`` drawn sharp at ``side`` logical pixels on a screen with the given pixel ratio."""
    pixmap = QPixmap(QSize(side, side) * device_pixel_ratio)
    pixmap.fill(QColor("white"))
    painter = QPainter(pixmap)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(pixmap.rect()))
    painter.end()
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    return pixmap


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


def pass_pdf(path: str) -> QPdfWriter:
    """An A6 PDF for the card at ``path``, titled as what it is (written as the card is painted)."""
    writer = QPdfWriter(path)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A6))
    writer.setTitle(translate("OperatorPassPage", "Operator pass"))
    return writer


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
        translate("OperatorPassPage", "Mint Kiosk — staff pass"),
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
            "OperatorPassPage",
            "Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.",
        ),
    )
    return painter.end()


class OperatorPassPage(OperatorPage):
    """Shows the pass made in this session; the presenter makes passes and writes the files."""

    new_pass_requested = Signal()
    print_requested = Signal(QPrinter)  # the printer staff chose and accepted
    save_requested = Signal(str)  # the PDF file staff chose

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("OperatorPassPage", "Operator pass"),
            translate(
                "OperatorPassPage",
                "Scan this card at the kiosk to open the staff area. Keep it safe; making a "
                "new one cancels this one.",
            ),
            parent,
        )
        self.qr = QLabel()
        self.qr.setObjectName("OperatorPassQr")
        describe(
            self.qr,
            translate("OperatorPassPage", "Operator pass QR code"),
            translate("OperatorPassPage", "Scan it at the kiosk to open the staff area."),
        )
        self.qr.setFixedSize(QR_SIDE, QR_SIDE)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_pass = make_label(
            "OperatorPassMissing",
            translate(
                "OperatorPassPage",
                "No pass to show. A pass printed before the kiosk last started still works, "
                "but it cannot be shown again: make a new one to print it (the old card then "
                "stops working).",
            ),
            centred=False,
        )
        self.new_button = QPushButton(translate("OperatorPassPage", "Make a new pass"))
        self.new_button.clicked.connect(self.new_pass_requested)
        self.print_button = QPushButton(translate("OperatorPassPage", "Print…"))
        self.print_button.clicked.connect(self._choose_printer)
        self.save_button = QPushButton(translate("OperatorPassPage", "Save as PDF…"))
        self.save_button.clicked.connect(self._choose_file)
        self.printer = QPrinter()
        describe(
            self.new_button,
            self.new_button.text(),
            translate("OperatorPassPage", "Makes a new pass; the old card stops working."),
        )
        describe(
            self.print_button,
            self.print_button.text(),
            translate("OperatorPassPage", "Prints the pass on a printer you choose."),
        )
        describe(
            self.save_button,
            self.save_button.text(),
            translate("OperatorPassPage", "Saves the pass as a PDF file you choose."),
        )

        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        for button in (self.new_button, self.print_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.body.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.no_pass)
        self.body.addStretch(1)
        self.body.addLayout(buttons)
        self.show_pass(None)

    def show_pass(self, svg: bytes | None) -> None:
        """The pass QR, or None when this session has made none (so there is nothing to print)."""
        has_pass = svg is not None
        if svg is not None:
            self.qr.setPixmap(svg_pixmap(svg, QR_SIDE, self.devicePixelRatioF()))
        else:
            self.qr.clear()
        self.qr.setVisible(has_pass)
        self.no_pass.setVisible(not has_pass)
        self.print_button.setEnabled(has_pass)
        self.save_button.setEnabled(has_pass)

    def show_making_pass(self) -> None:
        self.new_button.setEnabled(False)
        self.show_check(CheckTone.WORKING, translate("OperatorPassPage", "Making a new pass…"))

    def show_new_pass(self, svg: bytes) -> None:
        """A new pass is made and saved: the old card no longer opens the staff area."""
        self.new_button.setEnabled(True)
        self.show_pass(svg)
        self.show_check(
            CheckTone.OK,
            translate(
                "OperatorPassPage", "New pass made. Print it now: the old card no longer works."
            ),
        )

    def show_pass_not_saved(self) -> None:
        self.new_button.setEnabled(True)
        self.show_check(
            CheckTone.FAILED,
            translate(
                "OperatorPassPage",
                "Could not save the settings, so the old pass still works. Try again.",
            ),
        )

    def show_pass_failed(self) -> None:
        self.new_button.setEnabled(True)
        self.show_check(
            CheckTone.FAILED,
            translate("OperatorPassPage", "Could not make a new pass. Try again."),
        )

    def show_printed(self, printed: bool) -> None:
        if printed:
            self.show_check(CheckTone.OK, translate("OperatorPassPage", "Sent to the printer."))
        else:
            self.show_check(
                CheckTone.FAILED, translate("OperatorPassPage", "Could not print the pass.")
            )

    def show_pdf_saved(self, path: str, saved: bool) -> None:
        if saved:
            self.show_check(
                CheckTone.OK, translate("OperatorPassPage", "Saved as {path}.").format(path=path)
            )
        else:
            self.show_check(
                CheckTone.FAILED,
                translate(
                    "OperatorPassPage",
                    "Could not save the file. Choose another folder or a USB stick.",
                ),
            )

    def _choose_printer(self) -> None:
        dialog = QPrintDialog(self.printer, self)
        dialog.accepted.connect(lambda: self.print_requested.emit(self.printer))
        dialog.finished.connect(dialog.deleteLater)
        QDialog.open(dialog)  # PySide hides the plain open() behind QPrintDialog's overload

    def _choose_file(self) -> None:
        dialog = QFileDialog(self, translate("OperatorPassPage", "Save the operator pass"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        # Qt's own dialog is a child of the kiosk window; a native one can open behind it.
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setNameFilter(translate("OperatorPassPage", "PDF files (*.pdf)"))
        dialog.setDefaultSuffix("pdf")
        dialog.selectFile("operator-pass.pdf")
        dialog.fileSelected.connect(self.save_requested)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
