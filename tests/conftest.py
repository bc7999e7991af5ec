"""Shared fixtures: nothing here reads ../shared; every fixture lives in the repo."""

import os

os.environ.setdefault("TEFUDA_LANG", "en")
