"""The checks behind ``kiosk doctor`` and the operator's "Test connection".

Each check reports a typed problem, not a sentence: the words, and the fix, are chosen where they
are shown (``kiosk.doctor_texts``), so they can be translated.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import keyring

from kiosk.camera.source import CameraState, FrameSource
from kiosk.core.dispenser import LinkCheck, LinkSource, PoolProblem, kiosk_share, read_links_file
from kiosk.core.dispenser_calls import DispenserCalls
from kiosk.core.journal import (
    JournalProblem,
    JournalRow,
    MintJournal,
    creation_problem,
    damage_of,
    journal_path,
)
from kiosk.core.parsing import RecipientKind
from kiosk.core.secrets import (
    SecretSource,
    credentials_in_environment,
    load_credentials,
    load_edit_code,
)
from kiosk.core.settings import (
    KioskSettings,
    Settings,
    SettingsProblem,
    read_settings,
    service_config,
    settings_path,
)
from kiosk.service import (
    AddressMoved,
    AuthError,
    Credentials,
    InvalidInput,
    MemoryTokenStore,
    MintState,
    NotFound,
    ServiceClient,
    ServiceConfig,
    ServiceError,
    ServiceUnavailable,
    SignInRequired,
    WebPageAnswered,
)
from kiosk.service.token_store import KeyringState, probe_keyring

if TYPE_CHECKING:
    import numpy as np

CAMERA_WAIT_S = 5.0  # a camera that gives no frame in this time will not help at the doors
# After its first frame, how long a camera may give frames of one colour (a webcam's first ones
# are often dark while its exposure settles) before the check says it sees nothing.
CAMERA_SETTLE_S = 2.0
# A frame is a picture when its grey levels (0-255), shrunk to PICTURE_WIDTH (which averages a
# dark sensor's noise away), spread (standard deviation) more than this: black frames give 0, a
# covered lens's noise about 1 once shrunk, a room tens.
MIN_CONTRAST = 2.0
PICTURE_WIDTH = 160


class CheckName(StrEnum):
    SETTINGS = "settings"
    KEYRING = "keyring"
    CREDENTIALS = "credentials"
    TOKEN = "token"
    API_KEY = "api_key"
    PROTECTED = "protected"  # a protected call: the key and the token accepted together
    DROP = "drop"
    CAMERA = "camera"
    EDIT_CODE = "edit_code"  # dispenser mode: the drop's edit code lists its mint links
    LINKS_FILE = "links_file"  # dispenser mode with a links file: it is there and holds links
    MINTS = "mints"  # the journal: mints the service accepted, then failed
    UNSETTLED = "unsettled"  # the journal: mints sent whose end the service has not told yet
    SAVED_ELSEWHERE = "saved_elsewhere"  # saved for later, of a drop the kiosk no longer takes
    STUCK = "stuck"  # the journal: on their way long after sent, the service has not minted them
    JOURNAL = "journal"  # the journal can be written (else the kiosk mints nothing)


class Status(StrEnum):
    OK = "ok"
    WARNING = "warning"  # works, but the operator should know
    FAILED = "failed"


class Problem(StrEnum):
    NO_SETTINGS_FILE = "no_settings_file"
    SETTINGS_DAMAGED = "settings_damaged"  # the next start sets it aside: the setup starts over
    SETTINGS_UNREADABLE = "settings_unreadable"  # the next start uses the defaults
    NO_KEYRING = "no_keyring"
    KEYRING_LOCKED = "keyring_locked"
    KEYRING_REFUSED = "keyring_refused"
    CREDENTIALS_MISSING = "credentials_missing"
    SKIPPED = "skipped"  # an earlier check failed, so this one cannot run
    CREDENTIALS_REFUSED = "credentials_refused"
    API_KEY_REFUSED = "api_key_refused"
    # The issuer refused the service address as the token's audience (Auth0's 403): the client
    # id and secret are not in question
    AUDIENCE_REFUSED = "audience_refused"
    API_NOT_THERE = "api_not_there"  # the service address answers "not found" for the API
    ISSUER_NOT_THERE = "issuer_not_there"  # the issuer's address answers "not found" for tokens
    TOKEN_REFUSED = "token_refused"  # issued, but the service refuses it (after one refresh)
    UNREACHABLE = "unreachable"
    # the venue's network answered in the service's place (a captive portal): detail is the
    # address its redirect names, if any
    NETWORK_SIGN_IN = "network_sign_in"
    # a web page answered in the service's place, with 2xx or the 4xx of a refusal: the venue's
    # sign-in page or an address that is not the service's; detail is the address asked
    WEB_PAGE_ANSWERED = "web_page_answered"
    # the address answers with a redirect within its host (http to https, a path moved): the
    # service is not at the address in the settings; detail is where it points
    ADDRESS_MOVED = "address_moved"
    SERVICE_ERROR = "service_error"
    NO_DROP_CHOSEN = "no_drop_chosen"
    DROP_NOT_FOUND = "drop_not_found"
    DROP_EXPIRED = "drop_expired"  # past its expiry date: the service refuses every mint of it
    # Dispenser mode: no edit code kept for the drop, or one the service refuses: no QR to show
    NO_EDIT_CODE = "no_edit_code"
    WRONG_EDIT_CODE = "wrong_edit_code"
    NO_LINKS_TO_HAND_OUT = "no_links_to_hand_out"  # listed, none unclaimed in this kiosk's share
    # Dispenser mode with a links file: gone or unreadable, or no mint link in it: no QR to show
    NO_LINKS_FILE = "no_links_file"
    BAD_LINKS_FILE = "bad_links_file"
    # ... or the service says none of this kiosk's links in it can be minted: no QR to show
    LINKS_FILE_USED = "links_file_used"
    CAMERA_FAILED = "camera_failed"
    CAMERA_ONE_COLOUR = "camera_one_colour"  # frames come, all of one colour: a shutter closed
    MINTS_FAILED = "mints_failed"  # accepted, then failed on chain: attendees left without it
    MINTS_UNSETTLED = "mints_unsettled"  # sent, and whether they minted is not known yet
    SAVED_MINTS_UNSENT = "saved_mints_unsent"  # the queue fails them as another drop's: unsent
    MINTS_STUCK = "mints_stuck"  # on their way for more than STUCK_AFTER, still not minted
    JOURNAL_NEWER = "journal_newer"  # written by a newer Mint Kiosk: read only, no mint
    JOURNAL_UNWRITABLE = "journal_unwritable"  # a read-only folder or file, a full disk: no mint
    # Damaged: the kiosk would move it aside and start an empty one; what it holds is not sent
    JOURNAL_DAMAGED = "journal_damaged"
    # None yet, and the kiosk could not create it (its folder cannot be made or written): no mint
    JOURNAL_NOT_CREATABLE = "journal_not_creatable"


@dataclass(frozen=True)
class CheckResult:
    name: CheckName
    status: Status
    problem: Problem | None = None
    detail: str = ""  # a value to show: a path, a source, a drop name, the service's message


ClientFactory = Callable[[ServiceConfig, Credentials], ServiceClient]


def fresh_client(config: ServiceConfig, credentials: Credentials) -> ServiceClient:
    """A client with its token in memory: a check tests the issuer, not a token kept earlier."""
    return ServiceClient(config, credentials, token_store=MemoryTokenStore())


def _service_failure(name: CheckName, error: ServiceError, refused: Problem) -> CheckResult:
    if isinstance(error, AddressMoved):  # never followed: staff put the address in, or not
        return CheckResult(name, Status.FAILED, Problem.ADDRESS_MOVED, error.address)
    if isinstance(error, WebPageAnswered):  # says nothing of the credentials it was sent
        return CheckResult(name, Status.FAILED, Problem.WEB_PAGE_ANSWERED, error.address)
    if isinstance(error, SignInRequired):  # the address as text: never followed, never opened
        return CheckResult(name, Status.FAILED, Problem.NETWORK_SIGN_IN, error.portal)
    if isinstance(error, AuthError):
        problem = refused
    elif isinstance(error, ServiceUnavailable) and not error.status:  # no answer came
        problem = Problem.UNREACHABLE
    else:
        problem = Problem.SERVICE_ERROR
    return CheckResult(name, Status.FAILED, problem, error.message)


def run_checks(
    settings: Settings,
    make_client: ClientFactory = fresh_client,
    credentials: Credentials | None = None,
) -> Iterator[CheckResult]:
    """Yield one result per check as soon as it is known, so a slow network still shows progress.

    ``credentials`` are the ones just typed by the operator; without them, the environment's or
    the keyring's are checked, as the kiosk would use them.
    """
    yield check_settings()
    yield check_keyring()
    yield from _service_checks(settings, make_client, credentials)
    # A dispenser shows QR codes for phones and turns the camera off: its camera is no check.
    if settings.kiosk.allow_camera and not settings.kiosk.dispenser:
        yield check_camera(settings.kiosk)


def check_settings(path: Path | None = None) -> CheckResult:
    """The settings file as the kiosk's next start will find it (``read_settings``, the reading
    ``open_settings`` makes), changing nothing: a damaged file is only named, not set aside.

    A file the kiosk cannot use fails: it starts with the defaults, and staff set it up again.
    ``detail``: the file, and what is wrong with it.
    """
    path = path or settings_path()
    loaded = read_settings(path)
    if loaded.problem is not None:
        damaged = loaded.problem is SettingsProblem.DAMAGED
        problem = Problem.SETTINGS_DAMAGED if damaged else Problem.SETTINGS_UNREADABLE
        return CheckResult(CheckName.SETTINGS, Status.FAILED, problem, f"{path}: {loaded.detail}")
    if not path.exists():
        return CheckResult(CheckName.SETTINGS, Status.WARNING, Problem.NO_SETTINGS_FILE, str(path))
    return CheckResult(CheckName.SETTINGS, Status.OK, detail=str(path))


def check_mints(path: Path | None = None) -> CheckResult:
    """Mints the service accepted and then failed (the attendee was gone by then): staff must
    hear of them. ``detail`` is their number; the journal page lists them with their codes.

    A journal that cannot be written comes first, as a failed ``JOURNAL`` check (``detail``: the
    file and the error): the kiosk mints nothing then. A newer kiosk's journal is only read; a
    damaged one only looked at (the kiosk would move it aside: the doctor leaves it where it is).

    No journal yet (before the first start): whether the kiosk can create it, tried the way it
    does and leaving nothing behind (``creation_problem``); the ``JOURNAL`` check, ``detail``
    the file it will be, and the error when it cannot be.
    """
    path = path or journal_path()
    if not path.exists():
        if (unwritable := creation_problem(path)) is not None:
            return CheckResult(
                CheckName.JOURNAL,
                Status.FAILED,
                Problem.JOURNAL_NOT_CREATABLE,
                f"{path}: {unwritable.detail}",
            )
        return CheckResult(CheckName.JOURNAL, Status.OK, detail=str(path))
    if (damage := damage_of(path)) is not None:  # opening it would move it aside: only look
        return CheckResult(
            CheckName.JOURNAL, Status.FAILED, Problem.JOURNAL_DAMAGED, f"{path}: {damage}"
        )
    journal = MintJournal(path, take_kept=False)
    try:
        if (problem := journal.problem) is not None:
            newer = problem is JournalProblem.NEWER_VERSION
            return CheckResult(
                CheckName.JOURNAL,
                Status.FAILED,
                Problem.JOURNAL_NEWER if newer else Problem.JOURNAL_UNWRITABLE,
                f"{path}: {journal.problem_detail}",
            )
        failed = journal.failed_after_accept()
    finally:
        journal.close()
    if failed:
        return CheckResult(CheckName.MINTS, Status.WARNING, Problem.MINTS_FAILED, str(failed))
    return CheckResult(CheckName.MINTS, Status.OK, detail="0")


@contextmanager
def _journal_to_read(path: Path) -> Iterator[MintJournal | None]:
    """The journal opened for the doctor's reads (it takes nothing kept beside it); None when
    missing, damaged or failing: ``check_mints`` says so, these checks have nothing to add."""
    if not path.exists() or damage_of(path) is not None:
        yield None
        return
    journal = MintJournal(path, take_kept=False)
    try:
        yield None if journal.problem is not None else journal
    finally:
        journal.close()


def check_waiting_mints(
    allowed_drops: frozenset[int], path: Path | None = None
) -> Iterator[CheckResult]:
    """Mints attendees were told are still on their way to an end, that staff must follow up:

    - sent whose end the service has not told (Being checked, or Sending with no answer): the
      attendee may or may not have it, and rows whose answers disagree stay so for hours;
    - saved for later of a drop not in ``allowed_drops`` (the settings' accepted drops, empty
      while none is chosen: not judged then): the queue fails them as another drop's, never
      sent (as the Drop page and Kiosk options warn when staff choose).

    ``detail`` is their number. Nothing for a journal ``check_mints`` fails or finds missing."""
    with _journal_to_read(path or journal_path()) as journal:
        if journal is None:
            return
        unsettled = len(journal.pending_rows())
        unsent = journal.queued_outside(allowed_drops) if allowed_drops else 0
    for name, count, problem in (
        (CheckName.UNSETTLED, unsettled, Problem.MINTS_UNSETTLED),
        (CheckName.SAVED_ELSEWHERE, unsent, Problem.SAVED_MINTS_UNSENT),
    ):
        if count:
            yield CheckResult(name, Status.WARNING, problem, str(count))
        else:
            yield CheckResult(name, Status.OK, detail="0")


# A mint's transaction normally settles within a minute or two of the service taking it (a block
# of its default chain, Gnosis, every 5 s; the service's relayer sends within seconds; the
# official SDK gives up waiting after about three minutes, service-model.md 3). A mint still not
# minted half an hour on is stuck, not slow: far past any chain delay, and soon enough for staff
# to follow it up while its attendee may still be at the event.
STUCK_AFTER = timedelta(minutes=30)


def check_stuck_mints(
    settings: Settings,
    path: Path | None = None,
    *,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
    make_client: ClientFactory = fresh_client,
    credentials: Credentials | None = None,
) -> Iterator[CheckResult]:
    """Mints attendees were told are on their way (``On its way``), sent more than
    ``STUCK_AFTER`` ago, that the service has not minted: their transaction stays pending, or
    ended otherwise. The journal's word is asked of the service first: a mint it minted since
    (passed, or reserved for an e-mail) is not counted (the kiosk was closed before it heard;
    its next start records it). A mint whose status cannot be asked (no credentials, no answer,
    a word's claim whose link is not known) counts as the journal last knew it. ``detail`` is
    their number. Nothing for a journal ``check_mints`` fails or finds missing."""
    with _journal_to_read(path or journal_path()) as journal:
        if journal is None:
            return
        late = now() - STUCK_AFTER
        old = [row for row in journal.following_rows() if (row.sent_at or row.created_at) < late]
    if old:
        credentials = credentials or load_credentials().credentials
    if old and credentials is not None:
        config = replace(service_config(settings), max_attempts=1)
        with make_client(config, credentials) as client:
            stuck = sum(1 for row in _not_minted(client, old))
    else:
        stuck = len(old)
    if stuck:
        yield CheckResult(CheckName.STUCK, Status.WARNING, Problem.MINTS_STUCK, str(stuck))
    else:
        yield CheckResult(CheckName.STUCK, Status.OK, detail="0")


def _not_minted(client: ServiceClient, rows: list[JournalRow]) -> Iterator[JournalRow]:
    """The ``rows`` the service has not minted, as far as it can be asked: after the first call
    that fails (the service cannot be asked now), the rest as the journal knows them."""
    for index, row in enumerate(rows):
        if not row.qr_hash or row.recipient is None:
            yield row
            continue
        try:
            status = client.get_mint_link(row.qr_hash)
        except ServiceError:
            yield from rows[index:]
            return
        by_email = row.recipient.kind is RecipientKind.EMAIL
        state = status.mint_state(row.recipient.value, by_email=by_email)
        if state not in (MintState.PASSED, MintState.RESERVED):
            yield row


def _token_check(client: ServiceClient, config: ServiceConfig) -> CheckResult:
    try:
        client.fetch_token()
    except AuthError as error:
        # Auth0 refuses a service address it issues no tokens for (the audience: the service
        # address as typed) with 403 "Service not enabled within domain: <it>"; client
        # credentials with 401 (a grant the client may not use: 403 too, without a domain).
        audience = error.status == 403 and "within domain" in error.message
        refused = Problem.AUDIENCE_REFUSED if audience else Problem.CREDENTIALS_REFUSED
        return CheckResult(CheckName.TOKEN, Status.FAILED, refused, error.message)
    except NotFound as error:  # no such route there (404, or a gateway's "Missing Authentication
        # Token": the service's address typed for the issuer's): no credential was judged
        return CheckResult(
            CheckName.TOKEN, Status.FAILED, Problem.ISSUER_NOT_THERE, error.message
        )
    except ServiceError as error:
        return _service_failure(CheckName.TOKEN, error, Problem.CREDENTIALS_REFUSED)
    return CheckResult(CheckName.TOKEN, Status.OK, detail=config.auth_url)


def _api_key_check(client: ServiceClient, config: ServiceConfig) -> CheckResult:
    try:
        client.list_events(limit=1)
    except NotFound as error:  # the listing is there at a right address, whatever the key
        return CheckResult(CheckName.API_KEY, Status.FAILED, Problem.API_NOT_THERE, error.message)
    except ServiceError as error:
        return _service_failure(CheckName.API_KEY, error, Problem.API_KEY_REFUSED)
    return CheckResult(CheckName.API_KEY, Status.OK, detail=config.base_url)


# A mint link that does not exist: asking about it is a protected call that changes nothing.
PROBE_LINK = "000000"


def _protected_check(client: ServiceClient) -> CheckResult:
    """A protected call (a mint link's status): the service takes the key and the token together,
    after one fresh token if the first is refused. "Not found" is an answer, so it passed."""
    try:
        client.get_mint_link(PROBE_LINK)
    except NotFound:
        pass
    except ServiceError as error:
        return _service_failure(CheckName.PROTECTED, error, Problem.TOKEN_REFUSED)
    return CheckResult(CheckName.PROTECTED, Status.OK)


def check_keyring() -> CheckResult:
    """Write, read back and delete a throwaway entry, so a locked or broken keyring shows.

    No keyring at all is a warning: the environment variables can hold the credentials. A locked
    or refusing one fails, unless the environment variables already hold every credential.
    """
    backend = type(keyring.get_keyring()).__module__
    state = probe_keyring()
    if state is KeyringState.USABLE:
        return CheckResult(CheckName.KEYRING, Status.OK, detail=backend)
    if state is KeyringState.ABSENT:
        return CheckResult(CheckName.KEYRING, Status.WARNING, Problem.NO_KEYRING, backend)
    problem = Problem.KEYRING_LOCKED if state is KeyringState.LOCKED else Problem.KEYRING_REFUSED
    status = Status.WARNING if credentials_in_environment() else Status.FAILED
    return CheckResult(CheckName.KEYRING, status, problem, backend)


def _service_checks(
    settings: Settings, make_client: ClientFactory, credentials: Credentials | None
) -> Iterator[CheckResult]:
    if credentials is None:
        lookup = load_credentials()
        credentials = lookup.credentials
        if credentials is None:
            yield CheckResult(
                CheckName.CREDENTIALS,
                Status.FAILED,
                Problem.CREDENTIALS_MISSING,
                ", ".join(lookup.missing),
            )
            for name in (CheckName.TOKEN, CheckName.API_KEY, CheckName.PROTECTED, CheckName.DROP):
                yield CheckResult(name, Status.FAILED, Problem.SKIPPED)
            return
        source = lookup.source if lookup.source is not SecretSource.NONE else ""
        yield CheckResult(CheckName.CREDENTIALS, Status.OK, detail=str(source))
    else:
        yield CheckResult(CheckName.CREDENTIALS, Status.OK)

    # The doctor reports what happens; it does not insist with retries.
    config = replace(service_config(settings), max_attempts=1)
    with make_client(config, credentials) as client:
        token = _token_check(client, config)
        yield token
        key = _api_key_check(client, config)
        yield key
        if token.status is Status.OK and key.status is Status.OK:
            yield _protected_check(client)
        else:  # a refused key or token already says which credential is wrong
            yield CheckResult(CheckName.PROTECTED, Status.FAILED, Problem.SKIPPED)
        drop_id = settings.kiosk.drop_id
        if not drop_id:
            yield CheckResult(CheckName.DROP, Status.WARNING, Problem.NO_DROP_CHOSEN)
            return
        if key.status is not Status.OK:  # not asked: what it would answer says nothing of it
            yield CheckResult(CheckName.DROP, Status.FAILED, Problem.SKIPPED)
            return
        drop = _drop_check(client, drop_id)
        yield drop
        if settings.kiosk.dispenser and settings.kiosk.link_source is LinkSource.FILE:
            # the links are asked about as the drop's: a wrong drop says nothing of them
            ask = DispenserCalls(client, drop_id, config.mint_site)
            yield check_links_file(
                settings.kiosk.dispenser_links_file,
                config.mint_site,
                ask if drop.status is Status.OK else None,
                (settings.kiosk.kiosk_number, settings.kiosk.kiosk_count),
            )
        elif settings.kiosk.dispenser:
            if drop.status is Status.OK:
                yield _edit_code_check(client, settings.kiosk)
            else:  # the drop's links are asked for by its id: a wrong drop says nothing of it
                yield CheckResult(CheckName.EDIT_CODE, Status.FAILED, Problem.SKIPPED)


def _drop_check(client: ServiceClient, drop_id: int) -> CheckResult:
    try:
        event = client.get_event_by_id(drop_id)
    except NotFound as error:
        return CheckResult(CheckName.DROP, Status.FAILED, Problem.DROP_NOT_FOUND, error.message)
    except ServiceError as error:
        return _service_failure(CheckName.DROP, error, Problem.API_KEY_REFUSED)
    # The service's calendar, not this clock's; not judged while no answer was dated (this
    # computer's day may be a day off: the service judges the expiry at each mint).
    today = client.known_today()
    if today is not None and event.expired(today):
        detail = f"{event.id} {event.name}, {event.expiry_date}"
        return CheckResult(CheckName.DROP, Status.FAILED, Problem.DROP_EXPIRED, detail)
    return CheckResult(CheckName.DROP, Status.OK, detail=f"{event.id} {event.name}")


def _edit_code_check(client: ServiceClient, kiosk: KioskSettings) -> CheckResult:
    """The call a dispenser makes for the links it shows (the drop's mint links, listed with the
    edit code kept for it): without it, with a code the service refuses, or when the list holds
    no unclaimed link of this kiosk's share, it shows no QR."""
    drop_id = kiosk.drop_id
    edit_code = load_edit_code(drop_id)
    if not edit_code:
        return CheckResult(CheckName.EDIT_CODE, Status.FAILED, Problem.NO_EDIT_CODE)
    try:
        codes = client.mint_codes(drop_id, edit_code)
    except InvalidInput as error:
        return CheckResult(
            CheckName.EDIT_CODE, Status.FAILED, Problem.WRONG_EDIT_CODE, error.message
        )
    except ServiceError as error:
        return _service_failure(CheckName.EDIT_CODE, error, Problem.WRONG_EDIT_CODE)
    unclaimed = [code.qr_hash for code in codes if not code.claimed]
    if not kiosk_share(unclaimed, kiosk.kiosk_number, kiosk.kiosk_count):
        return CheckResult(CheckName.EDIT_CODE, Status.FAILED, Problem.NO_LINKS_TO_HAND_OUT)
    return CheckResult(CheckName.EDIT_CODE, Status.OK)


# what the service may say of a link the dispenser would still show (unanswered: asked again)
_MAY_BE_SHOWN = frozenset((LinkCheck.FREE, LinkCheck.UNCHECKED, LinkCheck.BUSY))


def check_links_file(
    path: str,
    mint_site: str,
    ask: DispenserCalls | None = None,
    share: tuple[int, int] = (1, 1),
) -> CheckResult:
    """The links file a dispenser reads at each opening, read as it reads it: gone, unreadable
    or without a mint link, it shows no QR code. With ``ask``, the service is asked about the
    links of this kiosk's ``share`` (its number, of how many) in the file's order, until one
    may be shown: when none may (all claimed elsewhere, say), it shows no QR code either.
    ``detail``: the file."""
    if not path:
        return CheckResult(CheckName.LINKS_FILE, Status.FAILED, Problem.NO_LINKS_FILE)
    read = read_links_file(Path(path), mint_site)
    if read.problem is PoolProblem.NO_FILE:
        return CheckResult(CheckName.LINKS_FILE, Status.FAILED, Problem.NO_LINKS_FILE, path)
    if read.problem is not None:
        return CheckResult(CheckName.LINKS_FILE, Status.FAILED, Problem.BAD_LINKS_FILE, path)
    if ask is not None and not any(
        ask.check(qr_hash) in _MAY_BE_SHOWN for qr_hash in kiosk_share(read.qr_hashes, *share)
    ):
        return CheckResult(CheckName.LINKS_FILE, Status.FAILED, Problem.LINKS_FILE_USED, path)
    return CheckResult(CheckName.LINKS_FILE, Status.OK, detail=path)


def check_camera(kiosk: KioskSettings, wait_s: float = CAMERA_WAIT_S) -> CheckResult:
    """Open the configured camera and read frames until one is a picture (``has_contrast``).

    Frames of one colour only (a privacy shutter closed, a lens covered) are waited out for
    ``CAMERA_SETTLE_S`` after the first. A camera that fails or sees nothing is a warning while
    attendees can still type a code or a secret word, and a failure when the camera is their
    only way in.
    """
    source = FrameSource(kiosk.camera, retry_delays_s=(wait_s,))
    source.start()
    deadline = time.monotonic() + wait_s
    one_colour = False  # frames came, none of them a picture
    try:
        while (left := deadline - time.monotonic()) > 0:
            read = source.read(timeout_s=min(left, 0.5))
            if read.frame is not None:
                if has_contrast(read.frame.image):
                    return CheckResult(CheckName.CAMERA, Status.OK, detail=str(source))
                if not one_colour:
                    one_colour = True
                    deadline = min(deadline, time.monotonic() + CAMERA_SETTLE_S)
            elif any(change.state is not CameraState.RUNNING for change in read.changes):
                break  # cannot be opened, lost, or a file at its end
    finally:
        source.close()
    typed_input = kiosk.allow_code or kiosk.allow_secret_word
    status = Status.WARNING if typed_input else Status.FAILED
    problem = Problem.CAMERA_ONE_COLOUR if one_colour else Problem.CAMERA_FAILED
    return CheckResult(CheckName.CAMERA, status, problem, str(source))


def has_contrast(image: np.ndarray) -> bool:
    """Whether a BGR frame shows something rather than one colour (see ``MIN_CONTRAST``)."""
    import cv2

    grey = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    height, width = grey.shape[:2]
    if width > PICTURE_WIDTH:
        size = (PICTURE_WIDTH, max(1, round(height * PICTURE_WIDTH / width)))
        grey = cv2.resize(grey, size, interpolation=cv2.INTER_AREA)
    _, spread = cv2.meanStdDev(grey)
    return float(spread[0][0]) > MIN_CONTRAST
