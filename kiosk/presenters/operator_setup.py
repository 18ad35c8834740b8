"""The setup steps of the operator area: connection, "Test connection" and the drop picker.

Each presenter owns one page: it turns the page's intents into background calls (keyring,
settings file, service) and hands the page the answers, every failure as a ``FailedCall``.
"""

from __future__ import annotations

import copy
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import keyring.errors
from PySide6.QtCore import QObject, Signal

from kiosk.core.doctor import CheckResult, fresh_client, run_checks
from kiosk.core.failed_calls import failed_call
from kiosk.core.journal import MintJournal
from kiosk.core.reasons import FailedCall, ServiceProblem
from kiosk.core.secrets import (
    ENVIRONMENT_VARIABLES,
    SecretSource,
    load_credentials,
    store_credentials,
)
from kiosk.core.settings import ADDRESS_ENVIRONMENT, Settings, service_config
from kiosk.presenters.attendee_controller import DecodedArtwork, decode_artwork
from kiosk.service import (
    CHAIN_NAMES,
    AuthError,
    Credentials,
    Event,
    EventPage,
    MintingConfig,
    ServiceClient,
    keyring_usable,
)
from kiosk.service.client import SORT_FIELDS
from kiosk.ui.operator.checks_page import ChecksPage
from kiosk.ui.operator.connection_page import (
    ADDRESS_FIELDS,
    SECRET_FIELDS,
    ConnectionForm,
    ConnectionPage,
    ConnectionState,
    SecretHome,
)
from kiosk.ui.operator.drop_page import DropPage, DropQuery
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.page import CheckTone
from kiosk.workers.background_calls import BackgroundCalls

log = logging.getLogger(__name__)

SaveSettings = Callable[[Settings], object]
T = TypeVar("T")
Choice = TypeVar("Choice")


def told_of(warned: tuple[Choice, int] | None, choice: Choice, unsent: int) -> bool:
    """Whether staff were told (``warned``: the choice, and how many saved mints it leaves
    unsent) that ``choice`` leaves at least ``unsent`` saved mints unsent. The queue can grow
    between two taps (a mint still being sent when staff came in is saved for later): a tap
    again then tells the new count, never takes a choice staff were told less of."""
    return warned is not None and warned[0] == choice and unsent <= warned[1]

_HOMES = {
    SecretSource.KEYRING: SecretHome.KEYRING,
    SecretSource.ENVIRONMENT: SecretHome.ENVIRONMENT,
    SecretSource.MIXED: SecretHome.MIXED,
    SecretSource.NONE: SecretHome.NOT_SAVED,
}


def _from_environment() -> frozenset[str]:
    names = {**ADDRESS_ENVIRONMENT, **ENVIRONMENT_VARIABLES}
    return frozenset(
        name for name, variable in names.items() if os.environ.get(variable, "").strip()
    )


class SessionCredentials:
    """The credentials the operator screens use.

    Typed ones are kept in memory for this session (on a machine without a keyring they can be
    saved nowhere else); otherwise the kiosk's own: environment variables, then the keyring.
    """

    def __init__(self) -> None:
        self.typed: Credentials | None = None

    def current(self) -> Credentials | None:
        return self.typed or load_credentials().credentials


def client_factory(settings: Settings, session: SessionCredentials) -> Callable[[], ServiceClient]:
    """Fresh clients for the operator's calls, at the addresses saved last."""

    def make_client() -> ServiceClient:
        credentials = session.current()
        if credentials is None:
            raise AuthError("No credentials saved yet")
        return fresh_client(service_config(settings), credentials)

    return make_client


@dataclass(frozen=True)
class _Stored:
    """What a save of the Connection step wrote, and where the credentials went."""

    settings: Settings
    in_keyring: bool
    state: ConnectionState


class ConnectionPresenter(QObject):
    """Saves the addresses to the settings file and the credentials to the keyring."""

    saved = Signal()
    tone_changed = Signal(object)  # CheckTone | None, for the step's mark

    def __init__(
        self,
        page: ConnectionPage,
        settings: Settings,
        save_settings: SaveSettings,
        calls: BackgroundCalls,
        session: SessionCredentials,
    ) -> None:
        super().__init__()
        self.page = page
        self.settings = settings
        self._save_settings = save_settings
        self._calls = calls
        self._session = session
        page.save_requested.connect(self.save)

    def refresh(self) -> None:
        """Show what the kiosk uses now (the keyring is read in the background: it may prompt)."""
        self._calls.run(lambda: self._read_state(self.settings), self._show_state, self._failed)

    def save(self, form: ConnectionForm) -> None:
        """The kiosk takes the typed addresses only once the settings file holds them."""
        from_environment = _from_environment()
        typed = copy.deepcopy(self.settings)
        for name in ADDRESS_FIELDS:
            if name not in from_environment:
                setattr(typed.service, name, getattr(form, name))
        self.page.show_saving()
        self._calls.run(lambda: self._store(typed, form), self._stored, self._failed)

    def _read_state(self, settings: Settings) -> ConnectionState:
        lookup = load_credentials()
        from_environment = _from_environment()
        saved = frozenset(SECRET_FIELDS) - from_environment if lookup.credentials else frozenset()
        home = _HOMES[lookup.source] if lookup.credentials else SecretHome.NOT_SAVED
        if lookup.missing and lookup.source is not SecretSource.NONE:
            home = SecretHome.INCOMPLETE  # some are given, not all: "from the keyring" is untrue
        if self._session.typed is not None:  # the keyring refused them: what it holds is not used
            saved, home = frozenset(), SecretHome.IN_MEMORY
        if not keyring_usable() and not set(SECRET_FIELDS) <= from_environment:
            home = SecretHome.NO_KEYRING
        addresses = service_config(settings)
        return ConnectionState(
            base_url=addresses.base_url,
            auth_url=addresses.auth_url,
            mint_site=addresses.mint_site,
            from_environment=from_environment,
            saved_secrets=saved,
            home=home,
        )

    def _store(self, typed: Settings, form: ConnectionForm) -> _Stored:
        """Settings file first, then the keyring; ``kept`` when the credentials could be kept.

        Credentials the keyring refuses are still used, from memory, until the kiosk closes.
        """
        self._save_settings(typed)
        credentials = _merged(form, self._session.current())  # typed this session first
        try:
            store_credentials(credentials)
        except keyring.errors.KeyringError as error:
            log.warning("Credentials not stored: %s", type(error).__name__)
            self._session.typed = credentials
            return _Stored(typed, False, self._read_state(typed))
        self._session.typed = None
        return _Stored(typed, True, self._read_state(typed))

    def _stored(self, stored: _Stored) -> None:
        for name in ADDRESS_FIELDS:
            setattr(self.settings.service, name, getattr(stored.settings.service, name))
        kept, state = stored.in_keyring, stored.state
        self.page.show_saved(state, in_keyring=kept)
        self.tone_changed.emit(CheckTone.OK if kept else CheckTone.WARNING)
        self.saved.emit()

    def _show_state(self, state: ConnectionState) -> None:
        self.page.show_state(state)
        complete = state.saved_secrets | state.from_environment >= set(SECRET_FIELDS)
        self.tone_changed.emit(CheckTone.OK if complete else None)

    def _failed(self, error: Exception) -> None:
        self.page.set_busy(False)
        self.page.show_failure(failed_call(error))
        self.tone_changed.emit(CheckTone.FAILED)


def _merged(form: ConnectionForm, current: Credentials | None) -> Credentials:
    """What was typed; for an empty field the value in use (saved, or the environment's)."""
    values = {}
    for name in SECRET_FIELDS:
        typed = getattr(form, name)
        kept = getattr(current, name) if current else ""
        variable = os.environ.get(ENVIRONMENT_VARIABLES[name], "").strip()
        values[name] = typed or kept or variable
    return Credentials(**values)


class ChecksPresenter(QObject):
    """Runs the doctor's checks in the background and shows each line as soon as it is known."""

    finished = Signal()
    tone_changed = Signal(object)  # CheckTone | None
    _result = Signal(object)  # CheckResult, emitted from the background thread

    def __init__(
        self,
        page: ChecksPage,
        settings: Settings,
        calls: BackgroundCalls,
        session: SessionCredentials,
    ) -> None:
        super().__init__()
        self.page = page
        self.settings = settings
        self._calls = calls
        self._session = session
        self._running = False
        self._result.connect(self._show_result)  # queued: this object lives on the UI thread
        page.test_requested.connect(self.run)

    def run(self) -> None:
        if self._running:
            return  # one run at a time, so two runs never mix their lines
        self._running = True
        self.page.clear_results()
        self.page.set_busy(True)
        self.tone_changed.emit(CheckTone.WORKING)
        typed = self._session.typed
        self._calls.run(lambda: self._check(typed), self._done, self._failed)

    def _check(self, credentials: Credentials | None) -> None:
        for result in run_checks(self.settings, credentials=credentials):
            self._result.emit(result)

    def _show_result(self, result: CheckResult) -> None:
        self.page.add_result(result)

    def _done(self, _answer: object) -> None:
        self._running = False
        self.page.set_busy(False)
        self.page.show_summary()
        self.tone_changed.emit(self.page.overall_tone())
        self.finished.emit()

    def _failed(self, error: Exception) -> None:
        self._running = False
        self.page.set_busy(False)
        self.page.show_failure(failed_call(error))
        self.tone_changed.emit(CheckTone.FAILED)
        self.finished.emit()


@dataclass(frozen=True)
class _Details:
    """Artwork arrives apart from the facts: a slow image never holds the drop's details."""

    drop_id: int
    artwork: DecodedArtwork | None


class DropPresenter(QObject):
    """Pages through the drops, shows one with its artwork and network, and chooses it."""

    drop_changed = Signal(int)  # the kiosk now mints this drop (saved in the settings)
    tone_changed = Signal(object)  # CheckTone | None

    def __init__(
        self,
        page: DropPage,
        settings: Settings,
        save_settings: SaveSettings,
        make_client: Callable[[], ServiceClient],
        calls: BackgroundCalls,
        *,
        pictures: BackgroundCalls,
        journal: MintJournal | None = None,
    ) -> None:
        """``journal``: the kiosk's, for the mints saved while offline that another drop's
        choice leaves unsent (without one, none are looked for)."""
        super().__init__()
        self.page = page
        self.settings = settings
        self._save_settings = save_settings
        self._make_client = make_client
        self._calls = calls
        self._pictures = pictures  # a slow picture never holds staff's calls behind it
        self._journal = journal
        self._warned: tuple[int, int] | None = None  # the drop, and the saved mints it leaves
        self._list_request = 0
        self._drop_request = 0
        page.page_requested.connect(self.list_drops)
        page.find_requested.connect(self.find)
        page.drop_selected.connect(self.load)
        page.network_change_requested.connect(self.change_network)
        page.drop_chosen.connect(self.choose)

    def start(self) -> None:
        """The first page of drops, and the kiosk's current drop when there is one."""
        self.page.set_current_drop(self.settings.kiosk.drop_id)
        self.page.search()
        if self.settings.kiosk.drop_id:
            self.load(self.settings.kiosk.drop_id)

    def list_drops(self, query: DropQuery) -> None:
        self._list_request += 1
        request = self._list_request

        def answer(page: EventPage) -> None:
            if request == self._list_request:  # an older search answered late
                self.page.show_results(page)

        self._calls.run(
            self._with_client(
                lambda client: client.list_events(
                    limit=query.limit,
                    offset=query.offset,
                    sort_field=query.sort_field,
                    sort_dir=query.sort_dir,
                    name=query.name,
                )
            ),
            answer,
            self._failed,
        )

    def find(self, text: str) -> None:
        """Digits are a drop id; anything else a fancy id."""
        text = text.strip()
        if text.isascii() and text.isdigit():
            self.load(int(text))
        else:
            self._fetch(lambda client: client.get_event(text))

    def load(self, drop_id: int) -> None:
        self._warned = None
        self._fetch(lambda client: client.get_event_by_id(drop_id))

    def change_network(self, drop_id: int, edit_code: str, chain_id: int) -> None:
        self.page.show_changing_network()
        self._calls.run(
            self._with_client(lambda client: _change_network(client, drop_id, edit_code, chain_id)),
            self._network_changed,
            lambda error: self._network_not_changed(drop_id, error),
        )

    def _network_changed(self, config: MintingConfig | None) -> None:
        if config is None:
            self.page.show_failure(FailedCall(ServiceProblem.WRONG_EDIT_CODE))
        else:
            self.page.network_changed(config)

    def _network_not_changed(self, drop_id: int, error: Exception) -> None:
        """Refused for another reason than the edit code, or the answer lost: a change the
        service may have made is read back, so the page shows the drop's network as it is."""
        failed = failed_call(error, write=True)
        self.page.show_failure(failed)
        if failed.problem is not ServiceProblem.ANSWER_LOST:
            return
        shown = self.page.shown_drop()
        if shown is not None and shown.id == drop_id:
            self.page.show_network_unknown()
        self._calls.run(
            self._with_client(lambda client: client.get_minting_config(drop_id)),
            self._show_network,
            lambda error: log.info("Network not read again: %s", type(error).__name__),
        )

    def choose(self, drop_id: int) -> None:
        """The kiosk mints the drop only once the settings file holds the choice. Mints saved
        while offline whose drop the kiosk would no longer accept are never sent (the queue
        fails them as another drop's): staff are told first, and a tap again chooses it, unless
        more are saved by then (they are counted again, and told)."""
        chosen = copy.deepcopy(self.settings)
        chosen.kiosk.drop_id = drop_id
        journal = self._journal
        if journal is None:
            self._save_choice(drop_id, chosen)
            return
        allowed = chosen.kiosk.allowed_drop_ids

        def counted(unsent: int) -> None:
            if unsent and not told_of(self._warned, drop_id, unsent):
                self._warned = (drop_id, unsent)
                self.page.show_saved_mints_unsent(unsent)
            else:
                self._save_choice(drop_id, chosen)

        def not_counted(error: Exception) -> None:
            log.warning("Saved mints not counted: %s", type(error).__name__)
            self._save_choice(drop_id, chosen)

        self._calls.run(lambda: journal.queued_outside(allowed), counted, not_counted)

    def _save_choice(self, drop_id: int, chosen: Settings) -> None:
        self._warned = None

        def save() -> bool | None:
            self._save_settings(chosen)
            return self._expired(drop_id)

        self._calls.run(save, lambda expired: self._chosen(drop_id, expired), self._failed)

    def _expired(self, drop_id: int) -> bool | None:
        """Whether the service says the drop has expired (it then refuses every code of it), so
        staff are not told the kiosk mints it; None when that cannot be known now (no answer, an
        expiry date the kiosk cannot read, or no service day known: this computer's calendar may
        be a day off the service's): the choice is saved all the same."""
        try:
            with self._make_client() as client:
                event = client.get_event_by_id(drop_id)
                today = client.known_today()
                return event.expired(today) if today and event.expiry_readable else None
        except Exception as error:  # any failure only leaves the expiry unsaid
            log.info("Expiry of drop %s not read: %s", drop_id, type(error).__name__)
            return None

    def _chosen(self, drop_id: int, expired: bool | None = False) -> None:
        self.settings.kiosk.drop_id = drop_id
        self.page.show_drop_chosen(drop_id, expired=expired)
        self.tone_changed.emit(CheckTone.OK if expired is False else CheckTone.WARNING)
        self.drop_changed.emit(drop_id)

    def _fetch(self, call: Callable[[ServiceClient], Event]) -> None:
        """One drop's facts; then its artwork and its network, each on its own."""
        self._drop_request += 1
        request = self._drop_request

        def answer(event: Event) -> None:
            if request != self._drop_request:
                return
            self.page.show_drop(event)
            if event.id == self.settings.kiosk.drop_id:
                self.tone_changed.emit(CheckTone.OK)
            self._pictures.run(
                lambda: self._artwork_if_wanted(request, event),
                self._show_artwork,
                lambda error: log.info("No artwork for drop %s: %s", event.id, error),
            )
            self._calls.run(
                self._with_client(lambda client: client.get_minting_config(event.id)),
                self._show_network,
                self._failed,
            )

        self._calls.run(self._with_client(call), answer, self._failed)

    def _artwork_if_wanted(self, request: int, event: Event) -> _Details | None:
        """In the background: ``event``'s artwork; None, not downloaded, once staff asked for
        another drop (paging quickly, every drop's picture queued: the one they look at waited
        behind those of drops they had left)."""
        if request != self._drop_request:
            return None
        with self._make_client() as client:
            return _artwork(client, event)

    def _show_artwork(self, details: _Details | None) -> None:
        event = self.page.shown_drop()
        if details is not None and event is not None and event.id == details.drop_id:
            self.page.show_artwork(details.artwork.image() if details.artwork else None)

    def _show_network(self, config: MintingConfig) -> None:
        self.page.show_network(config)

    def _failed(self, error: Exception) -> None:
        self.page.show_failure(failed_call(error))

    def _with_client(self, call: Callable[[ServiceClient], T]) -> Callable[[], T]:
        """A background call with its own client, closed when done."""

        def run() -> T:
            with self._make_client() as client:
                return call(client)

        return run


def _change_network(
    client: ServiceClient, drop_id: int, edit_code: str, chain_id: int
) -> MintingConfig | None:
    """None when the edit code is wrong: it is checked first, so a refusal of the change itself
    (a network the service does not mint on) is told as what it is."""
    if not client.validate_edit_code(drop_id, edit_code):
        return None
    return client.set_minting_config(drop_id, edit_code, chain_id)


def _artwork(client: ServiceClient, event: Event) -> _Details:
    if not event.artwork_url:
        return _Details(event.id, None)
    decoded = decode_artwork(client.download_artwork(event.artwork_url))
    return _Details(event.id, decoded)


@dataclass
class OperatorSetup:
    """The three setup pages with their presenters, sharing one background thread for their
    calls (the other staff pages too); the drop's artwork downloads on its own thread, and the
    doctor's run (Test connection) on another: a slow service holds neither staff's calls."""

    connection: ConnectionPresenter
    checks: ChecksPresenter
    drops: DropPresenter
    calls: BackgroundCalls
    pictures: BackgroundCalls
    doctor: BackgroundCalls
    session: SessionCredentials

    def start(self) -> None:
        self.connection.refresh()
        self.drops.start()

    def stop(self) -> None:
        self.calls.stop()
        self.pictures.stop()
        self.doctor.stop()


STEP_CONNECTION = "connection"
STEP_CHECKS = "checks"
STEP_DROP = "drop"


def build_operator_setup(
    area: OperatorArea,
    settings: Settings,
    save_settings: SaveSettings,
    journal: MintJournal | None = None,
) -> OperatorSetup:
    """Add the Connection, Test connection and Drop steps to ``area`` and wire them.
    ``journal``: the kiosk's, for the saved mints a drop's choice would leave unsent.

    Saving the connection moves on to the test and runs it.
    """
    calls = BackgroundCalls("operator-setup")
    # Two: a picture still coming for a drop staff have left does not hold the next drop's.
    pictures = BackgroundCalls("operator-artwork", threads=2)
    doctor = BackgroundCalls("operator-doctor")
    session = SessionCredentials()
    connection_page, checks_page = ConnectionPage(), ChecksPage()
    drop_page = DropPage(SORT_FIELDS, CHAIN_NAMES)
    for key, page in (
        (STEP_CONNECTION, connection_page),
        (STEP_CHECKS, checks_page),
        (STEP_DROP, drop_page),
    ):
        area.add_page(key, page.title.text(), page)  # each step is named as its page is
    connection = ConnectionPresenter(connection_page, settings, save_settings, calls, session)
    checks = ChecksPresenter(checks_page, settings, doctor, session)
    drops = DropPresenter(
        drop_page,
        settings,
        save_settings,
        client_factory(settings, session),
        calls,
        pictures=pictures,
        journal=journal,
    )
    for tone_changed, key in (
        (connection.tone_changed, STEP_CONNECTION),
        (checks.tone_changed, STEP_CHECKS),
        (drops.tone_changed, STEP_DROP),
    ):
        tone_changed.connect(lambda tone, key=key: area.set_step_tone(key, tone))
    connection.saved.connect(lambda: area.show_page(STEP_CHECKS))
    connection.saved.connect(checks.run)
    connection.saved.connect(drop_page.search)
    drops.drop_changed.connect(lambda _drop: area.set_step_tone(STEP_CHECKS, None))
    return OperatorSetup(connection, checks, drops, calls, pictures, doctor, session)
