#!/usr/bin/env python3
"""splice-keys.py README KEYS_MD [--check]: puts KEYS_MD (the keys made from the key binding table by
`kurs __generate`) between README's `<!-- keys:begin -->` and `<!-- keys:end -->` lines; with --check, only says
whether README already holds exactly that (exit 1 when not)."""
import sys
readme, keys = sys.argv[1], sys.argv[2]
check = "--check" in sys.argv[3:]
text = open(readme, encoding="utf-8").read()
begin, end = "<!-- keys:begin -->\n", "<!-- keys:end -->"
if begin not in text or end not in text:
    sys.exit(f"{readme}: no '{begin.strip()}' … '{end}' section")
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
new = head + begin + "\n" + open(keys, encoding="utf-8").read().rstrip("\n") + "\n\n" + end + tail
if check:
    sys.exit(0 if new == text else f"{readme}: the Keys section is stale: run 'make generate' and commit the result")
open(readme, "w", encoding="utf-8").write(new)
