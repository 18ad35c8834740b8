"""The attendee state machine, transition by transition, with explicit times (nothing sleeps)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from kiosk.core.attendee_flow import (
    UNKNOWN_DROP,
    AskCode,
    AskSecretWord,
    AttendeeFlow,
    CallSent,
    CheckLink,
    CheckSecret,
    ClaimWithSecret,
    DropInfo,
    Effect,
    Event,
    FlowState,
    FlowTimeouts,
    InputReceived,
    InputSource,
    LinkChecked,
    Mint,
    MintAccepted,
    MintAttempt,
    MintOnItsWay,
    MintSucceeded,
    PlaySound,
    RecordMintResult,
    RecordRefusal,
    Screen,
    SecretChecked,
    ServiceFailed,
    ShowCountdown,
    ShowInputProblem,
    ShowScreen,
    Sound,
    StartOver,
    Tick,
    UserActivity,
)
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind
from kiosk.core.reasons import InputProblem, Outcome

SITE = "https://poap.xyz"
LINK = "https://poap.xyz/mint/abc123"
ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
DROP = DropInfo(drop_id=7, name="Devcon", artwork_url="https://assets.poap.xyz/devcon.png")
SECRET = "f" * 64


def screen_of(effects: list[Effect]) -> Screen | None:
    shown = [effect.state.screen for effect in effects if isinstance(effect, ShowScreen)]
    assert len(shown) <= 1
    return shown[0] if shown else None


def the(kind: type, effects: list[Effect]) -> object:
    """The one effect of ``kind`` in ``effects``."""
    found = [effect for effect in effects if isinstance(effect, kind)]
    assert len(found) == 1, effects
    return found[0]


def checking_link(flow: AttendeeFlow, now: float = 0.0) -> int:
    check = the(CheckLink, flow.handle(InputReceived(LINK, InputSource.CAMERA), now))
    assert isinstance(check, CheckLink)
    return check.request_id


def checking_secret(flow: AttendeeFlow, now: float = 0.0) -> int:
    flow.handle(AskSecretWord(), now)
    check = the(CheckSecret, flow.handle(InputReceived("increase-group-student"), now))
    assert isinstance(check, CheckSecret)
    return check.request_id


def asking_recipient(flow: AttendeeFlow, now: float = 0.0) -> None:
    request_id = checking_link(flow, now)
    flow.handle(LinkChecked(request_id, DROP, claimed=False, active=True, secret=SECRET), now)
    assert flow.state.screen is Screen.ASK_RECIPIENT


def minting(flow: AttendeeFlow, recipient: str = ADDRESS, now: float = 0.0) -> MintAttempt:
    asking_recipient(flow, now)
    mint = the(Mint, flow.handle(InputReceived(recipient), now))
    assert isinstance(mint, Mint)
    return mint.attempt


def at_result(flow: AttendeeFlow, now: float = 0.0) -> None:
    attempt = minting(flow, now=now)
    flow.handle(MintSucceeded(attempt.request_id), now)
    assert flow.state.screen is Screen.RESULT


@pytest.fixture
def flow() -> AttendeeFlow:
    return AttendeeFlow(SITE)


# --- Idle ------------------------------------------------------------------------------------


def test_a_scanned_link_starts_a_check(flow: AttendeeFlow) -> None:
    effects = flow.handle(InputReceived(LINK, InputSource.CAMERA), 100.0)
    assert effects == [ShowScreen(flow.state), PlaySound(Sound.ACCEPTED), CheckLink(1, "abc123")]
    assert flow.state.screen is Screen.CHECKING_LINK
    assert flow.state.qr_hash == "abc123"
    assert flow.state.source_kind is SourceKind.LINK
    assert flow.state.deadline == 105.0  # the service counts as unreachable after 5 s


def test_a_code_on_the_welcome_screen_is_a_mint_code(flow: AttendeeFlow) -> None:
    effects = flow.handle(InputReceived("ABC123", InputSource.SCANNER), 0.0)
    assert the(CheckLink, effects) == CheckLink(1, "abc123")
    assert flow.state.source_kind is SourceKind.CODE


def test_a_secret_word_on_the_welcome_screen(flow: AttendeeFlow) -> None:
    effects = flow.handle(InputReceived("increase-group-student"), 0.0)
    assert screen_of(effects) is Screen.CHECKING_SECRET
    assert the(CheckSecret, effects) == CheckSecret(1, "increase-group-student")
    assert flow.state.secret_word == "increase-group-student"


def test_refused_input_stays_and_says_why(flow: AttendeeFlow) -> None:
    effects = flow.handle(InputReceived(ADDRESS), 0.0)
    assert effects == [ShowInputProblem(InputProblem.NOT_A_MINT_INPUT), PlaySound(Sound.REFUSED)]
    assert flow.state.screen is Screen.IDLE


@pytest.mark.parametrize(
    ("event", "screen"), [(AskCode(), Screen.CODE_ENTRY), (AskSecretWord(), Screen.SECRET_ENTRY)]
)
def test_buttons_open_the_entry_screens(flow: AttendeeFlow, event: Event, screen: Screen) -> None:
    assert screen_of(flow.handle(event, 10.0)) is screen
    assert flow.state.deadline == 40.0


@pytest.mark.parametrize("event", [Tick(), UserActivity(), StartOver()])
def test_idle_has_no_timeout(flow: AttendeeFlow, event: Event) -> None:
    flow.handle(event, 1e9)
    assert flow.state.screen is Screen.IDLE
    assert flow.state.deadline is None


# --- Code and secret-word entry ----------------------------------------------------------------


def test_code_entry(flow: AttendeeFlow) -> None:
    flow.handle(AskCode(), 0.0)
    refused = flow.handle(InputReceived("abc12"), 1.0)
    assert the(ShowInputProblem, refused) == ShowInputProblem(InputProblem.BAD_CODE)
    assert flow.state.deadline == 31.0  # typing counts as activity
    assert the(CheckLink, flow.handle(InputReceived("abc123"), 2.0)) == CheckLink(1, "abc123")


def test_secret_entry_takes_a_six_letter_word_as_a_word(flow: AttendeeFlow) -> None:
    flow.handle(AskSecretWord(), 0.0)
    assert the(CheckSecret, flow.handle(InputReceived("DevCon"), 1.0)) == CheckSecret(1, "DevCon")


def test_secret_entry_still_takes_a_mint_link(flow: AttendeeFlow) -> None:
    flow.handle(AskSecretWord(), 0.0)
    assert the(CheckLink, flow.handle(InputReceived(LINK), 1.0)) == CheckLink(1, "abc123")


def test_switching_between_entry_screens(flow: AttendeeFlow) -> None:
    flow.handle(AskCode(), 0.0)
    assert screen_of(flow.handle(AskSecretWord(), 5.0)) is Screen.SECRET_ENTRY
    assert flow.handle(AskSecretWord(), 8.0) == []  # pressed again: only keeps the screen open
    assert flow.state.deadline == 38.0


@pytest.mark.parametrize("button", [AskCode(), AskSecretWord()])
def test_entry_screens_time_out(flow: AttendeeFlow, button: Event) -> None:
    flow.handle(button, 0.0)
    assert flow.handle(Tick(), 19.9) == []
    flow.handle(UserActivity(), 20.0)
    assert flow.handle(Tick(), 39.9) == []
    assert flow.handle(Tick(), 49.9) == [ShowCountdown(1)]
    assert flow.handle(Tick(), 50.0) == [ShowScreen(flow.state), ShowCountdown(None)]
    assert flow.state.screen is Screen.IDLE


@pytest.mark.parametrize("button", [AskCode(), AskSecretWord()])
def test_the_last_ten_seconds_count_down_once_a_second(flow: AttendeeFlow, button: Event) -> None:
    flow.handle(button, 0.0)
    shown = [effect for t in range(40, 61) for effect in flow.handle(Tick(), t / 2)]
    assert shown == [ShowCountdown(s) for s in range(10, 0, -1)] + [
        ShowScreen(FlowState()),
        ShowCountdown(None),
    ]


@pytest.mark.parametrize(
    ("event", "stays"),
    [
        (UserActivity(), []),
        (InputReceived("ab"), [ShowInputProblem(InputProblem.BAD_CODE), PlaySound(Sound.REFUSED)]),
        (AskCode(), []),  # "Type a code" pressed again
    ],
)
def test_a_touch_during_the_countdown_continues(
    flow: AttendeeFlow, event: Event, stays: list[Effect]
) -> None:
    flow.handle(AskCode(), 0.0)
    assert flow.handle(Tick(), 22.5) == [ShowCountdown(8)]
    assert flow.handle(event, 23.0) == [ShowCountdown(None), *stays]
    assert flow.state.screen is Screen.CODE_ENTRY
    assert flow.state.deadline == 53.0
    assert flow.handle(Tick(), 42.9) == []  # a whole new wait before the next countdown
    assert flow.handle(Tick(), 43.0) == [ShowCountdown(10)]


def test_activity_before_the_countdown_says_nothing(flow: AttendeeFlow) -> None:
    flow.handle(AskCode(), 0.0)
    assert flow.handle(UserActivity(), 5.0) == []


def test_a_screen_change_ends_the_countdown(flow: AttendeeFlow) -> None:
    flow.handle(AskCode(), 0.0)
    flow.handle(Tick(), 25.0)
    effects = flow.handle(InputReceived("abc123"), 26.0)
    assert effects[:2] == [ShowScreen(flow.state), ShowCountdown(None)]
    assert flow.state.screen is Screen.CHECKING_LINK


def test_start_over_ends_the_countdown(flow: AttendeeFlow) -> None:
    flow.handle(AskSecretWord(), 0.0)
    flow.handle(Tick(), 25.0)
    assert flow.handle(StartOver(), 26.0) == [ShowScreen(FlowState()), ShowCountdown(None)]


def test_busy_and_result_screens_do_not_count_down(flow: AttendeeFlow) -> None:
    request_id = checking_link(flow, 0.0)
    assert flow.handle(Tick(), 4.5) == []  # checking: nothing typed to lose
    flow.handle(ServiceFailed(request_id, Outcome.NOT_FOUND), 4.6)
    assert flow.state.screen is Screen.RESULT
    assert [effect for t in range(1, 20) for effect in flow.handle(Tick(), 4.6 + t / 2)] == []


def test_a_short_timeout_counts_down_for_half_of_it() -> None:
    flow = AttendeeFlow(SITE, FlowTimeouts(idle_s=12, warning_s=10))
    flow.handle(AskCode(), 0.0)
    assert flow.handle(Tick(), 5.9) == []
    assert flow.handle(Tick(), 6.0) == [ShowCountdown(6)]


# --- Checking a link -------------------------------------------------------------------------


def test_an_open_link_asks_for_the_recipient_and_shows_the_drop(flow: AttendeeFlow) -> None:
    request_id = checking_link(flow, 0.0)
    checked = LinkChecked(request_id, DROP, claimed=False, active=True, secret=SECRET)
    effects = flow.handle(checked, 2.0)
    assert effects == [ShowScreen(flow.state)]
    assert flow.state.screen is Screen.ASK_RECIPIENT
    assert flow.state.drop == DROP
    assert flow.state.link_secret == SECRET
    assert flow.state.deadline == 32.0
    assert SECRET not in repr(flow.state)


@pytest.mark.parametrize(
    ("claimed", "active", "outcome"),
    [
        (True, True, Outcome.ALREADY_CLAIMED),
        (True, False, Outcome.ALREADY_CLAIMED),
        (False, False, Outcome.EXPIRED),
    ],
)
def test_a_used_or_inactive_link_goes_straight_to_the_result(
    flow: AttendeeFlow, claimed: bool, active: bool, outcome: Outcome
) -> None:
    request_id = checking_link(flow)
    effects = flow.handle(LinkChecked(request_id, DROP, claimed, active, SECRET), 3.0)
    refusal = RecordRefusal(DROP, outcome, qr_hash="abc123", source_kind=SourceKind.LINK)
    assert effects == [ShowScreen(flow.state), PlaySound(Sound.FAILURE), refusal]
    assert flow.state.screen is Screen.RESULT
    assert flow.state.outcome is outcome
    assert flow.state.drop == DROP
    assert flow.state.deadline == 13.0


@pytest.mark.parametrize("outcome", [Outcome.NOT_FOUND, Outcome.NO_NETWORK, Outcome.SERVICE_BUSY])
def test_a_failed_check_shows_why(flow: AttendeeFlow, outcome: Outcome) -> None:
    request_id = checking_link(flow)
    effects = flow.handle(ServiceFailed(request_id, outcome, "QR Claim not found"), 1.0)
    assert flow.state.screen is Screen.RESULT
    assert flow.state.outcome is outcome
    assert flow.state.drop is None
    refusal = RecordRefusal(
        UNKNOWN_DROP, outcome, "abc123", SourceKind.LINK, detail="QR Claim not found"
    )
    assert the(RecordRefusal, effects) == refusal  # the journal keeps every attempt


@pytest.mark.parametrize(
    "event",
    [InputReceived("xyz789"), InputReceived(ADDRESS), AskCode(), AskSecretWord(), UserActivity()],
)
def test_checking_ignores_the_attendee(flow: AttendeeFlow, event: Event) -> None:
    checking_link(flow, 0.0)
    before = flow.state
    assert flow.handle(event, 1.0) == []
    assert flow.state == before


@pytest.mark.parametrize("check", [checking_link, checking_secret])
def test_a_check_without_answer_says_there_is_no_connection_within_seconds(
    flow: AttendeeFlow, check: Callable[[AttendeeFlow, float], int]
) -> None:
    request_id = check(flow, 0.0)
    assert flow.handle(Tick(), 4.9) == []
    effects = flow.handle(Tick(), 5.0)
    assert flow.state.screen is Screen.RESULT
    assert flow.state.outcome is Outcome.NO_NETWORK
    assert PlaySound(Sound.FAILURE) in effects
    refusal = the(RecordRefusal, effects)
    assert isinstance(refusal, RecordRefusal)
    assert refusal.outcome is Outcome.NO_NETWORK
    assert screen_of(flow.handle(Tick(), 15.0)) is Screen.IDLE  # usable again on its own
    assert flow.handle(LinkChecked(request_id, DROP, False, True, SECRET), 16.0) == []  # gone


@pytest.mark.parametrize("check", [checking_link, checking_secret])
def test_a_late_check_answer_replaces_no_connection_while_it_is_read(
    flow: AttendeeFlow, check: Callable[[AttendeeFlow, float], int]
) -> None:
    """The service answered after all: its word, not the guess that it cannot be reached."""
    request_id = check(flow, 0.0)
    flow.handle(Tick(), 5.0)
    assert flow.state.outcome is Outcome.NO_NETWORK
    if check is checking_link:
        late: Event = LinkChecked(request_id, DROP, False, True, SECRET)
    else:
        late = SecretChecked(request_id, DROP, active=True, used_up=False)
    assert screen_of(flow.handle(late, 6.0)) is Screen.ASK_RECIPIENT
    assert flow.handle(late, 6.5) == []  # once only


def test_a_late_check_answer_that_refuses_is_told_and_journaled(flow: AttendeeFlow) -> None:
    request_id = checking_link(flow, 0.0)
    flow.handle(Tick(), 5.0)
    effects = flow.handle(LinkChecked(request_id, DROP, True, True, SECRET), 6.0)  # claimed
    assert flow.state.outcome is Outcome.ALREADY_CLAIMED
    refusal = the(RecordRefusal, effects)
    assert isinstance(refusal, RecordRefusal)
    assert refusal.outcome is Outcome.ALREADY_CLAIMED


def test_the_answer_to_another_request_is_ignored(flow: AttendeeFlow) -> None:
    request_id = checking_link(flow)
    assert flow.handle(LinkChecked(request_id + 1, DROP, False, True, SECRET), 1.0) == []
    assert flow.handle(SecretChecked(request_id, DROP, active=True, used_up=False), 1.0) == []
    assert flow.state.screen is Screen.CHECKING_LINK


# --- Checking a secret word ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("active", "used_up", "screen", "outcome"),
    [
        (True, False, Screen.ASK_RECIPIENT, None),
        (False, False, Screen.RESULT, Outcome.WORD_SWITCHED_OFF),  # off: not "its time is over"
        (False, True, Screen.RESULT, Outcome.WORD_SWITCHED_OFF),
        (True, True, Screen.RESULT, Outcome.SOLD_OUT),
    ],
)
def test_secret_checked(
    flow: AttendeeFlow, active: bool, used_up: bool, screen: Screen, outcome: Outcome | None
) -> None:
    request_id = checking_secret(flow)
    effects = flow.handle(SecretChecked(request_id, DROP, active, used_up), 1.0)
    assert flow.state.screen is screen
    assert flow.state.outcome is outcome
    assert flow.state.drop == DROP
    refusals = [effect for effect in effects if isinstance(effect, RecordRefusal)]
    word = "increase-group-student"
    assert refusals == ([] if outcome is None else [RecordRefusal(DROP, outcome, secret_word=word)])


def test_a_failed_secret_check(flow: AttendeeFlow) -> None:
    request_id = checking_secret(flow)
    flow.handle(ServiceFailed(request_id, Outcome.NOT_FOUND), 1.0)
    assert flow.state.outcome is Outcome.NOT_FOUND


# --- Asking for the recipient ----------------------------------------------------------------


def test_a_recipient_starts_the_mint_with_everything_the_journal_needs(flow: AttendeeFlow) -> None:
    asking_recipient(flow, 0.0)
    effects = flow.handle(InputReceived(f"ethereum:{ADDRESS.lower()}@1", InputSource.CAMERA), 4.0)
    recipient = Recipient(RecipientKind.ADDRESS, ADDRESS)
    attempt = MintAttempt(
        request_id=2,
        drop=DROP,
        recipient=recipient,
        started_at=4.0,
        qr_hash="abc123",
        source_kind=SourceKind.LINK,
    )
    assert effects == [ShowScreen(flow.state), PlaySound(Sound.ACCEPTED), Mint(attempt, SECRET)]
    assert flow.state.screen is Screen.MINTING
    assert flow.state.recipient == recipient
    assert flow.state.masked_recipient == "0x5aAe…eAed"
    assert flow.state.deadline == 14.0  # not even accepted after 10 s: no connection


def test_a_secret_word_mint_claims_with_the_word(flow: AttendeeFlow) -> None:
    request_id = checking_secret(flow)
    flow.handle(SecretChecked(request_id, DROP, active=True, used_up=False), 1.0)
    claim = the(ClaimWithSecret, flow.handle(InputReceived("Someone@Example.com"), 2.0))
    recipient = Recipient(RecipientKind.EMAIL, "Someone@example.com")
    assert claim == ClaimWithSecret(
        MintAttempt(
            request_id=2,
            drop=DROP,
            recipient=recipient,
            started_at=2.0,
            secret_word="increase-group-student",
        )
    )


def test_a_bad_recipient_stays_and_says_why(flow: AttendeeFlow) -> None:
    asking_recipient(flow, 0.0)
    effects = flow.handle(InputReceived("abc123"), 10.0)
    assert effects == [ShowInputProblem(InputProblem.NOT_A_RECIPIENT), PlaySound(Sound.REFUSED)]
    assert flow.state.screen is Screen.ASK_RECIPIENT
    assert flow.state.deadline == 40.0


def test_the_recipient_screen_times_out(flow: AttendeeFlow) -> None:
    asking_recipient(flow, 0.0)
    flow.handle(UserActivity(), 25.0)
    assert flow.handle(Tick(), 44.9) == []
    assert flow.handle(Tick(), 45.0) == [ShowCountdown(10)]  # typing an address can be slow
    flow.handle(Tick(), 55.0)
    assert flow.state.screen is Screen.IDLE
    assert flow.state.drop is None


@pytest.mark.parametrize("event", [AskCode(), AskSecretWord()])
def test_the_recipient_screen_ignores_the_welcome_buttons(flow: AttendeeFlow, event: Event) -> None:
    asking_recipient(flow)
    assert flow.handle(event, 1.0) == []


# --- Minting ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("recipient", "outcome"),
    [
        (ADDRESS, Outcome.MINTED),
        ("alice.eth", Outcome.MINTED),
        ("someone@example.com", Outcome.RESERVED_BY_EMAIL),
    ],
)
def test_a_successful_mint(flow: AttendeeFlow, recipient: str, outcome: Outcome) -> None:
    attempt = minting(flow, recipient, 0.0)
    effects = flow.handle(MintSucceeded(attempt.request_id, tx_hash="0xfeed"), 7.0)
    assert effects == [
        ShowScreen(flow.state),
        PlaySound(Sound.SUCCESS),
        RecordMintResult(attempt, outcome, 7.0, tx_hash="0xfeed"),
    ]
    assert flow.state.screen is Screen.RESULT
    assert flow.state.outcome is outcome
    assert flow.state.drop == DROP
    assert flow.state.masked_recipient
    assert flow.state.deadline == 17.0


def test_waiting_for_the_transaction_then_on_its_way(flow: AttendeeFlow) -> None:
    attempt = minting(flow)
    effects = flow.handle(MintAccepted(attempt.request_id), 1.0)
    assert effects == [ShowScreen(flow.state)]
    assert flow.state.screen is Screen.MINTING
    assert flow.state.waiting_for_transaction
    effects = flow.handle(MintOnItsWay(attempt.request_id), 30.0)
    assert the(RecordMintResult, effects) == RecordMintResult(attempt, Outcome.ON_ITS_WAY, 30.0)
    assert PlaySound(Sound.ACCEPTED) in effects  # not final: the neutral sound, not success
    assert flow.state.outcome is Outcome.ON_ITS_WAY
    assert not flow.state.waiting_for_transaction


def test_a_failed_mint(flow: AttendeeFlow) -> None:
    attempt = minting(flow)
    effects = flow.handle(ServiceFailed(attempt.request_id, Outcome.ALREADY_HAS_DROP, "msg"), 2.0)
    assert PlaySound(Sound.FAILURE) in effects
    assert the(RecordMintResult, effects) == RecordMintResult(
        attempt, Outcome.ALREADY_HAS_DROP, 2.0, detail="msg"
    )
    assert flow.state.outcome is Outcome.ALREADY_HAS_DROP


def test_a_mint_whose_outcome_is_unknown_is_journaled_so(flow: AttendeeFlow) -> None:
    """The attendee asks staff; the journal leaves the row to reconciliation."""
    attempt = minting(flow)
    event = ServiceFailed(attempt.request_id, Outcome.FAILED, "KeyError", outcome_unknown=True)
    effects = flow.handle(event, 2.0)
    assert the(RecordMintResult, effects) == RecordMintResult(
        attempt, Outcome.FAILED, 2.0, detail="KeyError", outcome_unknown=True
    )
    assert flow.state.outcome is Outcome.FAILED


@pytest.mark.parametrize(
    "event", [InputReceived("someone@example.com"), InputReceived(LINK), AskCode(), UserActivity()]
)
def test_minting_ignores_the_attendee(flow: AttendeeFlow, event: Event) -> None:
    minting(flow, now=0.0)
    before = flow.state
    assert flow.handle(event, 1.0) == []
    assert flow.state == before


def test_a_mint_without_answer_gives_up_and_journals_the_late_answer(flow: AttendeeFlow) -> None:
    attempt = minting(flow, now=0.0)
    assert flow.handle(Tick(), 9.0) == []
    effects = flow.handle(Tick(), 10.0)
    assert flow.state.outcome is Outcome.UNCONFIRMED  # sent, maybe minted
    assert not any(isinstance(effect, RecordMintResult) for effect in effects)
    assert screen_of(flow.handle(Tick(), 64.0)) is Screen.IDLE  # the attendee has gone
    late = flow.handle(MintSucceeded(attempt.request_id, "0xbeef"), 65.0)
    assert late == [RecordMintResult(attempt, Outcome.MINTED, 65.0, tx_hash="0xbeef")]
    assert flow.state.screen is Screen.IDLE
    assert flow.handle(MintSucceeded(attempt.request_id, "0xbeef"), 66.0) == []  # once only


def test_a_late_mint_answer_replaces_the_guess_while_it_is_read(flow: AttendeeFlow) -> None:
    """"Not confirmed yet" on the screen, then the service says: accepted, then minted."""
    attempt = minting(flow, now=0.0)
    told = [screen_of(flow.handle(Tick(), 10.0)), flow.state.outcome]
    accepted = flow.handle(MintAccepted(attempt.request_id), 11.0)
    told += [screen_of(accepted), flow.state.outcome]
    effects = flow.handle(MintSucceeded(attempt.request_id, "0xbeef"), 12.0)
    told += [screen_of(effects), flow.state.outcome]
    assert told == [
        Screen.RESULT,
        Outcome.UNCONFIRMED,
        Screen.RESULT,
        Outcome.ON_ITS_WAY,
        Screen.RESULT,
        Outcome.MINTED,
    ]
    assert RecordMintResult(attempt, Outcome.MINTED, 12.0, tx_hash="0xbeef") in effects
    assert PlaySound(Sound.SUCCESS) in effects


def test_an_accepted_mint_is_followed_longer_then_on_its_way(flow: AttendeeFlow) -> None:
    attempt = minting(flow, now=0.0)
    flow.handle(MintAccepted(attempt.request_id), 2.0)
    assert flow.handle(Tick(), 61.0) == []  # accepted: the chain may take a while
    flow.handle(Tick(), 62.0)
    assert flow.state.outcome is Outcome.ON_ITS_WAY


# --- Result ----------------------------------------------------------------------------------


def test_the_result_returns_to_idle(flow: AttendeeFlow) -> None:
    at_result(flow, 0.0)
    flow.handle(UserActivity(), 8.0)
    assert flow.handle(Tick(), 17.9) == []
    assert flow.handle(Tick(), 18.0) == [ShowScreen(flow.state)]
    assert flow.state.screen is Screen.IDLE
    assert flow.state.recipient is None


@pytest.mark.parametrize("event", [InputReceived("xyz789"), AskCode(), AskSecretWord()])
def test_the_result_ignores_new_input(flow: AttendeeFlow, event: Event) -> None:
    at_result(flow)
    assert flow.handle(event, 1.0) == []
    assert flow.state.screen is Screen.RESULT


# --- Start over and stale answers ----------------------------------------------------------


@pytest.mark.parametrize(
    "reach",
    [
        lambda flow: flow.handle(AskCode(), 0.0),
        checking_link,
        checking_secret,
        asking_recipient,
        minting,
        at_result,
    ],
)
def test_start_over_from_anywhere(
    flow: AttendeeFlow, reach: Callable[[AttendeeFlow], object]
) -> None:
    reach(flow)
    assert flow.handle(StartOver(), 1.0) == [ShowScreen(FlowState())]
    assert flow.state == FlowState()


def test_a_link_status_after_start_over_is_ignored(flow: AttendeeFlow) -> None:
    old = checking_link(flow, 0.0)
    flow.handle(StartOver(), 1.0)
    assert flow.handle(LinkChecked(old, DROP, False, True, SECRET), 2.0) == []
    assert flow.state == FlowState()
    new = the(CheckLink, flow.handle(InputReceived("xyz789"), 3.0))
    assert isinstance(new, CheckLink)
    assert new.request_id != old
    assert flow.handle(LinkChecked(old, DROP, False, True, SECRET), 4.0) == []
    assert flow.handle(ServiceFailed(old, Outcome.NOT_FOUND), 4.0) == []
    assert flow.state.screen is Screen.CHECKING_LINK


def test_a_secret_status_after_start_over_is_ignored(flow: AttendeeFlow) -> None:
    old = checking_secret(flow)
    flow.handle(StartOver(), 1.0)
    assert flow.handle(SecretChecked(old, DROP, active=True, used_up=False), 2.0) == []
    assert flow.state.screen is Screen.IDLE


def test_a_mint_answer_after_start_over_only_reaches_the_journal(flow: AttendeeFlow) -> None:
    attempt = minting(flow)
    flow.handle(StartOver(), 1.0)
    assert flow.handle(MintAccepted(attempt.request_id), 2.0) == []
    effects = flow.handle(ServiceFailed(attempt.request_id, Outcome.NO_NETWORK), 3.0)
    assert effects == [RecordMintResult(attempt, Outcome.NO_NETWORK, 3.0)]
    assert flow.state.screen is Screen.IDLE


# --- Duplicate scans -------------------------------------------------------------------------


def test_the_same_payload_counts_once_while_it_keeps_coming(flow: AttendeeFlow) -> None:
    assert flow.handle(InputReceived(ADDRESS, InputSource.CAMERA), 0.0)  # refused: a wallet
    assert flow.handle(InputReceived(ADDRESS, InputSource.CAMERA), 4.0) == []
    assert flow.handle(InputReceived(f" {ADDRESS}\r\n", InputSource.SCANNER), 8.0) == []
    assert flow.handle(InputReceived(ADDRESS, InputSource.CAMERA), 12.9) == []
    assert flow.handle(InputReceived(ADDRESS, InputSource.CAMERA), 18.0)  # 5 s unseen: counts


def test_another_payload_is_not_a_duplicate(flow: AttendeeFlow) -> None:
    flow.handle(InputReceived("alice.eth", InputSource.CAMERA), 0.0)
    assert flow.handle(InputReceived("bob.eth", InputSource.CAMERA), 0.1)


def test_typed_text_sent_again_is_answered_again(flow: AttendeeFlow) -> None:
    flow.handle(AskCode(), 0.0)
    for now in (1.0, 1.5):
        refused = flow.handle(InputReceived("abc12", InputSource.KEYBOARD), now)
        assert the(ShowInputProblem, refused) == ShowInputProblem(InputProblem.BAD_CODE)


def test_a_link_held_to_the_camera_is_not_read_again_on_the_next_screen(flow: AttendeeFlow) -> None:
    request_id = checking_link(flow, 0.0)
    assert flow.handle(InputReceived(LINK, InputSource.CAMERA), 1.0) == []  # busy
    flow.handle(LinkChecked(request_id, DROP, False, True, SECRET), 2.0)
    assert flow.handle(InputReceived(LINK, InputSource.CAMERA), 3.0) == []  # no "not a wallet"
    assert flow.state.screen is Screen.ASK_RECIPIENT


def test_a_scan_seen_only_where_nothing_is_taken_is_no_repeat_where_it_is(
    flow: AttendeeFlow,
) -> None:
    """A wallet scanned while the link is checked is dropped; scanned again on the recipient
    page, it is taken (round 37 of the truth audit)."""
    request_id = checking_link(flow, 0.0)
    assert flow.handle(InputReceived(ADDRESS, InputSource.SCANNER), 0.5) == []  # busy
    flow.handle(LinkChecked(request_id, DROP, False, True, SECRET), 1.0)
    assert the(Mint, flow.handle(InputReceived(ADDRESS, InputSource.SCANNER), 1.5))
    assert flow.handle(InputReceived(ADDRESS, InputSource.SCANNER), 2.0) == []  # now a repeat


def test_a_refusal_on_the_welcome_screen_goes_after_a_results_time(flow: AttendeeFlow) -> None:
    """Its words are for the person who scanned, not for whoever comes next (round 37)."""
    refused = flow.handle(InputReceived(ADDRESS, InputSource.SCANNER), 0.0)
    assert the(ShowInputProblem, refused) == ShowInputProblem(InputProblem.NOT_A_MINT_INPUT)
    assert flow.handle(Tick(), 9.0) == []
    assert screen_of(flow.handle(Tick(), 10.0)) is Screen.IDLE  # the welcome screen anew
    assert flow.state == FlowState()


def test_start_over_lets_the_same_scan_in_again(flow: AttendeeFlow) -> None:
    request_id = checking_link(flow, 0.0)
    flow.handle(ServiceFailed(request_id, Outcome.NO_NETWORK), 1.0)
    flow.handle(StartOver(), 2.0)
    assert the(CheckLink, flow.handle(InputReceived(LINK, InputSource.CAMERA), 2.5))


def test_timeouts_are_configurable() -> None:
    flow = AttendeeFlow(SITE, FlowTimeouts(idle_s=5, result_s=2, busy_s=3, duplicate_s=1))
    assert not flow.queue_offline  # the app passes the operator's switch
    flow.handle(AskCode(), 0.0)
    assert flow.state.deadline == 5.0
    flow.handle(InputReceived(LINK, InputSource.SCANNER), 1.0)  # the code page shows no camera
    assert flow.state.screen is Screen.CHECKING_LINK
    flow.handle(Tick(), 3.0)
    assert flow.state.screen is Screen.CHECKING_LINK  # no_answer_s left as it was: 5 s
    flow.handle(Tick(), 6.0)
    assert flow.state.outcome is Outcome.NO_NETWORK
    assert flow.state.deadline == 8.0
    flow.handle(StartOver(), 4.0)
    flow.handle(InputReceived("alice.eth", InputSource.SCANNER), 4.0)
    assert flow.handle(InputReceived("alice.eth", InputSource.SCANNER), 4.9) == []
    assert flow.handle(InputReceived("alice.eth", InputSource.SCANNER), 6.0)


# --- Queued mints (service unreachable) -------------------------------------------------------


@pytest.fixture
def queueing() -> AttendeeFlow:
    return AttendeeFlow(SITE, queue_offline=True)


def recipient_given(flow: AttendeeFlow, now: float) -> list[Effect]:
    return flow.handle(InputReceived(ADDRESS), now)


@pytest.mark.parametrize("outcome", [Outcome.NO_NETWORK, Outcome.SERVICE_BUSY])
def test_a_link_the_service_could_not_check_is_refused_not_queued(
    queueing: AttendeeFlow, outcome: Outcome
) -> None:
    """An unchecked code may be made up or of another drop: nobody is told "queued" for it."""
    request_id = checking_link(queueing, 0.0)
    effects = queueing.handle(ServiceFailed(request_id, outcome, "503"), 1.0)
    assert screen_of(effects) is Screen.RESULT
    assert queueing.state.outcome is outcome
    assert the(RecordRefusal, effects)
    assert not any(isinstance(effect, Mint) for effect in effects)
    assert PlaySound(Sound.FAILURE) in effects


def test_a_link_check_without_answer_is_refused_too(queueing: AttendeeFlow) -> None:
    checking_link(queueing, 0.0)
    queueing.handle(Tick(), 5.0)
    assert queueing.state.screen is Screen.RESULT
    assert queueing.state.outcome is Outcome.NO_NETWORK


@pytest.mark.parametrize("outcome", [Outcome.NOT_FOUND, Outcome.FAILED])
def test_a_refused_link_is_not_queued(queueing: AttendeeFlow, outcome: Outcome) -> None:
    request_id = checking_link(queueing, 0.0)
    queueing.handle(ServiceFailed(request_id, outcome), 1.0)
    assert queueing.state.outcome is outcome


def test_an_unreachable_secret_word_is_not_queued(queueing: AttendeeFlow) -> None:
    request_id = checking_secret(queueing, 0.0)
    queueing.handle(ServiceFailed(request_id, Outcome.NO_NETWORK), 1.0)
    assert queueing.state.outcome is Outcome.NO_NETWORK


@pytest.mark.parametrize("outcome", [Outcome.NO_NETWORK, Outcome.SERVICE_BUSY])
def test_a_mint_that_could_not_be_sent_is_queued(queueing: AttendeeFlow, outcome: Outcome) -> None:
    attempt = minting(queueing, now=0.0)
    effects = queueing.handle(ServiceFailed(attempt.request_id, outcome, "refused"), 1.0)
    assert the(RecordMintResult, effects) == RecordMintResult(
        attempt, Outcome.QUEUED, 1.0, detail="refused"
    )
    assert queueing.state.outcome is Outcome.QUEUED


def test_a_refused_mint_is_not_queued(queueing: AttendeeFlow) -> None:
    attempt = minting(queueing, now=0.0)
    queueing.handle(ServiceFailed(attempt.request_id, Outcome.ALREADY_HAS_DROP), 1.0)
    assert queueing.state.outcome is Outcome.ALREADY_HAS_DROP


def test_a_mint_without_answer_tells_the_attendee_it_is_queued(queueing: AttendeeFlow) -> None:
    attempt = minting(queueing, now=0.0)
    queueing.handle(Tick(), 10.0)
    assert queueing.state.outcome is Outcome.QUEUED
    # The call still runs; its answer decides the row (unknown outcome: queued, status first).
    late = queueing.handle(ServiceFailed(attempt.request_id, Outcome.NO_NETWORK, "lost"), 30.0)
    assert late == [RecordMintResult(attempt, Outcome.QUEUED, 30.0, detail="lost")]


def test_secret_word_claims_are_never_queued(queueing: AttendeeFlow) -> None:
    request_id = checking_secret(queueing)
    queueing.handle(SecretChecked(request_id, DROP, active=True, used_up=False), 1.0)
    claim = the(ClaimWithSecret, recipient_given(queueing, 2.0))
    assert isinstance(claim, ClaimWithSecret)
    effects = queueing.handle(ServiceFailed(claim.attempt.request_id, Outcome.NO_NETWORK), 3.0)
    assert the(RecordMintResult, effects) == RecordMintResult(
        claim.attempt, Outcome.NO_NETWORK, 3.0
    )
    queueing.handle(StartOver(), 4.0)
    request_id = checking_secret(queueing, 5.0)
    queueing.handle(SecretChecked(request_id, DROP, active=True, used_up=False), 5.0)
    queueing.handle(InputReceived(ADDRESS), 6.0)
    queueing.handle(Tick(), 16.0)
    assert queueing.state.outcome is Outcome.UNCONFIRMED  # sent, never queued


# --- The chosen drop only, and secret words the kiosk can claim ---------------------------------

OTHER_DROP = DropInfo(drop_id=99, name="Somebody else's party", artwork_url="")


@pytest.fixture
def chosen() -> AttendeeFlow:
    """A kiosk where staff chose drop 7 and allowed drop 8 on purpose."""
    return AttendeeFlow(SITE, queue_offline=True, allowed_drops=frozenset({7, 8}))


def test_a_link_of_another_drop_is_refused_before_any_recipient(chosen: AttendeeFlow) -> None:
    request_id = checking_link(chosen, 0.0)
    effects = chosen.handle(
        LinkChecked(request_id, OTHER_DROP, claimed=False, active=True, secret=SECRET), 1.0
    )
    assert screen_of(effects) is Screen.RESULT
    assert chosen.state.outcome is Outcome.OTHER_DROP
    assert chosen.state.drop == OTHER_DROP  # the result page names the other drop
    refusal = the(RecordRefusal, effects)
    assert isinstance(refusal, RecordRefusal)
    assert (refusal.outcome, refusal.drop, refusal.qr_hash) == (
        Outcome.OTHER_DROP,
        OTHER_DROP,
        "abc123",
    )
    assert chosen.handle(InputReceived(ADDRESS), 2.0) == []  # no recipient is taken


def test_a_drop_staff_allowed_on_purpose_is_minted(chosen: AttendeeFlow) -> None:
    request_id = checking_link(chosen, 0.0)
    allowed = DropInfo(drop_id=8, name="Side event", artwork_url="")
    chosen.handle(LinkChecked(request_id, allowed, claimed=False, active=True, secret=SECRET), 1.0)
    assert chosen.state.screen is Screen.ASK_RECIPIENT
    assert the(Mint, chosen.handle(InputReceived(ADDRESS), 2.0))


def test_a_secret_word_of_another_drop_is_refused(chosen: AttendeeFlow) -> None:
    request_id = checking_secret(chosen, 0.0)
    effects = chosen.handle(SecretChecked(request_id, OTHER_DROP, active=True, used_up=False), 1.0)
    assert chosen.state.outcome is Outcome.OTHER_DROP
    assert the(RecordRefusal, effects)


def test_a_word_for_the_poap_app_is_refused_before_any_claim(chosen: AttendeeFlow) -> None:
    request_id = checking_secret(chosen, 0.0)
    event = SecretChecked(request_id, DROP, active=True, used_up=False, app_only=True)
    effects = chosen.handle(event, 1.0)
    assert chosen.state.outcome is Outcome.APP_ONLY_WORD
    assert not any(isinstance(effect, ClaimWithSecret) for effect in effects)


@pytest.mark.parametrize("outcome", [Outcome.UNCONFIRMED, Outcome.NO_NETWORK])
def test_a_mint_sent_without_a_known_outcome_is_queued_for_a_checked_link(
    chosen: AttendeeFlow, outcome: Outcome
) -> None:
    """Queued only after the service checked the link; the retry asks its status first."""
    request_id = checking_link(chosen, 0.0)
    chosen.handle(LinkChecked(request_id, DROP, claimed=False, active=True, secret=SECRET), 0.0)
    mint = the(Mint, chosen.handle(InputReceived(ADDRESS), 1.0))
    assert isinstance(mint, Mint)
    effects = chosen.handle(ServiceFailed(mint.attempt.request_id, outcome, "lost"), 2.0)
    assert chosen.state.outcome is Outcome.QUEUED
    assert the(RecordMintResult, effects) == RecordMintResult(
        mint.attempt, Outcome.QUEUED, 2.0, detail="lost"
    )


def test_a_failed_mint_is_a_failure_never_a_success(flow: AttendeeFlow) -> None:
    attempt = minting(flow, now=0.0)
    effects = flow.handle(ServiceFailed(attempt.request_id, Outcome.MINT_FAILED, "failed"), 1.0)
    assert flow.state.outcome is Outcome.MINT_FAILED
    assert PlaySound(Sound.FAILURE) in effects


@pytest.mark.parametrize(
    ("chosen_word", "outcome"),
    [
        ("increase-group-student", None),  # the word staff chose: minted
        ("Increase-Group-Student", Outcome.WORD_NOT_HERE),  # words are case-sensitive
        ("older-leaked-word", Outcome.WORD_NOT_HERE),  # staff moved on to another word
        ("", Outcome.WORD_NOT_HERE),  # "No secret word"
    ],
)
def test_only_the_word_staff_chose_is_taken(chosen_word: str, outcome: Outcome | None) -> None:
    """The service knows the typed word for this drop; the kiosk takes it only if staff chose
    it on the Secret word page (an older word they replaced no longer mints). Another word is
    refused as not taken here, never "not found": the service found it."""
    flow = AttendeeFlow(SITE, allowed_drops=frozenset({DROP.drop_id}), secret_word=chosen_word)
    request_id = checking_secret(flow)
    effects = flow.handle(SecretChecked(request_id, DROP, active=True, used_up=False), 1.0)
    assert flow.state.outcome is outcome
    if outcome is not None:
        refusal = the(RecordRefusal, effects)
        assert isinstance(refusal, RecordRefusal)
        assert refusal.outcome is outcome
        assert flow.handle(InputReceived(ADDRESS), 2.0) == []  # no recipient is taken


def test_a_link_whose_mint_is_saved_here_is_not_taken_again(flow: AttendeeFlow) -> None:
    """The service still says unclaimed, but this kiosk queued a mint of the link for an
    earlier attendee: the link is theirs, so nobody else is asked for a recipient."""
    request_id = checking_link(flow)
    checked = LinkChecked(request_id, DROP, claimed=False, active=True, secret=SECRET)
    effects = flow.handle(replace(checked, waiting_here=True), 1.0)
    assert flow.state.outcome is Outcome.ALREADY_CLAIMED
    refusal = the(RecordRefusal, effects)
    assert isinstance(refusal, RecordRefusal)
    assert refusal.detail == "saved here for an earlier mint"
    assert flow.handle(InputReceived(ADDRESS), 2.0) == []


def test_a_checks_wait_starts_when_its_call_is_sent(flow: AttendeeFlow) -> None:
    """The call waited for a worker thread (all in earlier calls): its 5 s count from the
    sending, so "no connection" is never said of a check the service was not sent."""
    check = the(CheckLink, flow.handle(InputReceived(LINK), 0.0))
    assert isinstance(check, CheckLink)
    request_id = check.request_id
    assert flow.handle(CallSent(request_id), 8.0) == []
    assert flow.handle(Tick(), 12.9) == []
    assert flow.state.screen is Screen.CHECKING_LINK
    flow.handle(Tick(), 13.0)
    assert flow.state.outcome is Outcome.NO_NETWORK


def test_a_mints_wait_starts_when_its_call_is_sent(flow: AttendeeFlow) -> None:
    attempt = minting(flow, now=0.0)
    flow.handle(CallSent(attempt.request_id), 20.0)
    assert flow.handle(Tick(), 29.9) == []
    assert flow.state.screen is Screen.MINTING
    flow.handle(Tick(), 30.0)
    assert flow.state.outcome is Outcome.UNCONFIRMED


def test_a_call_sent_that_is_not_awaited_changes_nothing(flow: AttendeeFlow) -> None:
    check = the(CheckLink, flow.handle(InputReceived(LINK), 0.0))
    assert isinstance(check, CheckLink)
    request_id = check.request_id
    flow.handle(Tick(), 5.0)  # "no connection"
    state = flow.state
    assert flow.handle(CallSent(request_id), 6.0) == []
    assert flow.state == state


def test_another_link_the_camera_reads_on_a_result_starts_the_next_turn_once_settled(
    flow: AttendeeFlow,
) -> None:
    """The next attendee's link (round 49 of the truth audit): the last attendee sees their
    result first; their own link or wallet still in view starts nothing."""
    next_link = "https://poap.xyz/mint/xyz789"
    at_result(flow, 0.0)
    assert flow.handle(InputReceived(LINK, InputSource.CAMERA), 0.5) == []
    assert flow.handle(InputReceived(ADDRESS, InputSource.CAMERA), 0.6) == []
    assert not flow.state.next_in_line
    shown = the(ShowScreen, flow.handle(InputReceived(next_link, InputSource.CAMERA), 1.0))
    assert isinstance(shown, ShowScreen)
    assert shown.state.screen is Screen.RESULT  # settling: "next in line" on the result
    assert shown.state.next_in_line
    check = the(CheckLink, flow.handle(Tick(), 2.0))
    assert isinstance(check, CheckLink)
    assert check.qr_hash == "xyz789"


def test_a_link_the_camera_reads_while_minting_waits_for_the_result(flow: AttendeeFlow) -> None:
    """Held up while the last mint ends: the attendee is told they are next, and their link is
    taken once the result was shown."""
    attempt = minting(flow, now=0.0)
    flow.handle(InputReceived("https://poap.xyz/mint/xyz789", InputSource.CAMERA), 1.0)
    assert flow.state.screen is Screen.MINTING
    assert flow.state.next_in_line
    flow.handle(MintSucceeded(attempt.request_id), 2.0)
    assert flow.state.next_in_line
    assert flow.handle(Tick(), 3.9) == []
    assert the(CheckLink, flow.handle(Tick(), 4.0))


def test_a_link_the_camera_read_long_before_the_result_is_kept_for_it(flow: AttendeeFlow) -> None:
    """The camera stays quiet about a link while it is held: a slow mint's result still takes
    it (round 52 of the truth audit)."""
    attempt = minting(flow, now=0.0)
    flow.handle(InputReceived("https://poap.xyz/mint/xyz789", InputSource.CAMERA), 1.0)
    flow.handle(MintSucceeded(attempt.request_id), 50.0)
    assert flow.handle(Tick(), 51.0) == []
    assert the(CheckLink, flow.handle(Tick(), 52.0))


def test_start_over_on_the_result_starts_the_turn_of_the_next_in_line(flow: AttendeeFlow) -> None:
    attempt = minting(flow, now=0.0)
    flow.handle(InputReceived("https://poap.xyz/mint/xyz789", InputSource.CAMERA), 1.0)
    flow.handle(MintSucceeded(attempt.request_id), 2.0)
    check = the(CheckLink, flow.handle(StartOver(), 2.5))
    assert isinstance(check, CheckLink)
    assert check.qr_hash == "xyz789"


def test_start_over_while_minting_starts_no_turn(flow: AttendeeFlow) -> None:
    """The last attendee leaves the busy page: their mint still runs, so no second starts."""
    minting(flow, now=0.0)
    flow.handle(InputReceived("https://poap.xyz/mint/xyz789", InputSource.CAMERA), 1.0)
    effects = flow.handle(StartOver(), 1.5)
    assert not [effect for effect in effects if isinstance(effect, CheckLink)]
    assert flow.state.screen is Screen.IDLE
