"""A real tefuda server (uvicorn on loopback, SQLite in a temp dir) and a real Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest
from webserver import ServerProcess, free_port  # noqa: F401  (tests import them from here too)

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]


def _serving(tmp_path, **kw):
    srv = ServerProcess(tmp_path / "tefuda.sqlite", **kw).start()
    yield srv
    srv.stop()


@pytest.fixture
def server(tmp_path):
    yield from _serving(tmp_path)


@pytest.fixture
def slow_server(tmp_path):
    """CPUs that wait like people do, so a person can be seen to act first."""
    yield from _serving(tmp_path, cpu_delay=0.5)


@pytest.fixture
def long_window_server(tmp_path):
    """As slow_server, with a 4 s reaction window: a test's own pauses inside one window
    (and their page round trips) must not outlast it on a loaded machine."""
    yield from _serving(tmp_path, cpu_delay=0.5, extra=("--slap-window", "4.0"))


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `python3 dev.py test`, which installs it")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def phone(browser):
    """A touch phone (390×844) in Japanese, whose page must throw no script error."""
    from helpers import PHONE

    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="ja-JP")
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert not errors, errors


@pytest.fixture
def page(browser, request):
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        pg.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    except Exception:
        pass
    ctx.close()
    assert not errors, f"JavaScript errors on the page: {errors}"
