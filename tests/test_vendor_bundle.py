"""plotly.js 부분 묶음 (ui/browser/vendor/) 은 고정한 npm 꾸러미에서 같은 바이트로 다시 만들어진다.

다시 만들기는 npm 레지스트리에서 고정한 판 (package-lock.json) 을 받는다 (수십 초): slow.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from tests.e2e.conftest import require
from ui.browser import BUNDLE

VENDOR = BUNDLE.parent
BUILD = VENDOR / "build.py"


def test_the_bundle_ships_with_its_licence_and_pinned_versions() -> None:
    licence = (VENDOR / "LICENSE-plotly.js.txt").read_text(encoding="utf-8")
    assert "MIT License" in licence and "Plotly" in licence
    pinned = json.loads((VENDOR / "package.json").read_text(encoding="utf-8"))["dependencies"]
    assert all(version[0] not in "^~<>*" for version in pinned.values())  # 정확한 판만
    locked = json.loads((VENDOR / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    assert locked["node_modules/plotly.js"]["version"] == pinned["plotly.js"]


@pytest.mark.slow
def test_the_build_script_rebuilds_the_committed_bundle_byte_for_byte() -> None:
    require(shutil.which("npm"), "npm not found (apt-get install -y npm)")
    done = subprocess.run(
        [sys.executable, str(BUILD), "--check"], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "same bytes" in done.stdout
