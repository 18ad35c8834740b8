"""The doctor's words: what each check is, and for each problem what to do about it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from kiosk.core.doctor import CheckName, Problem
from kiosk.service import (
    AuthError,
    BadResponse,
    InvalidInput,
    NotFound,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Doctor", text)


def check_title(name: CheckName) -> str:
    match name:
        case CheckName.SETTINGS:
            return _tr("Settings file")
        case CheckName.KEYRING:
            return _tr("Keyring for secrets")
        case CheckName.CREDENTIALS:
            return _tr("Credentials (API key, client id, client secret)")
        case CheckName.TOKEN:
            return _tr("Access token from the token issuer")
        case CheckName.API_KEY:
            return _tr("API key accepted by the service")
        case CheckName.DROP:
            return _tr("Chosen drop reachable")
        case CheckName.CAMERA:
            return _tr("Camera gives a picture")


def problem_fix(problem: Problem) -> str:
    """What a door-staff member should do, in plain words."""
    match problem:
        case Problem.NO_SETTINGS_FILE:
            return _tr("No settings saved yet: the defaults are used. Run the setup to save them.")
        case Problem.NO_KEYRING:
            return _tr(
                "This computer has no keyring: put the credentials in the environment variables "
                "KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept "
                "in memory only."
            )
        case Problem.CREDENTIALS_MISSING:
            return _tr(
                "Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and "
                "KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring)."
            )
        case Problem.SKIPPED:
            return _tr("Not checked: fix the problem above first.")
        case Problem.CREDENTIALS_REFUSED:
            return _tr(
                "The token issuer refused the client id or secret, or the auth address is wrong. "
                "Check both against what the service issued you."
            )
        case Problem.API_KEY_REFUSED:
            return _tr(
                "The service refused the API key. Check it; a new key can take up to a day to work."
            )
        case Problem.UNREACHABLE:
            return _tr(
                "The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the "
                "service addresses in the settings."
            )
        case Problem.SERVICE_ERROR:
            return _tr("The service answered with an error. Try again in a minute.")
        case Problem.NO_DROP_CHOSEN:
            return _tr("No drop is chosen yet. Choose the drop in the setup.")
        case Problem.DROP_NOT_FOUND:
            return _tr("The service does not know the chosen drop. Check its id in the setup.")
        case Problem.CAMERA_FAILED:
            return _tr(
                "The camera gave no picture. Check its cable, close other programs that use it, "
                "or choose another camera in the options."
            )


def service_error_text(error: Exception, *, edit_code: bool = False) -> str:
    """A failed operator call in plain words; ``edit_code`` when the call sent one."""
    if isinstance(error, AuthError):
        return _tr(
            "The service refused the credentials. Check them on the Connection page, then use "
            "Test connection."
        )
    if isinstance(error, NotFound):
        return _tr("The service does not know that drop. Check its id or fancy id.")
    if isinstance(error, RateLimited):
        return _tr("The service asks the kiosk to slow down. Try again in a minute.")
    if isinstance(error, ServiceUnavailable):
        return _tr(
            "The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the "
            "service addresses on the Connection page."
        )
    if isinstance(error, InvalidInput) and edit_code:
        return _tr(
            "The edit code is wrong. It is the six-digit code the drop's creator chose; ask them."
        )
    if isinstance(error, InvalidInput):
        return _tr("The service refused the request: {0}").format(error.message)
    if isinstance(error, BadResponse):
        return _tr(
            "The service gave an answer the kiosk does not understand. Check the service address."
        )
    if isinstance(error, ServiceError):
        return _tr("The service answered with an error. Try again in a minute.")
    text = _tr("Something went wrong ({0}). Try again; if it keeps failing, run kiosk doctor.")
    return text.format(type(error).__name__)
