#!/usr/bin/env python3
"""The release build's symbol ordering file (make release; not a test): the functions a start runs, together.

Usage: text-order.py KURS MAP OUT   (MAP: the linker map of KURS, `ld.lld -Map` with `--no-demangle`)

Runs KURS under valgrind's callgrind in the scenarios the start-up and footprint goals are about
(docs/PERFORMANCE.md), against the loopback fixture server (Tests/TestSupport/fixture_server.py serving ../shared/fixtures, or KURS_FIXTURES_DIR;
offline with the embedded samples when there are none) with fresh XDG directories and only the environment kurs
needs: the dashboard started cold (fetching every source through its `kurs __transfer` helper) and warm in a
120x40 tmux pane, with the default coin list and with a `coins: { top: 250 }` config; `kurs status`, `kurs rates`
and `kurs coins --json`. It writes every function of the kurs executable that ran, one linker symbol a line, in
groups: status, warm dashboard, cold dashboard, helper, other commands (each group's new functions sorted by name,
so the list only changes with the code and the few functions whose running depends on timing); functions that
share a large input section with others (code built without -ffunction-sections: parts of the Swift runtime,
Foundation, ICU; sizes from MAP) go last, so they don't split the rest. `ld.lld --symbol-ordering-file` then
places those functions first in .text, so the pages a start touches are few and together (the kernel maps file
pages 64 KB at a time around each fault; see docs/PERFORMANCE.md). When valgrind or tmux is missing OUT gets only
a comment line (the build keeps the linker's order, and make does not ask again until a source changes).
"""
import json, os, shlex, shutil, subprocess, sys, tempfile, time, urllib.request

# The dashboard's status-bar sources at 120 columns: PrivatBank, Monobank, NBU, er-api, CoinGecko.
SOURCES = 5
# Loopback only: never through an http_proxy of the caller's.
NO_PROXY = urllib.request.build_opener(urllib.request.ProxyHandler({}))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wait_for(deadline_seconds, predicate, step=0.2):
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return False


def functions(groups, binary):
    """The kurs executable's functions named in callgrind profiles (fn= lines under its ob=): each group of
    profiles in turn, the functions it adds sorted by name (callgrind writes them in no fixed order, so this keeps
    the list the same from run to run, but for the few functions whose running depends on timing)."""
    name = os.path.basename(binary)
    seen, ordered = set(), []
    for paths in groups:
        added = set()
        for path in paths:
            obj = None
            with open(path, errors="replace") as profile:
                for line in profile:
                    if line.startswith("ob="):
                        obj = os.path.basename(line[3:].strip())
                    elif line.startswith("fn=") and obj == name:
                        symbol = line[3:].strip().split("'")[0]  # callgrind marks recursion levels as NAME'2
                        if symbol and not symbol.startswith("0x") and symbol not in seen:
                            added.add(symbol)
        seen |= added
        ordered += sorted(added)
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
    """Whether a callgrind profile is of a child the dashboard starts, `kurs __transfer` or `kurs __record-history`
    (its `cmd:` header line): ordered with the helpers, not with the dashboard's own start."""
    with open(profile_path, errors="replace") as profile:
        for line in profile:
            if line.startswith("cmd:"):
                return "__transfer" in line or "__record-history" in line
    return False


class Session:
    def __init__(self, binary, work):
        self.binary, self.work = binary, work
        self.profiles = os.path.join(work, "profiles")
        os.makedirs(self.profiles)
        self.server, self.base, self.last_count = None, None, -1
        # Only what kurs needs, nothing of the caller's (no proxy, no API key, no oversized variable).
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": work, "XDG_CACHE_HOME": f"{work}/cache",
            "XDG_CONFIG_HOME": f"{work}/config", "XDG_STATE_HOME": f"{work}/state", "XDG_DATA_HOME": f"{work}/data",
            "LANG": "C.UTF-8", "TERM": "xterm-256color",
            # The helper is this same file, named by its path: under valgrind /proc/self/exe is valgrind itself.
            "KURS_HELPER_EXECUTABLE": binary,
        }

    def write_config(self):
        """A config as users write it (JSON5, a comment, the coin list's length), so its reading is profiled."""
        os.makedirs(f"{self.work}/config/kurs", exist_ok=True)
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
        try:
            subprocess.run(self.valgrind(tag) + [self.binary, *args], env=self.env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        except subprocess.TimeoutExpired:
            print(f"text-order: kurs {' '.join(args)} did not end in 120 s; its profile is left out", file=sys.stderr)
        self.wait_for_profiles()

    def wait_for_profiles(self):
        """Until no valgrind writing into the profile folder is left (helpers end a second after their last answer)."""
        wait_for(30, lambda: subprocess.run(["pgrep", "-f", f"callgrind-out-file={self.profiles}/"],
                                            capture_output=True).returncode != 0)

    def dashboard(self, tag):
        """The dashboard in a 120x40 tmux pane until it shows coins and its status bar loads nothing, then q."""
        tmux = ["tmux", "-S", f"{self.work}/tmux-{tag}"]  # the socket goes with the work folder
        command = ["env", "-i", *(f"{k}={v}" for k, v in self.env.items()), *self.valgrind(tag), self.binary]
        subprocess.run(tmux + ["-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40", shlex.join(command)],
                       check=True)
        screen = lambda: subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True, text=True).stdout

        def settled():  # coins shown; online, every source of the status bar live or cached, none loading
            text = screen()
            status = text.rstrip("\n").split("\n")[-1]
            if "Bitcoin" not in text or "updating" in status or "loading" in status:
                return False
            return not self.server or status.count("live") + status.count("cache") >= SOURCES
        if not wait_for(90, settled):  # about 10 s under valgrind on 2 cores
            # A dashboard that never settled (e.g. valgrind refused debug info it can't read and kurs ended) would
            # leave the order without its start: say so rather than link in a poorer order.
            last = screen().strip() or "(no screen: the session ended)"
            subprocess.run(tmux + ["kill-server"], capture_output=True)
            raise SystemExit(f"text-order: the {tag} dashboard did not settle under valgrind in 90 s; last screen:\n{last}")
        wait_for(30, self.requests_stopped, step=2)
        subprocess.run(tmux + ["send-keys", "q"])
        wait_for(60, lambda: subprocess.run(tmux + ["has-session"], capture_output=True).returncode != 0)
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        self.wait_for_profiles()

    def requests_stopped(self):
        """Whether the fixture server has answered no request since the last call (always, offline)."""
        if not self.server:
            return True
        with NO_PROXY.open(f"{self.base}/__requests", timeout=10) as answer:
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
        with open(out, "w") as file:  # not empty, so make does not ask again; the linker ignores the name
            file.write(f"# no profile: {' and '.join(missing)} not found\n")
        return
    fixtures = os.environ.get("KURS_FIXTURES_DIR", os.path.join(ROOT, "..", "shared", "fixtures"))
    work = tempfile.mkdtemp(prefix="kurs-order-")
    session = Session(binary, work)
    try:
        if os.path.isfile(os.path.join(fixtures, "coingecko-markets-usd-100.json")):
            session.start_server(fixtures)
        else:
            print(f"text-order: no fixtures at {fixtures}: offline scenarios only", file=sys.stderr)
            session.env["KURS_OFFLINE"] = "1"
        # The default coin list first (no config file), then a config with the 250-coin list (make bench's).
        session.dashboard("cold-default")
        session.dashboard("warm-default")
        session.write_config()
        session.dashboard("cold")
        session.dashboard("warm")
        session.command("status", "status")
        session.command("rates", "rates")
        session.command("coins", "coins", "--json")
        cold = session.profile_paths("cold") + session.profile_paths("cold-default")
        helpers = [path for path in cold if is_helper(path)]
        dashboard_cold = [path for path in cold if path not in helpers]
        warm = session.profile_paths("warm") + session.profile_paths("warm-default")
        groups = [session.profile_paths("status"), warm, dashboard_cold, helpers,
                  session.profile_paths("rates") + session.profile_paths("coins")]
        order = functions(groups, binary)
        if not order:  # valgrind refused the executable (e.g. debug info it can't read): say so, don't link blind
            raise SystemExit(f"text-order: no profile was written; see `valgrind --tool=none {binary} --version`")
        order = shared_sections_last(order, text_section_sizes(linker_map))
        with open(out, "w") as file:
            file.write("".join(f"{symbol}\n" for symbol in order))
        counts = {tag: len(functions([paths], binary)) for tag, paths in (
            ("status", session.profile_paths("status")), ("warm", warm), ("cold", dashboard_cold),
            ("helper", helpers))}
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
