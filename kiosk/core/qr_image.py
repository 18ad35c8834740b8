"""QR codes as SVG, for cards staff print (the operator pass); Qt-free, no Pillow needed.

SVG scales to any printer or screen without blur, and a white background with the standard
four-module quiet zone keeps the code readable on the dark operator pages too.
"""

from __future__ import annotations

import qrcode
import qrcode.constants
from qrcode.image.svg import SvgPathFillImage

QUIET_ZONE_MODULES = 4  # the QR standard's margin; scanners miss codes without it


def qr_svg(text: str) -> bytes:
    """An SVG image of ``text`` as a QR code (medium error correction: survives a crease)."""
    code = qrcode.QRCode(
        error_correction=qrcode.constants.ERROR_CORRECT_M,
        border=QUIET_ZONE_MODULES,
        image_factory=SvgPathFillImage,
    )
    code.add_data(text)
    code.make(fit=True)
    return bytes(code.make_image().to_string())
