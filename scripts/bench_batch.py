#!/usr/bin/env python3
"""Batch rendering: how many cores `marbles render --format png,svg` and `marbles docs` use.

Prints, for each command over every example, the wall time, the CPU time (user + system of
the process) and their ratio, the number of cores kept busy on average. Figures, no
pass/fail. Usage: bench_batch.py [MARBLES_BINARY] (default .build/debug/marbles).
"""
import glob
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = 3


def measure(command):
    """Best wall time of RUNS runs, with the CPU time of that run."""
    best = None
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if best is None or wall < best[0]:
            best = (wall, cpu)
    return best


def main():
    marbles = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/marbles"))
    examples = sorted(glob.glob(os.path.join(ROOT, "examples/*.marble")))
    out = tempfile.mkdtemp(prefix="marbles-bench-")
    try:
        cases = [
            (f"render --format png,svg, {len(examples)} files", [marbles, "render", *examples, "--out-dir", out, "--format", "png,svg"]),
            ("docs --check README.md (light and dark SVG of every example)", [marbles, "docs", "--check", "README.md", "--image-dir", "output"]),
        ]
        print(f"{os.cpu_count()} cores; best of {RUNS} runs; {marbles}")
        for name, command in cases:
            wall, cpu = measure(command)
            print(f"{name}: wall {wall:.2f} s, cpu {cpu:.2f} s, cpu/wall {cpu / wall:.2f}")
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()
