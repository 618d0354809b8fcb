"""명령줄의 인자 도우미: 한 줄 오류 파서, 값 검사, 같이 쓰는 인자 (cli.py 와 cli_proof.py)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable

from .codebreaking.strategies import STRATEGIES
from .codebreaking.temperature_guess import check_temperature
from .codebreaking.variants import DEFAULT_VARIANT, VARIANTS

__all__ = [
    "Parser",
    "add_deterministic_strategy",
    "add_strategy",
    "add_variant",
    "count",
    "names",
    "positive",
    "seconds",
    "temperature",
]


class Parser(argparse.ArgumentParser):
    """잘못된 인자는 한 줄 메시지와 종료 코드 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"error: {message}\n")


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def seconds(text: str) -> float:
    value = float(text)
    if not value > 0:  # nan 도 거절한다
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, got {text}")
    return value


def temperature(text: str) -> float:
    """온도: 0 이상의 유한한 수 (nan · inf · 음수 · 글은 거절)."""
    try:
        return check_temperature(float(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"must be a finite number 0 or more, got {text!r}"
        ) from None


def count(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def names(keys: Iterable[str]) -> list[str]:
    """choices= 에 줄 이름들을 맨 str 로 (순서 그대로). argparse 는 잘못된 값의 메시지에 choices
    의 repr 을 쓰므로 StrEnum (StrategyName) 을 그대로 주면 "<StrategyName.ENTROPY: 'entropy'>"
    가 보인다."""
    return [str(key) for key in keys]


def add_variant(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", choices=names(sorted(VARIANTS)), default=DEFAULT_VARIANT)


def add_strategy(p: argparse.ArgumentParser) -> None:
    p.add_argument("--strategy", choices=names(sorted(STRATEGIES)), default="minimax")


def add_deterministic_strategy(p: argparse.ArgumentParser) -> None:
    """나무로 펼칠 수 있는 전략만 (무작위 전략은 판마다 다르다)."""
    p.add_argument(
        "--strategy",
        choices=names(sorted(n for n, s in STRATEGIES.items() if s.deterministic)),
        default="minimax",
    )
