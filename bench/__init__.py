"""Benchmark scripts that print their figures: run by hand (python -m bench.NAME), not as tests."""
