#!/usr/bin/env python3
"""Writes one request frame for `kurs __transfer` to stdout, as the dashboard sends it (make bench; not a test).

Usage: helper_request.py URL
"""
import sys

message = f"kurs-transfer 1\nurl {sys.argv[1]}\nconnect 5\ntimeout 15\nmax 16777216\n\n".encode()
sys.stdout.buffer.write(f"kurs-frame 1 {len(message)}\n".encode() + message)
