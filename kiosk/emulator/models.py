"""The emulator's records: drops, mint links and their mints, secret words, artwork."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from functools import cached_property

from kiosk.emulator.rules import Recipient


@dataclass(frozen=True)
class Artwork:
    """One drop image: the original and the ``size=small`` variant, served under /assets/.

    The pictures are made by ``render`` when first served, not when the drop is seeded: a demo's
    50 pictures took 190 ms to encode before the kiosk's window could show."""

    public_id: str
    filename: str
    mime_type: str
    render: Callable[[], tuple[bytes, bytes]] = field(repr=False, compare=False)

    @classmethod
    def of_bytes(
        cls, public_id: str, filename: str, mime_type: str, original: bytes, small: bytes
    ) -> Artwork:
        return cls(public_id, filename, mime_type, lambda: (original, small))

    @cached_property
    def _pictures(self) -> tuple[bytes, bytes]:
        return self.render()

    @property
    def original(self) -> bytes:
        return self._pictures[0]

    @property
    def small(self) -> bytes:
        return self._pictures[1]


@dataclass
class Drop:
    id: int
    fancy_id: str
    name: str
    description: str
    city: str
    country: str
    event_url: str
    start_date: date
    end_date: date
    expiry_date: date
    timezone: str
    virtual_event: bool
    private_event: bool
    edit_code: str
    email: str
    chain_id: int
    artwork: Artwork
    created_at: float


@dataclass
class Mint:
    """An accepted mint of a link: the job behind it and what it will produce."""

    recipient: Recipient
    accepted_at: float
    job_id: int
    token_id: int
    tx_hash: str
    fails: bool  # ends FINISH_WITH_ERROR, tx_status failed
    stuck: bool = False  # stays pending for ever (IN_PROCESS_WORKER, tx_status pending)


@dataclass(frozen=True)
class SentEmail:
    """An e-mail the service sent to collect a reservation: to whom (as the mint named them),
    for which link. Kept so tests can tell "Check your e-mail" from an e-mail really sent."""

    to: str
    qr_hash: str


@dataclass
class MintLink:
    id: int
    qr_hash: str
    drop_id: int
    secret: str
    created_at: float
    hidden: bool = False  # in a website secret's pool: not listed by POST /event/{id}/qr-codes
    is_active: bool = True
    mint: Mint | None = None


@dataclass
class SecretWord:
    """A ``word`` or ``website`` secret; website claims use the hidden links of ``pool``."""

    id: int
    drop_id: int
    claim_name: str
    type: str
    starts: float
    ends: float
    timezone: int
    active: bool
    total: int
    created_at: float
    pool: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class DemoDrop:
    """What a test or the kiosk's demo mode needs to know about a seeded drop."""

    id: int
    fancy_id: str
    name: str
    edit_code: str
    chain_id: int
    qr_hashes: tuple[str, ...]
    website_secret: str | None
    word_secret: str | None
