"""``kiosk decode`` on real files: what the kiosk would read, and a failing exit for bad files."""

from __future__ import annotations

import argparse
from pathlib import Path

import cv2
import pytest

from kiosk.decode_command import add_arguments, run
from tests.camera.qr_frames import frame_with, write_video

SITE = "http://127.0.0.1:8000"
LINK = f"{SITE}/mint?qr_hash=abc123"
WALLET = "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1"


def decode(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return run(parser.parse_args(["--mint-site", SITE, *argv]))


def test_prints_each_payload_and_its_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = tmp_path / "card.png"
    cv2.imwrite(str(card), frame_with(LINK))
    video = write_video(tmp_path / "phone.avi", [None, WALLET, WALLET, None, "x7k2pq"])
    assert decode(str(card), str(video)) == 0
    out = capsys.readouterr().out
    assert f"{card}: '{LINK}' (in 1 of 1 frame; the camera reads it)" in out
    assert "MintLink(qr_hash='abc123', source_kind=<SourceKind.LINK: 'link'>)" in out
    assert f"{video}: '{WALLET}' (in 2 of 5 frames; the camera reads it)" in out
    assert "Recipient(kind=<RecipientKind.ADDRESS: 'address'>" in out
    assert "'x7k2pq' (in 1 of 5 frames; never in two nearby frames" in out


def test_a_file_without_a_code_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert decode(str(write_video(tmp_path / "empty.avi", [None, None]))) == 1
    assert "no QR code found in 2 frames" in capsys.readouterr().out


def test_unreadable_files_fail_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    garbage = tmp_path / "garbage.avi"
    garbage.write_bytes(b"not a video" * 50)
    card = tmp_path / "card.png"
    cv2.imwrite(str(card), frame_with(LINK))
    assert decode(str(tmp_path / "missing.png"), str(garbage), str(card)) == 1
    out = capsys.readouterr().out
    assert out.count("cannot be read as an image or video") == 2
    assert "the camera reads it" in out  # the good file is still read


def test_a_still_with_a_code_nothing_can_read_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = tmp_path / "thumb.png"
    frame = frame_with(LINK, box_size=8)
    h, w = frame.shape[:2]
    frame[h // 2 - 40 : h // 2 + 40, w // 2 - 60 : w // 2 + 60] = 0  # a thumb over the middle
    cv2.imwrite(str(card), frame)
    assert decode(str(card)) == 1  # nothing the camera could send
    assert (
        f"{card}: a QR code was found in 1 frame but could not be read" in capsys.readouterr().out
    )
