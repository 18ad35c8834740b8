"""The dispenser's calls against the emulator over real HTTP, checked against the emulator's own
record; the phone mints through the emulator's public mint page, as an attendee's browser does."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import cast

import pytest

from kiosk.core.dispenser import LinkCheck, LinkSource, PoolProblem, mint_page_url
from kiosk.core.dispenser_calls import DispenserCalls
from kiosk.core.secrets import forget_edit_code, store_edit_code
from kiosk.emulator import EmulatorServer, parse_fault_spec
from kiosk.emulator.phone import PhoneRefused, mint_with_phone
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.service.models import MintLinkStatus, service_date
from tests.keyrings import MemoryKeyring


@pytest.fixture
def client(emulator: EmulatorServer) -> Iterator[ServiceClient]:
    config = ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site)
    issued = emulator.credentials
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    with ServiceClient(
        config, credentials, token_store=MemoryTokenStore(), sleep=lambda _: None
    ) as service:
        yield service


@pytest.fixture
def calls(client: ServiceClient, emulator: EmulatorServer) -> DispenserCalls:
    return DispenserCalls(client, emulator.state.drops[0].id, emulator.mint_site)


def switch_off(emulator: EmulatorServer, qr_hash: str) -> None:
    """The service deactivates one link (``is_active: false``), its drop running on."""
    with emulator.state._lock:
        emulator.state._links[qr_hash].is_active = False


class StatusOnly:
    """A client that gives one status answer, for answers the emulator never gives."""

    def __init__(self, status: MintLinkStatus) -> None:
        self.status = status

    def get_mint_link(self, qr_hash: str) -> MintLinkStatus:
        return self.status


def unclaimed(emulator: EmulatorServer, drop_index: int = 0) -> set[str]:
    drop = emulator.state.drops[drop_index]
    return {h for h in drop.qr_hashes if not emulator.state.claim_status(h)["claimed"]}


def test_the_pool_is_the_drops_unclaimed_links(
    calls: DispenserCalls, emulator: EmulatorServer, memory_keyring: MemoryKeyring
) -> None:
    drop = emulator.state.drops[0]
    store_edit_code(drop.id, drop.edit_code)
    first = drop.qr_hashes[0]
    mint_with_phone(mint_page_url(first, "", emulator.mint_site))
    pool = calls.pool(LinkSource.SERVICE, "")
    assert pool.problem is None
    assert set(pool.qr_hashes) == unclaimed(emulator)
    assert first not in pool.qr_hashes
    forget_edit_code(drop.id)


def test_no_or_a_wrong_edit_code(
    calls: DispenserCalls, emulator: EmulatorServer, memory_keyring: MemoryKeyring
) -> None:
    drop_id = emulator.state.drops[0].id
    assert calls.pool(LinkSource.SERVICE, "").problem is PoolProblem.NO_EDIT_CODE
    wrong = "000000" if emulator.state.drops[0].edit_code != "000000" else "111111"
    store_edit_code(drop_id, wrong)
    assert calls.pool(LinkSource.SERVICE, "").problem is PoolProblem.WRONG_EDIT_CODE
    forget_edit_code(drop_id)


def test_each_check_is_what_the_service_says(
    calls: DispenserCalls, emulator: EmulatorServer
) -> None:
    mine, other = emulator.state.drops[0], emulator.state.drops[1]
    link = mine.qr_hashes[3]
    assert calls.check(link) is LinkCheck.FREE
    minted = mint_with_phone(mint_page_url(link, "", emulator.mint_site))
    assert emulator.state.claim_status(link)["beneficiary"] == minted.address
    assert calls.check(link) is LinkCheck.CLAIMED
    assert calls.check(other.qr_hashes[0]) is LinkCheck.OTHER_DROP
    assert calls.check("zzzzzz") is LinkCheck.NOT_FOUND
    with pytest.raises(PhoneRefused):  # the page offers no mint for a claimed link
        mint_with_phone(mint_page_url(link, "", emulator.mint_site))


def test_a_claim_before_the_qr_was_up_is_elsewhere_one_after_is_a_hand_out(
    calls: DispenserCalls, client: ServiceClient, emulator: EmulatorServer
) -> None:
    """The claim's ``claimed_date`` against the moment the QR went up, both the service's clock
    (the emulator's, its ``Date`` and its ``claimed_date``)."""
    link = emulator.state.drops[0].qr_hashes[4]
    assert calls.check(link) is LinkCheck.FREE  # a dated answer: ``now`` is the service's
    before_the_claim = client.now()
    mint_with_phone(mint_page_url(link, "", emulator.mint_site))
    claimed_at = calls.client.get_mint_link(link).claimed_at
    assert claimed_at is not None
    assert claimed_at >= before_the_claim
    assert calls.check(link, before_the_claim) is LinkCheck.CLAIMED
    later = claimed_at + timedelta(seconds=1)
    assert calls.check(link, later) is LinkCheck.CLAIMED_ELSEWHERE
    assert calls.check(link) is LinkCheck.CLAIMED  # never shown: no moment to go by


def test_a_claim_without_a_readable_time_is_never_called_elsewhere() -> None:
    status = MintLinkStatus.from_json(
        {"qr_hash": "abc123", "claimed": True, "claimed_date": "yesterday", "event": {"id": 7}}
    )
    client = cast(ServiceClient, StatusOnly(status))
    calls = DispenserCalls(client, 7, "https://poap.xyz", today=lambda: date(2026, 11, 26))
    assert (status.event_id, status.claimed_at) == (7, None)
    assert calls.check("abc123", datetime.now(UTC)) is LinkCheck.CLAIMED


def test_a_switched_off_link_is_inactive_only_a_drop_past_its_expiry_date_is_expired(
    calls: DispenserCalls, client: ServiceClient, emulator: EmulatorServer
) -> None:
    drop = emulator.state.drops[0]
    off, on = drop.qr_hashes[2], drop.qr_hashes[3]
    switch_off(emulator, off)
    assert calls.check(off) is LinkCheck.INACTIVE  # this link alone: nothing said of the drop
    assert calls.check(on) is LinkCheck.FREE
    expiry = service_date(emulator.state.claim_status(off)["event"]["expiry_date"])
    assert expiry is not None
    day_after = expiry + timedelta(days=1)
    later = DispenserCalls(client, drop.id, emulator.mint_site, today=lambda: day_after)
    assert later.check(off) is LinkCheck.EXPIRED  # the answer's expiry date is past
    assert calls.today() < day_after


def test_a_link_not_active_is_never_expired_without_a_date_that_says_so(
    calls: DispenserCalls, emulator: EmulatorServer
) -> None:
    drop = emulator.state.drops[0]
    switch_off(emulator, drop.qr_hashes[0])  # one link switched off, the drop runs on
    assert calls.check(drop.qr_hashes[0]) is LinkCheck.INACTIVE
    # The service's calendar past the drop's expiry date, this computer's still today: the
    # drop expired by the service's day (its answers' Date), whatever this clock says.
    emulator.state.advance_clock(91 * 86400)
    assert emulator.state.claim_status(drop.qr_hashes[1])["is_active"] is False
    assert calls.check(drop.qr_hashes[1]) is LinkCheck.EXPIRED
    no_drop = MintLinkStatus("abc123", claimed=False, is_active=False, event=None, event_id=7)
    client = cast(ServiceClient, StatusOnly(no_drop))
    far_on = DispenserCalls(client, 7, emulator.mint_site, today=lambda: date(2999, 1, 1))
    assert far_on.check("abc123") is LinkCheck.INACTIVE  # the answer gave no expiry date


def test_no_answer_is_unchecked_never_free(calls: DispenserCalls, emulator: EmulatorServer) -> None:
    emulator.state.add_fault(*parse_fault_spec("GET /actions/claim-qr=status:503"))
    assert calls.check(emulator.state.drops[0].qr_hashes[0]) is LinkCheck.UNCHECKED


def test_a_links_file_is_checked_link_by_link(
    calls: DispenserCalls, emulator: EmulatorServer, tmp_path: Path
) -> None:
    mine, other = emulator.state.drops[0], emulator.state.drops[1]
    mint_with_phone(mint_page_url(mine.qr_hashes[1], "", emulator.mint_site))
    site = emulator.mint_site
    lines = [f"{site}/mint/{h.upper()}" for h in mine.qr_hashes[:5]]
    lines += [f"{site}/mint?qr_hash={h}" for h in other.qr_hashes[:3]]
    lines += ["not a link", mine.qr_hashes[0], "zzzzzz"]
    path = tmp_path / "links.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    switch_off(emulator, mine.qr_hashes[4])
    checked = calls.check_file(path)
    assert checked.free == (mine.qr_hashes[0], *mine.qr_hashes[2:4])
    assert (checked.claimed, checked.other_drop, checked.not_found) == (1, 3, 1)
    assert checked.expired == 1  # "No longer active": the switched-off one
    assert (checked.unreadable, checked.repeated, checked.problem) == (1, 1, None)
    pool = calls.pool(LinkSource.FILE, str(path))
    assert len(pool.qr_hashes) == 9  # every link read; each is checked again before shown
    assert calls.pool(LinkSource.FILE, str(tmp_path / "gone.txt")).problem is PoolProblem.NO_FILE
