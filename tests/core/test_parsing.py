"""parse_input: every rule by example, the EIP-55/EIP-681 vectors, and properties over any text."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from kiosk.core.parsing import (
    BURN_ADDRESSES,
    MAX_INPUT_LENGTH,
    MAX_RAW_INPUT_LENGTH,
    POAP_MINT_HOSTS,
    Expect,
    Invalid,
    MintLink,
    ParsedInput,
    Recipient,
    RecipientKind,
    SecretWord,
    SourceKind,
    _sponge,
    clean_input,
    eip55_checksum,
    keccak_256,
    look_alike_map,
    mask_recipient,
    mint_link_url,
    parse_input,
)
from kiosk.core.reasons import InputProblem

SITE = "https://poap.xyz"
EMULATOR = "http://127.0.0.1:8765"
PROPERTY = settings(max_examples=2000, deadline=None)

# EIP-55's own test vectors (https://eips.ethereum.org/EIPS/eip-55).
EIP55_VECTORS = [
    "0x52908400098527886E0F7030069857D2E4169EE7",
    "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
    "0xde709f2102306220921060314715629080e2fb77",
    "0x27b1fdb04752bbc536007a920d24acb045561c26",
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
]
MIXED = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
OTHER = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"


def link(qr_hash: str) -> MintLink:
    return MintLink(qr_hash, SourceKind.LINK)


def code(qr_hash: str) -> MintLink:
    return MintLink(qr_hash, SourceKind.CODE)


def problem_of(result: ParsedInput) -> InputProblem | None:
    """Only the problem is compared: ``detail`` is free text for logs."""
    return result.problem if isinstance(result, Invalid) else None


# --- mint links -----------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "https://poap.xyz/mint?qr_hash=abc123",
        "https://poap.xyz/mint?qr_hash=ABC123",
        "https://poap.xyz/mint/abc123",
        "https://poap.xyz/mint/abc123/",
        "https://poap.xyz/mint/?qr_hash=abc123",
        "https://poap.xyz/claim?qr_hash=abc123",
        "https://poap.xyz/claim/abc123",
        "https://app.poap.xyz/claim/abc123",
        "https://www.poap.xyz/mint/abc123",
        "HTTPS://POAP.XYZ/MINT/ABC123",
        "Https://Poap.Xyz/mint?QR_HASH=abc123",
        "http://poap.xyz/mint/abc123",
        "https://poap.xyz:443/mint/abc123",
        "https://poap.xyz./mint/abc123",
        "https://poap.xyz/mint?utm_source=qr&qr_hash=abc123&lang=de",
        "https://poap.xyz/mint/abc123?utm_source=qr#top",
        "  https://poap.xyz/mint/abc123 \r\n",
        "\x1dhttps://poap.xyz/mint/abc123\t",
        "\ufeffhttps://poap.xyz/mint/abc123\u200b",
        "poap.xyz/mint/abc123",
        "app.poap.xyz/claim/abc123",
    ],
)
def test_mint_links_of_the_official_site(text: str) -> None:
    assert parse_input(text, SITE) == link("abc123")


# Every form people meet: each POAP host (also with www.), http or https, any host case, the
# /mint and legacy /claim paths, the path and the query form, with or without a trailing slash.
POAP_ROOTS = [
    f"{scheme}://{www}{host}"
    for scheme in ("https", "http")
    for www in ("", "www.")
    for host in ("poap.xyz", "app.poap.xyz", "collectors.poap.xyz")
]
LINK_FORMS = [
    "{root}/{path}/{h}",
    "{root}/{path}/{h}/",
    "{root}/{path}?qr_hash={h}",
    "{root}/{path}/?qr_hash={h}",
]


@pytest.mark.parametrize("root", POAP_ROOTS)
@pytest.mark.parametrize("path", ["mint", "claim"])
@pytest.mark.parametrize("form", LINK_FORMS)
def test_every_poap_host_and_form_reads_as_the_mint_link(root: str, path: str, form: str) -> None:
    text = form.format(root=root, path=path, h="abc123")
    assert parse_input(text, SITE) == link("abc123")
    assert parse_input(text.upper(), SITE) == link("abc123")


@pytest.mark.parametrize(
    "text",
    [
        "https://collectors.poap.xyz/mint/abc123",
        "https://collectors.poap.xyz/mint/ABC123/",
        "HTTPS://COLLECTORS.POAP.XYZ/mint?qr_hash=abc123",
        "http://www.collectors.poap.xyz/claim/abc123",
        "https://app.poap.xyz/claim/abc123/",
        "https://WWW.App.Poap.Xyz/mint?qr_hash=abc123",
        "collectors.poap.xyz/mint/abc123",
        "www.poap.xyz/mint/abc123/",
    ],
)
@pytest.mark.parametrize(
    "site",
    [SITE, SITE + "/", "https://www.poap.xyz", "https://collectors.poap.xyz/", "HTTPS://APP.POAP.XYZ"],
)
def test_poap_hosts_are_one_site_whichever_of_them_is_configured(text: str, site: str) -> None:
    assert parse_input(text, site) == link("abc123")


@pytest.mark.parametrize(
    "text",
    [
        "http://127.0.0.1:8765/mint?qr_hash=abc123",
        "http://127.0.0.1:8765/mint/abc123",
        "HTTP://127.0.0.1:8765/claim/ABC123/",
        "http://127.0.0.1:8765/mint/?qr_hash=abc123",
        "https://127.0.0.1:8765/mint/abc123/",
    ],
)
@pytest.mark.parametrize("site", [EMULATOR, EMULATOR + "/", " " + EMULATOR + "// "])
def test_mint_links_of_the_emulator(text: str, site: str) -> None:
    assert parse_input(text, site) == link("abc123")


def test_mint_site_with_a_path_prefix() -> None:
    site = "https://kiosk.example.org/poap/"
    assert parse_input("https://kiosk.example.org/poap/mint/abc123", site) == link("abc123")
    assert problem_of(parse_input("https://kiosk.example.org/mint/abc123", site)) is (
        InputProblem.OTHER_MINT_SITE
    )


@pytest.mark.parametrize(
    ("text", "site"),
    [
        ("https://example.com/mint/abc123", SITE),
        ("https://example.com/claim?qr_hash=abc123", SITE),
        ("https://example.com/some/prefix/mint/abc123", SITE),
        ("http://127.0.0.1:9999/mint/abc123", EMULATOR),
        ("http://localhost:8765/mint/abc123", EMULATOR),
        ("https://collectors.poap.xyz.example.com/mint/abc123", SITE),
        ("https://poap.xyz.example.com/mint/abc123", SITE),
        ("https://notpoap.xyz/mint/abc123", SITE),
        ("https://wwwpoap.xyz/mint/abc123", SITE),
        ("https://www2.poap.xyz/mint/abc123", SITE),
        ("https://evil.collectors.poap.xyz/mint/abc123", SITE),
        ("https://poap.xyz:8443/mint/abc123", SITE),
        ("https://www.127.0.0.1.example.com/mint/abc123", EMULATOR),
    ],
)
def test_mint_links_of_another_site(text: str, site: str) -> None:
    assert problem_of(parse_input(text, site)) is InputProblem.OTHER_MINT_SITE


@pytest.mark.parametrize(
    ("text", "site"),
    [
        ("https://poap.xyz/mint/abc123", EMULATOR),
        ("poap.xyz/mint/ABC123", EMULATOR),  # typed, without https://
        ("https://app.poap.xyz/claim/abc123", "https://staging.poap.xyz"),
        ("https://collectors.poap.xyz/mint/abc123", EMULATOR),
        ("https://www.collectors.poap.xyz/mint?qr_hash=abc123", EMULATOR + "/"),
    ],
)
def test_a_poap_mint_link_on_a_kiosk_of_another_service_is_named_so(text: str, site: str) -> None:
    """Not "another site": it is POAP's own link, and this kiosk mints elsewhere (a demo)."""
    assert problem_of(parse_input(text, site)) is InputProblem.POAP_LINK_ELSEWHERE


@pytest.mark.parametrize(
    "text",
    ["poap.xyz/mint/abc123", "https://www.poap.xyz/claim/ABC123", "app.poap.xyz/mint/abc123"],
)
def test_a_typed_poap_mint_link_is_ours_on_a_poap_kiosk(text: str) -> None:
    assert parse_input(text, SITE, Expect.CODE) == MintLink("abc123")


@pytest.mark.parametrize(
    "text",
    [
        "https://poap.xyz/",
        "https://poap.xyz/mint",
        "https://poap.xyz/mint?code=abc123",
        "https://poap.xyz/drops/abc123",
        "https://poap.xyz/mint/abc123/extra",
        "https://collectors.poap.xyz/",
        "https://collectors.poap.xyz/mint",
        "https://collectors.poap.xyz/drop/abc123",
        "https://www.poap.xyz/mint/?code=abc123",
        "https://kiosk.poap.xyz/#/claim/abcdef",
        "https://poap.gallery/drops/123",
    ],
)
def test_poap_pages_that_are_no_mint_link_are_named_so(text: str) -> None:
    assert problem_of(parse_input(text, SITE)) is InputProblem.POAP_PAGE


@pytest.mark.parametrize(
    "text",
    [
        "https://google.com",
        "https://example.com/mint/about-us",
        "ftp://poap.xyz/mint/abc123",
        "https://poap.xyz:notaport/mint/abc123",
        "http://[::1/mint/abc123",
    ],
)
def test_other_web_addresses(text: str) -> None:
    assert problem_of(parse_input(text, SITE)) is InputProblem.NOT_A_MINT_LINK


@pytest.mark.parametrize(
    "text",
    ["https://poap.xyz/mint/abc12", "https://poap.xyz/mint?qr_hash=abc1234", "https://poap.xyz/claim/ab-123"],
)
def test_our_mint_link_with_a_broken_hash(text: str) -> None:
    assert problem_of(parse_input(text, SITE)) is InputProblem.BAD_CODE


@given(
    st.from_regex(r"[a-z0-9]{6}", fullmatch=True),
    st.sampled_from([SITE, EMULATOR, SITE + "/", EMULATOR + "/poap"])
)
@PROPERTY
def test_canonical_link_round_trip(qr_hash: str, site: str) -> None:
    assert mint_link_url(qr_hash, site) == f"{site.rstrip('/')}/mint?qr_hash={qr_hash}"
    assert parse_input(mint_link_url(qr_hash, site), site) == MintLink(qr_hash)


_FORMS = [
    "{root}/mint?qr_hash={h}", "{root}/mint/{h}", "{root}/claim?qr_hash={h}", "{root}/claim/{h}/",
    "{root}/mint/{h}/", "{root}/mint/?qr_hash={h}",
]
_SPACE = st.text(alphabet=" \t\r\n\x1d\u00a0\u200b", max_size=4)


@given(
    qr_hash=st.from_regex(r"[a-zA-Z0-9]{6}", fullmatch=True),
    form=st.sampled_from(_FORMS),
    root=st.sampled_from(POAP_ROOTS),
    site=st.sampled_from(POAP_ROOTS + [root + "/" for root in POAP_ROOTS]),
    upper=st.integers(min_value=0, max_value=2**32 - 1),
    padding=st.tuples(_SPACE, _SPACE),
)
@PROPERTY
def test_case_and_whitespace_do_not_matter(
    qr_hash: str, form: str, root: str, site: str, upper: int, padding: tuple[str, str]
) -> None:
    root = "".join(ch.upper() if upper >> i & 1 else ch for i, ch in enumerate(root))
    before, after = padding
    text = before + form.format(root=root, h=qr_hash) + after
    assert parse_input(text, site) == link(qr_hash.lower())
    assert parse_input(before + qr_hash + after, site) == code(qr_hash.lower())


@given(
    qr_hash=st.from_regex(r"[a-z0-9]{6}", fullmatch=True),
    form=st.sampled_from(_FORMS),
    host=st.from_regex(r"[a-z0-9-]{1,12}(\.[a-z0-9-]{1,12}){0,2}\.[a-z]{2,5}", fullmatch=True),
    site=st.sampled_from([SITE, EMULATOR]),
)
@PROPERTY
def test_only_poap_hosts_and_the_configured_site_are_ours(
    qr_hash: str, form: str, host: str, site: str
) -> None:
    """Any other host's mint link is another site's, however close its name comes."""
    assume(host.removeprefix("www.") not in POAP_MINT_HOSTS)
    text = form.format(root=f"https://{host}", h=qr_hash)
    assert problem_of(parse_input(text, site)) is InputProblem.OTHER_MINT_SITE


# --- codes and secret words -------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expect", "expected"),
    [
        ("abc123", Expect.MINT, code("abc123")),
        ("ABC123", Expect.MINT, code("abc123")),
        (" aBc123\r", Expect.CODE, code("abc123")),
        ("https://poap.xyz/mint/abc123", Expect.CODE, link("abc123")),
        ("devcon", Expect.MINT, code("devcon")),
        ("devcon", Expect.SECRET_WORD, SecretWord("devcon")),
        ("DevCon", Expect.SECRET_WORD, SecretWord("DevCon")),
        ("increase-group-student", Expect.MINT, SecretWord("increase-group-student")),
        ("Increase-Group-Student", Expect.SECRET_WORD, SecretWord("Increase-Group-Student")),
        ("ethcc2025", Expect.MINT, SecretWord("ethcc2025")),
        ("abc", Expect.SECRET_WORD, SecretWord("abc")),
        ("a" * 64, Expect.SECRET_WORD, SecretWord("a" * 64)),
        ("https://poap.xyz/mint/abc123", Expect.SECRET_WORD, link("abc123")),
    ],
)
def test_codes_and_secret_words(text: str, expect: Expect, expected: ParsedInput) -> None:
    assert parse_input(text, SITE, expect) == expected


@pytest.mark.parametrize(
    ("text", "expect", "problem"),
    [
        ("abc12", Expect.CODE, InputProblem.BAD_CODE),
        ("abc1234", Expect.CODE, InputProblem.BAD_CODE),
        ("increase-group-student", Expect.CODE, InputProblem.BAD_CODE),
        ("ab", Expect.SECRET_WORD, InputProblem.BAD_SECRET_WORD),
        ("a" * 65, Expect.SECRET_WORD, InputProblem.BAD_SECRET_WORD),
        ("two words", Expect.SECRET_WORD, InputProblem.BAD_SECRET_WORD),
        ("-leading", Expect.SECRET_WORD, InputProblem.BAD_SECRET_WORD),
        ("trailing-", Expect.SECRET_WORD, InputProblem.BAD_SECRET_WORD),
        ("ab", Expect.MINT, InputProblem.UNRECOGNISED),
        ("two words", Expect.MINT, InputProblem.UNRECOGNISED),
        ("ab!", Expect.CODE, InputProblem.UNRECOGNISED),
        ("Grüße-word", Expect.MINT, InputProblem.UNRECOGNISED),
    ],
)
def test_bad_codes_and_words(text: str, expect: Expect, problem: InputProblem) -> None:
    assert problem_of(parse_input(text, SITE, expect)) is problem


@pytest.mark.parametrize("expect", [Expect.MINT, Expect.CODE, Expect.SECRET_WORD])
@pytest.mark.parametrize(
    "text",
    [MIXED, MIXED.lower(), "0x1234abcd99", "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
     "alice.eth", "someone@example.com", f"ethereum:{MIXED}", "mailto:a@example.com"],
)
def test_a_recipient_on_a_mint_screen(text: str, expect: Expect) -> None:
    assert problem_of(parse_input(text, SITE, expect)) is InputProblem.NOT_A_MINT_INPUT


# --- recipients -------------------------------------------------------------------------------

def address(value: str) -> Recipient:
    return Recipient(RecipientKind.ADDRESS, value)


@pytest.mark.parametrize("vector", EIP55_VECTORS)
def test_eip55_vectors(vector: str) -> None:
    assert eip55_checksum(vector) == vector
    assert eip55_checksum(vector.lower()) == vector
    assert parse_input(vector, SITE, Expect.RECIPIENT) == address(vector)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (MIXED.lower(), address(MIXED)),
        ("0x" + MIXED[2:].upper(), address(MIXED)),
        ("0X" + MIXED[2:].lower(), address(MIXED)),
        (f"  {MIXED}\r\n", address(MIXED)),
        # EIP-681 payment links from wallet QR codes
        (f"ethereum:{MIXED}", address(MIXED)),
        (f"ethereum:{MIXED.lower()}@1", address(MIXED)),
        (f"ethereum:pay-{MIXED}@137", address(MIXED)),
        (f"ETHEREUM:{MIXED}?value=1e18", address(MIXED)),
        (f"ethereum:{MIXED}@1?value=2.014e18&gas=21000", address(MIXED)),
        (f"ethereum:{MIXED}/", address(MIXED)),  # an empty function name is none
        ("ethereum:alice.eth@1", Recipient(RecipientKind.ENS, "alice.eth")),
        # ENS names and DNS names imported into ENS
        ("alice.eth", Recipient(RecipientKind.ENS, "alice.eth")),
        ("Alice.ETH", Recipient(RecipientKind.ENS, "alice.eth")),
        ("pay.alice-1.eth", Recipient(RecipientKind.ENS, "pay.alice-1.eth")),
        ("alice.xyz", Recipient(RecipientKind.ENS, "alice.xyz")),
        ("alice.eth.", Recipient(RecipientKind.ENS, "alice.eth")),
        ("café.eth", Recipient(RecipientKind.ENS, "café.eth")),
        ("🦊.eth", Recipient(RecipientKind.ENS, "🦊.eth")),
        # ENSIP-15 has no DNS rules: hyphens at either end and long labels are names
        ("-alice.eth", Recipient(RecipientKind.ENS, "-alice.eth")),
        ("alice-.eth", Recipient(RecipientKind.ENS, "alice-.eth")),
        ("a" * 64 + ".eth", Recipient(RecipientKind.ENS, "a" * 64 + ".eth")),
        ("_alice.eth", Recipient(RecipientKind.ENS, "_alice.eth")),
        # e-mail: the domain is lower-cased, the local part kept
        ("Someone@Example.COM", Recipient(RecipientKind.EMAIL, "Someone@example.com")),
        ("first.last+kiosk@mail.example.org", Recipient(RecipientKind.EMAIL,
                                                         "first.last+kiosk@mail.example.org")),
        ("mailto:a@example.com?subject=hi", Recipient(RecipientKind.EMAIL, "a@example.com")),
        # RFC 6068: a mailto: address is percent-encoded
        ("mailto:john%2Bdoe@example.org", Recipient(RecipientKind.EMAIL, "john+doe@example.org")),
        ("MAILTO:j%2bd@Example.org", Recipient(RecipientKind.EMAIL, "j+d@example.org")),
        # RFC 5322 atext in the local part; an internationalised domain in its ASCII form; an
        # e-mail whose name starts like a wallet's
        ("o'brien@example.ie", Recipient(RecipientKind.EMAIL, "o'brien@example.ie")),
        ("someone@Exämple.com", Recipient(RecipientKind.EMAIL, "someone@xn--exmple-cua.com")),
        ("0xfan@example.org", Recipient(RecipientKind.EMAIL, "0xfan@example.org")),
    ],
)
def test_recipients(text: str, expected: Recipient) -> None:
    assert parse_input(text, SITE, Expect.RECIPIENT) == expected


@pytest.mark.parametrize(
    "text", ["mailto:a%40b@example.org", "mailto:a@x.org%2Cb@y.org", "mailto:a%FF@example.org"]
)
def test_a_mailto_that_decodes_to_no_single_address_is_refused(text: str) -> None:
    parsed = parse_input(text, SITE, Expect.RECIPIENT)
    assert isinstance(parsed, Invalid)
    assert parsed.problem is InputProblem.BAD_EMAIL


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (MIXED[:-1] + MIXED[-1].swapcase(), InputProblem.BAD_CHECKSUM),
        ("0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", InputProblem.BAD_CHECKSUM),
        ("ethereum:0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1", InputProblem.BAD_CHECKSUM),
        (MIXED[:-1], InputProblem.BAD_ADDRESS),
        (MIXED + "0", InputProblem.BAD_ADDRESS),
        ("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", InputProblem.BAD_ADDRESS),
        ("0x", InputProblem.BAD_ADDRESS),
        (MIXED[2:].lower(), InputProblem.BAD_ADDRESS),
        ("ethereum:", InputProblem.BAD_ADDRESS),
        (f"ethereum:{OTHER}@1/transfer?uint256=1", InputProblem.CONTRACT_CALL),
        ("ethereum:0x1234", InputProblem.BAD_ADDRESS),
        ("ethereum:0x1234@x", InputProblem.BAD_ADDRESS),
        ("alice", InputProblem.BAD_ENS),
        ("alice..eth", InputProblem.BAD_ENS),
        ("alice.e", InputProblem.BAD_ENS),
        ("alice.123", InputProblem.BAD_ENS),
        ("a_b.eth", InputProblem.BAD_ENS),
        ("ethereum:not an ens", InputProblem.BAD_ENS),
        ("someone@", InputProblem.BAD_EMAIL),
        ("@example.com", InputProblem.BAD_EMAIL),
        ("someone@example", InputProblem.BAD_EMAIL),
        ("some one@example.com", InputProblem.BAD_EMAIL),
        (".someone@example.com", InputProblem.BAD_EMAIL),
        ("some..one@example.com", InputProblem.BAD_EMAIL),
        ("someone@exa_mple.com", InputProblem.BAD_EMAIL),
        ("someone@☃.com", InputProblem.BAD_EMAIL),  # no IDNA 2008 label
        ("a/b@example.com", InputProblem.BAD_EMAIL),  # "/": a path segment of the scan lookup
        ("mailto:a@example.com?cc=b@example.com", InputProblem.BAD_EMAIL),
        ("a@b@example.com", InputProblem.BAD_EMAIL),
        ("abc123", InputProblem.NOT_A_RECIPIENT),
        ("ABC123", InputProblem.NOT_A_RECIPIENT),
        ("https://poap.xyz/mint/abc123", InputProblem.NOT_A_RECIPIENT),
        ("https://example.com/mint/abc123", InputProblem.NOT_A_RECIPIENT),
        ("https://example.com/wallet", InputProblem.UNRECOGNISED),
        ("hello world", InputProblem.UNRECOGNISED),
    ],
)
def test_bad_recipients(text: str, problem: InputProblem) -> None:
    assert problem_of(parse_input(text, SITE, Expect.RECIPIENT)) is problem


# --- recipients as typed: ENSIP-15 names, wallet QRs that call a contract, burn addresses ---

ZWJ = "\u200d"
ZWJ_EMOJI_NAMES = [
    "👨\u200d👩\u200d👧.eth",  # family: three emoji joined into one
    "🧑\u200d🚀.eth",  # astronaut
    "👩🏽\u200d💻.eth",  # technologist with a skin tone
    "🏴\u200d☠.eth",  # pirate flag
    "pay.👨\u200d👩\u200d👧.eth",  # a subdomain of an emoji name
]


@pytest.mark.parametrize("name", ZWJ_EMOJI_NAMES)
@pytest.mark.parametrize(
    "form", ["{}", "  {}\r\n", "\ufeff{}\u200b", "ethereum:{}", "ethereum:pay-{}@1", "{}."]
)
def test_zwj_emoji_names_keep_their_joiners(name: str, form: str) -> None:
    """Only the joiners make 👨‍👩‍👧 one emoji: without them it is 👨👩👧.eth, another name."""
    result = parse_input(form.format(name), SITE, Expect.RECIPIENT)
    assert result == Recipient(RecipientKind.ENS, name)
    assert result.value.count(ZWJ) == name.count(ZWJ)
    assert parse_input(name.replace(ZWJ, ""), SITE, Expect.RECIPIENT) != result


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("Vitalik.ETH", "vitalik.eth"),  # ASCII case
        ("ÉTÉ.eth", "été.eth"),  # letter case beyond ASCII
        ("ΛΑΜΔΑ.eth", "λαμδα.eth"),
        ("ВАСЯ.eth", "вася.eth"),
        ("❤️.eth", "❤.eth"),  # U+FE0F, the emoji presentation selector: the same heart
        ("🏳️\u200d🌈.eth", "🏳\u200d🌈.eth"),  # U+FE0F inside a ZWJ sequence; the joiner stays
        ("cafe\u0301.eth", "café.eth"),  # NFC: e + combining acute is é
    ],
)
def test_changes_nobody_notices_are_taken(text: str, normalised: str) -> None:
    """Letter case, U+FE0F and NFC: the same name to any reader, so it is not asked again."""
    assert parse_input(text, SITE, Expect.RECIPIENT) == Recipient(RecipientKind.ENS, normalised)


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("ｖｉｔａｌｉｋ.eth", "vitalik.eth"),  # full-width letters
        ("𝐯𝐢𝐭𝐚𝐥𝐢𝐤.eth", "vitalik.eth"),  # mathematical bold letters
        ("ⓥitalik.eth", "vitalik.eth"),  # a circled letter
        ("ﬁsh.eth", "fish.eth"),  # a ligature
        ("Ⅷ.eth", "viii.eth"),  # a Roman numeral: upper case, but lower is not "viii"
        ("½.eth", "1⁄2.eth"),
        ("™.eth", "tm.eth"),
        ("vita\u00adlik.eth", "vitalik.eth"),  # a soft hyphen ENSIP-15 drops
        ("VITA\u00adLIK.eth", "vitalik.eth"),  # case with another change: still asked
        ("ethereum:ｖｉｔａｌｉｋ.eth@1", "vitalik.eth"),
    ],
)
def test_names_ens_writes_differently_are_shown_not_swapped(text: str, normalised: str) -> None:
    """The refusal carries the name as ENS writes it, and that name given again is taken."""
    result = parse_input(text, SITE, Expect.RECIPIENT)
    assert isinstance(result, Invalid)
    assert result.problem is InputProblem.ENS_WRITTEN_DIFFERENTLY
    assert result.shown == normalised
    assert normalised not in result.detail  # the detail goes to logs: no recipient there
    again = Recipient(RecipientKind.ENS, normalised)
    assert parse_input(result.shown, SITE, Expect.RECIPIENT) == again


@pytest.mark.parametrize(
    "text",
    [
        "vitаlik.eth",  # Cyrillic а (U+0430) among Latin letters
        "vitalіk.eth",  # Ukrainian і (U+0456)
        "pαypal.eth",  # Greek α
        "раураl.eth",  # Cyrillic "рауре" and a Latin l
        "раура.eth",  # all Cyrillic, and reads as the Latin "paypa"
        "аррӏе.eth",  # all Cyrillic, and reads as "apple"
        "VITАLIK.eth",  # upper case does not hide it
        "pay.vitаlik.eth",  # in a subdomain's parent
        "ethereum:vitаlik.eth@1",  # inside a wallet QR
    ],
)
def test_lookalike_names_are_refused(text: str) -> None:
    """ENSIP-15's mixed-script and whole-script confusable checks, not rules of ours."""
    result = parse_input(text, SITE, Expect.RECIPIENT)
    assert problem_of(result) is InputProblem.ENS_LOOKALIKE
    assert isinstance(result, Invalid)
    assert result.detail.startswith("ENSIP-15 CONF_")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("vi\u200dtalik.eth", InputProblem.ENS_HIDDEN_CHARACTER),  # a joiner between letters
        ("vi\u200ctalik.eth", InputProblem.ENS_HIDDEN_CHARACTER),  # a non-joiner
        ("👨\u200d\u200d👩.eth", InputProblem.ENS_HIDDEN_CHARACTER),  # a joiner joining nothing
        ("ethereum:vi\u200dtalik.eth", InputProblem.ENS_HIDDEN_CHARACTER),
        ("ab--c.eth", InputProblem.BAD_ENS),  # a label extension, like xn--
        ("🦊\u0301.eth", InputProblem.BAD_ENS),  # a combining mark on an emoji
        ("🦊.🦊", InputProblem.BAD_ENS),  # no top-level domain
        ("vitalik。eth", InputProblem.BAD_ENS),  # an ideographic full stop is no dot in ENS
        ("ali ce.eth", InputProblem.UNRECOGNISED),
    ],
)
def test_names_ens_refuses(text: str, problem: InputProblem) -> None:
    assert problem_of(parse_input(text, SITE, Expect.RECIPIENT)) is problem


FUNCTIONS = [
    "transfer", "approve", "safeTransferFrom", "transferFrom", "setApprovalForAll", "mint",
    "TRANSFER", "somethingElse",
]


@pytest.mark.parametrize("function", FUNCTIONS)
@pytest.mark.parametrize(
    "form",
    [
        "ethereum:{target}/{function}?address={wallet}&uint256=1",
        "ethereum:pay-{target}@1/{function}?address={wallet}&uint256=1000000",
        "ethereum:{target}@137/{function}",
        "ethereum:{target}/{function}?from={wallet}&to={wallet}&tokenId=7",
        "ETHEREUM:{target}/{function}/?address={wallet}",
        "ethereum:tokens.eth/{function}?address={wallet}",  # a contract by its ENS name
        "  ethereum:{target}/{function}?address={wallet}\r\n",
    ],
)
def test_every_contract_call_qr_is_refused(function: str, form: str) -> None:
    """A QR that asks the wallet to send: neither the contract nor the payee is the attendee."""
    text = form.format(target=OTHER, function=function, wallet=MIXED)
    assert problem_of(parse_input(text, SITE, Expect.RECIPIENT)) is InputProblem.CONTRACT_CALL


@pytest.mark.parametrize(
    "query", ["address=" + MIXED, "uint256=1", "address=" + MIXED + "&uint256=1", "bytes32=0x1"]
)
def test_call_arguments_without_their_function_are_refused(query: str) -> None:
    text = f"ethereum:{OTHER}?{query}"
    assert problem_of(parse_input(text, SITE, Expect.RECIPIENT)) is InputProblem.CONTRACT_CALL


def test_a_transfer_to_a_burn_address_is_refused_as_a_call() -> None:
    zero = "0x" + "0" * 40
    text = f"ethereum:{OTHER}/transfer?address={zero}&uint256=1"
    assert problem_of(parse_input(text, SITE, Expect.RECIPIENT)) is InputProblem.CONTRACT_CALL


def _case_forms(burn: str) -> list[str]:
    checksummed = eip55_checksum(burn)
    forms = [burn, "0x" + burn[2:].upper(), "0X" + burn[2:], checksummed]
    letters = [i for i, ch in enumerate(checksummed) if i > 1 and ch.isalpha()]
    if len(letters) > 1:  # a mixed case with a wrong checksum is refused as burn all the same
        i = letters[0]
        forms.append(checksummed[:i] + checksummed[i].swapcase() + checksummed[i + 1 :])
    return forms


BURN_FORMS = [form for burn in sorted(BURN_ADDRESSES) for form in _case_forms(burn)]


@pytest.mark.parametrize("burn", BURN_FORMS)
@pytest.mark.parametrize(
    "wrap",
    ["{}", " {}\r\n", "ethereum:{}", "ethereum:pay-{}@1", "ethereum:{}@137?value=1e18",
     "ETHEREUM:{}/"],
)
def test_burn_addresses_are_refused_in_every_case_and_link(burn: str, wrap: str) -> None:
    result = parse_input(wrap.format(burn), SITE, Expect.RECIPIENT)
    assert problem_of(result) is InputProblem.BURN_ADDRESS


def test_the_burn_list_is_small_and_lower_case() -> None:
    assert 0 < len(BURN_ADDRESSES) <= 8
    for burn in BURN_ADDRESSES:
        assert burn == burn.lower()
        assert len(burn) == 42
    assert "0x" + "0" * 40 in BURN_ADDRESSES
    assert "0x" + "0" * 36 + "dead" in BURN_ADDRESSES
    assert "0xdead" + "0" * 36 in BURN_ADDRESSES


@pytest.mark.parametrize(
    "near", ["0x" + "0" * 39 + "2", "0x" + "0" * 36 + "beef", "0xdead" + "0" * 35 + "1"]
)
def test_addresses_near_a_burn_address_are_taken(near: str) -> None:
    assert parse_input(near, SITE, Expect.RECIPIENT) == address(eip55_checksum(near))


@given(st.binary(min_size=20, max_size=20))
@PROPERTY
def test_address_case_forms_agree(raw: bytes) -> None:
    checksummed = eip55_checksum("0x" + raw.hex())
    assume(checksummed.lower() not in BURN_ADDRESSES)  # refused in every form, tested above
    expected = address(checksummed)
    for form in (checksummed, checksummed.lower(), "0x" + checksummed[2:].upper()):
        assert parse_input(form, SITE, Expect.RECIPIENT) == expected
    letters = [i for i, ch in enumerate(checksummed) if i > 1 and ch.isalpha()]
    assume(letters)
    i = letters[len(letters) // 2]
    typo = checksummed[:i] + checksummed[i].swapcase() + checksummed[i + 1 :]
    assume(typo[2:] not in (typo[2:].lower(), typo[2:].upper()))  # single case needs no checksum
    assert problem_of(parse_input(typo, SITE, Expect.RECIPIENT)) is InputProblem.BAD_CHECKSUM


# --- limits, the hash, masking ---------------------------------------------------------------

@pytest.mark.parametrize("expect", list(Expect))
@pytest.mark.parametrize("text", ["", "   ", "\r\n", "\x1d\t\x00", "\u200b"])
def test_empty(text: str, expect: Expect) -> None:
    assert parse_input(text, SITE, expect) == Invalid(InputProblem.EMPTY)


def test_too_long_after_cleaning() -> None:
    assert problem_of(parse_input("a" * (MAX_INPUT_LENGTH + 1), SITE)) is InputProblem.TOO_LONG
    padded = " " * 1000 + "abc123" + "\r" * 1000
    assert parse_input(padded, SITE) == code("abc123")


@pytest.mark.parametrize("expect", list(Expect))
def test_a_runaway_scan_is_too_long_before_it_is_cleaned(expect: Expect) -> None:
    """Scanner padding up to the raw limit is fine; one character more is refused unread."""
    body = "abc123" if expect is not Expect.RECIPIENT else MIXED
    at_limit = body + "\r" * (MAX_RAW_INPUT_LENGTH - len(body))
    assert problem_of(parse_input(at_limit, SITE, expect)) is None
    assert problem_of(parse_input(at_limit + "\r", SITE, expect)) is InputProblem.TOO_LONG
    assert problem_of(parse_input("\x00" * 10_000_000, SITE, expect)) is InputProblem.TOO_LONG


def test_cleaning_looks_at_a_bounded_head_only() -> None:
    """The attendee flow keys repeated scans on the cleaned text: a huge scan keeps a small key."""
    assert clean_input("x" * 10_000_000) == "x" * MAX_RAW_INPUT_LENGTH
    assert clean_input("\u200b" + "abc123\r") == "abc123"


def test_keccak_256_known_digests() -> None:
    assert keccak_256(b"").hex() == (
        "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    )
    assert keccak_256(b"abc").hex() == (
        "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"
    )


@given(st.binary(max_size=400))
@settings(max_examples=300, deadline=None)
def test_the_sponge_with_sha3_padding_is_hashlib_sha3(data: bytes) -> None:
    """Same permutation, other padding: checks the permutation over many block counts."""
    assert _sponge(data, 0x06) == hashlib.sha3_256(data).digest()


@pytest.mark.parametrize(
    ("value", "masked"),
    [
        (MIXED, "0x5aAe…eAed"),
        ("someone@example.com", "s***@example.com"),
        ("alice.eth", "a***e.eth"),
        ("pay.alice.eth", "p***y.alice.eth"),
        ("ab.eth", "***.eth"),
        ("", "***"),
        # whole characters as a reader sees them: a ZWJ emoji or an accent is never cut
        ("👨\u200d👩\u200d👧.eth", "***.eth"),
        ("👨\u200d👩\u200d👧🧑\u200d🚀🦊.eth", "👨\u200d👩\u200d👧***🦊.eth"),
        ("e\u0301cole\u0301.eth", "e\u0301***e\u0301.eth"),
        ("вася.eth", "в***я.eth"),
    ],
)
def test_mask_recipient(value: str, masked: str) -> None:
    assert mask_recipient(value) == masked


# --- any text at all -------------------------------------------------------------------------

_PIECES = st.sampled_from(
    ["https://", "http://", "poap.xyz", "/mint", "/claim", "?qr_hash=", "/", "abc123", "0x", MIXED,
     "ethereum:", "pay-", "@", "@137", ".eth", "mailto:", "-", ".", " ", "\x1d", "%", "[", ":99999"]
)
_TEXT = st.one_of(st.text(max_size=MAX_INPUT_LENGTH + 20), st.lists(_PIECES | st.text(max_size=3))
                  .map("".join))


@given(_TEXT, st.sampled_from(list(Expect)), st.sampled_from([SITE, EMULATOR, "", "not a url"]))
@PROPERTY
def test_never_raises_and_always_answers_a_known_type(text: str, expect: Expect, site: str) -> None:
    result = parse_input(text, site, expect)
    assert isinstance(result, MintLink | SecretWord | Recipient | Invalid)
    if isinstance(result, MintLink):
        assert len(result.qr_hash) == 6
        assert result.qr_hash == result.qr_hash.lower()
    assert parse_input(f" \r{text}\t\x1d", site, expect) == result


def test_no_look_alike_is_guessed_in_the_service_code_alphabet() -> None:
    """Codes use a-z and 0-9, so O and 0, and 1, I and l, are each a different code: reading one
    as the other could mint someone else's code."""
    assert look_alike_map() == {}
    assert parse_input("ABC0O1", SITE, Expect.CODE) == MintLink("abc0o1", SourceKind.CODE)
    assert parse_input("abcIl1", SITE, Expect.CODE) == MintLink("abcil1", SourceKind.CODE)


def test_a_look_alike_maps_where_only_one_of_its_group_can_occur() -> None:
    assert look_alike_map(frozenset("0123456789")) == {"o": "0", "i": "1", "l": "1"}
    without = frozenset("abcdefghjkmnpqrstuvwxyz0123456789")  # no i, l or o
    assert look_alike_map(without) == {"o": "0", "i": "1", "l": "1"}
    assert look_alike_map(frozenset("abcdefghijklmnopqrstuvwxyz")) == {"0": "o"}  # 1, i, l: two
