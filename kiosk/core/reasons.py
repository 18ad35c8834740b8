"""Typed outcomes and input problems: core reports these, ``ui`` turns them into words."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class InputProblem(StrEnum):
    """Why a typed or scanned text was refused."""

    EMPTY = "empty"
    TOO_LONG = "too_long"
    OTHER_MINT_SITE = "other_mint_site"  # a mint link, but for another mint site
    NOT_A_MINT_LINK = "not_a_mint_link"  # a web address that is not a mint link
    # a POAP mint link while the kiosk mints with another service (the emulator, a staging site)
    POAP_LINK_ELSEWHERE = "poap_link_elsewhere"
    POAP_PAGE = "poap_page"  # a POAP web page (a drop, a profile, POAP's own kiosk), no mint link
    BAD_CODE = "bad_code"  # looks like a code, but not six letters/digits
    BAD_SECRET_WORD = "bad_secret_word"  # not 3-64 letters, digits and hyphens
    BAD_ADDRESS = "bad_address"  # 0x… of the wrong length or with non-hex characters
    BAD_CHECKSUM = "bad_checksum"  # mixed-case 0x address whose EIP-55 checksum is wrong
    BURN_ADDRESS = "burn_address"  # the zero address or a well-known burn address: nobody owns it
    CONTRACT_CALL = "contract_call"  # an ethereum: QR that asks a wallet to send (/transfer, …)
    BAD_ENS = "bad_ens"  # ENSIP-15 refuses the name (a character or its place), or no TLD
    ENS_LOOKALIKE = "ens_lookalike"  # ENSIP-15: letters of mixed scripts, or confusable ones
    ENS_HIDDEN_CHARACTER = "ens_hidden_character"  # ENSIP-15: an invisible character in the name
    # ENSIP-15 would write the name differently, beyond letter case: the refusal shows that form
    # (``Invalid.shown``) so the attendee can check it and give it as written
    ENS_WRITTEN_DIFFERENTLY = "ens_written_differently"
    BAD_EMAIL = "bad_email"
    NOT_A_RECIPIENT = "not_a_recipient"  # a mint link or code given where a wallet is asked
    NOT_A_MINT_INPUT = "not_a_mint_input"  # a wallet address given where a mint link is asked
    UNRECOGNISED = "unrecognised"


class Outcome(StrEnum):
    """How an attendee's attempt ended; each has its own result screen."""

    MINTED = "minted"  # green: the service reports the transaction passed
    ON_ITS_WAY = "on_its_way"  # amber: accepted, being written to the chain, not final yet
    RESERVED_BY_EMAIL = "reserved_by_email"  # green: reserved for an e-mail address
    ALREADY_CLAIMED = "already_claimed"  # red: someone already used this link
    EXPIRED = "expired"  # red: the link or secret word is no longer active
    NOT_OPEN_YET = "not_open_yet"  # red: a secret word switched on whose window has not begun
    # red: a secret word its drop's organiser switched off: it works at no time until switched
    # on again (its window may be now, or ahead)
    WORD_SWITCHED_OFF = "word_switched_off"
    # red: the service refused a secret word's claim as not active right now, and the kiosk
    # could not read the word again to tell why (switched off, not open yet or over)
    WORD_NOT_ACTIVE = "word_not_active"
    NOT_FOUND = "not_found"  # red: no such link, code or secret word
    INVALID_RECIPIENT = "invalid_recipient"  # red: the service refused the address
    ALREADY_HAS_DROP = "already_has_drop"  # red: this address already has this collectible
    # red: the service says this address claimed the drop before (another code), and its
    # collection does not show it: claimed, maybe not held (that mint may be pending, or failed)
    CLAIMED_BEFORE = "claimed_before"
    SOLD_OUT = "sold_out"  # red: the secret word has no claims left
    SERVICE_BUSY = "service_busy"  # red: rate limited or server trouble, try again shortly
    NO_NETWORK = "no_network"  # red: the kiosk cannot reach the service
    QUEUED = "queued"  # amber: a checked link kept in the journal, sent when the service answers
    UNCONFIRMED = "unconfirmed"  # amber: sent, but whether it minted is not known yet
    MINT_FAILED = "mint_failed"  # red: accepted, then the chain or the service failed it
    # red: an ENS name whose record points at a burn address: the service minted there (or is
    # minting), where nobody can ever use it
    NOBODYS_ADDRESS = "nobodys_address"
    OTHER_DROP = "other_drop"  # red: the code, link or word is of a drop staff did not choose
    APP_ONLY_WORD = "app_only_word"  # red: a secret word for the POAP app, not for the kiosk
    # red: a secret word the service knows, but not the one staff chose for this kiosk
    WORD_NOT_HERE = "word_not_here"
    # red: the kiosk cannot write its journal (a newer kiosk's file, read-only folder, full disk),
    # so it sent nothing: a mint is never sent before its row is written; ask staff
    CANNOT_MINT = "cannot_mint"
    # red: the service refused this kiosk's credentials (API key, client secret, token): it
    # acted on nothing, and trying again cannot work until staff fix them
    KIOSK_REFUSED = "kiosk_refused"
    FAILED = "failed"  # red: anything else; ask staff


class ServiceProblem(StrEnum):
    """Why a staff member's call to the service failed; ``FailedCall`` carries it to the page."""

    CREDENTIALS_REFUSED = "credentials_refused"
    BUSY = "busy"  # rate limited: try again in a minute
    UNREACHABLE = "unreachable"
    # the venue's network answered in the service's place (a captive portal); the address its
    # redirect names is the detail ("" when it named none)
    SIGN_IN_REQUIRED = "sign_in_required"
    DROP_NOT_FOUND = "drop_not_found"  # a drop asked for by its id or fancy id
    CHOSEN_DROP_NOT_FOUND = "chosen_drop_not_found"  # the drop the kiosk mints
    SECRET_WORD_NOT_FOUND = "secret_word_not_found"
    WRONG_EDIT_CODE = "wrong_edit_code"  # a call that sent an edit code was refused
    REFUSED = "refused"  # the service refused what was sent; its reason is the detail
    NOT_UNDERSTOOD = "not_understood"  # an answer that is not what the interface promises
    ANSWER_LOST = "answer_lost"  # a write sent whose answer was lost: it may have been done
    SERVICE_ERROR = "service_error"
    LOCAL_ERROR = "local_error"  # on this computer (a file, the keyring); the error's type


@dataclass(frozen=True)
class FailedCall:
    """A failed call as the page shows it: the problem, and the service's reason or the error's
    type for the problems that name one."""

    problem: ServiceProblem
    detail: str = ""
