"""페이지 갈래마다의 화면 조각 (streamlit): 상태 · 그릴 내용 (ui/codebreaking, ui/gametree,
streamlit 없음) 을 받아 위젯으로 그린다. ui/ 의 맨 위 층: 틀 (frame) 과 나란히, 페이지만 부른다
(docs/architecture.md 의 '층').
"""
