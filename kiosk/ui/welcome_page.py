"""Welcome: scan the mint QR code, or pick another way in (type a code, secret word)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from kiosk.ui.attendee_page import AttendeePage
from kiosk.ui.camera_view import CameraView
from kiosk.ui.language_bar import LanguageBar
from kiosk.ui.texts import connection_message
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import ProblemBanner, describe, make_label, repolish


@dataclass(frozen=True)
class AttendeeInputs:
    """Which ways in the operator allows at this event (from the kiosk settings)."""

    camera: bool = True
    code: bool = True
    secret_word: bool = True


class WelcomePage(AttendeePage):
    """The idle screen: the camera takes most of it, the typed ways in sit beside it."""

    code_entry_requested = Signal()
    secret_entry_requested = Signal()

    def __init__(self) -> None:
        super().__init__("WelcomePage", can_start_over=False)
        translate = QCoreApplication.translate
        self.title = make_label(
            "Title", translate("WelcomePage", "Get your event collectible"), centred=False
        )

        self.scan_prompt = make_label(
            "Question", translate("WelcomePage", "Scan your mint QR"), centred=False
        )
        # What to do without a camera depends on the ways in offered: set by configure().
        self.camera_view = CameraView(missing_camera_text(AttendeeInputs()))
        scan_column = QVBoxLayout()
        scan_column.setContentsMargins(0, 0, 0, 0)
        scan_column.setSpacing(scaled(16))
        scan_column.addWidget(self.scan_prompt)
        scan_column.addWidget(self.camera_view, 1)
        self.scan_area = QWidget()
        self.scan_area.setLayout(scan_column)

        self.or_label = make_label("Hint", translate("WelcomePage", "No QR code?"), centred=False)
        self.code_button = QPushButton(translate("WelcomePage", "Type a code"))
        self.secret_button = QPushButton(translate("WelcomePage", "Secret word"))
        for button in (self.code_button, self.secret_button):
            button.setObjectName("BigButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        describe(self, self.title.text(), welcome_description(True, AttendeeInputs()))
        describe(
            self.code_button,
            self.code_button.text(),
            translate("WelcomePage", "Opens a keyboard to type the code of your mint link."),
        )
        describe(
            self.secret_button,
            self.secret_button.text(),
            translate(
                "WelcomePage", "Opens a keyboard to type the secret word announced at this event."
            ),
        )
        self.code_button.clicked.connect(self.code_entry_requested)
        self.secret_button.clicked.connect(self.secret_entry_requested)
        choices = QVBoxLayout()
        choices.setSpacing(scaled(24))
        choices.addStretch(1)
        choices.addWidget(self.or_label)
        choices.addWidget(self.code_button)
        choices.addWidget(self.secret_button)
        choices.addStretch(1)

        columns = QHBoxLayout()
        columns.setSpacing(scaled(48))
        columns.addWidget(self.scan_area, 3)
        columns.addLayout(choices, 2)

        # One reserved slot under the choices for both notices, a refused scan over the offline
        # notice: neither moves a button when it comes or goes.
        self.connection_banner = ProblemBanner()
        self.connection_banner.setObjectName("ConnectionBanner")
        notices = QGridLayout()
        notices.setContentsMargins(0, 0, 0, 0)
        for banner in (self.connection_banner, self.problem_banner):
            banner.reserve_space()
            notices.addWidget(banner, 0, 0)

        self.languages = LanguageBar()

        self.header.addWidget(self.title)
        self.body.addLayout(columns, 1)
        self.body.addLayout(notices)
        self.body.addWidget(self.languages)
        self.set_reading_order(
            self.title,
            self.scan_area,
            self.or_label,
            self.code_button,
            self.secret_button,
            self.connection_banner,
            self.problem_banner,  # over the connection banner in their slot
            self.languages,
        )

    def configure(self, camera_available: bool | None, inputs: AttendeeInputs) -> None:
        """Show only the ways in the operator allows; when the camera is missing, say so and what
        to do instead, among the ways in offered. ``camera_available`` None: not known yet (the
        camera is still being opened), so an empty view and no notice."""
        self.clear_problem()
        self.scan_area.setVisible(inputs.camera)
        missing = missing_camera_text(inputs)
        self.camera_view.banner.setText(missing)
        self.camera_view.set_available(camera_available is not False)
        if camera_available is None:
            self.camera_view.set_frame(QImage())  # no last picture of a camera closed since
        elif not camera_available:
            self.camera_view.setAccessibleDescription(missing)  # the banner's words, to be heard
        self.code_button.setVisible(inputs.code)
        # Announced first: only the ways in this page shows (configure's, not the build's).
        describe(self, self.title.text(), welcome_description(camera_available, inputs))
        self.secret_button.setVisible(inputs.secret_word)
        self.or_label.setVisible(inputs.camera and (inputs.code or inputs.secret_word))

    def set_service_reachable(self, reachable: bool) -> None:
        """While the service cannot be reached nothing can be checked, so minting is paused:
        the page says so."""
        if reachable:
            self.connection_banner.clear()
            return
        self.connection_banner.setProperty("tone", "failure")
        repolish(self.connection_banner)
        self.connection_banner.show_message(connection_message())


def welcome_description(camera_available: bool | None, inputs: AttendeeInputs) -> str:
    """What a screen reader hears of the welcome page: the ways in it shows, no scanning without
    a camera to scan with (its notice instead), no "other way in" when none is offered."""
    translate = QCoreApplication.translate
    typed = inputs.code or inputs.secret_word
    if inputs.camera and camera_available is False:
        return missing_camera_text(inputs)
    if inputs.camera:
        if typed:
            return translate("WelcomePage", "Scan your mint QR code, or choose another way in.")
        return translate("WelcomePage", "Scan your mint QR code.")
    if inputs.code and inputs.secret_word:
        return translate(
            "WelcomePage",
            "Type the code of your mint link, or the secret word announced at this event.",
        )
    if inputs.code:
        return translate("WelcomePage", "Type the code of your mint link.")
    return translate("WelcomePage", "Type the secret word announced at this event.")


def missing_camera_text(inputs: AttendeeInputs) -> str:
    """The welcome page's notice when the camera is missing: the way in offered instead, or the
    staff when the kiosk takes nothing typed."""
    translate = QCoreApplication.translate
    if inputs.code:
        return translate("WelcomePage", "No camera — type your code instead")
    if inputs.secret_word:
        return translate("WelcomePage", "No camera — type the secret word instead")
    return translate("WelcomePage", "No camera — please ask the staff")
