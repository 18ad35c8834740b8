"""The emulator's world and the service's business rules, behind one lock.

uvicorn runs the app in its own thread while tests read and change the state from theirs, so
every public method takes ``_lock`` and returns plain JSON-ready values (no live records escape).
Time is the emulator clock (``now()``): real time plus whatever ``advance_clock`` added, so tests
can expire tokens, close secret-word windows and finish mint jobs without sleeping.
"""

from __future__ import annotations

import hashlib
import math
import random
import secrets
import threading
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from kiosk.emulator import seed
from kiosk.emulator.faults import Fault, FaultTable
from kiosk.emulator.models import (
    Artwork,
    DemoDrop,
    Drop,
    Mint,
    MintLink,
    SecretWord,
    SentEmail,
)
from kiosk.emulator.rules import (
    CHAINS,
    DEFAULT_CHAIN,
    ApiError,
    EventFields,
    bad_request,
    check_edit_code,
    format_date,
    require_int,
    require_str,
    resolve_recipient,
    slugify,
)

SIGNER = "0x5a4fb2a7d7f6e3cd8c1a1b2f4e6c8d0a9b7e5c31"  # the relayer that "sends" mint transactions
MINT_ERROR = "There was a problem in token mint"
FIRST_TOKEN_ID = 7000001
MAX_REQUESTED_CODES = 50000

EVENT_NOT_FOUND = "Event not found"
INVALID_EDIT_CODE = "Invalid edit code"


@dataclass(frozen=True)
class Credentials:
    """The integrator's API key and OAuth client, random per emulator."""

    api_key: str
    client_id: str
    client_secret: str


class TokenRequestError(Exception):
    """A refused token request, in the token issuer's (Auth0) shape."""

    def __init__(self, status: int, error: str, description: str) -> None:
        super().__init__(description)
        self.status = status
        self.body = {"error": error, "error_description": description}


@dataclass(frozen=True)
class _Progress:
    """Where a mint stands at a moment, derived from its timestamps (no background work)."""

    job_status: str
    tx_status: str | None
    tx_hash: str
    job_result: dict[str, str] | None
    token: int | None


class EmulatorState:
    """All drops, links, mints, secrets, tokens, faults and counters of one emulator."""

    def __init__(
        self,
        *,
        token_lifetime: int = 86400,
        mint_delays: tuple[float, float] = (1.0, 3.0),
        rate_limit_per_minute: int | None = None,
        latency_ms: int = 0,
    ) -> None:
        self._lock = threading.RLock()
        self.credentials = Credentials(
            api_key=secrets.token_urlsafe(24),
            client_id=secrets.token_urlsafe(16),
            client_secret=secrets.token_urlsafe(32),
        )
        # Tests may change these four on the fly; reset() puts the constructor's values back.
        self._settings = (token_lifetime, mint_delays, rate_limit_per_minute, latency_ms)
        self.token_lifetime, self.mint_delays, self.rate_limit_per_minute, self.latency_ms = (
            self._settings
        )
        self.origin = "http://127.0.0.1"  # set by EmulatorServer once its port is known
        self.counters: Counter[str] = Counter()
        self._tokens: dict[str, float] = {}  # access token -> expiry on the emulator clock
        self._revoked: set[str] = set()  # tokens the ``forbidden`` fault revoked
        self._faults = FaultTable()
        self._clock_offset = 0.0
        self.reset()

    # ----------------------------------------------------------------- tests and demo ---------

    @property
    def base_url(self) -> str:
        return f"{self.origin}/api"

    @property
    def auth_url(self) -> str:
        return f"{self.origin}/auth"

    @property
    def mint_site(self) -> str:
        return self.origin

    def reset(self) -> None:
        """Fresh demo data, clock and settings; no faults, counters or rate-limit debt.
        Credentials and issued access tokens stay valid, so a client may keep its token."""
        with self._lock:
            self.token_lifetime, self.mint_delays, self.rate_limit_per_minute, self.latency_ms = (
                self._settings
            )
            self._clock_offset = 0.0
            now = self.now()
            data = seed.seed(now, self.today())
            self._drops: dict[int, Drop] = {drop.id: drop for drop in data.drops}
            self._links: dict[str, MintLink] = {link.qr_hash: link for link in data.links}
            self._secrets: dict[str, SecretWord] = {s.claim_name: s for s in data.secrets}
            self._assets: dict[str, Artwork] = {}
            for drop in data.drops:
                self._add_assets(drop.artwork)
            self._jobs: dict[int, str] = {}  # job id -> qr_hash
            self._mint_counts: Counter[str] = Counter()
            self._emails: list[SentEmail] = []
            self._buckets: dict[str, tuple[float, float]] = {}
            self._rng = random.Random(seed.SEED + 1)
            self._next_token = FIRST_TOKEN_ID
            self._next_request = 1
            self._faults.clear()
            self.counters.clear()
            # How an API path no route matches is answered: False, the gateway's 404; True, as
            # AWS API Gateway (the real service's front, service-model.md 1.1) answers a
            # resource or method it does not have: 403 {"message": "Missing Authentication Token"}.
            self.aws_missing_route = False
            # Whether POST /website/claim for an e-mail address sends the e-mail to collect it:
            # its body has no ``sendEmail`` and nothing public says (service-model.md 11), so
            # True (as a link's default) and False are both the real service's possible answers.
            self.website_claim_sends_email = True

    def advance_clock(self, seconds: float) -> None:
        with self._lock:
            self._clock_offset += seconds

    def now(self) -> float:
        return time.time() + self._clock_offset

    def today(self) -> date:
        return datetime.fromtimestamp(self.now(), UTC).date()

    def add_fault(self, route: str, fault: Fault) -> None:
        """Inject ``fault`` on ``route`` ("POST /actions/claim-qr", ... or "*")."""
        with self._lock:
            self._faults.add(route, fault)

    def clear_faults(self) -> None:
        with self._lock:
            self._faults.clear()

    def mints_of(self, qr_hash: str) -> int:
        """How many times this link was really minted (accepted); the emulator says never twice."""
        with self._lock:
            return self._mint_counts[qr_hash]

    def sent_emails(self) -> list[SentEmail]:
        """Every e-mail the service sent to collect a reservation, oldest first: one per e-mail
        mint it accepted with ``sendEmail`` true (the default), none when it was false."""
        with self._lock:
            return list(self._emails)

    def claimed_links(self, *, secret: str = "") -> list[str]:
        """Every link a mint was accepted for, hidden ones of website secrets included (only those
        of ``secret`` when given): what the service did, for tests and the self-test to compare
        with what the kiosk said."""
        with self._lock:
            pool = self._secrets[secret].pool if secret in self._secrets else None
            if secret and pool is None:
                return []
            hashes = pool if pool is not None else list(self._links)
            return [h for h in hashes if self._links[h].mint is not None]

    def claims_total(self, secret_name: str) -> int:
        """How many claims a secret word or website secret allows now."""
        with self._lock:
            return self._secrets[secret_name].total

    @property
    def drops(self) -> list[DemoDrop]:
        """The seeded (and created) drops, with their links and secret words."""
        with self._lock:
            return [self._demo_drop(drop) for drop in self._drops.values()]

    def unclaimed_link(self, drop_id: int) -> str | None:
        """The ``qr_hash`` of an unclaimed, listed mint link of the drop, if any is left."""
        with self._lock:
            return next(
                (
                    link.qr_hash
                    for link in self._links.values()
                    if link.drop_id == drop_id and not link.hidden and link.mint is None
                ),
                None,
            )

    # ----------------------------------------------------------------- gateway ----------------

    def begin_request(self, route: str) -> Fault | None:
        """Count a request of ``route`` and hand out the fault it should suffer, if any."""
        with self._lock:
            self.counters[route] += 1
            return self._faults.take(route)

    def api_key_ok(self, api_key: str | None) -> bool:
        return api_key is not None and secrets.compare_digest(api_key, self.credentials.api_key)

    def rate_limit(self, api_key: str) -> int | None:
        """Token bucket per key: None if the call may go on, else the Retry-After seconds."""
        per_minute = self.rate_limit_per_minute
        if per_minute is None:
            return None
        with self._lock:
            now = self.now()
            tokens, last = self._buckets.get(api_key, (float(per_minute), now))
            tokens = min(float(per_minute), tokens + (now - last) * per_minute / 60)
            if tokens >= 1:
                self._buckets[api_key] = (tokens - 1, now)
                return None
            self._buckets[api_key] = (tokens, now)
            return max(1, math.ceil((1 - tokens) * 60 / per_minute))

    def bearer_refusal(self, authorization: str | None) -> int:
        """0 for a valid bearer token; 403 for a revoked one (what the gateway answers for a
        revoked token as often as 401), 401 for a missing or expired one."""
        scheme, _, token = (authorization or "").partition(" ")
        with self._lock:
            expiry = self._tokens.get(token)
            if token in self._revoked:
                return 403
            if scheme.lower() == "bearer" and expiry is not None and self.now() < expiry:
                return 0
            return 401

    def revoke_tokens(self) -> None:
        """Every access token issued so far is refused with 403 (the ``forbidden`` fault)."""
        with self._lock:
            self._revoked.update(self._tokens)

    def issue_token(self, body: object) -> dict[str, Any]:
        """Client-credentials grant, checked like the real issuer (audience = base_url exactly)."""
        if not isinstance(body, dict):
            raise TokenRequestError(400, "invalid_request", "The request body must be JSON")
        for field in ("audience", "grant_type", "client_id", "client_secret"):
            if not isinstance(body.get(field), str) or not body[field]:
                raise TokenRequestError(
                    400, "invalid_request", f"Missing required parameter: {field}"
                )
        if body["grant_type"] != "client_credentials":
            raise TokenRequestError(403, "access_denied", "Grant type not allowed for the client")
        if not (
            secrets.compare_digest(body["client_id"], self.credentials.client_id)
            and secrets.compare_digest(body["client_secret"], self.credentials.client_secret)
        ):
            raise TokenRequestError(401, "access_denied", "Unauthorized")
        if body["audience"] != self.base_url:
            raise TokenRequestError(
                403, "access_denied", f"Service not enabled within domain: {body['audience']}"
            )
        token = secrets.token_urlsafe(32)
        with self._lock:
            self._tokens[token] = self.now() + self.token_lifetime
        return {
            "access_token": token,
            "token_type": "Bearer",
            "expires_in": self.token_lifetime,
            "scope": "mint:read mint:write",
        }

    # ----------------------------------------------------------------- mint links -------------

    def claim_status(self, qr_hash: str | None) -> dict[str, Any]:
        """GET /actions/claim-qr: the link with its event, recipient and mint progress."""
        if not qr_hash:
            raise ApiError(404, "Please send qr_hash as querystring parameter")
        with self._lock:
            return self._claim_json(self._link(qr_hash))

    def mint(
        self, body: Mapping[str, Any], *, fails: bool = False, stuck: bool = False
    ) -> dict[str, Any]:
        """POST /actions/claim-qr: check every rule, claim the link at once, start the job."""
        qr_hash = require_str(body, "qr_hash")
        secret = require_str(body, "secret")
        address = require_str(body, "address")
        if "sendEmail" in body and not isinstance(body["sendEmail"], bool):
            raise bad_request("sendEmail must be true or false")
        with self._lock:
            link = self._link(qr_hash)
            if not secrets.compare_digest(secret, link.secret):
                raise bad_request("Invalid secret")
            self._accept_mint(link, address, fails, stuck, send_email=body.get("sendEmail", True))
            answer = self._claim_json(link)
            for hidden in ("tx_hash", "secret", "tx_status", "result"):
                del answer[hidden]
            assert link.mint is not None
            return {
                **answer,
                "queue_uid": str(link.mint.job_id),
                "transaction_request_id": link.mint.job_id,
            }

    def job(self, job_id: str) -> dict[str, Any]:
        """GET /transaction-requests/{id}: the mint job's status, derived from the clock."""
        with self._lock:
            qr_hash = self._jobs.get(int(job_id)) if job_id.isdigit() else None
            if qr_hash is None:
                raise ApiError(404, "Transaction request not found")
            link = self._links[qr_hash]
            assert link.mint is not None
            progress = self._progress(link.mint)
            return {
                "operation": "mintToken",
                "status": progress.job_status,
                "result": progress.job_result,
            }

    def website_claim(
        self, body: Mapping[str, Any], *, fails: bool = False, stuck: bool = False
    ) -> dict[str, Any]:
        """POST /website/claim: take a hidden link of a ``website`` secret and mint it."""
        name = require_str(body, "website")
        address = require_str(body, "address")
        with self._lock:
            secret = self._secret(name)
            if secret.type != "website":
                raise bad_request("This secret word can only be used in the POAP app.")
            self._check_window(secret)
            free = [h for h in secret.pool if self._links[h].mint is None]
            if self._claimed_of(secret) >= secret.total or not free:
                raise bad_request("All the collectibles for this secret word have been claimed.")
            link = self._links[free[0]]
            self._accept_mint(
                link, address, fails, stuck, send_email=self.website_claim_sends_email
            )
            return self._claim_json(link)

    def scan(self, address: str, event_id: str | None = None) -> Any:
        """GET /actions/scan/{address}[/{eventId}]: the collectibles this recipient holds."""
        beneficiary = resolve_recipient(address).beneficiary
        with self._lock:
            held: list[dict[str, Any]] = []
            for link in self._links.values():
                if link.mint is None or link.mint.recipient.beneficiary != beneficiary:
                    continue
                progress = self._progress(link.mint)
                if progress.job_status != "FINISH":
                    continue  # not on chain (yet): the indexer does not know it
                drop = self._drops[link.drop_id]
                held.append(
                    {
                        "event": {**self._event_json(drop), "supply": self._supply(drop)},
                        "tokenId": "" if progress.token is None else str(progress.token),
                        "owner": beneficiary,
                        "chain": CHAINS[drop.chain_id][1],
                        "created": _timestamp(link.mint.accepted_at, " "),
                    }
                )
            if event_id is None:
                return held
            for item in held:
                if str(item["event"]["id"]) == event_id:
                    return {key: item[key] for key in ("event", "tokenId", "owner")}
            raise ApiError(404, "Address does not have token for this event")

    # ----------------------------------------------------------------- edit code operations ---

    def validate_edit_code(self, body: Mapping[str, Any]) -> dict[str, bool]:
        drop_id = require_int(body, "event_id", 1, 2**53)
        code = check_edit_code("secret_code", body.get("secret_code"))
        with self._lock:
            return {"valid": self._drop(drop_id).edit_code == code}

    def qr_codes(self, drop_id: str, body: Mapping[str, Any]) -> list[dict[str, Any]]:
        code = check_edit_code("secret_code", body.get("secret_code"))
        with self._lock:
            drop = self._drop_for_edit(drop_id, code)
            return [
                {"qr_hash": link.qr_hash, "claimed": link.mint is not None}
                for link in self._links.values()
                if link.drop_id == drop.id and not link.hidden
            ]

    def redeem_request(self, body: Mapping[str, Any]) -> dict[str, str]:
        """POST /redeem-requests: more mint links or secret claims, approved at once."""
        drop_id = require_int(body, "event_id", 1, 2**53)
        count = require_int(body, "requested_codes", 1, MAX_REQUESTED_CODES)
        kind = require_str(body, "redeem_type")
        if kind not in ("qr_code", "secret_website", "secret_word"):
            raise bad_request("redeem_type must be qr_code, secret_website or secret_word")
        code = check_edit_code("secret_code", body.get("secret_code"))
        with self._lock:
            drop = self._drop_for_edit(str(drop_id), code)
            if kind == "qr_code":
                for _ in range(count):
                    self._new_link(drop.id)
            else:
                wanted = "website" if kind == "secret_website" else "word"
                secret = next(
                    (
                        s
                        for s in self._secrets.values()
                        if s.drop_id == drop.id and s.type == wanted
                    ),
                    None,
                )
                if secret is None:
                    raise bad_request(f"This drop has no secret of type {wanted}")
                self._top_up(secret, count)
            request_id = self._next_request
            self._next_request += 1
            return {"id": str(request_id)}

    def minting_config(self, drop_id: str) -> dict[str, Any]:
        with self._lock:
            drop = self._drop(_drop_number(drop_id))
            return {"drop_id": drop.id, "supported_mint_blockchains": [drop.chain_id]}

    def set_minting_config(self, drop_id: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """PATCH minting-config: one known chain, or null for the default (Gnosis)."""
        edit_code = require_int(body, "edit_code", 1, 999999)
        chains = body.get("supported_mint_blockchains")
        if chains is None:
            chain_id = DEFAULT_CHAIN
        elif not isinstance(chains, list) or len(chains) != 1:
            raise bad_request("supported_mint_blockchains must be a list of one chain id, or null")
        elif chains[0] not in CHAINS or isinstance(chains[0], bool):
            raise bad_request(f"Chain {chains[0]} is not supported")
        else:
            chain_id = chains[0]
        with self._lock:
            drop = self._drop(_drop_number(drop_id))
            if int(drop.edit_code) != edit_code:
                raise bad_request(INVALID_EDIT_CODE)
            drop.chain_id = chain_id
            return {"drop_id": drop.id, "supported_mint_blockchains": [drop.chain_id]}

    # ----------------------------------------------------------------- secret words -----------

    def secret_info(self, word: str) -> dict[str, Any]:
        with self._lock:
            return self._secret_json(self._secret(word))

    def secret_request(self, body: Mapping[str, Any], *, creating: bool) -> int:
        """POST (create) or PUT (update) /secret-requests; approved at once, answers the id."""
        drop_id = require_int(body, "event_id", 1, 2**53)
        code = check_edit_code("secret_code", body.get("secret_code"))
        name = require_str(body, "claim_name")
        if any(c.isspace() for c in name):
            raise bad_request("claim_name must not contain spaces")
        kind = require_str(body, "secret_type")
        if kind not in ("word", "website"):
            raise bad_request("secret_type must be word or website")
        timezone = body.get("timezone", 0)
        if isinstance(timezone, bool) or not isinstance(timezone, int) or not -12 <= timezone <= 12:
            raise bad_request("timezone must be a whole number from -12 to 12")
        starts = _parse_moment("from", require_str(body, "from"), timezone)
        ends = _parse_moment("to", require_str(body, "to"), timezone)
        if ends <= starts:
            raise bad_request("to must be after from")
        active = body.get("active", True) if creating else body.get("active")
        if not isinstance(active, bool):
            raise bad_request("active must be true or false")
        total = require_int(body, "requested_codes", 1, MAX_REQUESTED_CODES) if creating else 0
        with self._lock:
            drop = self._drop_for_edit(str(drop_id), code)
            if creating:
                if name in self._secrets:
                    raise bad_request("This secret word is already taken")
                secret = SecretWord(
                    len(self._secrets) + 1,
                    drop.id,
                    name,
                    kind,
                    starts,
                    ends,
                    timezone,
                    active,
                    0,
                    self.now(),
                )
                self._secrets[name] = secret
                self._top_up(secret, total)
            else:
                found = self._secrets.get(name)
                if found is None or found.drop_id != drop.id:
                    raise ApiError(404, "Secret word not found")
                secret = found
                secret.type, secret.starts, secret.ends = kind, starts, ends
                secret.timezone, secret.active = timezone, active
            return secret.id

    # ----------------------------------------------------------------- drops ------------------

    def event_list(self) -> list[dict[str, Any]]:
        with self._lock:
            return [self._event_json(drop) for drop in self._drops.values()]

    def event_by_fancy_id(self, fancy_id: str) -> dict[str, Any]:
        with self._lock:
            drop = next((d for d in self._drops.values() if d.fancy_id == fancy_id), None)
            if drop is None:
                raise ApiError(404, EVENT_NOT_FOUND)
            return self._event_json(drop)

    def event_by_id(self, drop_id: str) -> dict[str, Any]:
        with self._lock:
            return self._event_json(self._drop(_drop_number(drop_id)))

    def paginated_events(self, query: Mapping[str, str]) -> dict[str, Any]:
        """GET /paginated-events with limit, offset, sort_field, sort_dir and name."""
        limit = _query_int(query, "limit", 10, 1, 1000)
        offset = _query_int(query, "offset", 0, 0, 2**31)
        sort_field = query.get("sort_field", "start_date")
        if sort_field not in ("id", "name", "start_date"):
            raise bad_request("sort_field must be id, name or start_date")
        sort_dir = query.get("sort_dir", "desc")
        if sort_dir not in ("asc", "desc"):
            raise bad_request("sort_dir must be asc or desc")
        name = query.get("name", "").lower()
        with self._lock:
            drops = [d for d in self._drops.values() if name in d.name.lower()]
            drops.sort(key=lambda d: (getattr(d, sort_field), d.id), reverse=sort_dir == "desc")
            items = [self._event_json(d) for d in drops[offset : offset + limit]]
            return {"items": items, "total": len(drops), "offset": offset, "limit": limit}

    def create_event(
        self, fields: EventFields, form: Mapping[str, str], artwork: Artwork
    ) -> dict[str, Any]:
        """POST /events: a new drop (approved at once, with ``requested_codes`` mint links)."""
        edit_code = check_edit_code("secret_code", form.get("secret_code"))
        email = form.get("email", "")
        if "@" not in email:
            raise bad_request("email is required")
        requested = form.get("requested_codes", "0")
        if not requested.isdigit() or int(requested) > MAX_REQUESTED_CODES:
            raise bad_request(f"requested_codes must be a whole number up to {MAX_REQUESTED_CODES}")
        if (
            fields.name is None
            or fields.description is None
            or fields.start_date is None
            or fields.end_date is None
            or fields.expiry_date is None
        ):
            raise bad_request("name, description and the three dates are required")
        with self._lock:
            drop_id = max(self._drops) + 1
            fancy_id = slugify(fields.name)
            if any(d.fancy_id == fancy_id for d in self._drops.values()):
                fancy_id = f"{fancy_id}-{drop_id}"
            drop = Drop(
                id=drop_id,
                fancy_id=fancy_id,
                name=fields.name,
                description=fields.description,
                city=fields.city or "",
                country=fields.country or "",
                event_url=fields.event_url or "",
                start_date=fields.start_date,
                end_date=fields.end_date,
                expiry_date=fields.expiry_date,
                timezone="UTC",
                virtual_event=bool(fields.virtual_event),
                private_event=bool(fields.private_event),
                edit_code=edit_code,
                email=email,
                chain_id=DEFAULT_CHAIN,
                artwork=artwork,
                created_at=self.now(),
            )
            self._drops[drop_id] = drop
            self._add_assets(artwork)
            for _ in range(int(requested)):
                self._new_link(drop_id)
            return self._event_json(drop)

    def update_event(self, fancy_id: str, fields: EventFields, form: Mapping[str, str]) -> None:
        """PUT /events/{fancyId}: change the given fields; the edit code must match."""
        code = check_edit_code("secret_code", form.get("secret_code"))
        with self._lock:
            drop = next((d for d in self._drops.values() if d.fancy_id == fancy_id), None)
            if drop is None:
                raise ApiError(404, EVENT_NOT_FOUND)
            if drop.edit_code != code:
                raise bad_request(INVALID_EDIT_CODE)
            for name in (
                "name",
                "description",
                "city",
                "country",
                "event_url",
                "start_date",
                "end_date",
                "expiry_date",
                "virtual_event",
                "private_event",
            ):
                value = getattr(fields, name)
                if value is not None:
                    setattr(drop, name, value)

    def artwork(self, filename: str) -> Artwork | None:
        with self._lock:
            return self._assets.get(filename)

    # ----------------------------------------------------------------- internals --------------

    def _link(self, qr_hash: str) -> MintLink:
        link = self._links.get(qr_hash)
        if link is None:
            raise ApiError(404, "QR Claim not found")
        return link

    def _drop(self, drop_id: int) -> Drop:
        drop = self._drops.get(drop_id)
        if drop is None:
            raise ApiError(404, EVENT_NOT_FOUND)
        return drop

    def _drop_for_edit(self, drop_id: str, edit_code: str) -> Drop:
        drop = self._drop(_drop_number(drop_id))
        if drop.edit_code != edit_code:
            raise bad_request(INVALID_EDIT_CODE)
        return drop

    def _secret(self, word: str) -> SecretWord:
        secret = self._secrets.get(word)
        if secret is None:
            raise ApiError(404, "We could not find that secret word. Please check the spelling.")
        return secret

    def _check_window(self, secret: SecretWord) -> None:
        if not (secret.active and secret.starts <= self.now() <= secret.ends):
            raise bad_request("This secret word is not active right now.")

    def _claimed_of(self, secret: SecretWord) -> int:
        return sum(1 for h in secret.pool if self._links[h].mint is not None)

    def _top_up(self, secret: SecretWord, count: int) -> None:
        secret.total += count
        if secret.type == "website":
            secret.pool += [
                self._new_link(secret.drop_id, hidden=True).qr_hash for _ in range(count)
            ]

    def _new_link(self, drop_id: int, *, hidden: bool = False) -> MintLink:
        link = seed.new_link(
            self._rng, set(self._links), len(self._links) + 1, drop_id, self.now(), hidden=hidden
        )
        self._links[link.qr_hash] = link
        return link

    def _accept_mint(
        self, link: MintLink, address: str, fails: bool, stuck: bool, *, send_email: bool = True
    ) -> None:
        """The rules every mint passes, then the link is claimed and its job starts; an e-mail
        recipient is sent the e-mail to collect it unless ``send_email`` is false (a website
        claim has no ``sendEmail``: the default, sent [INF])."""
        if link.mint is not None:
            raise bad_request("QR is already Claimed")
        drop = self._drops[link.drop_id]
        if not link.is_active or drop.expiry_date < self.today():
            raise bad_request("This mint link has expired")
        recipient = resolve_recipient(address)
        if any(
            other.drop_id == drop.id
            and other.mint is not None
            and other.mint.recipient.beneficiary == recipient.beneficiary
            for other in self._links.values()
        ):
            who = "Email" if recipient.is_email else "Address"
            raise bad_request(f"{who} already claimed a code for this event")
        job_id = len(self._jobs) + 1
        token_id = 0
        if not recipient.is_email:
            token_id = self._next_token
            self._next_token += 1
        tx_hash = "0x" + hashlib.sha256(f"{link.qr_hash}:{job_id}".encode()).hexdigest()
        link.mint = Mint(recipient, self.now(), job_id, token_id, tx_hash, fails, stuck)
        self._jobs[job_id] = link.qr_hash
        self._mint_counts[link.qr_hash] += 1
        if recipient.is_email and send_email:
            self._emails.append(SentEmail(recipient.user_input, link.qr_hash))

    def _progress(self, mint: Mint) -> _Progress:
        if mint.recipient.is_email:
            return _Progress("FINISH", None, "", None, None)  # reserved, never on chain
        elapsed = self.now() - mint.accepted_at
        first, second = self.mint_delays
        if elapsed < first:
            return _Progress("IN_PROCESS", "waiting_tx", "", None, None)
        if elapsed < first + second or mint.stuck:
            return _Progress("IN_PROCESS_WORKER", "pending", mint.tx_hash, None, None)
        if mint.fails:
            return _Progress(
                "FINISH_WITH_ERROR", "failed", mint.tx_hash, {"error": MINT_ERROR}, None
            )
        return _Progress("FINISH", "passed", mint.tx_hash, {"tx_hash": mint.tx_hash}, mint.token_id)

    def _claim_json(self, link: MintLink) -> dict[str, Any]:
        drop = self._drops[link.drop_id]
        mint = link.mint
        progress = self._progress(mint) if mint else _Progress("", None, "", None, None)
        return {
            "id": link.id,
            "qr_hash": link.qr_hash,
            "tx_hash": progress.tx_hash,
            "event_id": drop.id,
            "beneficiary": mint.recipient.beneficiary if mint else None,
            "user_input": mint.recipient.user_input if mint else None,
            "signer": SIGNER if mint else "",
            "claimed": mint is not None,
            "claimed_date": _timestamp(mint.accepted_at) if mint else None,
            "created_date": _timestamp(link.created_at),
            "is_active": link.is_active and drop.expiry_date >= self.today(),
            "secret": link.secret,
            "event": self._event_json(drop, with_image=False),
            "event_template": None,
            "tx_status": progress.tx_status,
            "delegated_mint": False,
            "delegated_signed_message": None,
            "result": None if progress.token is None else {"token": progress.token},
        }

    def _event_json(self, drop: Drop, *, with_image: bool = True) -> dict[str, Any]:
        art = drop.artwork
        answer: dict[str, Any] = {
            "id": drop.id,
            "fancy_id": drop.fancy_id,
            "name": drop.name,
            "description": drop.description,
            "city": drop.city,
            "country": drop.country,
            "event_url": drop.event_url,
            "image_url": f"{self.origin}/assets/{art.filename}",
            "animation_url": "",
            "year": drop.start_date.year,
            "start_date": format_date(drop.start_date),
            "end_date": format_date(drop.end_date),
            "expiry_date": format_date(drop.expiry_date),
            "timezone": drop.timezone,
            "from_admin": False,
            "virtual_event": drop.virtual_event,
            "event_template_id": None,
            "private_event": drop.private_event,
        }
        if with_image:
            answer["created_date"] = _timestamp(drop.created_at)
            answer["drop_image"] = {
                "public_id": art.public_id,
                "drop_id": drop.id,
                "gateways": [
                    {
                        "image_id": art.public_id,
                        "filename": name,
                        "mime_type": art.mime_type,
                        "url": f"{self.origin}/assets/{name}",
                        "type": kind,
                    }
                    for kind, name in (("ORIGINAL", art.filename), ("CROP", _crop_name(art)))
                ],
            }
        return answer

    def _secret_json(self, secret: SecretWord) -> dict[str, Any]:
        claimed = self._claimed_of(secret)
        shift = secret.timezone * 3600
        return {
            "id": secret.id,
            "event_id": secret.drop_id,
            "event": self._event_json(self._drops[secret.drop_id], with_image=False),
            "claim_name": secret.claim_name,
            "from": _timestamp(secret.starts + shift, zone=""),
            "to": _timestamp(secret.ends + shift, zone=""),
            "timezone": secret.timezone,
            "active": secret.active,
            "total": secret.total,
            "claimed": claimed,
            "created_date": datetime.fromtimestamp(secret.created_at, UTC).date().isoformat(),
            "is_collectors_game_enabled": secret.type == "word",
            "type": secret.type,
            "claimed_count": claimed,
            "secret": secret.claim_name,
        }

    def _supply(self, drop: Drop) -> int:
        return sum(
            1 for link in self._links.values() if link.drop_id == drop.id and link.mint is not None
        )

    def _add_assets(self, artwork: Artwork) -> None:
        self._assets[artwork.filename] = artwork
        self._assets[_crop_name(artwork)] = artwork

    def _demo_drop(self, drop: Drop) -> DemoDrop:
        def secret_of(kind: str) -> str | None:
            return next(
                (
                    s.claim_name
                    for s in self._secrets.values()
                    if s.drop_id == drop.id and s.type == kind
                ),
                None,
            )

        return DemoDrop(
            id=drop.id,
            fancy_id=drop.fancy_id,
            name=drop.name,
            edit_code=drop.edit_code,
            chain_id=drop.chain_id,
            qr_hashes=tuple(
                link.qr_hash
                for link in self._links.values()
                if link.drop_id == drop.id and not link.hidden
            ),
            website_secret=secret_of("website"),
            word_secret=secret_of("word"),
        )


def _crop_name(artwork: Artwork) -> str:
    stem, _, extension = artwork.filename.rpartition(".")
    return f"{stem}-crop.{extension}"


def _timestamp(moment: float, separator: str = "T", zone: str = "Z") -> str:
    """ISO-8601 with milliseconds, e.g. ``2022-07-12T14:22:45.278Z``."""
    stamp = datetime.fromtimestamp(moment, UTC)
    millis = f"{stamp.microsecond // 1000:03d}"
    return stamp.strftime(f"%Y-%m-%d{separator}%H:%M:%S.") + millis + zone


def _parse_moment(field: str, text: str, timezone: int) -> float:
    """An ISO date-time of a secret window, local to ``timezone`` hours, as epoch seconds."""
    try:
        moment = datetime.fromisoformat(text.removesuffix("Z"))
    except ValueError:
        raise bad_request(f"{field} must be an ISO date-time like 2025-07-18T00:01:00") from None
    return moment.replace(tzinfo=UTC).timestamp() - timezone * 3600


def _drop_number(drop_id: str) -> int:
    if not drop_id.isdigit():
        raise ApiError(404, EVENT_NOT_FOUND)
    return int(drop_id)


def _query_int(query: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    text = query.get(name)
    if text is None:
        return default
    if not text.isdigit() or not low <= int(text) <= high:
        raise bad_request(f"{name} must be a whole number from {low} to {high}")
    return int(text)
