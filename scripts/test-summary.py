#!/usr/bin/env python3
"""Prints the closing line of `make test` from the xUnit file that `swift test --xunit-output` writes:
'N passed, N failed, N skipped'. Exits 1 when a test failed or none ran."""
import sys
import xml.etree.ElementTree as ET

tree = ET.parse(sys.argv[1])
cases = tree.getroot().iter("testcase")
passed = failed = skipped = 0
for case in cases:
    if case.find("failure") is not None or case.find("error") is not None:
        failed += 1
        print(f"FAILED: {case.get('classname')}.{case.get('name')}")
    elif case.find("skipped") is not None:
        skipped += 1
    else:
        passed += 1
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed or passed == 0 else 0)
