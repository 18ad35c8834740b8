"""The kiosk's language: Qt translators for ``resources/translations/kiosk_<lang>.qm`` and Qt's own.

English is the source language: it needs no file, and it is what the kiosk speaks when the chosen
language has no translation (logged, never an error). A widget takes its words when it is built,
so the language is applied before any widget is (``kiosk.app``); after a change, the attendee
pages are built anew (``KioskWindow.rebuild_pages``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from kiosk.resources import resource_path
from kiosk.ui.fonts import register_bundled_fonts

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
PREFIX = "kiosk_"

_installed: list[QTranslator] = []  # removed again when another language is applied


def translations_folder() -> Path:
    return resource_path("translations")


def qt_translations_folder() -> str:
    """Where Qt keeps its own translations (``qtbase_de.qm``: standard buttons, menus)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def available_languages(folder: Path | None = None) -> list[str]:
    """The codes with a compiled translation (``kiosk_de.qm`` gives ``"de"``), English aside."""
    folder = folder or translations_folder()
    codes = {path.stem.removeprefix(PREFIX) for path in folder.glob(f"{PREFIX}*.qm")}
    return sorted(codes - {SOURCE_LANGUAGE})


def offered_languages(setting: str, *, languages: Sequence[str] | None = None) -> list[str]:
    """The languages attendees may switch to: those of ``setting`` ("en, de, ja") the kiosk
    has (``languages``, default: English and every shipped translation), in that order; all of
    them when it names none."""
    have = list(languages) if languages is not None else [SOURCE_LANGUAGE, *available_languages()]
    asked = [code.strip() for code in setting.replace(";", ",").split(",") if code.strip()]
    chosen = [code for code in dict.fromkeys(asked) if code in have]
    return chosen or have


# Each language's own short name: Qt's would say "American English", "español de España".
_OWN_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "nl": "Nederlands",
    "pt_BR": "Português",
    "ja": "日本語",
    "ar": "العربية",
}


def language_name(code: str) -> str:
    """A language's name in that language, e.g. "Deutsch"; the code itself when Qt has none."""
    if code in _OWN_NAMES:
        return _OWN_NAMES[code]
    locale = QLocale(code)
    name = locale.nativeLanguageName() if locale.language() != QLocale.Language.C else ""
    return name[:1].upper() + name[1:] if name else code


def _candidates(setting: str) -> list[str]:
    """The codes to look for, most precise first: the setting's or this computer's ("de_AT",
    then "de"). The C locale (no language set at all) gives none: English."""
    locale = QLocale(setting) if setting else QLocale.system()
    codes = [setting] if setting else []
    if locale.language() != QLocale.Language.C:
        codes += [locale.name(), QLocale.languageToCode(locale.language())]
    return list(dict.fromkeys(code for code in codes if code))


def translation_for(setting: str, folder: Path | None = None) -> str | None:
    """The code of the translation the ``[kiosk] language`` setting picks; None: English."""
    folder = folder or translations_folder()
    for code in _candidates(setting):
        if code.split("_")[0] == SOURCE_LANGUAGE:
            return None
        if (folder / f"{PREFIX}{code}.qm").is_file():
            return code
    if setting:
        log.warning("No translation for language %r: the kiosk speaks English", setting)
    return None


def apply_language(setting: str, folder: Path | None = None) -> str:
    """Install the translators the ``[kiosk] language`` setting asks for ("" follows this
    computer's language) in place of the ones before; give the language the kiosk speaks now.

    Qt's own translation (standard buttons) is added when Qt ships one for that language. The
    default locale follows a chosen language too, so dates and numbers read the same way.
    """
    app = QCoreApplication.instance()
    if app is None:
        log.warning("No application yet: the kiosk speaks English")
        return SOURCE_LANGUAGE
    if isinstance(app, QGuiApplication):
        register_bundled_fonts()  # before any text in a script they carry is laid out
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = translation_for(setting, folder)
    kiosk = QTranslator()
    if code is not None:
        path = (folder or translations_folder()) / f"{PREFIX}{code}.qm"
        if not kiosk.load(str(path)):
            log.warning("Translation %s unreadable: the kiosk speaks English", path.name)
            code = None
    locale = QLocale(code or SOURCE_LANGUAGE) if setting else QLocale.system()
    QLocale.setDefault(locale)
    if isinstance(app, QGuiApplication):  # right to left for Arabic: layouts mirror
        QGuiApplication.setLayoutDirection(QLocale(code or SOURCE_LANGUAGE).textDirection())
    if code is None:
        plurals = QTranslator()  # "%n row(s)": English's own forms, "1 row", "2 rows"
        if plurals.load(str((folder or translations_folder()) / f"{PREFIX}{SOURCE_LANGUAGE}.qm")):
            _install(app, plurals)
        return SOURCE_LANGUAGE
    qt_own = QTranslator()
    if qt_own.load(f"qtbase_{code}", qt_translations_folder()):
        _install(app, qt_own)
    else:
        log.info("Qt has no translation for %s: its standard buttons stay in English", code)
    _install(app, kiosk)  # installed last, so asked first
    log.info("Language: %s", code)
    return code


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)
