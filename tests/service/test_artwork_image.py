"""Artwork is read as one of the service's four picture formats, and only their readers load."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from PIL import Image, UnidentifiedImageError

from kiosk.service.artwork_image import ARTWORK_FORMATS, open_artwork


def picture(image_format: str) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (6, 4), (200, 30, 90)).save(out, format=image_format)
    return out.getvalue()


@pytest.mark.parametrize("image_format", ARTWORK_FORMATS)
def test_the_service_formats_are_read(image_format: str) -> None:
    with open_artwork(picture(image_format)) as image:
        assert (image.format, image.size) == (image_format, (6, 4))


@pytest.mark.parametrize("image_format", ["BMP", "TIFF", "ICO", "PPM"])
def test_other_pictures_are_not_artwork(image_format: str) -> None:
    with pytest.raises(UnidentifiedImageError):
        open_artwork(picture(image_format))


def test_a_picture_no_reader_knows_loads_no_other_reader() -> None:
    """Left to itself, Image.open imports all of Pillow's 40-odd readers at such a picture."""
    tiff = picture("TIFF")
    script = (
        "import sys\n"
        "from kiosk.service.artwork_image import open_artwork\n"
        "for data in (b'not a picture', sys.stdin.buffer.read()):\n"
        "    try:\n"
        "        open_artwork(data)\n"
        "    except Exception as error:\n"
        "        print(type(error).__name__)\n"
        "print(' '.join(sorted(m for m in sys.modules if m.endswith('ImagePlugin'))))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], input=tiff, capture_output=True, check=True
    )
    refused, refused_tiff, readers = run.stdout.decode().splitlines()
    assert refused == refused_tiff == "UnidentifiedImageError"
    loaded = {name.removeprefix("PIL.").removesuffix("ImagePlugin") for name in readers.split()}
    # Pillow's first look (Image.preinit) brings BMP and PPM along: pure Python, no library.
    assert loaded <= {"Png", "Gif", "WebP", "Jpeg", "Bmp", "Ppm"}
    assert "TiffImagePlugin" not in readers
