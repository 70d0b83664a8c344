#!/usr/bin/env python3
"""Batch rendering: how many cores `marbles render --format png,svg` and `marbles docs` use.

Prints, for each command over every example, the wall time, the CPU time (user + system of
the process) and their ratio, the number of cores kept busy on average (which a loaded
machine holds down), and the CPU time of its busiest threads (how the work spread, which
the load does not change). Figures, no pass/fail. Usage: bench_batch.py [MARBLES_BINARY] (default .build/debug/marbles).
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


def thread_shares(command):
    """CPU seconds of each thread of one run, busiest first, sampled from /proc every 20 ms
    (Linux): how the work spread over threads, whatever else the machine is doing."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=ROOT)
    ticks = os.sysconf("SC_CLK_TCK")
    seen = {}
    while process.poll() is None:
        try:
            for tid in os.listdir(f"/proc/{process.pid}/task"):
                with open(f"/proc/{process.pid}/task/{tid}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                seen[tid] = (int(fields[11]) + int(fields[12])) / ticks
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass
        time.sleep(0.02)
    return sorted(seen.values(), reverse=True)


def main():
    marbles = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/marbles"))
    examples = sorted(glob.glob(os.path.join(ROOT, "examples/*.marble")))
    out = tempfile.mkdtemp(prefix="marbles-bench-")
    try:
        cases = [
            (f"render --format png,svg, {len(examples)} files", [marbles, "render", *examples, "--out-dir", out, "--format", "png,svg"]),
            ("docs --check docs/gallery.md (light and dark SVG of every example)", [marbles, "docs", "--check", "docs/gallery.md", "--image-dir", "output"]),
        ]
        print(f"{os.cpu_count()} cores; best of {RUNS} runs; {marbles}")
        for name, command in cases:
            wall, cpu = measure(command)
            print(f"{name}: wall {wall:.2f} s, cpu {cpu:.2f} s, cpu/wall {cpu / wall:.2f}")
            if os.path.isdir("/proc/self/task"):
                shares = [f"{t:.2f}" for t in thread_shares(command)[:4] if t > 0]
                print(f"  cpu seconds of its busiest threads: {', '.join(shares)}")
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()
