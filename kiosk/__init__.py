"""Mint Kiosk: an on-site kiosk that mints event collectibles."""
