"""명령줄의 증명 명령 optimal: 최선의 최악 · 최선의 합계 · 가장 적은 마지막 횟수 (--fewest-at).

계약은 docs/architecture.md 와 README 의 optimal 줄. 긴 탐색은 진행을 stderr 에 한 줄씩 쓰고,
--time-limit 에 닿으면 그때까지의 아래 · 위 한계를 "proved": false 와 함께 돌려준다.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import datafile
from .cli_args import add_variant, positive, seconds
from .codebreaking.decision_tree import DecisionTree
from .codebreaking.evaluation import exact_counts
from .codebreaking.feedback import plain_label
from .codebreaking.proof.average import HEURISTICS, solve_average
from .codebreaking.proof.average_split import prove_average
from .codebreaking.proof.fewest import FEWEST_EXACT_FROM, FEWEST_WIDTH, INFEASIBLE, fewest_at
from .codebreaking.proof.fewest_split import FewestBounds, prove_fewest
from .codebreaking.proof.parallel import prove_worst
from .codebreaking.shipped import TreeFile, encode_guesses, shipped_tree, tree_document
from .codebreaking.symmetry import MAX_CODES
from .codebreaking.variants import Variant, get_variant

__all__ = ["add_optimal_command", "optimal"]


def add_optimal_command(sub: argparse._SubParsersAction) -> None:
    """증명된 최선: 최악 횟수 (와 --average 면 합계) 의 최솟값."""
    p = sub.add_parser("optimal", help="prove the best worst case (and best total)")
    add_variant(p)
    p.add_argument("--average", action="store_true", help="also prove the smallest total")
    p.add_argument(
        "--workers", type=positive, default=os.cpu_count() or 1, help="processes (all cores)"
    )
    p.add_argument("--time-limit", type=seconds, metavar="S", help="stop with bounds after S s")
    p.add_argument("--write", metavar="PATH", help="write the decision tree as JSON")
    p.add_argument(
        "--checkpoint",
        metavar="FILE",
        help="--average by buckets (always on a big variant) and --fewest-at with "
        "--exact-from 2: record solved subtrees here and resume from them",
    )
    p.add_argument(
        "--fewest-at",
        type=positive,
        metavar="K",
        help="instead: every secret within K guesses, fewest needing exactly K "
        "(a proof with --exact-from 2)",
    )
    p.add_argument(
        "--width", type=positive, default=FEWEST_WIDTH, help="--fewest-at: guesses tried per node"
    )
    p.add_argument(
        "--exact-from",
        type=positive,
        default=FEWEST_EXACT_FROM,
        metavar="D",
        help="--fewest-at: from the D-th guess on, try every guess",
    )
    p.add_argument(
        "--least-total",
        action="store_true",
        help="--fewest-at with --exact-from 2: among the trees with the fewest K-th guesses, "
        "the least total (a proof)",
    )
    p.add_argument("--json", action="store_true")


def _fewest(args: argparse.Namespace, variant: Variant) -> tuple[dict, dict | None]:
    """--fewest-at K: 모든 비밀을 K 번 안에, 딱 K 번째인 비밀이 가장 적은 나무 (proof/fewest.py).
    --exact-from 2 (이하) 면 첫 추측 아래를 모두 정확히 푸는 증명 (proof/fewest_split.py),
    --least-total 이면 그런 나무들 가운데 합계가 가장 작은 것 (사전식)."""
    if args.exact_from <= 2:
        return _prove_fewest(args, variant)
    if args.least_total:
        raise ValueError("--least-total is a proof: give it with --exact-from 2")
    found = fewest_at(
        variant,
        args.fewest_at,
        exact_from=args.exact_from,
        width=args.width,
        workers=args.workers,
        progress=_say,
    )
    summary = {
        "variant": variant.name,
        "codes": variant.size,
        "limit": found.limit,
        "count": found.count,
        "total": found.total,
        "exact": found.exact,
        "width": args.width,
        "exact_from": args.exact_from,
        "seconds": round(found.seconds, 3),
        "workers": args.workers,
    }
    document = _document(variant, "fewest", found.tree) | {
        "limit": found.limit,
        "count": found.count,
        "total": found.total,
        "codes": variant.size,
    }
    return summary, document


def _fewest_seeds(variant: Variant, limit: int, totals: bool) -> list[DecisionTree]:
    """증명의 씨앗: 실어 둔 fewest 나무 (같은 한도일 때만), 사전식이면 최적 평균 나무가 그 앞에
    (묶음마다 더 작은 쪽이 첫 한도이고 같으면 앞의 것: 작은 묶음에선 최적 평균 나무가 이미 한도
    안이라 두 나무는 꼭 달라야 하는 곳에서만 갈라진다)."""
    seeds = []
    if totals and variant.name in TreeFile.OPTIMAL.variants:
        seeds.append(shipped_tree(TreeFile.OPTIMAL, variant))
    fewest = TreeFile.FEWEST
    if variant.name in fewest.variants and tree_document(fewest, variant.name)["limit"] == limit:
        seeds.append(shipped_tree(fewest, variant))
    return seeds


def _prove_fewest(args: argparse.Namespace, variant: Variant) -> tuple[dict, dict | None]:
    """--fewest-at K --exact-from 2: 묶음 × 둘째 추측마다 나눈 증명. 시간 한도에 닿으면 한계."""
    seeds = _fewest_seeds(variant, args.fewest_at, args.least_total)
    found = prove_fewest(
        variant,
        args.fewest_at,
        seeds=seeds,
        totals=args.least_total,
        workers=args.workers,
        time_limit=args.time_limit,
        progress=_say,
        checkpoint=None if args.checkpoint is None else Path(args.checkpoint),
    )
    seeded = [b.seed for b in found.buckets]
    summary = {
        "variant": variant.name,
        "codes": variant.size,
        "limit": found.limit,
        "count": None if found.tree is None else found.count,
        "total": None if found.tree is None else int(found.tree.depths().sum()),
        "exact": found.exact,
        "fewest_proved": found.proved,
        "lower": found.lower,
        "seed": None if None in seeded else sum(seeded),
        "first_guess": variant.format(found.root),
        "subtrees": _subtrees(variant, found),
        "width": args.width,
        "exact_from": args.exact_from,
        "tasks": found.tasks,
        "seconds": round(found.seconds, 3),
        "workers": args.workers,
    }
    if args.least_total:  # 사전식: 마지막 횟수가 lower 인 나무들의 합계 하한과 그 증명
        summary |= {
            "least_total": True,
            "total_lower": found.total_lower,
            "total_proved": found.proved,
        }
    if found.tree is None:
        return summary, None
    document = _document(variant, "fewest", found.tree) | {
        "limit": found.limit,
        "count": found.count,
        "total": summary["total"],
        "codes": variant.size,
    }
    if args.least_total:
        document |= {"least_total": True, "total_proved": found.proved}
    return summary, document


def _subtrees(variant: Variant, found: FewestBounds) -> list[dict]:
    """묶음마다의 한계 (JSON): 대답, 크기, 씨앗, 하한 · 위 한계, 둘째 추측, 결론 난 둘째 추측 수."""
    return [
        {
            "answer": plain_label(variant, b.answer),
            "size": b.size,
            "seed": b.seed,
            "lower": b.lower,
            "upper": None if b.upper >= INFEASIBLE else b.upper,
            "total_lower": b.total_lower,
            "total_upper": b.total_upper,
            "second_guess": None if b.guess is None else variant.format(b.guess),
            "settled": b.searched,
            "second_guesses": b.guesses,
        }
        for b in found.buckets
    ]


def _say(text: str) -> None:
    """증명의 진행을 stderr 에 한 줄씩 (긴 탐색이 까만 상자가 되지 않게)."""
    print(f"[optimal] {text}", file=sys.stderr, flush=True)


def _prove(args: argparse.Namespace, variant: Variant) -> tuple[dict, dict | None]:
    """optimal 의 본체: (요약 JSON, 파일로 쓸 문서 (증명 못 했으면 None)).

    최악 횟수의 최솟값을 뿌리의 가지별로 나눠 증명하고 (proof/parallel.py) 미니맥스가 거기에
    닿는지 잰다. --average 면 합계가 가장 작은 전략도: 대칭 표를 만들 수 있는 크기에 시간 한도도
    체크포인트도 없으면 한 번의 분기 한정 (solve_average, 실어 둔 나무를 같은 바이트로), 아니면
    첫 추측의 묶음마다 나눈 탐색 (prove_average) 의 한계. 그때 exact_subtrees · subtrees 는 찾아본
    모든 첫 추측의 묶음을 더한 수다 (정확히 풀린 묶음 · 모든 묶음; AverageBounds 참고).
    """
    minimax = int(exact_counts(variant, "minimax").max())
    worst = prove_worst(variant, minimax, args.workers, args.time_limit, _say)
    summary = {
        "variant": variant.name,
        "codes": variant.size,
        "worst": worst.worst,
        "proved": worst.proved,
        "lower": worst.lower,
        "upper": worst.upper,
        "seconds": round(worst.seconds, 3),
        "workers": args.workers,
        "minimax_worst": minimax,
        "minimax_optimal": worst.proved and minimax == worst.worst,
    }
    document = None if worst.tree is None else _document(variant, "worst", worst.tree)
    if not args.average:
        return summary, document
    if variant.size <= MAX_CODES and args.time_limit is None and args.checkpoint is None:
        return _prove_small_average(variant, summary)
    totals = {name: int(exact_counts(variant, name).sum()) for name in HEURISTICS}
    name = min(totals, key=lambda k: (totals[k], HEURISTICS.index(k)))
    left = None if args.time_limit is None else max(1.0, args.time_limit - worst.seconds)
    checkpoint = None if args.checkpoint is None else Path(args.checkpoint)
    best = prove_average(
        variant,
        totals[name],
        name,
        workers=args.workers,
        time_limit=left,
        progress=_say,
        checkpoint=checkpoint,
        counts=lambda strategy: exact_counts(variant, strategy),
        names=HEURISTICS,
    )
    summary |= {
        "total": best.upper,
        "average_proved": best.proved,
        "total_lower": best.lower,
        "total_upper": best.upper,
        "upper_strategy": best.upper_strategy,
        "exact_subtrees": best.exact,
        "subtrees": best.buckets,
        "average_seconds": round(best.seconds, 3),
        "seconds": round(worst.seconds + best.seconds, 3),
    }
    if best.tree is None:
        return summary, document
    return summary, _document(variant, "average", best.tree)


def _document(variant: Variant, kind: str, tree: DecisionTree) -> dict:
    """--write 로 쓸 나무 문서. kind 'worst' (최악 증거), 'average' (합계 · 코드 수도), 'fewest'.

    대칭 표를 만드는 크기 (MAX_CODES) 까지는 중첩 나무 "tree", 더 크면 마디마다 추측 하나를 이은
    글 "guesses" (bulls4 의 나무가 300 KB 대신 21 KB: 실어 두는 모양, shipped.document_tree).
    """
    counts = tree.depths()
    document = {"variant": variant.name, "kind": kind, "worst": int(counts.max())}
    if variant.size <= MAX_CODES:
        document["tree"] = tree.to_document()
    else:
        document["guesses"] = encode_guesses(variant, tree)
    if kind == "average":
        document |= {"total": int(counts.sum()), "codes": variant.size}
    return document


def _prove_small_average(variant: Variant, summary: dict) -> tuple[dict, dict]:
    """작은 변형의 최소 합계 (한 번의 분기 한정): 실어 둔 나무를 같은 바이트로 다시 만든다."""
    best = solve_average(variant)
    counts = best.tree.depths()  # 나무가 증명한 합계를 정말 내는지 다시 센다
    if int(counts.sum()) != best.total:
        raise RuntimeError("the optimal tree does not replay to its total")
    summary |= {
        "total": best.total,
        "average_proved": True,
        "mean": round(best.mean, 6),
        "average_worst": int(counts.max()),
        "upper": best.upper,
        "upper_strategy": best.upper_strategy,
        "average_seconds": round(best.seconds, 3),
        "seconds": round(summary["seconds"] + best.seconds, 3),
    }
    return summary, _document(variant, "average", best.tree)


def _check_writable(path: str) -> None:
    """--write 의 자리를 탐색 전에 본다: 몇 분 증명한 뒤에 쓸 수 없다고 끝나지 않게."""
    folder = Path(path).resolve().parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise OSError(f"cannot write {path}: {folder} is not a writable folder")


def optimal(args: argparse.Namespace) -> dict | str:
    """optimal 명령: 증명하고 (--write 면 나무 문서를 쓰고) 요약을 돌려준다."""
    if args.write:
        _check_writable(args.write)
    variant = get_variant(args.variant)
    if args.fewest_at is not None:
        summary, document = _fewest(args, variant)
    else:
        summary, document = _prove(args, variant)
    if args.write and document is not None:
        datafile.write(args.write, document)
        summary["written"] = args.write
    if args.json:
        return summary
    if args.fewest_at is not None:
        return _fewest_text(summary)
    if not summary["proved"]:
        lines = [
            f"{summary['variant']}: best worst case between {summary['lower']} and "
            f"{summary['upper']} (time limit), {summary['seconds']:.2f}s"
        ]
    else:
        reach = "reaches" if summary["minimax_optimal"] else "misses"
        lines = [
            f"{summary['variant']}: best worst case {summary['worst']} (proved), "
            f"minimax {summary['minimax_worst']} {reach} it, {summary['seconds']:.2f}s"
        ]
    if summary.get("average_proved"):
        mean = summary["total"] / summary["codes"]
        lines.append(f"best total {summary['total']} (mean {mean:.4f}, proved)")
    elif "total_lower" in summary:
        lines.append(
            f"best total between {summary['total_lower']} and {summary['total_upper']} "
            f"({summary['upper_strategy']}; {summary['exact_subtrees']} of "
            f"{summary['subtrees']} subtrees exact over the first guesses searched)"
        )
    return "\n".join(lines)


def _fewest_text(summary: dict) -> str:
    """--fewest-at 의 한 줄 요약."""
    head = f"{summary['variant']}: every secret within {summary['limit']}, "
    if summary["count"] is None:
        return (
            head + f"no tree yet (at least {summary['lower']} need it), {summary['seconds']:.2f}s"
        )
    if summary.get("total_proved"):
        verdict = "proved the least total among the fewest"
    elif summary.get("least_total"):
        verdict = f"the least total is at least {summary['total_lower']}"
    elif summary.get("fewest_proved"):
        verdict = "proved the fewest"
    elif summary["exact"]:
        verdict = "exact below the first guess"
    elif "lower" in summary:
        verdict = f"at least {summary['lower']} (time limit)"
    else:
        verdict = "not proved minimal"
    return head + (
        f"{summary['count']} need exactly {summary['limit']} (total {summary['total']}, "
        f"{verdict}), {summary['seconds']:.2f}s"
    )
