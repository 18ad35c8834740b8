"""QR decoding on camera-like frames: decode rate, false positives and latency per decoder, and
the camera worker's CPU use on a 30 fps video. Prints figures; not a test.

Frames come from a seeded generator: a real QR (qrcode) of a mint link, a six-character code or a
wallet URI, on a printed card or a phone screen (light or dark mode), placed on a cluttered scene
with scale, rotation, tilt, blur (focus or motion), glare, low contrast, sensor noise and JPEG
artefacts; 15 % of frames have no code. Everything runs on one thread.

    .venv/bin/python bench/qr_decode.py [--frames 300] [--seed 7] [--skip-opencv]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import cv2
import numpy as np
import qrcode
import zxingcpp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from kiosk.camera.decoder import QR_ONLY, decode_frame, grey

Image = np.ndarray
Decoder = Callable[[Image], list[str]]
SIZES = ((640, 480), (1280, 720))


@dataclass(frozen=True)
class Sample:
    frame: Image
    payload: str | None
    look: str  # what the frame shows, for the per-look breakdown


# --- the generator ----------------------------------------------------------------------------


def payload_for(rng: random.Random) -> str:
    kind = rng.randrange(3)
    hash_ = "".join(rng.choices("abcdefghijklmnopqrstuvwxyz0123456789", k=6))
    if kind == 0:
        return f"http://127.0.0.1:8000/mint?qr_hash={hash_}"
    if kind == 1:
        return hash_
    return f"ethereum:0x{rng.randbytes(20).hex()}@1"


def scene(rng: random.Random, width: int, height: int) -> Image:
    """A venue-like background: a lit gradient, boxes, lines and text (things to misread)."""
    gx = np.linspace(rng.uniform(40, 140), rng.uniform(80, 220), width, dtype=np.float32)
    gy = np.linspace(0, rng.uniform(-40, 40), height, dtype=np.float32)[:, None]
    base = np.clip(gx[None, :] + gy, 0, 255).astype(np.uint8)
    frame: Image = cv2.cvtColor(base, cv2.COLOR_GRAY2BGR)
    for _ in range(rng.randint(4, 12)):
        colour = tuple(rng.randint(0, 255) for _ in range(3))
        x, y = rng.randrange(width), rng.randrange(height)
        w, h = rng.randint(10, width // 3), rng.randint(10, height // 3)
        if rng.random() < 0.5:
            cv2.rectangle(frame, (x, y), (x + w, y + h), colour, -1)
        else:
            cv2.line(frame, (x, y), (x + w, y + h), colour, rng.randint(1, 6))
    for _ in range(rng.randint(0, 4)):
        text = "".join(rng.choices("ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789", k=rng.randint(4, 14)))
        cv2.putText(
            frame,
            text,
            (rng.randrange(width), rng.randrange(height)),
            cv2.FONT_HERSHEY_SIMPLEX,
            rng.uniform(0.5, 2.0),
            (rng.randint(0, 255),) * 3,
            rng.randint(1, 3),
        )
    return frame


def qr_modules(payload: str) -> Image:
    """The QR at one pixel per module with its four-module quiet zone, 255 white / 0 black."""
    return np.array(qrcode.make(payload, box_size=1, border=4).convert("L"), np.uint8)


def holder(rng: random.Random, payload: str, side: int) -> tuple[Image, str]:
    """A printed card or a phone screen showing the code at ``side`` pixels (before warping)."""
    modules = qr_modules(payload)
    code = cv2.resize(modules, (side, side), interpolation=cv2.INTER_NEAREST)
    if rng.random() < 0.55:
        pad = side // 6
        card = np.full((side + 3 * pad, side + 2 * pad), rng.randint(215, 250), np.uint8)
        card[2 * pad : 2 * pad + side, pad : pad + side] = np.minimum(code, card[0, 0])
        cv2.putText(card, "POAP", (pad, int(1.5 * pad)), cv2.FONT_HERSHEY_SIMPLEX, pad / 30, 40, 2)
        return cv2.cvtColor(card, cv2.COLOR_GRAY2BGR), "card"
    dark = rng.random() < 0.4
    screen_grey = rng.randint(15, 35) if dark else rng.randint(225, 255)
    if dark:
        code = 255 - code  # light modules on a dark screen
        code = np.where(code > 127, rng.randint(190, 235), screen_grey).astype(np.uint8)
    margin, bezel = side // 8, side // 12
    phone = np.full((int(side * 1.9), side + 2 * (margin + bezel)), 20, np.uint8)
    phone[bezel:-bezel, bezel:-bezel] = screen_grey
    top = (phone.shape[0] - side) // 2
    phone[top : top + side, bezel + margin : bezel + margin + side] = code
    tint = np.array([rng.uniform(0.85, 1.0), rng.uniform(0.9, 1.0), 1.0], np.float32)
    coloured = (cv2.cvtColor(phone, cv2.COLOR_GRAY2BGR) * tint).astype(np.uint8)
    return coloured, "phone dark mode" if dark else "phone"


def place(rng: random.Random, frame: Image, thing: Image) -> tuple[Image, bool]:
    """Warp ``thing`` into ``frame``: rotation, perspective tilt, position. True when tilted."""
    height, width = frame.shape[:2]
    h, w = thing.shape[:2]
    corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float32)
    angle = np.radians(rng.uniform(-180, 180) if rng.random() < 0.3 else rng.uniform(-25, 25))
    rotation = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    placed = (corners - [w / 2, h / 2]) @ rotation.T
    tilted = rng.random() < 0.4
    if tilted:  # held at an angle: the far edge shrinks
        strength = rng.uniform(0.1, 0.3)
        edge = rng.randrange(4)
        for i in (edge, (edge + 1) % 4):
            placed[i] *= 1 - strength
    span = placed.max(axis=0) - placed.min(axis=0)
    centre = [
        rng.uniform(span[0] / 2, max(span[0] / 2, width - span[0] / 2)),
        rng.uniform(span[1] / 2, max(span[1] / 2, height - span[1] / 2)),
    ]
    target = (placed + centre).astype(np.float32)
    matrix = cv2.getPerspectiveTransform(corners, target)
    warped = cv2.warpPerspective(thing, matrix, (width, height), flags=cv2.INTER_LINEAR)
    mask = cv2.warpPerspective(np.full((h, w), 255, np.uint8), matrix, (width, height))
    out = frame.copy()
    out[mask > 127] = warped[mask > 127]
    return out, tilted


def camera_effects(rng: random.Random, frame: Image, looks: list[str]) -> Image:
    """What a laptop webcam adds: blur, glare, low contrast, noise, JPEG."""
    if rng.random() < 0.35:
        if rng.random() < 0.5:
            frame = cv2.GaussianBlur(frame, (0, 0), rng.uniform(0.6, 1.8))
            looks.append("blur")
        else:
            length = rng.randint(3, 9)
            kernel = np.zeros((length, length), np.float32)
            kernel[length // 2, :] = 1 / length
            rotation = cv2.getRotationMatrix2D((length / 2, length / 2), rng.uniform(0, 180), 1.0)
            frame = cv2.filter2D(frame, -1, cv2.warpAffine(kernel, rotation, (length, length)))
            looks.append("motion blur")
    if rng.random() < 0.2:
        height, width = frame.shape[:2]
        glare: Image = np.zeros(frame.shape[:2], np.float32)
        cv2.ellipse(
            glare,
            (rng.randrange(width), rng.randrange(height)),
            (rng.randint(width // 20, width // 6), rng.randint(height // 20, height // 6)),
            rng.uniform(0, 180),
            0,
            360,
            rng.uniform(80, 200),
            -1,
        )
        glare = cv2.GaussianBlur(glare, (0, 0), width / 40)
        frame = np.clip(frame + glare[..., None], 0, 255).astype(np.uint8)
        looks.append("glare")
    if rng.random() < 0.25:
        mean = float(frame.mean())
        factor = rng.uniform(0.3, 0.55)
        frame = np.clip(mean + (frame - mean) * factor, 0, 255).astype(np.uint8)
        looks.append("low contrast")
    noise = np.random.default_rng(rng.randrange(2**32)).normal(0, rng.uniform(2, 8), frame.shape)
    frame = np.clip(frame + noise, 0, 255).astype(np.uint8)
    if rng.random() < 0.6:
        quality = rng.randint(35, 85)
        _, jpeg = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, quality])
        frame = np.asarray(cv2.imdecode(jpeg, cv2.IMREAD_COLOR))
        looks.append("jpeg")
    return frame


def camera_sample(rng: random.Random, width: int, height: int) -> Sample:
    frame = scene(rng, width, height)
    if rng.random() < 0.15:
        return Sample(camera_effects(rng, frame, []), None, "empty")
    payload = payload_for(rng)
    side = int(min(width, height) * rng.uniform(0.12, 0.6))
    thing, look = holder(rng, payload, side)
    frame, tilted = place(rng, frame, thing)
    looks = [look, "small" if side < min(width, height) * 0.2 else "", "tilt" if tilted else ""]
    frame = camera_effects(rng, frame, looks)
    return Sample(frame, payload, " ".join(x for x in looks if x))


def samples(count: int, seed: int, size: tuple[int, int]) -> list[Sample]:
    rng = random.Random(f"{seed}-{size}")
    return [camera_sample(rng, *size) for _ in range(count)]


# --- decoders ---------------------------------------------------------------------------------


def zxing(frame_to_image: Callable[[Image], Image] = grey, **options: object) -> Decoder:
    """One zxing pass with ``options``."""

    def decode(frame: Image) -> list[str]:
        found = zxingcpp.read_barcodes(
            frame_to_image(frame),
            formats=QR_ONLY,
            **options,  # type: ignore[arg-type]
        )
        return [b.text for b in found if b.valid]

    return decode


def ours_then(second: Callable[[Image], list[str]]) -> Decoder:
    """The kiosk's decoder, and ``second`` on the grey frame only when it read nothing."""

    def decode(frame: Image) -> list[str]:
        return decode_frame(frame) or second(grey(frame))

    return decode


def clahe_pass(image: Image) -> list[str]:
    equalised = cv2.createCLAHE(clipLimit=3.0, tileGridSize=(8, 8)).apply(image)
    return zxing(lambda x: x)(equalised)


def binarizer_pass(image: Image) -> list[str]:
    return zxing(lambda x: x, binarizer=zxingcpp.Binarizer.GlobalHistogram)(image)


def upscale_pass(image: Image) -> list[str]:
    bigger = cv2.resize(image, None, fx=1.5, fy=1.5, interpolation=cv2.INTER_LINEAR)
    return zxing(lambda x: x)(bigger)


def opencv(detector: cv2.QRCodeDetector | cv2.QRCodeDetectorAruco) -> Decoder:
    def decode(frame: Image) -> list[str]:
        ok, texts, _points, _straight = detector.detectAndDecodeMulti(frame)
        return [t for t in texts if t] if ok else []

    return decode


def decoders(with_opencv: bool) -> dict[str, Decoder]:
    chosen: dict[str, Decoder] = {
        "zxing defaults, BGR": zxing(lambda frame: frame),
        "zxing grey": zxing(),
        "zxing grey, no invert": zxing(try_invert=False),
        "zxing grey, no downscale": zxing(try_downscale=False),
        "OURS: grey + crop pass": decode_frame,
        "ours + CLAHE pass": ours_then(clahe_pass),
        "ours + 2nd binarizer": ours_then(binarizer_pass),
        "ours + 1.5x upscale": ours_then(upscale_pass),
    }
    if with_opencv:
        chosen["OpenCV QRCodeDetector"] = opencv(cv2.QRCodeDetector())
        chosen["OpenCV Aruco detector"] = opencv(cv2.QRCodeDetectorAruco())
    return chosen


# --- measuring --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Figures:
    decoded: float  # % of frames with a code whose payload was read
    false_positives: int  # texts read that were not the frame's payload
    median_ms: float
    p95_ms: float
    empty_median_ms: float  # most camera frames show no code: this is the idle cost
    missed: dict[str, int]


def measure(decode: Decoder, frames: list[Sample]) -> Figures:
    read = false = 0
    times: list[float] = []
    empty_times: list[float] = []
    missed: dict[str, int] = {}
    for sample in frames:
        start = time.perf_counter()
        texts = decode(sample.frame)
        elapsed = (time.perf_counter() - start) * 1000
        times.append(elapsed)
        if sample.payload is None:
            empty_times.append(elapsed)
        elif sample.payload in texts:
            read += 1
        else:
            for look in sample.look.split():
                missed[look] = missed.get(look, 0) + 1
        false += sum(text != sample.payload for text in texts)
    with_code = sum(s.payload is not None for s in frames)
    times.sort()
    return Figures(
        100 * read / with_code,
        false,
        statistics.median(times),
        times[int(0.95 * (len(times) - 1))],
        statistics.median(empty_times),
        missed,
    )


def camera_loop_cpu(size: tuple[int, int], seconds: float = 10) -> str:
    """The real worker on a 30 fps video read in real time: process CPU time / wall time."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from kiosk.camera.source import CameraState, FrameSource
    from kiosk.workers.camera_worker import CameraWorker

    app = QCoreApplication.instance() or QCoreApplication([])
    path = Path(tempfile.mkdtemp()) / "camera.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), 30, size)
    showing = samples(int(seconds * 30) // 10, 11, size)
    for n in range(int(seconds * 30)):
        writer.write(showing[n // 10].frame)  # each scene held a third of a second
    writer.release()

    source = FrameSource(path, realtime=True)
    worker = CameraWorker(source)
    payloads: list[str] = []
    previews = 0

    def count_preview() -> None:
        nonlocal previews
        previews += 1

    worker.payload_read.connect(payloads.append)
    worker.preview.connect(count_preview)
    loop = QEventLoop()

    def quit_at_end(state: str) -> None:
        if state == CameraState.ENDED:
            loop.quit()

    worker.state_changed.connect(quit_at_end)
    cpu, wall = time.process_time(), time.perf_counter()
    worker.start()
    loop.exec()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    worker.stop()
    del app
    return (
        f"camera worker at 30 fps, {size[0]}x{size[1]}, MJPG decode included: "
        f"{100 * cpu / wall:.0f} % of one core ({cpu:.2f} s CPU in {wall:.2f} s), "
        f"{previews} previews, {len(payloads)} payloads, {source.frames_dropped} frames dropped"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--skip-opencv", action="store_true", help="skip the slow OpenCV detectors")
    parser.add_argument("--save", type=Path, help="write the frames as PNG files here")
    args = parser.parse_args()
    cv2.setNumThreads(1)
    print(
        f"zxing-cpp {version('zxing-cpp')}, OpenCV {cv2.__version__}, {args.frames} frames per"
        f" size, seed {args.seed}, one thread; times include the grey conversion"
    )
    if not hasattr(cv2, "wechat_qrcode_WeChatQRCode"):
        print(
            "OpenCV WeChatQRCode: skipped (not in opencv-python-headless; needs contrib + models)"
        )
    chosen = decoders(not args.skip_opencv)
    for size in SIZES:
        frames = samples(args.frames, args.seed, size)
        if args.save:
            args.save.mkdir(parents=True, exist_ok=True)
            for n, sample in enumerate(frames):
                name = f"{size[0]}-{n:03d}-{sample.look.replace(' ', '_')}.png"
                cv2.imwrite(str(args.save / name), sample.frame)
        print(f"\n{size[0]}x{size[1]}  ({sum(s.payload is None for s in frames)} without a code)")
        print(f"  {'decoder':<24}{'decoded':>9}{'false':>7}{'median':>9}{'p95':>9}{'empty':>9}")
        for name, decode in chosen.items():
            measure(decode, frames[:20])  # warm up: first calls allocate
            f = measure(decode, frames)
            print(
                f"  {name:<24}{f.decoded:8.1f}%{f.false_positives:7d}"
                f"{f.median_ms:7.2f}ms{f.p95_ms:7.2f}ms{f.empty_median_ms:7.2f}ms"
            )
            if name.startswith("OURS"):
                worst = sorted(f.missed.items(), key=lambda item: -item[1])[:6]
                print("    missed:", ", ".join(f"{look} {n}" for look, n in worst))
    print()
    for size in SIZES:
        print(camera_loop_cpu(size))


if __name__ == "__main__":
    main()
