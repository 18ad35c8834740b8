"""Presenters of the operator's mint codes, secret word and kiosk options pages.

They live in the UI thread and never wait: service calls, keyring access, the camera probe and
PIN hashing run through ``BackgroundCalls``, and every failed call reaches the page as a
``FailedCall``, which the page says as a plain red line. The settings object is the app's own
and is changed in place, then saved.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from kiosk.camera.devices import find_cameras
from kiosk.core.dispenser_calls import DispenserCalls, FileCheck
from kiosk.core.drop_codes import DropCodes, read_drop_codes
from kiosk.core.failed_calls import failed_call
from kiosk.core.journal import MintJournal
from kiosk.core.operator_pin import hash_pin
from kiosk.core.reasons import ServiceProblem
from kiosk.core.secrets import EditCodeHome, forget_edit_code, load_edit_code, store_edit_code
from kiosk.core.settings import Settings
from kiosk.presenters.operator_setup import told_of
from kiosk.service import ServiceClient
from kiosk.service.errors import ServiceError
from kiosk.service.models import RedeemRequest, SecretWord
from kiosk.ui.operator.codes_page import CodesPage, MoreMintsRequest
from kiosk.ui.operator.options_page import KioskOptions, OptionsPage
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.operator.secret_word_page import SecretWordPage, SecretWordView
from kiosk.workers.background_calls import BackgroundCalls

log = logging.getLogger(__name__)

MakeClient = Callable[[], ServiceClient]
SaveSettings = Callable[[Settings], object]

WEBSITE_SECRET = "website"  # the only kind of secret the kiosk can mint with


def _why_not_saved(error: OSError) -> str:
    """The system's reason a settings file was not written, for the page to say."""
    return error.strerror or type(error).__name__


class _Presenter(QObject):
    """Owns its background calls unless the app shares one worker between presenters."""

    def __init__(self, calls: BackgroundCalls | None) -> None:
        super().__init__()
        self._owns_calls = calls is None
        self._calls = calls or BackgroundCalls("operator-admin")

    def stop(self) -> None:
        if self._owns_calls:
            self._calls.stop()


@dataclass(frozen=True)
class _Checked:
    codes: DropCodes
    home: EditCodeHome


class CodesPresenter(_Presenter):
    """Edit code → validate → mint codes with counts; and requests for more mints."""

    codes_read = Signal(int, object)  # a drop id and its DropCodes, as just read

    def __init__(
        self,
        page: CodesPage,
        settings: Settings,
        make_client: MakeClient,
        calls: BackgroundCalls | None = None,
    ) -> None:
        super().__init__(calls)
        self._page = page
        self._settings = settings
        self._make_client = make_client
        self._edit_code: tuple[int, str] | None = None  # (drop id, code) that was accepted
        self._listed: tuple[int, int] | None = None  # (drop id, mint codes) last shown
        page.check_requested.connect(self.check)
        page.more_requested.connect(self.request_more)

    def refresh(self) -> None:
        """The page is being shown: the chosen drop's codes, with the edit code kept on this
        computer if there is one."""
        drop_id = self._settings.kiosk.drop_id
        if not drop_id:
            self._edit_code = None
            self._page.show_no_drop()
            return
        self._page.show_drop_chosen()
        self._calls.run(
            lambda: self._kept_codes(drop_id),
            lambda kept: self._kept_answer(drop_id, kept),
            self._failed,
        )

    def check(self, edit_code: str) -> None:
        drop_id = self._settings.kiosk.drop_id
        if not drop_id:
            self._page.show_no_drop()
            return
        self._page.set_busy(True)
        self._page.show_checking()
        self._calls.run(
            lambda: self._check(drop_id, edit_code),
            lambda checked: self._checked(drop_id, edit_code, checked),
            self._failed,
        )

    def request_more(self, request: MoreMintsRequest) -> None:
        drop_id = self._settings.kiosk.drop_id
        if self._edit_code is None or self._edit_code[0] != drop_id:
            self._page.show_edit_code_needed()
            return
        edit_code = self._edit_code[1]
        listed = self._listed[1] if self._listed and self._listed[0] == drop_id else None
        self._page.set_busy(True)
        self._page.show_checking()
        self._calls.run(
            lambda: self._request_more(drop_id, edit_code, request),
            lambda answer: self._more_sent(drop_id, request, listed, answer),
            lambda error: self._more_failed(drop_id, error),
        )

    # --- in the background --------------------------------------------------------------------

    def _kept_codes(self, drop_id: int) -> tuple[str, DropCodes] | None:
        edit_code = load_edit_code(drop_id)
        if not edit_code:
            return None
        client = self._make_client()
        if not client.validate_edit_code(drop_id, edit_code):
            forget_edit_code(drop_id)
            return None
        return edit_code, read_drop_codes(client, drop_id, edit_code)

    def _check(self, drop_id: int, edit_code: str) -> _Checked | None:
        client = self._make_client()
        if not client.validate_edit_code(drop_id, edit_code):
            return None
        codes = read_drop_codes(client, drop_id, edit_code)
        return _Checked(codes, store_edit_code(drop_id, edit_code))

    def _request_more(
        self, drop_id: int, edit_code: str, request: MoreMintsRequest
    ) -> tuple[RedeemRequest, DropCodes | None]:
        client = self._make_client()
        sent = client.request_more_mints(drop_id, request.amount, edit_code, request.kind.value)
        try:
            codes = read_drop_codes(client, drop_id, edit_code)
        except ServiceError:
            codes = None  # the request went through; the counts stay as they were
        return sent, codes

    # --- answers, in the UI thread ------------------------------------------------------------

    def _current(self, drop_id: int) -> bool:
        """An answer for a drop that is no longer chosen is dropped."""
        return drop_id == self._settings.kiosk.drop_id

    def _kept_answer(self, drop_id: int, kept: tuple[str, DropCodes] | None) -> None:
        if kept is None or not self._current(drop_id):
            return
        self._edit_code = (drop_id, kept[0])
        self._show_codes(drop_id, kept[1])
        self._page.show_saved_code_used()

    def _checked(self, drop_id: int, edit_code: str, checked: _Checked | None) -> None:
        self._page.set_busy(False)
        if not self._current(drop_id):
            return
        if checked is None:
            self._edit_code = None
            self._page.show_wrong_code()
            return
        self._edit_code = (drop_id, edit_code)
        self._show_codes(drop_id, checked.codes)
        self._page.show_code_accepted(checked.home)

    def _more_sent(
        self,
        drop_id: int,
        request: MoreMintsRequest,
        listed_before: int | None,
        answer: tuple[RedeemRequest, DropCodes | None],
    ) -> None:
        """``listed_before``: the mint codes shown when staff asked; the codes read after the
        request say whether the service made the links at once."""
        self._page.set_busy(False)
        if not self._current(drop_id):
            return
        sent, codes = answer
        listed = None
        if codes is not None:
            self._show_codes(drop_id, codes)
            if listed_before is not None:
                listed = (listed_before, len(codes.codes))
        self._page.show_request_sent(
            sent.id,
            request.kind,
            listed=listed,
            drop_expired=codes is not None and codes.drop_expired,
        )

    def _more_failed(self, drop_id: int, error: Exception) -> None:
        """A request whose answer was lost may have been made: show the codes as they are now."""
        failed = failed_call(error, not_found=ServiceProblem.CHOSEN_DROP_NOT_FOUND, write=True)
        self._page.set_busy(False)
        self._page.show_failure(failed)
        if failed.problem is ServiceProblem.ANSWER_LOST and self._edit_code is not None:
            edit_code = self._edit_code[1]
            self._calls.run(
                lambda: read_drop_codes(self._make_client(), drop_id, edit_code),
                lambda codes: self._show_codes(drop_id, codes),
                lambda error: log.info("Mint codes not read again: %s", type(error).__name__),
            )

    def _show_codes(self, drop_id: int, codes: DropCodes) -> None:
        if not self._current(drop_id):
            return
        self._page.show_codes(
            codes.codes, drop_expired=codes.drop_expired, expiry_known=codes.expiry_known
        )
        self._listed = (drop_id, len(codes.codes))
        self.codes_read.emit(drop_id, codes)

    def _failed(self, error: Exception) -> None:
        self._page.set_busy(False)
        self._page.show_failure(failed_call(error, not_found=ServiceProblem.CHOSEN_DROP_NOT_FOUND))


def word_view(
    word: SecretWord,
    checked: str,
    drop_id: int,
    now: datetime | None,
    allowed_drops: frozenset[int] = frozenset(),
) -> SecretWordView:
    """``now``: the service's time (``ServiceClient.now``): the word's window is its to judge;
    None while no answer told it (this computer's clock may be hours off): the window is then
    not judged (the service judges it at each claim), nor the drop's expiry (this computer's
    calendar may be a day off the service's, which judges it at each claim too).
    ``allowed_drops``: every drop the kiosk accepts (the chosen one and those staff allowed on
    purpose): a word of any of them is one the kiosk takes, not "another drop's"."""
    accepted = allowed_drops | ({drop_id} if drop_id else frozenset())
    starts, ends = word.window()
    open_now: bool | None = False
    if word.active and starts is not None and ends is not None:
        open_now = None if now is None else starts <= now <= ends
    event = word.event
    return SecretWordView(
        word=checked,
        claimed=word.claimed,
        total=word.total,
        starts=starts,
        ends=ends,
        open_now=open_now,
        kiosk_can_use=word.kind.strip().lower() in ("", WEBSITE_SECRET),  # as attendees' is read
        switched_off=not word.active,
        drop_expired=event is not None and now is not None and event.expired(_service_day(now)),
        drop_name=event.name if event else "",
        other_drop=bool(accepted and word.event_id and word.event_id not in accepted),
    )


def _service_day(now: datetime) -> date:
    return now.astimezone(UTC).date()


class _SavingPresenter(_Presenter):
    """Saves the app's settings and says so with ``settings_saved``."""

    settings_saved = Signal()

    def __init__(
        self, settings: Settings, save_settings: SaveSettings, calls: BackgroundCalls | None
    ) -> None:
        super().__init__(calls)
        self._settings = settings
        self._save_settings = save_settings

    def _save(self) -> OSError | None:
        """Write the settings file (a few hundred bytes: fine on the UI thread)."""
        try:
            self._save_settings(self._settings)
        except OSError as error:
            log.warning("Settings not saved: %s", type(error).__name__)
            return error
        self.settings_saved.emit()
        return None


class SecretWordPresenter(_SavingPresenter):
    """Check a secret word with the service; use it at the kiosk, or use none."""

    def __init__(
        self,
        page: SecretWordPage,
        settings: Settings,
        save_settings: SaveSettings,
        make_client: MakeClient,
        calls: BackgroundCalls | None = None,
    ) -> None:
        super().__init__(settings, save_settings, calls)
        self._page = page
        self._make_client = make_client
        page.check_requested.connect(self.check)
        page.use_requested.connect(self.use)
        page.clear_requested.connect(lambda: self.use(""))

    def refresh(self) -> None:
        """The page is being shown: say which word the kiosk uses now, and ask again about the
        word it shows a check of: other kiosks and phones use its claims meanwhile, and its
        organiser may change it, so an earlier answer is not shown as now."""
        self._page.show_current_word(self._settings.kiosk.secret_word)
        if word := self._page.checked_word():
            self.check(word)

    def check(self, word: str) -> None:
        self._page.set_busy(True)
        self._page.show_checking()
        self._calls.run(
            lambda: self._ask(word), lambda answered: self._checked(word, *answered), self._failed
        )

    def use(self, word: str) -> None:
        """Use ``word`` at the kiosk, asking the service about it again first: its organiser
        may have changed it since staff checked it, and the page says what holds now. No
        word: saved at once."""
        if not word:
            self._save_word(word)
            return
        self._page.set_busy(True)
        self._page.show_checking()
        self._calls.run(
            lambda: self._ask(word),
            lambda answered: self._use_checked(word, *answered),
            self._use_failed,
        )

    def _ask(self, word: str) -> tuple[SecretWord, datetime | None]:
        """In the background: the word, and the service's time when it answered (its window is
        judged by it); None when no answer of the client was dated (``ServiceClock.known``)."""
        client = self._make_client()
        word_answer = client.get_secret(word)
        return word_answer, client.now() if client.clock.known else None

    def _use_checked(self, word: str, answer: SecretWord, now: datetime | None) -> None:
        """Saved unless the kiosk cannot take the word at all (the page then says why, in red,
        as after a check); a word attendees cannot use now is saved in amber."""
        self._checked(word, answer, now)
        if self._page.checked_usable():
            self._save_word(word)

    def _use_failed(self, error: Exception) -> None:
        self._page.set_busy(False)
        self._page.show_not_used(
            failed_call(error, not_found=ServiceProblem.SECRET_WORD_NOT_FOUND)
        )

    def _save_word(self, word: str) -> None:
        previous = self._settings.kiosk.secret_word
        self._settings.kiosk.secret_word = word
        if error := self._save():
            self._settings.kiosk.secret_word = previous
            self._page.show_not_saved(_why_not_saved(error))
            return
        self._page.show_saved(word)

    def _checked(self, word: str, answer: SecretWord, now: datetime | None) -> None:
        self._page.set_busy(False)
        kiosk = self._settings.kiosk
        self._page.show_word(word_view(answer, word, kiosk.drop_id, now, kiosk.allowed_drop_ids))

    def _failed(self, error: Exception) -> None:
        self._page.set_busy(False)
        self._page.show_failure(failed_call(error, not_found=ServiceProblem.SECRET_WORD_NOT_FOUND))


class OptionsPresenter(_SavingPresenter):
    """Shows and saves the kiosk options, looks for cameras, and sets the operator PIN."""

    tone_changed = Signal(object)  # CheckTone | None, for the step's mark: done once a PIN is set

    def __init__(
        self,
        page: OptionsPage,
        settings: Settings,
        save_settings: SaveSettings,
        calls: BackgroundCalls | None = None,
        make_client: MakeClient | None = None,
        *,
        journal: MintJournal | None = None,
    ) -> None:
        """``make_client``: for checking a dispenser links file; without one no file is checked.
        ``journal``: the kiosk's, for the mints saved while offline that options accepting
        fewer drops leave unsent (without one, none are looked for)."""
        super().__init__(settings, save_settings, calls)
        self._page = page
        self._make_client = make_client
        self._journal = journal
        self._warned: tuple[frozenset[int], int] | None = None  # drops, and the mints left unsent
        page.save_requested.connect(self.save)
        page.pin_requested.connect(self.set_pin)
        page.cameras_requested.connect(self.look_for_cameras)
        page.links_file_chosen.connect(self.check_links_file)

    def refresh(self) -> None:
        """The page is being shown: the settings as they are now, and the cameras there are."""
        self._page.show_options(
            KioskOptions.of(self._settings), bool(self._settings.operator.pin_hash)
        )
        self.look_for_cameras()
        self.show_mark()

    def show_mark(self) -> None:
        """Done (green) when kiosk mode has its PIN, or is off; still to do otherwise."""
        pin_missing = self._settings.operator.pin_missing
        self.tone_changed.emit(None if pin_missing else CheckTone.OK)

    def look_for_cameras(self) -> None:
        self._page.show_looking_for_cameras()
        self._calls.run(find_cameras, self._page.show_cameras, self._cameras_failed)

    def save(self, options: KioskOptions) -> None:
        """Saved at once, unless the options accept fewer drops while mints of a left-out one
        are saved for later: those are never sent (the queue fails them as another drop's), so
        staff are told first, and Save again saves, unless more are saved by then (they are
        counted again, and told)."""
        changed = copy.deepcopy(self._settings)
        options.apply_to(changed)
        allowed = changed.kiosk.allowed_drop_ids
        journal = self._journal
        left_out = self._settings.kiosk.allowed_drop_ids - allowed
        if journal is None or not left_out:
            self._save_options(options)
            return

        def counted(unsent: int) -> None:
            if unsent and not told_of(self._warned, allowed, unsent):
                self._warned = (allowed, unsent)
                self._page.show_saved_mints_unsent(unsent)
            else:
                self._save_options(options)

        def not_counted(error: Exception) -> None:
            log.warning("Saved mints not counted: %s", type(error).__name__)
            self._save_options(options)

        self._calls.run(lambda: journal.queued_outside(allowed), counted, not_counted)

    def _save_options(self, options: KioskOptions) -> None:
        self._warned = None
        previous = KioskOptions.of(self._settings)
        options.apply_to(self._settings)
        if error := self._save():
            previous.apply_to(self._settings)
            self._page.show_not_saved(_why_not_saved(error))
            return
        self._page.show_saved()
        self.show_mark()

    def check_links_file(self, path: str) -> None:
        """Read the file and ask the service about each link, off the UI thread."""
        make_client, settings = self._make_client, self._settings
        if make_client is None:
            self._page.show_links_file_failed(path)
            return

        def check() -> FileCheck:
            with make_client() as client:
                mint_site = client.config.mint_site
                return DispenserCalls(client, settings.kiosk.drop_id, mint_site).check_file(
                    Path(path)
                )

        self._calls.run(
            check,
            lambda checked: self._page.show_links_file(path, checked),
            lambda error: self._links_file_failed(path, error),
        )

    def _links_file_failed(self, path: str, error: Exception) -> None:
        log.warning("Links file not checked: %s", type(error).__name__)
        self._page.show_links_file_failed(path)

    def set_pin(self, pin: str) -> None:
        self._page.show_setting_pin()
        self._calls.run(lambda: hash_pin(pin), self._pin_hashed, self._pin_failed)

    def _pin_hashed(self, pin_hash: str) -> None:
        previous = self._settings.operator.pin_hash
        self._settings.operator.pin_hash = pin_hash
        if error := self._save():
            self._settings.operator.pin_hash = previous
            self._page.show_not_saved(_why_not_saved(error))
            return
        self._page.show_pin_saved()
        self.show_mark()

    def _pin_failed(self, error: Exception) -> None:
        log.warning("PIN not set: %s", type(error).__name__)
        self._page.show_pin_not_set()

    def _cameras_failed(self, error: Exception) -> None:
        log.warning("Looking for cameras failed: %s", type(error).__name__)
        self._page.show_cameras([])
