"""Rotating log files that never contain a secret, and never a line the kiosk did not write.

Every secret the kiosk learns (API key, client secret, access token) is registered with
``redact_secret``; the filter replaces it wherever it would appear in a log line. Line breaks,
other control characters and bidi overrides in a message (a service's error text, a name) are
written as escapes, so outside text can neither forge a line ("… Mint x: minted") nor turn one
around.
"""

from __future__ import annotations

import logging
import logging.handlers
import threading
from pathlib import Path

import platformdirs

from kiosk.core.settings import APP_NAME

_secrets: set[str] = set()
_secrets_lock = threading.Lock()
MIN_SECRET_LENGTH = 6  # shorter values would blank out ordinary words


def redact_secret(value: str) -> None:
    """Never log ``value`` from now on."""
    if len(value) >= MIN_SECRET_LENGTH:
        with _secrets_lock:
            _secrets.add(value)


# Control characters but the tab, and the bidi overrides and isolates: written as escapes.
_CONTROLS = (*range(0x20), 0x7F, *range(0x80, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A))
_ESCAPED = {
    code: f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    for code in _CONTROLS
    if code != 0x09
}
_ESCAPED.update({0x0A: "\\n", 0x0D: "\\r"})


def one_line(text: str) -> str:
    """``text`` on one line of the log, as it came: its control characters as escapes."""
    return text.translate(_ESCAPED)


def redact(text: str) -> str:
    with _secrets_lock:
        secrets = sorted(_secrets, key=len, reverse=True)
    for secret in secrets:
        text = text.replace(secret, "[redacted]")
    return text


class RedactingFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        message = redact(one_line(record.getMessage()))
        record.msg, record.args = message, None
        if record.exc_info:  # formatted after filters run: format (and redact) it here
            record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
            record.exc_info = None
        elif record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True


def log_folder() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME))


def setup_logging(level: int = logging.INFO) -> Path:
    """Log to a rotating file (1 MB x 5) and to stderr, both through the redacting filter."""
    folder = log_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "kiosk.log"
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    redacting = RedactingFilter()
    root = logging.getLogger()
    root.setLevel(level)
    rotating = logging.handlers.RotatingFileHandler(
        path, maxBytes=1_000_000, backupCount=5, encoding="utf-8"
    )
    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request is noise
    for handler in (rotating, logging.StreamHandler()):
        handler.setFormatter(formatter)
        handler.addFilter(redacting)
        root.addHandler(handler)
    return path
