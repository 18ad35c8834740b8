"""Drops: lookups, pagination, create/update with the field rules, edit-code operations,
minting config and scans."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

from tests.emulator.helpers import ADDRESS, error_message, mint

DATE = re.compile(r"\d{2}-[A-Z][a-z]{2}-\d{4}")


def png(size: int = 64) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (size, size), (200, 30, 30)).save(out, format="PNG")
    return out.getvalue()


def event_form(**changes: str | None) -> dict[str, str]:
    form = {"name": "Test Meetup", "description": "A meetup.", "city": "Ghent",
            "country": "Belgium", "start_date": "2026-03-01", "end_date": "03-02-2026",
            "expiry_date": "2026-04-01", "virtual_event": "false", "secret_code": "246810",
            "email": "issuer@example.org", "event_url": ""}
    form.update(changes)  # type: ignore[arg-type]
    return {k: v for k, v in form.items() if v is not None}


def test_event_detail_by_fancy_id_and_id(http, emulator, key_headers):
    drop = emulator.state.drops[0]
    by_fancy = http.get(f"{emulator.base_url}/events/{drop.fancy_id}", headers=key_headers).json()
    by_id = http.get(f"{emulator.base_url}/events/id/{drop.id}", headers=key_headers).json()
    assert by_fancy == by_id
    assert by_id["name"] == drop.name
    for field in ("start_date", "end_date", "expiry_date"):
        assert DATE.fullmatch(by_id[field])
    image = by_id["drop_image"]
    assert image["drop_id"] == drop.id
    assert {g["type"] for g in image["gateways"]} == {"ORIGINAL", "CROP"}
    for gateway in image["gateways"]:
        answer = http.get(gateway["url"])
        assert answer.headers["content-type"] == gateway["mime_type"]
        assert Image.open(io.BytesIO(answer.content)).size == (1000, 1000)


def test_artwork_variants(http, emulator, key_headers):
    for drop, kind in zip(emulator.state.drops[:2], ("PNG", "JPEG"), strict=True):
        url = http.get(f"{emulator.base_url}/events/id/{drop.id}", headers=key_headers).json()[
            "image_url"]
        small = Image.open(io.BytesIO(http.get(url, params={"size": "small"}).content))
        assert small.format == kind
        assert max(small.size) == 128


def test_unknown_events(http, emulator, key_headers):
    for path in ("/events/no-such-drop", "/events/id/1", "/events/id/abc"):
        answer = http.get(f"{emulator.base_url}{path}", headers=key_headers)
        assert error_message(answer, 404) == "Event not found"


def test_deprecated_event_list(http, emulator, key_headers):
    answer = http.get(f"{emulator.base_url}/events", headers=key_headers)
    assert answer.headers["Deprecation"] == "true"
    assert "successor-version" in answer.headers["Link"]
    assert len(answer.json()) == 25


def test_paginated_events(http, emulator, key_headers):
    url = f"{emulator.base_url}/paginated-events"
    first = http.get(url, headers=key_headers).json()
    assert (first["total"], first["offset"], first["limit"], len(first["items"])) == (25, 0, 10, 10)
    assert all("drop_image" in item for item in first["items"])
    last = http.get(url, params={"limit": 10, "offset": 20}, headers=key_headers).json()
    assert len(last["items"]) == 5
    by_name = http.get(url, params={"limit": 100, "sort_field": "name", "sort_dir": "asc"},
                       headers=key_headers).json()["items"]
    names = [item["name"] for item in by_name]
    assert names == sorted(names)
    found = http.get(url, params={"name": "HARBOUR"}, headers=key_headers).json()
    assert [item["name"] for item in found["items"]] == ["Harbour Lights Meetup"]


@pytest.mark.parametrize("params", [
    {"limit": "0"}, {"limit": "1001"}, {"limit": "ten"}, {"offset": "-1"},
    {"sort_field": "city"}, {"sort_dir": "up"},
])
def test_paginated_events_refuses_out_of_range(http, emulator, key_headers, params):
    answer = http.get(f"{emulator.base_url}/paginated-events", params=params, headers=key_headers)
    assert answer.status_code == 400


def test_create_event(http, emulator, key_headers, auth_headers):
    answer = http.post(f"{emulator.base_url}/events", headers=key_headers,
                       data={**event_form(), "requested_codes": "5"},
                       files={"image": ("art.png", png(), "image/png")})
    assert answer.status_code == 200, answer.text
    event = answer.json()
    assert (event["start_date"], event["end_date"]) == ("01-Mar-2026", "02-Mar-2026")
    assert event["virtual_event"] is False
    assert event["event_url"] == ""
    codes = http.post(f"{emulator.base_url}/event/{event['id']}/qr-codes",
                      headers=auth_headers, json={"secret_code": "246810"})
    assert len(codes.json()) == 5
    art = http.get(event["image_url"], params={"size": "small"})
    assert Image.open(io.BytesIO(art.content)).format == "PNG"


@pytest.mark.parametrize("case", [
    ({"description": "x" * 1501}, "description must be 1500 characters or fewer"),
    ({"start_date": "2026/03/01"}, "start_date must be a date as YYYY-MM-DD or MM-DD-YYYY"),
    ({"end_date": "02-30-2026"}, "end_date is not a real date"),
    ({"expiry_date": "2026-13-01"}, "expiry_date is not a real date"),
    ({"virtual_event": None}, "virtual_event is required"),
    ({"virtual_event": "True"}, "virtual_event must be true or false"),
    ({"city": "   "}, "city must not be only spaces"),
    ({"country": " "}, "country must not be only spaces"),
    ({"event_url": "  "}, "event_url must not be only spaces"),
    ({"secret_code": "12345"}, "secret_code must be 6 digits"),
    ({"name": None}, "name is required"),
    ({"email": None}, "email is required"),
])
def test_create_event_rules(http, emulator, key_headers, case):
    change, message = case
    answer = http.post(f"{emulator.base_url}/events", headers=key_headers,
                       data=event_form(**change), files={"image": ("a.png", png(), "image/png")})
    assert error_message(answer, 400) == message


def test_create_event_without_city_or_country(http, emulator, key_headers):
    answer = http.post(f"{emulator.base_url}/events", headers=key_headers,
                       data=event_form(city=None, country=""),
                       files={"image": ("a.png", png(), "image/png")})
    assert answer.status_code == 200, answer.text
    assert (answer.json()["city"], answer.json()["country"]) == ("", "")


@pytest.mark.parametrize("case", [
    (b"not an image at all", "image must be a PNG, GIF, WebP or JPEG picture"),
    (b"\x89PNG" + bytes(4 * 1024 * 1024), "image must be 4 MB or smaller"),
])
def test_create_event_image_rules(http, emulator, key_headers, case):
    data, message = case
    answer = http.post(f"{emulator.base_url}/events", headers=key_headers, data=event_form(),
                       files={"image": ("a.png", data, "image/png")})
    assert error_message(answer, 400) == message
    missing = http.post(f"{emulator.base_url}/events", headers=key_headers, data=event_form(),
                        files={"other": ("a.txt", b"x", "text/plain")})
    assert error_message(missing, 400) == "image is required"


def test_create_event_needs_multipart(http, emulator, key_headers):
    answer = http.post(f"{emulator.base_url}/events", headers=key_headers, json=event_form())
    assert error_message(answer, 400) == "Body must be multipart/form-data"


def test_update_event(http, emulator, key_headers):
    drop = emulator.state.drops[0]
    url = f"{emulator.base_url}/events/{drop.fancy_id}"
    answer = http.put(url, headers=key_headers, files={"dummy": ("", b"")},
                      data={"secret_code": drop.edit_code, "description": "New words.",
                            "end_date": "2030-01-02"})
    assert answer.status_code == 204
    event = http.get(url, headers=key_headers).json()
    assert (event["description"], event["end_date"]) == ("New words.", "02-Jan-2030")
    wrong = http.put(url, headers=key_headers, files={"dummy": ("", b"")},
                     data={"secret_code": "000000", "description": "x"})
    assert error_message(wrong, 400) == "Invalid edit code"
    long = http.put(url, headers=key_headers, files={"dummy": ("", b"")},
                    data={"secret_code": drop.edit_code, "description": "x" * 1501})
    assert error_message(long, 400) == "description must be 1500 characters or fewer"
    unknown = http.put(f"{emulator.base_url}/events/nothing", headers=key_headers,
                       files={"dummy": ("", b"")}, data={"secret_code": drop.edit_code})
    assert error_message(unknown, 404) == "Event not found"


def test_validate_and_qr_codes(http, emulator, auth_headers):
    drop = emulator.state.drops[0]
    url = f"{emulator.base_url}/event/validate"
    good = http.post(url, headers=auth_headers, json={"event_id": drop.id,
                                                      "secret_code": drop.edit_code})
    assert good.json() == {"valid": True}
    bad = http.post(url, headers=auth_headers, json={"event_id": drop.id, "secret_code": "000000"})
    assert bad.json() == {"valid": False}
    mint(http, emulator, auth_headers, drop.qr_hashes[0], ADDRESS)
    codes = http.post(f"{emulator.base_url}/event/{drop.id}/qr-codes", headers=auth_headers,
                      json={"secret_code": drop.edit_code}).json()
    assert len(codes) == 50
    assert codes[0] == {"qr_hash": drop.qr_hashes[0], "claimed": True}
    assert not any(code["claimed"] for code in codes[1:])
    wrong = http.post(f"{emulator.base_url}/event/{drop.id}/qr-codes", headers=auth_headers,
                      json={"secret_code": "000000"})
    assert error_message(wrong, 400) == "Invalid edit code"


def test_redeem_request_adds_links_at_once(http, emulator, auth_headers):
    drop = emulator.state.drops[0]
    answer = http.post(f"{emulator.base_url}/redeem-requests", headers=auth_headers, json={
        "event_id": drop.id, "requested_codes": 5, "secret_code": drop.edit_code,
        "redeem_type": "qr_code", "notify_issuer": False})
    assert answer.status_code == 200
    assert isinstance(answer.json()["id"], str)
    codes = http.post(f"{emulator.base_url}/event/{drop.id}/qr-codes", headers=auth_headers,
                      json={"secret_code": drop.edit_code}).json()
    assert len(codes) == 55
    more = http.post(f"{emulator.base_url}/redeem-requests", headers=auth_headers, json={
        "event_id": drop.id, "requested_codes": 5, "secret_code": drop.edit_code,
        "redeem_type": "secret_website"})
    assert more.status_code == 200
    info = http.get(f"{emulator.base_url}/secret/{drop.website_secret}", headers=auth_headers)
    assert info.json()["total"] == 25
    bad = http.post(f"{emulator.base_url}/redeem-requests", headers=auth_headers, json={
        "event_id": drop.id, "requested_codes": 0, "secret_code": drop.edit_code,
        "redeem_type": "qr_code"})
    assert error_message(bad, 400) == "requested_codes must be a whole number from 1 to 50000"


def test_minting_config(http, emulator, key_headers):
    gnosis, base = emulator.state.drops[:2]
    url = f"{emulator.base_url}/drops/{base.id}/minting-config"
    assert http.post(url, headers=key_headers, json={}).json() == {
        "drop_id": base.id, "supported_mint_blockchains": [8453]}
    assert http.post(f"{emulator.base_url}/drops/{gnosis.id}/minting-config",
                     headers=key_headers).json()["supported_mint_blockchains"] == [100]
    code = int(base.edit_code)
    changed = http.patch(url, headers=key_headers,
                         json={"edit_code": code, "supported_mint_blockchains": [42161]})
    assert changed.json()["supported_mint_blockchains"] == [42161]
    reset = http.patch(url, headers=key_headers,
                       json={"edit_code": code, "supported_mint_blockchains": None})
    assert reset.json()["supported_mint_blockchains"] == [100]
    for body, message in [
        ({"edit_code": 1, "supported_mint_blockchains": [1]}, "Invalid edit code"),
        ({"edit_code": code, "supported_mint_blockchains": [999]}, "Chain 999 is not supported"),
        ({"edit_code": code, "supported_mint_blockchains": [1, 100]},
         "supported_mint_blockchains must be a list of one chain id, or null"),
        ({"supported_mint_blockchains": [1]}, "edit_code is required"),
    ]:
        assert error_message(http.patch(url, headers=key_headers, json=body), 400) == message
    unknown = http.post(f"{emulator.base_url}/drops/5/minting-config", headers=key_headers)
    assert error_message(unknown, 404) == "Event not found"


def test_scan_after_the_mint_finishes(http, emulator, auth_headers, key_headers):
    drop = emulator.state.drops[1]
    mint(http, emulator, auth_headers, drop.qr_hashes[0], ADDRESS)
    one = f"{emulator.base_url}/actions/scan/{ADDRESS}/{drop.id}"
    assert error_message(http.get(one, headers=key_headers), 404) == (
        "Address does not have token for this event")
    emulator.state.advance_clock(60)
    held = http.get(f"{emulator.base_url}/actions/scan/{ADDRESS}", headers=key_headers).json()
    assert len(held) == 1
    assert held[0]["chain"] == "base"
    assert held[0]["tokenId"].isdigit()
    single = http.get(one, headers=key_headers).json()
    assert set(single) == {"event", "tokenId", "owner"}
    assert single["owner"] == ADDRESS


def test_scan_email_and_bad_address(http, emulator, auth_headers, key_headers):
    mint(http, emulator, auth_headers, emulator.state.drops[0].qr_hashes[0], "ada@example.org")
    held = http.get(f"{emulator.base_url}/actions/scan/ada@example.org", headers=key_headers)
    assert held.json()[0]["tokenId"] == ""
    bad = http.get(f"{emulator.base_url}/actions/scan/nobody", headers=key_headers)
    assert error_message(bad, 400) == "Address is not valid"
