"""브라우저 없이 페이지를 한 번 돌리기 (첫 화면의 그림, ui/firstscreen): 세션이 하는 그대로
(AppSession._create_scriptrunner) Streamlit 의 ScriptRunner 로 페이지 스크립트를 돌리고, 그린
요소의 메시지를 우리 낱말의 나무 (ui/screen_tree.Drawn) 로 옮긴다. Streamlit 의 속 (실행기, 요소의
proto 이름) 은 ui/internals 꾸러미 밖에 적히지 않는다.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Mapping
from typing import Any

from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.runtime.fragment import MemoryFragmentStorage
from streamlit.runtime.memory_uploaded_file_manager import MemoryUploadedFileManager
from streamlit.runtime.pages_manager import PagesManager
from streamlit.runtime.scriptrunner.script_cache import ScriptCache
from streamlit.runtime.scriptrunner.script_runner import ScriptRunner, ScriptRunnerEvent
from streamlit.runtime.scriptrunner_utils.script_requests import RerunData
from streamlit.runtime.state import SessionState

from ..screen_tree import Drawn

__all__ = ["run_page"]

# 세션이 하는 그대로 (AppSession._create_scriptrunner) 페이지 스크립트를 한 번 돌리고 그 메시지를
# 모은다. 메시지는 어디에도 가지 않는다: 세션 id 는 어느 브라우저의 것도 아니다
_HEADLESS = "first-screen"
# Streamlit 의 요소 이름 → 우리 낱말 (ui/screen_tree.Drawn.kind). 여기 없는 것은 "other:<이름>"
_KINDS = {
    "heading": "heading",
    "alert": "alert",
    "button": "button",
    "selectbox": "select",
    "text_input": "text_input",
    "bidi_component": "component",
    "empty": "empty",
}


def run_page(main: str, page: str, query: str, state: Mapping[str, Any], timeout: float) -> Drawn:
    """진입 파일 main 의 페이지 page (주소의 이름, 첫 화면은 "") 를 질의 query 로 새 세션처럼 한
    번 돌려 본문에 그린 것 (Drawn "column": 사이드바는 뺀다). state: 첫 실행 전의 session_state.
    스크립트가 실패하거나 다른 페이지로 옮기거나 timeout 초 안에 끝나지 않으면 RuntimeError."""
    cache = ScriptCache()
    session = SessionState()
    for name, value in state.items():
        session[name] = value
    loop = asyncio.new_event_loop()
    messages: list[ForwardMsg] = []
    ended: list[ScriptRunnerEvent] = []
    done = threading.Event()
    runner = ScriptRunner(
        session_id=_HEADLESS,
        main_script_path=main,
        session_state=session,
        uploaded_file_mgr=MemoryUploadedFileManager("/first-screen"),
        script_cache=cache,
        initial_rerun_data=RerunData(query_string=query, page_name=page),
        user_info={},
        fragment_storage=MemoryFragmentStorage(),
        pages_manager=PagesManager(main, cache),
        event_loop=loop,
    )

    def heard(_sender: object, event: ScriptRunnerEvent, **data: Any) -> None:
        if event == ScriptRunnerEvent.ENQUEUE_FORWARD_MSG:
            messages.append(data["forward_msg"])
        elif event == ScriptRunnerEvent.SHUTDOWN:
            done.set()
        elif event != ScriptRunnerEvent.SCRIPT_STARTED:
            ended.append(event)

    runner.on_event.connect(heard, weak=False)
    runner.start()
    if not done.wait(timeout):
        # 고리는 닫지 않는다: 아직 도는 실행기가 쓰고 있다 (멈추면 쓰레기로 치워진다)
        runner.request_stop()
        raise RuntimeError(f"{page}?{query}: no first screen within {timeout} s")
    loop.close()  # SHUTDOWN 뒤에는 실행기가 고리를 쓰지 않는다
    if ended != [ScriptRunnerEvent.SCRIPT_STOPPED_WITH_SUCCESS] or _failed(messages):
        raise RuntimeError(f"{page}?{query}: the run ended with {ended}")
    return _tree(messages)


def _failed(messages: list[ForwardMsg]) -> bool:
    """실행이 예외를 그렸는지 (Streamlit 은 스크립트의 예외를 요소로 그리고 성공으로 끝낸다)."""
    return any(
        m.WhichOneof("type") == "delta"
        and m.delta.WhichOneof("type") == "new_element"
        and m.delta.new_element.WhichOneof("type") == "exception"
        for m in messages
    )


def _tree(messages: list[ForwardMsg]) -> Drawn:
    """메시지의 요소들을 자리 (delta_path: 본문 0 · 사이드바 1, 그 안의 차례) 대로 나무로."""
    root = Drawn("column")
    for message in messages:
        if message.WhichOneof("type") != "delta":
            continue
        path = list(message.metadata.delta_path)
        if not path or path[0] != 0:
            continue
        parent = root
        for at in path[1:-1]:
            parent = parent.children[at]
        delta = message.delta
        if delta.WhichOneof("type") == "add_block":
            made = _block(delta.add_block)
        elif delta.WhichOneof("type") == "new_element":
            made = _element(delta.new_element)
        else:
            continue
        at = path[-1]
        if at < len(parent.children):
            parent.children[at] = made  # 같은 자리를 다시 그렸다 (st.empty 를 채운 것)
        else:
            parent.children.extend(Drawn("empty") for _ in range(at - len(parent.children)))
            parent.children.append(made)
    return root


def _key(element_id: str) -> str | None:
    """요소 id ("$$ID-<해시>-<열쇠>") 에서 페이지가 준 열쇠."""
    parts = element_id.split("-", 2)
    return parts[2] if len(parts) == 3 and parts[2] != "None" else None


def _block(block: Any) -> Drawn:
    """상자 하나 (세로 · 가로 상자, 펼침 상자, 칩 같은 popover)."""
    kind = block.WhichOneof("type")
    key = _key(block.id)
    if kind == "expandable":
        return Drawn("expander", key, {"label": block.expandable.label})
    if kind == "popover":
        return Drawn("popover", key, {"label": block.popover.label})
    if kind == "column":  # st.columns 의 한 칸: 폰에서는 세로로 쌓인다
        return Drawn("column", key, {"split": True})
    if kind == "form":
        return Drawn("column", key, {"align": "start"})
    if kind == "flex_container":
        flex = block.flex_container
        row = flex.direction == flex.Direction.HORIZONTAL
        align = flex.Align.Name(flex.align).removeprefix("ALIGN_").lower()
        return Drawn("row" if row else "column", key, {"align": align})
    return Drawn(f"other:{kind}", key)


def _element(element: Any) -> Drawn:
    """요소 하나를 우리 낱말로."""
    name = element.WhichOneof("type")
    proto = getattr(element, name)
    props: dict[str, Any] = {}
    kind = _KINDS.get(name, f"other:{name}")
    if name == "markdown":
        kind = "caption" if proto.element_type == proto.Type.CAPTION else "markdown"
        props = {"body": proto.body, "html": proto.allow_html}
    elif name == "heading":
        props = {"tag": proto.tag, "body": proto.body}
    elif name == "alert":
        props = {"body": proto.body, "format": proto.Format.Name(proto.format).lower()}
    elif name == "button":
        props = {"label": proto.label, "type": proto.type, "icon": proto.icon}
        props |= {"disabled": proto.disabled, "stretch": element.width_config.use_stretch}
    elif name == "checkbox":
        kind = "toggle" if proto.type == proto.StyleType.TOGGLE else "checkbox"
        props = {"label": proto.label, "value": proto.value if proto.set_value else proto.default}
    elif name == "button_group":
        kind = "pills" if proto.style == proto.Style.PILLS else "segments"
        options = [option.content for option in proto.options]
        picked = [options.index(v) for v in proto.raw_values if v in options]
        picked = picked if proto.set_value else list(proto.default)
        props = {"label": proto.label, "options": options, "picked": picked}
    elif name == "selectbox":
        picked = proto.raw_value if proto.set_value else None
        if picked is None and proto.HasField("default"):
            picked = proto.options[proto.default]
        props = {"label": proto.label, "value": picked, "placeholder": proto.placeholder}
    elif name == "text_input":
        value = proto.value if proto.set_value else proto.default
        props = {"label": proto.label, "value": value, "placeholder": proto.placeholder}
    elif name == "bidi_component":
        props = {"name": proto.component_name, "data": proto.bytes}
    width = element.width_config
    props["width"] = int(width.pixel_width) if width.HasField("pixel_width") else None
    if hasattr(proto, "label_visibility"):  # 숨긴 이름 (label_visibility="collapsed")
        props["collapsed"] = proto.label_visibility.value == proto.label_visibility.COLLAPSED
    return Drawn(kind, _key(getattr(proto, "id", "")), props)
