"""Fuzzing of everything an attendee can hand the kiosk: parse_input never raises, whatever the
text, and every recipient it accepts is canonical, parses to itself again and masks to less
(masking any text at all never raises either). No burn address and no contract call is ever a
recipient, and a name ENS writes differently is refused with the form that is taken as written.

A quick pass in the suite, 100 000 examples per target in the deep run (tests/fuzz/__init__.py);
tests/core/test_parsing.py holds the rules by example.
"""

from __future__ import annotations

import unicodedata

from ens_normalize import ens_normalize
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.core.parsing import (
    BURN_ADDRESSES,
    MAX_INPUT_LENGTH,
    Expect,
    Invalid,
    MintLink,
    Recipient,
    RecipientKind,
    SecretWord,
    eip55_checksum,
    mask_recipient,
    parse_input,
)
from kiosk.core.reasons import InputProblem
from tests.fuzz import fuzz_examples

FUZZ = settings(max_examples=fuzz_examples(), deadline=None)
SITES = ["https://poap.xyz", "http://127.0.0.1:8765", "https://kiosk.example.org/poap/", "", "x"]

# Fragments of every form parse_input knows, so random joins reach the deep branches.
_PIECES = st.sampled_from([
    "https://", "http://", "HTTPS://", "ftp://", "poap.xyz", "app.poap.xyz", "127.0.0.1:8765",
    "[::1]", ":0", ":99999", "/mint", "/claim", "/", "?qr_hash=", "&qr_hash=", "#", "abc123",
    "ABC123", "0x", "0X", "ethereum:", "pay-", "@1", "@", "/transfer", "?address=", "mailto:",
    ".eth", ".xyz", "xn--", "-", ".", "..", " ", "\r\n", "\t", "\x1d", "\x00", "\ufeff", "\u200b",
    "\u202e", "%", "%00", "é", "🦊", "İ", "ß", "²", "\U0010ffff", "\u200d", "\u200c", "\ufe0f",
    "\u00ad", "👨", "а", "ｖ", "/approve", "/safeTransferFrom", "?uint256=",
    *sorted(BURN_ADDRESSES),
])
_HEX = st.text(alphabet="0123456789abcdefABCDEF", max_size=44)
ANY_TEXT = st.one_of(
    st.text(max_size=MAX_INPUT_LENGTH + 40),
    st.lists(_PIECES | st.text(max_size=4) | _HEX, max_size=12).map("".join),
)
_LABEL = st.one_of(
    st.from_regex(r"[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?", fullmatch=True),
    st.text(min_size=1, max_size=10),
)
_DOMAIN = st.lists(_LABEL, min_size=1, max_size=4).map(".".join)
_ADDRESS = st.one_of(
    st.builds(lambda prefix, body: prefix + body, st.sampled_from(["0x", "0X", ""]), _HEX),
    st.sampled_from(sorted(BURN_ADDRESSES)).map(lambda burn: burn.upper().replace("0X", "0x")),
)
RECIPIENT_TEXT = st.one_of(
    _ADDRESS,
    st.binary(min_size=20, max_size=20).map(lambda raw: "0x" + raw.hex()),  # mixed case: re-parse
    st.builds(
        lambda pay, target, chain, function, query: (
            f"ethereum:{pay}{target}{chain}{function}{query}"
        ),
        st.sampled_from(["", "pay-"]),
        _ADDRESS | _DOMAIN,
        st.sampled_from(["", "@1", "@137", "@x"]),
        st.sampled_from(["", "/transfer", "/approve", "/safeTransferFrom", "/x", "/"]),
        st.builds(lambda address: f"?address={address}", _ADDRESS | _DOMAIN) | st.text(max_size=8),
    ),
    st.builds(lambda local, domain: f"{local}@{domain}", st.text(max_size=12), _DOMAIN),
    st.builds(lambda address: f"mailto:{address}", st.text(max_size=20)),
    _DOMAIN,
    ANY_TEXT,
)
PARSED_TYPES = MintLink | SecretWord | Recipient | Invalid
# What may pad a recipient at either end and is dropped there: spaces and format characters.
_EDGES = "".join(
    chr(cp) for cp in range(0x110000)
    if chr(cp).isspace() or unicodedata.category(chr(cp)) == "Cf"
)


@given(ANY_TEXT, st.sampled_from(list(Expect)), st.sampled_from(SITES))
@FUZZ
def test_parse_input_answers_every_text(text: str, expect: Expect, site: str) -> None:
    result = parse_input(text, site, expect)
    assert isinstance(result, PARSED_TYPES)
    if isinstance(result, MintLink):
        assert len(result.qr_hash) == 6
        assert result.qr_hash.isascii()
        assert result.qr_hash.isalnum()
        assert result.qr_hash == result.qr_hash.lower()
    if isinstance(result, Invalid):
        assert isinstance(result.problem, InputProblem)
        assert isinstance(result.detail, str)


@given(RECIPIENT_TEXT)
@FUZZ
def test_accepted_recipients_are_canonical_and_mask_to_less(text: str) -> None:
    assert isinstance(mask_recipient(text), str)  # whatever reaches a log line
    result = parse_input(text, SITES[0], Expect.RECIPIENT)
    assert isinstance(result, Recipient | Invalid)
    if isinstance(result, Invalid):
        if result.problem is InputProblem.ENS_WRITTEN_DIFFERENTLY:
            again = parse_input(result.shown, SITES[0], Expect.RECIPIENT)
            assert again == Recipient(RecipientKind.ENS, result.shown)
        else:
            assert result.shown == ""
        return
    value = result.value
    match result.kind:
        case RecipientKind.ADDRESS:
            assert value == eip55_checksum(value)
            assert value.lower() not in BURN_ADDRESSES
        case RecipientKind.EMAIL:
            local, _, domain = value.rpartition("@")
            assert local
            assert domain == domain.lower()
        case RecipientKind.ENS:
            assert value == ens_normalize(value)  # as ENSIP-15 writes it
            inner = "".join(ch for ch in text if unicodedata.category(ch) != "Cc").strip(_EDGES)
            assert value.count("\u200d") == inner.count("\u200d")  # inner joiners always stay
            assert "." in value
    visible = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf"))
    if visible.lower().strip().startswith("ethereum:"):
        _, slash, function = visible.partition("?")[0].partition("/")
        assert not (slash and function.strip("/")), "a contract call named a recipient"
    assert parse_input(value, SITES[0], Expect.RECIPIENT) == result
    masked = mask_recipient(value)
    assert masked != value
    assert len(masked) <= len(value) + 3
