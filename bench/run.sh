#!/usr/bin/env bash
# make bench: speed and memory numbers for kurs (not a test; prints numbers against the goals of issue 4).
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

# 1. Start to the first frame with data, timed on a pseudo-terminal from the fork until kurs, which exits right
#    after that frame, has closed the terminal (bench/first_frame.py; exit included). Cold: no cache, fetched from
#    the fixture server. Warm: from the cache the cold runs wrote (fresh, nothing fetched). The harness's own cost
#    is timed the same way on /bin/echo.
cold=$(python3 "$first_frame" 20 Bitcoin "$BIN" --prepare "rm -rf $work/cache")
warm=$(python3 "$first_frame" 30 Bitcoin "$BIN")
harness=$(python3 "$first_frame" 30 Bitcoin /bin/echo Bitcoin)
echo "first frame with data, warm cache, 250 coins: median $(field "$warm" median) ms  (goal ≤ 20 ms)"
echo "first frame with data, cold, loopback fixture server: median $(field "$cold" median) ms  (goal ≤ 40 ms)"
echo "  (the harness alone, fork + exec of /bin/echo on a pty: median $(field "$harness" median) ms, included above)"

# 2. The idle dashboard in tmux (warm cache, 250 coins): CPU time and wake-ups over $IDLE s; peak RSS.
tmux -L "$sock" -f /dev/null new-session -d -x 120 -y 40 "env KURS_PRIVATBANK_URL=$base KURS_ERAPI_URL=$base KURS_COINGECKO_URL=$base/api/v3 KURS_NBU_URL=$base KURS_MONOBANK_URL=$base KURS_OPENMETEO_URL=$base KURS_GEOCODING_URL=$base XDG_CACHE_HOME=$work/cache XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_DATA_HOME=$work/data HOME=$work TERM=xterm-256color LANG=C.UTF-8 $BIN"
wait_for 10 sh -c "tmux -L $sock capture-pane -p | grep -q 'Bitcoin'" || { echo "dashboard did not start"; exit 1; }
pid=$(pgrep -n -f "^$BIN\$" || true)
[ -n "$pid" ] || { echo "no kurs process"; exit 1; }
# Let start-up settle (fetches of anything due answered), then measure.
wait_for 10 sh -c "! tmux -L $sock capture-pane -p | tail -1 | grep -q 'updating\|loading'" || true
sleep 1
cpu() { awk '{print $14+$15}' "/proc/$pid/stat"; }
wakeups() { cat /proc/$pid/task/*/schedstat | awk '{s+=$3} END {print s}'; }
threads() { ls /proc/$pid/task | wc -l; }
c0=$(cpu); w0=$(wakeups); t0=$(threads)
sleep "$IDLE"
c1=$(cpu); w1=$(wakeups); t1=$(threads)
cpu_ms=$(( (c1 - c0) * 1000 / clk ))
wpm=$(python3 -c "print(round(($w1-$w0)*60/$IDLE,1))")
rss=$(awk '/VmHWM/ {print $2}' /proc/$pid/status)
coins=$(python3 -c "import json;print(len(json.load(open('$work/fixtures/coingecko-markets-usd-100.json'))))")
echo "idle CPU over ${IDLE} s: ${cpu_ms} ms  (goal ≤ 10 ms; resolution $((1000 / clk)) ms)"
echo "wake-ups per idle minute (all $t1 threads, schedstat): ${wpm}  (goal ≤ 2)"
echo "peak RSS (VmHWM) with $coins coins loaded: $((rss / 1024)) MB  (goal ≤ 25 MB)"
echo "requests served by the fixture server: $(curl -s "$base/__requests" | python3 -c 'import json,sys; print(json.load(sys.stdin)["counts"])' 2>/dev/null || echo '?')"

# 3. A one-shot command from the warm cache.
hyperfine -N --warmup 3 --runs 50 --export-json "$work/coins.json" "$BIN coins --json" >/dev/null
echo "kurs coins --json (warm cache): median $(median "$work/coins.json") ms"

# 4. `kurs status` from the warm cache (never waits on the network), against `cat` of the cache file it reads.
markets_cache=$(ls "$XDG_CACHE_HOME"/kurs/*markets*.cache 2>/dev/null | head -1)
hyperfine -N --warmup 5 --runs 100 --export-json "$work/status.json" "$BIN status" >/dev/null
hyperfine -N --warmup 5 --runs 100 --export-json "$work/cat.json" "cat $markets_cache" >/dev/null
status_ms=$(median "$work/status.json"); cat_ms=$(median "$work/cat.json")
echo "kurs status (warm cache): median ${status_ms} ms; cat of the cache file: ${cat_ms} ms; ratio $(python3 -c "print(round($status_ms/$cat_ms,1))")  (goal ≤ 5 ms, ratio ≤ 2)"
