"""``kiosk decode PATH…``: what the kiosk would read from image or video files.

Staff use it to test printed cards before doors open; the same decoder and parser as the kiosk.
"""

from __future__ import annotations

import argparse

from kiosk.camera.decoder import decode_frame
from kiosk.camera.source import FrameSource
from kiosk.core.parsing import Expect, parse_input
from kiosk.core.settings import effective_service_settings, load_settings


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="image or video files")
    parser.add_argument(
        "--mint-site", default="", help="the mint site links must point at (default: the settings')"
    )


def decode_file(path: str) -> list[str] | None:
    """Every distinct payload in the file, in the order first read; None if unreadable."""
    source = FrameSource(path)
    if not source.open():
        return None
    found: list[str] = []
    frames = 0
    try:
        while (frame := source.read()) is not None:
            frames += 1
            found.extend(p for p in decode_frame(frame).payloads if p not in found)
    finally:
        source.release()
    return found if frames else None


def run(args: argparse.Namespace) -> int:
    mint_site = args.mint_site or effective_service_settings(load_settings()).mint_site
    unreadable = 0
    for path in args.paths:
        payloads = decode_file(path)
        if payloads is None:
            print(f"{path}: cannot be read as an image or video")
            unreadable += 1
            continue
        if not payloads:
            print(f"{path}: no QR code found")
        for payload in payloads:
            as_mint = parse_input(payload, mint_site, Expect.MINT)
            as_recipient = parse_input(payload, mint_site, Expect.RECIPIENT)
            print(f"{path}: {payload!r}")
            print(f"    on the welcome screen:   {as_mint}")
            print(f"    on the recipient screen: {as_recipient}")
    return 1 if unreadable else 0
