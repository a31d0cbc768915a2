#!/usr/bin/env python3
"""Time from starting kurs to its first frame with data, as a terminal sees it (make bench; not a test).

Usage: first_frame.py RUNS MARKER COMMAND... [--prepare SHELL-COMMAND]

Each run starts COMMAND on a new pseudo-terminal (pty.fork, 120x40), with KURS_EXIT_AFTER_FIRST_FRAME=1 so the
dashboard exits right after its first frame that shows data, and records the time from the fork until the terminal
has received everything (the process closed it on exit): an upper bound of the time to that frame, exit included.
MARKER (bytes) must have appeared by then (a check that data was drawn; the embedded sample's frame drawn before
the network answers also has it, so it is not what is timed). --prepare runs before each run, untimed (e.g.
removing the cache for a cold start). Prints the median, minimum and maximum in milliseconds as JSON.
"""
import fcntl, json, os, pty, select, statistics, struct, subprocess, sys, termios, time


def one_run(command, marker):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["KURS_EXIT_AFTER_FIRST_FRAME"] = "1"
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    output = b""
    while True:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    ended = time.perf_counter()
    os.waitpid(pid, 0)
    os.close(fd)
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
