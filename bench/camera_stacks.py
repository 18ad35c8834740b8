"""The camera without OpenCV? What Qt Multimedia's capture would cost, against OpenCV's.

OpenCV is 151 of the bundle's 366 MiB (docs/performance.md, "Bundle"), so the bundle's goal
(issue 19: <= 200 MiB) needs a camera stack without it. The one in our stack is Qt Multimedia
(QCamera, or QMediaPlayer for a file, into a QVideoSink; its FFmpeg backend). This bench plays
the same 720p MJPG video in real time (the busy still room of ``bench/camera_idle.py``, fresh
noise in every frame, 30 frames a second) through each stack, and does with every frame the
least the camera view needs, nothing else (no motion check, no decode, no paint):

- **opencv**: ``VideoCapture.read()`` (FFmpeg's MJPG decoder, into BGR), the view's part of the
  frame scaled to 800x600 and made 32-bit (``cv2.resize``, ``cv2.cvtColor``), as
  ``PreviewMaker`` does;
- **opencv-frames**: the frames read and dropped: OpenCV's capture alone;
- **qt**: the sink's ``QVideoFrame`` (FFmpeg's decoder, YUV 4:2:0), ``toImage()`` (Qt's YUV to
  RGB32 conversion, on the CPU when Qt has no GPU: "No RHI backend" here), the view's part
  scaled to 800x600 (``QImage.copy`` and ``scaled``, smooth: Qt's area average; or **qt-fast**:
  nearest pixel);
- **qt-paint**: ``QVideoFrame.paint`` into the 800x600 image (aspect ratio kept by expanding,
  so the view's part): the whole frame converted, then drawn bilinear, as OpenCV's linear;
- **qt-crop**: the frame mapped (``QVideoFrame.map``, each plane's bytes), the view's part of
  each plane copied into a frame of that size (960x720), that one converted and painted;
- **qt-planes**: the frame mapped, each plane's part taken as an 8-bit ``QImage`` (a view,
  nothing copied), scaled to the preview's size (luminance 800x600, chroma 400x300; smooth, or
  **qt-planes-fast**: nearest pixel), copied into a small frame of the same format and colour
  space (``QVideoFrameFormat``, YUV420P here), and that one converted: the conversion on 0.52x
  the pixels, no full-frame RGB image at all;
- **qt-grey**: the preview in grey, no conversion: the luminance plane's part scaled (nearest
  pixel) and made 32-bit;
- **qt-luma**: what the QR decoder needs instead of a preview: the whole luminance plane as an
  8-bit ``QImage``, copied once (zxing-cpp reads a ``QImage`` or a buffer; no numpy);
- **qt-frames**: the frames delivered to the sink and dropped: the least Qt Multimedia costs.

Each in a fresh process (which first makes a ``QGuiApplication``, as the kiosk has one either
way), in turn (each round starting one stack later), ``--runs`` rounds; CPU is process CPU time
/ wall time, as % of one core; medians printed, the ratio of each to opencv's, and what each
costs beyond its own capture (opencv-frames, qt-frames). Memory: each process's resident size
at the end (VmRSS), what it grew by from before the stack was loaded, its peak (VmHWM), and
whether numpy was loaded. The machine's load average is printed after each round.

``--check DIR`` plays a second of the room with a QR code held up instead, saves each stack's
preview of one frame (and qt-luma's luminance image) in DIR as PNGs, prints how far each
preview is from Qt's own conversion and from OpenCV's (mean absolute difference per channel),
and has zxing-cpp read the luminance image, as a ``QImage`` and as a buffer, in a process
without numpy.

Run: .venv/bin/python bench/camera_stacks.py [--seconds 8] [--runs 3] [--check DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage
    from PySide6.QtMultimedia import QVideoFrame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

VIEW = (800, 600)  # the welcome page's camera view at the design size, device pixels
STACKS = (
    "opencv", "opencv-frames", "qt", "qt-fast", "qt-paint", "qt-crop", "qt-planes",
    "qt-planes-fast", "qt-grey", "qt-luma",
    "qt-frames",
)
KEPT_FRAME = 10  # with --check, this frame's preview of each stack is saved as a PNG


def make_video(seconds: float) -> Path:
    import numpy as np

    from bench.camera_idle import FPS, mjpg_video, noisy, still_room

    rng = np.random.default_rng(7)
    room = still_room(rng)
    return mjpg_video([noisy(room, rng) for _ in range(FPS)], seconds)


def shown_part(width: int, height: int) -> tuple[int, int, int, int]:
    """The middle of the frame with the view's shape: left, top, width, height."""
    scale = max(VIEW[0] / width, VIEW[1] / height)
    shown = (min(width, round(VIEW[0] / scale)), min(height, round(VIEW[1] / scale)))
    return (width - shown[0]) // 2, (height - shown[1]) // 2, shown[0], shown[1]


def run_opencv(video: Path, stack: str, keep: Path | None = None) -> tuple[float, int]:
    """Process CPU % of one core, and frames handled."""
    import cv2
    import numpy as np

    cv2.setNumThreads(1)  # as the camera loop
    capture = cv2.VideoCapture(str(video))
    interval = 1 / (capture.get(cv2.CAP_PROP_FPS) or 30)
    scaled = np.empty((VIEW[1], VIEW[0], 3), np.uint8)
    preview = np.empty((VIEW[1], VIEW[0], 4), np.uint8)
    frames = 0
    started, cpu = time.monotonic(), time.process_time()
    due = started
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        frames += 1
        if stack == "opencv-frames":  # the frames read and dropped: OpenCV's capture alone
            due += interval
            time.sleep(max(0.0, due - time.monotonic()))
            continue
        left, top, width, height = shown_part(frame.shape[1], frame.shape[0])
        visible = frame[top : top + height, left : left + width]
        cv2.resize(visible, VIEW, scaled, interpolation=cv2.INTER_LINEAR)
        cv2.cvtColor(scaled, cv2.COLOR_BGR2BGRA, preview)
        if keep is not None and frames == KEPT_FRAME:
            cv2.imwrite(str(keep / "opencv.png"), preview)
        due += interval
        time.sleep(max(0.0, due - time.monotonic()))
    capture.release()
    return 100 * (time.process_time() - cpu) / (time.monotonic() - started), frames


def resident() -> tuple[float, float]:
    """This process's resident memory now and at its peak, MB (VmRSS, VmHWM of /proc)."""
    status = Path("/proc/self/status").read_text().splitlines()
    fields = dict(line.split(":", 1) for line in status)
    now, peak = (int(fields[name].split()[0]) / 1000 for name in ("VmRSS", "VmHWM"))
    return now, peak


# How many luminance pixels share one chroma sample, across and down, in the planar formats the
# plane ways handle (FFmpeg's MJPG decoder gives YUVJ 4:2:0; Qt's backend hands it on as YUV420P).
CHROMA_STEPS = {"Format_YUV420P": (2, 2), "Format_YV12": (2, 2), "Format_YUV422P": (2, 1)}
FAST = ("qt-fast", "qt-planes-fast", "qt-grey")  # nearest pixel; the others scale smooth
MAPPED = ("qt-crop", "qt-planes", "qt-planes-fast", "qt-grey", "qt-luma")  # read the planes


def preview(stack: str, frame: QVideoFrame) -> QImage:
    """What ``stack`` makes of one frame: the view's preview (32-bit, 800x600), or for
    ``qt-luma`` the decoder's input (the whole luminance plane, 8-bit)."""
    from PySide6.QtCore import Qt
    from PySide6.QtMultimedia import QVideoFrame

    fast = Qt.TransformationMode.FastTransformation
    mode = fast if stack in FAST else Qt.TransformationMode.SmoothTransformation
    if stack in ("qt", "qt-fast"):
        return whole(frame, mode)
    if stack == "qt-paint":
        return painted(frame)
    if not frame.map(QVideoFrame.MapMode.ReadOnly):
        raise SystemExit(f"{stack}: the frame cannot be mapped")
    try:
        if stack == "qt-luma":
            return luma(frame)
        if stack == "qt-grey":
            return grey_preview(frame, mode)
        if stack == "qt-crop":
            return cropped(frame)
        return planes(frame, mode)
    finally:
        frame.unmap()


def whole(frame: QVideoFrame, mode: Qt.TransformationMode) -> QImage:
    """The whole frame converted (``toImage()``), then the view's part cut out and scaled."""
    from PySide6.QtCore import QRect, Qt

    image = frame.toImage()
    part = QRect(*shown_part(image.width(), image.height()))
    return image.copy(part).scaled(*VIEW, Qt.AspectRatioMode.IgnoreAspectRatio, mode)


def painted(frame: QVideoFrame) -> QImage:
    """``QVideoFrame.paint``: the whole frame converted, its view's part drawn to size."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtMultimedia import QVideoFrame

    image = QImage(*VIEW, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    options = QVideoFrame.PaintOptions()
    options.aspectRatioMode = Qt.AspectRatioMode.KeepAspectRatioByExpanding
    frame.paint(painter, QRectF(image.rect()), options)
    painter.end()
    return image


def plane(frame: QVideoFrame, index: int, part: tuple[int, int, int, int]) -> QImage:
    """A part of a mapped frame's plane as an 8-bit grey image: a view, nothing copied."""
    from PySide6.QtGui import QImage

    left, top, width, height = part
    line = frame.bytesPerLine(index)
    bits = memoryview(frame.bits(index))[top * line + left :]
    return QImage(bits, width, height, line, QImage.Format.Format_Grayscale8)


def scale_plane(part: QImage, width: int, height: int, mode: Qt.TransformationMode) -> QImage:
    """An 8-bit plane scaled, as an 8-bit image of the same samples. Nearest pixel: the bytes
    taken as indexed colour, which Qt copies as they are (3x faster than as grey, which goes
    through 32-bit colour and back). Smooth: as grey (Qt's area average); taking the bytes as
    alpha to draw them bilinear on Qt's 32-bit path was faster on a frame still in the cache,
    slower on the camera's fresh frames (its 32-bit copy of the part is 2.7 MB)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    ignore = Qt.AspectRatioMode.IgnoreAspectRatio
    if mode is not Qt.TransformationMode.FastTransformation:
        return part.scaled(width, height, ignore, mode)
    source = QImage(part)  # shares the bytes; only its format changes
    source.reinterpretAsFormat(QImage.Format.Format_Indexed8)
    source.setColorCount(256)
    return source.scaled(width, height, ignore, mode)


def small_frame(frame: QVideoFrame, width: int, height: int) -> tuple[QVideoFrame, int, int]:
    """A new frame of ``frame``'s format (colour space and range too) at this size, mapped
    to be written; and how many luminance pixels share a chroma sample, across and down."""
    from PySide6.QtCore import QSize
    from PySide6.QtMultimedia import QVideoFrame, QVideoFrameFormat

    name = frame.surfaceFormat().pixelFormat().name
    if name not in CHROMA_STEPS:
        raise SystemExit(f"frames in {name}, not a planar YUV this bench handles")
    form = QVideoFrameFormat(frame.surfaceFormat())
    form.setFrameSize(QSize(width, height))
    small = QVideoFrame(form)
    small.map(QVideoFrame.MapMode.WriteOnly)
    return small, *CHROMA_STEPS[name]


def cropped(frame: QVideoFrame) -> QImage:
    """The view's part of each plane copied (no scaling) into a frame of that size, that one
    converted (the conversion on the view's part only), and drawn to the preview's size with
    ``QVideoFrame.paint`` (bilinear, on Qt's fast 32-bit path)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtMultimedia import QVideoFrame

    left, top, width, height = shown_part(frame.width(), frame.height())
    small, across, down = small_frame(frame, width, height)
    left, top = left - left % across, top - top % down
    for index in range(frame.planeCount()):
        x, y = (1, 1) if index == 0 else (across, down)
        part = plane(frame, index, (left // x, top // y, width // x, height // y)).copy()
        put(part, memoryview(small.bits(index)), small.bytesPerLine(index))
    small.unmap()
    image = QImage(*VIEW, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    small.paint(painter, QRectF(image.rect()), QVideoFrame.PaintOptions())
    painter.end()
    return image


def planes(frame: QVideoFrame, mode: Qt.TransformationMode) -> QImage:
    """Each plane's part of the view scaled to the preview's size (8-bit images, views of the
    frame's planes), copied into a small frame of the same format (colour space and range
    too), and that one converted: the YUV to RGB conversion on the preview's pixels only."""
    left, top, width, height = shown_part(frame.width(), frame.height())
    small, across, down = small_frame(frame, *VIEW)
    left, top = left - left % across, top - top % down
    for index in range(frame.planeCount()):
        x, y = (1, 1) if index == 0 else (across, down)
        part = plane(frame, index, (left // x, top // y, width // x, height // y))
        scaled = scale_plane(part, VIEW[0] // x, VIEW[1] // y, mode)
        put(scaled, memoryview(small.bits(index)), small.bytesPerLine(index))
    small.unmap()
    return small.toImage()


def put(image: QImage, into: memoryview, line: int) -> None:
    """An 8-bit image's rows into a mapped plane whose rows are ``line`` bytes apart."""
    bits, width, height = memoryview(image.constBits()), image.width(), image.height()
    if line == image.bytesPerLine():
        into[: height * line] = bits[: height * line]
        return
    for row in range(height):
        into[row * line : row * line + width] = bits[row * image.bytesPerLine() :][:width]


def grey_preview(frame: QVideoFrame, mode: Qt.TransformationMode) -> QImage:
    """The preview in grey: the luminance plane's part scaled, made 32-bit; no conversion."""
    from PySide6.QtGui import QImage

    part = plane(frame, 0, shown_part(frame.width(), frame.height()))
    scaled = scale_plane(part, *VIEW, mode)
    scaled.reinterpretAsFormat(QImage.Format.Format_Grayscale8)
    return scaled.convertToFormat(QImage.Format.Format_RGB32)


def luma(frame: QVideoFrame) -> QImage:
    """What the decoder needs: the whole luminance plane, 8-bit, copied once (it outlives the
    frame's mapping, as a decode on another thread would)."""
    return plane(frame, 0, (0, 0, frame.width(), frame.height())).copy()


def run_qt(video: Path, stack: str, keep: Path | None = None) -> tuple[float, int]:
    from PySide6.QtCore import Qt, QUrl
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtMultimedia import QMediaPlayer, QVideoSink

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    player, sink = QMediaPlayer(), QVideoSink()
    player.setVideoSink(sink)
    frames = [0]

    def handle(frame: QVideoFrame) -> None:
        if not frame.isValid():
            return
        frames[0] += 1
        if stack == "qt-frames":
            return
        image = preview(stack, frame)
        if keep is not None and frames[0] == KEPT_FRAME:
            image.save(str(keep / f"{stack}.png"))
            if stack == "qt-luma":
                read_luma(image)

    # On the thread that delivers the frames, as a camera loop would take them.
    sink.videoFrameChanged.connect(handle, Qt.ConnectionType.DirectConnection)
    player.mediaStatusChanged.connect(
        lambda status: status is QMediaPlayer.MediaStatus.EndOfMedia and app.quit()
    )
    player.errorOccurred.connect(lambda _error, text: (print(text, file=sys.stderr), app.quit()))
    player.setSource(QUrl.fromLocalFile(str(video)))
    started, cpu = time.monotonic(), time.process_time()
    player.play()
    app.exec()
    return 100 * (time.process_time() - cpu) / (time.monotonic() - started), frames[0]


def read_luma(image: QImage) -> None:
    """zxing-cpp reads the luminance image as it is, a QImage or a buffer: no numpy."""
    import zxingcpp

    qr = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    by_image = [code.text for code in zxingcpp.read_barcodes(image, formats=qr)]
    view = zxingcpp.ImageView(
        image.constBits(),  # type: ignore[arg-type]  # typed as an array; any buffer does
        image.width(), image.height(), zxingcpp.ImageFormat.Lum, image.bytesPerLine(), 1,
    )
    by_buffer = [code.text for code in zxingcpp.read_barcodes(view, formats=qr)]
    print(f"zxing-cpp read {by_image} from the QImage, {by_buffer} from its buffer")


@dataclass
class Run:
    cpu: float  # % of one core
    frames: int
    base: float  # MB resident before the stack (Python and a QGuiApplication, as the kiosk)
    rss: float  # MB resident at the end (VmRSS)
    peak: float  # MB resident at the most (VmHWM)
    numpy: bool  # numpy imported in the process
    said: list[str]  # anything else the child printed


def measure(stack: str, video: Path, keep: Path | None = None) -> Run:
    """One stack in a fresh process (its libraries and threads alone)."""
    quiet = dict(os.environ, QT_LOGGING_RULES="*=false", AV_LOG_FORCE_NOCOLOR="1")
    kept = ["--keep", str(keep)] if keep else []
    lines = subprocess.run(
        [sys.executable, __file__, "--child", stack, str(video), *kept],
        capture_output=True, text=True, check=True, env=quiet,
    ).stdout.splitlines()
    cpu, frames, base, rss, peak, numpy = lines[-1].split()
    return Run(
        float(cpu), int(frames), float(base), float(rss), float(peak), numpy == "True", lines[:-1]
    )


def child(stack: str, video: Path, keep: Path | None) -> None:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])  # the kiosk has one whichever camera stack it uses
    base, _ = resident()
    if stack.startswith("opencv"):
        cpu, frames = run_opencv(video, stack, keep)
    else:
        cpu, frames = run_qt(video, stack, keep)
    rss, peak = resident()
    print(f"{cpu:.2f} {frames} {base:.1f} {rss:.1f} {peak:.1f} {'numpy' in sys.modules}")
    del app


def check(into: Path) -> None:
    """Each stack's preview of one frame with a QR code held up, saved as a PNG; how far each
    is from Qt's own conversion and from OpenCV's (mean absolute difference per channel, 0-255);
    and zxing-cpp reading the luminance plane."""
    import cv2
    import numpy as np

    from bench.camera_idle import FPS, held_up, mjpg_video, noisy, still_room

    into.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(7)
    room = still_room(rng)
    video = mjpg_video([held_up(noisy(room, rng), "mint-kiosk check") for _ in range(FPS)], 1)
    for stack in STACKS[:-1]:
        if stack == "opencv-frames":
            continue
        run = measure(stack, video, into)
        for line in run.said:
            print(f"{stack}: {line}; numpy loaded: {run.numpy}")
    def read(stack: str) -> np.ndarray:
        return np.asarray(cv2.imread(str(into / f"{stack}.png")), np.int16)

    first = {name: read(name) for name in ("qt", "opencv")}
    print("mean absolute difference per channel (B, G, R), 0-255:")
    for stack in (name for name in STACKS[:-2] if name != "opencv-frames"):
        far = {
            name: ", ".join(f"{d:4.1f}" for d in np.abs(read(stack) - theirs).mean(axis=(0, 1)))
            for name, theirs in first.items()
        }
        print(f"{stack:15s} from qt's: {far['qt']}   from opencv's: {far['opencv']}")
    print(f"PNGs in {into}")
    video.unlink()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--check", type=Path, metavar="DIR", help="save and compare previews")
    parser.add_argument("--child", nargs=2, metavar=("STACK", "VIDEO"), help=argparse.SUPPRESS)
    parser.add_argument("--keep", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], Path(args.child[1]), args.keep)
        return 0
    if args.check:
        check(args.check)
        return 0
    video = make_video(args.seconds)
    expected = round(args.seconds * 30)
    runs: dict[str, list[Run]] = {stack: [] for stack in STACKS}
    loads = [os.getloadavg()]
    for round_ in range(args.runs):
        turn = round_ % len(STACKS)  # each round starts one stack later: no stack always first
        for stack in STACKS[turn:] + STACKS[:turn]:
            run = measure(stack, video)
            runs[stack].append(run)
            print(
                f"  {stack:15s} {run.cpu:5.1f} % of a core, {run.frames} of {expected} frames, "
                f"{run.rss:5.1f} MB resident"
            )
        loads.append(os.getloadavg())
    video.unlink()

    def median(stack: str, field: str) -> float:
        return statistics.median(float(getattr(run, field)) for run in runs[stack])

    floor = median("opencv", "cpu")
    captures = {"opencv": median("opencv-frames", "cpu"), "qt": median("qt-frames", "cpu")}
    print(f"720p MJPG at 30 frames a second, the view's preview of each ({os.cpu_count()} cores):")
    print(
        "stack           % of a core  x opencv's  beyond its capture"
        "  MB resident  grown  peak  numpy"
    )
    for stack in STACKS:
        cpu = median(stack, "cpu")
        beyond = cpu - captures[stack.split("-")[0]]
        grown = statistics.median(run.rss - run.base for run in runs[stack])
        numpy = any(run.numpy for run in runs[stack])
        print(
            f"{stack:15s} {cpu:11.1f} {cpu / floor:10.2f}x {beyond:+19.1f} "
            f"{median(stack, 'rss'):12.1f} {grown:6.1f} {median(stack, 'peak'):5.1f}  {numpy}"
        )
    print("load average (1, 5, 15 min) at the start and after each round: " + "; ".join(
        ", ".join(f"{load:.2f}" for load in triple) for triple in loads
    ))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
