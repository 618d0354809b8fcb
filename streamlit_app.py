"""진입 파일. 두 가지로 쓰인다.

- `streamlit run streamlit_app.py` 는 이 파일에서 ASGI 앱 (app) 을 찾아 서버를 띄운다: 우리
  페이지가 아닌 주소 (/keeper/extra 같은) 를 돌려보내고 페이지 문서에 브라우저 코드를 넣는
  미들웨어를 달고 (ui/server/middleware.py; 환경 변수는 여기서 읽어 건넨다; 문서에는 첫 화면의
  그림 ui/firstscreen/ 도), 시작할 때 모듈과
  엔진 표를 준비한다 (ui/server/warmup.py: 새 복제본의 첫 사용자가 기다리지 않게).
- 세션마다 Streamlit 이 이 파일을 첫 화면 ("/") 으로 돌린다: 그때는 자동 진행 페이지로 옮겨
  간다 (주소의 쿼리는 그대로 넘긴다). 페이지 파일은 모두 pages/ 에 있다 (ui/frame.py 참고).
"""

if __name__ == "__main__":
    import streamlit as st

    from ui.nav import HOME

    st.switch_page(HOME.path, query_params=st.query_params.to_dict())
else:
    import os
    from functools import partial

    from streamlit.starlette import App

    from ui.firstscreen import FirstScreens
    from ui.internals.headless import run_page
    from ui.server.middleware import build_middleware
    from ui.server.warmup import lifespan

    # 환경 변수는 여기서, 서버가 시작할 때 한 번 읽는다 (APP_COMPRESSION=off 면 압축을 뺀다).
    # 페이지 문서에는 첫 화면의 그림도 넣는다 (ui/firstscreen/: Streamlit 이 뜨기 전에 칠해진다).
    # 여는 사람마다 새 나무인 링크는 정한 나무의 링크로 보내 그림이 있게 한다 (FirstScreens.settle)
    # 첫 화면은 페이지 파일을 브라우저 없이 한 번 돌려 그린 것이다 (ui/internals.run_page)
    screens = FirstScreens(partial(run_page, __file__))
    middleware = build_middleware(os.environ, screens, screens.settle)
    app = App(__file__, middleware=middleware, lifespan=lifespan)
