#!/usr/bin/env python3
"""The release build's symbol ordering file (make release; not a test): the functions kurs runs, hot path first.

Usage: text-order.py KURS MAP OUT   (MAP: the linker map of KURS, `ld.lld -Map`)

Runs KURS under valgrind's callgrind (instruction counts, so the same inputs give the same list on any machine)
in the scenarios the footprint goals of issue #17 are about, against the loopback fixture server
(Tests/TestSupport/fixture_server.py serving ../shared/fixtures, or KURS_FIXTURES_DIR) and fresh XDG
directories: `kurs status`, the dashboard started cold (fetching every source through its `kurs __transfer`
helper) and warm in a 120x40 tmux pane, `kurs rates` and `kurs coins --json`. It writes every function of the
kurs executable that ran, one linker symbol a line, in the order: status, warm dashboard, cold dashboard, helper,
other commands; functions that share a large input section with others (code built without
-ffunction-sections: parts of the Swift runtime, Foundation, ICU; sizes from MAP) go last, so they don't split
the rest. `ld.lld --symbol-ordering-file` then places those functions first in .text, so the pages a start
touches are few and together (the kernel maps file pages 64 KB at a time around each fault; see README,
Benchmarks). Exits 0 with an empty OUT when valgrind or tmux is missing (the build then keeps the default order).
"""
import json, os, shlex, shutil, subprocess, sys, tempfile, time, urllib.request

# The dashboard's status-bar sources at 120 columns: PrivatBank, Monobank, NBU, er-api, CoinGecko.
SOURCES = 5
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wait_for(deadline_seconds, predicate, step=0.2):
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return False


def functions(profile_paths, binary):
    """The kurs executable's functions named in callgrind profiles (fn= lines under its ob=), first seen first."""
    name = os.path.basename(binary)
    seen, ordered = set(), []
    for path in profile_paths:
        obj = None
        with open(path, errors="replace") as profile:
            for line in profile:
                if line.startswith("ob="):
                    obj = os.path.basename(line[3:].strip())
                elif line.startswith("fn=") and obj == name:
                    symbol = line[3:].strip().split("'")[0]  # callgrind marks recursion levels as NAME'2
                    if symbol and not symbol.startswith("0x") and symbol not in seen:
                        seen.add(symbol)
                        ordered.append(symbol)
    return ordered


# An input section larger than this holds more than one function (no -ffunction-sections).
SHARED_SECTION_BYTES = 8192


def text_section_sizes(map_path):
    """Each .text symbol's input section size in bytes, from an ld.lld map (columns VMA LMA Size Align Out In
    Symbol; an input section is indented 8 spaces under its output section, a symbol 16)."""
    sizes, in_text, size = {}, False, 0
    with open(map_path, errors="replace") as linker_map:
        next(linker_map)
        for line in linker_map:
            fields = line.split(None, 4)
            if len(fields) < 5:
                continue
            name = line[49:].rstrip("\n")
            depth = len(name) - len(name.lstrip(" "))
            if depth == 0:
                in_text = name.strip() == ".text"
            elif in_text and depth == 8:
                size = int(fields[2], 16)
            elif in_text and depth == 16:
                sizes.setdefault(name.strip(), size)
    return sizes


def shared_sections_last(symbols, sizes):
    """`symbols` with those alone in small sections first, in their order, then the rest by section size."""
    alone = [s for s in symbols if sizes.get(s, 0) <= SHARED_SECTION_BYTES]
    shared = sorted((s for s in symbols if sizes.get(s, 0) > SHARED_SECTION_BYTES), key=lambda s: sizes[s])
    return alone + shared


def is_helper(profile_path):
    """Whether a callgrind profile is of a `kurs __transfer` helper (its `cmd:` header line)."""
    with open(profile_path, errors="replace") as profile:
        for line in profile:
            if line.startswith("cmd:"):
                return "__transfer" in line
    return False


class Session:
    def __init__(self, binary, work):
        self.binary, self.work = binary, work
        self.profiles = os.path.join(work, "profiles")
        os.makedirs(self.profiles)
        self.server, self.base, self.last_count = None, None, -1
        self.env = dict(os.environ)
        for key in list(self.env):
            if key.startswith("KURS_") or key.startswith("XDG_"):
                del self.env[key]
        self.env.update({
            "HOME": work, "XDG_CACHE_HOME": f"{work}/cache", "XDG_CONFIG_HOME": f"{work}/config",
            "XDG_STATE_HOME": f"{work}/state", "XDG_DATA_HOME": f"{work}/data", "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            # The helper is this same file, named by its path: under valgrind /proc/self/exe is valgrind itself.
            "KURS_HELPER_EXECUTABLE": binary,
        })

    def write_config(self):
        """A config as users write it (JSON5, a comment, the coin list's length), so its reading is profiled."""
        os.makedirs(f"{self.work}/config/kurs")
        with open(f"{self.work}/config/kurs/config.json5", "w") as config:
            config.write("// kurs\n{ coins: { top: 250 }, refresh: { marketsMinutes: 60 }, }\n")

    def start_server(self, fixtures):
        self.server = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "Tests/TestSupport/fixture_server.py"), fixtures],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        port = self.server.stdout.readline().strip()
        base = self.base = f"http://127.0.0.1:{port}"
        for key in ("PRIVATBANK", "ERAPI", "NBU", "MONOBANK", "OPENMETEO", "GEOCODING"):
            self.env[f"KURS_{key}_URL"] = base
        self.env["KURS_COINGECKO_URL"] = f"{base}/api/v3"

    def valgrind(self, tag):
        return ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no", "--trace-children=yes",
                f"--callgrind-out-file={self.profiles}/{tag}.%p.out", "-q"]

    def command(self, tag, *args):
        subprocess.run(self.valgrind(tag) + [self.binary, *args], env=self.env, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)

    def dashboard(self, tag):
        """The dashboard in a 120x40 tmux pane until it shows coins and its status bar loads nothing, then q."""
        socket = f"kurs-order-{os.getpid()}-{tag}"
        tmux = ["tmux", "-L", socket]
        inner = " ".join(self.valgrind(tag) + [self.binary])
        subprocess.run(tmux + ["-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40",
                               f"env -i {' '.join(shlex.quote(f'{k}={v}') for k, v in self.env.items())} {inner}"],
                       check=True)
        screen = lambda: subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True, text=True).stdout

        def settled():  # coins shown; online, every source of the status bar live or cached, none loading
            text = screen()
            status = text.rstrip("\n").split("\n")[-1]
            if "Bitcoin" not in text or "updating" in status or "loading" in status:
                return False
            return not self.server or status.count("live") + status.count("cache") >= SOURCES
        wait_for(90, settled)  # about 10 s under valgrind on 2 cores
        wait_for(30, self.requests_stopped, step=2)
        subprocess.run(tmux + ["send-keys", "q"])
        wait_for(60, lambda: subprocess.run(tmux + ["has-session"], capture_output=True).returncode != 0)
        subprocess.run(tmux + ["kill-server"], capture_output=True)

    def requests_stopped(self):
        """Whether the fixture server has answered no request since the last call (always, offline)."""
        if not self.server:
            return True
        with urllib.request.urlopen(f"{self.base}/__requests") as answer:
            count = sum(json.load(answer)["counts"].values())
        stopped, self.last_count = count == self.last_count, count
        return stopped

    def profile_paths(self, tag):
        return sorted(os.path.join(self.profiles, name) for name in os.listdir(self.profiles)
                      if name.startswith(tag + "."))


def main():
    binary, linker_map, out = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    missing = [tool for tool in ("valgrind", "tmux") if shutil.which(tool) is None]
    if missing:
        print(f"text-order: {' and '.join(missing)} not found: default function order", file=sys.stderr)
        open(out, "w").close()
        return
    fixtures = os.environ.get("KURS_FIXTURES_DIR", os.path.join(ROOT, "..", "shared", "fixtures"))
    work = tempfile.mkdtemp(prefix="kurs-order-")
    session = Session(binary, work)
    try:
        session.write_config()
        if os.path.isfile(os.path.join(fixtures, "coingecko-markets-usd-100.json")):
            session.start_server(fixtures)
        else:
            print(f"text-order: no fixtures at {fixtures}: offline scenarios only", file=sys.stderr)
            session.env["KURS_OFFLINE"] = "1"
        session.dashboard("cold")
        session.dashboard("warm")
        session.command("status", "status")
        session.command("rates", "rates")
        session.command("coins", "coins", "--json")
        cold = session.profile_paths("cold")
        helpers = [path for path in cold if is_helper(path)]
        dashboard_cold = [path for path in cold if path not in helpers]
        order = functions(session.profile_paths("status") + session.profile_paths("warm") + dashboard_cold
                          + helpers + session.profile_paths("rates") + session.profile_paths("coins"), binary)
        order = shared_sections_last(order, text_section_sizes(linker_map))
        with open(out, "w") as file:
            file.write("".join(f"{symbol}\n" for symbol in order))
        counts = {tag: len(functions(paths, binary)) for tag, paths in (
            ("status", session.profile_paths("status")), ("warm", session.profile_paths("warm")),
            ("cold", dashboard_cold), ("helper", helpers))}
        print(f"text-order: {len(order)} functions ({', '.join(f'{k} {v}' for k, v in counts.items())})",
              file=sys.stderr)
    finally:
        if session.server:
            session.server.terminate()
        if os.environ.get("KURS_ORDER_KEEP"):  # keep the profiles (callgrind_annotate) and say where
            print(f"text-order: profiles kept in {session.profiles}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
