"""요청 주소를 앱 뿌리 (server.baseUrlPath) 아래의 단계들로 나누기: 미들웨어들이 같이 쓴다."""

from __future__ import annotations

from starlette.types import Scope

from ..internals import base_path

__all__ = ["app_parts", "scope_parts"]


def app_parts(path: str, base: str) -> list[str] | None:
    """주소 path 를 앱 뿌리 (base) 아래의 단계들로; 앱 바깥이면 None.

    >>> app_parts("/base/keeper/x", "base")
    ['keeper', 'x']
    """
    parts = [p for p in path.split("/") if p]
    root = base.split("/") if base else []
    if parts[: len(root)] != root:
        return None
    return parts[len(root) :]


def scope_parts(scope: Scope) -> list[str] | None:
    """ASGI 요청의 앱 안 단계들 (root_path 로 얹힌 앱이면 그 앞을 뗀다); 앱 바깥이면 None."""
    path: str = scope.get("path", "")
    root_path: str = scope.get("root_path", "")
    if root_path and (path == root_path or path.startswith(root_path + "/")):
        path = path[len(root_path) :]
    return app_parts(path, base_path())
