"""The secret word attendees may say at the kiosk: checked with the service, then chosen or cleared.

The check shows what staff need before doors open: how many claims are used, when the word works,
whether it works now, and whether the kiosk can mint with it at all (a "word" secret works only in
the POAP app; the kiosk needs a "website" one).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QWidget

from kiosk.core.reasons import FailedCall
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.outside_text import plain_text
from kiosk.ui.texts import failed_call_text, settings_not_saved_text
from kiosk.ui.widgets import describe, make_label

translate = QCoreApplication.translate


@dataclass(frozen=True)
class SecretWordView:
    """What the service said about a word, ready to show."""

    word: str
    claimed: int
    total: int | None  # None: the service did not say how many claims the word has
    starts: datetime | None  # aware; None when the service gave no (readable) time
    ends: datetime | None
    open_now: bool | None  # switched on and inside its window; None: no service time to judge by
    switched_off: bool  # the organiser switched it off: it works at no time until switched on
    kiosk_can_use: bool  # a "website" secret (a "word" one works only in the POAP app)
    drop_expired: bool  # the service refuses every claim of its drop, whatever the word's window
    drop_name: str
    other_drop: bool  # it belongs to another drop than the chosen one

    @property
    def used_up(self) -> bool:
        """Every claim the service counts for it is taken."""
        return self.total is not None and self.claimed >= self.total

    @property
    def usable(self) -> bool:
        """The kiosk can mint with it, as far as the check saw, its window aside."""
        kiosk_takes = self.kiosk_can_use and not self.other_drop and not self.drop_expired
        return kiosk_takes and not self.switched_off and not self.used_up

    @property
    def works_now(self) -> bool:
        """An attendee typing it at this kiosk now gets a claim, as far as the check saw."""
        return self.usable and self.open_now is True

    @property
    def window_not_judged(self) -> bool:
        """Usable but for its window, which the kiosk could not judge (no service time known):
        the service judges it at each claim."""
        return self.usable and self.open_now is None


def _when(moment: datetime | None) -> str:
    if moment is None:
        return translate("SecretWordPage", "(not given)")
    moment = moment.astimezone()  # the kiosk's own time zone, as staff read clocks
    shown = QDateTime(
        QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute)
    )
    # Month in words: "03 04" reads as March or April depending on who is at the door.
    return QLocale().toString(shown, translate("SecretWordPage", "d MMM yyyy, HH:mm"))


def window_text(view: SecretWordView) -> str:
    window = translate("SecretWordPage", "Works from {start} to {end}").format(
        start=_when(view.starts), end=_when(view.ends)
    )
    if view.open_now:
        state = translate("SecretWordPage", "active now")
    elif view.switched_off:
        state = translate("SecretWordPage", "switched off")
    elif view.open_now is None:
        state = translate(
            "SecretWordPage", "not known whether active now (the service did not say its time)"
        )
    else:
        state = translate("SecretWordPage", "not active now")
    return translate("SecretWordPage", "{window}: {state}.").format(window=window, state=state)


class SecretWordPage(OperatorPage):
    """A field for the word, "Check", then "Use this word at the kiosk" or "No secret word"."""

    check_requested = Signal(str)
    use_requested = Signal(str)
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("SecretWordPage", "Secret word"),
            translate(
                "SecretWordPage",
                "Attendees without a mint link can say a secret word at the kiosk. Check a word "
                "with the service before using it: words are case-sensitive.",
            ),
            parent,
        )
        self.current = make_label("CurrentSecretWord", centred=False)
        self.word = QLineEdit()
        self.word.setObjectName("SecretWordField")
        describe(
            self.word,
            translate("SecretWordPage", "Secret word"),
            translate("SecretWordPage", "The word attendees say; upper and lower case differ."),
        )
        self.word.setMaxLength(200)
        self.word.returnPressed.connect(self._check)
        self.word.textEdited.connect(self._edited)
        self.check_button = QPushButton(translate("SecretWordPage", "Check"))
        self.check_button.setObjectName("PrimaryButton")
        self.check_button.clicked.connect(self._check)
        describe(
            self.check_button,
            self.check_button.text(),
            translate("SecretWordPage", "Asks the service about this word."),
        )
        row = QHBoxLayout()
        row.setSpacing(12)
        row.addWidget(make_label("FieldTitle", translate("SecretWordPage", "Word"), centred=False))
        row.addWidget(self.word, 1)
        row.addWidget(self.check_button)

        self.claims_line = make_label("SecretClaims", centred=False)
        self.window_line = make_label("SecretWindow", centred=False)
        self.drop_line = make_label("SecretDrop", centred=False)
        for label in (self.claims_line, self.window_line, self.drop_line):
            label.hide()

        self.use_button = QPushButton(translate("SecretWordPage", "Use this word at the kiosk"))
        self.use_button.setObjectName("UseSecretWordButton")
        self.use_button.clicked.connect(self._use)
        self.clear_button = QPushButton(translate("SecretWordPage", "No secret word"))
        self.clear_button.setObjectName("ClearSecretWordButton")
        self.clear_button.clicked.connect(self.clear_requested)
        describe(
            self.clear_button,
            self.clear_button.text(),
            translate("SecretWordPage", "The kiosk no longer accepts a secret word."),
        )
        buttons = QHBoxLayout()
        buttons.setSpacing(12)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)

        self.body.addWidget(self.current)
        self.body.addLayout(row)
        self.body.addWidget(self.claims_line)
        self.body.addWidget(self.window_line)
        self.body.addWidget(self.drop_line)
        self.body.addStretch(1)
        self.body.addLayout(buttons)
        self._checked: SecretWordView | None = None
        self._busy = False
        self._update_buttons()

    # --- what the presenter shows -----------------------------------------------------------

    def show_current_word(self, word: str) -> None:
        if word:
            text = translate("SecretWordPage", "The kiosk uses the secret word “{word}”.").format(
                word=plain_text(word)
            )
        else:
            text = translate("SecretWordPage", "The kiosk uses no secret word.")
        self.current.setText(text)

    def checked_word(self) -> str:
        """The word whose check the page shows; "" when it shows none."""
        return self._checked.word if self._checked is not None else ""

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self._update_buttons()

    def show_checking(self) -> None:
        self.show_check(CheckTone.WORKING, translate("SecretWordPage", "Asking the service…"))

    def show_word(self, view: SecretWordView) -> None:
        self._checked = view
        self.claims_line.setText(self._claims_text(view))
        self.window_line.setText(window_text(view))
        self.drop_line.setText(
            translate("SecretWordPage", "Drop: {name}").format(name=plain_text(view.drop_name))
        )
        for label in (self.claims_line, self.window_line, self.drop_line):
            label.show()
        if view.other_drop:
            self.show_check(
                CheckTone.FAILED,
                translate(
                    "SecretWordPage",
                    "This word belongs to another drop: choose that drop first, or another word.",
                ),
            )
        elif not view.kiosk_can_use:
            self.show_check(
                CheckTone.FAILED,
                translate(
                    "SecretWordPage",
                    "This word works only in the POAP app: the kiosk cannot mint with it. Ask "
                    "for a website secret instead.",
                ),
            )
        elif view.drop_expired:
            self.show_check(
                CheckTone.FAILED,
                translate(
                    "SecretWordPage",
                    "The word is right, but its drop has expired: the service refuses every "
                    "claim of it.",
                ),
            )
        elif view.switched_off:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "SecretWordPage",
                    "The word is right, but it is switched off: it works at no time until the "
                    "drop's organiser switches it on again.",
                ),
            )
        elif view.open_now is False:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "SecretWordPage",
                    "The word is right, but attendees cannot use it now: see when it works.",
                ),
            )
        elif view.used_up:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "SecretWordPage",
                    "The word is right, but all its claims are used: request more mints.",
                ),
            )
        elif view.open_now is None:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "SecretWordPage",
                    "The word is right. Whether attendees can use it now is not known here: "
                    "the service did not say its time. It judges the word's window and the "
                    "drop's expiry at each claim.",
                ),
            )
        else:
            self.show_check(
                CheckTone.OK, translate("SecretWordPage", "The word is right and works now.")
            )
        self._update_buttons()

    def show_saved(self, word: str) -> None:
        """Saved; a word the check found unusable now is said so again, in amber."""
        self.show_current_word(word)
        checked = self._checked
        same = word and checked is not None and checked.word == word
        if same and checked is not None and checked.window_not_judged:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "SecretWordPage",
                    "Saved: the kiosk accepts this word. Whether attendees can use it now, the "
                    "service judges at each claim: see above.",
                ),
            )
        elif same and checked is not None and not checked.works_now:
            self.show_check(
                CheckTone.WARNING,
                translate(
                    "SecretWordPage",
                    "Saved: the kiosk accepts this word, but attendees cannot use it now: see "
                    "above.",
                ),
            )
        elif word:
            self.show_check(
                CheckTone.OK, translate("SecretWordPage", "Saved: the kiosk now accepts this word.")
            )
        else:
            self.show_check(
                CheckTone.OK,
                translate("SecretWordPage", "Saved: the kiosk no longer asks for a secret word."),
            )

    def show_failure(self, failed: FailedCall) -> None:
        """A failed check: the word shown before is no longer the one checked."""
        self._forget_check()
        super().show_failure(failed)

    def show_not_used(self, failed: FailedCall) -> None:
        """"Use" asked the service about the word again and it did not say: nothing saved."""
        self._forget_check()
        self.show_check(
            CheckTone.FAILED,
            translate("SecretWordPage", "Not saved: {reason}").format(
                reason=failed_call_text(failed)
            ),
        )

    def show_not_saved(self, reason: str) -> None:
        self._forget_check()
        self.show_check(CheckTone.FAILED, settings_not_saved_text(reason))

    # --- what staff do ------------------------------------------------------------------------

    def _check(self) -> None:
        word = self.word.text().strip()
        if not word:
            self.show_check(
                CheckTone.FAILED, translate("SecretWordPage", "Type the secret word first.")
            )
            return
        self.check_requested.emit(word)

    def _use(self) -> None:
        if self._checked is not None:
            self.use_requested.emit(self._checked.word)

    def _edited(self) -> None:
        """A changed word must be checked again before it can be used."""
        self._forget_check()
        self.clear_check()

    def _forget_check(self) -> None:
        self._checked = None
        for label in (self.claims_line, self.window_line, self.drop_line):
            label.hide()
        self._update_buttons()

    def checked_usable(self) -> bool:
        """The word shown checked is one the kiosk can take (now or in its window)."""
        checked = self._checked
        return (
            checked is not None
            and checked.kiosk_can_use
            and not checked.other_drop
            and not checked.drop_expired
        )

    def _update_buttons(self) -> None:
        self.check_button.setEnabled(not self._busy)
        self.use_button.setEnabled(self.checked_usable() and not self._busy)
        self.clear_button.setEnabled(not self._busy)
        describe(self.use_button, self.use_button.text(), self._use_description())

    def _use_description(self) -> str:
        """What "Use this word at the kiosk" does with the word as the check found it: only a
        word that works now is one attendees may type with success from now on."""
        checked = self._checked
        if checked is None:
            return translate("SecretWordPage", "Check the word first: only a checked word is used.")
        if not self.checked_usable():
            return translate(
                "SecretWordPage", "The kiosk cannot use the checked word: the check says why."
            )
        if checked.window_not_judged:
            return translate(
                "SecretWordPage",
                "The kiosk accepts the checked word from now on; the service judges at each "
                "claim whether it works then.",
            )
        if not checked.works_now:
            return translate(
                "SecretWordPage",
                "The kiosk accepts the checked word from now on, but attendees cannot use it "
                "now: the check says why.",
            )
        return translate("SecretWordPage", "Attendees may type the checked word from now on.")

    def _claims_text(self, view: SecretWordView) -> str:
        """self.tr: the one form lupdate reads a plural ("%n") from in Python."""
        if view.total is None:
            return self.tr("%Ln claim(s) used", "", view.claimed)
        text = self.tr("{claimed} of %Ln claim(s) used, {left} left", "", view.total)
        locale = QLocale()
        return text.format(
            claimed=locale.toString(view.claimed),
            left=locale.toString(max(0, view.total - view.claimed)),
        )
