"""Deterministic demo data: drops, mint links, secret words, and artwork drawn with Pillow.

The same seed gives the same drops, links, secrets and edit codes on every run, so tests and the
demo are repeatable. Artwork is drawn once per process and cached: it is the slow part.
"""

from __future__ import annotations

import io
import random
import string
import uuid
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from typing import TYPE_CHECKING

from kiosk.emulator.models import Artwork, Drop, MintLink, SecretWord
from kiosk.emulator.rules import slugify

if TYPE_CHECKING:
    from PIL import Image

SEED = 20251104
FIRST_DROP_ID = 190001
LINKS_PER_DROP = 50
WEBSITE_CLAIMS = 20
WORD_CLAIMS = 20
TOTAL_DROPS = 25

# (name, city, country, chain id, image format) of the drops that have mint links and secrets.
_DEMO = (
    ("Mint Kiosk Demo Day", "Lisbon", "Portugal", 100, "PNG"),
    ("Harbour Lights Meetup", "Rotterdam", "Netherlands", 8453, "JPEG"),
)
_FILLER_WORDS = ("Autumn", "Builders", "Circle", "Dawn", "Echo", "Festival", "Garden", "Hack",
                 "Island", "Jam", "Kernel", "Lantern", "Market", "Night", "Orbit", "Parade",
                 "Quest", "River", "Summit", "Tide", "Union", "Valley", "Workshop")
_WORDS = ("amber", "bright", "copper", "dune", "ember", "fable", "glow", "harbor", "ivory",
          "jolly", "kite", "lumen", "maple", "nova", "opal", "pine", "quartz", "ripple", "sable",
          "tulip", "umber", "velvet", "willow", "zephyr")


@dataclass
class SeedData:
    drops: list[Drop]
    links: list[MintLink]
    secrets: list[SecretWord]


def seed(now: float, today: date) -> SeedData:
    """Build the demo world as it is at ``now`` (emulator clock) on ``today``."""
    rng = random.Random(SEED)
    used_hashes: set[str] = set()
    data = SeedData([], [], [])
    for index in range(TOTAL_DROPS):
        demo = index < len(_DEMO)
        drop_id = FIRST_DROP_ID + index
        if demo:
            name, city, country, chain_id, image_format = _DEMO[index]
            start = today
        else:
            name = f"{_FILLER_WORDS[index % len(_FILLER_WORDS)]} {_FILLER_WORDS[index * 7 % 23]}"
            name = f"{name} {2025 + index % 2}"
            city, country, chain_id, image_format = "Berlin", "Germany", 100, "PNG"
            start = today - timedelta(days=rng.randrange(-30, 300))
        data.drops.append(Drop(
            id=drop_id,
            fancy_id=f"{slugify(name)}-{drop_id}",
            name=name,
            description=f"{name}: a demo drop of the Mint Kiosk emulator.",
            city=city,
            country=country,
            event_url=f"https://example.org/{slugify(name)}",
            start_date=start,
            end_date=start + timedelta(days=1),
            expiry_date=start + timedelta(days=90),
            timezone="Europe/Lisbon",
            virtual_event=False,
            private_event=False,
            edit_code=str(rng.randrange(100000, 1000000)),
            email="issuer@example.org",
            chain_id=chain_id,
            artwork=drop_artwork(index, image_format, 1000 if demo else 256),
            created_at=now - 86400 * 30,
        ))
        if not demo:
            continue
        for _ in range(LINKS_PER_DROP):
            data.links.append(new_link(rng, used_hashes, len(data.links) + 1, drop_id, now))
        website = SecretWord(
            id=len(data.secrets) + 1, drop_id=drop_id, claim_name=_secret_name(rng),
            type="website", starts=now - 3600, ends=now + 7 * 86400, timezone=0, active=True,
            total=WEBSITE_CLAIMS, created_at=now - 86400)
        for _ in range(WEBSITE_CLAIMS):
            link = new_link(rng, used_hashes, len(data.links) + 1, drop_id, now, hidden=True)
            data.links.append(link)
            website.pool.append(link.qr_hash)
        word = SecretWord(
            id=len(data.secrets) + 2, drop_id=drop_id, claim_name=_secret_name(rng), type="word",
            starts=now - 3600, ends=now + 7 * 86400, timezone=0, active=True, total=WORD_CLAIMS,
            created_at=now - 86400)
        data.secrets += [website, word]
    return data


def new_link(rng: random.Random, used: set[str], link_id: int, drop_id: int, now: float,
             *, hidden: bool = False) -> MintLink:
    """A fresh mint link with a unique ``[a-z0-9]{6}`` hash and a 64-hex per-link secret."""
    alphabet = string.ascii_lowercase + string.digits
    qr_hash = "".join(rng.choices(alphabet, k=6))
    while qr_hash in used:
        qr_hash = "".join(rng.choices(alphabet, k=6))
    used.add(qr_hash)
    secret = f"{rng.getrandbits(256):064x}"
    return MintLink(link_id, qr_hash, drop_id, secret, now, hidden=hidden)


def _secret_name(rng: random.Random) -> str:
    return "-".join(rng.sample(_WORDS, 3))


@cache
def drop_artwork(index: int, image_format: str, size: int) -> Artwork:
    """A drop's round badge; the original at ``size`` px and a 128 px ``size=small``, drawn and
    encoded when first served (its random choices are made here, so it is the same badge)."""
    rng = random.Random(SEED + index)
    base = tuple(rng.randrange(40, 200) for _ in range(3))
    spots = [tuple(rng.randrange(size // 4, 3 * size // 4) for _ in range(3)) for _ in range(8)]
    public_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    extension, mime = ("jpeg", "image/jpeg") if image_format == "JPEG" else ("png", "image/png")

    def render() -> tuple[bytes, bytes]:
        from PIL import Image, ImageDraw  # the demo binds before its window shows: not then

        image = Image.new("RGB", (size, size), (250, 248, 240))
        draw = ImageDraw.Draw(image)
        rings = 12
        for ring in range(rings):
            inset = ring * size // (2 * rings + 2)
            shade = tuple(min(255, c + ring * 8) for c in base)
            draw.ellipse((inset, inset, size - inset, size - inset), fill=shade)
        for x, y, spread in spots:
            r = spread // 8
            draw.ellipse((x - r, y - r, x + r, y + r), outline=(255, 255, 255),
                         width=max(1, size // 200))
        draw.text((size // 2, size // 2), f"DROP {index + 1}", fill=(30, 30, 30), anchor="mm",
                  font_size=max(10, size // 12))
        small = image.copy()
        small.thumbnail((128, 128))
        return encode(image, image_format), encode(small, image_format)

    return Artwork(public_id, f"{public_id}.{extension}", mime, render)


def encode(image: Image.Image, image_format: str) -> bytes:
    out = io.BytesIO()
    image.save(out, format=image_format)
    return out.getvalue()
