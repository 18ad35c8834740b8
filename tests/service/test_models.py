"""Every model reads the real answers, tolerates unknown fields and the documented aliases, and
turns garbage of any shape into ``BadResponse`` only (never KeyError, TypeError, ValueError…)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiosk.service import (
    BadResponse,
    Event,
    EventPage,
    HeldToken,
    MintCode,
    MintingConfig,
    MintJob,
    MintLinkStatus,
    MintReceipt,
    MintRefused,
    MintState,
    RedeemRequest,
    SecretWord,
)
from kiosk.service.errors import error_for, message_of
from kiosk.service.models import service_date

EVENT: dict[str, Any] = {
    "id": 190001,
    "fancy_id": "demo-190001",
    "name": "Demo",
    "description": "A drop",
    "city": "Lisbon",
    "country": "Portugal",
    "event_url": "https://example.org",
    "image_url": "https://assets.example/a.png",
    "start_date": "07-Dec-2021",
    "end_date": "08-Dec-2021",
    "expiry_date": "07-Mar-2022",
    "virtual_event": False,
    "drop_image": {
        "public_id": "p",
        "drop_id": 190001,
        "gateways": [
            {"image_id": "p", "filename": "a.png", "mime_type": "image/png",
             "url": "https://assets.example/a.png", "type": "ORIGINAL"},
            {"image_id": "p", "filename": "a-crop.png", "mime_type": "image/png",
             "url": "https://assets.example/a-crop.png", "type": "CROP"},
        ],
    },
}

# Field names the models read, so generated objects hit the interesting paths, not only misses.
KEYS = sorted({
    *EVENT, "drop_image", "dropImage", "gateways", "url", "type", "mime_type", "items", "total",
    "offset", "limit", "qr_hash", "claimed", "is_active", "event", "secret", "beneficiary",
    "user_input", "tx_hash", "tx_status", "result", "token", "transaction_request_id",
    "queue_uid", "status", "error", "claim_name", "active", "claimed_count", "from", "to",
    "drop_id", "supported_mint_blockchains", "tokenId", "owner", "chain", "message", "id",
    "event_id",
})

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=8),
    st.sampled_from(["", " ", "12", "²", "١٢", "0x1", "FINISH", "ORIGINAL", "-1", "1.5"]),
)
json_values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(max_size=5)), children,
                        max_size=6),
    ),
    max_leaves=10,
)


def near_miss(valid: dict[str, Any]) -> st.SearchStrategy[Any]:
    """A valid answer with some fields replaced by anything, removed, or nested garbage."""
    return st.builds(
        lambda changes, removed: {
            **{k: v for k, v in valid.items() if k not in removed}, **changes
        },
        st.dictionaries(st.sampled_from(KEYS), json_values, max_size=4),
        st.sets(st.sampled_from(sorted(valid)), max_size=3),
    )


def only_bad_response(read: Callable[[Any], object], value: Any) -> None:
    with contextlib.suppress(BadResponse):
        read(value)


LINK: dict[str, Any] = {
    "id": 1, "qr_hash": "abc123", "tx_hash": "", "event_id": 190001, "beneficiary": None,
    "user_input": None, "signer": "", "claimed": False, "claimed_date": None,
    "created_date": "2025-01-01T00:00:00.000Z", "is_active": True, "secret": "a" * 64,
    "event": EVENT, "event_template": None, "tx_status": None, "delegated_mint": False,
    "delegated_signed_message": None, "result": None,
}
SECRET: dict[str, Any] = {
    "id": 1, "event_id": 190001, "event": EVENT, "claim_name": "amber-dune-kite",
    "from": "2025-01-01T00:00:00.000", "to": "2025-01-08T00:00:00.000", "timezone": 0,
    "active": True, "total": 20, "claimed": 3, "type": "website", "claimed_count": 3,
    "secret": "amber-dune-kite",
}
READERS: dict[str, tuple[Callable[[Any], object], dict[str, Any] | None]] = {
    "Event": (Event.from_json, EVENT),
    "EventPage": (EventPage.from_json, {"items": [EVENT], "total": 1, "offset": 0, "limit": 10}),
    "MintLinkStatus": (MintLinkStatus.from_json, LINK),
    "MintReceipt": (MintReceipt.from_json,
                    {"qr_hash": "abc123", "queue_uid": "7", "transaction_request_id": 7}),
    "MintJob": (MintJob.from_json,
                {"operation": "mintToken", "status": "FINISH", "result": {"tx_hash": "0x1"}}),
    "MintCode": (MintCode.list_from_json, None),
    "SecretWord": (SecretWord.from_json, SECRET),
    "MintingConfig": (MintingConfig.from_json,
                      {"drop_id": 190001, "supported_mint_blockchains": [8453]}),
    "RedeemRequest": (RedeemRequest.from_json, {"id": "42"}),
    "HeldToken": (HeldToken.from_json,
                  {"event": EVENT, "tokenId": "7000001", "owner": "0xab", "chain": "xdai"}),
}


@pytest.mark.parametrize("name", sorted(READERS))
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_garbage_raises_only_bad_response(name: str, data: st.DataObject) -> None:
    read, valid = READERS[name]
    strategy = json_values if valid is None else st.one_of(json_values, near_miss(valid))
    only_bad_response(read, data.draw(strategy))


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_mint_code_lists_raise_only_bad_response(value: Any) -> None:
    only_bad_response(MintCode.list_from_json, [{"qr_hash": "abc123", "claimed": False}, value])


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=100, max_value=599), json_values)
def test_error_bodies_of_any_shape_become_service_errors(status: int, body: Any) -> None:
    error = error_for(status, body, None)
    assert error.status == status
    assert isinstance(error.message, str)
    assert error.message
    assert isinstance(message_of(body, "fallback"), str)


def test_event_reads_the_answer_and_its_artwork() -> None:
    event = Event.from_json({**EVENT, "unknown_field": {"nested": [1, 2]}})
    assert event.id == 190001
    assert event.name == "Demo"
    assert {art.kind for art in event.artwork} == {"ORIGINAL", "CROP"}
    assert event.artwork_url == "https://assets.example/a.png"
    assert event.small_artwork_url == "https://assets.example/a.png?size=small"


def test_event_accepts_drop_image_in_camel_case() -> None:
    data = {k: v for k, v in EVENT.items() if k not in ("drop_image", "image_url")}
    event = Event.from_json({**data, "dropImage": EVENT["drop_image"]})
    assert event.artwork_url == "https://assets.example/a.png"
    assert len(event.artwork) == 2


def test_event_with_a_null_drop_image_reads_the_camel_case_one() -> None:
    data = {k: v for k, v in EVENT.items() if k not in ("drop_image", "image_url")}
    event = Event.from_json({**data, "drop_image": None, "dropImage": EVENT["drop_image"]})
    assert len(event.artwork) == 2


def test_event_without_artwork_has_no_artwork_url() -> None:
    data = {k: v for k, v in EVENT.items() if k not in ("drop_image", "image_url")}
    event = Event.from_json({**data, "drop_image": {"public_id": "p", "gateways": None}})
    assert event.artwork_url == ""
    assert event.small_artwork_url == ""
    assert Event.from_json(data).artwork == ()


def test_event_id_as_text_is_read_and_a_missing_id_is_bad() -> None:
    assert Event.from_json({**EVENT, "id": "190001"}).id == 190001
    with pytest.raises(BadResponse):
        Event.from_json({k: v for k, v in EVENT.items() if k != "id"})
    with pytest.raises(BadResponse):
        Event.from_json({**EVENT, "id": "²"})
    with pytest.raises(BadResponse):
        Event.from_json({**EVENT, "id": True})


def test_mint_link_status_reads_token_and_recipient() -> None:
    status = MintLinkStatus.from_json({
        **LINK, "claimed": True, "beneficiary": "0xabc", "user_input": "Visitor.eth",
        "tx_hash": "0x1", "tx_status": "passed", "result": {"token": 7000001},
    })
    assert status.token_id == 7000001
    assert status.is_for("visitor.eth")
    assert status.is_for("0xABC")
    assert not status.is_for("0xdef")
    assert "secret" not in repr(status)
    assert "a" * 64 not in repr(status)


@pytest.mark.parametrize(("fields", "claimed"), [
    ({"beneficiary": "0xabc"}, True),
    ({"user_input": "visitor@example.org"}, True),
    ({"tx_status": "pending"}, True),
    ({"tx_hash": "0x1"}, True),
    ({"result": {"token": 7}}, True),
    ({}, False),
    ({"claimed": None}, False),
    ({"claimed": False, "beneficiary": "0xabc", "tx_status": "passed"}, False),  # as said
])
def test_a_status_without_claimed_is_claimed_when_it_names_a_claim(
    fields: dict[str, Any], claimed: bool
) -> None:
    lean = {key: value for key, value in LINK.items() if key != "claimed"}
    assert MintLinkStatus.from_json({**lean, **fields}).claimed is claimed


def test_the_drop_of_an_answer_is_its_event_id_or_its_events_id() -> None:
    assert MintLinkStatus.from_json(LINK).event_id == 190001
    assert MintLinkStatus.from_json({**LINK, "event_id": None}).event_id == 190001
    by_id = MintLinkStatus.from_json({**LINK, "event": None})
    assert (by_id.event, by_id.event_id) == (None, 190001)
    assert MintLinkStatus.from_json({**LINK, "event": None, "event_id": None}).event_id == 0
    word = {"claim_name": "amber", "event": None, "event_id": "190001"}
    assert SecretWord.from_json(word).event_id == 190001
    for answer in (MintLinkStatus.from_json, SecretWord.from_json):
        with pytest.raises(BadResponse, match="different drops"):
            answer({**LINK, "claim_name": "amber", "event_id": 190002})


def test_mint_receipt_reads_either_job_field() -> None:
    assert MintReceipt.from_json({"qr_hash": "abc123", "queue_uid": "9"}).job_id == "9"
    assert MintReceipt.from_json({"transaction_request_id": 9}).job_id == "9"


def test_mint_job_with_an_unknown_status_is_bad() -> None:
    with pytest.raises(BadResponse):
        MintJob.from_json({"status": "DONE"})
    failed = MintJob.from_json({"status": "FINISH_WITH_ERROR", "result": {"error": "boom"}})
    assert failed.finished
    assert failed.error == "boom"


def test_secret_word_reads_the_aliases() -> None:
    secret = SecretWord.from_json({"secret": "amber", "claimed_count": 4, "total": 5})
    assert secret.name == "amber"
    assert secret.claimed == 4
    assert not secret.used_up
    assert secret.event is None


def test_minting_config_null_networks_is_gnosis() -> None:
    config = MintingConfig.from_json({"drop_id": 1, "supported_mint_blockchains": None})
    assert config.chain_ids == (100,)
    assert MintingConfig.from_json({"supported_mint_blockchains": [999]}).network_names == (
        "chain 999",
    )


@pytest.mark.parametrize(
    ("timezone", "hours"),
    [
        (2, 2),
        (-12, -12),
        (None, 0),
        (13, 0),
        ("2", 2),
        (" -3", -3),
        ("13", 0),
        ("2.5", 0),
        (True, 0),
    ],
)
def test_a_secret_words_time_zone_is_a_whole_hour_offset_or_utc(
    timezone: object, hours: int
) -> None:
    word = SecretWord.from_json({"claim_name": "w", "total": 1, "timezone": timezone})
    assert word.timezone_hours == hours


@pytest.mark.parametrize(
    "answer",
    [
        {"qr_hash": "abc123", "claimed": True},  # 200 without a job
        {"qr_hash": "abc123", "transaction_request_id": 7, "error": "mint not queued"},
        {"qr_hash": "abc123", "queue_uid": "", "message": "Something failed"},
    ],
)
def test_a_mint_answer_without_a_job_or_with_an_error_is_refused(answer: dict[str, Any]) -> None:
    with pytest.raises(MintRefused):
        MintReceipt.from_json(answer)


WALLET = "0x" + "ab" * 20


@pytest.mark.parametrize(
    ("fields", "by_email", "state"),
    [
        ({"claimed": False}, False, MintState.UNCLAIMED),
        ({"claimed": True, "beneficiary": "0x" + "cd" * 20}, False, MintState.OTHER_RECIPIENT),
        ({"claimed": True, "tx_status": "waiting_tx"}, False, MintState.SENT),
        ({"claimed": True, "tx_status": None}, False, MintState.SENT),
        ({"claimed": True, "tx_status": "pending", "tx_hash": "0x1"}, False, MintState.ON_CHAIN),
        ({"claimed": True, "tx_status": "bumped", "tx_hash": "0x1"}, False, MintState.ON_CHAIN),
        ({"claimed": True, "tx_status": "passed", "tx_hash": "0x1"}, False, MintState.PASSED),
        ({"claimed": True, "tx_status": "", "result": {"token": 9}}, False, MintState.PASSED),
        ({"claimed": True, "tx_status": "failed", "tx_hash": "0x1"}, False, MintState.FAILED),
        ({"claimed": True, "tx_status": None}, True, MintState.RESERVED),
        ({"claimed": True, "tx_status": "failed"}, True, MintState.FAILED),
    ],
)
def test_mint_state_follows_the_services_own_states(
    fields: dict[str, Any], by_email: bool, state: MintState
) -> None:
    """A tx_hash alone is never minted: the service sets it while pending and keeps it on
    failure."""
    link = MintLinkStatus.from_json({"qr_hash": "abc123", "beneficiary": WALLET, **fields})
    assert link.mint_state(WALLET, by_email=by_email) is state
    assert state.final is (state in (MintState.PASSED, MintState.FAILED, MintState.RESERVED))


def test_a_secret_word_without_total_is_not_sold_out_and_a_word_is_app_only() -> None:
    secret = SecretWord.from_json({"claim_name": "amber", "claimed": 4, "type": "word"})
    assert secret.total is None
    assert not secret.used_up
    assert secret.app_only


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("07-Dec-2021", date(2021, 12, 7)),  # as the service writes it
        ("07-dec-2021 ", date(2021, 12, 7)),
        ("2021-12-07", date(2021, 12, 7)),  # as the kiosk sends it
        ("12-07-2021", date(2021, 12, 7)),
        ("31-Feb-2021", None),
        ("07-Dez-2021", None),  # English month names only, whatever the kiosk's language
        ("", None),
        ("٠٧-Dec-2021", None),  # other scripts' digits are not read
    ],
)
def test_a_drops_date_is_read_as_the_service_writes_it(text: str, day: date | None) -> None:
    assert service_date(text) == day


def test_a_drop_is_expired_only_after_its_expiry_day() -> None:
    drop = Event(id=1, fancy_id="demo", name="Demo", expiry_date="07-Dec-2021")

    assert not drop.expired(date(2021, 12, 7))  # its last day
    assert drop.expired(date(2021, 12, 8))
    assert not replace(drop, expiry_date="soon").expired(date(2030, 1, 1))  # unknown: not said
