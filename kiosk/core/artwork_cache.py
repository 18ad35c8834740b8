"""Artwork kept on disk, so a drop's picture is downloaded once per kiosk, not once per attendee."""

from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path

import platformdirs

from kiosk.core.settings import APP_NAME

log = logging.getLogger(__name__)


class ArtworkCache:
    """Files named by the SHA-256 of their URL; the oldest are removed beyond ``max_files``."""

    def __init__(self, folder: Path | None = None, max_files: int = 200) -> None:
        self.folder = folder or Path(platformdirs.user_cache_dir(APP_NAME)) / "artwork"
        self.max_files = max_files

    def _path(self, url: str) -> Path:
        return self.folder / hashlib.sha256(url.encode()).hexdigest()

    def get(self, url: str) -> bytes | None:
        try:
            return self._path(url).read_bytes()
        except OSError:
            return None

    def put(self, url: str, data: bytes) -> None:
        """Store atomically; a full or read-only disk only costs a download next time."""
        path = self._path(url)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_bytes(data)
            temporary.replace(path)
            self._trim()
        except OSError as error:
            log.warning("Artwork not cached: %s", error)

    def forget(self, url: str) -> None:
        """A copy that turned out unusable (it does not decode): the next load downloads it."""
        try:
            self._path(url).unlink(missing_ok=True)
        except OSError as error:
            log.warning("Broken artwork not removed from the cache: %s", error)

    def _trim(self) -> None:
        files = sorted(self.folder.iterdir(), key=lambda file: file.stat().st_mtime)
        for old in files[: max(0, len(files) - self.max_files)]:
            old.unlink(missing_ok=True)
