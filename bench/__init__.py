"""나란히 재는 벤치마크: python -m bench.bench_engine, python -m bench.bench_app."""
