"""The emulator's JSON answers, validated against the FULL response schemas of the service's own
OpenAPI 3.0.1 file (2025-09 copy beside this module): every field's type, nested objects and
arrays, ``nullable`` and enums, with ``$ref`` resolved and string formats checked.

Why: the top-level key checks in test_site_and_shapes.py let a wrong nested type (an id sent as a
string, a null where the service never sends one) slip through, and the kiosk's parsing would
then pass against the emulator but fail against the real service.

Extra fields are fine (the 2025 schema is thinner than live answers and never closes objects).
Where the live service really differs from the schema, the emulator follows the shared service
model (service-model.md, cited by section below) and the schema is relaxed in exactly one place,
``DEVIATIONS``; anything else that disagrees is an emulator bug.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import pytest
from jsonschema import FormatChecker
from jsonschema.protocols import Validator
from openapi_schema_validator import OAS30Validator, oas30_format_checker
from PIL import Image
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT4

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.app import API_HANDLERS
from tests.emulator.helpers import ADDRESS, OTHER_ADDRESS

SPEC_FILE = Path(__file__).with_name("openapi-2025-09.json")
SPEC_URI = "urn:poap:openapi-2025-09"
JSON = "application/json"

GET_CLAIM = "GET /actions/claim-qr"
POST_CLAIM = "POST /actions/claim-qr"
JOB = "GET /transaction-requests/{id}"
VALIDATE = "POST /event/validate"
QR_CODES = "POST /event/{id}/qr-codes"
REDEEM = "POST /redeem-requests"
GET_SECRET = "GET /secret/{secret_word}"
POST_SECRET = "POST /secret-requests"
PUT_SECRET = "PUT /secret-requests"
CREATE_EVENT = "POST /events"
UPDATE_EVENT = "PUT /events/{fancyId}"
EVENT_BY_FANCY_ID = "GET /events/{fancyId}"
EVENT_BY_ID = "GET /events/id/{id}"
PAGINATED = "GET /paginated-events"
READ_CONFIG = "POST /drops/{dropId}/minting-config"
SET_CONFIG = "PATCH /drops/{dropId}/minting-config"
WEBSITE_CLAIM = "POST /website/claim"
SCAN = "GET /actions/scan/{address}"
SCAN_EVENT = "GET /actions/scan/{address}/{eventId}"
HEALTH = "GET /health-check"

# Every operation that the schema describes and the emulator answers; all are validated below.
# (Not implemented by the emulator, so not here: GET /redeem-requests/active/count,
# GET /event/{id}/poaps, GET /token/..., GET /metadata/..., the deliveries, /qr-code/generate.)
COVERED = frozenset({
    GET_CLAIM, POST_CLAIM, JOB, VALIDATE, QR_CODES, REDEEM, GET_SECRET, POST_SECRET, PUT_SECRET,
    CREATE_EVENT, UPDATE_EVENT, EVENT_BY_FANCY_ID, EVENT_BY_ID, PAGINATED, READ_CONFIG,
    SET_CONFIG, WEBSITE_CLAIM, SCAN, SCAN_EVENT, HEALTH,
})

# Formats the live service uses instead of the schema's (checked as strictly as the originals).
DROP_DATE = "poap-drop-date"  # 07-Dec-2021
LOCAL_DATE_TIME = "poap-local-date-time"  # 2022-07-18T00:01:00.000, no zone
NULLABLE: Mapping[str, object] = {"nullable": True}
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True)
class Deviation:
    """A place where the live service answers unlike the 2025 schema (per service-model.md)."""

    operations: tuple[str, ...]  # () = every operation
    fields: tuple[str, ...]  # property names, at any depth of the response schema
    change: Mapping[str, object]  # merged into each such property's schema
    why: str


DEVIATIONS: tuple[Deviation, ...] = (
    Deviation((), ("start_date", "end_date", "expiry_date"), {"format": DROP_DATE},
              "drop dates are output as DD-Mon-YYYY, e.g. 07-Dec-2021, not RFC 3339 "
              "(model §7.1; the schema's own examples are the input form 07-18-2022)"),
    Deviation((), ("event_template_id",), NULLABLE,
              "number|null, may be null (model §7.1; appendix A shows null)"),
    Deviation((), ("delegated_signed_message",), NULLABLE,
              "deprecated, string|null (model §2.1); the schema's own example is null"),
    Deviation((GET_CLAIM,), ("beneficiary", "user_input", "claimed_date"), NULLABLE,
              "null while the link is unclaimed (model §2.1 and appendix A)"),
    Deviation((GET_CLAIM,), ("tx_status",), NULLABLE,
              'null before a mint and for an e-mail reservation; "may be \'\' or null" '
              "(model §2.1, §3, appendix A)"),
    Deviation((GET_SECRET,), ("from", "to"), {"format": LOCAL_DATE_TIME},
              "the window's local time without a zone, e.g. 2022-07-18T00:01:00.000 "
              "(model appendix A; the schema's own example)"),
    Deviation((GET_SECRET,), ("created_date",), {"format": "date"},
              "a plain date, e.g. 2022-07-17 (model appendix A; the schema's own example)"),
)


# --------------------------------------------------------------------- the schema ---------------

def _operation(key: str) -> tuple[str, str]:
    """``GET /actions/claim-qr`` -> ``("/actions/claim-qr", "get")``."""
    method, path = key.split(" ", 1)
    return path, method.lower()


def _escape(segment: str) -> str:
    return segment.replace("~", "~0").replace("/", "~1")


def _response_pointer(key: str, status: int) -> str:
    path, method = _operation(key)
    return (f"/paths/{_escape(path)}/{method}/responses/{status}/content/"
            f"{_escape(JSON)}/schema")


def _resolve(document: dict[str, Any], pointer: str) -> Any:
    node: Any = document
    for segment in pointer.strip("/").split("/"):
        node = node[segment.replace("~1", "/").replace("~0", "~")]
    return node


def _described_operations(document: Mapping[str, Any]) -> set[str]:
    """The operations whose documented answer is JSON."""
    return {
        f"{method.upper()} {path}"
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict)
        and any(JSON in response.get("content", {})
                for response in operation.get("responses", {}).values())
    }


def _property_schemas(document: dict[str, Any], schema: Any,
                      seen: set[int]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(name, schema) of every property under ``schema``, following local ``$ref``s."""
    if not isinstance(schema, dict) or id(schema) in seen:
        return
    seen.add(id(schema))
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        yield from _property_schemas(document, _resolve(document, ref[1:]), seen)
    for name, sub in schema.get("properties", {}).items():
        yield name, sub
        yield from _property_schemas(document, sub, seen)
    for keyword in ("items", "additionalProperties", "not"):
        yield from _property_schemas(document, schema.get(keyword), seen)
    for keyword in ("allOf", "anyOf", "oneOf"):
        for sub in schema.get(keyword, []):
            yield from _property_schemas(document, sub, seen)


@cache
def _relaxed() -> tuple[dict[str, Any], tuple[int, ...]]:
    """The OpenAPI document with ``DEVIATIONS`` applied, and how many schema properties each
    deviation changed (0 would mean a typo, which a test below refuses). A property reached
    through a ``$ref`` is changed where it is defined (the 2025 file has none yet)."""
    document = json.loads(SPEC_FILE.read_text(encoding="utf-8"))
    counts = []
    for deviation in DEVIATIONS:
        count = 0
        for key in deviation.operations or sorted(COVERED):
            path, method = _operation(key)
            for status, response in document["paths"][path][method]["responses"].items():
                if JSON not in response.get("content", {}):
                    continue
                root = _resolve(document, _response_pointer(key, int(status)))
                for name, schema in _property_schemas(document, root, set()):
                    if name in deviation.fields:
                        schema.update(deviation.change)
                        count += 1
        counts.append(count)
    return document, tuple(counts)


def _format_checker() -> FormatChecker:
    """The OAS 3.0 format checker plus the service's own date forms."""
    checker = FormatChecker(formats=())
    checker.checkers.update(oas30_format_checker.checkers)

    @checker.checks(DROP_DATE, raises=ValueError)
    def drop_date(instance: object) -> bool:
        if not isinstance(instance, str):
            return True  # the ``type`` keyword's business
        match = re.fullmatch(r"(\d{2})-([A-Z][a-z]{2})-(\d{4})", instance)
        if match is None or match[2] not in MONTHS:
            return False
        date(int(match[3]), MONTHS.index(match[2]) + 1, int(match[1]))  # ValueError: 31-Feb
        return True

    @checker.checks(LOCAL_DATE_TIME, raises=ValueError)
    def local_date_time(instance: object) -> bool:
        if not isinstance(instance, str):
            return True
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?", instance):
            return False
        datetime.fromisoformat(instance)  # ValueError: month 13 and the like
        return True

    return checker


@cache
def _validator(key: str, status: int) -> Validator:
    """A validator of one documented answer; ``$ref``s resolve against the whole document."""
    document, _ = _relaxed()
    registry: Registry[Any] = Registry().with_resource(
        SPEC_URI, Resource.from_contents(document, default_specification=DRAFT4))
    schema = {"$ref": f"{SPEC_URI}#{_response_pointer(key, status)}"}
    validator: Validator = OAS30Validator(schema, registry=registry,
                                         format_checker=_format_checker())
    return validator


def schema_errors(key: str, body: object, status: int = 200) -> list[str]:
    """Every way ``body`` breaks the (relaxed) schema of ``key``'s ``status`` answer."""
    errors = _validator(key, status).iter_errors(body)
    return sorted(f"{error.json_path}: {error.message}" for error in errors)


def checked(answer: httpx.Response, key: str, status: int = 200) -> Any:
    """Assert ``answer`` is ``key``'s documented answer: status, JSON, and the full schema.
    Returns the body."""
    assert key in COVERED, f"{key} is missing from COVERED"
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith(JSON)
    body = answer.json()
    errors = schema_errors(key, body, status)
    assert not errors, f"{key} answered {body!r}\n" + "\n".join(errors)
    return body


# --------------------------------------------------------------------- helpers -----------------

def api(emulator: EmulatorServer, path: str) -> str:
    return f"{emulator.base_url}{path}"


def get_claim(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str],
              qr_hash: str) -> dict[str, Any]:
    answer = http.get(api(emulator, "/actions/claim-qr"), params={"qr_hash": qr_hash},
                      headers=headers)
    body: dict[str, Any] = checked(answer, GET_CLAIM)
    return body


def post_mint(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str],
              qr_hash: str, address: str) -> dict[str, Any]:
    """GET the link (validated), then mint it (validated)."""
    secret = get_claim(http, emulator, headers, qr_hash)["secret"]
    answer = http.post(api(emulator, "/actions/claim-qr"), headers=headers, json={
        "address": address, "qr_hash": qr_hash, "secret": secret, "sendEmail": False})
    body: dict[str, Any] = checked(answer, POST_CLAIM)
    return body


def get_job(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str],
            job_id: int) -> dict[str, Any]:
    answer = http.get(api(emulator, f"/transaction-requests/{job_id}"), headers=headers)
    body: dict[str, Any] = checked(answer, JOB)
    return body


@pytest.fixture
def slow_mints(emulator: EmulatorServer) -> EmulatorServer:
    """Mint stages that only the emulator clock moves on (``reset`` restores the delays)."""
    emulator.state.mint_delays = (10.0, 20.0)
    return emulator


# --------------------------------------------------------------------- the schema itself -------

def test_covered_is_every_described_operation_the_emulator_answers():
    """A route added to the emulator that the schema describes must be validated here too."""
    document, _ = _relaxed()
    assert _described_operations(document) & set(API_HANDLERS) == COVERED


@pytest.mark.parametrize("deviation", range(len(DEVIATIONS)))
def test_each_deviation_changes_real_schema_fields(deviation):
    """A misspelt field or operation would silently relax nothing."""
    assert _relaxed()[1][deviation] > 0, DEVIATIONS[deviation]


@pytest.mark.parametrize(("key", "mutate", "where"), [
    (GET_CLAIM, lambda b: b.update(claimed="false"), "$.claimed"),
    (GET_CLAIM, lambda b: b.update(id="7"), "$.id"),
    (GET_CLAIM, lambda b: b.update(signer=None), "$.signer"),
    (GET_CLAIM, lambda b: b.update(qr_hash="abc"), "$.qr_hash"),
    (GET_CLAIM, lambda b: b.update(result={"token": "7000001"}), "$.result.token"),
    (GET_CLAIM, lambda b: b.update(event_template=[]), "$.event_template"),
    (GET_CLAIM, lambda b: b["event"].update(year="2025"), "$.event.year"),
    (GET_CLAIM, lambda b: b["event"].update(start_date="2025-07-18"), "$.event.start_date"),
    (GET_CLAIM, lambda b: b.update(created_date="yesterday"), "$.created_date"),
])
def test_validation_is_not_vacuous(http, emulator, auth_headers, key, mutate, where):
    """The checker really looks inside: a real answer, broken in one nested place, fails there."""
    body = get_claim(http, emulator, auth_headers, emulator.state.drops[0].qr_hashes[0])
    mutate(body)
    errors = schema_errors(key, body)
    assert errors
    assert all(error.startswith(f"{where}:") for error in errors), errors


def test_enums_and_nested_arrays_are_checked(http, emulator, key_headers, auth_headers):
    """Enums deep inside arrays (drop_image gateways) and at the top (secret type) are enforced."""
    page = checked(http.get(api(emulator, "/paginated-events"), headers=key_headers), PAGINATED)
    page["items"][1]["drop_image"]["gateways"][0]["type"] = "THUMB"
    assert schema_errors(PAGINATED, page) == [
        "$.items[1].drop_image.gateways[0].type: 'THUMB' is not one of ['CROP', 'ORIGINAL']"]
    word = emulator.state.drops[0].word_secret
    secret = checked(http.get(api(emulator, f"/secret/{word}"), headers=auth_headers), GET_SECRET)
    secret["type"] = "phrase"
    assert schema_errors(GET_SECRET, secret) == [
        "$.type: 'phrase' is not one of ['word', 'website']"]


# --------------------------------------------------------------------- mint links --------------

def test_unclaimed_link(http, emulator, auth_headers):
    claim = get_claim(http, emulator, auth_headers, emulator.state.drops[0].qr_hashes[0])
    assert (claim["claimed"], claim["beneficiary"], claim["tx_status"]) == (False, None, None)


def test_wallet_mint_through_every_stage(http, slow_mints, auth_headers, key_headers):
    """waiting_tx / IN_PROCESS, then pending / IN_PROCESS_WORKER, then passed / FINISH; then the
    collectible shows up in both scans."""
    emulator = slow_mints
    drop = emulator.state.drops[0]
    qr_hash = drop.qr_hashes[0]
    minted = post_mint(http, emulator, auth_headers, qr_hash, ADDRESS)
    job_id = minted["transaction_request_id"]
    stages = [(0, "IN_PROCESS", "waiting_tx"), (10, "IN_PROCESS_WORKER", "pending"),
              (20, "FINISH", "passed")]
    for seconds, job_status, tx_status in stages:
        emulator.state.advance_clock(seconds)
        assert get_job(http, emulator, auth_headers, job_id)["status"] == job_status
        assert get_claim(http, emulator, auth_headers, qr_hash)["tx_status"] == tx_status
    held = checked(http.get(api(emulator, f"/actions/scan/{ADDRESS}"), headers=key_headers), SCAN)
    assert [item["event"]["id"] for item in held] == [drop.id]
    one = http.get(api(emulator, f"/actions/scan/{ADDRESS}/{drop.id}"), headers=key_headers)
    assert checked(one, SCAN_EVENT)["tokenId"] == held[0]["tokenId"]
    none = http.get(api(emulator, f"/actions/scan/{OTHER_ADDRESS}"), headers=key_headers)
    assert checked(none, SCAN) == []


def test_failed_mint(http, slow_mints, auth_headers):
    emulator = slow_mints
    emulator.state.add_fault(POST_CLAIM, Fault(mint_fails=True, times=1))
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    job_id = post_mint(http, emulator, auth_headers, qr_hash, ADDRESS)["transaction_request_id"]
    emulator.state.advance_clock(30)
    assert get_job(http, emulator, auth_headers, job_id)["status"] == "FINISH_WITH_ERROR"
    assert get_claim(http, emulator, auth_headers, qr_hash)["tx_status"] == "failed"


def test_email_reservation(http, slow_mints, auth_headers, key_headers):
    emulator = slow_mints
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    job_id = post_mint(http, emulator, auth_headers, qr_hash, "Ada@Example.org")[
        "transaction_request_id"]
    assert get_job(http, emulator, auth_headers, job_id)["result"] is None
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert (claim["beneficiary"], claim["tx_hash"], claim["tx_status"]) == (
        "ada@example.org", "", None)
    held = http.get(api(emulator, "/actions/scan/ada@example.org"), headers=key_headers)
    assert checked(held, SCAN)[0]["tokenId"] == ""


# --------------------------------------------------------------------- secrets -----------------

@pytest.mark.parametrize("fails", [False, True])
def test_website_claim(http, slow_mints, key_headers, auth_headers, fails):
    """The website claim answers the GET claim shape; its link then finishes, or fails."""
    emulator = slow_mints
    website = emulator.state.drops[0].website_secret
    if fails:
        emulator.state.add_fault(WEBSITE_CLAIM, Fault(mint_fails=True, times=1))
    before = checked(http.get(api(emulator, f"/secret/{website}"), headers=auth_headers),
                     GET_SECRET)
    answer = http.post(api(emulator, "/website/claim"), headers=key_headers,
                       json={"website": website, "address": ADDRESS})
    claim = checked(answer, WEBSITE_CLAIM)
    assert claim["tx_status"] == "waiting_tx"
    emulator.state.advance_clock(30)
    done = get_claim(http, emulator, auth_headers, claim["qr_hash"])
    assert done["tx_status"] == ("failed" if fails else "passed")
    after = checked(http.get(api(emulator, f"/secret/{website}"), headers=auth_headers),
                    GET_SECRET)
    assert after["claimed"] == before["claimed"] + 1


def test_secret_word_and_secret_requests(http, emulator, key_headers, auth_headers):
    """A word secret, and one created (and updated) through secret-requests in UTC+5."""
    drop = emulator.state.drops[1]
    word = checked(http.get(api(emulator, f"/secret/{drop.word_secret}"), headers=auth_headers),
                   GET_SECRET)
    assert word["type"] == "word"
    now = datetime.now(UTC)
    start, end = ((now + timedelta(hours=h)).strftime("%Y-%m-%dT%H:%M:%S") for h in (4, 8))
    body = {"event_id": drop.id, "requested_codes": 3, "secret_code": drop.edit_code,
            "claim_name": "schema-check-word", "from": start, "to": end, "timezone": 5,
            "secret_type": "website"}
    created = checked(http.post(api(emulator, "/secret-requests"), headers=key_headers,
                                json=body), POST_SECRET)
    update = {**{k: v for k, v in body.items() if k != "requested_codes"}, "active": False}
    updated = checked(http.put(api(emulator, "/secret-requests"), headers=key_headers,
                               json=update), PUT_SECRET)
    assert updated == created
    info = checked(http.get(api(emulator, "/secret/schema-check-word"), headers=auth_headers),
                   GET_SECRET)
    assert (info["timezone"], info["active"], info["total"]) == (5, False, 3)


# --------------------------------------------------------------------- drops -------------------

def test_edit_code_operations(http, emulator, key_headers, auth_headers):
    drop = emulator.state.drops[0]
    post_mint(http, emulator, auth_headers, drop.qr_hashes[0], ADDRESS)
    for code, valid in ((drop.edit_code, True), ("000000", False)):
        answer = http.post(api(emulator, "/event/validate"), headers=auth_headers,
                           json={"event_id": drop.id, "secret_code": code})
        assert checked(answer, VALIDATE) == {"valid": valid}
    codes = checked(http.post(api(emulator, f"/event/{drop.id}/qr-codes"), headers=auth_headers,
                              json={"secret_code": drop.edit_code}), QR_CODES)
    assert [code["claimed"] for code in codes[:2]] == [True, False]
    for redeem_type in ("qr_code", "secret_website", "secret_word"):
        answer = http.post(api(emulator, "/redeem-requests"), headers=auth_headers, json={
            "event_id": drop.id, "requested_codes": 2, "secret_code": drop.edit_code,
            "redeem_type": redeem_type, "notify_issuer": False})
        checked(answer, REDEEM)
    config_url = api(emulator, f"/drops/{drop.id}/minting-config")
    checked(http.post(config_url, headers=key_headers, json={}), READ_CONFIG)
    changed = http.patch(config_url, headers=key_headers, json={
        "edit_code": int(drop.edit_code), "supported_mint_blockchains": [8453]})
    assert checked(changed, SET_CONFIG)["supported_mint_blockchains"] == [8453]


def test_drop_create_read_update_and_list(http, emulator, key_headers):
    """POST /events, both lookups, the paginated list; PUT answers 204 with no body at all
    (HTTP allows none on a 204, so the schema's ``string`` for it can describe nothing)."""
    image = io.BytesIO()
    Image.new("RGB", (64, 64), (30, 120, 200)).save(image, format="PNG")
    form = {"name": "Schema Check Meetup", "description": "A meetup.", "city": "",
            "country": "", "start_date": "2026-03-01", "end_date": "03-02-2026",
            "expiry_date": "2026-04-01", "virtual_event": "true", "private_event": "true",
            "secret_code": "246810", "email": "issuer@example.org", "event_url": "",
            "requested_codes": "2"}
    answer = http.post(api(emulator, "/events"), headers=key_headers, data=form,
                       files={"image": ("art.png", image.getvalue(), "image/png")})
    created = checked(answer, CREATE_EVENT)
    fancy_id = created["fancy_id"]
    updated = http.put(api(emulator, f"/events/{fancy_id}"), headers=key_headers,
                       data={"name": "Schema Check Meetup 2", "secret_code": "246810"},
                       files={"dummy": ("", b"")})
    assert (updated.status_code, updated.content) == (204, b"")
    by_fancy = checked(http.get(api(emulator, f"/events/{fancy_id}"), headers=key_headers),
                       EVENT_BY_FANCY_ID)
    by_id = checked(http.get(api(emulator, f"/events/id/{created['id']}"), headers=key_headers),
                    EVENT_BY_ID)
    assert by_fancy == by_id
    assert by_id["name"] == "Schema Check Meetup 2"
    for params in ({}, {"limit": 1000, "sort_field": "name", "sort_dir": "asc"},
                   {"name": "schema check"}):
        page = checked(http.get(api(emulator, "/paginated-events"), params=params,
                                headers=key_headers), PAGINATED)
        assert page["items"]


def test_health_check(http, emulator, key_headers):
    assert checked(http.get(api(emulator, "/health-check"), headers=key_headers),
                   HEALTH) == {"status": "healthy"}
