"""The doctor's words: what each check is, for each problem what to do about it, and how the run
went; also the lines above the operator pages for what went wrong with the kiosk's own files."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from kiosk.core.doctor import STUCK_AFTER, CheckName, Problem
from kiosk.core.journal import JournalProblem
from kiosk.core.settings import SettingsProblem

translate = QCoreApplication.translate


def check_title(name: CheckName) -> str:
    match name:
        case CheckName.SETTINGS:
            return translate("Doctor", "Settings file")
        case CheckName.KEYRING:
            return translate("Doctor", "Keyring for secrets")
        case CheckName.CREDENTIALS:
            return translate("Doctor", "Credentials (API key, client id, client secret)")
        case CheckName.TOKEN:
            return translate("Doctor", "Access token from the token issuer")
        case CheckName.PROTECTED:
            return translate("Doctor", "Minting calls accepted (API key and token together)")
        case CheckName.API_KEY:
            return translate("Doctor", "API key accepted by the service")
        case CheckName.DROP:
            return translate("Doctor", "Chosen drop reachable")
        case CheckName.EDIT_CODE:
            return translate("Doctor", "Dispenser lists the drop's mint links (edit code)")
        case CheckName.LINKS_FILE:
            return translate("Doctor", "Dispenser's links file holds mint links")
        case CheckName.CAMERA:
            return translate("Doctor", "Camera gives a picture")
        case CheckName.MINTS:
            return translate("Doctor", "Mints that failed after the service accepted them")
        case CheckName.UNSETTLED:
            return translate("Doctor", "Mints sent whose end the service has not told yet")
        case CheckName.SAVED_ELSEWHERE:
            return translate("Doctor", "Mints saved for later of a drop this kiosk does not take")
        case CheckName.STUCK:
            return translate("Doctor", "Mints on their way long after the service took them")
        case CheckName.JOURNAL:
            return translate("Doctor", "Mint journal can be written")


def problem_fix(problem: Problem) -> str:
    """What a door-staff member should do, in plain words."""
    match problem:
        case Problem.NO_SETTINGS_FILE:
            return translate(
                "Doctor",
                "No settings saved yet: the defaults are used. Run the setup to save them.",
            )
        case Problem.SETTINGS_DAMAGED:
            return translate(
                "Doctor",
                "The settings file is damaged (cut off, perhaps by a power cut). At its next start "
                "the kiosk keeps it aside, renamed with the date and time, and starts with the "
                "default settings: set it up again then, copying what you need from the old file.",
            )
        case Problem.SETTINGS_UNREADABLE:
            return translate(
                "Doctor",
                "The settings file cannot be read, so at its next start the kiosk uses the default "
                "settings. Check that this user may read and write it.",
            )
        case Problem.NO_KEYRING:
            return translate(
                "Doctor",
                "This computer has no keyring: put the credentials in the environment variables "
                "KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept "
                "in memory only.",
            )
        case Problem.KEYRING_LOCKED:
            return translate(
                "Doctor",
                "The keyring is locked, so the kiosk cannot keep or read its credentials there. "
                "Log in to this computer's desktop, or unlock the login keyring, then test again. "
                "Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and "
                "KIOSK_CLIENT_SECRET work without it.",
            )
        case Problem.KEYRING_REFUSED:
            return translate(
                "Doctor",
                "The keyring refused to keep a test entry, so credentials saved there may be "
                "lost. Log out and in again, or restart the computer, then test again. If it "
                "keeps failing, put the credentials in the environment variables KIOSK_API_KEY, "
                "KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.",
            )
        case Problem.CREDENTIALS_MISSING:
            return translate(
                "Doctor",
                "Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and "
                "KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).",
            )
        case Problem.SKIPPED:
            return translate("Doctor", "Not checked: fix the problem above first.")
        case Problem.CREDENTIALS_REFUSED:
            return translate(
                "Doctor",
                "The token issuer refused the client id or secret, or the auth address is wrong. "
                "Check both against what the service issued you.",
            )
        case Problem.AUDIENCE_REFUSED:
            return translate(
                "Doctor",
                "The token issuer gives no tokens for this service address: check the service "
                "address against what the service issued you (the client id and secret are not "
                "in question).",
            )
        case Problem.API_NOT_THERE:
            return translate(
                "Doctor",
                "The service address answers \"not found\" for the service's calls: check it "
                "against what the service issued you (a path too many or too few).",
            )
        case Problem.ISSUER_NOT_THERE:
            return translate(
                "Doctor",
                "The token issuer's address answers \"not found\" for token requests: nothing "
                "issues tokens there, so the client id and secret were not checked. Check the "
                "address against what the service issued you (the kiosk adds /oauth/token to "
                "it).",
            )
        case Problem.API_KEY_REFUSED:
            return translate(
                "Doctor",
                "The service refused the API key. Check it; a new key can take up to a day "
                "to work.",
            )
        case Problem.TOKEN_REFUSED:
            return translate(
                "Doctor",
                "The service refuses the token the issuer gave, even a fresh one: the client id "
                "and secret do not belong to this API key. Ask the service for a matching set.",
            )
        case Problem.UNREACHABLE:
            return translate(
                "Doctor",
                "The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the "
                "service addresses in the settings.",
            )
        case Problem.NETWORK_SIGN_IN:
            return translate(
                "Doctor",
                "The venue's network answers instead of the service: its Wi-Fi asks for a "
                "sign-in (at the address above, when it names one). Open a web browser on this "
                "computer, accept the network's terms, then test again. If no sign-in page "
                "opens, check the service addresses in the settings.",
            )
        case Problem.WEB_PAGE_ANSWERED:
            return translate(
                "Doctor",
                "A web page answered at the address above, not the service: the venue's Wi-Fi "
                "may ask for a sign-in, or the address is not the service's (a web site, a "
                "typo). This says nothing of the credentials. Open a web browser on this "
                "computer: if a sign-in page opens, accept the network's terms and test again; "
                "if none does, check the service addresses in the settings.",
            )
        case Problem.ADDRESS_MOVED:
            return translate(
                "Doctor",
                "The address in the settings answers with a redirect to the address above: the "
                "service is not where the settings say (http for https, or a path changed). The "
                "kiosk does not follow it. Check the address against what the service issued "
                "you, put the right one in the settings, then test again.",
            )
        case Problem.SERVICE_ERROR:
            return translate("Doctor", "The service answered with an error. Try again in a minute.")
        case Problem.NO_DROP_CHOSEN:
            return translate(
                "Doctor",
                "No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, "
                "and on the Drop page of the setup choose the drop to mint.",
            )
        case Problem.DROP_NOT_FOUND:
            return translate(
                "Doctor", "The service does not know the chosen drop. Check its id in the setup."
            )
        case Problem.DROP_EXPIRED:
            return translate(
                "Doctor",
                "The chosen drop has expired, so the service refuses every mint of it. Choose "
                "another drop, or ask its organiser to move its expiry date.",
            )
        case Problem.MINTS_FAILED:
            return translate(
                "Doctor",
                "The service accepted these mints, then reported them failed: the attendees "
                "have no collectible. The Journal page lists them with their codes and reason.",
            )
        case Problem.MINTS_UNSETTLED:
            return translate(
                "Doctor",
                "The service has not said yet whether these mints worked (Being checked or "
                "Sending on the Journal page): their attendees may have no collectible. The kiosk "
                "asks again while it runs; the Journal page lists them with their codes and last "
                "error, to follow up those that stay.",
            )
        case Problem.SAVED_MINTS_UNSENT:
            return translate(
                "Doctor",
                "Attendees were told these mints are saved for later, but they are of a drop the "
                "kiosk no longer takes: its queue fails them as another drop's and never sends "
                "them. To send them, choose their drop again on the Drop page, or add it to \"Also "
                "accept codes of drops\" in Kiosk options, before the kiosk starts.",
            )
        case Problem.MINTS_STUCK:
            return translate(
                "Doctor",
                "The service took these mints more than {0} minutes ago and has not minted them: "
                "their transaction stays pending (the chain takes a minute or two) or ended "
                "otherwise, while their attendees were told the collectible is on its way. The "
                "Journal page lists them (On its way) with their codes: follow them up with the "
                "drop's organiser or the service's support.",
            ).format(STUCK_AFTER // timedelta(minutes=1))
        case Problem.JOURNAL_NEWER:
            return translate(
                "Doctor",
                "The journal was written by a newer Mint Kiosk; install that version again or "
                "move the file aside. Until then this kiosk only reads it and mints nothing.",
            )
        case Problem.JOURNAL_UNWRITABLE:
            return translate(
                "Doctor",
                "The kiosk cannot write its journal, so it mints nothing (each mint is written "
                "down before it is sent). Free some space on this computer, or make the data "
                "folder writable for this user; minting goes on by itself once it can write.",
            )
        case Problem.JOURNAL_DAMAGED:
            return translate(
                "Doctor",
                "The journal is damaged. When it starts, the kiosk moves it aside and begins a new "
                "one: mints saved in it for later are not sent then. Keep a copy of the file: it "
                "still holds them.",
            )
        case Problem.JOURNAL_NOT_CREATABLE:
            return translate(
                "Doctor",
                "The kiosk cannot create its journal there, so it would mint nothing (each mint is "
                "written down before it is sent). The data folder must be one this user can make "
                "and write: not on a read-only or full disk, and no file in its place.",
            )
        case Problem.NO_EDIT_CODE:
            return translate(
                "Doctor",
                "No edit code is kept for the chosen drop, so the dispenser cannot list its mint "
                "links and shows no QR code. Enter the drop's edit code on the Mint codes page "
                "(on a computer without a keyring, again after each start).",
            )
        case Problem.WRONG_EDIT_CODE:
            return translate(
                "Doctor",
                "The service refused the edit code kept for the chosen drop, so the dispenser "
                "cannot list its mint links and shows no QR code. Enter the right edit code on "
                "the Mint codes page.",
            )
        case Problem.NO_LINKS_TO_HAND_OUT:
            return translate(
                "Doctor",
                "The service lists no unclaimed mint link of the chosen drop for this kiosk, so "
                "the dispenser shows no QR code. Request more mints on the Mint codes page.",
            )
        case Problem.NO_LINKS_FILE:
            return translate(
                "Doctor",
                "The dispenser's links file is not there or cannot be read, so it shows no QR "
                "code. Load the links file again on the Kiosk options page, or use the drop's "
                "links.",
            )
        case Problem.BAD_LINKS_FILE:
            return translate(
                "Doctor",
                "The dispenser's links file holds no mint link it can use (empty, too big, or not "
                "text), so it shows no QR code. Load a links.txt or CSV file of the drop's mint "
                "links on the Kiosk options page.",
            )
        case Problem.LINKS_FILE_USED:
            return translate(
                "Doctor",
                "The service says none of the mint links this kiosk takes from the dispenser's "
                "links file can be minted now (claimed already, of another drop, or switched "
                "off), so it shows no QR code. Load a file of the drop's unclaimed links on the "
                "Kiosk options page, or use the drop's links.",
            )
        case Problem.CAMERA_FAILED:
            return translate(
                "Doctor",
                "The camera gave no picture. Check its cable, close other programs that use it, "
                "or choose another camera in the options.",
            )
        case Problem.CAMERA_ONE_COLOUR:
            return translate(
                "Doctor",
                "The camera sees only one colour, so it cannot read a QR code: is its shutter "
                "closed or its lens covered? Open it, then test again.",
            )


def doctor_summary(failed: int, warnings: int = 0) -> str:
    """The last line of ``kiosk doctor``: all passed only when nothing needs doing; warnings
    (no drop chosen, a camera missing while attendees can type) are counted, not hidden."""
    if failed and warnings:
        return translate("Doctor", "{0} check(s) failed, {1} need(s) attention (WARN).").format(
            failed, warnings
        )
    if failed:
        return translate("Doctor", "{0} check(s) failed.").format(failed)
    if warnings:
        return translate(
            "Doctor", "No check failed, but {0} need(s) attention: read the WARN lines above."
        ).format(warnings)
    return translate("Doctor", "All checks passed.")


def settings_notice(problem: SettingsProblem, path: Path, aside: Path | None) -> str:
    """Above the operator pages after a start whose settings file could not be used."""
    if problem is SettingsProblem.DAMAGED and aside is not None:
        return translate(
            "Doctor",
            "The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started "
            "with the default settings: set it up again. The old file is kept for you to copy "
            "from: {0}",
        ).format(aside)
    if problem is SettingsProblem.DAMAGED:
        return translate(
            "Doctor",
            "The settings file {0} is damaged and could not be moved aside, so the kiosk started "
            "with the default settings. Saving the setup replaces it: copy it first if you need "
            "anything from it.",
        ).format(path)
    return translate(
        "Doctor",
        "The settings file {0} cannot be read, so the kiosk started with the default settings. "
        "Check that this user may read and write it.",
    ).format(path)


def journal_aside_notice(aside: Path) -> str:
    """Above the operator pages after a start that found the journal damaged."""
    return translate(
        "Doctor",
        "The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved "
        "in it for later (no connection at the time) were not sent, and its rows are not on the "
        "Journal page. The old file is kept: {0}",
    ).format(aside)


def journal_notice(problem: JournalProblem, path: Path) -> str:
    """Above the operator pages while the journal cannot be written: the kiosk mints nothing."""
    match problem:
        case JournalProblem.NEWER_VERSION:
            return translate(
                "Doctor",
                "The journal was written by a newer Mint Kiosk; install that version again or "
                "move the file aside ({0}), then start the kiosk again. Until then this kiosk "
                "only shows it and mints nothing.",
            ).format(path)
        case JournalProblem.READ_ONLY:
            return translate(
                "Doctor",
                "The kiosk mints nothing: it cannot write its journal ({0}), the file or its "
                "folder is read-only. Make them writable for this user; minting goes on by "
                "itself then.",
            ).format(path)
        case JournalProblem.DISK_FULL:
            return translate(
                "Doctor",
                "The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). "
                "Free some space on this computer; minting goes on by itself then.",
            ).format(path)
        case JournalProblem.WRITE_FAILED:
            return translate(
                "Doctor",
                "The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; "
                "if it keeps failing, restart the computer.",
            ).format(path)
        case JournalProblem.REPLACED:
            return translate(
                "Doctor",
                "The kiosk mints nothing: something else was put in place of its journal or its "
                "folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal's "
                "rows. Move what is there now aside; the kiosk writes its journal there again "
                "and minting goes on by itself.",
            ).format(path)
