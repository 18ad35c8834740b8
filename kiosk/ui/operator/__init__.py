"""The operator area behind the PIN: setup, drop, codes, options, statistics, journal."""
