"""Draw the Mint Kiosk icon and write every size the packages need (the outputs are committed).

    .venv/bin/python packaging/make_icons.py

Writes packaging/linux/icons/hicolor/{64x64,128x128,256x256}/apps/xyz.mintkiosk.MintKiosk.png,
packaging/windows/mint-kiosk.ico (16-256 px) and packaging/macos/mint-kiosk.icns. The drawing
is plain shapes (no font), so the output is the same on every machine.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
APP_ID = "xyz.mintkiosk.MintKiosk"
MASTER = 1024
MINT = (46, 196, 140, 255)
DARK = (16, 60, 52, 255)
WHITE = (255, 255, 255, 255)
LINUX_SIZES = (64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def draw_master() -> Image.Image:
    """A mint-green rounded tile holding a white coin with a QR-code corner pattern."""
    image = Image.new("RGBA", (MASTER, MASTER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    margin = MASTER // 16
    draw.rounded_rectangle(
        (margin, margin, MASTER - margin, MASTER - margin), radius=MASTER // 5, fill=MINT
    )
    # The coin (the collectible).
    centre, radius = MASTER // 2, MASTER * 5 // 16
    draw.ellipse(
        (centre - radius, centre - radius, centre + radius, centre + radius), fill=WHITE
    )
    inner = radius * 7 // 8
    draw.ellipse(
        (centre - inner, centre - inner, centre + inner, centre + inner),
        outline=MINT,
        width=MASTER // 64,
    )
    # Three QR finder patterns and a few modules on the coin (the scan).
    module = MASTER // 40
    left, top = centre - 7 * module, centre - 7 * module

    def finder(x: int, y: int) -> None:
        draw.rectangle((x, y, x + 5 * module, y + 5 * module), fill=DARK)
        draw.rectangle((x + module, y + module, x + 4 * module, y + 4 * module), fill=WHITE)
        draw.rectangle((x + 2 * module, y + 2 * module, x + 3 * module, y + 3 * module), fill=DARK)

    finder(left, top)
    finder(left + 9 * module, top)
    finder(left, top + 9 * module)
    for dx, dy in ((7, 7), (9, 9), (11, 7), (7, 11), (12, 12), (10, 12), (12, 10), (7, 5), (5, 7)):
        x, y = left + dx * module, top + dy * module
        draw.rectangle((x, y, x + module, y + module), fill=DARK)
    return image


def main() -> None:
    master = draw_master()
    for size in LINUX_SIZES:
        folder = HERE / "linux" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        master.resize((size, size), Image.Resampling.LANCZOS).save(folder / f"{APP_ID}.png")
    (HERE / "windows").mkdir(exist_ok=True)
    master.save(HERE / "windows" / "mint-kiosk.ico", sizes=[(s, s) for s in ICO_SIZES])
    (HERE / "macos").mkdir(exist_ok=True)
    master.save(HERE / "macos" / "mint-kiosk.icns", sizes=[(s, s) for s in ICNS_SIZES])
    print("icons written under", HERE)


if __name__ == "__main__":
    main()
