#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them. From the repository root:
#   Fuzzing/fuzz.sh grow SECONDS [TARGET...]    fuzz each target for SECONDS, adding what
#                                              finds new coverage to Fuzzing/corpus/TARGET
#   Fuzzing/fuzz.sh check SECONDS [TARGET...]   fuzz from the committed corpus without
#                                              changing it (CI's regression run)
#   Fuzzing/fuzz.sh minimize [TARGET...]        shrink each corpus to the inputs that keep
#                                              its coverage
#   Fuzzing/fuzz.sh stress                      the stress contract: each input of
#                                              Fuzzing/stress/ rendered within its time per event
# Targets: parse run layout render (default: all). A crash, hang (> 1 s per input), memory
# blow-up (> 2 GB) or contract violation stops the target; the input is saved in
# Fuzzing/crashes/TARGET/ and the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:?usage: fuzz.sh grow|check SECONDS [TARGET...] | minimize [TARGET...] | stress}
shift
seconds=0
if [ "$mode" != minimize ] && [ "$mode" != stress ]; then
    seconds=${1:?how many seconds per target}
    shift
fi
targets=${*:-parse run layout render}
# Release by default: several times as many inputs a second as a debug build (FUZZ_CONFIG=debug),
# and closer to the speed a user sees, which the hang check below relies on.
config=${FUZZ_CONFIG:-release}
scratch=${FUZZ_BUILD_DIR:-.build-$config}

build=(swift build -c "$config" --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
# FUZZ_NO_BUILD=1 runs the targets as last built.
[ -n "${FUZZ_NO_BUILD:-}" ] || "${build[@]}"
bin=$("${build[@]}" --show-bin-path)

# Leak detection is on: a run releases everything it built (see docs/reliability.md),
# so memory an input leaves behind is a failure, as a crash is (libFuzzer checks
# after every input that allocated more than it freed, and saves it as crashes/TARGET/leak-*).
# lsan.supp names what is not ours and kept until exit by design (fontconfig's caches); its
# patterns match the allocating library, the caller of malloc, so two frames of each
# allocation stack are recorded. Deeper stacks and symbolized reports are slow on a busy
# machine: run a saved input again (`.build-release/release/fuzz-run crashes/run/leak-...`)
# with ASAN_OPTIONS=malloc_context_size=30:fast_unwind_on_malloc=0 for a readable stack.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=2:symbolize=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/lsan.supp}

# Whether `$1` handles the input `$2` alone, without a crash, within HANG_CPU_SECONDS of CPU
# time (the process's start and warm-up included). AddressSanitizer and coverage make this
# build 5 to 10 times slower than a release build: an input that runs into the run's limit
# of 1,000,000 steps (`Fail(error: "x").retry(1000000000)`) takes 0.5 s of CPU in the release
# CLI and about 4 s here. So the default is 5 s here, which is 1 s in a release build.
HANG_CPU_SECONDS=${HANG_CPU_SECONDS:-5}
runs_alone() {
    local start end
    cpu_seconds; start=$CPU_SECONDS
    "$1" -timeout=60 -rss_limit_mb=2048 "$2" > /dev/null 2>&1 || return 1
    cpu_seconds; end=$CPU_SECONDS
    awk -v start="$start" -v end="$end" -v limit="$HANG_CPU_SECONDS" 'BEGIN { exit !(end - start < limit) }'
}

# Sets CPU_SECONDS to the CPU time of this shell's finished children, in seconds. `times`
# reports the shell it runs in: in a pipeline or a command substitution that is a new
# subshell with no finished children, which always reads 0 (and so measured nothing), so
# `times` writes to a file from this shell and awk reads the file.
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
cpu_seconds() {
    times > "$times_file"
    CPU_SECONDS=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$times_file")
}

# The stress contract (docs/reliability.md): no input of at most 100 KB keeps a command busy
# for 10 s. Fuzzing/stress/ holds the shapes that had cliffs, each as large as 100 KB allows
# (`StressBench --corpus`), its first line naming the events it makes. fuzz-render runs each
# alone (run, layout, PNG, SVG and PDF) and its CPU time per event must stay under
# STRESS_MICROSECONDS_PER_EVENT: 150 µs in this instrumented build. Measured on the six
# inputs: 42 to 66 µs an event here, 2.2 to 3.9 µs in the release CLI (StressBench), so
# this build is 17 to 19 times slower, and 150 µs here is about 8 µs in a release build:
# under 5 s for the largest input (600,000 events), inside the 10 s contract. Linear work
# passes whatever the size; a layout gone quadratic again takes milliseconds an event.
STRESS_MICROSECONDS_PER_EVENT=${STRESS_MICROSECONDS_PER_EVENT:-150}
if [ "$mode" = stress ]; then
    status=0
    for input in stress/*.marble; do
        events=$(head -n 1 "$input" | sed -n 's/.*events: \([0-9]*\).*/\1/p')
        [ -n "$events" ] || { echo "$input: no 'events: N' on its first line" >&2; exit 2; }
        cpu_seconds; start=$CPU_SECONDS
        "$bin/fuzz-render" -rss_limit_mb=2048 -malloc_limit_mb=2048 "$input" > /dev/null 2>&1 || {
            echo "stress: $input FAILED (crashed or broke a contract: run $bin/fuzz-render $input)"
            status=1
            continue
        }
        cpu_seconds; end=$CPU_SECONDS
        if awk -v start="$start" -v end="$end" -v events="$events" -v limit="$STRESS_MICROSECONDS_PER_EVENT" -v name="$input" 'BEGIN {
            perEvent = (end - start) / events * 1e6
            printf "stress: %s, %d events, %.2f s of CPU, %.1f µs an event (limit %d)\n", name, events, end - start, perEvent, limit
            exit !(perEvent < limit)
        }'; then :; else
            echo "stress: $input FAILED (over $STRESS_MICROSECONDS_PER_EVENT µs an event)"
            status=1
        fi
    done
    exit $status
fi

status=0
for target in $targets; do
    dict=marbles.dict
    [ "$target" = layout ] && dict=trace.dict
    mkdir -p "corpus/$target" "crashes/$target"
    case $mode in
    minimize)
        fresh=$(mktemp -d)
        "$bin/fuzz-$target" -merge=1 -timeout=5 -rss_limit_mb=2048 "$fresh" "corpus/$target"
        rm -f "corpus/$target"/*
        cp "$fresh"/* "corpus/$target"/
        rm -rf "$fresh"
        ;;
    grow|check)
        dirs=("corpus/$target")
        if [ "$mode" = check ]; then
            scratch_corpus=$(mktemp -d)
            dirs=("$scratch_corpus" "corpus/$target")
        fi
        echo "== fuzz-$target for ${seconds}s"
        # -timeout is wall-clock time: on a loaded machine a starved process can pass 1 s
        # on an input that takes milliseconds. So a timed-out input is tried again on its
        # own: if it then takes less than HANG_CPU_SECONDS of CPU time, the fuzzer goes on
        # where it stopped; if not, it is a hang.
        # After such a starved timeout the fuzzer starts again from the corpus, which may hold
        # that slow input itself (or another): with -timeout=1 it would time out on it again
        # at once, and again, until the deadline. So from then on the limit is HANG_CPU_SECONDS.
        log=$(mktemp)
        timeout=1
        deadline=$((SECONDS + seconds))
        while [ $((deadline - SECONDS)) -gt 0 ]; do
            if "$bin/fuzz-$target" "${dirs[@]}" -dict="$dict" -max_total_time=$((deadline - SECONDS)) \
                -timeout="$timeout" -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=4096 \
                -artifact_prefix="crashes/$target/" -print_final_stats=1 2>&1 | tee -a "$log"; then
                break
            fi
            unit=$(ls -t "crashes/$target"/timeout-* 2>/dev/null | head -n 1 || true)
            if [ -n "$unit" ] && runs_alone "$bin/fuzz-$target" "$unit"; then
                echo "fuzz-$target: $unit ran within 1 s on its own (the fuzzer was starved of CPU); going on"
                mkdir -p "crashes/$target/starved" && mv "$unit" "crashes/$target/starved/"
                timeout=$HANG_CPU_SECONDS
            else
                echo "fuzz-$target: FAILED (${unit:-a crash, see above})"
                status=1
                break
            fi
        done
        # The figures of docs/reliability.md, summed over the restarts.
        awk -v target="$target" -v files="$(ls "corpus/$target" | wc -l)" '
            /^stat::number_of_executed_units:/ { runs += $2 }
            /^stat::slowest_unit_time_sec:/ { if ($2 > slowest) slowest = $2 }
            / cov: / { for (i = 1; i < NF; i++) if ($i == "cov:") cov = $(i + 1) }
            END { printf "== fuzz-%s: %d executions, %s coverage points, %d corpus files, slowest input %d s\n", target, runs, cov, files, slowest }
        ' "$log"
        rm -f "$log"
        [ "$mode" = check ] && rm -rf "$scratch_corpus"
        ;;
    *) echo "unknown mode $mode" >&2; exit 2 ;;
    esac
done
exit $status
