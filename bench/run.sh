#!/usr/bin/env bash
# make bench: speed and memory numbers for kurs (not a test; prints numbers against the goals).
# Usage: bench/run.sh path/to/kurs [idle-seconds]
set -euo pipefail
BIN=$(readlink -f "${1:-.build/release/kurs}")
IDLE=${2:-60}
command -v tmux >/dev/null || { echo "bench needs tmux" >&2; exit 1; }
command -v hyperfine >/dev/null || { apt-get install -y -qq hyperfine >/dev/null 2>&1 || true; }
work=$(mktemp -d); sock="kurs-bench-$$"
cleanup() { tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" LANG=C.UTF-8
clk=$(getconf CLK_TCK)

wait_for() { # wait_for SECONDS COMMAND... : poll until the command succeeds
  local deadline=$((SECONDS + $1)); shift
  until "$@"; do [ $SECONDS -lt $deadline ] || return 1; sleep 0.05; done
}

echo "kurs benchmark · $(date -u +%FT%TZ) · $(nproc) cores · binary $BIN"

# 1. Start to first frame with data (offline, embedded sample): the binary exits after drawing it.
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 3 --runs 30 --export-json "$work/first.json" \
    "env KURS_OFFLINE=1 KURS_EXIT_AFTER_FIRST_FRAME=1 TERM=xterm-256color script -qec '$BIN' /dev/null" >/dev/null 2>&1 || true
  python3 - "$work/first.json" <<'PY' || true
import json,sys
r=json.load(open(sys.argv[1]))["results"][0]
print(f"first frame (offline sample, via script(1) pty): median {r['median']*1000:.1f} ms  (goal ≤ 20 ms warm)")
PY
fi

# 2. Idle dashboard in tmux: CPU time and wake-ups over $IDLE seconds; peak RSS.
tmux -L "$sock" new-session -d -x 120 -y 40 "env KURS_OFFLINE=1 TERM=xterm-256color $BIN"
wait_for 10 sh -c "tmux -L $sock capture-pane -p | grep -q 'Bitcoin'" || { echo "dashboard did not start"; exit 1; }
pid=$(pgrep -n -f "^$BIN" || true)
[ -n "$pid" ] || { echo "no kurs process"; exit 1; }
cpu() { awk '{print $14+$15}' "/proc/$pid/stat"; }
wakeups() { cat /proc/$pid/task/*/schedstat | awk '{s+=$3} END {print s}'; }
c0=$(cpu); w0=$(wakeups)
sleep "$IDLE"
c1=$(cpu); w1=$(wakeups)
cpu_ms=$(( (c1 - c0) * 1000 / clk ))
wpm=$(python3 -c "print(round(($w1-$w0)*60/$IDLE,1))")
rss=$(awk '/VmHWM/ {print $2}' /proc/$pid/status)
echo "idle CPU over ${IDLE} s: ${cpu_ms} ms  (goal ≤ 10 ms per 60 s; resolution $((1000 / clk)) ms)"
echo "wake-ups per idle minute (all threads, schedstat): ${wpm}  (goal ≤ 2)"
echo "peak RSS (VmHWM) with the 100-coin sample: $((rss / 1024)) MB  (goal ≤ 25 MB with 250 coins)"

# 3. One-shot command from the warm cache / sample.
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 3 --runs 50 --export-json "$work/coins.json" "env KURS_OFFLINE=1 $BIN coins --json" >/dev/null 2>&1 || true
  python3 - "$work/coins.json" <<'PY' || true
import json,sys
r=json.load(open(sys.argv[1]))["results"][0]
print(f"kurs coins --json --offline: median {r['median']*1000:.1f} ms")
PY
fi
