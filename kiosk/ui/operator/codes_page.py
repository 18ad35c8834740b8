"""The drop's mint codes: the edit code unlocks them, the counts say how many are left, and staff
can ask the service for more.

The codes are what attendees type or scan and they are the operator's own, so they are shown as
they are. The edit code is typed hidden unless staff ask to see it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QRegularExpression, Qt, Signal
from PySide6.QtGui import QFontDatabase, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from kiosk.core.secrets import EditCodeHome
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.outside_text import plain_text
from kiosk.ui.widgets import describe, make_label

EDIT_CODE_LENGTH = 6
MAX_MORE_MINTS = 50000  # the most the service accepts in one request
CODE_FONT_PX = 24  # codes are read out to attendees: a fixed font, easy on 0/o and 1/l
ROW_HEIGHT_PX = 48


translate = QCoreApplication.translate


class ShownCode(Protocol):
    """What the page shows of a mint code (the service's ``MintCode`` is one)."""

    @property
    def qr_hash(self) -> str: ...
    @property
    def claimed(self) -> bool: ...


class MoreMintsKind(StrEnum):
    """What to ask more of; the values are the service's redeem types."""

    MINT_LINKS = "qr_code"
    SECRET_WORD = "secret_word"
    WEBSITE = "secret_website"


@dataclass(frozen=True)
class MoreMintsRequest:
    kind: MoreMintsKind
    amount: int


def kind_title(kind: MoreMintsKind) -> str:
    match kind:
        case MoreMintsKind.MINT_LINKS:
            return translate("CodesPage", "Mint links (codes)")
        case MoreMintsKind.SECRET_WORD:
            return translate("CodesPage", "Secret word claims")
        case MoreMintsKind.WEBSITE:
            return translate("CodesPage", "Website claims")


class CodesPage(OperatorPage):
    """Edit code, counts, the codes themselves, and "Request more mints"."""

    check_requested = Signal(str)  # the edit code, six digits
    more_requested = Signal(object)  # MoreMintsRequest

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("CodesPage", "Mint codes"),
            translate(
                "CodesPage",
                "Type the drop's six-digit edit code (you got it when the drop was created) to "
                "see its mint codes and how many are left, or to ask for more.",
            ),
            parent,
        )
        self.edit_code = QLineEdit()
        self.show_code = QPushButton(translate("CodesPage", "Show"))
        self.check_button = QPushButton(translate("CodesPage", "Check"))
        self.counts = make_label("CodesCount", centred=False)
        self.table = QTableWidget(0, 2)
        self.more_kind = QComboBox()
        self.more_amount = QSpinBox()
        self.more_button = QPushButton(translate("CodesPage", "Request more mints"))
        self.body.addLayout(self._code_row())
        self.counts.hide()
        self.body.addWidget(self.counts)
        self._set_up_table()
        self.body.addWidget(self.table, 1)
        self.body.addLayout(self._more_section())
        self._drop_chosen = True
        self._unlocked = False
        self._drop_expired = False  # the codes shown are of a drop past its expiry
        self._busy = False
        self._update_buttons()

    def _code_row(self) -> QHBoxLayout:
        self.edit_code.setObjectName("EditCodeField")
        describe(
            self.edit_code,
            translate("CodesPage", "Edit code"),
            translate("CodesPage", "The six digits you got when the drop was created."),
        )
        self.edit_code.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit_code.setMaxLength(EDIT_CODE_LENGTH)
        self.edit_code.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        self.edit_code.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"\d{0,6}"), self.edit_code)
        )
        self.edit_code.returnPressed.connect(self._check)
        self.show_code.setObjectName("ShowSecretButton")
        self.show_code.setCheckable(True)
        self.show_code.toggled.connect(self._show_code)
        describe(
            self.show_code,
            translate("CodesPage", "Show the edit code"),
            translate("CodesPage", "Shows or hides the digits typed."),
        )
        self.check_button.setObjectName("PrimaryButton")
        self.check_button.clicked.connect(self._check)
        describe(
            self.check_button,
            self.check_button.text(),
            translate(
                "CodesPage", "Asks the service for the drop's mint codes with this edit code."
            ),
        )
        code_row = QHBoxLayout()
        code_row.setSpacing(12)
        code_row.addWidget(
            make_label("FieldTitle", translate("CodesPage", "Edit code"), centred=False)
        )
        code_row.addWidget(self.edit_code, 1)
        code_row.addWidget(self.show_code)
        code_row.addWidget(self.check_button)
        return code_row

    def _set_up_table(self) -> None:
        self.table.setObjectName("CodesTable")
        describe(
            self.table,
            translate("CodesPage", "Mint codes"),
            translate("CodesPage", "Each mint code of the drop and whether it is claimed."),
        )
        self.table.setHorizontalHeaderLabels(
            [translate("CodesPage", "Mint code"), translate("CodesPage", "State")]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT_PX)
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        policy = self.table.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the request section stays put below it
        self.table.setSizePolicy(policy)
        self.table.hide()

    def _more_section(self) -> QGridLayout:
        self.more_kind.setObjectName("MoreMintsKind")
        for kind in MoreMintsKind:
            self.more_kind.addItem(kind_title(kind), kind)
        self.more_amount.setObjectName("MoreMintsAmount")
        self.more_amount.setRange(1, MAX_MORE_MINTS)
        self.more_amount.setValue(50)
        self.more_button.setObjectName("MoreMintsButton")
        self.more_button.clicked.connect(self._request_more)
        describe(
            self.more_kind,
            translate("CodesPage", "What"),
            translate("CodesPage", "The kind of mints to ask for."),
        )
        describe(
            self.more_amount,
            translate("CodesPage", "How many"),
            translate("CodesPage", "How many more mints to ask for."),
        )
        describe(
            self.more_button,
            self.more_button.text(),
            translate("CodesPage", "Sends the request; the service's team reviews it."),
        )
        more = QGridLayout()
        more.setHorizontalSpacing(12)
        more.addWidget(
            make_label("SectionTitle", translate("CodesPage", "Request more mints"), centred=False),
            0,
            0,
            1,
            4,
        )
        more.addWidget(
            make_label("FieldTitle", translate("CodesPage", "What"), centred=False), 1, 0
        )
        more.addWidget(self.more_kind, 1, 1)
        more.addWidget(
            make_label("FieldTitle", translate("CodesPage", "How many"), centred=False), 1, 2
        )
        more.addWidget(self.more_amount, 1, 3)
        more.addWidget(self.more_button, 1, 4)
        more.setColumnStretch(1, 2)
        more.setColumnStretch(3, 1)
        return more

    # --- what the presenter shows -----------------------------------------------------------

    def show_no_drop(self) -> None:
        self._drop_chosen = False
        self.clear_codes()
        self.show_check(
            CheckTone.WARNING,
            translate("CodesPage", "Choose a drop first: its mint codes are shown here."),
        )

    def show_drop_chosen(self) -> None:
        self._drop_chosen = True
        self.clear_codes()
        self.clear_check()

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self._update_buttons()

    def show_checking(self) -> None:
        self.show_check(CheckTone.WORKING, translate("CodesPage", "Asking the service…"))

    def show_codes(
        self, codes: Sequence[ShownCode], *, drop_expired: bool = False, expiry_known: bool = True
    ) -> None:
        """The counts and the codes; codes not claimed yet first, since those are handed out.
        A drop past its expiry has none left: the service refuses every code. Without
        ``expiry_known`` (the service did not say its date) those left are left only if the drop
        has not expired: said so."""
        self._unlocked = True
        self._drop_expired = drop_expired
        claimed = sum(code.claimed for code in codes)
        # self.tr: the one form lupdate reads a plural ("%n") from in Python
        if drop_expired:
            text = self.tr(
                "%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted",
                "",
                len(codes),
            )
        elif not expiry_known:
            text = self.tr(
                "%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired "
                "(the service did not say its date)",
                "",
                len(codes),
            )
        else:
            text = self.tr("%Ln mint code(s): {claimed} claimed, {left} left", "", len(codes))
        locale = QLocale()
        left = len(codes) - claimed
        self.counts.setText(
            text.format(claimed=locale.toString(claimed), left=locale.toString(left))
        )
        self.counts.show()
        ordered = sorted(codes, key=lambda code: (code.claimed, code.qr_hash))
        self.table.setRowCount(len(ordered))
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPixelSize(CODE_FONT_PX)
        for row, code in enumerate(ordered):
            hash_item = QTableWidgetItem(plain_text(code.qr_hash))
            hash_item.setFont(mono)
            state = (
                translate("CodesPage", "Claimed")
                if code.claimed
                else translate("CodesPage", "Not claimed yet")
            )
            self.table.setItem(row, 0, hash_item)
            self.table.setItem(row, 1, QTableWidgetItem(state))
        self.table.show()
        self._update_buttons()

    def show_code_accepted(self, home: EditCodeHome) -> None:
        self.edit_code.clear()
        if home is EditCodeHome.KEYRING:
            self.show_check(
                CheckTone.OK,
                translate(
                    "CodesPage",
                    "Edit code accepted. It is kept in this computer's keyring, so the "
                    "statistics can count the codes left.",
                ),
            )
        else:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "CodesPage",
                    "Edit code accepted. This computer has no keyring, so it is kept only until "
                    "the kiosk closes: you will be asked again after a restart.",
                ),
            )

    def show_saved_code_used(self) -> None:
        self.show_check(
            CheckTone.OK, translate("CodesPage", "Using the edit code kept on this computer.")
        )

    def show_wrong_code(self) -> None:
        self.clear_codes()
        self.show_check(
            CheckTone.FAILED,
            translate(
                "CodesPage",
                "That edit code is not right for this drop. Check the six digits you got when "
                "the drop was created, and that the right drop is chosen.",
            ),
        )

    def show_request_sent(
        self,
        request_id: str,
        kind: MoreMintsKind,
        *,
        listed: tuple[int, int] | None,
        drop_expired: bool,
    ) -> None:
        """The service took the request. ``listed``: the mint codes listed before it and after
        it (None: not read again); the service may make new links at once or after a review,
        and a word's claims never show among the mint codes."""
        request = plain_text(request_id)
        if drop_expired:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "CodesPage",
                    "Request #{id} sent, but the drop has expired: the service refuses every "
                    "claim of it, the new ones too. Its organiser can move the expiry date.",
                ).format(id=request),
            )
        elif kind is not MoreMintsKind.MINT_LINKS:
            self.show_check(
                CheckTone.OK,
                translate(
                    "CodesPage",
                    "Request #{id} sent: the claims are added to the drop's secret word, not to "
                    "these mint codes, once the service approves it. Check the word on the "
                    "Secret word page.",
                ).format(id=request),
            )
        elif listed is None:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "CodesPage",
                    "Request #{id} sent, but the mint codes could not be read again, so the "
                    "kiosk cannot tell whether the new ones are made yet. Open this page again "
                    "in a minute to see them.",
                ).format(id=request),
            )
        elif listed[1] > listed[0]:
            locale = QLocale()
            self.show_check(
                CheckTone.OK,
                translate(
                    "CodesPage",
                    "Request #{id} done: the service made the new mint links at once. Mint "
                    "codes listed before: {before}; now: {now}.",
                ).format(
                    id=request, before=locale.toString(listed[0]), now=locale.toString(listed[1])
                ),
            )
        else:
            self.show_check(
                CheckTone.OK,
                translate(
                    "CodesPage",
                    "Request #{id} sent: it will be reviewed by the service's team, and the new "
                    "mints appear here once it is approved.",
                ).format(id=request),
            )

    def show_edit_code_needed(self) -> None:
        """More mints were asked for before an edit code was accepted for this drop."""
        self.clear_codes()
        self.show_check(CheckTone.FAILED, translate("CodesPage", "Check the edit code first."))

    def clear_codes(self) -> None:
        self._unlocked = False
        self._drop_expired = False
        self.counts.clear()
        self.counts.hide()
        self.table.setRowCount(0)
        self.table.hide()
        self._update_buttons()

    # --- what staff do ------------------------------------------------------------------------

    def _check(self) -> None:
        code = self.edit_code.text().strip()
        if len(code) != EDIT_CODE_LENGTH:
            self.show_check(
                CheckTone.FAILED,
                translate(
                    "CodesPage",
                    "An edit code is six digits: the one you got when the drop was created.",
                ),
            )
            return
        self.check_requested.emit(code)

    def _request_more(self) -> None:
        kind = MoreMintsKind(self.more_kind.currentData())
        self.more_requested.emit(MoreMintsRequest(kind, self.more_amount.value()))

    def _show_code(self, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        self.edit_code.setEchoMode(mode)
        self.show_code.setText(
            translate("CodesPage", "Hide") if shown else translate("CodesPage", "Show")
        )

    def _update_buttons(self) -> None:
        ready = self._drop_chosen and not self._busy
        self.edit_code.setEnabled(self._drop_chosen)
        self.check_button.setEnabled(ready)
        # An expired drop's new mints are refused as its old ones: more is not offered.
        self.more_button.setEnabled(ready and self._unlocked and not self._drop_expired)
