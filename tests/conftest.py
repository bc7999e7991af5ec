"""Shared fixtures: nothing here reads ../shared; every fixture lives in the repo."""

import os

import pytest

os.environ.setdefault("TEFUDA_LANG", "en")


def pytest_collection_modifyitems(config, items):
    """Groups for `pytest -n N --dist loadgroup` (dev.py test): every test that drives a real
    Chromium on one worker, one after another — two browsers and their servers at once
    made the real-time tests (1.8 s reaction windows, paced CPUs) miss their moments on a
    two-core machine — and every other file whole on some worker (its module- and
    session-scoped fixtures, such as a Ray head, then start once)."""
    for item in items:
        group = "browser" if item.get_closest_marker("browser") else item.nodeid.split("::")[0]
        item.add_marker(pytest.mark.xdist_group(group))
