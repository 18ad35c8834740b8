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


def qr_modules(text: str) -> list[list[bool]]:
    """The dark (True) and light modules of ``text`` as a QR code for a screen, quiet zone
    included (``QUIET_ZONE_MODULES`` on each side: the dark theme around it must not touch it).

    Medium error correction: a screen has no creases, but a glossy one throws a glare spot, and
    medium keeps a short mint link at version 3 (29 modules), big modules for a phone 1 m away.
    """
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=0)
    code.add_data(text)
    code.make(fit=True)
    inner = [[bool(module) for module in row] for row in code.get_matrix()]
    side = len(inner) + 2 * QUIET_ZONE_MODULES
    margin = [[False] * side for _ in range(QUIET_ZONE_MODULES)]
    pad = [False] * QUIET_ZONE_MODULES
    return margin + [pad + row + pad for row in inner] + [list(row) for row in margin]
