"""Turn any text an attendee gives (typed, pasted, USB scanner, camera QR) into one typed value.

Every input source goes through ``parse_input`` so a scanned link and a typed code behave alike.
The screen says what it asked for (``Expect``), because the same text can mean different things:
``abc123`` is a mint code on the welcome screen and a secret word on the secret-word screen.
"""

from __future__ import annotations

import re
import string
import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, unquote, urlsplit

import idna

from kiosk.core.ens_tables import load_ens_tables
from kiosk.core.reasons import InputProblem

if TYPE_CHECKING:
    from ens_normalize import NormalizableSequence

MAX_INPUT_LENGTH = 512  # a mint link is ~40 characters; anything this long is a wrong scan
# Raw text (scanner padding included) beyond this is refused before any character is looked at,
# so a runaway scanner or a pasted file cannot stall the UI thread that parses it.
MAX_RAW_INPUT_LENGTH = 8 * 1024
# The hosts POAP's own mint links use (each also with ``www.``): one site, any of them reads as ours
# when the kiosk's mint site is one of them. A kiosk set to another site (the emulator, staging)
# takes only its own links, so a real link never reaches a service that does not know it.
POAP_MINT_HOSTS = frozenset({"poap.xyz", "app.poap.xyz", "collectors.poap.xyz"})
# POAP's own web sites (and their subdomains): a link to one that is not a mint link for this kiosk
# is named as what it is, a POAP link or page, never "another site".
POAP_SITE_DOMAINS = ("poap.xyz", "poap.gallery")
# The characters of a code (a mint link's qr_hash, [a-z0-9]{6}; letter case does not count), and
# the groups of characters people mistake for each other on a printed code.
CODE_ALPHABET = frozenset(string.ascii_lowercase + string.digits)
LOOK_ALIKES = ("0o", "1il")
MINT_PATHS = frozenset({"mint", "claim"})  # /mint is current, /claim the legacy form
# Addresses nobody holds a key for: a collectible sent there is lost for good, so they are refused
# as recipients, typed or inside an ethereum: link. Kept small on purpose, the ones people and
# token contracts really use as a "burn" sink (lower case; compared in any letter case):
BURN_ADDRESSES = frozenset(
    {
        "0x0000000000000000000000000000000000000000",  # the zero address
        "0x000000000000000000000000000000000000dead",  # the usual "dEaD" burn address
        "0xdead000000000000000000000000000000000000",  # the same, written at the front
        "0xdead000000000000000042069420694206942069",  # the burn address many meme tokens use
    }
)
# ENSIP-15 changes to a name that are not a different name to a reader, so the normalised form is
# taken without asking: the emoji presentation selector U+FE0F dropped, and NFC composition (both
# look the same on screen). Letter case is the third (see _only_unnoticed_changes).
# (By name: ``ens_normalize`` takes 100 ms to load, so it is imported when first needed, or by
# ``load_ens_normalisation`` once the window is painted.)
_UNNOTICED_NORMALISATIONS = frozenset({"FE0F", "NFC"})
# ENSIP-15 refusals that have their own words for the attendee; any other one is BAD_ENS.
_ENS_REFUSALS = {
    "CONF_MIXED": InputProblem.ENS_LOOKALIKE,  # e.g. a Cyrillic "а" among Latin letters
    "CONF_WHOLE": InputProblem.ENS_LOOKALIKE,  # all Cyrillic, but reads as a Latin name
    "INVISIBLE": InputProblem.ENS_HIDDEN_CHARACTER,  # a zero-width joiner between letters
}
# Query keys that are arguments of a contract call (EIP-681: ``?address=…&uint256=…``): a link
# that has them but no function name lost its function, and still is no receive address.
_FUNCTION_ARGUMENT = re.compile(r"address|bool|string|bytes[0-9]*|u?int[0-9]*", re.IGNORECASE)


class Expect(StrEnum):
    """What the current screen asked the attendee for."""

    MINT = "mint"  # welcome screen: a mint link, a six-character code or a secret word
    CODE = "code"  # code keypad: a mint link or a six-character code
    SECRET_WORD = "secret_word"  # secret-word screen: any word, even one that looks like a code
    RECIPIENT = "recipient"  # recipient screen: address, ENS name or e-mail


class SourceKind(StrEnum):
    """How a mint link reached us; the journal and statistics tell scans from typed codes."""

    LINK = "link"
    CODE = "code"


class RecipientKind(StrEnum):
    ADDRESS = "address"
    ENS = "ens"
    EMAIL = "email"


@dataclass(frozen=True)
class MintLink:
    """A mint link or its six-character code; ``qr_hash`` is always lower case."""

    qr_hash: str
    source_kind: SourceKind = SourceKind.LINK


@dataclass(frozen=True)
class SecretWord:
    """A secret word, case kept: the service treats words case-sensitively."""

    word: str


@dataclass(frozen=True)
class Recipient:
    """Where the collectible goes.

    Addresses are in their EIP-55 checksummed form, ENS names lower case, e-mail domains lower case.
    """

    kind: RecipientKind
    value: str


@dataclass(frozen=True)
class Invalid:
    """Refused input: ``problem`` is for the attendee (``ui`` words it), ``detail`` for logs.

    ``shown`` is text the attendee must see with the reason: for
    ``InputProblem.ENS_WRITTEN_DIFFERENTLY`` the name as it would be minted. It is theirs and is
    shown on their screen, never written to a log.
    """

    problem: InputProblem
    detail: str = ""
    shown: str = field(default="", repr=False)


ParsedInput = MintLink | SecretWord | Recipient | Invalid

_CODE = re.compile(r"[a-z0-9]{6}")
_SECRET_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{1,62}[A-Za-z0-9]")
_HEX40 = re.compile(r"[0-9a-fA-F]{40}")
# 0x + 8 or more hex, or 40 hex: a (mistyped) address; shorter hex may be a code or a word
_HEX_ADDRESS_LIKE = re.compile(r"0x[0-9a-f]{8,}|[0-9a-f]{40}")
_URL_SCHEME = re.compile(r"[a-z][a-z0-9+.-]*://", re.IGNORECASE)
_BARE_HOST_PATH = re.compile(r"[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]+)?/", re.IGNORECASE)
# RFC 5322 atext and dots (o'brien@…, a!b@…): addresses mail takes, and the service too. Not "/":
# the address is a path segment of the service's collection lookup (/actions/scan/{address}).
_EMAIL_LOCAL = re.compile(r"[A-Za-z0-9._%+'!#$&*=?^`{|}~-]{1,64}")
_ASCII_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")
_TLD = re.compile(r"[a-z]{2,63}|xn--[a-z0-9-]{1,59}")
_MORE_TO = frozenset({"to", "cc", "bcc"})  # RFC 6068 headers that mail more people
_EIP681 = re.compile(r"ethereum:(?:pay-)?([^@/?]+)(?:@[0-9]+)?(/[^?]*)?(?:\?(.*))?", re.IGNORECASE)


def look_alike_map(alphabet: frozenset[str] = CODE_ALPHABET) -> dict[str, str]:
    """Look-alikes a typed code may be read as: in each ``LOOK_ALIKES`` group with exactly one
    member in ``alphabet``, the others map to that one.

    With the service's codes (a-z and 0-9) every member of every group can occur in a code (``o``
    and ``0``, ``1``, ``i`` and ``l``), so the map is empty: reading ``O`` as ``0`` could name
    someone else's code. The code entry page says so instead.
    """
    mapping = {}
    for group in LOOK_ALIKES:
        members = [char for char in group if char in alphabet]
        if len(members) == 1:
            mapping.update({char: members[0] for char in group if char != members[0]})
    return mapping


_LOOK_ALIKES = str.maketrans(look_alike_map())


def parse_input(text: str, mint_site: str, expect: Expect = Expect.MINT) -> ParsedInput:
    """Classify ``text`` for the screen that asked for ``expect``; never raises."""
    if len(text) > MAX_RAW_INPUT_LENGTH:
        return Invalid(InputProblem.TOO_LONG, f"{len(text)} characters before cleaning")
    cleaned = clean_input(text)
    if not cleaned:
        return Invalid(InputProblem.EMPTY)
    if len(cleaned) > MAX_INPUT_LENGTH:
        return Invalid(InputProblem.TOO_LONG, f"{len(cleaned)} characters")
    if expect is Expect.RECIPIENT:
        return _parse_for_recipient(cleaned, _clean_keeping_joiners(text), mint_site)
    if _looks_like_url(cleaned):
        return _parse_mint_url(cleaned, mint_site)
    if _looks_like_recipient(cleaned):
        return Invalid(InputProblem.NOT_A_MINT_INPUT, "a recipient where a mint input was asked")
    if expect is Expect.SECRET_WORD:
        if _is_secret_word(word := unicodedata.normalize("NFC", cleaned)):
            return SecretWord(word)
        return Invalid(InputProblem.BAD_SECRET_WORD)
    if _CODE.fullmatch(code := cleaned.lower().translate(_LOOK_ALIKES)):
        return MintLink(code, SourceKind.CODE)
    if expect is Expect.MINT and _SECRET_WORD.fullmatch(cleaned):
        return SecretWord(cleaned)
    if expect is Expect.CODE and re.fullmatch(r"[A-Za-z0-9-]+", cleaned):
        return Invalid(InputProblem.BAD_CODE, f"{len(cleaned)} characters")
    return Invalid(InputProblem.UNRECOGNISED)


def _is_secret_word(text: str) -> bool:
    """A word asked for on the secret-word screen: 3-64 letters, digits and hyphens, letters of
    any script (the service takes any word without spaces, "Käsefest" too), no hyphen at
    either end. ``text`` is NFC, as a keyboard types it; accents that stay apart even then
    (Devanagari vowel signs) are marks and count with their letter."""
    return (
        3 <= len(text) <= 64
        and text[0].isalnum()
        and text[-1] != "-"
        and all(ch.isalnum() or ch == "-" or unicodedata.category(ch)[0] == "M" for ch in text)
    )


def mint_link_url(qr_hash: str, mint_site: str) -> str:
    """The canonical mint link for ``qr_hash``, as the dispenser QR and the journal show it."""
    return f"{mint_site.strip().rstrip('/')}/mint?qr_hash={qr_hash.lower()}"


def mask_recipient(value: str) -> str:
    """A recipient shortened for screens and logs, so a passer-by or a log reader learns little.

    ``0x1234…abcd`` for addresses; ``a***@example.com`` for e-mail; for ENS names only the first
    label is masked (``v***k.eth``), as the attendee still recognises it. The first and last
    characters kept are whole ones as a reader sees them: an emoji joined with zero-width joiners
    (👨‍👩‍👧) or a letter with its accents is never cut in two, which would show a different name.
    """
    if value[:2].lower() == "0x" and len(value) == 42:
        return f"{value[:6]}…{value[-4:]}"
    name, at, domain = value.rpartition("@")
    if at:
        return f"{name[:1]}***@{domain}"
    first, dot, rest = value.partition(".")
    units = _visible_units(first)
    masked = f"{units[0]}***{units[-1]}" if len(units) > 2 else "***"
    return f"{masked}{dot}{rest}"


def _visible_units(text: str) -> list[str]:
    """``text`` split where a reader sees one character end: marks (accents, U+FE0F, keycaps),
    emoji skin tones and tag characters stay with the character before them, and a zero-width
    joiner binds its neighbours (👨‍👩‍👧 is one unit). Close enough to Unicode's grapheme clusters
    for masking, without their tables."""
    units: list[str] = []
    for char in text:
        category = unicodedata.category(char)
        joins = category[0] == "M" or category == "Sk" or "\U000e0020" <= char <= "\U000e007f"
        if units and (joins or char == "\u200d" or units[-1].endswith("\u200d")):
            units[-1] += char
        else:
            units.append(char)
    return units


def eip55_checksum(address: str) -> str:
    """The EIP-55 mixed-case form of a ``0x`` + 40 hex address."""
    body = address[2:].lower()
    digest = keccak_256(body.encode("ascii")).hex()
    return "0x" + "".join(
        char.upper() if digest[i] in "89abcdef" else char for i, char in enumerate(body)
    )


def clean_input(text: str) -> str:
    """Drop control and format characters (scanner CR/TAB/GS, pasted BOM or zero-width space).

    A line break or tab between two characters becomes a space, not nothing: a QR holding two
    codes one a line is two codes, never one twelve-character word (nor ``alice.eth`` and
    ``bob.eth`` the name ``alice.ethbob.eth``). The attendee flow also uses the result as the key
    that spots a repeated scan. Only the first ``MAX_RAW_INPUT_LENGTH`` characters are looked
    at: longer text is refused as too long anyway.
    """
    head = text[:MAX_RAW_INPUT_LENGTH]
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in head
        if ch.isspace() or unicodedata.category(ch) not in ("Cc", "Cf")
    )
    return kept.strip()


def _clean_keeping_joiners(text: str) -> str:
    """``clean_input`` for a recipient: control characters go, format characters (Cf) go only at
    either end; inside they stay. In an ENS name a zero-width joiner is part of an emoji
    (👨‍👩‍👧.eth is not 👨👩👧.eth), and ENSIP-15, not this cleaning, decides what any other one
    means (between letters it is refused as a hidden character)."""
    head = text[:MAX_RAW_INPUT_LENGTH]
    kept = "".join(ch for ch in head if unicodedata.category(ch) != "Cc")
    start, end = 0, len(kept)
    while start < end and _is_padding(kept[start]):
        start += 1
    while end > start and _is_padding(kept[end - 1]):
        end -= 1
    return kept[start:end]


def _is_padding(char: str) -> bool:
    return char.isspace() or unicodedata.category(char) == "Cf"


def _drop_format(text: str) -> str:
    """``text`` without format characters (a pasted zero-width space inside an address)."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def _looks_like_url(text: str) -> bool:
    return bool(_URL_SCHEME.match(text) or _BARE_HOST_PATH.match(text))


def _looks_like_recipient(text: str) -> bool:
    """Whether the attendee clearly gave a wallet or e-mail (so "wrong screen" is the answer)."""
    lower = text.lower()
    return (
        lower.startswith(("ethereum:", "mailto:"))
        or "@" in text
        or bool(_HEX_ADDRESS_LIKE.fullmatch(lower))
        or ("." in text and not any(ch.isspace() for ch in text) and _ends_in_tld(text))
    )


def _ends_in_tld(text: str) -> bool:
    """Whether ``text`` ends like a name (``.eth``, ``.com``): a link a scanner on another
    keyboard layout typed (``httpÖ--host-mint_qr?hash´…``) has dots, but is no wallet name."""
    last = text.rsplit(".", 1)[1]
    return last.isalpha() or last.lower().startswith("xn--")


def _parse_mint_url(text: str, mint_site: str) -> ParsedInput:
    """A web address: one of our mint links, another site's mint link, or something else."""
    if not _URL_SCHEME.match(text):
        text = "https://" + text
    text = _backslashes_as_slashes(text)
    try:
        link = urlsplit(text)
        site = urlsplit(mint_site.strip())
        link_host = _host_and_port(link.scheme, link.hostname, link.port)
        site_host = _host_and_port(site.scheme, site.hostname, site.port)
    except ValueError as error:  # a bad port or bracketed host
        return Invalid(InputProblem.NOT_A_MINT_LINK, str(error))
    if link.scheme.lower() not in ("http", "https"):
        return Invalid(InputProblem.NOT_A_MINT_LINK, f"scheme {link.scheme}")
    segments = _path_segments(link.path)
    site_prefix = _path_segments(site.path)
    query = {key.lower(): values for key, values in parse_qs(link.query).items()}
    if _same_site(link_host, site_host) and segments[: len(site_prefix)] == site_prefix:
        if len({value.strip().lower() for value in query.get("qr_hash", [])}) > 1:
            # which one a site opens is its own choice (the emulator's: the last): neither
            return Invalid(InputProblem.UNRECOGNISED, "two qr_hash values")
        candidate = _hash_from_path(segments[len(site_prefix) :], query)
        if candidate is None:
            page = InputProblem.POAP_PAGE if _is_poap_site(link_host[0]) else None
            return Invalid(page or InputProblem.NOT_A_MINT_LINK, "not a mint path")
        if not _CODE.fullmatch(candidate.lower()):
            return Invalid(InputProblem.BAD_CODE, "qr_hash is not six letters or digits")
        return MintLink(candidate.lower())
    tail = _hash_from_path(segments[-2:], query) or _hash_from_path(segments[-1:], query)
    mint_link = tail is not None and bool(_CODE.fullmatch(tail.lower()))
    if mint_link and link_host in {(host, None) for host in POAP_MINT_HOSTS}:
        return Invalid(InputProblem.POAP_LINK_ELSEWHERE, link_host[0])  # a kiosk not on POAP
    if not mint_link and _is_poap_site(link_host[0]):
        return Invalid(InputProblem.POAP_PAGE, link_host[0])
    if mint_link:
        return Invalid(InputProblem.OTHER_MINT_SITE, link_host[0])
    return Invalid(InputProblem.NOT_A_MINT_LINK, link_host[0])


def _backslashes_as_slashes(text: str) -> str:
    """An http(s) link as browsers read it (WHATWG URL Standard): a backslash before the query
    is a slash. So ``http://evil.example\\@our.site/mint…`` opens evil.example, whatever
    ``urlsplit`` makes of it (a user name ``evil.example\\`` and our site as the host)."""
    ends = [at for at in (text.find("?"), text.find("#")) if at >= 0]
    cut = min(ends, default=len(text))
    return text[:cut].replace("\\", "/") + text[cut:]


def _path_segments(path: str) -> list[str]:
    """The path's segments as the mint site reads them: ``.`` and ``..`` resolved (a phone does
    before it asks, RFC 3986 5.2.4), percent-escapes decoded (the site's router does), empty
    ones dropped."""
    segments: list[str] = []
    for part in path.split("/"):
        decoded = unquote(part)
        if decoded == "..":
            segments = segments[:-1]
        elif decoded not in ("", "."):
            segments.append(decoded)
    return segments


def _is_poap_site(host: str) -> bool:
    return any(host == domain or host.endswith("." + domain) for domain in POAP_SITE_DOMAINS)


def _host_and_port(scheme: str, host: str | None, port: int | None) -> tuple[str, int | None]:
    """Host in lower case without a trailing dot or a leading ``www.`` (``www.x`` and ``x`` are one
    site); the scheme's default port counts as none, so http and https links read alike."""
    default = {"http": 80, "https": 443}.get(scheme.lower())
    name = (host or "").rstrip(".")
    return name.removeprefix("www."), None if port == default else port


def _same_site(link_host: tuple[str, int | None], site_host: tuple[str, int | None]) -> bool:
    """The one rule for "our" links: the configured mint site's host, or any POAP mint host
    while the configured site is one of them."""
    poap = {(host, None) for host in POAP_MINT_HOSTS}
    return link_host == site_host or (link_host in poap and site_host in poap)


def _hash_from_path(segments: list[str], query: dict[str, list[str]]) -> str | None:
    """The qr_hash of ``/mint?qr_hash=h``, ``/mint/h`` (and ``/claim``); None for other paths."""
    if len(segments) == 1 and segments[0].lower() in MINT_PATHS and "qr_hash" in query:
        return query["qr_hash"][0].strip()
    if len(segments) == 2 and segments[0].lower() in MINT_PATHS:
        return segments[1]
    return None


def _parse_for_recipient(text: str, with_joiners: str, mint_site: str) -> ParsedInput:
    """``text`` is the cleaned input, ``with_joiners`` the same with the format characters inside
    it kept: ENS names (also in ethereum: links) are read from that one."""
    lower = text.lower()
    if _looks_like_url(text):
        as_link = _parse_mint_url(text, mint_site)
        web_page = (InputProblem.NOT_A_MINT_LINK, InputProblem.POAP_PAGE)
        if not (isinstance(as_link, Invalid) and as_link.problem in web_page):
            return Invalid(InputProblem.NOT_A_RECIPIENT, "a mint link where a recipient was asked")
        return Invalid(InputProblem.UNRECOGNISED, "a web address")
    if lower.startswith("ethereum:"):
        return _parse_eip681(with_joiners)
    if lower.startswith("mailto:"):  # RFC 6068: the address is percent-encoded ("+" as %2B)
        address, _, headers = text[len("mailto:") :].partition("?")
        more = {key.lower() for key in parse_qs(headers, keep_blank_values=True)} & _MORE_TO
        if more:  # a mail to them too: the QR names more than one person
            return Invalid(InputProblem.BAD_EMAIL, f"mailto: naming more addresses ({min(more)}=)")
        return _parse_email(unquote(address))
    if _CODE.fullmatch(lower):
        return Invalid(InputProblem.NOT_A_RECIPIENT, "a mint code where a recipient was asked")
    if "@" in text:  # before 0x: no address holds an @, but an e-mail may start 0x (0xfan@…)
        return _parse_email(text)
    if (lower.startswith("0x") and not _is_dotted_name(text)) or _HEX40.fullmatch(text):
        return _parse_address(text)
    if any(ch.isspace() for ch in text):
        return Invalid(InputProblem.UNRECOGNISED)
    return _parse_ens(with_joiners)


def _parse_address(text: str) -> Recipient | Invalid:
    """``0x`` + 40 hex; mixed case must carry a correct EIP-55 checksum (it catches typos).

    A burn address is refused in any letter case, before its checksum is looked at: whether or
    not it was typed right, nothing sent there reaches anyone.
    """
    if text[:2].lower() != "0x":
        return Invalid(InputProblem.BAD_ADDRESS, "missing 0x")
    body = text[2:]
    if not _HEX40.fullmatch(body):
        return Invalid(InputProblem.BAD_ADDRESS, f"{len(body)} characters after 0x")
    if "0x" + body.lower() in BURN_ADDRESSES:
        return Invalid(InputProblem.BURN_ADDRESS, "0x" + body.lower())
    checksummed = eip55_checksum("0x" + body)
    if body not in (body.lower(), body.upper()) and body != checksummed[2:]:
        return Invalid(InputProblem.BAD_CHECKSUM)
    return Recipient(RecipientKind.ADDRESS, checksummed)


def _parse_eip681(text: str) -> Recipient | Invalid:
    """A wallet QR (EIP-681): only ``ethereum:[pay-]<target>[@chain]`` with at most pay-request
    parameters (``?value=…``) names a recipient, its target.

    A link with a function (``/transfer``, ``/approve``, ``/safeTransferFrom``, any ``/name``) or
    with call arguments asks the scanning wallet to *send* something: its target is a token
    contract, and the ``address`` in it is whoever gets paid, not the attendee's own wallet.
    Neither may receive the collectible, so the whole link is refused.
    """
    match = _EIP681.fullmatch(text)
    if not match:
        return Invalid(InputProblem.BAD_ADDRESS, "unreadable ethereum: link")
    target, function, query = match.group(1), match.group(2) or "", match.group(3) or ""
    function = _drop_format(function).strip("/")
    if function:
        return Invalid(InputProblem.CONTRACT_CALL, f"calls {function[:40]}")
    arguments = [key for key in parse_qs(_drop_format(query)) if _FUNCTION_ARGUMENT.fullmatch(key)]
    if arguments:
        return Invalid(InputProblem.CONTRACT_CALL, f"call arguments {arguments[:3]}")
    if target[:2].lower() == "0x" and not _is_dotted_name(target):
        return _parse_address(_drop_format(target))
    return _parse_ens(unquote(target))  # EIP-681: a name is URL-encoded (an emoji as %F0%9F…)


def _is_dotted_name(text: str) -> bool:
    """Whether ``text`` has a dot inside (one at the end is a sentence's): ``0xsam.eth`` is an ENS
    name that starts like an address, as many do, not an address cut short."""
    return "." in text.removesuffix(".")


def _parse_email(text: str) -> Recipient | Invalid:
    local, at, domain = text.rpartition("@")
    domain = _ascii_domain(domain)
    address = f"{local}@{domain}"
    if (
        not at
        or not _EMAIL_LOCAL.fullmatch(local)
        or local.startswith(".")
        or local.endswith(".")
        or ".." in local
        or not _is_dns_name(domain)
        or len(address) > 254
    ):
        return Invalid(InputProblem.BAD_EMAIL)
    return Recipient(RecipientKind.EMAIL, address)


def _ascii_domain(domain: str) -> str:
    """An e-mail domain lower case, an internationalised one (``bücher.de``) in the ASCII form
    mail and the service take (IDNA 2008, UTS 46: ``xn--bcher-kva.de``), so the attendee is
    shown what the service records; one IDNA refuses is returned as given (refused after)."""
    if domain.isascii():
        return domain.lower()
    try:
        return idna.encode(domain, uts46=True).decode("ascii")
    except idna.IDNAError:
        return domain


def load_ens_normalisation() -> None:
    """Load ENSIP-15's tables now (about 100 ms), rather than at the first ENS name typed: the
    app calls this once its window is painted. Compacted as they load (``kiosk.core.ens_tables``:
    86 MB of them as the library keeps them)."""
    load_ens_tables()


def _parse_ens(text: str) -> Recipient | Invalid:
    """An ENS name: ``name.eth``, subdomains, or a DNS name imported into ENS (``name.xyz``).

    The name is normalised by ENSIP-15 (the ``ens-normalize`` package, the reference
    implementation), as every ENS client does before it resolves it. A name it refuses is refused
    here with its reason (look-alike letters, a hidden character, anything else). A name it would
    write differently is taken only when the difference is not one a reader notices (letter case,
    U+FE0F, NFC); otherwise it is refused and the form ENS would use is shown (``Invalid.shown``),
    so a name is never silently swapped for another. One DNS-style root dot at the end is dropped.
    """
    load_ens_tables()  # 100 ms the first time: see above
    from ens_normalize import ens_process

    name = text[:-1] if text.endswith(".") else text
    try:
        result = ens_process(name, do_normalize=True, do_normalizations=True)
    except Exception as error:  # it reports refusals as values; a bug must not stop the kiosk
        return Invalid(InputProblem.BAD_ENS, f"ENSIP-15 failed: {type(error).__name__}")
    if result.error is not None:
        code = str(result.error.code)
        return Invalid(_ENS_REFUSALS.get(code, InputProblem.BAD_ENS), f"ENSIP-15 {code}")
    normalised = str(result.normalized)
    labels = normalised.split(".")
    if len(labels) < 2 or not _TLD.fullmatch(labels[-1]):
        return Invalid(InputProblem.BAD_ENS, "no top-level domain")
    if not _only_unnoticed_changes(result.normalizations or []):
        return Invalid(
            InputProblem.ENS_WRITTEN_DIFFERENTLY, "ENSIP-15 writes it differently", normalised
        )
    return Recipient(RecipientKind.ENS, normalised)


def _only_unnoticed_changes(changes: list[NormalizableSequence]) -> bool:
    """Whether every ENSIP-15 change is one a reader would not call another name.

    Those are U+FE0F and NFC (the same glyphs) and letter case: a character mapped to what
    ``str.lower`` makes of it (``A`` → ``a``, ``É`` → ``é``, ``Σ`` → ``σ``). Anything else is
    noticed: a removed invisible character (soft hyphen), a full-width or styled letter
    (``ｖ`` → ``v``, ``ﬁ`` → ``fi``).
    """
    for change in changes:
        if change.type.name in _UNNOTICED_NORMALISATIONS:
            continue
        sequence, suggested = str(change.sequence), str(change.suggested)
        if change.type.name == "MAPPED" and sequence.lower() == suggested:
            continue
        return False
    return True


def _is_dns_name(name: str) -> bool:
    """An e-mail domain: at least two ASCII labels, each 1-63 characters, no hyphen at either
    end, a TLD of letters."""
    labels = name.split(".")
    if len(labels) < 2 or len(name) > 253 or not _TLD.fullmatch(labels[-1]):
        return False
    return all(label.isascii() and _ASCII_LABEL.fullmatch(label) for label in labels)


# Keccak-256 (the pre-FIPS padding Ethereum uses; hashlib's sha3_256 differs), after the Keccak
# team's CompactFIPS202.py. Only EIP-55 needs it, for one 40-byte input per address.

_MASK64 = (1 << 64) - 1
_RATE = 136  # bytes: 1600-bit state minus 2 x 256 bits of capacity


def keccak_256(data: bytes) -> bytes:
    return _sponge(data, 0x01)


def _sponge(data: bytes, suffix: int) -> bytes:
    """Absorb ``data`` with the padding ``suffix`` (0x01 Keccak, 0x06 SHA-3), squeeze 32 bytes."""
    padded = bytearray(data) + bytes([suffix]) + bytes(-(len(data) + 1) % _RATE)
    padded[-1] |= 0x80
    lanes = [0] * 25  # lane x + 5 * y, as in FIPS 202
    for start in range(0, len(padded), _RATE):
        for i in range(_RATE // 8):
            lanes[i] ^= int.from_bytes(padded[start + 8 * i : start + 8 * i + 8], "little")
        lanes = _keccak_f1600(lanes)
    return b"".join(lane.to_bytes(8, "little") for lane in lanes[:4])


def _rotate(value: int, shift: int) -> int:
    return ((value << shift) | (value >> (64 - shift))) & _MASK64


def _round_constants() -> tuple[int, ...]:
    """The ι constants from the LFSR of FIPS 202 §3.2.5, not a table that could hide a typo."""
    constants = []
    lfsr = 1
    for _ in range(24):
        constant = 0
        for j in range(7):
            lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) % 256
            if lfsr & 2:
                constant |= 1 << ((1 << j) - 1)
        constants.append(constant)
    return tuple(constants)


def _rho_pi_steps() -> tuple[tuple[int, int, int], ...]:
    """(from lane, to lane, rotation) of the ρ and π steps, walked as in FIPS 202 §3.2.2-3."""
    steps = []
    x, y = 1, 0
    for t in range(24):
        to_x, to_y = y, (2 * x + 3 * y) % 5
        steps.append((x + 5 * y, to_x + 5 * to_y, (t + 1) * (t + 2) // 2 % 64))
        x, y = to_x, to_y
    return tuple(steps)


_ROUND_CONSTANTS = _round_constants()
_RHO_PI = _rho_pi_steps()
_CHI = tuple((i - i % 5 + (i + 1) % 5, i - i % 5 + (i + 2) % 5) for i in range(25))


def _keccak_f1600(lanes: list[int]) -> list[int]:
    for constant in _ROUND_CONSTANTS:
        columns = [
            lanes[x] ^ lanes[x + 5] ^ lanes[x + 10] ^ lanes[x + 15] ^ lanes[x + 20]
            for x in range(5)
        ]
        delta = [columns[(x + 4) % 5] ^ _rotate(columns[(x + 1) % 5], 1) for x in range(5)]
        lanes = [lane ^ delta[i % 5] for i, lane in enumerate(lanes)]
        moved = lanes[:]
        for source, target, shift in _RHO_PI:
            moved[target] = _rotate(lanes[source], shift)
        lanes = [moved[i] ^ (~moved[a] & moved[b]) for i, (a, b) in enumerate(_CHI)]
        lanes[0] ^= constant
    return lanes
