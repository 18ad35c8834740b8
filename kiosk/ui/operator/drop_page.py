"""Choose the drop the kiosk mints: search and page through the service's drops, or find one by id.

The page only shows and asks: its presenter (``kiosk.presenters.operator_setup``) fetches pages,
details, artwork and the minting network, and changes the network with the edit code.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, Signal
from PySide6.QtGui import QImage, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScroller,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.outside_text import plain_text, wrappable
from kiosk.ui.widgets import ArtworkView, describe, make_label

PAGE_SIZE = 10
DROP_ID_ROLE = Qt.ItemDataRole.UserRole
SORT_ORDER = ("start_date", "name", "id")  # the sort choices in the order the page offers them


translate = QCoreApplication.translate


@dataclass(frozen=True)
class DropQuery:
    """One page of the drop list as staff asked for it."""

    name: str = ""
    sort_field: str = "start_date"
    sort_dir: str = "desc"
    offset: int = 0
    limit: int = PAGE_SIZE


class ShownDrop(Protocol):
    """What the page shows of a drop (the service's ``Event`` is one)."""

    @property
    def id(self) -> int: ...
    @property
    def fancy_id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def city(self) -> str: ...
    @property
    def country(self) -> str: ...
    @property
    def start_date(self) -> str: ...
    @property
    def end_date(self) -> str: ...
    @property
    def expiry_date(self) -> str: ...
    @property
    def virtual_event(self) -> bool: ...


class DropList(Protocol):
    """One page of the drop list (the service's ``EventPage`` is one)."""

    @property
    def items(self) -> Sequence[ShownDrop]: ...
    @property
    def total(self) -> int: ...
    @property
    def offset(self) -> int: ...


class DropNetworks(Protocol):
    """The networks a drop mints on (the service's ``MintingConfig`` is one)."""

    @property
    def drop_id(self) -> int: ...
    @property
    def chain_ids(self) -> Sequence[int]: ...
    @property
    def network_names(self) -> Sequence[str]: ...


def sort_title(sort_field: str) -> str:
    titles = {
        "start_date": translate("DropPage", "Start date"),
        "name": translate("DropPage", "Name"),
        "id": translate("DropPage", "Drop id"),
    }
    return titles[sort_field]


def place_text(event: ShownDrop) -> str:
    if event.virtual_event:
        return translate("DropPage", "Virtual")
    return plain_text(", ".join(part for part in (event.city, event.country) if part.strip()))


def dates_text(event: ShownDrop) -> str:
    return translate("DropPage", "{0} to {1}, mintable until {2}").format(
        plain_text(event.start_date), plain_text(event.end_date), plain_text(event.expiry_date)
    )


class DropPage(OperatorPage):
    """A searchable, paged list of drops on the left; the chosen drop's details on the right.

    ``sort_fields`` are those the service can sort by, ``networks`` its chain ids and names: the
    presenter knows the service, the page only offers them.
    """

    page_requested = Signal(object)  # DropQuery
    find_requested = Signal(str)  # a drop id or fancy id as typed
    drop_selected = Signal(int)  # show this drop's details
    network_change_requested = Signal(int, str, int)  # drop id, edit code, chain id
    drop_chosen = Signal(int)  # mint this drop at the kiosk

    def __init__(
        self,
        sort_fields: Collection[str],
        networks: Mapping[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            translate("DropPage", "Drop"),
            translate(
                "DropPage",
                "Which drop this kiosk mints. Search by name, or type its id or fancy id.",
            ),
            parent,
        )
        self._query = DropQuery()
        self._total = 0
        self._event: ShownDrop | None = None
        self._current_drop = 0
        self._warned = False  # a tap on "Use this drop" chooses it despite saved mints
        columns = QHBoxLayout()
        columns.setSpacing(24)
        columns.addLayout(self._build_list(sort_fields), 1)
        columns.addWidget(self._build_details(networks), 1)
        self.body.addLayout(columns, 1)
        # Under both columns, not in the details': the button's words need more than that
        # column's room on the smallest screen in the longer languages.
        choice = QHBoxLayout()
        choice.setSpacing(12)
        choice.addWidget(self.in_use, 1)
        choice.addWidget(self.choose_button)
        self.body.addLayout(choice)
        self._update_in_use()

    # --- building ------------------------------------------------------------------------

    def _build_list(self, sort_fields: Collection[str]) -> QVBoxLayout:
        self.search_field = QLineEdit()
        self.search_field.setObjectName("SearchField")
        self.search_field.setPlaceholderText(translate("DropPage", "Name of the drop"))
        self.search_field.returnPressed.connect(self.search)
        self.search_button = QPushButton(translate("DropPage", "Search"))
        self.search_button.clicked.connect(self.search)
        self.sort_field = QComboBox()
        self.sort_field.setObjectName("SortField")
        for name in SORT_ORDER:
            if name in sort_fields:
                self.sort_field.addItem(sort_title(name), name)
        self.sort_dir = QComboBox()
        self.sort_dir.setObjectName("SortDirection")
        self.sort_dir.addItem(translate("DropPage", "Newest, Z to A, highest first"), "desc")
        self.sort_dir.addItem(translate("DropPage", "Oldest, A to Z, lowest first"), "asc")
        self.sort_field.activated.connect(self.search)
        self.sort_dir.activated.connect(self.search)
        self.results = QListWidget()
        self.results.setObjectName("DropList")
        self.results.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        QScroller.grabGesture(self.results.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        self.results.itemClicked.connect(self._select_item)
        self.previous_button = QPushButton(translate("DropPage", "Previous"))
        self.previous_button.clicked.connect(lambda: self._request(self._query.offset - PAGE_SIZE))
        self.next_button = QPushButton(translate("DropPage", "Next"))
        self.next_button.clicked.connect(lambda: self._request(self._query.offset + PAGE_SIZE))
        self.page_label = make_label("PageLabel")
        self.find_field = QLineEdit()
        self.find_field.setObjectName("FindField")
        self.find_field.setPlaceholderText(translate("DropPage", "Drop id or fancy id"))
        self.find_field.returnPressed.connect(self._find)
        self.find_button = QPushButton(translate("DropPage", "Find"))
        self.find_button.clicked.connect(self._find)
        for widget, name, description in (
            (
                self.search_field,
                self.search_field.placeholderText(),
                translate("DropPage", "Part of a drop's name; Enter searches."),
            ),
            (
                self.search_button,
                self.search_button.text(),
                translate("DropPage", "Lists the drops whose name holds this text."),
            ),
            (
                self.sort_field,
                translate("DropPage", "Sort by"),
                translate("DropPage", "What the list is sorted by."),
            ),
            (
                self.sort_dir,
                translate("DropPage", "Sort direction"),
                translate("DropPage", "Newest or oldest first."),
            ),
            (
                self.results,
                translate("DropPage", "Drops"),
                translate("DropPage", "Tap a drop to see its details."),
            ),
            (
                self.previous_button,
                translate("DropPage", "Previous page"),
                translate("DropPage", "Shows the page of drops before this one."),
            ),
            (
                self.next_button,
                translate("DropPage", "Next page"),
                translate("DropPage", "Shows the page of drops after this one."),
            ),
            (
                self.find_field,
                self.find_field.placeholderText(),
                translate("DropPage", "Finds one drop by its id; Enter finds it."),
            ),
            (
                self.find_button,
                self.find_button.text(),
                translate("DropPage", "Shows the drop with this id."),
            ),
        ):
            describe(widget, name, description)

        layout = QVBoxLayout()
        layout.setSpacing(10)
        layout.addLayout(_row(self.search_field, self.search_button))
        layout.addLayout(_row(self.sort_field, self.sort_dir))
        layout.addWidget(self.results, 1)
        layout.addLayout(_row(self.previous_button, self.page_label, self.next_button))
        layout.addLayout(_row(self.find_field, self.find_button))
        self._update_pager()
        return layout

    def _build_details(self, networks: Mapping[int, str]) -> QFrame:
        panel = QFrame()
        panel.setObjectName("DropDetails")
        self.details_hint = make_label(
            "DetailsHint",
            translate("DropPage", "Choose a drop from the list, or find it by its id."),
        )
        self.artwork = ArtworkView(140)
        self.drop_name = make_label("DropTitle", centred=False)
        self.drop_ids = make_label("DropFact", centred=False)
        self.drop_dates = make_label("DropFact", centred=False)
        self.drop_place = make_label("DropFact", centred=False)
        self.network = make_label("DropNetwork", centred=False)
        self.change_button = QPushButton(translate("DropPage", "Change network…"))
        self.change_button.setCheckable(True)
        self.change_button.toggled.connect(self._show_change)
        self.change_form = self._build_change_form(networks)
        self.in_use = make_label(
            "DropInUse", translate("DropPage", "This drop is in use at the kiosk.")
        )
        self.choose_button = QPushButton(translate("DropPage", "Use this drop at the kiosk"))
        self.choose_button.setObjectName("ChooseDropButton")
        self.choose_button.clicked.connect(self._choose)
        self._describe_choice()
        describe(
            self.change_button,
            self.change_button.text(),
            translate("DropPage", "Shows or hides the form that changes the drop's network."),
        )

        facts = QVBoxLayout()
        facts.setSpacing(4)
        for label in (self.drop_name, self.drop_ids, self.drop_place):
            facts.addWidget(label)
        facts.addStretch(1)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(self.artwork, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(facts, 1)
        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.setSpacing(10)
        details.addLayout(top)
        details.addWidget(self.drop_dates)
        details.addLayout(_row(self.network, self.change_button))
        details.addWidget(self.change_form)
        details.addStretch(1)
        self.details.hide()

        layout = QVBoxLayout(panel)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(self.details_hint, 1)
        layout.addWidget(self.details, 1)
        return panel

    def _build_change_form(self, networks: Mapping[int, str]) -> QFrame:
        """The edit code and the new network, shown under "Change network…" when asked."""
        self.edit_code = QLineEdit()
        self.edit_code.setObjectName("EditCodeField")
        self.edit_code.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit_code.setMaxLength(6)
        self.edit_code.setValidator(
            QRegularExpressionValidator(QRegularExpression("[0-9]{0,6}"), self.edit_code)
        )
        self.edit_code.setPlaceholderText(translate("DropPage", "Edit code (6 digits)"))
        self.chain = QComboBox()
        self.chain.setObjectName("ChainChoice")
        for chain_id, name in networks.items():
            self.chain.addItem(name, chain_id)
        self.save_network_button = QPushButton(translate("DropPage", "Save network"))
        self.save_network_button.clicked.connect(self._change_network)
        describe(
            self.chain,
            translate("DropPage", "Network"),
            translate("DropPage", "The network the drop mints on."),
        )
        describe(
            self.edit_code,
            self.edit_code.placeholderText(),
            translate("DropPage", "The drop's creator has it; it is needed to change the network."),
        )
        describe(
            self.save_network_button,
            self.save_network_button.text(),
            translate("DropPage", "Changes the drop's network with the edit code."),
        )
        change_form = QFrame()
        change_form.setObjectName("ChangeNetwork")
        form = QVBoxLayout(change_form)
        form.setContentsMargins(0, 0, 0, 0)
        form.setSpacing(8)
        form.addWidget(self.chain)
        form.addWidget(self.edit_code)  # its own row, so its placeholder shows whole
        form.addWidget(self.save_network_button)
        change_form.hide()
        return change_form

    # --- what the presenter shows ------------------------------------------------------------

    def search(self) -> None:
        """Ask for the first page with the search text and sort order now shown."""
        self._request(0)

    def show_results(self, page: DropList) -> None:
        self.results.clear()
        for event in page.items:
            item = QListWidgetItem(
                translate("DropPage", "{0}\n#{1} · {2} · {3}").format(
                    plain_text(event.name),
                    event.id,
                    plain_text(event.start_date),
                    place_text(event),
                )
            )
            item.setData(DROP_ID_ROLE, event.id)
            self.results.addItem(item)
            if self._event is not None and event.id == self._event.id:
                item.setSelected(True)
        self._total = page.total
        self._query = DropQuery(
            self._query.name, self._query.sort_field, self._query.sort_dir, page.offset
        )
        if not page.items and self._query.name:
            self.show_check(CheckTone.WARNING, translate("DropPage", "No drop has that name."))
        elif not page.items:
            self.show_check(CheckTone.WARNING, translate("DropPage", "The service lists no drops."))
        self._update_pager()

    def show_drop(self, event: ShownDrop) -> None:
        """The drop's facts; artwork and network follow when they arrive."""
        self._event = event
        self._warned = False  # loaded anew, the drop's saved mints are counted anew at a tap
        self.details_hint.hide()
        self.details.show()
        self.drop_name.setText(wrappable(plain_text(event.name)))
        self.drop_ids.setText(
            translate("DropPage", "Id {0} · {1}").format(event.id, plain_text(event.fancy_id))
        )
        self.drop_dates.setText(dates_text(event))
        self.drop_place.setText(place_text(event))
        self.artwork.set_artwork(None)
        self.show_network_unknown()
        self._update_in_use()

    def show_network_unknown(self) -> None:
        """Until the service says (a drop just shown, or a change whose answer was lost)."""
        self.network.setText(translate("DropPage", "Network: reading…"))
        self.change_button.setChecked(False)
        self.change_button.setEnabled(False)

    def show_artwork(self, image: QImage | None) -> None:
        self.artwork.set_artwork(QPixmap.fromImage(image) if image is not None else None)

    def show_network(self, config: DropNetworks) -> None:
        if self._event is None or config.drop_id != self._event.id:
            return
        names = ", ".join(config.network_names)
        self.network.setText(translate("DropPage", "Network: {0}").format(names))
        self.change_button.setEnabled(True)
        if config.chain_ids and (index := self.chain.findData(config.chain_ids[0])) >= 0:
            self.chain.setCurrentIndex(index)

    def network_changed(self, config: DropNetworks) -> None:
        """A change staff asked for was made; the drop on the page may be another by now."""
        networks = ", ".join(config.network_names)
        if self._event is None or config.drop_id != self._event.id:
            self.show_check(
                CheckTone.OK,
                translate("DropPage", "Drop {0} now mints on {1}.").format(
                    config.drop_id, networks
                ),
            )
            return
        self.change_button.setChecked(False)
        self.show_network(config)
        self.show_check(
            CheckTone.OK, translate("DropPage", "The network is now {0}.").format(networks)
        )

    def set_current_drop(self, drop_id: int) -> None:
        """The drop the kiosk mints now (0: none yet)."""
        self._current_drop = drop_id
        self._update_in_use()

    def show_drop_chosen(self, drop_id: int, *, expired: bool | None = False) -> None:
        """The kiosk mints ``drop_id`` now: saved in the settings. An ``expired`` drop is saved
        too, but the service refuses every code of it: staff must not read that it mints; nor
        when whether it expired is not known (``None``: no answer, or an unreadable date)."""
        self._warned = False  # a warning is for one choice: the next one is counted again
        self.set_current_drop(drop_id)
        event = self._event
        name = plain_text(event.name) if event is not None and event.id == drop_id else str(drop_id)
        if expired:
            text = translate(
                "DropPage",
                "The kiosk now uses {0}, but the drop has expired: the service mints none of "
                "its codes.",
            ).format(name)
            self.show_check(CheckTone.WARNING, text)
            return
        if expired is None:
            text = translate(
                "DropPage",
                "The kiosk now uses {0}. Whether the service still mints it could not be checked: "
                "test a code before attendees come.",
            ).format(name)
            self.show_check(CheckTone.WARNING, text)
            return
        self.show_check(
            CheckTone.OK, translate("DropPage", "The kiosk now mints {0}.").format(name)
        )

    def show_saved_mints_unsent(self, count: int) -> None:
        """Before the choice: ``count`` mints attendees were told are "Saved for later" are of
        drops the kiosk would no longer accept, and would never be sent."""
        # self.tr: the one form lupdate reads a plural ("%n") from in Python
        text = self.tr(
            "Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk "
            "uses this drop, they are never sent, and the attendees told “Saved for later” "
            "do not get them. Tap “Use this drop at the kiosk” again to use it all the same.",
            "",
            count,
        )
        self.show_check(CheckTone.WARNING, text)
        self._warned = True
        self._describe_choice()

    def show_changing_network(self) -> None:
        self.show_check(CheckTone.WORKING, translate("DropPage", "Changing the network…"))

    def shown_drop(self) -> ShownDrop | None:
        return self._event

    def query(self) -> DropQuery:
        return self._query

    def show_problem(self, text: str) -> None:
        self.show_check(CheckTone.FAILED, text)

    # --- inside ------------------------------------------------------------------------------

    def _request(self, offset: int) -> None:
        self.clear_check()
        self._query = DropQuery(
            name=self.search_field.text().strip(),
            sort_field=str(self.sort_field.currentData()),
            sort_dir=str(self.sort_dir.currentData()),
            offset=max(0, offset),
        )
        self.page_requested.emit(self._query)

    def _update_pager(self) -> None:
        pages = max(1, -(-self._total // PAGE_SIZE))
        number = self._query.offset // PAGE_SIZE + 1
        self.page_label.setText(translate("DropPage", "Page {0} of {1}").format(number, pages))
        self.previous_button.setEnabled(self._query.offset > 0)
        self.next_button.setEnabled(self._query.offset + PAGE_SIZE < self._total)

    def _update_in_use(self) -> None:
        shown = self._event is not None
        in_use = self._event is not None and self._event.id == self._current_drop
        self.in_use.setVisible(in_use)
        self.choose_button.setVisible(shown and not in_use)
        self._describe_choice()

    def _describe_choice(self) -> None:
        """What a tap on "Use this drop at the kiosk" does for the drop shown: after the saved
        mints warning for it, it chooses the drop all the same (unless more were saved since);
        a drop shown anew is counted anew."""
        describe(
            self.choose_button,
            self.choose_button.text(),
            translate(
                "DropPage",
                "Uses this drop all the same: the mints of another drop saved while offline "
                "are then never sent. If more were saved since, the kiosk tells you first.",
            )
            if self._warned
            else translate("DropPage", "The kiosk uses this drop from now on."),
        )

    def _select_item(self, item: QListWidgetItem) -> None:
        self.clear_check()
        self.drop_selected.emit(int(item.data(DROP_ID_ROLE)))

    def _find(self) -> None:
        text = self.find_field.text().strip()
        if not text:
            self.show_problem(
                translate("DropPage", "Type the drop's id (digits) or its fancy id first.")
            )
            return
        self.clear_check()
        self.find_requested.emit(text)

    def _show_change(self, shown: bool) -> None:
        self.change_form.setVisible(shown)
        self.edit_code.clear()

    def _change_network(self) -> None:
        if self._event is None:
            return
        code = self.edit_code.text().strip()
        if len(code) != 6:
            self.show_problem(
                translate("DropPage", "The edit code has six digits: the drop's creator has it.")
            )
            return
        self.clear_check()
        self.network_change_requested.emit(self._event.id, code, int(self.chain.currentData()))

    def _choose(self) -> None:
        if self._event is not None:
            self.drop_chosen.emit(self._event.id)


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.setSpacing(10)
    for widget in widgets:
        row.addWidget(widget, 1 if isinstance(widget, QLineEdit | QComboBox | QLabel) else 0)
    return row
