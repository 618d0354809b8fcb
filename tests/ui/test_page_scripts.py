"""페이지 문서에 우리 스크립트 넣기 (ui/page_scripts.py): 문서에만, 한 번, 길이를 맞춰서."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from ui.page_scripts import PageScripts, page_scripts, with_scripts

HTML = "text/html,application/xhtml+xml,*/*;q=0.8"
DOC = b"<html><head><title>x</title></head><body></body></html>"


def serve(path: str, accept: str, body: bytes = DOC, kind: bytes = b"text/html"):
    """PageScripts 에 요청 하나: (안쪽 앱이 받은 머리글, 나간 머리글, 나간 본문)."""
    seen: list[dict] = []

    async def inner(scope, receive, send) -> None:
        seen.append(dict(scope["headers"]))
        headers = [(b"content-type", kind), (b"content-length", str(len(body)).encode())]
        headers.append((b"etag", b'"abc"'))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        half = len(body) // 2  # 두 조각으로 (more_body)
        await send({"type": "http.response.body", "body": body[:half], "more_body": True})
        await send({"type": "http.response.body", "body": body[half:]})

    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)

    async def receive() -> dict:
        return {"type": "http.request", "body": b""}

    request = [(b"accept", accept.encode()), (b"accept-encoding", b"gzip, br")]
    scope = {"type": "http", "method": "GET", "path": path, "query_string": b"", "headers": request}
    with ThreadPoolExecutor(max_workers=1) as pool:  # test_server.py 의 run_middleware 와 같은 까닭
        pool.submit(asyncio.run, PageScripts(inner)(scope, receive, send)).result()
    out = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return seen[0], dict(sent[0]["headers"]), out


def test_a_page_document_gets_the_scripts_once_before_the_head_ends() -> None:
    asked, headers, body = serve("/keeper", HTML)
    assert b"accept-encoding" not in asked  # 압축하지 않은 문서를 받아 넣는다
    assert body.count(b"window.__turnTapGuard") >= 1 and body.count(b"<script>") == 1
    assert body.index(b"__linkHistory") < body.index(b"</head>")
    assert int(headers[b"content-length"]) == len(body)
    assert b"etag" not in headers  # 바뀐 문서에 원래 문서의 etag 를 붙이지 않는다


def test_assets_and_streamlit_routes_pass_through_untouched() -> None:
    for path, accept in (("/static/js/index.js", "*/*"), ("/_stcore/health", HTML)):
        asked, headers, body = serve(path, accept, b"console.log(1)", b"text/javascript")
        assert body == b"console.log(1)" and b"accept-encoding" in asked
        assert headers[b"etag"] == b'"abc"'


def test_scripts_go_before_the_head_end_or_nowhere() -> None:
    assert with_scripts(b"<head></head>", "<script>1</script>") == (
        b"<head><script>1</script></head>"
    )
    assert with_scripts(b"no head", "<script>1</script>") == b"no head"
    assert page_scripts().startswith("<script>") and page_scripts().endswith("</script>")
