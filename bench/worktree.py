"""벤치마크가 다른 커밋의 앱을 나란히 띄울 때: 그 커밋의 작업 트리를 임시 폴더에 꺼낸다.

`git worktree add --detach` 로 꺼내고 끝나면 지운다 (저장소의 기록은 건드리지 않는다). 꺼낸 트리의
`streamlit_app.py` 를 tests/e2e/conftest.served 에 주면 그 커밋의 서버가 뜬다 (그 폴더에서 돈다).
"""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["ROOT", "checkout", "short"]

ROOT = Path(__file__).resolve().parents[1]


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


def short(rev: str) -> str:
    """커밋 rev 의 짧은 이름 (없는 커밋이면 RuntimeError)."""
    return _git("rev-parse", "--short", f"{rev}^{{commit}}")


@contextmanager
def checkout(rev: str) -> Iterator[Path]:
    """커밋 rev 의 작업 트리를 임시 폴더에 꺼내 그 경로를 준다 (끝나면 지운다)."""
    name = short(rev)
    with tempfile.TemporaryDirectory(prefix=f"bench-{name}-") as folder:
        tree = Path(folder) / name
        _git("worktree", "add", "--detach", "--quiet", str(tree), name)
        try:
            yield tree
        finally:
            _git("worktree", "remove", "--force", str(tree))
