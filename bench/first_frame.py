#!/usr/bin/env python3
"""Time from starting kurs to its first frame with data, as a terminal sees it (make bench; not a test).

Usage: first_frame.py RUNS MARKER COMMAND... [--prepare SHELL-COMMAND]

Each run starts COMMAND on a new pseudo-terminal (120x40, its controlling terminal, in a new session), with
KURS_EXIT_AFTER_FIRST_FRAME=1 so the dashboard exits right after its first frame that shows data, and records the
time from the spawn until the terminal has received everything (the process closed it on exit): an upper bound of
the time to that frame, exit included. The process is started with posix_spawn (a vfork: no copy of this Python
process, ~2.5 ms less than pty.fork's fork on the bench machine; `make bench` prints the harness's own time, on
/bin/echo). MARKER (bytes) must have appeared by then (a check that data was drawn; the embedded sample's frame
drawn before the network answers also has it, so it is not what is timed). --prepare runs before each run, untimed
(e.g. removing the cache for a cold start). Prints the median, minimum and maximum in milliseconds as JSON.
"""
import fcntl, json, os, select, statistics, struct, subprocess, sys, termios, time


def one_run(command, marker):
    master, slave = os.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    terminal = os.ttyname(slave)
    os.close(slave)
    environment = dict(os.environ, KURS_EXIT_AFTER_FIRST_FRAME="1")
    start = time.perf_counter()
    # A new session whose first terminal opened becomes its controlling terminal, as pty.fork's login_tty does.
    pid = os.posix_spawnp(command[0], command, environment, setsid=True, file_actions=[
        (os.POSIX_SPAWN_CLOSE, master),
        (os.POSIX_SPAWN_OPEN, 0, terminal, os.O_RDWR, 0),
        (os.POSIX_SPAWN_DUP2, 0, 1),
        (os.POSIX_SPAWN_DUP2, 0, 2),
    ])
    output = b""
    while True:
        ready, _, _ = select.select([master], [], [], 10)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    ended = time.perf_counter()
    os.waitpid(pid, 0)
    os.close(master)
    if marker not in output:
        raise SystemExit(f"marker {marker!r} never appeared; output began {output[:200]!r}")
    return (ended - start) * 1000


def main():
    args = sys.argv[1:]
    prepare = None
    if "--prepare" in args:
        index = args.index("--prepare")
        prepare = args[index + 1]
        del args[index:index + 2]
    runs, marker, command = int(args[0]), args[1].encode(), args[2:]
    times = []
    for _ in range(runs + 2):  # two warm-up runs, not counted
        if prepare:
            subprocess.run(prepare, shell=True, check=True)
        times.append(one_run(command, marker))
    times = times[2:]
    print(json.dumps({"median": round(statistics.median(times), 1), "min": round(min(times), 1), "max": round(max(times), 1)}))


if __name__ == "__main__":
    main()
