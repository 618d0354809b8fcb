"""plotly.js 의 부분 묶음 (plotly-nbm.min.js) 을 npm 꾸러미에서 같은 바이트로 다시 만든다.

    python ui/browser/vendor/build.py            # 다시 만들어 이 폴더에 쓴다
    python ui/browser/vendor/build.py --check    # 실어 둔 파일과 같은 바이트인지 (다르면 1)

Node 는 만들 때만 쓴다 (앱을 돌릴 때는 실어 둔 파일을 쓴다). 고정한 것: package.json 과
package-lock.json (plotly.js 4.1.1: Python 의 plotly 7.1.0 이 싣고 오는 판과 같아 그림이 양쪽에서
같은 뜻이다; esbuild 0.28.2), 묶을 자취 (entry.js), esbuild 의 설정 (ESBUILD). 빈 임시 폴더에
`npm ci` 로 잠금 파일 그대로 받고 묶는다. plotly.js 의 허가서는 LICENSE-plotly.js.txt, 함께 묶인
꾸러미들의 허가 글은 묶음 끝에 남는다 (--legal-comments=eof).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "plotly-nbm.min.js"
# 임시 폴더로 옮겨 묶는 파일들
INPUTS = ("package.json", "package-lock.json", "entry.js")
BANNER = "/*! plotly.js 4.1.1 (MIT), partial bundle: bar, heatmap, scatter, icicle */"
# plotly.js 자신의 esbuild 설정 (esbuild-config.js) 에서 우리 자취에 필요한 것만: gl 자취가 없어
# glsl 이 필요 없고, 지도 (maplibre) 의 CSS 는 그리지 않으므로 버린다
ESBUILD = [
    "entry.js",
    "--bundle",
    "--format=iife",
    "--global-name=Plotly",
    "--minify",
    "--target=es2016",
    "--define:global=window",
    "--define:define.amd=false",
    "--legal-comments=eof",
    "--log-level=warning",
    f"--banner:js={BANNER}",
    "--outfile=out/plotly.min.js",
]


def build(folder: Path) -> bytes:
    """folder (빈 임시 폴더) 에서 묶음을 만들어 그 바이트를 돌려준다."""
    for name in INPUTS:
        shutil.copy(HERE / name, folder / name)
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm not found: install Node.js 20 to rebuild the plotly bundle")
    quiet = ["--no-audit", "--no-fund", "--loglevel=error"]
    subprocess.run([npm, "ci", *quiet], cwd=folder, check=True)
    subprocess.run(
        [str(folder / "node_modules" / ".bin" / "esbuild"), *ESBUILD], cwd=folder, check=True
    )
    return (folder / "out" / "plotly.min.js").read_bytes()


def main(argv: list[str] | None = None) -> int:
    """명령줄 입구 (모듈 설명)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="nbm-plotly-") as tmp:
        built = build(Path(tmp))
    if args.check:
        same = OUTPUT.exists() and OUTPUT.read_bytes() == built
        print(f"{OUTPUT.name}: {'same bytes' if same else 'DIFFERENT'} ({len(built):,} bytes)")
        return 0 if same else 1
    OUTPUT.write_bytes(built)
    print(f"wrote {OUTPUT} ({len(built):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
