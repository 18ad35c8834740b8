"""The kiosk options page on its own: the rules it keeps before anything is saved."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
)
from pytestqt.qtbot import QtBot

from kiosk.core.settings import Settings
from kiosk.ui.operator.options_page import FILE_OR_URL, KioskOptions, OptionsPage


@pytest.fixture
def page(qtbot: QtBot, themed_app: QApplication) -> OptionsPage:
    page = OptionsPage()
    qtbot.addWidget(page)
    page.show_options(KioskOptions.of(Settings()), pin_set=False)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(12, box.height() // 2))


def test_the_last_way_in_for_attendees_cannot_be_switched_off(
    qtbot: QtBot, page: OptionsPage
) -> None:
    _tick(qtbot, page.allow_camera)
    _tick(qtbot, page.allow_code)
    _tick(qtbot, page.allow_secret_word)

    assert page.allow_secret_word.isChecked()
    assert not page.allow_camera.isChecked()
    assert page.check_line.property("tone") == "warning"
    assert page.check_line.text().startswith("Attendees need at least one way in")


def test_showing_options_that_swap_the_only_way_in_is_not_refused(page: OptionsPage) -> None:
    only_camera = Settings()
    only_camera.kiosk.allow_code = False
    only_camera.kiosk.allow_secret_word = False
    page.show_options(KioskOptions.of(only_camera), pin_set=True)
    only_secret_word = Settings()
    only_secret_word.kiosk.allow_camera = False
    only_secret_word.kiosk.allow_code = False

    page.show_options(KioskOptions.of(only_secret_word), pin_set=True)

    assert page.options() == KioskOptions.of(only_secret_word)
    assert page.check_line.isHidden()


def test_the_page_gives_back_what_it_was_shown(page: OptionsPage) -> None:
    settings = Settings()
    settings.kiosk.idle_timeout_s = 75.0
    settings.kiosk.camera = "2"
    settings.kiosk.mirror_camera = True
    settings.operator.kiosk_mode = False
    settings.operator.scanner_min_length = 9

    page.show_options(KioskOptions.of(settings), pin_set=True)

    assert page.options() == KioskOptions.of(settings)
    assert page.pin_state.text().startswith("A PIN is set")


def test_options_change_only_their_own_settings() -> None:
    settings = Settings()
    settings.kiosk.drop_id = 7
    settings.kiosk.secret_word = "word"
    settings.operator.pin_hash = "scrypt$kept"
    options = KioskOptions.of(Settings())
    changed = replace(options, sound=False, scanner_min_length=6)

    changed.apply_to(settings)

    assert settings.kiosk.sound is False
    assert settings.operator.scanner_min_length == 6
    assert (settings.kiosk.drop_id, settings.kiosk.secret_word) == (7, "word")
    assert settings.operator.pin_hash == "scrypt$kept"


def test_found_cameras_keep_the_chosen_one(page: OptionsPage) -> None:
    settings = Settings()
    settings.kiosk.camera = "5"
    page.show_options(KioskOptions.of(settings), pin_set=False)

    page.show_cameras([0, 2])

    items = [page.camera.itemText(row) for row in range(page.camera.count())]
    assert items == ["Camera 0", "Camera 2", "Camera 5 (not found now)", "Video file or stream URL"]
    assert page.options().camera == "5"
    assert page.cameras_found.text() == "Cameras found: 2"


def test_a_video_file_or_stream_needs_its_address(qtbot: QtBot, page: OptionsPage) -> None:
    page.camera.setCurrentIndex(page.camera.findData(FILE_OR_URL))
    assert page.camera_source.isVisible()

    with qtbot.assertNotEmitted(page.save_requested):
        qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)

    assert page.check_line.property("tone") == "failed"
    assert page.check_line.text().startswith("Type the video file or stream URL")


def test_a_good_pin_leaves_the_page_and_the_fields(qtbot: QtBot, page: OptionsPage) -> None:
    qtbot.keyClicks(page.pin, "2468")
    qtbot.keyClicks(page.pin_repeat, "2468")

    with qtbot.waitSignal(page.pin_requested) as sent:
        qtbot.keyClick(page.pin_repeat, Qt.Key.Key_Return)

    assert sent.args == ["2468"]
    assert page.pin.text() == page.pin_repeat.text() == ""


OPERATOR_CONTENT_WIDTH = 1000  # 1280 less the operator area's step column
MIN_BUTTON_PX = 56
MIN_FIELD_PX = 48


def test_every_option_is_a_touch_target_and_nothing_is_cut_off_at_the_side(
    qtbot: QtBot, page: OptionsPage
) -> None:
    page.resize(OPERATOR_CONTENT_WIDTH, 800)
    qtbot.waitUntil(lambda: page.width() == OPERATOR_CONTENT_WIDTH)
    scroll = page.findChild(QScrollArea, "OptionsScroll")
    assert scroll is not None
    form = scroll.widget()
    assert form is not None

    assert form.minimumSizeHint().width() <= scroll.viewport().width()
    for button in page.findChildren(QPushButton):
        assert button.height() >= MIN_BUTTON_PX, button.text()
    for field in [*page.findChildren(QSpinBox), *page.findChildren(QLineEdit)]:
        assert field.height() >= MIN_FIELD_PX, field.objectName()
    for box in page.findChildren(QCheckBox):
        assert box.height() >= MIN_FIELD_PX, box.text()


def test_staff_can_allow_more_drops_on_purpose(qtbot: QtBot, page: OptionsPage) -> None:
    settings = Settings()
    settings.kiosk.drop_id = 7
    page.show_options(KioskOptions.of(settings), pin_set=True)
    saved: list[KioskOptions] = []
    page.save_requested.connect(saved.append)

    page.also_allowed_drops.setText("12 and 13")
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    assert saved == []
    assert "numbers, separated by commas" in page.check_line.text()

    page.also_allowed_drops.setText(" 12, 13 ")
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    [options] = saved
    options.apply_to(settings)
    assert settings.kiosk.allowed_drop_ids == frozenset({7, 12, 13})
