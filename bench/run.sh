#!/usr/bin/env bash
# make bench: speed and memory numbers for kurs (not a test), each beside its goal and a reference.
# Usage: bench/run.sh path/to/kurs [idle-seconds]
# Serves the recorded fixtures from the loopback fixture server (Tests/TestSupport/fixture_server.py), with
# the CoinGecko markets list grown to 250 coins here (the 100-coin fixture repeated under new ids; never
# committed). Uses the benchmark hook KURS_EXIT_AFTER_FIRST_FRAME=1: the dashboard exits right after the
# first frame that shows data (cache or network).
set -euo pipefail
BIN=$(readlink -f "${1:-.build/release/kurs}")
IDLE=${2:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
command -v tmux >/dev/null || { echo "bench needs tmux" >&2; exit 1; }
command -v hyperfine >/dev/null || { echo "bench needs hyperfine" >&2; exit 1; }
work=$(mktemp -d); sock="kurs-bench-$$"; server_pid=""
cleanup() {
  tmux -L "$sock" kill-server 2>/dev/null || true
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
clk=$(getconf CLK_TCK)

wait_for() { # wait_for SECONDS COMMAND... : poll until the command succeeds
  local deadline=$((SECONDS + $1)); shift
  until "$@"; do [ $SECONDS -lt $deadline ] || return 1; sleep 0.05; done
}

echo "kurs benchmark · $(date -u +%FT%TZ) · $(nproc) cores · binary $BIN"

# Fixtures with a 250-coin markets list, served on 127.0.0.1.
mkdir -p "$work/fixtures"
cp "${KURS_FIXTURES_DIR:-$ROOT/../shared/fixtures}"/* "$work/fixtures/"
python3 - "$work/fixtures/coingecko-markets-usd-100.json" <<'PY'
import json, sys
path = sys.argv[1]
coins = json.load(open(path))
out = []
for i in range(250):
    coin = dict(coins[i % len(coins)])
    if i >= len(coins):
        n = i // len(coins)
        coin["id"] = f"{coin['id']}-{n}"; coin["symbol"] = f"{coin['symbol']}{n}"; coin["name"] = f"{coin['name']} {n}"
    coin["market_cap_rank"] = i + 1
    out.append(coin)
json.dump(out, open(path, "w"))
PY
python3 "$ROOT/Tests/TestSupport/fixture_server.py" "$work/fixtures" > "$work/port" &
server_pid=$!
wait_for 10 test -s "$work/port" || { echo "fixture server did not start"; exit 1; }
base="http://127.0.0.1:$(head -1 "$work/port")"
# Every source the dashboard loads is the fixture server's (the comparison's NBU and Monobank, the weather tile's
# forecast too): nothing leaves the machine, nothing fails for want of a network.
export KURS_PRIVATBANK_URL="$base" KURS_ERAPI_URL="$base" KURS_COINGECKO_URL="$base/api/v3"
export KURS_NBU_URL="$base" KURS_MONOBANK_URL="$base" KURS_OPENMETEO_URL="$base" KURS_GEOCODING_URL="$base"
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"
export HOME="$work" LANG=C.UTF-8 TERM=xterm-256color
unset KURS_OFFLINE

# The dashboard lists all 250 coins: config `coins: { top: 250 }` (one `per_page=250` request).
mkdir -p "$work/config/kurs"
echo '{ coins: { top: 250 } }' > "$work/config/kurs/config.json5"

median() { python3 -c "import json,sys; print(f\"{json.load(open(sys.argv[1]))['results'][0]['median']*1000:.1f}\")" "$1"; }
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$1" "$2"; }
first_frame="$ROOT/bench/first_frame.py"

# References: a static Swift "hello" (swiftc -O -static-stdlib, built here) and `cat`.
printf 'print("hello")\n' > "$work/hello.swift"
swiftc -O -static-stdlib "$work/hello.swift" -o "$work/hello" 2>/dev/null || { echo "could not build the static hello" >&2; exit 1; }
hello_rss=$(/usr/bin/time -f %M "$work/hello" 2>&1 >/dev/null | tail -1)

# 1. Start to the first frame with data, timed on a pseudo-terminal from the spawn until kurs, which exits right
#    after that frame, has closed the terminal (bench/first_frame.py; exit included). Cold: no cache, fetched from
#    the fixture server. Warm: from the cache of every source (`kurs refresh` after the cold runs; fresh, nothing
#    fetched). The harness's own cost
#    is timed the same way on /bin/echo.
# CPU time the hypervisor gave to others while this VM's processes wanted it (/proc/stat's steal), over the timed
# starts: a figure of how busy the host was, beside the first frames.
steal() { awk '/^cpu / {s = $9; t = 0; for (i = 2; i <= 9; i++) t += $i; print s, t}' /proc/stat; }  # user … steal (guest is in user)
steal0=$(steal)
cold=$(python3 "$first_frame" 20 Bitcoin "$BIN" --prepare "rm -rf $work/cache")
# A cold run exits at its first frame with data, before the background sources are fetched (they wait for the bank
# rates and the coin list, FetchHold): `kurs refresh` fills the cache with every source, the forecast too.
"$BIN" refresh --quiet || { echo "kurs refresh failed before the warm runs" >&2; exit 1; }
warm=$(python3 "$first_frame" 30 Bitcoin "$BIN")
harness=$(python3 "$first_frame" 30 Bitcoin /bin/echo Bitcoin)
steal1=$(steal)
steal_pct=$(python3 -c "import sys; a, b = map(int, sys.argv[1].split()), map(int, sys.argv[2].split()); (s0, t0), (s1, t1) = a, b; print(round(100 * (s1 - s0) / max(1, t1 - t0), 1))" "$steal0" "$steal1")

# 2. The dashboard in a 120x40 tmux pane: started cold (no cache: it fetches every source through its helper
#    processes), peak RSS once it is settled; then idle for $IDLE s (CPU time, wake-ups of all threads, requests);
#    then a second dashboard from the warm cache, its peak RSS.
round=0
start_dashboard() {
  tmux -L "$sock" kill-server 2>/dev/null || true
  round=$((round + 1)); sock="kurs-bench-$$-$round"  # a new tmux server each time: no race with the old one's exit
  tmux -L "$sock" -f /dev/null new-session -d -x 120 -y 40 "env KURS_PRIVATBANK_URL=$base KURS_ERAPI_URL=$base KURS_COINGECKO_URL=$base/api/v3 KURS_NBU_URL=$base KURS_MONOBANK_URL=$base KURS_OPENMETEO_URL=$base KURS_GEOCODING_URL=$base XDG_CACHE_HOME=$work/cache XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_DATA_HOME=$work/data HOME=$work TERM=xterm-256color LANG=C.UTF-8 $BIN"
  wait_for 10 sh -c "tmux -L $sock capture-pane -p | grep -q 'Bitcoin'" || { echo "dashboard did not start"; exit 1; }
  pid=$(pgrep -n -f "^$BIN\$" || true)
  [ -n "$pid" ] || { echo "no kurs process"; exit 1; }
  # Settled: nothing loading or updating, the status bar's sources live or cached.
  wait_for 15 sh -c "tmux -L $sock capture-pane -p | tail -1 | grep -q 'live\|cache' && ! tmux -L $sock capture-pane -p | tail -1 | grep -q 'updating\|loading'" || true
  sleep 1
}
# Peak RSS counts the executable's file pages the kernel maps around each page fault, and it maps only pages its
# page cache holds: the same binary just copied or installed (wholly cached) peaked 1.9 MiB higher than when read
# on demand. So the page cache is dropped before each dashboard is started, when that is allowed (root).
drop_page_cache() { sync; echo 1 2>/dev/null > /proc/sys/vm/drop_caches && dropped=yes || dropped=no; }
requests() { curl -s "$base/__requests" | python3 -c 'import json,sys; print(sum(json.load(sys.stdin)["counts"].values()))' 2>/dev/null || echo '?'; }
rm -rf "$work/cache"
drop_page_cache
start_dashboard
rss_cold=$(awk '/VmHWM/ {print $2}' /proc/$pid/status)
cpu() { awk '{print $14+$15}' "/proc/$pid/stat"; }
# Wake-ups: per thread (schedstat's run count), summed over the threads alive at both ends (a thread that ended
# meanwhile would make the sum go down).
wakeups() { for t in /proc/$pid/task/*; do echo "${t##*/} $(awk '{print $3}' "$t/schedstat")"; done | sort; }
c0=$(cpu); wakeups > "$work/w0"; r0=$(requests)
sleep "$IDLE"
c1=$(cpu); wakeups > "$work/w1"; r1=$(requests); threads=$(ls /proc/$pid/task | wc -l)
cpu_ms=$(( (c1 - c0) * 1000 / clk ))
wpm=$(join "$work/w0" "$work/w1" | awk -v idle="$IDLE" '{s+=$3-$2} END {printf "%.1f", s*60/idle}')
libcurl=$(grep -c libcurl "/proc/$pid/maps" || true)
drop_page_cache
start_dashboard
rss_warm=$(awk '/VmHWM/ {print $2}' /proc/$pid/status)
tmux -L "$sock" kill-server 2>/dev/null || true
# The helper's peak RSS for one request (a frame as the dashboard sends it: bench/helper_request.py).
helper_rss=$(python3 "$ROOT/bench/helper_request.py" "$base/v6/latest/USD" \
  | /usr/bin/time -f %M "$BIN" __transfer 2>&1 >/dev/null | tail -1 || true)

# 3. One-shot commands from the warm cache: `kurs status` against the static hello and `cat` of the cache file it
#    reads, 40 interleaved runs (bench/interleaved.py); `kurs coins --json`.
markets_cache=$(ls "$XDG_CACHE_HOME"/kurs/*markets*.cache 2>/dev/null | head -1)
# The whole executable back in the page cache, as after a build or an install (the RSS rounds dropped it: read on
# demand, each fault maps fewer neighbours and `kurs status` took ~10 % longer).
cat "$BIN" > /dev/null
oneshot=$(python3 "$ROOT/bench/interleaved.py" 40 "$BIN status" "$work/hello" "cat $markets_cache")
status_ms=$(python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$oneshot" "$BIN status")
hello_ms=$(python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$oneshot" "$work/hello")
cat_ms=$(python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$oneshot" "cat $markets_cache")
hyperfine -N --warmup 3 --runs 30 --export-json "$work/coins.json" "$BIN coins --json" >/dev/null

coins=$(python3 -c "import json;print(len(json.load(open('$work/fixtures/coingecko-markets-usd-100.json'))))")
mib() { python3 -c "print(round($1/1024,1))"; }  # kB (VmHWM, /usr/bin/time %M) to MiB, as the goals are stated
echo
printf '%-52s %-16s %-10s %s\n' "measure (median)" "kurs" "goal" "reference"
printf '%-52s %-16s %-10s %s\n' "first frame with data, warm cache, $coins coins" "$(field "$warm" median) ms" "≤ 15 ms" "harness alone (spawn /bin/echo on a pty): $(field "$harness" median) ms, included"
printf '%-52s %-16s %-10s %s\n' "first frame with data, cold, loopback server" "$(field "$cold" median) ms" "≤ 30 ms" "host's CPU steal during the timed starts: ${steal_pct} %"
printf '%-52s %-16s %-10s %s\n' "peak RSS, dashboard started cold (its fetches done)" "$(mib $rss_cold) MiB" "≤ 16" "static hello $(mib $hello_rss) MiB; the fetch helper $(mib $helper_rss) MiB, gone 1 s after its last answer; page cache dropped first: $dropped"
printf '%-52s %-16s %-10s %s\n' "peak RSS, dashboard started warm" "$(mib $rss_warm) MiB" "≤ 16" "libcurl mapped in the dashboard: $([ "$libcurl" = 0 ] && echo no || echo yes)"
printf '%-52s %-16s %-10s %s\n' "idle CPU over ${IDLE} s" "${cpu_ms} ms" "≤ 10 ms" "resolution $((1000 / clk)) ms"
printf '%-52s %-16s %-10s %s\n' "wake-ups per idle minute (all $threads threads)" "$wpm" "≤ 2" "schedstat"
printf '%-52s %-16s %-10s %s\n' "requests while idle" "$((r1 - r0))" "0" ""
printf '%-52s %-16s %-10s %s\n' "kurs status, warm cache (40 interleaved runs)" "$status_ms ms" "≤ 2× hello" "static hello $hello_ms ms (ratio $(python3 -c "print(round($status_ms/$hello_ms,2))")); cat $cat_ms ms"
printf '%-52s %-16s %-10s %s\n' "kurs coins --json, warm cache" "$(median "$work/coins.json") ms" "—" ""
