"""Every reason and outcome the core reports, in words an attendee or staff member understands,
translated.

One place for these sentences so translators see them together and the pages stay free of wording.
Each message says what happened (title) and what to do next.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from PySide6.QtCore import QCoreApplication

from kiosk.core.reasons import FailedCall, InputProblem, Outcome, ServiceProblem
from kiosk.ui.outside_text import plain_text


@dataclass(frozen=True)
class Message:
    """A short title and the next step, both already translated."""

    title: str
    next_step: str


def outcome_message(
    outcome: Outcome, *, secret_word: bool = False, by_email: bool = False
) -> Message:
    """What the result screen says for ``outcome``; ``secret_word`` when the attendee gave a
    secret word, so the words name what they gave ("secret word", never "code"), ``by_email``
    when they gave an e-mail address (nothing is in a wallet)."""
    # The literals stay in the calls below so pyside6-lupdate extracts them with their context.
    translate = QCoreApplication.translate
    if secret_word and by_email and (words := _website_email_outcome_message(outcome)):
        return words
    if secret_word and (words := _secret_word_outcome_message(outcome)):
        return words
    if by_email and (words := _email_outcome_message(outcome)):
        return words
    match outcome:
        case Outcome.MINTED:
            return Message(
                translate("Outcome", "It's yours!"),
                translate("Outcome", "Your collectible is minted. It is in your wallet now."),
            )
        case Outcome.ON_ITS_WAY:
            return Message(
                translate("Outcome", "Being written to the chain"),
                translate(
                    "Outcome",
                    "The service took your mint and is writing it now. You can go: it appears "
                    "in your wallet in a few minutes, and staff see it if anything goes wrong.",
                ),
            )
        case Outcome.RESERVED_BY_EMAIL:
            return Message(
                translate("Outcome", "Check your e-mail"),
                translate("Outcome", "Open the e-mail we sent you to collect it."),
            )
        case Outcome.ALREADY_CLAIMED:
            return Message(
                translate("Outcome", "This code was already used"),
                translate("Outcome", "Each code works once. Please ask the staff for help."),
            )
        case Outcome.EXPIRED:
            return Message(
                translate("Outcome", "This code is no longer active"),
                translate("Outcome", "It has expired. Please ask the staff for help."),
            )
        case Outcome.NOT_OPEN_YET:
            return Message(
                translate("Outcome", "Not open yet"),
                translate("Outcome", "It works later. Please ask the staff when."),
            )
        case Outcome.WORD_SWITCHED_OFF:
            return Message(
                translate("Outcome", "This secret word is switched off"),
                translate(
                    "Outcome",
                    "The drop's organiser switched it off for now. Please ask the staff for help.",
                ),
            )
        case Outcome.WORD_NOT_ACTIVE:
            return Message(
                translate("Outcome", "This secret word is not active right now"),
                translate(
                    "Outcome",
                    "The service did not take it just now, so nothing was minted. Please ask "
                    "the staff for help.",
                ),
            )
        case Outcome.NOT_FOUND:
            return Message(
                translate("Outcome", "We could not find that code"),
                translate("Outcome", "Check it and try again, or ask the staff for help."),
            )
        case Outcome.INVALID_RECIPIENT:
            return Message(
                translate("Outcome", "That address was not accepted"),
                translate("Outcome", "Check your wallet address or e-mail and try again."),
            )
        case Outcome.ALREADY_HAS_DROP:
            return Message(
                translate("Outcome", "You already have this one"),
                translate("Outcome", "This wallet already holds this collectible. One per person."),
            )
        case Outcome.CLAIMED_BEFORE:
            return Message(
                translate("Outcome", "Claimed before"),
                translate(
                    "Outcome",
                    "This wallet already claimed this collectible before. One per person: if it "
                    "is not in your wallet soon, ask the staff.",
                ),
            )
        case Outcome.SOLD_OUT:
            return Message(
                translate("Outcome", "None left"),
                translate("Outcome", "This secret word has no collectibles left. Ask the staff."),
            )
        case Outcome.SERVICE_BUSY:
            return Message(
                translate("Outcome", "The service is busy"),
                translate("Outcome", "Nothing was lost. Please wait a moment and try again."),
            )
        case Outcome.NO_NETWORK:
            return Message(
                translate("Outcome", "No connection right now"),
                translate(
                    "Outcome",
                    "The kiosk cannot reach the minting service, so nothing was minted and your "
                    "code was not used. Please try again in a few minutes, or tell the staff.",
                ),
            )
        case Outcome.QUEUED:
            return Message(
                translate("Outcome", "Saved for later"),
                translate(
                    "Outcome",
                    "Your code was checked, but the kiosk could not finish your mint just now. "
                    "It finishes it as soon as the service answers again, never twice; staff "
                    "see if it fails.",
                ),
            )
        case Outcome.UNCONFIRMED:
            return Message(
                translate("Outcome", "Not confirmed yet"),
                translate(
                    "Outcome",
                    "Your mint was sent, but the service has not said yet whether it worked. "
                    "Please do not try again: ask the staff, they can see how it ends.",
                ),
            )
        case Outcome.MINT_FAILED:
            return Message(
                translate("Outcome", "The mint failed"),
                translate(
                    "Outcome",
                    "The service could not write it to the chain. Nothing was minted. "
                    "Please ask the staff for help.",
                ),
            )
        case Outcome.NOBODYS_ADDRESS:
            return Message(
                translate("Outcome", "Sent to an address nobody owns"),
                translate(
                    "Outcome",
                    "Your name points at an address nobody owns, so the collectible went there "
                    "and cannot reach you. Please ask the staff for help.",
                ),
            )
        case Outcome.OTHER_DROP:
            return Message(
                translate("Outcome", "This is for another drop"),
                translate("Outcome", "It is not for today's collectible. Please ask the staff."),
            )
        case Outcome.WORD_NOT_HERE:
            return Message(
                translate("Outcome", "This secret word is not taken here"),
                translate("Outcome", "Please ask the staff for help."),
            )
        case Outcome.APP_ONLY_WORD:
            return Message(
                translate("Outcome", "Use this word in the POAP app"),
                translate(
                    "Outcome", "This secret word works only in the POAP app, not at this kiosk."
                ),
            )
        case Outcome.CANNOT_MINT:
            return Message(
                translate("Outcome", "The kiosk cannot mint right now"),
                translate(
                    "Outcome", "Nothing was sent: your code was not used. Please ask the staff."
                ),
            )
        case Outcome.KIOSK_REFUSED:  # nothing done, and trying again cannot help: staff must act
            return Message(
                translate("Outcome", "The minting service refused this kiosk"),
                translate(
                    "Outcome", "Nothing was sent: your code was not used. Please ask the staff."
                ),
            )
        case Outcome.FAILED:
            return Message(
                translate("Outcome", "Something went wrong"),
                translate("Outcome", "Please try again, or ask the staff for help."),
            )
        case _:
            assert_never(outcome)


def _email_outcome_message(outcome: Outcome) -> Message | None:
    """The outcomes whose words would put an e-mail's collectible in a wallet or on the chain
    (an e-mail gets a reservation); None: the same words."""
    translate = QCoreApplication.translate
    match outcome:
        case Outcome.ALREADY_HAS_DROP | Outcome.CLAIMED_BEFORE:  # claimed: reserved, for e-mail
            return Message(
                translate("Outcome", "You already have this one"),
                translate(
                    "Outcome",
                    "This e-mail address already has this collectible reserved. One per person.",
                ),
            )
        case Outcome.ON_ITS_WAY:
            return Message(
                translate("Outcome", "Your request was taken"),
                translate(
                    "Outcome",
                    "The service took it and has not confirmed it yet. You can go: the e-mail to "
                    "collect it should come soon, and staff see it if anything goes wrong.",
                ),
            )
        case _:
            return None


def _website_email_outcome_message(outcome: Outcome) -> Message | None:
    """The outcomes of a secret word's claim for an e-mail address whose words would promise an
    e-mail: the claim (``POST /website/claim``) cannot ask for one, and its answer says nothing
    of one; None: the e-mail or secret-word words."""
    translate = QCoreApplication.translate
    match outcome:
        case Outcome.RESERVED_BY_EMAIL:
            return Message(
                translate("Outcome", "Reserved for your e-mail address"),
                translate(
                    "Outcome",
                    "The service keeps it for your e-mail address. Please ask the staff how to "
                    "collect it.",
                ),
            )
        case Outcome.ON_ITS_WAY:
            return Message(
                translate("Outcome", "Your request was taken"),
                translate(
                    "Outcome",
                    "The service took it and has not confirmed it yet. Please ask the staff how "
                    "to collect it; they see it if anything goes wrong.",
                ),
            )
        case _:
            return None


def _secret_word_outcome_message(outcome: Outcome) -> Message | None:
    """The outcomes whose code words would be wrong for a secret word; None: the same words."""
    translate = QCoreApplication.translate
    match outcome:
        case Outcome.NOT_FOUND:
            return Message(
                translate("Outcome", "We could not find that secret word"),
                translate(
                    "Outcome",
                    "Check the spelling: capital and small letters count. Or ask the staff.",
                ),
            )
        case Outcome.EXPIRED:
            return Message(
                translate("Outcome", "This secret word is no longer active"),
                translate("Outcome", "Its time is over. Please ask the staff for help."),
            )
        case Outcome.NOT_OPEN_YET:
            return Message(
                translate("Outcome", "This secret word is not open yet"),
                translate("Outcome", "It works later. Please ask the staff when."),
            )
        case Outcome.ALREADY_CLAIMED:
            return Message(
                translate("Outcome", "This was already claimed"),
                translate("Outcome", "Please ask the staff for help."),
            )
        case Outcome.NO_NETWORK:
            return Message(
                translate("Outcome", "No connection right now"),
                translate(
                    "Outcome",
                    "The kiosk cannot reach the minting service, so nothing was minted and your "
                    "secret word was not used. Please try again in a few minutes, or tell the "
                    "staff.",
                ),
            )
        case Outcome.CANNOT_MINT | Outcome.KIOSK_REFUSED:
            return Message(
                outcome_message(outcome).title,  # as for a code: the kiosk could not send it
                translate(
                    "Outcome",
                    "Nothing was sent: your secret word was not used. Please ask the staff.",
                ),
            )
        case _:
            return None


def connection_message() -> Message:
    """What the welcome screen says while the service cannot be reached: no code can be checked,
    so none is taken (an unchecked code could be made up, or of another drop)."""
    translate = QCoreApplication.translate
    return Message(
        translate("Connection", "The kiosk is offline"),
        translate("Connection", "Minting is paused for now. Please try again in a few minutes."),
    )


def problem_message(problem: InputProblem, shown: str = "") -> Message:
    """What the banner under the field says when ``problem`` refused the attendee's input.

    ``shown`` is what the reason shows with it (``Invalid.shown``): for
    ``ENS_WRITTEN_DIFFERENTLY`` the name as ENS writes it, kept apart from the sentence around it
    by Unicode isolates so a right-to-left name cannot reorder that sentence.
    """
    translate = QCoreApplication.translate
    match problem:
        case InputProblem.EMPTY:
            return Message(
                translate("InputProblem", "Nothing typed yet"),
                translate("InputProblem", "Type it with the keys below, then press OK."),
            )
        case InputProblem.TOO_LONG:
            return Message(
                translate("InputProblem", "That is too long"),
                translate("InputProblem", "Check what you typed and try again."),
            )
        case InputProblem.OTHER_MINT_SITE:
            return Message(
                translate("InputProblem", "This mint link is for another site"),
                translate("InputProblem", "Use the mint link or code you got for this event."),
            )
        case InputProblem.POAP_LINK_ELSEWHERE:
            return Message(
                translate("InputProblem", "This is a POAP mint link"),
                translate(
                    "InputProblem", "This kiosk mints with another service. Please ask the staff."
                ),
            )
        case InputProblem.POAP_PAGE:
            return Message(
                translate("InputProblem", "This is a POAP web page, not a mint link"),
                translate("InputProblem", "Scan your mint QR code, or type your code."),
            )
        case InputProblem.NOT_A_MINT_LINK:
            return Message(
                translate("InputProblem", "This is not a mint link"),
                translate("InputProblem", "Scan your mint QR code, or type your code."),
            )
        case InputProblem.BAD_CODE:
            return Message(
                translate("InputProblem", "A code has six letters or digits"),
                translate("InputProblem", "Check your code and type it again."),
            )
        case InputProblem.BAD_SECRET_WORD:
            return Message(
                translate("InputProblem", "That secret word does not look right"),
                translate("InputProblem", "Use only letters, digits and hyphens."),
            )
        case InputProblem.BAD_ADDRESS:
            return Message(
                translate("InputProblem", "That wallet address is not complete"),
                translate("InputProblem", "It starts with 0x and has 40 more letters and digits."),
            )
        case InputProblem.BAD_CHECKSUM:
            return Message(
                translate("InputProblem", "That wallet address has a typo"),
                translate("InputProblem", "Check each character, or scan your wallet QR."),
            )
        case InputProblem.BURN_ADDRESS:
            return Message(
                translate("InputProblem", "Nobody can receive at that address"),
                translate("InputProblem", "Anything sent there is lost. Give your own wallet."),
            )
        case InputProblem.CONTRACT_CALL:
            return Message(
                translate("InputProblem", "This QR asks your wallet to send something"),
                translate("InputProblem", "Show your wallet's receive address QR instead."),
            )
        case InputProblem.ENS_LOOKALIKE:
            return Message(
                translate("InputProblem", "That name uses look-alike letters"),
                translate("InputProblem", "Show your wallet's receive address QR instead."),
            )
        case InputProblem.ENS_HIDDEN_CHARACTER:
            return Message(
                translate("InputProblem", "That name holds a hidden character"),
                translate("InputProblem", "Type it with the keys below instead."),
            )
        case InputProblem.ENS_WRITTEN_DIFFERENTLY:
            title = (
                translate("InputProblem", "This name is written “{name}”").format(
                    name=f"\u2068{shown}\u2069"
                )
                if shown
                else translate("InputProblem", "This name is written differently")
            )
            return Message(
                title,
                translate("InputProblem", "If that is yours, type it like that and press OK."),
            )
        case InputProblem.BAD_ENS:
            return Message(
                translate("InputProblem", "That name does not look right"),
                translate("InputProblem", "A wallet name ends in .eth, for example alice.eth."),
            )
        case InputProblem.BAD_EMAIL:
            return Message(
                translate("InputProblem", "That e-mail address does not look right"),
                translate("InputProblem", "Check it, for example name@example.com."),
            )
        case InputProblem.NOT_A_RECIPIENT:
            return Message(
                translate("InputProblem", "That looks like a mint code, not a wallet"),
                translate("InputProblem", "Give your wallet, .eth name or e-mail."),
            )
        case InputProblem.NOT_A_MINT_INPUT:
            return Message(
                translate("InputProblem", "That is a wallet, not a mint code"),
                translate("InputProblem", "First scan or type your code; the wallet comes next."),
            )
        case InputProblem.UNRECOGNISED:
            return Message(
                translate("InputProblem", "We did not recognise that"),
                translate("InputProblem", "Check what you typed and try again, or ask the staff."),
            )
        case _:
            assert_never(problem)


def failed_call_text(failed: FailedCall) -> str:
    """A staff member's failed call in plain words, with what to do about it."""
    translate = QCoreApplication.translate
    match failed.problem:
        case ServiceProblem.CREDENTIALS_REFUSED:
            return translate(
                "ServiceProblem",
                "The service refused the kiosk's credentials. Check them on the Connection page, "
                "then use Test connection.",
            )
        case ServiceProblem.BUSY:
            return translate(
                "ServiceProblem", "The service is busy right now: try again in a minute."
            )
        case ServiceProblem.UNREACHABLE:
            return translate(
                "ServiceProblem",
                "The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the "
                "service addresses on the Connection page.",
            )
        case ServiceProblem.SIGN_IN_REQUIRED if failed.detail:
            return translate(
                "ServiceProblem",
                "The venue's network answers instead of the service: its Wi-Fi asks for a "
                "sign-in at {address}. Open a web browser on this computer and accept the "
                "network's terms; the kiosk goes on by itself then.",
            ).format(address=plain_text(failed.detail))
        case ServiceProblem.SIGN_IN_REQUIRED:
            return translate(
                "ServiceProblem",
                "A web page answered instead of the service: the venue's Wi-Fi may ask for a "
                "sign-in. Open a web browser on this computer and accept the network's terms; "
                "if no sign-in page opens, check the service addresses on the Connection page.",
            )
        case ServiceProblem.DROP_NOT_FOUND:
            return translate(
                "ServiceProblem", "The service does not know that drop. Check its id or fancy id."
            )
        case ServiceProblem.CHOSEN_DROP_NOT_FOUND:
            return translate(
                "ServiceProblem",
                "The service does not know the chosen drop: choose the drop again.",
            )
        case ServiceProblem.SECRET_WORD_NOT_FOUND:
            return translate(
                "ServiceProblem",
                "The service does not know that secret word. Words are case-sensitive: check the "
                "spelling.",
            )
        case ServiceProblem.WRONG_EDIT_CODE:
            return translate(
                "ServiceProblem",
                "The edit code is wrong. It is the six-digit code the drop's creator chose; ask "
                "them.",
            )
        case ServiceProblem.REFUSED:
            return translate("ServiceProblem", "The service refused this: {reason}").format(
                reason=plain_text(failed.detail)  # its words, without overrides or line breaks
            )
        case ServiceProblem.NOT_UNDERSTOOD:
            return translate(
                "ServiceProblem",
                "The service gave an answer the kiosk does not understand: try again, and check "
                "the service address if it keeps happening.",
            )
        case ServiceProblem.SERVICE_ERROR:
            return translate(
                "ServiceProblem", "The service answered with an error. Try again in a minute."
            )
        case ServiceProblem.ANSWER_LOST:
            return translate(
                "ServiceProblem",
                "The request reached the service, but its answer was lost: it may have been "
                "done. Check before you ask again.",
            )
        case ServiceProblem.LOCAL_ERROR:
            return translate(
                "ServiceProblem",
                "Something went wrong on this computer ({error}). Try again; if it keeps "
                "failing, run kiosk doctor.",
            ).format(error=failed.detail)
        case _:
            assert_never(failed.problem)


def settings_not_saved_text(reason: str) -> str:
    """A settings file that could not be written; ``reason`` is the system's (a full disk)."""
    return QCoreApplication.translate(
        "Settings",
        "The settings could not be saved ({reason}): check the disk, then try again.",
    ).format(reason=reason)


def already_running_text(*, raised: bool) -> str:
    """What a second start says: the running kiosk came to the front (``raised``), or did not
    answer."""
    translate = QCoreApplication.translate
    if raised:
        return translate(
            "SingleInstance",
            "Mint Kiosk is already running on this computer; its window was brought to the front.",
        )
    return translate(
        "SingleInstance",
        "Mint Kiosk is already running on this computer but does not answer. If its window "
        "does not appear within a minute, restart the computer.",
    )
