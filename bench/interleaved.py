#!/usr/bin/env python3
"""Median wall time of commands run interleaved (A, B, A, B, …), so that both see the same machine (make bench).

Usage: interleaved.py RUNS 'COMMAND A' 'COMMAND B' …   (each command split on spaces, run without a shell, output to
/dev/null). Two warm-up rounds are not counted. Prints {"A": median_ms, …} as JSON, keyed by the command text.
"""
import json, statistics, subprocess, sys, time


def run(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return (time.perf_counter() - start) * 1000


def main():
    runs, commands = int(sys.argv[1]), sys.argv[2:]
    times = {command: [] for command in commands}
    for round_ in range(runs + 2):
        for command in commands:
            elapsed = run(command.split(" "))
            if round_ >= 2:
                times[command].append(elapsed)
    print(json.dumps({command: round(statistics.median(values), 2) for command, values in times.items()}))


if __name__ == "__main__":
    main()
