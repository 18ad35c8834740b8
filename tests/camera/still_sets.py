"""Two seeded sets of still images with real QR codes (qrcode), written as files.

- **rendered**: what staff get from a generator or a screenshot: mint links, six-character codes,
  wallet URIs, dark mode, small and tiny codes, several codes in one image, a transparent
  background, no quiet zone, a logo over the middle, colours, JPEG screenshots.
- **photo**: what a phone camera takes (there is no camera here, so it is made): 4032x3024 and
  3000x4000 pictures of cards and phone screens on a cluttered scene, with perspective tilt,
  focus or motion blur, uneven light, glare, sensor noise and JPEG artefacts; some saved as
  phones do, landscape pixels with an EXIF orientation tag.

The same seed writes the same files. Used by tests/camera/test_still_images.py and
bench/still_images.py; nothing large is committed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import qrcode
from PIL import Image

from bench.qr_decode import holder, place, scene

Picture = np.ndarray
SETS = ("rendered", "photo")
EXIF_ORIENTATION = 0x0112


@dataclass(frozen=True)
class StillCase:
    path: Path
    payloads: frozenset[str]  # the codes in the picture
    look: str  # what it shows, for reports


def payloads(rng: random.Random, count: int) -> list[str]:
    """Mint links, six-character codes and wallet URIs, all different."""
    chosen: list[str] = []
    while len(chosen) < count:
        hash_ = "".join(rng.choices("abcdefghijklmnopqrstuvwxyz0123456789", k=6))
        kind = rng.randrange(3)
        text = (
            f"http://127.0.0.1:8000/mint?qr_hash={hash_}",
            hash_,
            f"ethereum:0x{rng.randbytes(20).hex()}@1",
        )[kind]
        if text not in chosen:
            chosen.append(text)
    return chosen


def qr(
    payload: str, box: float = 8, border: int = 4, level: int = qrcode.ERROR_CORRECT_M
) -> Picture:
    """A grey code, 0 black on 255 white, ``box`` pixels a module (fractions: resampled)."""
    maker = qrcode.QRCode(error_correction=level, box_size=1, border=border)
    maker.add_data(payload)
    modules = np.array(maker.make_image().convert("L"), np.uint8)
    side = round(modules.shape[0] * box)
    interpolation = cv2.INTER_NEAREST if box == int(box) else cv2.INTER_AREA
    return cv2.resize(modules, (side, side), interpolation=interpolation)


def canvas(height: int, width: int, grey: int = 255) -> Picture:
    return np.full((height, width), grey, np.uint8)


def paste(onto: Picture, thing: Picture, top: int, left: int) -> None:
    onto[top : top + thing.shape[0], left : left + thing.shape[1]] = thing


def jpeg(picture: Picture, quality: int) -> Picture:
    _, data = cv2.imencode(".jpg", picture, [cv2.IMWRITE_JPEG_QUALITY, quality])
    return np.asarray(cv2.imdecode(data, cv2.IMREAD_UNCHANGED))


# --- rendered ---------------------------------------------------------------------------------

Render = Callable[[random.Random, Path], tuple[Path, list[str]]]


def _write(path: Path, picture: Picture) -> Path:
    cv2.imwrite(str(path), picture)
    return path


def plain(box: int) -> Render:
    def render(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
        [text] = payloads(rng, 1)
        return _write(folder / f"plain-{box}.png", qr(text, box)), [text]

    return render


def dark_mode(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """Light modules on a dark screen, as a phone in dark mode shows them."""
    [text] = payloads(rng, 1)
    code = qr(text, 6)
    code = np.where(code > 127, rng.randint(15, 35), rng.randint(190, 235)).astype(np.uint8)
    screen = canvas(code.shape[0] * 2, code.shape[1] + 60, int(code[0, 0]))
    paste(screen, code, code.shape[0] // 2, 30)
    return _write(folder / "dark-mode.png", screen), [text]


def small(box: float) -> Render:
    """A small code in a large white page (a ticket's corner, a thumbnail)."""

    def render(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
        [text] = payloads(rng, 1)
        page = canvas(900, 700)
        code = qr(text, box)
        paste(page, code, rng.randrange(100, 500), rng.randrange(50, 400))
        cv2.putText(page, "Your collectible", (60, 80), cv2.FONT_HERSHEY_SIMPLEX, 1.4, 30, 3)
        return _write(folder / f"small-{box}.png", page), [text]

    return render


def several(count: int, box: int) -> Render:
    def render(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
        texts = payloads(rng, count)
        codes = [qr(text, box) for text in texts]
        side = max(code.shape[0] for code in codes)
        columns = min(count, 3)
        rows = -(-count // columns)
        sheet = canvas(rows * (side + 20) + 20, columns * (side + 20) + 20)
        for n, code in enumerate(codes):
            paste(sheet, code, 20 + (n // columns) * (side + 20), 20 + (n % columns) * (side + 20))
        return _write(folder / f"several-{count}.png", sheet), texts

    return render


def transparent(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """Black modules on a transparent background (an exported sticker): RGBA."""
    [text] = payloads(rng, 1)
    code = qr(text, 8)
    picture = np.zeros((*code.shape, 4), np.uint8)
    picture[..., 3] = 255 - code
    return _write(folder / "transparent.png", picture), [text]


def no_quiet_zone(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """A screenshot cropped to the code's edge, on a dark app background."""
    [text] = payloads(rng, 1)
    code = qr(text, 7, border=0)
    screen = canvas(code.shape[0] + 200, code.shape[1] + 8, 30)
    paste(screen, code, 100, 4)
    return _write(folder / "no-quiet-zone.png", screen), [text]


def logo(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """A code with a logo over its middle (error correction H keeps it readable)."""
    [text] = payloads(rng, 1)
    code = qr(text, 8, level=qrcode.ERROR_CORRECT_H)
    side = code.shape[0]
    cv2.circle(code, (side // 2, side // 2), side // 9, 90, -1)
    cv2.putText(
        code,
        "P",
        (side // 2 - side // 20, side // 2 + side // 20),
        cv2.FONT_HERSHEY_SIMPLEX,
        side / 250,
        255,
        3,
    )
    return _write(folder / "logo.png", code), [text]


def coloured(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """Brand colours: dark blue modules on pale yellow, in colour."""
    [text] = payloads(rng, 1)
    code = qr(text, 6) > 127
    picture = np.empty((*code.shape, 3), np.uint8)
    picture[code] = (150, 230, 250)
    picture[~code] = (120, 60, 40)
    return _write(folder / "coloured.png", picture), [text]


def low_contrast(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """A dimmed screenshot: grey modules on light grey."""
    [text] = payloads(rng, 1)
    code = qr(text, 5)
    code = np.where(code > 127, 200, 150).astype(np.uint8)
    return _write(folder / "low-contrast.png", code), [text]


def jpeg_screenshot(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """A phone screenshot with the code in it, sent on as a low-quality JPEG."""
    [text] = payloads(rng, 1)
    screen = canvas(2532, 1170, 245)
    cv2.rectangle(screen, (0, 0), (1170, 260), 60, -1)
    cv2.putText(screen, "Mint your POAP", (80, 170), cv2.FONT_HERSHEY_SIMPLEX, 3, 255, 6)
    paste(screen, qr(text, 3.3), 900, 300)
    return _write(folder / "jpeg-screenshot.jpg", jpeg(screen, 30)), [text]


def mirrored(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    [text] = payloads(rng, 1)
    return _write(folder / "mirrored.png", cv2.flip(qr(text, 5), 1)), [text]


def huge(rng: random.Random, folder: Path) -> tuple[Path, list[str]]:
    """A poster file: one code filling 3000 pixels."""
    [text] = payloads(rng, 1)
    return _write(folder / "huge.png", qr(text, 3000 / 45)), [text]


RENDERED: tuple[Render, ...] = (
    plain(10),
    plain(3),
    dark_mode,
    small(2),
    small(1.5),
    small(1),
    several(4, 6),
    several(6, 2),
    transparent,
    no_quiet_zone,
    logo,
    coloured,
    low_contrast,
    jpeg_screenshot,
    mirrored,
    huge,
)


def rendered_set(folder: Path, seed: int = 19) -> list[StillCase]:
    cases = []
    for n, render in enumerate(RENDERED):
        rng = random.Random(f"rendered-{seed}-{n}")
        path, texts = render(rng, folder)
        cases.append(StillCase(path, frozenset(texts), path.stem))
    return cases


# --- photo ------------------------------------------------------------------------------------


def light(rng: random.Random, height: int, width: int) -> Picture:
    """Uneven light: a lamp off to one side and a darker corner, as a gain per pixel."""
    ys, xs = np.ogrid[0:height:16, 0:width:16]
    cx, cy = rng.uniform(-0.3, 1.3) * width, rng.uniform(-0.3, 1.3) * height
    distance = np.hypot(xs * 16 - cx, ys * 16 - cy) / np.hypot(width, height)
    gain = (rng.uniform(1.0, 1.25) - rng.uniform(0.4, 0.9) * distance).astype(np.float32)
    spread: Picture = cv2.resize(
        np.clip(gain, 0.25, 1.3), (width, height), interpolation=cv2.INTER_LINEAR
    )
    return spread


def photo_effects(
    rng: random.Random, picture: Picture, module_px: float, looks: list[str]
) -> Picture:
    """What a phone adds, scaled to the code's module size: blur, light, glare, noise."""
    if rng.random() < 0.45:
        sigma = module_px * rng.uniform(0.15, 0.5)
        picture = cv2.GaussianBlur(picture, (0, 0), sigma)
        looks.append(f"blur({sigma / module_px:.2f} module)")
    elif rng.random() < 0.3:
        length = max(3, int(module_px * rng.uniform(0.4, 1.0)))
        kernel = np.zeros((length, length), np.float32)
        kernel[length // 2, :] = 1 / length
        turn = cv2.getRotationMatrix2D((length / 2, length / 2), rng.uniform(0, 180), 1.0)
        picture = cv2.filter2D(picture, -1, cv2.warpAffine(kernel, turn, (length, length)))
        looks.append("shake")
    height, width = picture.shape[:2]
    gain = light(rng, height, width)
    if rng.random() < 0.35:
        glare = np.zeros((height // 8, width // 8), np.float32)
        cv2.ellipse(
            glare,
            (rng.randrange(width // 8), rng.randrange(height // 8)),
            (rng.randint(width // 60, width // 20), rng.randint(height // 60, height // 20)),
            rng.uniform(0, 180),
            0,
            360,
            rng.uniform(0.6, 1.6),
            -1,
        )
        glare = cv2.GaussianBlur(glare, (0, 0), width / 400)
        gain += cv2.resize(glare, (width, height), interpolation=cv2.INTER_LINEAR)
        looks.append("glare")
    looks.append("uneven light")
    picture = cv2.multiply(picture, cv2.merge([gain] * 3), dtype=cv2.CV_8U)
    noise = np.random.default_rng(rng.randrange(2**32)).standard_normal(
        (height, width), dtype=np.float32
    )
    noise *= rng.uniform(3, 12)
    picture = cv2.add(picture, cv2.merge([noise] * 3), dtype=cv2.CV_8U)
    return picture


def photo(rng: random.Random, folder: Path, n: int) -> StillCase:
    """One phone photo: 1 to 3 cards or phones on a cluttered scene, saved as a phone does."""
    portrait = rng.random() < 0.5
    width, height = (3024, 4032) if portrait else (4032, 3024)
    if rng.random() < 0.3:
        width, height = (3000, 4000) if portrait else (4000, 3000)
    picture = scene(rng, width, height)
    count = rng.choice((1, 1, 1, 2, 3))
    texts = payloads(rng, count)
    looks = [f"{width}x{height}", f"{count} code{'s' if count > 1 else ''}"]
    smallest = float("inf")
    across = width > height
    for k, text in enumerate(texts):  # each in its own slice of the picture
        if across:
            region = picture[:, k * width // count : (k + 1) * width // count]
        else:
            region = picture[k * height // count : (k + 1) * height // count, :]
        short = min(region.shape[:2])
        side = int(short * rng.uniform(0.12, 0.55))
        thing, look = holder(rng, text, side)
        placed, tilted = place(rng, region, thing)
        region[...] = placed
        modules = qrcode.QRCode(box_size=1, border=0)
        modules.add_data(text)
        smallest = min(smallest, side / (modules.make_image().size[0] + 8))
        looks += [look, "tilt" if tilted else "upright"]
    picture = photo_effects(rng, picture, smallest, looks)
    looks.append(f"{smallest:.1f} px/module")
    orientation = rng.choice((1, 1, 6, 6, 8, 3))
    stored = {
        1: picture,
        6: cv2.rotate(picture, cv2.ROTATE_90_COUNTERCLOCKWISE),  # the viewer turns it clockwise
        8: cv2.rotate(picture, cv2.ROTATE_90_CLOCKWISE),
        3: cv2.rotate(picture, cv2.ROTATE_180),
    }[orientation]
    if orientation != 1:
        looks.append(f"EXIF {orientation}")
    quality = rng.randint(60, 92)
    looks.append(f"JPEG {quality}")
    exif = Image.Exif()
    exif[EXIF_ORIENTATION] = orientation
    path = folder / f"photo-{n:02d}.jpg"
    Image.fromarray(cv2.cvtColor(stored, cv2.COLOR_BGR2RGB)).save(
        path, quality=quality, exif=exif.tobytes()
    )
    return StillCase(path, frozenset(texts), " ".join(looks))


def photo_set(folder: Path, count: int = 12, seed: int = 19) -> list[StillCase]:
    return [photo(random.Random(f"photo-{seed}-{n}"), folder, n) for n in range(count)]


def write_set(name: str, folder: Path, count: int = 12, seed: int = 19) -> list[StillCase]:
    folder.mkdir(parents=True, exist_ok=True)
    return rendered_set(folder, seed) if name == "rendered" else photo_set(folder, count, seed)
