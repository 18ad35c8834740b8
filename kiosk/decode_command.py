"""``kiosk decode PATH…``: what the kiosk would read from image or video files.

Staff use it to test printed cards and phone screens before doors open: the same frame source,
decoder, confirmation rule and parser as the camera. A still image (a photo, a screenshot) gets
the still reading instead (``kiosk/camera/still.py``): zxing-cpp's best on the full picture, then
the project's looks, so it never reads fewer codes than zxing-cpp alone; it says which codes the
camera's own decoder missed in it. OpenCV is imported only when it runs, so ``kiosk --help``
stays fast.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class FileReading:
    frames: int = 0
    readable: bool = True
    payloads: dict[str, int] = field(default_factory=dict)  # payload -> frames it was read in
    confirmed: list[str] = field(default_factory=list)  # what the camera would send, in order
    several: bool = False  # two or more new codes were in view together: the camera took none
    # A still only: its codes the camera's decoder missed in it, and whether a code was found
    # that nothing could read.
    still_only: list[str] = field(default_factory=list)
    code_seen: bool = False


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="image or video files")
    parser.add_argument(
        "--mint-site", default="", help="the mint site links must point at (default: the settings')"
    )


def read_file(path: str) -> FileReading:
    """Every frame of ``path`` through the camera's decoder and confirmation rule.

    A still image, named as one or found to be one (a photo without its suffix), is read once
    with the still reading; its codes count at once, as the camera counts a still's.
    """
    import cv2

    from kiosk.camera.confirm import PayloadConfirmer
    from kiosk.camera.decoder import decode_frame
    from kiosk.camera.source import CameraError, CameraState, FrameSource, SourceKind, StateChange

    reading = FileReading()
    if not Path(path).is_file():  # a camera index or a URL would never end
        reading.readable = False
        return reading
    source = FrameSource(path)
    if source.kind is SourceKind.IMAGE or (
        Path(path).suffix.lower() != ".gif" and cv2.haveImageReader(path)  # GIFs may move
    ):
        return read_still_file(path)
    confirmer = PayloadConfirmer(quiet_s=float("inf"))  # a file is one showing: each read once
    changes: list[StateChange] = []
    source.start()
    try:
        while source.state is not CameraState.ENDED:
            got = source.read(timeout_s=1)
            changes += got.changes
            if got.frame is None:
                continue
            reading.frames += 1
            payloads = decode_frame(got.frame.image)
            for payload in payloads:
                reading.payloads[payload] = reading.payloads.get(payload, 0) + 1
            update = confirmer.update(payloads, certain=source.full_confidence)
            reading.confirmed.extend(update.read)
            reading.several = reading.several or update.several
    finally:
        source.close()
    changes += source.read(timeout_s=0).changes
    reading.readable = all(change.error is not CameraError.UNREADABLE_SOURCE for change in changes)
    return reading


def read_still_file(path: str) -> FileReading:
    """One picture through the still reading and the confirmation rule for a still."""
    from kiosk.camera.confirm import PayloadConfirmer
    from kiosk.camera.still import load_still, read_still

    picture = load_still(path)
    if picture is None:
        return FileReading(readable=False)
    still = read_still(picture)
    update = PayloadConfirmer(quiet_s=float("inf")).update(still.payloads, certain=True)
    return FileReading(
        frames=1,
        payloads=dict.fromkeys(still.payloads, 1),
        confirmed=update.read,
        several=update.several,
        code_seen=still.code_seen,
        still_only=[payload for payload in still.payloads if payload not in still.camera],
    )


def run(args: argparse.Namespace) -> int:
    """Print, per file, each payload and how the welcome and recipient screens would take it.

    Exit status 1 when a file gives the camera no code to send (none found, none readable, never
    in two nearby frames, or no picture at all), so a script testing cards stops there."""
    from kiosk.core.parsing import Expect, parse_input
    from kiosk.core.settings import effective_service_settings, load_settings

    mint_site = args.mint_site or effective_service_settings(load_settings()).mint_site
    unread = 0  # files that give the camera no code: a script checking cards must not go on
    for path in args.paths:
        reading = read_file(path)
        unread += not reading.confirmed
        if not reading.readable:
            print(f"{path}: cannot be read as an image or video")
            continue
        frames = f"{reading.frames} frame{'s' if reading.frames != 1 else ''}"
        if reading.code_seen and not reading.payloads:
            print(f"{path}: a QR code was found in {frames} but could not be read")
        elif not reading.payloads:
            print(f"{path}: no QR code found in {frames}")
        for payload, count in reading.payloads.items():
            if payload not in reading.confirmed and reading.several:
                # Which one the attendee holds up cannot be told (kiosk/camera/confirm.py).
                verdict = "in view with another code: the camera takes one code at a time"
            elif payload not in reading.confirmed:
                verdict = "never in two nearby frames: the camera would wait for a steadier view"
            elif payload in reading.still_only:
                verdict = "read in the still only: the camera's decoder missed it in this picture"
            else:
                verdict = "the camera reads it"
            print(f"{path}: {payload!r} (in {count} of {frames}; {verdict})")
            for screen, expect in (("welcome", Expect.MINT), ("recipient", Expect.RECIPIENT)):
                parsed = parse_input(payload, mint_site, expect)
                print(f"    on the {screen + ' screen:':<18}{parsed!r}")
    return 1 if unread else 0
