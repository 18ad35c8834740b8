"""The operator pass QR: the SVG drawn by Qt reads back, through the kiosk's own decoder."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from kiosk.camera.decoder import decode_frame
from kiosk.core.operator_pin import new_operator_pass
from kiosk.core.qr_image import qr_svg


def decode_image(image: QImage) -> list[str]:
    """The QR texts in a Qt image, read the way camera frames are."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    rows = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    return decode_frame(np.ascontiguousarray(rows[:, : grey.width()]))


def render_svg(svg: bytes, side: int = 400) -> QImage:
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.darkBlue)  # like the dark operator page: the code brings its white
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg)).render(painter)
    painter.end()
    return image


def test_an_operator_pass_reads_back_from_its_qr_svg() -> None:
    payload, _hash = new_operator_pass()
    svg = qr_svg(payload)

    assert ET.fromstring(svg).tag == "{http://www.w3.org/2000/svg}svg"
    assert decode_image(render_svg(svg)) == [payload]


def test_different_texts_give_different_codes() -> None:
    assert qr_svg("mint-kiosk-operator:one") != qr_svg("mint-kiosk-operator:two")
