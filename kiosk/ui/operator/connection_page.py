"""Where the service lives and the credentials it issued: typed once, kept out of the settings file.

The page never shows a saved secret: a saved one stays in the keyring and an empty field keeps it,
so the screen (and a screenshot of it) holds only what staff are typing now.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLineEdit, QPushButton, QWidget

from kiosk.core.app_lifecycle import SetupStep
from kiosk.core.secrets import ENVIRONMENT_VARIABLES
from kiosk.core.settings import ADDRESS_ENVIRONMENT
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.operator.step_texts import unfinished_text
from kiosk.ui.widgets import describe, make_label, repolish

ADDRESS_FIELDS = tuple(ADDRESS_ENVIRONMENT)  # base_url, auth_url, mint_site
SECRET_FIELDS = tuple(ENVIRONMENT_VARIABLES)  # api_key, client_id, client_secret
ENVIRONMENT_OF = {**ADDRESS_ENVIRONMENT, **ENVIRONMENT_VARIABLES}


translate = QCoreApplication.translate


class SecretHome(StrEnum):
    """Where the kiosk's credentials live now."""

    KEYRING = "keyring"
    ENVIRONMENT = "environment"
    MIXED = "mixed"  # some from environment variables, the rest from the keyring
    NOT_SAVED = "not_saved"
    INCOMPLETE = "incomplete"  # some given (environment or keyring), the others nowhere
    IN_MEMORY = "in_memory"  # typed this session; the keyring refused them: kept until closing
    NO_KEYRING = "no_keyring"  # nothing can be saved on this machine


@dataclass(frozen=True)
class ConnectionState:
    """What the page shows: the addresses in use and where each value comes from."""

    base_url: str
    auth_url: str
    mint_site: str
    from_environment: frozenset[str] = frozenset()  # field names set by environment variables
    saved_secrets: frozenset[str] = frozenset()  # secret names already in the keyring
    home: SecretHome = SecretHome.NOT_SAVED


@dataclass(frozen=True)
class ConnectionForm:
    """What staff asked to save. An empty secret keeps the saved (or environment's) value."""

    base_url: str
    auth_url: str
    mint_site: str
    api_key: str = field(default="", repr=False)
    client_id: str = field(default="", repr=False)
    client_secret: str = field(default="", repr=False)


def field_title(name: str) -> str:
    titles = {
        "base_url": translate("ConnectionPage", "Service address (base URL)"),
        "auth_url": translate("ConnectionPage", "Token issuer address (auth URL)"),
        "mint_site": translate("ConnectionPage", "Mint site address"),
        "api_key": translate("ConnectionPage", "API key"),
        "client_id": translate("ConnectionPage", "Client id"),
        "client_secret": translate("ConnectionPage", "Client secret"),
    }
    return titles[name]


def field_description(name: str) -> str:
    """What a field holds, for a screen reader (its title is its name)."""
    if name in SECRET_FIELDS:
        return translate(
            "ConnectionPage", "Issued by the minting service; kept in the keyring, never shown."
        )
    return translate("ConnectionPage", "A web address starting with https://.")


def home_text(home: SecretHome) -> str:
    match home:
        case SecretHome.KEYRING:
            return translate(
                "ConnectionPage", "The credentials are kept in this computer's keyring."
            )
        case SecretHome.ENVIRONMENT:
            return translate("ConnectionPage", "The credentials come from environment variables.")
        case SecretHome.MIXED:
            return translate(
                "ConnectionPage",
                "The credentials come partly from environment variables, the rest from the "
                "keyring.",
            )
        case SecretHome.NOT_SAVED:
            return translate("ConnectionPage", "No credentials are saved yet.")
        case SecretHome.INCOMPLETE:
            return translate(
                "ConnectionPage",
                "Some credentials are missing: type them below, or set their environment "
                "variables.",
            )
        case SecretHome.IN_MEMORY:
            return translate(
                "ConnectionPage",
                "The credentials typed last are used until the kiosk closes: the keyring did not "
                "keep them.",
            )
        case SecretHome.NO_KEYRING:
            return translate(
                "ConnectionPage",
                "This computer has no keyring, so credentials cannot be saved here: put them in "
                "the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.",
            )


def no_keyring_text() -> str:
    """The one line staff read at a first start on a computer without a keyring."""
    return translate(
        "ConnectionPage",
        "This computer has no keyring to keep the credentials. Set the environment variables "
        "KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or "
        "install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the "
        "kiosk closes.",
    )


def _is_web_address(text: str) -> bool:
    try:
        parts = urlsplit(text)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname)


class ConnectionPage(OperatorPage):
    """Three addresses and three credentials, checked in plain words before they are saved."""

    save_requested = Signal(object)  # ConnectionForm

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("ConnectionPage", "Connection"),
            translate(
                "ConnectionPage",
                "The addresses of the minting service and the credentials it issued you. "
                "Secrets go to this computer's keyring, never to the settings file.",
            ),
            parent,
        )
        self.fields: dict[str, QLineEdit] = {}
        self.show_buttons: dict[str, QPushButton] = {}
        self._state = ConnectionState("", "", "")
        self._missing = False  # the setup pointed here: the credentials are still to be given
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(10)
        grid.setColumnStretch(1, 1)
        for row, name in enumerate(ADDRESS_FIELDS + SECRET_FIELDS):
            edit = QLineEdit()
            edit.setObjectName(f"{name}Field")
            describe(edit, field_title(name), field_description(name))
            edit.returnPressed.connect(self._save)
            self.fields[name] = edit
            grid.addWidget(make_label("FieldTitle", field_title(name), centred=False), row, 0)
            grid.addWidget(edit, row, 1)
            if name in SECRET_FIELDS:
                edit.setEchoMode(QLineEdit.EchoMode.Password)
                show = QPushButton(translate("ConnectionPage", "Show"))
                show.setObjectName("ShowSecretButton")
                show.setCheckable(True)
                show.toggled.connect(lambda shown, edit=edit: self._show_secret(edit, shown))
                describe(
                    show,
                    translate("ConnectionPage", "Show the {0}").format(field_title(name)),
                    translate("ConnectionPage", "Shows or hides what is typed."),
                )
                self.show_buttons[name] = show
                grid.addWidget(show, row, 2)
        self.home_line = make_label("SecretHome", centred=False)
        self.save_button = QPushButton(translate("ConnectionPage", "Save"))
        self.save_button.setObjectName("PrimaryButton")
        self.save_button.clicked.connect(self._save)
        describe(
            self.save_button,
            self.save_button.text(),
            translate(
                "ConnectionPage", "Checks the addresses, then saves them and the credentials."
            ),
        )
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        self.body.addLayout(grid)
        self.body.addWidget(self.home_line)
        self.body.addStretch(1)
        self.body.addLayout(buttons)

    def show_state(self, state: ConnectionState) -> None:
        """Fill the page from what the kiosk uses now; typed secrets are cleared."""
        self._state = state
        for name in ADDRESS_FIELDS:
            self.fields[name].setText(getattr(state, name))
        for name in SECRET_FIELDS:
            edit = self.fields[name]
            edit.clear()
            self.show_buttons[name].setChecked(False)
            saved = name in state.saved_secrets
            edit.setPlaceholderText(
                translate("ConnectionPage", "Saved. Leave empty to keep it.") if saved else ""
            )
        for name, edit in self.fields.items():
            from_environment = name in state.from_environment
            edit.setReadOnly(from_environment)
            if from_environment:
                edit.setEchoMode(QLineEdit.EchoMode.Normal)  # it shows a variable's name
                edit.setText(
                    translate("ConnectionPage", "from the environment variable {0}").format(
                        ENVIRONMENT_OF[name]
                    )
                )
            elif name in SECRET_FIELDS:
                edit.setEchoMode(QLineEdit.EchoMode.Password)
            if name in self.show_buttons:
                self.show_buttons[name].setVisible(not from_environment)
            repolish(edit)  # the style sheet picks read-only fields out
        self.home_line.setText(home_text(state.home))
        self.save_button.setEnabled(self._can_save())
        if self._missing:
            self.show_missing_credentials()  # the keyring's news may change what to do

    def show_missing_credentials(self) -> None:
        """The setup's red line for this step: one line saying what to do, which without a
        keyring is not "save" (nothing can be saved) but the environment or a keyring."""
        self._missing = True
        no_keyring = self._state.home is SecretHome.NO_KEYRING
        text = no_keyring_text() if no_keyring else unfinished_text(SetupStep.CONNECTION)
        self.show_check(CheckTone.FAILED, text)
        self.home_line.setVisible(not no_keyring)  # the red line says it already

    def set_busy(self, busy: bool) -> None:
        self.save_button.setEnabled(not busy and self._can_save())

    def show_saving(self) -> None:
        self._missing = False
        self.home_line.show()
        self.set_busy(True)
        self.show_check(CheckTone.WORKING, translate("ConnectionPage", "Saving…"))

    def show_saved(self, state: ConnectionState, *, in_keyring: bool) -> None:
        """Saved: the addresses in the settings file, the credentials in the keyring, or, when
        no keyring took them, in memory until the kiosk closes."""
        self.set_busy(False)
        self.show_state(state)
        if in_keyring:
            self.show_check(
                CheckTone.OK, translate("ConnectionPage", "Saved. Next: Test connection.")
            )
            return
        self.show_check(
            CheckTone.WARNING,
            translate(
                "ConnectionPage",
                "Addresses saved. No keyring could keep the credentials (there is none, or "
                "it is locked), so they are used only until the kiosk closes: put them in "
                "the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and "
                "KIOSK_CLIENT_SECRET.",
            ),
        )

    def _can_save(self) -> bool:
        """Nothing to save when every value comes from the environment."""
        return len(self._state.from_environment) < len(self.fields)

    def _show_secret(self, edit: QLineEdit, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        edit.setEchoMode(mode)

    def _value(self, name: str) -> str:
        """What was typed; an environment-set field counts as empty (the variable wins)."""
        if name in self._state.from_environment:
            return ""
        return self.fields[name].text().strip()

    def _problem(self) -> str:
        """The first thing to fix before saving, in plain words; empty when all is well."""
        for name in ADDRESS_FIELDS:
            if name in self._state.from_environment:
                continue
            value = self._value(name)
            if not value:
                return translate("ConnectionPage", "Enter the {0}.").format(field_title(name))
            if not _is_web_address(value):
                return translate(
                    "ConnectionPage",
                    "The {0} must be a web address starting with https:// "
                    "(or http:// for a test service).",
                ).format(field_title(name))
        kept = self._state.from_environment | self._state.saved_secrets
        for name in SECRET_FIELDS:
            if name not in kept and not self._value(name):
                return translate("ConnectionPage", "Enter the {0}.").format(field_title(name))
        return ""

    def _save(self) -> None:
        if problem := self._problem():
            self.show_check(CheckTone.FAILED, problem)
            return
        self.clear_check()
        values = {name: self._value(name) for name in self.fields}
        self.save_requested.emit(ConnectionForm(**values))
