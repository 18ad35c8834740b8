from kiosk.ui.source_check import read_sources_uncached

read_sources_uncached()  # before the widgets' modules load: see kiosk/ui/source_check.py
