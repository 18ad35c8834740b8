"""Typed answers of the service, read tolerantly: unknown fields are ignored, optional ones may be
missing, and anything that is not the promised shape becomes ``BadResponse``, never a KeyError."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from enum import StrEnum
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from kiosk.service.errors import BadResponse, MintRefused

# Chain ids of the networks the service mints on (docs/service-behaviour.md).
CHAIN_NAMES = {
    100: "Gnosis",
    1: "Ethereum",
    137: "Polygon",
    130: "Unichain",
    5000: "Mantle",
    8453: "Base",
    33139: "ApeChain",
    42161: "Arbitrum One",
    42220: "Celo",
    59144: "Linea",
    88888: "Chiliz",
}
DEFAULT_CHAIN_ID = 100


def _object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadResponse(f"Expected an object for {what}, got {type(value).__name__}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise BadResponse(f"Expected a list for {what}, got {type(value).__name__}")
    return value


def _text(data: dict[str, Any], key: str, *, required: bool = False) -> str:
    value = data.get(key)
    if value is None and not required:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    raise BadResponse(f"Field {key!r} is not text")


def _number(data: dict[str, Any], key: str, *, required: bool = False) -> int:
    value = data.get(key)
    if value is None and not required:
        return 0
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        return int(value)  # ASCII only: "²".isdigit() is true but int("²") fails
    raise BadResponse(f"Field {key!r} is not a whole number")


def _flag(data: dict[str, Any], key: str, default: bool = False) -> bool:
    value = data.get(key, default)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    raise BadResponse(f"Field {key!r} is not true or false")


def _drop_named(data: dict[str, Any]) -> tuple[Event | None, int]:
    """The drop an answer is about: its ``event`` object (when given) and its id, from
    ``event_id`` or else the object's (0 when neither says). Both given and different: a bad
    answer, never one of the two picked."""
    event_data = data.get("event")
    event = Event.from_json(event_data) if event_data is not None else None
    event_id = _number(data, "event_id")
    if event is not None and event_id not in (0, event.id):
        raise BadResponse("The answer's event_id and event are different drops")
    return event, event_id or (event.id if event is not None else 0)


def small_variant(url: str) -> str:
    """The ``size=small`` variant of an artwork URL, keeping its other query parameters."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "size"]
    query.append(("size", "small"))
    return urlunsplit(parts._replace(query=urlencode(query)))


@dataclass(frozen=True)
class Artwork:
    url: str
    kind: str  # ORIGINAL or CROP
    mime_type: str = ""


@dataclass(frozen=True)
class Event:
    """A drop: what the kiosk shows about it and where its artwork is."""

    id: int
    fancy_id: str
    name: str
    description: str = ""
    city: str = ""
    country: str = ""
    event_url: str = ""
    start_date: str = ""
    end_date: str = ""
    expiry_date: str = ""
    image_url: str = ""
    virtual_event: bool = False
    artwork: tuple[Artwork, ...] = ()

    @property
    def artwork_url(self) -> str:
        """The original artwork: ``image_url``, else a gateway; the download adds size=small."""
        if self.image_url:
            return self.image_url
        for kind in ("ORIGINAL", "CROP"):
            for art in self.artwork:
                if art.kind == kind:
                    return art.url
        return ""

    @property
    def small_artwork_url(self) -> str:
        """What the kiosk downloads and shows: the artwork's ``size=small`` variant."""
        return small_variant(self.artwork_url) if self.artwork_url else ""

    @property
    def expiry_readable(self) -> bool:
        """The service gave an expiry date the kiosk can read (else ``expired`` cannot tell)."""
        return service_date(self.expiry_date) is not None

    def expired(self, today: date) -> bool:
        """Past its expiry date, after which the service refuses every claim of the drop; False
        when the service gave no date, or one the kiosk cannot read."""
        expiry = service_date(self.expiry_date)
        return expiry is not None and expiry < today

    @classmethod
    def from_json(cls, value: Any) -> Event:
        data = _object(value, "event")
        image = data.get("drop_image") or data.get("dropImage")
        gateways = _object(image, "drop_image").get("gateways") or [] if image else []
        artwork = tuple(
            Artwork(_text(g, "url"), _text(g, "type"), _text(g, "mime_type"))
            for g in (_object(item, "gateway") for item in _list(gateways, "gateways"))
        )
        return cls(
            id=_number(data, "id", required=True),
            fancy_id=_text(data, "fancy_id"),
            name=_text(data, "name"),
            description=_text(data, "description"),
            city=_text(data, "city"),
            country=_text(data, "country"),
            event_url=_text(data, "event_url"),
            start_date=_text(data, "start_date"),
            end_date=_text(data, "end_date"),
            expiry_date=_text(data, "expiry_date"),
            image_url=_text(data, "image_url"),
            virtual_event=_flag(data, "virtual_event"),
            artwork=artwork,
        )


@dataclass(frozen=True)
class EventPage:
    items: tuple[Event, ...]
    total: int
    offset: int
    limit: int

    @classmethod
    def from_json(cls, value: Any) -> EventPage:
        data = _object(value, "event page")
        return cls(
            items=tuple(Event.from_json(item) for item in _list(data.get("items"), "items")),
            total=_number(data, "total"),
            offset=_number(data, "offset"),
            limit=_number(data, "limit"),
        )


class MintState(StrEnum):
    """Where a mint stands, read from the service's own states (docs/service-behaviour.md)."""

    UNCLAIMED = "unclaimed"  # the link is not claimed: nothing was minted with it
    OTHER_RECIPIENT = "other_recipient"  # claimed, for someone else
    SENT = "sent"  # claimed for us, no transaction yet (``waiting_tx``, job ``IN_PROCESS``)
    ON_CHAIN = "on_chain"  # transaction sent, not final (``pending``, ``bumped``)
    PASSED = "passed"  # final: minted
    FAILED = "failed"  # final: the transaction or the job failed
    RESERVED = "reserved"  # final: reserved for an e-mail address

    @property
    def final(self) -> bool:
        return self in (MintState.PASSED, MintState.FAILED, MintState.RESERVED)


_FAILED_TX = "failed"
_PASSED_TX = "passed"
_ON_CHAIN_TX = frozenset({"pending", "bumped"})
_NOT_FINAL_TX = _ON_CHAIN_TX | {"waiting_tx"}


def _names(recipient: str, *named: str) -> bool:
    """Whether an answer naming ``named`` (its beneficiary, the input it was given) names
    ``recipient``; both sides read without case or the spaces around them, which a proxy may
    add (an address is the same in checksum case)."""
    wanted = recipient.strip().lower()
    return any(wanted == name.strip().lower() for name in named)


@dataclass(frozen=True)
class MintLinkStatus:
    """A mint link as GET /actions/claim-qr (and POST /website/claim) describe it."""

    qr_hash: str
    claimed: bool
    is_active: bool
    event: Event | None
    secret: str = field(default="", repr=False)
    beneficiary: str = ""
    user_input: str = ""
    tx_hash: str = ""
    tx_status: str = ""
    token_id: int = 0
    event_id: int = 0  # the drop, as the answer names it (``_drop_named``); 0: not named
    claimed_at: datetime | None = None  # ``claimed_date``, the service's clock; None: not given

    def is_for(self, recipient: str) -> bool:
        return _names(recipient, self.beneficiary, self.user_input)

    def mint_state(self, recipient: str, *, by_email: bool) -> MintState:
        """What this status says about a mint to ``recipient``: only ``tx_status`` ``passed``
        with its transaction (or a minted token, unless the status says the transaction is not
        final) is minted; ``tx_hash`` alone is not, the service sets it while the transaction
        is pending and keeps it when it fails. An e-mail mint is a reservation: the link
        claimed for that address, never on chain."""
        if not self.claimed:
            return MintState.UNCLAIMED
        if not self.is_for(recipient):
            return MintState.OTHER_RECIPIENT
        status = self.tx_status.strip().lower()
        if status == _FAILED_TX:
            return MintState.FAILED
        if by_email:
            return MintState.RESERVED
        token = bool(self.token_id) and status not in _NOT_FINAL_TX  # one on its way is not
        if (status == _PASSED_TX and self.tx_hash.strip()) or token:
            return MintState.PASSED
        if status == _PASSED_TX:  # with no transaction (nor token) to have passed: not believed
            return MintState.SENT
        if status in _ON_CHAIN_TX:
            return MintState.ON_CHAIN
        return MintState.SENT

    @classmethod
    def from_json(cls, value: Any) -> MintLinkStatus:
        """The answer as given; without ``claimed``, the link is claimed when the answer names a
        recipient, a transaction or a token (none is set before a claim)."""
        data = _object(value, "mint link")
        event, event_id = _drop_named(data)
        result = data.get("result")
        token_id = _number(_object(result, "result"), "token") if result else 0
        beneficiary, user_input = _text(data, "beneficiary"), _text(data, "user_input")
        tx_hash, tx_status = _text(data, "tx_hash"), _text(data, "tx_status")
        named = any((beneficiary, user_input, tx_hash, tx_status, token_id))
        return cls(
            qr_hash=_text(data, "qr_hash"),
            claimed=_flag(data, "claimed", default=named),
            is_active=_flag(data, "is_active", default=True),
            event=event,
            secret=_text(data, "secret"),
            beneficiary=beneficiary,
            user_input=user_input,
            tx_hash=tx_hash,
            tx_status=tx_status,
            token_id=token_id,
            event_id=event_id,
            claimed_at=_moment(_text(data, "claimed_date"), UTC),
        )


@dataclass(frozen=True)
class MintReceipt:
    """The service accepted a mint; ``job_id`` follows it (empty when learnt from a status call)."""

    qr_hash: str
    job_id: str
    # Whom the answer names as the link's recipient ("" when it names none): for an e-mail
    # address the claim is the whole reservation (service-model.md 3), nothing more follows.
    beneficiary: str = ""
    user_input: str = ""

    def names(self, recipient: str) -> bool:
        return _names(recipient, self.beneficiary, self.user_input)

    @classmethod
    def from_json(cls, value: Any) -> MintReceipt:
        """A mint answer that names its job; anything else (no job, an error field) says the mint
        was not accepted, even with a 200: ``MintRefused``."""
        data = _object(value, "mint answer")
        job = _text(data, "transaction_request_id") or _text(data, "queue_uid")
        problem = data.get("error") or data.get("message")
        if problem or not job:
            said = problem if isinstance(problem, str) else "no job"
            raise MintRefused(f"The mint answer says it was not accepted ({said[:200]})", 200)
        try:  # who it names is a help, never a reason to doubt an accepted mint
            named = _flag(data, "claimed", default=True)
            beneficiary, user_input = _text(data, "beneficiary"), _text(data, "user_input")
        except BadResponse:
            named, beneficiary, user_input = False, "", ""
        return cls(
            qr_hash=_text(data, "qr_hash"),
            job_id=job,
            beneficiary=beneficiary if named else "",
            user_input=user_input if named else "",
        )


class JobStatus(StrEnum):
    PENDING = "PENDING"
    IN_PROCESS = "IN_PROCESS"
    IN_PROCESS_WORKER = "IN_PROCESS_WORKER"
    FINISH = "FINISH"
    FINISH_WITH_ERROR = "FINISH_WITH_ERROR"


@dataclass(frozen=True)
class MintJob:
    status: JobStatus
    tx_hash: str = ""
    error: str = ""

    @property
    def finished(self) -> bool:
        return self.status in (JobStatus.FINISH, JobStatus.FINISH_WITH_ERROR)

    @classmethod
    def from_json(cls, value: Any) -> MintJob:
        data = _object(value, "mint job")
        try:
            status = JobStatus(_text(data, "status", required=True))
        except ValueError as error:
            raise BadResponse("Unknown mint job status") from error
        result = data.get("result")
        result = _object(result, "job result") if result else {}
        return cls(status, _text(result, "tx_hash"), _text(result, "error"))


@dataclass(frozen=True)
class MintCode:
    qr_hash: str
    claimed: bool

    @classmethod
    def list_from_json(cls, value: Any) -> list[MintCode]:
        """Each link once, in the order first listed: a list naming one twice (a gateway or a
        join gone wrong) would have staff count it twice among the codes and those left. A link
        listed claimed anywhere is claimed (a claim is never undone; it is not one to hand out)."""
        items = (_object(item, "mint code") for item in _list(value, "mint codes"))
        claimed: dict[str, bool] = {}
        for item in items:
            qr_hash = _text(item, "qr_hash", required=True).lower()
            claimed[qr_hash] = claimed.get(qr_hash, False) or _flag(item, "claimed")
        return [cls(qr_hash, taken) for qr_hash, taken in claimed.items()]


@dataclass(frozen=True)
class SecretWord:
    """A secret word (or website) and its claims."""

    name: str
    event: Event | None
    active: bool
    total: int | None  # None: the answer did not say (then only the service can tell sold out)
    claimed: int
    starts: str = ""
    ends: str = ""
    kind: str = ""  # "word" (POAP app only) or "website" (claimable by the kiosk)
    timezone_hours: int = 0  # ``starts`` and ``ends`` are local times at this offset from UTC
    event_id: int = 0  # the drop, as the answer names it (``_drop_named``); 0: not named
    counted: bool = True  # the answer gave ``claimed`` (False: ``claimed`` is 0 for want of it)

    @property
    def used_up(self) -> bool:
        """Every claim taken, as far as the answer says; a missing ``total`` is not sold out."""
        return self.total is not None and self.claimed >= self.total

    @property
    def app_only(self) -> bool:
        """A ``word`` is typed in the POAP app; only a ``website`` can be claimed by the kiosk."""
        return self.kind.strip().lower() == "word"

    def window(self) -> tuple[datetime | None, datetime | None]:
        """When the word works, as moments in time (None: not given, or not readable). The
        service gives them as local times at the word's whole-hour offset from UTC."""
        offset = timezone(timedelta(hours=self.timezone_hours))
        return _moment(self.starts, offset), _moment(self.ends, offset)

    def opens_after(self, now: datetime) -> bool:
        """Switched on, and its window has not begun at ``now`` (the service's time)."""
        starts, _ = self.window()
        return self.active and starts is not None and now < starts

    def closed_at(self, now: datetime) -> bool:
        """Its window is over at ``now`` (the service's time)."""
        _, ends = self.window()
        return ends is not None and now > ends

    @classmethod
    def from_json(cls, value: Any) -> SecretWord:
        data = _object(value, "secret word")
        event, event_id = _drop_named(data)
        claimed = _count({"claimed": data.get("claimed", data.get("claimed_count"))}, "claimed")
        return cls(
            name=_text(data, "claim_name") or _text(data, "secret"),
            event=event,
            active=_flag(data, "active", default=True),
            total=_count(data, "total"),
            claimed=claimed or 0,
            starts=_text(data, "from"),
            ends=_text(data, "to"),
            kind=_text(data, "type"),
            timezone_hours=_hours_offset(data.get("timezone")),
            event_id=event_id,
            counted=claimed is not None,
        )


def _count(data: dict[str, Any], key: str) -> int | None:
    """A count as the answer gives it; None when it gives none, or one below zero (no count
    is: a buggy answer says nothing, "none left" least of all)."""
    if data.get(key) is None:
        return None
    value = _number(data, key)
    return value if value >= 0 else None


def _moment(text: str, offset: timezone) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=offset)


def _hours_offset(value: Any) -> int:
    """The service's whole-hour offset (-12 to 12), also as text ("-3", as numbers elsewhere
    come); anything else is read as UTC, its default."""
    if isinstance(value, str) and re.fullmatch(r"[+-]?[0-9]{1,2}", value.strip()):
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and -12 <= value <= 12:
        return value
    return 0


@dataclass(frozen=True)
class MintingConfig:
    drop_id: int
    chain_ids: tuple[int, ...]

    @property
    def network_names(self) -> tuple[str, ...]:
        return tuple(CHAIN_NAMES.get(chain, f"chain {chain}") for chain in self.chain_ids)

    @classmethod
    def from_json(cls, value: Any) -> MintingConfig:
        data = _object(value, "minting config")
        chains = data.get("supported_mint_blockchains")
        chain_list = _list(chains, "networks") if chains is not None else [DEFAULT_CHAIN_ID]
        return cls(
            drop_id=_number(data, "drop_id"),
            chain_ids=tuple(_number({"id": chain}, "id", required=True) for chain in chain_list),
        )


@dataclass(frozen=True)
class RedeemRequest:
    """A request for more mints (POST /redeem-requests); curation approves it later."""

    id: str

    @classmethod
    def from_json(cls, value: Any) -> RedeemRequest:
        """``{"id": …}``, or the id bare (a number or text), as some answers give it
        (service-model.md 2.6): either way the service said it took the request."""
        if isinstance(value, str | int) and not isinstance(value, bool):
            value = {"id": value}
        return cls(_text(_object(value, "redeem request"), "id", required=True))


@dataclass(frozen=True)
class HeldToken:
    """A collectible an address holds (GET /actions/scan)."""

    event: Event
    token_id: str
    owner: str
    chain: str = ""

    @classmethod
    def from_json(cls, value: Any) -> HeldToken:
        data = _object(value, "token")
        return cls(
            event=Event.from_json(data.get("event")),
            token_id=_text(data, "tokenId"),
            owner=_text(data, "owner"),
            chain=_text(data, "chain"),
        )


def utc_today() -> date:
    """Today's date in UTC, the day a drop's expiry date is compared with."""
    return datetime.now(UTC).date()


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def service_date(text: str) -> date | None:
    """A drop's date as the service writes it (``07-Dec-2021``), or as it is sent
    (``2021-12-07``, ``12-07-2021``), or an ISO timestamp's day (``2021-12-07T00:00:00Z``, the
    form of its other dates); None when it is none of these. Month names are English
    whatever the kiosk's language, so they are not read with ``strptime``'s locale."""
    day, _, moment = text.strip().partition("T")
    if moment and _moment(text, UTC) is not None:
        text = day  # the day as the service wrote it, not moved to this computer's zone
    parts = text.strip().split("-")
    if len(parts) != 3 or not all(part.isascii() for part in parts):
        return None
    first, middle, last = parts
    try:
        if middle.lower() in _MONTHS:
            return date(int(last), _MONTHS.index(middle.lower()) + 1, int(first))
        if len(first) == 4:
            return date(int(first), int(middle), int(last))
        return date(int(last), int(first), int(middle))
    except ValueError:
        return None
