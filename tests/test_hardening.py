"""Hardening points that had no test of their own (docs/hardening.md lists where the rest are):
outside text shown as plain text without control characters, artwork decoded within Qt's
allocation limit, error bodies read no further than their limit, and log files that rotate."""

from __future__ import annotations

import json
import logging
import logging.handlers
import struct
import unicodedata
import zlib
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from kiosk.core.logs import setup_logging
from kiosk.core.reasons import Outcome
from kiosk.presenters.attendee_controller import ARTWORK_ALLOCATION_LIMIT_MB, decode_artwork
from kiosk.service import (
    Credentials,
    InvalidInput,
    MemoryTokenStore,
    ServiceClient,
    ServiceConfig,
)
from kiosk.service.client import MAX_ERROR_BODY
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.out_of_order_page import OutOfOrderPage

HOSTILE_NAME = "<b>Free</b> <img src=x> \u202egnp.exe\u202c Summit\x00\x1b[31m\r\nfor all"


def test_outside_text_on_every_attendee_screen_is_plain_and_clean(qtbot: QtBot) -> None:
    """A drop name from the service with markup, a bidi override, NUL, an escape and a line
    break: every label of every page shows it as plain text with no control character."""
    window = KioskWindow()
    qtbot.addWidget(window)
    window.show_welcome(True, AttendeeInputs())
    window.show_recipient(HOSTILE_NAME, None)
    window.show_result(Outcome.MINTED, HOSTILE_NAME, "<i>v***@example.org</i>\x07", None)
    window.show_staff_screen(OutOfOrderPage())
    labels = window.findChildren(QLabel)
    shown = [label for label in labels if label.text()]
    assert any("<b>Free</b>" in label.text() for label in shown)  # the name is on screen, as is
    for label in shown:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
        bad = [ch for ch in label.text() if unicodedata.category(ch) == "Cc" or ch == "\u202e"]
        assert bad == [], label.objectName()


def _png_header_and_zeros(side: int) -> bytes:
    """A valid 8-bit grey PNG of ``side`` x ``side`` black pixels, a few kilobytes compressed."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        checksum = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + checksum

    row = b"\x00" * (1 + side)
    packer = zlib.compressobj(9)
    body = b"".join(packer.compress(row) for _ in range(side)) + packer.flush()
    header = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
    )


def test_a_small_picture_that_unpacks_huge_is_not_decoded(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """10 000 x 10 000 grey pixels: ~400 MB as RGBA, over our limit; a few kilobytes on the wire,
    so the 4 MB download limit cannot catch it. Refused from the header, never decoded."""
    data = _png_header_and_zeros(10_000)
    assert len(data) < 200_000
    assert ARTWORK_ALLOCATION_LIMIT_MB * 2**20 < 10_000 * 10_000 * 4
    assert decode_artwork(data) is None
    assert "over the decoding limit" in caplog.text


def test_a_normal_picture_is_decoded() -> None:
    decoded = decode_artwork(_png_header_and_zeros(500))
    assert decoded is not None
    image = decoded.image()
    assert (image.width(), image.height()) == (500, 500)
    assert image.pixelColor(10, 10) == QColor("black")
    assert isinstance(image, QImage)


def test_an_oversized_error_body_is_not_parsed() -> None:
    """A 400 whose JSON is larger than MAX_ERROR_BODY: its message is not read, the status is."""
    body = json.dumps({"message": "long story", "padding": "x" * MAX_ERROR_BODY}).encode()

    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/oauth/token"):
            return httpx.Response(200, json={"access_token": "t0k", "expires_in": 86400})
        small = request.url.params.get("qr_hash") == "abc123"
        return httpx.Response(400, content=body if not small else b'{"message": "long story"}')

    config = ServiceConfig("https://api.example.test", "https://auth.example.test", "https://x")
    client = ServiceClient(
        config, Credentials("key-123456", "id", "secret-123456"),
        token_store=MemoryTokenStore(), transport=httpx.MockTransport(answer),
    )
    with client:
        with pytest.raises(InvalidInput) as small:
            client.get_mint_link("abc123")
        with pytest.raises(InvalidInput) as large:
            client.get_mint_link("xyz789")
    assert small.value.message == "long story"  # the same message in a small body is read
    assert large.value.message == "HTTP 400"


@pytest.fixture
def log_file() -> Iterator[Path]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield setup_logging()
    for handler in root.handlers[:]:
        if handler not in handlers:
            handler.close()
            root.removeHandler(handler)
    root.setLevel(level)


def test_log_files_rotate_and_keep_a_bounded_history(log_file: Path) -> None:
    rotating = [h for h in logging.getLogger().handlers
                if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert len(rotating) == 1
    limit, keep = rotating[0].maxBytes, rotating[0].backupCount
    assert 0 < limit <= 10_000_000
    assert 0 < keep <= 10
    line = "x" * 10_000
    logger = logging.getLogger("kiosk.hardening")
    for _ in range((keep + 2) * limit // len(line)):
        logger.info(line)
    files = sorted(log_file.parent.glob("kiosk.log*"))
    assert len(files) == keep + 1  # kiosk.log and its numbered predecessors, no more
    for path in files:
        assert path.stat().st_size <= limit
