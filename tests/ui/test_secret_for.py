"""게임 번호의 비밀 수 (secret_for) 를 밖의 값으로 박아 둔다: 모든 서버 복제본과 모든 프로세스가
같은 번호에 같은 비밀 수를 뽑아야 한다. 같은 호출을 두 번 견주면 한 프로세스가 되풀이하는 것만
본다."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import MAX_NUMBER, secret_for

ROOT = Path(__file__).resolve().parents[2]

# 한 번 계산해 글자로 적어 둔 값 (바뀌면 공유된 모든 게임 번호의 답이 바뀐다).
# baseball3 의 1 번 판의 답이 165 라는 것은 이슈 42 가 밖에서 적은 값이다
KNOWN = {
    ("baseball3", 1): "165",
    ("baseball3", 2): "834",
    ("baseball3", 4242): "291",
    ("baseball3", MAX_NUMBER): "965",
    ("baseball3z", 1): "487",
    ("bulls4", 4242): "0967",
    ("mastermind", 1): "4216",
    ("mastermind", 4242): "4663",
}


@pytest.mark.parametrize(("variant", "number"), sorted(KNOWN))
def test_a_game_number_draws_the_secret_written_down_once(variant: str, number: int) -> None:
    assert secret_for(get_variant(variant), number) == KNOWN[(variant, number)]


# 새 프로세스에서 KNOWN 의 비밀 수를 뽑아 JSON 으로 찍는다
DRAW = """
import json, sys
from solver.codebreaking.variants import get_variant
from ui.codebreaking.you_guess_state import secret_for
pairs = json.loads(sys.argv[1])
print(json.dumps([secret_for(get_variant(v), n) for v, n in pairs]))
"""


@pytest.mark.parametrize("hash_seed", ["1", "2024"])
def test_another_process_with_another_hash_seed_draws_the_same_secrets(hash_seed: str) -> None:
    """문자열의 hash() 는 프로세스마다 다르다 (PYTHONHASHSEED): 다른 복제본이 되어 본다."""
    pairs = sorted(KNOWN)
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", DRAW, json.dumps(pairs)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(done.stdout) == [KNOWN[pair] for pair in pairs]
