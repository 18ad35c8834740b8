"""The spec's rules on both sides: the client refuses before sending anything (the emulator saw no
request at all, not even a token request), and the emulator refuses the same raw request."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.emulator import EmulatorServer
from kiosk.emulator import rules as emulator_rules
from kiosk.emulator.models import DemoDrop
from kiosk.emulator.rules import ApiError
from kiosk.service import EventChanges, EventDraft, InvalidInput, ServiceClient
from kiosk.service import rules as client_rules
from tests.service.conftest import ADDRESS, RecordingTransport, bearer_headers, png_bytes

BAD_DATES = [
    "02-30-2024",  # no 30 February
    "2024-02-30",
    "2024-13-01",
    "13-01-2024",
    "2024/01/01",
    "01/02/2024",
    "1-2-2024",
    "2024-1-2",
    "20240101",
    "07-Dec-2021",  # the service's output form is not an input form
    "",
    " 2024-01-01",
]
GOOD_DATES = ["2024-02-29", "02-29-2024", "2030-12-31", "12-31-2030"]
BAD_EDIT_CODES = ["12345", "1234567", "abcdef", "12 456", "", "１２３４５６"]
BAD_QR_HASHES = ["abc", "abcdefg", "ab-def", "ab def", "", "abcdé1"]
SPACES = [" ", "   ", "\t", " \n "]

FORM: dict[str, str] = {
    "name": "Raw Request Drop",
    "description": "Sent without the client's checks.",
    "start_date": "2030-05-01",
    "end_date": "2030-05-02",
    "expiry_date": "2030-08-01",
    "virtual_event": "false",
    "secret_code": "123456",
    "email": "issuer@example.org",
}


def good_draft(**changes: Any) -> EventDraft:
    values: dict[str, Any] = {
        "name": "Rule Test Drop",
        "description": "Checks the rules.",
        "start_date": "2030-05-01",
        "end_date": "2030-05-02",
        "expiry_date": "2030-08-01",
        "virtual_event": False,
        "edit_code": "123456",
        "email": "issuer@example.org",
    }
    values.update(changes)
    return EventDraft(**values)


def changes(field: str, value: object) -> EventChanges:
    fields: dict[str, Any] = {field: value}
    return EventChanges(**fields)


def nothing_sent(emulator: EmulatorServer, transport: RecordingTransport) -> None:
    assert sum(emulator.state.counters.values()) == 0, emulator.state.counters
    assert transport.sent == []


def raw_create(
    http: httpx.Client, emulator: EmulatorServer, **changes: str | None
) -> httpx.Response:
    fields = {**FORM, **changes}
    data = {key: value for key, value in fields.items() if value is not None}
    return http.post(
        f"{emulator.base_url}/events",
        headers={"X-API-Key": emulator.credentials.api_key},
        data=data,
        files={"image": ("art.png", png_bytes(), "image/png")},
    )


def raw_update(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop, **fields: str
) -> httpx.Response:
    return http.put(
        f"{emulator.base_url}/events/{drop.fancy_id}",
        headers={"X-API-Key": emulator.credentials.api_key},
        data={"secret_code": drop.edit_code, **fields},
        files={"_": ("", b"", "application/octet-stream")},
    )


def refused(answer: httpx.Response, *words: str) -> None:
    assert answer.status_code == 400, answer.text
    message = answer.json()["message"]
    for word in words:
        assert word in message


# --------------------------------------------------------------------- description ------------


def test_description_over_1500_refused_by_the_client(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport,
    drop: DemoDrop,
) -> None:
    with pytest.raises(InvalidInput, match="description must be 1500 characters or fewer"):
        client.create_event(good_draft(description="x" * 1501), png_bytes())
    with pytest.raises(InvalidInput, match="description"):
        client.update_event(drop.fancy_id, EventChanges(description="é" * 1501), drop.edit_code)
    nothing_sent(emulator, transport)


def test_description_over_1500_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    refused(raw_create(http, emulator, description="x" * 1501), "description", "1500")
    refused(raw_update(http, emulator, drop, description="x" * 1501), "description", "1500")


def test_description_of_exactly_1500_accepted_on_both_sides(
    client: ServiceClient, http: httpx.Client, emulator: EmulatorServer
) -> None:
    event = client.create_event(good_draft(description="y" * 1500), png_bytes())
    assert len(event.description) == 1500
    assert raw_create(http, emulator, name="Raw 1500", description="z" * 1500).status_code == 200


# --------------------------------------------------------------------- dates ------------------


@pytest.mark.parametrize("value", BAD_DATES)
def test_bad_dates_refused_by_the_client(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport,
    drop: DemoDrop, value: str,
) -> None:
    for field in ("start_date", "end_date", "expiry_date"):
        with pytest.raises(InvalidInput, match=field):
            client.create_event(good_draft(**{field: value}), png_bytes())
        with pytest.raises(InvalidInput, match=field):
            client.update_event(drop.fancy_id, changes(field, value), drop.edit_code)
    nothing_sent(emulator, transport)


@pytest.mark.parametrize("value", BAD_DATES)
def test_bad_dates_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop, value: str
) -> None:
    refused(raw_create(http, emulator, start_date=value), "start_date")
    refused(raw_update(http, emulator, drop, expiry_date=value), "expiry_date")


@pytest.mark.parametrize("value", GOOD_DATES)
def test_good_dates_accepted_on_both_sides(
    client: ServiceClient, http: httpx.Client, emulator: EmulatorServer, value: str
) -> None:
    event = client.create_event(good_draft(name=f"Date {value}", end_date=value), png_bytes())
    assert event.end_date.endswith(value[:4] if value[4] == "-" else value[-4:])
    assert raw_create(http, emulator, name=f"Raw {value}", end_date=value).status_code == 200


@settings(max_examples=200, deadline=None)
@given(st.one_of(
    st.from_regex(r"\A[0-9]{2,4}-[0-9]{2}-[0-9]{2,4}\Z"),
    st.text(max_size=12),
))
def test_client_and_emulator_date_rules_agree(value: str) -> None:
    """Whatever the text, the client accepts a date exactly when the emulator does."""
    try:
        client_rules.date("start_date", value)
        client_ok = True
    except InvalidInput:
        client_ok = False
    try:
        emulator_rules.parse_date("start_date", value)
        emulator_ok = True
    except ApiError:
        emulator_ok = False
    assert client_ok == emulator_ok


# --------------------------------------------------------------------- virtual_event ----------


def test_virtual_event_not_a_bool_refused_by_the_client(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport,
    drop: DemoDrop,
) -> None:
    for value in ("true", "false", 1, 0, None, "yes"):
        with pytest.raises(InvalidInput, match="virtual_event"):
            client.create_event(good_draft(virtual_event=value), png_bytes())
        if value is not None:  # None on an update means "leave it as it is"
            with pytest.raises(InvalidInput, match="virtual_event"):
                client.update_event(
                    drop.fancy_id,
                    EventChanges(virtual_event=value),  # type: ignore[arg-type]
                    drop.edit_code,
                )
    nothing_sent(emulator, transport)


@pytest.mark.parametrize("value", ["yes", "1", "True", "", None])
def test_virtual_event_not_a_bool_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop, value: str | None
) -> None:
    refused(raw_create(http, emulator, virtual_event=value), "virtual_event")
    if value:
        refused(raw_update(http, emulator, drop, virtual_event=value), "virtual_event")


# --------------------------------------------------------------------- places -----------------


@pytest.mark.parametrize("field", ["city", "country", "event_url"])
def test_space_only_places_refused_by_the_client(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport,
    drop: DemoDrop, field: str,
) -> None:
    for value in SPACES:
        with pytest.raises(InvalidInput, match=field):
            client.create_event(good_draft(**{field: value}), png_bytes())
        with pytest.raises(InvalidInput, match=field):
            client.update_event(drop.fancy_id, changes(field, value), drop.edit_code)
    nothing_sent(emulator, transport)


@pytest.mark.parametrize("field", ["city", "country", "event_url"])
def test_space_only_places_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop, field: str
) -> None:
    refused(raw_create(http, emulator, **{field: "   "}), field)
    refused(raw_update(http, emulator, drop, **{field: " "}), field)


@pytest.mark.parametrize("value", ["", None])
@pytest.mark.parametrize("field", ["city", "country", "event_url"])
def test_empty_and_missing_places_accepted_on_both_sides(
    client: ServiceClient, http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop,
    field: str, value: str | None,
) -> None:
    event = client.create_event(good_draft(name=f"Place {field}", **{field: value}), png_bytes())
    assert getattr(event, field) == ""
    client.update_event(drop.fancy_id, changes(field, value), drop.edit_code)
    assert raw_create(http, emulator, name=f"Raw {field}", **{field: value}).status_code == 200
    if value is not None:
        assert getattr(client.get_event(drop.fancy_id), field) == ""
        assert raw_update(http, emulator, drop, **{field: value}).status_code == 204


# --------------------------------------------------------------------- captcha ----------------


@pytest.mark.parametrize("key", ["captcha", "captchaToken", "g-recaptcha-response", "hCaptcha"])
def test_captcha_keys_refused_by_the_client_rule(key: str) -> None:
    with pytest.raises(InvalidInput, match="is not allowed"):
        client_rules.no_captcha({"address": ADDRESS, key: "token"})
    client_rules.no_captcha({"address": ADDRESS, "qr_hash": "abc123"})


def test_the_client_never_sends_a_captcha(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport,
    drop: DemoDrop,
) -> None:
    emulator.state.mint_delays = (0, 0)
    assert drop.website_secret is not None
    status = client.get_mint_link(drop.qr_hashes[0])
    client.mint(drop.qr_hashes[0], status.secret, ADDRESS)
    client.website_claim(drop.website_secret, "0x" + "12" * 20, drop.id)
    client.validate_edit_code(drop.id, drop.edit_code)
    client.request_more_mints(drop.id, 1, drop.edit_code)
    client.create_event(good_draft(), png_bytes())
    assert transport.sent
    for sent in transport.sent:
        assert b"captcha" not in sent.content.lower()
        assert "captcha" not in str(sent.url).lower()


@pytest.mark.parametrize("where", ["body", "query"])
def test_captcha_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop, where: str
) -> None:
    headers = bearer_headers(http, emulator)
    qr_hash = drop.qr_hashes[0]
    secret = http.get(
        f"{emulator.base_url}/actions/claim-qr", params={"qr_hash": qr_hash}, headers=headers
    ).json()["secret"]
    body: dict[str, object] = {"address": ADDRESS, "qr_hash": qr_hash, "secret": secret}
    params = {}
    if where == "body":
        body["captcha"] = "token"
    else:
        params["captcha"] = "token"
    answer = http.post(
        f"{emulator.base_url}/actions/claim-qr", json=body, params=params, headers=headers
    )
    refused(answer, '"captcha" is not allowed')
    assert emulator.state.mints_of(qr_hash) == 0


# --------------------------------------------------------------------- qr_hash ----------------


@pytest.mark.parametrize("value", BAD_QR_HASHES)
def test_bad_qr_hash_refused_by_the_client(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport, value: str
) -> None:
    with pytest.raises(InvalidInput, match="qr_hash"):
        client.get_mint_link(value)
    with pytest.raises(InvalidInput, match="qr_hash"):
        client.mint(value, "0" * 64, ADDRESS)
    with pytest.raises(InvalidInput, match="qr_hash"):
        client.follow_mint(value, ADDRESS, by_email=False)
    nothing_sent(emulator, transport)


@pytest.mark.parametrize("value", BAD_QR_HASHES)
def test_bad_qr_hash_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, value: str
) -> None:
    headers = bearer_headers(http, emulator)
    answer = http.get(
        f"{emulator.base_url}/actions/claim-qr", params={"qr_hash": value}, headers=headers
    )
    assert answer.status_code == 404, answer.text
    minted = http.post(
        f"{emulator.base_url}/actions/claim-qr",
        json={"address": ADDRESS, "qr_hash": value, "secret": "0" * 64},
        headers=headers,
    )
    assert minted.status_code in (400, 404), minted.text


# --------------------------------------------------------------------- edit code --------------


@pytest.mark.parametrize("value", BAD_EDIT_CODES)
def test_bad_edit_code_refused_by_the_client(
    client: ServiceClient, emulator: EmulatorServer, transport: RecordingTransport,
    drop: DemoDrop, value: str,
) -> None:
    calls = [
        lambda: client.validate_edit_code(drop.id, value),
        lambda: client.mint_codes(drop.id, value),
        lambda: client.request_more_mints(drop.id, 1, value),
        lambda: client.set_minting_config(drop.id, value, 1),
        lambda: client.update_event(drop.fancy_id, EventChanges(name="x"), value),
        lambda: client.create_event(good_draft(edit_code=value), png_bytes()),
        lambda: client.update_secret_request(
            drop.id, value, "word", "2030-01-01T00:00:00", "2030-01-02T00:00:00"
        ),
    ]
    for call in calls:
        with pytest.raises(InvalidInput, match="secret_code"):
            call()
    nothing_sent(emulator, transport)


@pytest.mark.parametrize("value", ["12345", "1234567", "abcdef", ""])
def test_bad_edit_code_refused_by_the_emulator(
    http: httpx.Client, emulator: EmulatorServer, drop: DemoDrop, value: str
) -> None:
    headers = bearer_headers(http, emulator)
    validate = http.post(
        f"{emulator.base_url}/event/validate",
        json={"event_id": drop.id, "secret_code": value},
        headers=headers,
    )
    refused(validate, "secret_code")
    codes = http.post(
        f"{emulator.base_url}/event/{drop.id}/qr-codes", json={"secret_code": value},
        headers=headers,
    )
    refused(codes, "secret_code")
    refused(raw_create(http, emulator, secret_code=value), "secret_code")
