// 연결 상태 (ui/browser/__init__.py 의 설명): 끊기면 화면의 말로 알리고, 끊긴 동안의 누름은
// 보내지 않고 그렇다고 말하고, 다시 이어지면 세션이 새것이어도 첫 누름부터 듣는 화면을 만든다.
//
// - 끊김: Streamlit 의 웹소켓 (names.stream) 이 닫혔거나 브라우저가 오프라인이다. 앱 상자를
//   inert 로 둔다 (누를 수도 적을 수도 없다: Streamlit 은 끊긴 동안의 누름을 모았다가 다시 이어지면
//   말없이 보냈다). 그 사이의 누름은 알림 줄을 다시 보여 보내지 않았다고 말한다.
// - 멈춤: 소켓은 열려 있고 브라우저도 온라인인데 보낸 메시지에 답이 없다 (약한 Wi-Fi 가 패킷을
//   붙든다). 답 없이 stallMs 가 지나면 서버의 health 를 묻고, 그것도 probeMs 안에 답이 없으면
//   멈춘 것이다 (서버가 긴 계산으로 바쁠 뿐이면 health 는 답한다). 이미 보낸 누름은 되돌릴 수 없어
//   풀리면 한 번 적용된다고 말하고, 그 뒤의 누름은 끊김처럼 보내지 않는다. 답이 오면 풀린다.
// - 다시 이음: 서버가 다시 떴으면 세션이 새것이라 조각 (fragment) 이 없고 그려진 단추의 콜백도
//   없다: 첫 누름이 버려졌다. 그래서 이어지면 숨은 '다시 잇기' 단추 (ui/frame.py) 를 눌러 페이지
//   전체를 한 번 돌린다. 새 세션의 첫 실행은 주소의 링크로 화면을 되살리고, 그 실행이 끝나면
//   화면을 다시 연다.
// 이름과 문구는 window.__nbm (names: Streamlit 의 이름, connection: 열쇠 · 기다림 · 문구).
(() => {
  if (window.__nbmConnection) return;
  const N = window.__nbm.names;
  const C = window.__nbm.connection;
  const lang = new URLSearchParams(location.search).get("lang");
  const words = C.text[lang] || C.text[C.defaultLang];
  const status = { online: navigator.onLine, socket: "new", rejoining: false, stalled: false };
  window.__nbmConnection = status;

  let bar = null;
  let hideTimer = 0;
  const show = (text, lasting) => {
    if (!bar) {
      bar = document.createElement("div");
      bar.id = C.barId;
      bar.setAttribute("role", "status");
      bar.setAttribute("aria-live", "polite");
      document.body.appendChild(bar);
    }
    clearTimeout(hideTimer);
    bar.textContent = text;
    bar.hidden = false;
    if (!lasting) hideTimer = setTimeout(() => (bar.hidden = true), C.backMs);
  };
  const app = () => document.querySelector(N.app);
  const down = () => !status.online || status.socket === "closed";
  const blocked = () => down() || status.rejoining || status.stalled;
  const render = () => {
    const box = app();
    if (box) box.inert = blocked();
    document.documentElement.classList.toggle(C.offlineClass, blocked());
    if (down()) show(words.down, true);
    else if (status.rejoining) show(words.rejoining, true);
    else if (status.stalled) show(words.stalled, true);
  };

  // 끊긴 동안의 누름 · 글쇠: 앱 상자가 inert 라 문서까지 올라온다. 보내지 않았다고 말한다
  const refuse = (event) => {
    if (!blocked()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    show(down() || !status.stalled ? words.refused : words.stalledRefused, true);
  };
  document.addEventListener("pointerdown", refuse, true);
  document.addEventListener("keydown", refuse, true);

  const back = () => {
    status.rejoining = false;
    render();
    show(words.back, false);
  };
  // 숨은 '다시 잇기' 단추를 눌러 페이지 전체를 한 번 돌리고 그 실행의 끝을 기다린다. 실행이 아주
  // 짧으면 '실행 중' 이 보이지 않고 끝나므로, rejoinWaitMs 안에 끝이 안 보이면 다시 누르고 (tries
  // 번까지) 그래도 안 보이면 화면을 연다
  const rejoin = (tries) => {
    const button = document.querySelector("." + N.keyClass + C.rejoinKey + " button");
    const box = app();
    if (!button || !box) {
      setTimeout(() => rejoin(tries), C.retryMs);
      return;
    }
    let ran = false;
    const watch = new MutationObserver(() => {
      const now = box.getAttribute(N.scriptState);
      if (now === N.running) ran = true;
      else if (ran && now === N.notRunning) {
        watch.disconnect();
        clearTimeout(timer);
        back();
      }
    });
    watch.observe(box, { attributes: true, attributeFilter: [N.scriptState] });
    box.inert = false; // 누르는 것은 우리다
    button.click();
    box.inert = true;
    const timer = setTimeout(() => {
      watch.disconnect();
      if (tries > 1) rejoin(tries - 1);
      else back();
    }, C.rejoinWaitMs);
  };

  // 멈춤 알아차리기: 보낸 뒤 답을 기다리는 동안만 (waiting: 답 없이 보낸 첫 시각의 타이머)
  let waiting = 0;
  let health = "";
  const stall = () => {
    const ask = new AbortController();
    const late = setTimeout(() => ask.abort(), C.probeMs);
    fetch(health, { cache: "no-store", signal: ask.signal })
      .then(() => {
        clearTimeout(late);
        if (waiting) waiting = setTimeout(stall, C.stallMs); // 서버가 바쁠 뿐: 더 기다린다
      })
      .catch(() => {
        if (!waiting) return; // 그사이 답이 왔다
        status.stalled = true;
        render();
      });
  };
  const sent = () => {
    if (!waiting) waiting = setTimeout(stall, C.stallMs);
  };
  const answered = () => {
    clearTimeout(waiting);
    waiting = 0;
    if (!status.stalled) return;
    status.stalled = false;
    render();
    if (!blocked()) show(words.back, false);
  };

  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!String(url).endsWith(N.stream)) return;
      this.stream = true;
      health = String(url).replace(/^ws/, "http").slice(0, -N.stream.length) + N.health;
      const first = status.socket === "new";
      this.addEventListener("message", answered);
      this.addEventListener("open", () => {
        const wasClosed = status.socket === "closed";
        status.socket = "open";
        if (wasClosed || !first) {
          status.rejoining = true;
          render();
          setTimeout(() => rejoin(C.tries), C.settleMs);
        } else {
          render();
        }
      });
      this.addEventListener("close", () => {
        status.socket = "closed";
        answered(); // 닫힌 소켓은 끊김이 말한다
        render();
      });
    }

    send(data) {
      super.send(data);
      if (this.stream) sent();
    }
  };
  window.addEventListener("offline", () => {
    status.online = false;
    render();
  });
  window.addEventListener("online", () => {
    status.online = true;
    render();
    if (!blocked()) show(words.back, false);
  });
})();
