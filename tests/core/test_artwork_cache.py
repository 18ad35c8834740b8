"""The artwork cache returns what was stored, stays bounded, and shrugs off disk trouble."""

from __future__ import annotations

import os
from pathlib import Path

from kiosk.core.artwork_cache import ArtworkCache


def test_stored_artwork_comes_back_by_url(private_user_dirs: Path) -> None:
    cache = ArtworkCache()
    assert cache.get("http://example.test/a.png") is None
    cache.put("http://example.test/a.png", b"picture")
    assert cache.get("http://example.test/a.png") == b"picture"
    assert cache.get("http://example.test/b.png") is None
    assert cache.folder.is_relative_to(private_user_dirs)


def test_oldest_files_are_removed_beyond_the_limit(tmp_path: Path) -> None:
    cache = ArtworkCache(tmp_path / "art", max_files=3)
    for n in range(5):
        cache.put(f"http://example.test/{n}.png", bytes([n]))
        os.utime(cache._path(f"http://example.test/{n}.png"), (n, n))
    assert len(list(cache.folder.iterdir())) == 3
    assert cache.get("http://example.test/0.png") is None
    assert cache.get("http://example.test/4.png") == bytes([4])


def test_an_unwritable_folder_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_bytes(b"")
    cache = ArtworkCache(blocker / "art")
    cache.put("http://example.test/a.png", b"picture")
    assert cache.get("http://example.test/a.png") is None


def test_a_forgotten_copy_is_gone_and_the_others_stay(tmp_path: Path) -> None:
    """A copy that does not decode is forgotten, so the next load downloads it; forgetting one
    never cached is no error."""
    cache = ArtworkCache(tmp_path / "art")
    cache.put("http://example.test/a.png", b"cut short")
    cache.put("http://example.test/b.png", b"picture")
    cache.forget("http://example.test/a.png")
    cache.forget("http://example.test/never.png")
    assert cache.get("http://example.test/a.png") is None
    assert cache.get("http://example.test/b.png") == b"picture"
