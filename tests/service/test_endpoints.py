"""Every endpoint's happy path, client against the emulator over loopback HTTP."""

from __future__ import annotations

import io
from datetime import date

import httpx
import pytest
from PIL import Image

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    Event,
    EventChanges,
    EventDraft,
    InvalidInput,
    JobStatus,
    MintLinkStatus,
    MintState,
    NotFound,
    ServiceClient,
)
from kiosk.service.client import _moment_of
from tests.service.conftest import ADDRESS, ClientFactory, RecordingTransport, png_bytes


def mint_one(client: ServiceClient, qr_hash: str, address: str = ADDRESS) -> str:
    """Mint a link through the client; returns the job id."""
    status = client.get_mint_link(qr_hash)
    return client.mint(qr_hash, status.secret, address).job_id


def test_get_mint_link_answers_the_unclaimed_link_with_its_drop(
    client: ServiceClient, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    status = client.get_mint_link(qr_hash.upper())  # typed codes are case-insensitive
    assert status.qr_hash == qr_hash
    assert not status.claimed
    assert status.is_active
    assert len(status.secret) == 64
    assert status.event is not None
    assert status.event.id == drop.id
    assert status.event.name == drop.name
    assert status.tx_hash == ""


def test_mint_answers_a_job_and_the_link_then_shows_the_recipient(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (10, 20)
    qr_hash = drop.qr_hashes[1]
    status = client.get_mint_link(qr_hash)
    receipt = client.mint(qr_hash, status.secret, ADDRESS)
    assert receipt.qr_hash == qr_hash
    assert receipt.job_id.isdigit()
    after = client.get_mint_link(qr_hash)
    assert after.claimed
    assert after.is_for(ADDRESS.upper().replace("0X", "0x"))
    assert after.tx_status == "waiting_tx"
    assert emulator.state.mints_of(qr_hash) == 1


def test_transaction_request_goes_from_in_process_to_finish(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (10, 20)
    job_id = mint_one(client, drop.qr_hashes[2])
    assert client.get_transaction_request(job_id).status is JobStatus.IN_PROCESS
    emulator.state.advance_clock(11)
    working = client.get_transaction_request(job_id)
    assert working.status is JobStatus.IN_PROCESS_WORKER
    assert not working.finished
    emulator.state.advance_clock(20)
    done = client.get_transaction_request(job_id)
    assert done.status is JobStatus.FINISH
    assert done.finished
    assert done.tx_hash.startswith("0x")


def test_unknown_transaction_request_is_not_found(client: ServiceClient) -> None:
    with pytest.raises(NotFound, match="Transaction request not found"):
        client.get_transaction_request("987654")


def test_follow_mint_says_passed_once_the_clock_passes_the_delays(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (10, 20)
    qr_hash = drop.qr_hashes[3]
    mint_one(client, qr_hash)
    emulator.state.advance_clock(31)
    state, status = client.follow_mint(qr_hash, ADDRESS, by_email=False)
    assert state is MintState.PASSED
    assert status.tx_hash.startswith("0x")
    assert status.tx_status == "passed"
    assert status.token_id > 0


def test_follow_mint_does_not_take_a_pending_transaction_for_minted(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The service sets tx_hash while the transaction is pending: that is not minted yet."""
    client: ServiceClient = make_client(follow_timeout_s=2.0, follow_interval_s=1.0)
    emulator.state.mint_delays = (0, 10_000)
    qr_hash = drop.qr_hashes[4]
    mint_one(client, qr_hash)
    state, status = client.follow_mint(qr_hash, ADDRESS, by_email=False)
    assert status.tx_hash.startswith("0x")
    assert (state, status.tx_status) == (MintState.ON_CHAIN, "pending")


def test_follow_mint_reports_a_failed_transaction_as_failed(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (0, 0)
    emulator.state.add_fault("POST /actions/claim-qr", Fault(mint_fails=True, times=1))
    qr_hash = drop.qr_hashes[6]
    mint_one(client, qr_hash)
    state, status = client.follow_mint(qr_hash, ADDRESS, by_email=False)
    assert (state, status.tx_status) == (MintState.FAILED, "failed")
    assert status.tx_hash.startswith("0x")  # kept by the service, and still not minted


def test_follow_mint_gives_up_after_its_timeout_without_real_waiting(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The mint never gets a transaction here: the follow stops after its timeout, asking soon
    and then less often (after 0.25, 0.5, 1, 1, 1, 1 s of the recording sleep, and once more at
    the timeout), and answers SENT."""
    client: ServiceClient = make_client(follow_timeout_s=5.0, follow_interval_s=1.0)
    emulator.state.mint_delays = (10_000, 10_000)
    qr_hash = drop.qr_hashes[5]
    mint_one(client, qr_hash)
    before = emulator.state.counters["GET /actions/claim-qr"]
    state, status = client.follow_mint(qr_hash, ADDRESS, by_email=False)
    assert (state, status.claimed, status.tx_hash) == (MintState.SENT, True, "")
    polls = emulator.state.counters["GET /actions/claim-qr"] - before
    assert polls == 7


def test_validate_edit_code_true_and_false(client: ServiceClient, drop: DemoDrop) -> None:
    assert client.validate_edit_code(drop.id, drop.edit_code) is True
    wrong = f"{(int(drop.edit_code) + 1) % 1_000_000:06d}"
    assert client.validate_edit_code(drop.id, wrong) is False


def test_mint_codes_lists_the_links_and_which_are_claimed(
    client: ServiceClient, drop: DemoDrop
) -> None:
    mint_one(client, drop.qr_hashes[0])
    codes = client.mint_codes(drop.id, drop.edit_code)
    assert {code.qr_hash for code in codes} == set(drop.qr_hashes)
    claimed = {code.qr_hash for code in codes if code.claimed}
    assert claimed == {drop.qr_hashes[0]}


def test_redeem_request_adds_mint_links(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    request = client.request_more_mints(drop.id, 5, drop.edit_code)
    assert request.id
    codes = client.mint_codes(drop.id, drop.edit_code)
    assert len(codes) == len(drop.qr_hashes) + 5


def test_get_secret_reads_the_website_secret(client: ServiceClient, drop: DemoDrop) -> None:
    assert drop.website_secret is not None
    secret = client.get_secret(drop.website_secret)
    assert secret.name == drop.website_secret
    assert secret.kind == "website"
    assert secret.active
    assert secret.total == 20
    assert secret.claimed == 0
    assert not secret.used_up
    assert not secret.app_only
    assert secret.event is not None
    assert secret.event.id == drop.id


def test_get_secret_of_an_unknown_word_is_not_found(client: ServiceClient) -> None:
    with pytest.raises(NotFound, match="could not find that secret word"):
        client.get_secret("no-such-word")


def test_update_secret_request_changes_the_window(client: ServiceClient, drop: DemoDrop) -> None:
    assert drop.word_secret is not None
    request = client.update_secret_request(
        drop.id,
        drop.edit_code,
        drop.word_secret,
        "2020-01-01T00:00:00",
        "2020-01-02T00:00:00",
        secret_type="word",
    )
    assert request > 0
    secret = client.get_secret(drop.word_secret)
    assert secret.starts.startswith("2020-01-01")
    assert secret.ends.startswith("2020-01-02")


def draft(**changes: object) -> EventDraft:
    values: dict[str, object] = {
        "name": "Client Test Drop",
        "description": "Made by the service client tests.",
        "start_date": "2030-05-01",
        "end_date": "05-02-2030",
        "expiry_date": "2030-08-01",
        "virtual_event": False,
        "edit_code": "123456",
        "email": "issuer@example.org",
        "city": "Porto",
        "country": "Portugal",
        "event_url": "",
        "requested_codes": 3,
    }
    values.update(changes)
    return EventDraft(**values)  # type: ignore[arg-type]


def test_create_event_sends_a_multipart_form_with_the_image(
    client: ServiceClient, emulator: EmulatorServer
) -> None:
    event = client.create_event(draft(), png_bytes())
    assert event.name == "Client Test Drop"
    assert event.city == "Porto"
    assert event.start_date == "01-May-2030"
    assert event.end_date == "02-May-2030"
    assert event.virtual_event is False
    assert event.artwork_url
    created = next(d for d in emulator.state.drops if d.id == event.id)
    assert len(created.qr_hashes) == 3
    assert created.edit_code == "123456"


def test_create_event_accepts_empty_and_missing_places(client: ServiceClient) -> None:
    event = client.create_event(
        draft(name="No Places", city=None, country="", event_url=None, virtual_event=True),
        png_bytes(),
    )
    assert event.city == ""
    assert event.country == ""
    assert event.virtual_event is True


def test_update_event_changes_the_drop(
    client: ServiceClient, drop: DemoDrop, transport: RecordingTransport
) -> None:
    client.update_event(
        drop.fancy_id,
        EventChanges(name="Renamed Day", city="", virtual_event=True, end_date="12-31-2030"),
        drop.edit_code,
    )
    event = client.get_event(drop.fancy_id)
    assert event.name == "Renamed Day"
    assert event.city == ""
    assert event.virtual_event is True
    assert event.end_date == "31-Dec-2030"
    [sent] = [s for s in transport.to_path(f"/events/{drop.fancy_id}") if s.method == "PUT"]
    assert sent.headers["Content-Type"].startswith("multipart/form-data")
    assert b'name="virtual_event"\r\n\r\ntrue' in sent.content
    assert b"filename=" not in sent.content  # text parts only, no file


def test_update_event_with_a_wrong_edit_code_is_refused(
    client: ServiceClient, drop: DemoDrop
) -> None:
    wrong = f"{(int(drop.edit_code) + 1) % 1_000_000:06d}"
    with pytest.raises(InvalidInput, match="Invalid edit code"):
        client.update_event(drop.fancy_id, EventChanges(name="x"), wrong)


def test_get_event_by_fancy_id_and_by_id_agree(client: ServiceClient, drop: DemoDrop) -> None:
    by_fancy = client.get_event(drop.fancy_id)
    by_id = client.get_event_by_id(drop.id)
    assert by_fancy == by_id
    assert by_fancy.id == drop.id
    assert by_fancy.name == drop.name
    kinds = {art.kind for art in by_fancy.artwork}
    assert kinds == {"ORIGINAL", "CROP"}
    assert by_fancy.artwork_url == by_fancy.image_url


def test_unknown_drop_is_not_found(client: ServiceClient) -> None:
    with pytest.raises(NotFound, match="Event not found"):
        client.get_event("no-such-drop")
    with pytest.raises(NotFound, match="Event not found"):
        client.get_event_by_id(1)


def test_paginated_events_pages_sorts_and_searches(client: ServiceClient) -> None:
    first = client.list_events(limit=10, offset=0, sort_field="id", sort_dir="asc")
    second = client.list_events(limit=10, offset=10, sort_field="id", sort_dir="asc")
    assert first.total == second.total == 25
    assert (first.limit, first.offset, second.offset) == (10, 0, 10)
    ids = [event.id for event in first.items + second.items]
    assert ids == sorted(ids)
    assert len(set(ids)) == 20
    descending = client.list_events(limit=1000, sort_field="name", sort_dir="desc")
    names = [event.name for event in descending.items]
    assert names == sorted(names, reverse=True)
    found = client.list_events(name="  harbour LIGHTS ")
    assert [event.name for event in found.items] == ["Harbour Lights Meetup"]
    assert found.total == 1


@pytest.mark.parametrize(
    "arguments",
    [{"limit": 0}, {"limit": 1001}, {"offset": -1}, {"sort_field": "city"}, {"sort_dir": "up"}],
)
def test_paginated_events_out_of_range_is_refused_before_sending(
    client: ServiceClient, emulator: EmulatorServer, arguments: dict[str, object]
) -> None:
    with pytest.raises(InvalidInput):
        client.list_events(**arguments)  # type: ignore[arg-type]
    assert emulator.state.counters["GET /paginated-events"] == 0


def test_minting_config_read_and_set(client: ServiceClient, drop: DemoDrop) -> None:
    config = client.get_minting_config(drop.id)
    assert config.drop_id == drop.id
    assert config.chain_ids == (100,)
    assert config.network_names == ("Gnosis",)
    changed = client.set_minting_config(drop.id, drop.edit_code, 8453)
    assert changed.chain_ids == (8453,)
    assert client.get_minting_config(drop.id).network_names == ("Base",)
    reset = client.set_minting_config(drop.id, drop.edit_code, None)
    assert reset.chain_ids == (100,)


def test_minting_config_with_a_wrong_edit_code_is_refused(
    client: ServiceClient, drop: DemoDrop
) -> None:
    wrong = f"{(int(drop.edit_code) + 1) % 1_000_000:06d}"
    with pytest.raises(InvalidInput, match="Invalid edit code"):
        client.set_minting_config(drop.id, wrong, 1)
    assert client.get_minting_config(drop.id).chain_ids == (100,)


def test_minting_config_with_an_edit_code_starting_with_zero(
    client: ServiceClient, emulator: EmulatorServer
) -> None:
    """An edit code like 012345 is six digits too; it must reach the service intact."""
    event = client.create_event(draft(name="Leading Zero", edit_code="012345"), png_bytes())
    assert client.validate_edit_code(event.id, "012345") is True
    assert client.set_minting_config(event.id, "012345", 137).chain_ids == (137,)


def test_website_claim_mints_a_hidden_link_for_the_address(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    assert drop.website_secret is not None
    status = client.website_claim(drop.website_secret, ADDRESS, drop.id)
    assert isinstance(status, MintLinkStatus)
    assert status.claimed
    assert status.is_for(ADDRESS)
    assert status.event is not None
    assert status.event.id == drop.id
    assert status.qr_hash not in drop.qr_hashes  # a hidden link of the secret
    assert emulator.state.mints_of(status.qr_hash) == 1
    assert client.get_secret(drop.website_secret).claimed == 1


def test_scan_and_scan_event(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (0, 0)
    assert client.scan(ADDRESS) == []
    assert client.scan_event(ADDRESS, drop.id) is None
    mint_one(client, drop.qr_hashes[0])
    held = client.scan(ADDRESS)
    assert len(held) == 1
    assert held[0].event.id == drop.id
    assert held[0].owner == ADDRESS
    assert held[0].chain == "xdai"
    one = client.scan_event(ADDRESS, drop.id)
    assert one is not None
    assert one.token_id == held[0].token_id
    assert one.token_id.isdigit()


def test_health(client: ServiceClient, emulator: EmulatorServer) -> None:
    assert client.health() is True
    assert emulator.state.counters["GET /health-check"] == 1


def test_download_artwork_asks_for_the_small_size(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, transport: RecordingTransport
) -> None:
    event: Event = client.get_event(drop.fancy_id)
    data = client.download_artwork(event.artwork_url)
    assert emulator.state.counters["GET /assets/{name}"] == 1
    [sent] = transport.to_path("/assets/")
    assert sent.url.params.get("size") == "small"
    with Image.open(io.BytesIO(data)) as image:
        assert max(image.size) == 128  # the 1000 px original would be far larger
        assert image.format == "PNG"


def test_download_artwork_keeps_other_query_parameters(
    client: ServiceClient, drop: DemoDrop, transport: RecordingTransport
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url + "?size=large&v=2"
    client.download_artwork(url)
    [sent] = transport.to_path("/assets/")
    assert sent.url.params.get_list("size") == ["small"]
    assert sent.url.params.get("v") == "2"


@pytest.mark.parametrize("word", ["why?not", "100%", "a#b", "Ünïcode", "a+b&c=d"])
def test_secret_words_with_url_characters_reach_the_service_intact(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, http: httpx.Client,
    word: str,
) -> None:
    created = http.post(
        f"{emulator.base_url}/secret-requests",
        headers={"X-API-Key": emulator.credentials.api_key},
        json={"event_id": drop.id, "secret_code": drop.edit_code, "claim_name": word,
              "secret_type": "website", "from": "2020-01-01T00:00:00",
              "to": "2040-01-01T00:00:00", "requested_codes": 2, "active": True},
    )
    assert created.status_code == 200, created.text
    assert client.get_secret(word).name == word
    emulator.state.mint_delays = (0, 0)
    emulator.state.add_fault("POST /website/claim", Fault(drop_after_handling=True, times=1))
    assert client.website_claim(word, ADDRESS, drop.id).claimed  # resolved by the scan
    assert emulator.state.counters["POST /website/claim"] == 1


def test_scan_of_an_email_with_url_characters(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    email = "visitor+kiosk#1@example.org"
    status = client.get_mint_link(drop.qr_hashes[0])
    client.mint(drop.qr_hashes[0], status.secret, email)
    held = client.scan_event(email, drop.id)
    assert held is not None
    assert held.owner == email
    assert [token.event.id for token in client.scan(email)] == [drop.id]


def test_the_services_day_is_its_answers_date_not_this_computers(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A drop expires by the service's calendar: the day of its answers' ``Date``."""
    bad_clock = date(2000, 1, 1)
    monkeypatch.setattr("kiosk.service.service_clock.utc_today", lambda: bad_clock)
    assert client.today() == date(2000, 1, 1)  # no answer yet: this computer's day is all it has
    emulator.state.advance_clock(3 * 86400)
    try:
        client.get_event_by_id(drop.id)
        assert client.today() == emulator.state.today() != date(2000, 1, 1)
    finally:
        emulator.state.advance_clock(-3 * 86400)


@pytest.mark.parametrize(
    "header",
    [
        "Mon, 01 Jan 99999999999999999999 00:00:00 GMT",  # a year no integer type holds
        "Fri, 31 Dec 9999 23:59:59 GMT",  # now() would run past the calendar's end
        "Thu, 01 Jan 1970 00:00:00 GMT",
        "Fri, 01 Jan 2100 00:00:00 GMT",  # a gateway's clock set by hand, years off any real one
        "Mon, 01 Jan 2026 00:00:00",  # no zone
        "yesterday",
    ],
)
def test_a_date_no_clock_would_give_is_not_the_services_time(header: str) -> None:
    assert _moment_of(header) is None
