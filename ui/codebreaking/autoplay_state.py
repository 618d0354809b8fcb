"""자동 진행 페이지의 상태: 게임 종류마다 한 판과 그 판의 설정, 그리고 바꾸는 동사들 (판 하나의
설정과 자리는 autoplay_slot.py).

streamlit 없이 돈다 (session_state 에는 이 객체가 통째로 들어간다). 지켜지는 약속:
- 판은 게임 종류마다 따로 남는다: 종류를 바꿨다 돌아와도 하던 판이 그대로다.
- 화면의 설정은 언제나 보고 있는 판의 설정이다: 설정을 바꾸면 그 종류의 판을 새로 시작하고
  (notice 로 알린다), 아직 판이 없는 종류는 마지막으로 고른 설정으로 시작한다.
- 단추 동작은 그려진 차례에만 듣는다 (ui/turns.py): 두 번 누른 단추의 두 번째는 버린다.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from solver.codebreaking.session import CodeGame
from solver.codebreaking.strategies import (
    SEED_SAMPLE_ABOVE,
    StrategyName,
)
from solver.codebreaking.variants import Variant

from ..link_reader import (
    Dropped,
    Opening,
    Param,
    Params,
    choice,
    code,
    flag,
    int_between,
    read_int,
    read_link,
    strategy,
)
from ..turns import TurnGuard
from .answerers import LEGACY_ANSWERERS, Answerer
from .autoplay_slot import AutoSettings, AutoSlot, Phase, new_game
from .game_slots import GameSlots

__all__ = [
    "BASE_INTERVAL",
    "SAMPLE_FLOORS",
    "SPEEDS",
    "AutoplayState",
    "PageLook",
    "SampleRefused",
]

# 속도 1x 에서 한 단계 (부르기 / 대답) 의 간격, 초: 학생이 상태 줄 · 격자 · 막대를 읽을 만큼.
# 504 판은 보통 5번 (10 단계) 이라 한 판이 25 초쯤 걸린다
BASE_INTERVAL = 2.5
# 고를 수 있는 빠르기 (배)
SPEEDS = (0.5, 1.0, 2.0, 4.0)
# 링크의 step (판을 연 뒤 나아간 단계 수) 의 상한: 어떤 판도 이보다 길지 않다 (턴마다 두 단계)
MAX_STEPS = 200
# 표본 설정의 가장 작은 값: 표본 크기는 1 부터, 문턱은 0 부터 (가장 큰 값은 변형의 코드 수)
SAMPLE_FLOORS = {"sample": 1, "sample_above": 0}


def _link_table(variant: Variant) -> list[Param]:
    """자동 진행 링크의 매개변수 (모양은 AutoplayState.link)."""
    return [
        Param("strategy", strategy(variant)),
        Param("keeper", choice(Answerer, LEGACY_ANSWERERS)),
        Param("game", int_between(0, 2**32 - 1)),
        Param("secret", code(variant)),
        Param("sample", int_between(1, variant.size)),
        Param("above", int_between(0, variant.size)),
        Param("step", int_between(0, MAX_STEPS)),
        Param("paused", flag),
    ]


@dataclass(frozen=True)
class SampleRefused:
    """표본 상자에 적었지만 받지 않은 글. name: 설정 이름 (sample · sample_above), text: 적은 글,
    variant: 그 상자의 게임 종류 (거절의 말이 그 종류의 범위를 말한다)."""

    name: str
    text: str
    variant: str


@dataclass(frozen=True)
class PageLook:
    """판 밖의 화면 (조작 줄 · 판 아래) 을 정하는 것: 자동 진행인지, 간격 (초), 차례, 맞혔는지."""

    playing: bool
    interval: float
    stamp: int
    won: bool


@dataclass
class AutoplayState(GameSlots[AutoSlot]):
    """자동 진행 페이지 전체. settings: 아직 판이 없는 종류가 쓸 설정 (마지막으로 고른 것).

    turn: 단추의 차례. 단추의 동작 (단계 · 새 판) 과 새 판을 부르는 설정 바꾸기, 게임 종류
    바꾸기 (ui/states.set_variant) 마다 다음 차례로 간다.
    notice: 설정이 바뀌어 새 판을 시작했다고 한 번 알릴지.
    bucket: 막대 아래에서 고른 대답 (그 묶음의 코드를 보인다), 고르지 않았으면 None.
    refused: 표본 상자에 적었지만 받지 않은 글 (SampleRefused), 없으면 None.
    """

    playing: bool = True
    speed: float = 1.0
    bucket: int | None = None
    settings: AutoSettings = field(default_factory=AutoSettings)
    slots: dict[str, AutoSlot] = field(default_factory=dict)
    turn: TurnGuard = field(default_factory=TurnGuard)
    notice: bool = False
    refused: SampleRefused | None = None

    @property
    def interval(self) -> float:
        """자동 진행 한 단계의 간격, 초."""
        return BASE_INTERVAL / self.speed

    def slot(self, variant: Variant, seed: int) -> AutoSlot:
        """이 종류의 판. 없으면 마지막 설정으로 새로 만든다 (seed: 새 판의 비밀 수와 씨앗)."""
        if variant.name not in self.slots:
            settings = self.settings.fitted(variant)
            game = new_game(variant, settings, seed)
            self.slots[variant.name] = AutoSlot(settings, game, seed)
        return self.slots[variant.name]

    def restart(
        self, variant: Variant, seed: int, stamp: int | None = None, *, play: bool = False
    ) -> None:
        """같은 설정으로 새 비밀 수. stamp 를 주면 그 차례의 단추만 듣는다 (두 번 누름). play:
        새 판을 자동 진행으로 (끝난 판의 '새 비밀 수': 맞혀서 멈춘 자동 진행을 다시 켠다)."""
        if self.turn.ignores(stamp):
            return
        self.playing = self.playing or play
        slot = self.slot(variant, seed)
        slot.game = new_game(variant, slot.settings, seed)
        slot.number, slot.secret = seed, None
        slot.phase = Phase.GUESS
        self.turn.next_turn()

    def edit(self, variant: Variant, seed: int, **changes: object) -> None:
        """설정을 바꾼다. 판이 쓰는 설정 (전략 · 표본 · 대답하는 쪽) 이 달라지면 새 판을 시작하고
        알린다. 표본 상자의 지난 거절 (refused) 은 지운다: 표본을 끄면 그 상자가 사라지는데 거절의
        말은 남아 없는 상자를 가리켰다."""
        self.refused = None
        slot = self.slot(variant, seed)
        settings = replace(slot.settings, **changes).fitted(variant)
        # 새 종류는 설정마다 마지막으로 고른 값으로 시작한다 (이 종류에 맞춰 줄이기 전의 값)
        self.settings = replace(self.settings, **changes)
        if settings == slot.settings:
            return
        used = (slot.settings.strategy_name, slot.settings.options, slot.settings.answerer)
        slot.settings = settings
        if (settings.strategy_name, settings.options, settings.answerer) != used:
            self.restart(variant, seed)
            self.notice = True

    def enter(self, variant: Variant, seed: int, name: str, text: str) -> None:
        """표본 상자 (name: sample 1..N, sample_above 0..N) 에 적은 글: 범위 안의 정수면 그 설정으로
        (edit), 아니면 설정은 그대로 두고 refused 에 남긴다 ('1e9' 를 말없이 1 로 읽지 않는다).
        비운 상자는 아무것도 바꾸지 않는다."""
        self.refused = None
        if not text.strip():
            return
        value = read_int(text, SAMPLE_FLOORS[name], variant.size)
        if value is None:
            self.refused = SampleRefused(name, text, variant.name)
            return
        self.edit(variant, seed, **{name: value})

    def refusal(self, variant: Variant) -> SampleRefused | None:
        """보일 표본 상자의 거절: 이 종류의 것만. 다른 종류로 바꾸면 지난 거절은 버린다 (남기면 그
        말이 새 종류의 범위를 대며 받은 적 없는 글을 가리켰다)."""
        if self.refused is not None and self.refused.variant != variant.name:
            self.refused = None
        return self.refused

    def advance(self, variant: Variant) -> None:
        """한 단계 나아간다: GUESS 면 부르고 대답을 받아 ANSWER 로, ANSWER 면 다음 GUESS 로.
        맞힌 판에서는 자동 진행을 끈다: 멈춘 판의 스위치가 '켬' 이라고 하지 않게."""
        slot = self.slots[variant.name]
        game = self.load(variant)
        if game.won:
            slot.phase = Phase.ANSWER
        elif slot.phase is Phase.GUESS or not game.turns:
            game.step()
            self.save(variant, game)
            slot.phase = Phase.ANSWER
        else:
            slot.phase = Phase.GUESS
        if slot.won:
            self.playing = False

    def position(self, variant: Variant) -> int:
        """판을 연 뒤 나아간 단계 수 (링크의 step): 턴 k 의 ANSWER 는 2k-1, 그다음 GUESS 는 2k.
        맞힌 판은 맞힌 대답의 자리 (2k-1) 다."""
        slot = self.slots[variant.name]
        turns = len(slot.game.turns)
        answered = slot.phase is Phase.ANSWER or slot.won
        return 2 * turns - (1 if turns and answered else 0)

    def step(self, variant: Variant, stamp: int) -> None:
        """'한 단계' 단추. 그려진 차례의 누름만 듣는다 (박자의 단계는 차례를 바꾸지 않는다)."""
        if self.turn.ignores(stamp) or variant.name not in self.slots:
            return
        self.advance(variant)
        self.turn.next_turn()

    def set_playing(self, playing: bool) -> None:
        """자동 진행 스위치."""
        self.playing = playing

    def set_speed(self, speed: float) -> None:
        """빠르기 (SPEEDS 가운데 하나)."""
        self.speed = speed

    def pick_bucket(self, answer: int | None) -> None:
        """막대 아래에서 코드를 볼 대답 (None 이면 고르지 않음)."""
        self.bucket = answer

    def page_look(self, variant: Variant) -> PageLook:
        """판 밖의 화면 (조작 줄 · 판 아래) 을 정하는 것. 판 (조각) 이 혼자 다시 돌 때 이것이
        페이지를 그린 때와 다르면 페이지 전체를 다시 돌린다."""
        return PageLook(self.playing, self.interval, self.turn.stamp, self.slots[variant.name].won)

    def shown(self, variant: Variant) -> CodeGame:
        """판 (조각) 이 그릴 판. 부를 단계 (GUESS) 면 다음 추측을 정해 기록에 둔다 (proposing):
        다시 그려도 같은 수를 보인다. 기록을 쓰는 것은 이 상태의 동사이고, 화면 (판) 은 그 결과를
        읽어 그리기만 한다."""
        if self.slots[variant.name].phase is Phase.GUESS:
            return self.proposing(variant)
        return self.load(variant)

    def beat(self, variant: Variant) -> str:
        """지금 보이는 판의 이름 (자동 진행의 박자, ui/pacer.py): 차례 · 종류 · 턴 수 · 단계.
        판이 한 단계 나아가거나 새 판 · 새 차례가 되면 달라진다."""
        slot = self.slots[variant.name]
        return f"{self.turn.stamp}.{variant.name}.{len(slot.game.turns)}.{slot.phase}"

    def pace(self, variant: Variant, beat: str) -> None:
        """브라우저가 돌려보낸 박자: 판이 아직 그 박자이고 자동 진행 중이면 한 단계 나아간다.
        늦게 온 박자 (이미 나아갔거나 멈췄거나 새 판) 와 두 번 온 박자는 아무것도 하지 않는다."""
        if not self.playing or variant.name not in self.slots:
            return
        if self.slots[variant.name].won or beat != self.beat(variant):
            return
        self.advance(variant)

    def link(self, variant: Variant) -> dict[str, str]:
        """이 화면을 그대로 다시 여는 매개변수: 같은 판 (new_game_link) 에 나아간 단계 (step) 와
        멈춤 (paused=1). 새로 고침 · 서버가 다시 뜬 뒤 · 보낸 링크가 같은 단계 · 같은 멈춤에서
        연다."""
        params = self.new_game_link(variant)
        if self.position(variant):
            params["step"] = str(self.position(variant))
        if not self.playing:
            params["paused"] = "1"
        return params

    def new_game_link(self, variant: Variant) -> dict[str, str]:
        """같은 비밀 수의 판을 처음부터 여는 매개변수: 전략 ('random' = 미니맥스 끔), 대답하는 쪽,
        게임 번호 (비밀 수와 판의 씨앗을 정한다: 공유한 링크가 비밀 수를 드러내지 않게), 링크로
        정한 비밀 수가 있으면 그것도, 표본."""
        slot = self.slots[variant.name]
        params = {
            "strategy": slot.settings.strategy_name,
            "keeper": slot.settings.answerer,
            "game": str(slot.number),
        }
        if slot.secret is not None:
            params["secret"] = slot.secret
        if slot.settings.sampling:  # 표본으로 고른 판은 표본 크기와 문턱도 있어야 같은 판이다
            params |= {
                "sample": str(slot.settings.sample),
                "above": str(slot.settings.sample_above),
            }
        return params

    def open_link(self, params: Params, opening: Opening) -> list[Dropped]:
        """링크의 판을 연다: 전략 · 대답하는 쪽 · 게임 번호 · 비밀 수 · 표본으로 판을 정하고, 나아간
        단계 (step) 까지 다시 두고, 멈춤 (paused) 을 따른다. 버린 매개변수를 돌려준다. 지금 판과
        같은 판 · 같은 단계면 건드리지 않는다 (그려진 단추가 그대로 듣게)."""
        variant, seed = opening.variant, opening.seed
        values, dropped = read_link(params, _link_table(variant))
        slot = self.slot(variant, seed)
        settings = slot.settings
        if "strategy" in values:
            name = values["strategy"]
            minimax = name != StrategyName.RANDOM
            settings = replace(
                settings, minimax=minimax, strategy=name if minimax else settings.strategy
            )
        settings = replace(settings, answerer=values.get("keeper", settings.answerer))
        # 표본은 sample (표본 크기) 이 있을 때만 켠다 (주소에는 켠 판만 쓴다)
        if "sample" in values:
            above = values.get("above", SEED_SAMPLE_ABOVE)
            settings = replace(settings, sampling=True, sample=values["sample"], sample_above=above)
        else:
            settings = replace(settings, sampling=False)
        number = values.get("game", slot.number)
        secret = values.get("secret")
        if secret is not None and settings.answerer is not Answerer.SECRET:
            dropped.append(Dropped("secret"))  # 적수가 대답하는 판에는 비밀 수가 없다
            secret = None
        self.playing = not values.get("paused", False)
        steps = values.get("step", 0)
        same = (settings, number, secret) == (slot.settings, slot.number, slot.secret)
        if same and steps == self.position(variant):
            return dropped
        self.settings = settings
        game = new_game(variant, settings, number, secret)
        self.slots[variant.name] = AutoSlot(settings, game, number, secret)
        playing = self.playing
        for n in range(steps):
            if self.slots[variant.name].won:  # 맞힌 뒤의 단계는 없다: 맞힌 자리에서 연다
                dropped.append(Dropped("step", str(n)))
                break
            self.advance(variant)
        self.playing = playing and not self.slots[variant.name].won
        self.turn.next_turn()
        return dropped
