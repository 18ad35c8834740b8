"""Still images: what ``kiosk decode`` reads against zxing-cpp alone on the same files (issue 19).

Per set (tests/camera/still_sets.py, written from a seed into a temporary folder): the images,
their codes, the codes read by zxing-cpp alone with its default options
(``read_barcodes(cv2.imread(path))``, its QR codes) and with its best options for QR codes
(every binarizer, every try on), by the camera's decoder alone (what ``kiosk decode`` read in a
still before issue 19), and by ``kiosk decode``'s reading path (``read_file``). The floor is
what zxing-cpp alone reads (default and best together): the ratio is ours / floor (goal >= 1.00
on every set, and no image where a code of the floor is lost). Times per image include reading
the file. Prints figures; never asserts.

    .venv/bin/python bench/still_images.py [--photos 12] [--seed 19] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path

import cv2
import zxingcpp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.table import row
from kiosk.camera.decoder import decode_frame
from kiosk.camera.still import BINARIZERS
from kiosk.decode_command import read_file
from tests.camera.still_sets import SETS, write_set

Reader = Callable[[Path], set[str]]
QR = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)


def zxing_default(path: Path) -> set[str]:
    barcodes = zxingcpp.read_barcodes(cv2.imread(str(path)))
    return {b.text for b in barcodes if b.format == zxingcpp.BarcodeFormat.QRCode}


def zxing_best(path: Path) -> set[str]:
    image = cv2.imread(str(path))
    found: set[str] = set()
    for binarizer in BINARIZERS:
        barcodes = zxingcpp.read_barcodes(
            image,
            formats=QR,
            try_rotate=True,
            try_downscale=True,
            try_invert=True,
            binarizer=binarizer,
        )
        found |= {b.text for b in barcodes}
    return found


def camera_decoder(path: Path) -> set[str]:
    image = cv2.imread(str(path))
    return set(decode_frame(image)) if image is not None else set()


def kiosk_decode(path: Path) -> set[str]:
    return set(read_file(str(path)).payloads)


READERS: dict[str, Reader] = {
    "zxing default": zxing_default,
    "zxing best": zxing_best,
    "camera decoder": camera_decoder,
    "kiosk decode": kiosk_decode,
}


def run_set(name: str, folder: Path, photos: int, seed: int) -> None:
    cases = write_set(name, folder / name, count=photos, seed=seed)
    read = {reader: 0 for reader in READERS}
    times: dict[str, list[float]] = {reader: [] for reader in READERS}
    wrong = floor = lost_images = camera_lost_images = 0
    notes: list[str] = []
    for case in cases:
        got: dict[str, set[str]] = {}
        for reader, decode in READERS.items():  # in turn, image by image
            start = time.perf_counter()
            got[reader] = decode(case.path)
            times[reader].append((time.perf_counter() - start) * 1000)
            read[reader] += len(got[reader] & case.payloads)
            wrong += len(got[reader] - case.payloads)
        alone = got["zxing default"] | got["zxing best"]
        floor += len(alone & case.payloads)
        ours = got["kiosk decode"]
        lost_images += bool(alone - ours)
        camera_lost_images += bool(alone - got["camera decoder"])
        if ours != alone:
            lost = f", LOST {len(alone - ours)}" if alone - ours else ""
            notes.append(
                f"    {case.path.name}: zxing {len(alone)}, ours {len(ours)} of "
                f"{len(case.payloads)}{lost} ({case.look})"
            )
    codes = sum(len(case.payloads) for case in cases)
    print(f"\n{name}: {len(cases)} images, {codes} codes")
    print(f"  {'reader':<16}{'codes read':>12}{'median':>10}{'mean':>10}  per image")
    for reader in READERS:
        print(
            f"  {reader:<16}{read[reader]:>7} / {codes:<3}"
            f"{statistics.median(times[reader]):8.0f}ms{statistics.mean(times[reader]):8.0f}ms"
        )
    for reader, lost_in in (
        ("kiosk decode", lost_images),
        ("camera decoder", camera_lost_images),  # kiosk decode on a still before issue 19
    ):
        ratio = read[reader] / floor if floor else float("nan")
        print(
            f"  {reader} / zxing alone (default or best) = {read[reader]} / {floor}"
            f" = {ratio:.2f}; images where it lost a code zxing alone reads: {lost_in}"
        )
    print(f"  misreads (all readers): {wrong}")
    print("\n".join(notes))
    ours_read = read["kiosk decode"]
    row(
        f"still images, {name} set ({len(cases)} images, {codes} codes)",
        f"kiosk decode reads {ours_read}",
        f"zxing-cpp alone {floor}",
        ours_read / floor if floor else None,
        "never a code fewer",
        met=lost_images == 0 and wrong == 0,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--photos", type=int, default=12, help="photos in the photo set")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--keep", type=Path, help="write the images here and keep them")
    args = parser.parse_args()
    cv2.setNumThreads(1)
    print(
        f"zxing-cpp {version('zxing-cpp')}, OpenCV {cv2.__version__}, seed {args.seed}, "
        f"nproc {os.cpu_count()}, load {os.getloadavg()[0]:.2f}, "
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, one thread"
    )
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.keep or Path(temporary)
        for name in SETS:
            run_set(name, folder, args.photos, args.seed)


if __name__ == "__main__":
    main()
