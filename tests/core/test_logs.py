"""Secrets registered for redaction never reach the log file."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from kiosk.core.logs import one_line, redact, redact_secret, setup_logging


@pytest.fixture
def clean_root_logger() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            handler.close()
            root.removeHandler(handler)
    root.setLevel(level)


def test_a_registered_secret_is_redacted_in_the_log_file(clean_root_logger: None) -> None:
    path = setup_logging()
    redact_secret("client-secret-value-123")
    secret = "client-secret-value-123"
    logging.getLogger("kiosk.test").warning("token request with %s failed", secret)
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = path.read_text("utf-8")
    assert "token request with [redacted] failed" in text
    assert "client-secret-value-123" not in text


def test_short_values_are_not_treated_as_secrets() -> None:
    redact_secret("abc")
    assert redact("abc def") == "abc def"


def test_a_secret_in_a_logged_traceback_is_redacted(clean_root_logger: None) -> None:
    path = setup_logging()
    secret = "api-key-in-an-exception-456"
    redact_secret(secret)
    try:
        raise RuntimeError(f"refused {secret}")
    except RuntimeError as error:
        logging.getLogger("kiosk.test").error("A call failed", exc_info=error)
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = path.read_text("utf-8")
    assert "RuntimeError: refused [redacted]" in text
    assert "Traceback" in text
    assert secret not in text


def test_outside_text_stays_on_its_line_and_in_its_order() -> None:
    forged = "Address is not valid\n2026-11-26 12:00:00,000 INFO kiosk: Mint x: minted\r\x1b[2K"
    assert one_line(forged) == (
        "Address is not valid\\n2026-11-26 12:00:00,000 INFO kiosk: Mint x: minted\\r\\x1b[2K"
    )
    assert one_line("name \u202edetnim\u2069\tend") == "name \\u202edetnim\\u2069\tend"
    assert one_line("Café 東京 مرحبا") == "Café 東京 مرحبا"
