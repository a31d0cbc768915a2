#!/usr/bin/env python3
"""Writes a picture of the dashboard: docs/screenshot.svg (`make screenshots`).

Starts the loopback fixture server (Tests/TestSupport/fixture_server.py on ../shared/fixtures, as the tests do),
runs `kurs` against it in a detached tmux session of 120x40 (TZ=UTC, a fresh HOME, C.UTF-8), waits until the
screen stops changing, captures it with its colours (`tmux capture-pane -e -p`) and turns the SGR escapes into
an SVG of monospace text: one cell per column (wide characters two), box drawing kept, colours and bold.
No downloads. Usage: screenshot.py KURS_BINARY OUTPUT.svg [WIDTH HEIGHT]
"""
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.normpath(os.path.join(ROOT, "..", "shared", "fixtures"))
SERVER = os.path.join(ROOT, "Tests", "TestSupport", "fixture_server.py")

# xterm's 16 colours (the default palette of most terminals).
PALETTE16 = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
             "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]
FOREGROUND, BACKGROUND = "#d0d0d0", "#1c1c1c"
CELL_WIDTH, CELL_HEIGHT, FONT_SIZE = 8.4, 17, 14


def color256(n):
    """The xterm 256-colour palette entry `n` as #rrggbb."""
    if n < 16:
        return PALETTE16[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    level = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (level, level, level)


class Pen:
    """The SGR state: colours and the attributes drawn."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.fg, self.bg, self.bold, self.dim, self.underline, self.reverse = None, None, False, False, False, False

    def key(self):
        return (self.fg, self.bg, self.bold, self.dim, self.underline, self.reverse)

    def apply(self, params):
        codes = [int(p) if p else 0 for p in params.split(";")] if params else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                self.reset()
            elif c == 1:
                self.bold = True
            elif c == 2:
                self.dim = True
            elif c == 22:
                self.bold = self.dim = False
            elif c == 4:
                self.underline = True
            elif c == 24:
                self.underline = False
            elif c == 7:
                self.reverse = True
            elif c == 27:
                self.reverse = False
            elif 30 <= c <= 37:
                self.fg = PALETTE16[c - 30]
            elif 90 <= c <= 97:
                self.fg = PALETTE16[c - 90 + 8]
            elif c == 39:
                self.fg = None
            elif 40 <= c <= 47:
                self.bg = PALETTE16[c - 40]
            elif 100 <= c <= 107:
                self.bg = PALETTE16[c - 100 + 8]
            elif c == 49:
                self.bg = None
            elif c in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    value = color256(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    value = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    value = None
                if c == 38:
                    self.fg = value
                else:
                    self.bg = value
            i += 1


def width(ch):
    """Columns a character takes: 2 for wide (East Asian wide/full, emoji), 0 for combining marks."""
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def cells(line, pen):
    """The runs of one captured line: (column, text, pen key), SGR escapes applied to `pen`."""
    runs, column = [], 0
    for token in re.split(r"(\x1b\[[0-9;]*m)", line):
        match = re.fullmatch(r"\x1b\[([0-9;]*)m", token)
        if match:
            pen.apply(match.group(1))
            continue
        token = re.sub(r"\x1b[^a-zA-Z]*[a-zA-Z]", "", token)
        for ch in token:
            w = width(ch)
            if w == 0 and runs:
                runs[-1] = (runs[-1][0], runs[-1][1] + ch, runs[-1][2], runs[-1][3])
                continue
            runs.append((column, ch, pen.key(), w))
            column += w
    return runs


def merged(runs):
    """Neighbouring cells drawn alike joined into one run: (column, text, pen key, columns)."""
    out = []
    for column, text, key, w in runs:
        if out and out[-1][2] == key and out[-1][0] + out[-1][3] == column:
            out[-1] = (out[-1][0], out[-1][1] + text, key, out[-1][3] + w)
        else:
            out.append((column, text, key, w))
    return out


def svg(lines, columns, rows):
    """The SVG document of the captured `lines`."""
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
        % (columns * CELL_WIDTH + 16, rows * CELL_HEIGHT + 16, columns * CELL_WIDTH + 16, rows * CELL_HEIGHT + 16),
        '<rect width="100%%" height="100%%" rx="6" fill="%s"/>' % BACKGROUND,
        '<g transform="translate(8,8)" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" '
        'font-size="%d" xml:space="preserve">' % FONT_SIZE,
    ]
    pen = Pen()
    for row, line in enumerate(lines[:rows]):
        y = row * CELL_HEIGHT
        for column, text, (fg, bg, bold, dim, underline, reverse), w in merged(cells(line, pen)):
            if reverse:
                fg, bg = bg or BACKGROUND, fg or FOREGROUND
            if bg:
                out.append('<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"/>'
                           % (column * CELL_WIDTH, y, w * CELL_WIDTH, CELL_HEIGHT, bg))
            if text.strip() == "":
                continue
            attributes = ' fill="%s"' % (fg or FOREGROUND)
            if bold:
                attributes += ' font-weight="bold"'
            if dim:
                attributes += ' opacity="0.6"'
            if underline:
                attributes += ' text-decoration="underline"'
            out.append('<text x="%.1f" y="%d" textLength="%.1f" lengthAdjust="spacingAndGlyphs"%s>%s</text>'
                       % (column * CELL_WIDTH, y + CELL_HEIGHT - 4, w * CELL_WIDTH, attributes, html.escape(text)))
    out += ["</g>", "</svg>", ""]
    return "\n".join(out)


def capture(tmux):
    return subprocess.run(tmux + ["capture-pane", "-e", "-p", "-t", "shot"], check=True,
                          capture_output=True, text=True).stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, output = os.path.abspath(sys.argv[1]), sys.argv[2]
    columns, rows = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (120, 40)
    home = tempfile.mkdtemp(prefix="kurs-screenshot-")
    server = subprocess.Popen([sys.executable, SERVER, FIXTURES], stdout=subprocess.PIPE, text=True)
    tmux = ["tmux", "-L", "kurs-screenshot-%d" % os.getpid()]
    try:
        port = server.stdout.readline().strip()
        base = "http://127.0.0.1:" + port
        env = {
            "HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config",
            "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data", "TZ": "UTC",
            "LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin",
        }
        for name in ["PRIVATBANK", "ERAPI", "OPENMETEO", "GEOCODING", "PIRATEWEATHER", "NBU", "MONOBANK"]:
            env["KURS_%s_URL" % name] = base
        env["KURS_COINGECKO_URL"] = base + "/api/v3"
        command = "env -i " + " ".join("%s='%s'" % item for item in sorted(env.items())) + " '%s'" % binary
        subprocess.run(tmux + ["new-session", "-d", "-s", "shot", "-x", str(columns), "-y", str(rows), command],
                       check=True)
        # Until the screen holds still for a second (all sources answered), at most 20 s.
        deadline, last, still_since = time.monotonic() + 20, None, None
        while time.monotonic() < deadline:
            time.sleep(0.25)
            screen = capture(tmux)
            if screen != last:
                last, still_since = screen, time.monotonic()
            elif time.monotonic() - still_since >= 1.0 and screen.strip():
                break
        os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
        with open(output, "w", encoding="utf-8") as f:
            f.write(svg(last.split("\n"), columns, rows))
        print("wrote %s (%dx%d)" % (output, columns, rows))
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        server.terminate()
        server.wait()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
