"""수업의 공유 결과: 방 (선생님의 활동 하나), 학생, 결과를 진짜 데이터베이스에 둔다.

solver/ 옆의 세 번째 꾸러미다 (docs/architecture.md 의 '수업의 결과'). SQLAlchemy Core 만 쓰고
같은 SQL 이 SQLite (기본, 파일 하나) 와 PostgreSQL (secrets 가 이름을 댈 때) 에서 돈다.
streamlit 은 connection.py 한 곳만 부른다 (st.connection 으로 엔진을 얻는 곳).
"""
