"""Presenters: the only place where ui pages and workers meet.

Each takes a page's intents, asks workers (or background calls), and hands the page typed values;
the page turns them into words. Nothing else imports both ``kiosk.ui`` and ``kiosk.workers``
except the composition root, ``kiosk.app`` (enforced by the import contracts in pyproject.toml).
"""
