"""Kiosk options: how attendees may get in, timings, sound, camera, language, kiosk mode, the USB
scanner, and the operator PIN.

The PIN typed here leaves the page only as an intent; the presenter hashes it off the UI thread and
the settings file keeps the salted hash alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from kiosk.core.dispenser import MAX_KIOSKS, DispenserMode, LinkSource
from kiosk.core.dispenser_calls import FileCheck
from kiosk.core.operator_pin import MAX_PIN_LENGTH, MIN_PIN_LENGTH, pin_problem
from kiosk.core.settings import KioskSettings, OperatorSettings, Settings, parse_drop_ids
from kiosk.ui.language import (
    SOURCE_LANGUAGE,
    available_languages,
    language_name,
    offered_languages,
)
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.texts import settings_not_saved_text
from kiosk.ui.widgets import describe, make_label

FILE_OR_URL = ""  # the camera combo's item for a video file or stream URL
AUTOMATIC = ""  # the language combo's item for this computer's language
FIELD_WIDTH_PX = 160  # numbers and PINs are short; the words beside them get the room


translate = QCoreApplication.translate


@dataclass(frozen=True)
class KioskOptions:
    """The settings this page edits; the drop, the secret word and the hashes stay as they are."""

    allow_camera: bool
    allow_code: bool
    allow_secret_word: bool
    idle_timeout_s: float
    result_timeout_s: float
    sound: bool
    colour_results: bool
    large_text: bool
    language: str
    attendee_languages: str
    camera: str
    mirror_camera: bool
    queue_offline_mints: bool
    low_codes_warning: int
    also_allowed_drops: str
    kiosk_mode: bool
    scanner_key_interval_ms: int
    scanner_min_length: int
    scanner_needs_enter: bool
    mode: str
    dispenser_source: str
    dispenser_links_file: str
    dispenser_hide_after_s: float
    kiosk_number: int
    kiosk_count: int
    mint_page: str

    @classmethod
    def of(cls, settings: Settings) -> KioskOptions:
        values = {f.name: getattr(_section_of(settings, f.name), f.name) for f in fields(cls)}
        return cls(**values)

    def apply_to(self, settings: Settings) -> None:
        for f in fields(self):
            setattr(_section_of(settings, f.name), f.name, getattr(self, f.name))


def _section_of(settings: Settings, name: str) -> KioskSettings | OperatorSettings:
    return settings.operator if hasattr(settings.operator, name) else settings.kiosk


def _spin(
    object_name: str, low: int, high: int, suffix: str, *, name: str, description: str
) -> QSpinBox:
    """A number field; ``name`` and ``description`` are what a screen reader says for it."""
    spin = QSpinBox()
    spin.setObjectName(object_name)
    describe(spin, name, description)
    spin.setRange(low, high)
    spin.setSuffix(suffix)
    spin.setMinimumWidth(FIELD_WIDTH_PX)
    return spin


def _check_box(object_name: str, text: str, description: str) -> QCheckBox:
    box = QCheckBox(text)
    box.setObjectName(object_name)
    describe(box, text, description)
    return box


def _group(title: str, *rows: QWidget | tuple[str, QWidget]) -> QGroupBox:
    """A titled box of rows: a widget alone, or words with a short field at their right."""
    group = QGroupBox(title)
    grid = QGridLayout(group)
    grid.setVerticalSpacing(8)
    grid.setHorizontalSpacing(12)
    grid.setColumnStretch(0, 1)
    for number, row in enumerate(rows):
        if isinstance(row, tuple):
            grid.addWidget(make_label("FieldTitle", row[0], centred=False), number, 0)
            grid.addWidget(row[1], number, 1)
        else:
            grid.addWidget(row, number, 0, 1, 2)
    return group


def _two_columns(boxes: Sequence[QWidget]) -> QWidget:
    """Short check boxes (the languages) two to a row, so the list stays short."""
    holder = QWidget()
    grid = QGridLayout(holder)
    grid.setContentsMargins(0, 0, 0, 0)
    for number, box in enumerate(boxes):
        grid.addWidget(box, number // 2, number % 2)
    return holder


def pin_problem_text(pin: str, repeat: str) -> str | None:
    """Why the new PIN cannot be set, in plain words; None when it can."""
    if not pin:
        return translate("OptionsPage", "Type the new PIN twice.")
    match pin_problem(pin):
        case "digits_only":
            return translate("OptionsPage", "A PIN is digits only (0 to 9).")
        case "length":
            return translate("OptionsPage", "A PIN has {low} to {high} digits.").format(
                low=MIN_PIN_LENGTH, high=MAX_PIN_LENGTH
            )
    if pin != repeat:
        return translate("OptionsPage", "The two PINs are not the same: type them again.")
    return None


def links_file_text(path: str, check: FileCheck) -> str:
    """What a links file held, in one paragraph for staff."""
    if check.problem is not None:
        return translate(
            "OptionsPage", "{file}: no mint links in it (empty, too big or not a text file)."
        ).format(file=path)
    text = translate("OptionsPage", "{file}\nLinks to hand out: {free}").format(
        file=path, free=len(check.free)
    )
    refused = [
        (check.claimed, translate("OptionsPage", "Claimed already: {count}")),
        (check.expired, translate("OptionsPage", "No longer active: {count}")),
        (check.other_drop, translate("OptionsPage", "Of other drops, refused: {count}")),
        (check.not_found, translate("OptionsPage", "Unknown to the service: {count}")),
        (check.unreadable, translate("OptionsPage", "Lines without a mint link: {count}")),
        (check.repeated, translate("OptionsPage", "Given more than once: {count}")),
        (check.unchecked, translate("OptionsPage", "Not checked yet (no answer): {count}")),
    ]
    return "\n".join([text, *(words.format(count=count) for count, words in refused if count)])


class OptionsPage(OperatorPage):
    """Every kiosk option on one scrollable page, saved together; the PIN is set on its own."""

    save_requested = Signal(object)  # KioskOptions
    pin_requested = Signal(str)
    cameras_requested = Signal()
    links_file_chosen = Signal(str)  # a path: the presenter reads and checks it

    def __init__(
        self, parent: QWidget | None = None, *, languages: Sequence[str] | None = None
    ) -> None:
        """``languages``: the codes with a translation (default: the ones the kiosk ships)."""
        super().__init__(
            translate("OptionsPage", "Kiosk options"),
            translate(
                "OptionsPage",
                "How attendees may get in, timings, the camera, the language and the operator PIN.",
            ),
            parent,
        )
        self.setObjectName("OptionsPage")
        self.allow_camera = _check_box(
            "AllowCamera",
            translate("OptionsPage", "Scan with the camera"),
            translate("OptionsPage", "Attendees may scan their mint QR code."),
        )
        self.allow_code = _check_box(
            "AllowCode",
            translate("OptionsPage", "Type a mint code"),
            translate("OptionsPage", "Attendees may type the code of their mint link."),
        )
        self.allow_secret_word = _check_box(
            "AllowSecretWord",
            translate("OptionsPage", "Say a secret word"),
            translate(
                "OptionsPage",
                "Attendees may type the secret word chosen on the Secret word page (with none "
                "chosen, the kiosk does not offer it).",
            ),
        )
        self.idle_timeout = _spin(
            "IdleTimeout",
            10,
            600,
            translate("OptionsPage", " s"),
            name=translate("OptionsPage", "Back to the start after"),
            description=translate(
                "OptionsPage", "Seconds without a touch before a page starts over."
            ),
        )
        self.result_timeout = _spin(
            "ResultTimeout",
            3,
            120,
            translate("OptionsPage", " s"),
            name=translate("OptionsPage", "Show each result for"),
            description=translate("OptionsPage", "Seconds a result stays on screen."),
        )
        self.sound = _check_box(
            "Sound",
            translate("OptionsPage", "Play sounds"),
            translate("OptionsPage", "A sound for each result."),
        )
        self.colour_results = _check_box(
            "ColourResults",
            translate("OptionsPage", "Colour the result screens"),
            translate("OptionsPage", "Off, only the result's icon is coloured."),
        )
        self.large_text = _check_box(
            "LargeText",
            translate("OptionsPage", "Large text on the attendee screens"),
            translate("OptionsPage", "The attendee pages' smaller words a fifth larger."),
        )
        self._build_language_fields(languages)
        self.camera = QComboBox()
        self.camera.setObjectName("CameraChoice")
        describe(
            self.camera,
            translate("OptionsPage", "Camera"),
            translate("OptionsPage", "The camera that reads QR codes, or a video file or stream."),
        )
        self.camera_source = QLineEdit()
        self.camera_source.setObjectName("CameraSource")
        self.camera_source.setPlaceholderText(translate("OptionsPage", "Video file or stream URL"))
        describe(
            self.camera_source,
            self.camera_source.placeholderText(),
            translate("OptionsPage", "Read instead of a camera."),
        )
        self.cameras_found = make_label("CamerasFound", centred=False)
        self.find_cameras = QPushButton(translate("OptionsPage", "Look for cameras"))
        self.find_cameras.setObjectName("FindCamerasButton")
        describe(
            self.find_cameras,
            self.find_cameras.text(),
            translate("OptionsPage", "Lists the cameras connected to this computer."),
        )
        self.mirror_camera = _check_box(
            "MirrorCamera",
            translate("OptionsPage", "Mirror the picture"),
            translate("OptionsPage", "The camera picture is shown as in a mirror."),
        )
        self.kiosk_mode = _check_box(
            "KioskMode",
            translate("OptionsPage", "Full screen, PIN to leave"),
            translate("OptionsPage", "Only the PIN opens the staff area or closes the kiosk."),
        )
        self.queue_offline_mints = _check_box(
            "QueueOfflineMints",
            translate("OptionsPage", "Keep mints while offline"),
            translate("OptionsPage", "Checked mint links are sent when the service is back."),
        )
        self.low_codes_warning = _spin(
            "LowCodesWarning",
            0,
            10000,
            "",
            name=translate("OptionsPage", "Warn when fewer codes are left than"),
            description=translate("OptionsPage", "The statistics turn amber below this number."),
        )
        self.also_allowed_drops = QLineEdit()
        self.also_allowed_drops.setObjectName("AlsoAllowedDrops")
        self.also_allowed_drops.setPlaceholderText(translate("OptionsPage", "e.g. 12345, 67890"))
        describe(
            self.also_allowed_drops,
            translate("OptionsPage", "Also accept codes of these drops"),
            translate("OptionsPage", "Drop ids, separated by commas."),
        )
        self.scanner_key_interval = _spin(
            "ScannerKeyInterval",
            5,
            200,
            translate("OptionsPage", " ms"),
            name=translate("OptionsPage", "Keys at most this far apart"),
            description=translate("OptionsPage", "Keys typed faster than this are read as a scan."),
        )
        self.scanner_min_length = _spin(
            "ScannerMinLength",
            1,
            64,
            "",
            name=translate("OptionsPage", "Shortest code"),
            description=translate("OptionsPage", "Fewer keys than this are not read as a scan."),
        )
        self.scanner_needs_enter = _check_box(
            "ScannerNeedsEnter",
            translate("OptionsPage", "Codes end with Enter"),
            translate("OptionsPage", "A scan is read only when the scanner ends it with Enter."),
        )
        self._build_dispenser_fields()
        self.pin = QLineEdit()
        self.pin_repeat = QLineEdit()
        self.pin_state = make_label("PinState", centred=False)
        self.set_pin_button = QPushButton(translate("OptionsPage", "Set PIN"))
        self.save_button = QPushButton(translate("OptionsPage", "Save"))
        self._showing = False
        self._wire()
        self._lay_out()

    def _build_language_fields(self, languages: Sequence[str] | None) -> None:
        """The venue's language, and those attendees may switch to on the welcome page."""
        self.language = QComboBox()
        self.language.setObjectName("LanguageChoice")
        self.language.addItem(
            translate("OptionsPage", "Automatic (this computer's language)"), AUTOMATIC
        )
        self.language.addItem(language_name(SOURCE_LANGUAGE), SOURCE_LANGUAGE)
        shipped = available_languages() if languages is None else list(languages)
        for code in shipped:
            self.language.addItem(language_name(code), code)
        self.offered: dict[str, QCheckBox] = {}  # the welcome page's row of languages
        for code in [SOURCE_LANGUAGE, *shipped]:
            self.offered[code] = _check_box(
                f"Offer_{code}",
                language_name(code),
                translate("OptionsPage", "Attendees may switch the kiosk to this language."),
            )
        self.offered_title = make_label(
            "FieldTitle", translate("OptionsPage", "Attendees may switch to"), centred=False
        )
        self.language_hint = make_label(
            "DetailsHint",
            translate(
                "OptionsPage",
                "The attendee screens and these staff pages switch on leaving the operator area.",
            ),
            centred=False,
        )
        describe(self.language, translate("OptionsPage", "Language"), self.language_hint.text())

    def _build_dispenser_fields(self) -> None:
        self.mode = QComboBox()
        self.mode.setObjectName("ModeChoice")
        self.mode.addItem(
            translate("OptionsPage", "Mint here: camera, codes, secret word"),
            DispenserMode.MINT_HERE.value,
        )
        self.mode.addItem(
            translate("OptionsPage", "Dispenser: a QR for each phone"),
            DispenserMode.DISPENSER.value,
        )
        self.hide_after = _spin(
            "HideAfter",
            10,
            600,
            translate("OptionsPage", " s"),
            name=translate("OptionsPage", "Hide an unused QR after"),
            description=translate("OptionsPage", "Seconds a QR stays up when nobody scans it."),
        )
        self.kiosk_number = _spin(
            "KioskNumber",
            1,
            MAX_KIOSKS,
            "",
            name=translate("OptionsPage", "This is kiosk number"),
            description=translate("OptionsPage", "Which of the kiosks sharing the drop this is."),
        )
        self.kiosk_count = _spin(
            "KioskCount",
            1,
            MAX_KIOSKS,
            "",
            name=translate("OptionsPage", "Kiosks sharing the drop"),
            description=translate("OptionsPage", "How many kiosks hand out this drop's links."),
        )
        self.link_source = QComboBox()
        self.link_source.setObjectName("LinkSource")
        self.link_source.addItem(
            translate("OptionsPage", "Links: the drop's (edit code on Mint codes)"),
            LinkSource.SERVICE.value,
        )
        self.link_source.addItem(
            translate("OptionsPage", "Links: a file (links.txt or CSV)"), LinkSource.FILE.value
        )
        self.links_file_button = QPushButton(translate("OptionsPage", "Load a links file…"))
        self.links_file_button.setObjectName("LinksFileButton")
        self.links_file_button.clicked.connect(self._choose_links_file)
        for combo in (self.mode, self.link_source):  # long items wrap the page otherwise
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(16)
        self.links_file_state = make_label("LinksFileState", centred=False)
        self.links_file = ""  # the file loaded last, or the saved one
        self.mint_page = QLineEdit()
        self.mint_page.setObjectName("MintPage")
        self.mint_page.setMinimumWidth(2 * FIELD_WIDTH_PX + 100)  # a web address
        self.mint_page.setPlaceholderText(translate("OptionsPage", "https://poap.xyz/mint/"))
        describe(
            self.mint_page,
            translate("OptionsPage", "The QR opens"),
            translate("OptionsPage", "The web page a phone opens from the QR; empty: POAP's."),
        )
        describe(
            self.mode,
            translate("OptionsPage", "What attendees get"),
            translate("OptionsPage", "Mint on this kiosk, or show a QR for each phone."),
        )
        describe(
            self.link_source,
            translate("OptionsPage", "Where the links come from"),
            translate("OptionsPage", "The drop's links from the service, or a links file."),
        )
        describe(
            self.links_file_button,
            translate("OptionsPage", "Load a links file"),
            translate("OptionsPage", "Opens a links.txt or CSV file of mint links."),
        )

    def _dispenser_group(self) -> QGroupBox:
        return _group(
            translate("OptionsPage", "What attendees get"),
            self.mode,
            (translate("OptionsPage", "Hide an unused QR after"), self.hide_after),
            (translate("OptionsPage", "This is kiosk number"), self.kiosk_number),
            (translate("OptionsPage", "of kiosks on this drop"), self.kiosk_count),
            self.link_source,
            self.links_file_button,
            self.links_file_state,
            (translate("OptionsPage", "The QR opens (empty: the mint site)"), self.mint_page),
        )

    def _wire(self) -> None:
        for box in self._input_boxes():
            box.toggled.connect(self._keep_one_input)
        self.camera.addItem(translate("OptionsPage", "Video file or stream URL"), FILE_OR_URL)
        self.camera.currentIndexChanged.connect(self._camera_chosen)
        self.find_cameras.clicked.connect(self.cameras_requested)
        for field, name in ((self.pin, "PinField"), (self.pin_repeat, "PinRepeatField")):
            field.setObjectName(name)
            field.setEchoMode(QLineEdit.EchoMode.Password)
            field.setMaxLength(MAX_PIN_LENGTH)
            field.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
            field.setMinimumWidth(FIELD_WIDTH_PX)
        pin_length = translate("OptionsPage", "A PIN has {low} to {high} digits.").format(
            low=MIN_PIN_LENGTH, high=MAX_PIN_LENGTH
        )
        describe(self.pin, translate("OptionsPage", "New PIN"), pin_length)
        describe(
            self.pin_repeat,
            translate("OptionsPage", "New PIN again"),
            translate("OptionsPage", "Type the new PIN twice."),
        )
        self.pin_repeat.returnPressed.connect(self._set_pin)
        self.set_pin_button.setObjectName("SetPinButton")
        self.set_pin_button.clicked.connect(self._set_pin)
        describe(
            self.set_pin_button,
            self.set_pin_button.text(),
            translate("OptionsPage", "Saves the new PIN on its own."),
        )
        self.save_button.setObjectName("PrimaryButton")
        self._describe_save(warned=False)
        self.save_button.clicked.connect(self._save)

    def _describe_save(self, *, warned: bool) -> None:
        """What a tap on Save does: after the saved mints warning, it saves all the same (unless
        the drops typed or the saved mints changed since: they are counted again)."""
        describe(
            self.save_button,
            self.save_button.text(),
            translate(
                "OptionsPage",
                "Saves all the same: the mints saved while offline of a drop these options no "
                "longer accept are then never sent. If the drops typed or the saved mints "
                "changed since, the kiosk counts them again first.",
            )
            if warned
            else translate(
                "OptionsPage", "Saves every option on this page; the PIN is set on its own."
            ),
        )

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(
            _group(
                translate("OptionsPage", "Attendees may"),
                self.allow_camera,
                self.allow_code,
                self.allow_secret_word,
            )
        )
        left.addWidget(
            _group(
                translate("OptionsPage", "Camera"),
                self.camera,
                self.find_cameras,
                self.cameras_found,
                self.camera_source,
                self.mirror_camera,
            )
        )
        left.addWidget(
            _group(
                translate("OptionsPage", "Operator PIN"),
                self.pin_state,
                (translate("OptionsPage", "New PIN"), self.pin),
                (translate("OptionsPage", "Again"), self.pin_repeat),
                self.set_pin_button,
            )
        )
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(
            _group(
                translate("OptionsPage", "Screens"),
                (translate("OptionsPage", "Back to the start after"), self.idle_timeout),
                (translate("OptionsPage", "Show each result for"), self.result_timeout),
                self.sound,
                self.colour_results,
                self.large_text,
            )
        )
        right.addWidget(
            _group(
                translate("OptionsPage", "Language"),
                self.language,
                self.language_hint,
                self.offered_title,
                _two_columns(list(self.offered.values())),
            )
        )
        right.addWidget(
            _group(
                translate("OptionsPage", "Kiosk"),
                self.kiosk_mode,
                self.queue_offline_mints,
                (
                    translate("OptionsPage", "Warn when fewer codes are left than"),
                    self.low_codes_warning,
                ),
                (
                    translate("OptionsPage", "Also accept codes of drops (ids)"),
                    self.also_allowed_drops,
                ),
            )
        )
        right.addWidget(
            _group(
                translate("OptionsPage", "USB scanner"),
                (
                    translate("OptionsPage", "Keys at most this far apart"),
                    self.scanner_key_interval,
                ),
                (translate("OptionsPage", "Shortest code"), self.scanner_min_length),
                self.scanner_needs_enter,
            )
        )
        right.addStretch(1)
        columns = QGridLayout()
        columns.setHorizontalSpacing(24)
        columns.addWidget(self._dispenser_group(), 0, 0, 1, 2)  # the first choice: full width
        columns.addLayout(left, 1, 0)
        columns.addLayout(right, 1, 1)
        columns.setColumnStretch(0, 1)
        columns.setColumnStretch(1, 1)
        form = QWidget()
        form.setObjectName("OptionsForm")
        form.setLayout(columns)
        self.form_scroll = scroll = QScrollArea()
        scroll.setObjectName("OptionsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(form)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        self.body.addWidget(scroll, 1)
        self.body.addLayout(buttons)

    def ask_for_pin(self) -> None:
        """Bring the PIN fields into view with the cursor in the first (the kiosk needs a PIN)."""
        self.form_scroll.ensureWidgetVisible(self.set_pin_button)
        self.pin.setFocus()

    # --- what the presenter shows -----------------------------------------------------------

    def show_options(self, options: KioskOptions, pin_set: bool) -> None:
        self._showing = True  # boxes pass through "none on" while they are set one by one
        self.allow_camera.setChecked(options.allow_camera)
        self.allow_code.setChecked(options.allow_code)
        self.allow_secret_word.setChecked(options.allow_secret_word)
        self._showing = False
        self.idle_timeout.setValue(round(options.idle_timeout_s))
        self.result_timeout.setValue(round(options.result_timeout_s))
        self.sound.setChecked(options.sound)
        self.colour_results.setChecked(options.colour_results)
        self.large_text.setChecked(options.large_text)
        offered = offered_languages(options.attendee_languages, languages=list(self.offered))
        for code, box in self.offered.items():
            box.setChecked(code in offered)
        self._select_language(options.language)
        camera = options.camera.strip()
        if camera.isdigit():
            self._select_camera(camera)
            self.camera_source.clear()
        else:
            self.camera.setCurrentIndex(self.camera.findData(FILE_OR_URL))
            self.camera_source.setText(camera)
        self.mirror_camera.setChecked(options.mirror_camera)
        self.kiosk_mode.setChecked(options.kiosk_mode)
        self.queue_offline_mints.setChecked(options.queue_offline_mints)
        self.low_codes_warning.setValue(options.low_codes_warning)
        self.also_allowed_drops.setText(options.also_allowed_drops)
        self.scanner_key_interval.setValue(options.scanner_key_interval_ms)
        self.scanner_min_length.setValue(options.scanner_min_length)
        self.scanner_needs_enter.setChecked(options.scanner_needs_enter)
        self.mode.setCurrentIndex(max(0, self.mode.findData(options.mode)))
        self.hide_after.setValue(round(options.dispenser_hide_after_s))
        self.kiosk_number.setValue(options.kiosk_number)
        self.kiosk_count.setValue(options.kiosk_count)
        self.link_source.setCurrentIndex(
            max(0, self.link_source.findData(options.dispenser_source))
        )
        self.links_file = options.dispenser_links_file
        self._show_links_file_state(self.links_file)
        self.mint_page.setText(options.mint_page)
        self.show_pin_state(pin_set)

    def show_looking_for_cameras(self) -> None:
        self.find_cameras.setEnabled(False)
        self.cameras_found.setText(translate("OptionsPage", "Looking for cameras…"))

    def show_cameras(self, indexes: list[int]) -> None:
        """The cameras found; a chosen one that was not found stays, marked as such."""
        chosen = self.camera.currentData()
        self.camera.blockSignals(True)
        self.camera.clear()
        for index in indexes:
            self.camera.addItem(
                translate("OptionsPage", "Camera {number}").format(number=index), str(index)
            )
        self.camera.addItem(translate("OptionsPage", "Video file or stream URL"), FILE_OR_URL)
        self.camera.blockSignals(False)
        if chosen is not None:
            self._select_camera(chosen)
        self._camera_chosen()
        self.find_cameras.setEnabled(True)
        if indexes:
            self.cameras_found.setText(
                translate("OptionsPage", "Cameras found: {count}").format(count=len(indexes))
            )
        else:
            self.cameras_found.setText(
                translate(
                    "OptionsPage",
                    "No camera found: connect one, or use a video file or stream URL.",
                )
            )

    def show_checking_links_file(self, path: str) -> None:
        self.links_file_button.setEnabled(False)
        self._show_links_file_state(
            translate("OptionsPage", "Checking every link of {file}…").format(file=path)
        )

    def show_links_file(self, path: str, check: FileCheck) -> None:
        """What the file held; it is taken (saved with Save) when it has links of the drop."""
        self.links_file_button.setEnabled(True)
        self._show_links_file_state(links_file_text(path, check))
        if check.problem is None and check.free:
            self.links_file = path
            self.link_source.setCurrentIndex(self.link_source.findData(LinkSource.FILE.value))
            self.show_check(CheckTone.OK, translate("OptionsPage", "Links loaded: press Save."))
        else:
            self.show_check(CheckTone.FAILED, links_file_text(path, check))

    def _show_links_file_state(self, text: str) -> None:
        self.links_file_state.setText(text)
        self.links_file_state.setVisible(bool(text))

    def show_links_file_failed(self, path: str) -> None:
        self.links_file_button.setEnabled(True)
        self.show_problem(
            translate("OptionsPage", "{file} could not be checked: is the kiosk online?").format(
                file=path
            )
        )

    def show_pin_state(self, pin_set: bool) -> None:
        if pin_set:
            self.pin_state.setText(
                translate("OptionsPage", "A PIN is set. Type a new one twice to change it.")
            )
        else:
            self.pin_state.setText(
                translate("OptionsPage", "No PIN yet: anyone can open the operator area.")
            )

    def show_setting_pin(self) -> None:
        self.set_pin_button.setEnabled(False)
        self.show_check(CheckTone.WORKING, translate("OptionsPage", "Setting the PIN…"))

    def show_pin_saved(self) -> None:
        self.set_pin_button.setEnabled(True)
        self.show_pin_state(True)
        self.show_check(CheckTone.OK, translate("OptionsPage", "The new PIN is saved."))

    def show_saved(self) -> None:
        self._describe_save(warned=False)
        self.show_check(
            CheckTone.OK,
            translate(
                "OptionsPage",
                "Saved: the kiosk uses these options from when you go back to it (Back to the "
                "kiosk).",
            ),
        )

    def show_saved_mints_unsent(self, count: int) -> None:
        """Before saving: ``count`` mints attendees were told are "Saved for later" are of drops
        these options no longer accept, and would never be sent."""
        # self.tr: the one form lupdate reads a plural ("%n") from in Python
        text = self.tr(
            "Not saved yet: %Ln mint(s) saved while offline are of a drop these options no "
            "longer accept. Once saved, they are never sent, and the attendees told “Saved for "
            "later” do not get them. Tap Save again to save all the same.",
            "",
            count,
        )
        self.show_check(CheckTone.WARNING, text)
        self._describe_save(warned=True)

    def show_problem(self, text: str) -> None:
        self.set_pin_button.setEnabled(True)
        self.show_check(CheckTone.FAILED, text)

    def show_not_saved(self, reason: str) -> None:
        self._describe_save(warned=False)  # a Save again is counted again
        self.show_problem(settings_not_saved_text(reason))

    def show_pin_not_set(self) -> None:
        self.show_problem(translate("OptionsPage", "The PIN could not be set: type it again."))

    def _attendee_languages(self) -> str:
        """The languages ticked, in order; empty when all are (new ones then come along)."""
        ticked = [code for code, box in self.offered.items() if box.isChecked()]
        return "" if len(ticked) in (0, len(self.offered)) else ", ".join(ticked)

    def options(self) -> KioskOptions:
        camera = self.camera.currentData()
        return KioskOptions(
            allow_camera=self.allow_camera.isChecked(),
            allow_code=self.allow_code.isChecked(),
            allow_secret_word=self.allow_secret_word.isChecked(),
            idle_timeout_s=float(self.idle_timeout.value()),
            result_timeout_s=float(self.result_timeout.value()),
            sound=self.sound.isChecked(),
            colour_results=self.colour_results.isChecked(),
            large_text=self.large_text.isChecked(),
            attendee_languages=self._attendee_languages(),
            language=str(self.language.currentData() or AUTOMATIC),
            camera=camera if camera else self.camera_source.text().strip(),
            mirror_camera=self.mirror_camera.isChecked(),
            queue_offline_mints=self.queue_offline_mints.isChecked(),
            low_codes_warning=self.low_codes_warning.value(),
            also_allowed_drops=self.also_allowed_drops.text().strip(),
            kiosk_mode=self.kiosk_mode.isChecked(),
            scanner_key_interval_ms=self.scanner_key_interval.value(),
            scanner_min_length=self.scanner_min_length.value(),
            scanner_needs_enter=self.scanner_needs_enter.isChecked(),
            mode=str(self.mode.currentData()),
            dispenser_source=str(self.link_source.currentData()),
            dispenser_links_file=self.links_file,
            dispenser_hide_after_s=float(self.hide_after.value()),
            kiosk_number=self.kiosk_number.value(),
            kiosk_count=self.kiosk_count.value(),
            mint_page=self.mint_page.text().strip(),
        )

    # --- what staff do ------------------------------------------------------------------------

    def _input_boxes(self) -> tuple[QCheckBox, ...]:
        return (self.allow_camera, self.allow_code, self.allow_secret_word)

    def _keep_one_input(self, checked: bool) -> None:
        """Attendees need at least one way in: the last one cannot be switched off."""
        if self._showing or checked or any(box.isChecked() for box in self._input_boxes()):
            return
        box = self.sender()
        if isinstance(box, QCheckBox):
            box.setChecked(True)
        self.show_check(
            CheckTone.WARNING,
            translate(
                "OptionsPage",
                "Attendees need at least one way in: keep the camera, codes or a secret word.",
            ),
        )

    def _select_camera(self, data: Any) -> None:
        """Select the item for ``data``, adding it when it was not found."""
        if (row := self.camera.findData(data)) < 0:
            text = translate("OptionsPage", "Camera {number} (not found now)").format(number=data)
            self.camera.insertItem(self.camera.count() - 1, text, data)
            row = self.camera.findData(data)
        self.camera.setCurrentIndex(row)

    def _select_language(self, code: str) -> None:
        """Select ``code``; one without a translation (typed into the settings file) stays."""
        if (row := self.language.findData(code)) < 0:
            text = translate("OptionsPage", "{language} (no translation: English)").format(
                language=language_name(code)
            )
            self.language.addItem(text, code)
            row = self.language.findData(code)
        self.language.setCurrentIndex(row)

    def _camera_chosen(self) -> None:
        self.camera_source.setVisible(self.camera.currentData() == FILE_OR_URL)

    def _set_pin(self) -> None:
        pin, repeat = self.pin.text(), self.pin_repeat.text()
        self.pin.clear()  # hidden digits cannot be corrected one by one: both are typed anew
        self.pin_repeat.clear()
        if problem := pin_problem_text(pin, repeat):
            self.show_problem(problem)
            self.pin.setFocus()
            return
        self.pin_requested.emit(pin)

    def _choose_links_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("OptionsPage", "Load a links file"),
            "",
            translate("OptionsPage", "Links (*.txt *.csv);;All files (*)"),
        )
        if path:
            self.show_checking_links_file(path)
            self.links_file_chosen.emit(path)

    def _save(self) -> None:
        options = self.options()
        if options.kiosk_number > options.kiosk_count:
            self.show_problem(
                translate(
                    "OptionsPage", "The kiosk number is one of the kiosks: 1 to {count}."
                ).format(count=options.kiosk_count)
            )
            return
        if options.dispenser_source == LinkSource.FILE and not options.dispenser_links_file:
            self.show_problem(
                translate("OptionsPage", "Load a links file, or use the drop's links.")
            )
            return
        if options.mint_page and not options.mint_page.startswith(("https://", "http://")):
            self.show_problem(
                translate("OptionsPage", "The QR's page is a web address (https://…), or empty.")
            )
            return
        if not options.camera:
            self.show_problem(
                translate("OptionsPage", "Type the video file or stream URL, or choose a camera.")
            )
            return
        if parse_drop_ids(options.also_allowed_drops) is None:
            self.show_problem(
                translate(
                    "OptionsPage", "Drop ids are numbers, separated by commas (e.g. 12345, 67890)."
                )
            )
            return
        self.save_requested.emit(options)
