#!/usr/bin/env python3
"""Prints the closing line of `make test` from the xUnit file that `swift test --xunit-output` writes:
'N passed, N failed, N skipped'. Exits 1 when a test failed or none ran.

Usage: test-summary.py XUNIT [SKIP_LOG]. `swift test --parallel` writes skipped XCTests into the xUnit file as if
they had passed; the tests record each skip in SKIP_LOG (`RecordedSkip`, one "<test>: <reason>" line), so those
are counted as skipped and listed with their reasons."""
import os
import sys
import xml.etree.ElementTree as ET


def short_name(name):
    """'Class.test' from '-[Module.Class test]', 'Module.Class.test' or 'Class.test'."""
    name = name.strip().strip("-[]").replace(" ", ".")
    return ".".join(name.split(".")[-2:])


def recorded_skips(path):
    skips = {}
    if path and os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            name, _, reason = line.strip().partition(": ")
            if name:
                skips[short_name(name)] = reason
    return skips


def main():
    skips = recorded_skips(sys.argv[2] if len(sys.argv) > 2 else None)
    passed = failed = skipped = 0
    for case in ET.parse(sys.argv[1]).getroot().iter("testcase"):
        name = short_name(f"{case.get('classname')}.{case.get('name')}")
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
            print(f"FAILED: {case.get('classname')}.{case.get('name')}")
        elif case.find("skipped") is not None or name in skips:
            skipped += 1
            print(f"SKIPPED: {name}: {skips.get(name, '')}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    sys.exit(1 if failed or passed == 0 else 0)


if __name__ == "__main__":
    main()
