#!/usr/bin/env python3
"""Loopback HTTP server for kurs tests: serves ../shared/fixtures by route, with injected faults.

Binds 127.0.0.1 only. Usage: fixture_server.py FIXTURES_DIR  → prints the chosen port on stdout, then serves.

Routes (any prefix before /coins is accepted, e.g. /api/v3/coins/markets):
  /p24api/pubinfo?json&exchange&coursid=5|11   PrivatBank JSON (XML fixture when `json` is missing)
  /v6/latest/USD                               er-api latest USD; any other code → the er-api error (HTTP 200)
  /coins/markets                               coingecko-markets-usd-100.json; with `ids=a,b` only the coins of those ids, in
                                               the file's (market cap) order, unknown ids left out, as CoinGecko answers
  /coins/bitcoin                               coingecko-coin-bitcoin-detail-full.json; other ids → 404 fixture
  /coins/bitcoin/market_chart?days=N           coingecko-market-chart-bitcoin-usd-{1d-2021-05-15,365d-2026-09-26}.json for
                                               days=1, 365; any other days → the 7d file (…-7d-2026-09-26.json);
                                               other ids → 404 fixture
  /search?query=Q (CoinGecko, not /v1/search)  pepe → coingecko-search-pepe-2026.json, bitcoin → coingecko-search-bitcoin.json
                                               (case-insensitive); else `{"coins":[],…}` (nothing found)
  /v1/forecast                                 Open-Meteo: openmeteo-forecast-current-daily-unixtime.json when `current` or
                                               `daily` is asked for, else openmeteo-forecast-hourly-48h-gmt.json; a
                                               missing or out-of-range latitude/longitude → openmeteo-error-400.json (400)
  /v1/search?name=…                            Open-Meteo geocoding: GEOCODING below (kyiv, chambéry, 東京); other names →
                                               no `results` key, as the API answers
  /forecast/KEY/LAT,LON                        Pirate Weather (Dark Sky format): darksky-forecast-with-alerts.json
  /NBUStatService/v1/statdirectory/exchange    NBU: nbu-exchange-full-2025-04-01-rawformat.json; with `valcode=CC&date=YYYYMMDD`
                                               the row of CC from that file, its text as recorded, `exchangedate` set to
                                               the date asked for (`[]` for a code the file lacks or a bad date)
  /bank/currency                               Monobank: monobank-bank-currency-full-2023-10-14.json
  /p24api/exchange_rates?json&date=DD.MM.YYYY  PrivatBank archive: the fixtures of 20.02.2020 and 01.07.2024; any other
                                               date → that date with an empty `exchangeRate`
Every fixture response carries an ETag and Last-Modified; a matching If-None-Match gets 304.

Control (not logged):
  POST /__fault  {"path": "/coins/markets", "kind": "503", "times": 1, "delay": 3}
      kinds: 400 (openmeteo-error-400.json, HTTP 400), 429 (JSON + Retry-After: 119), 429-date (Retry-After as an HTTP date 120 s ahead),
      429-html (HTML body, no Retry-After), 429-monobank (monobank-429-too-many-requests.json, no Retry-After), 404, 500, 503, html (200 text/html), empty (200, no body),
      truncated (200, first half of the body), empty-list (200, `[]`), invalid-rows (200, a list of elements none of
      which decodes), slow (waits `delay` s, then the normal response),
      gzip (normal body, gzip-encoded), trickle (headers, then a byte every 0.5 s for `delay` s, then the rest),
      echo-key, echo-key-400, echo-key-500 (HTTP 401, 400, 500 with a JSON error body, in Open-Meteo's
      {"error":true,"reason":…} and CoinGecko's {"status":{"error_message":…}} shapes, whose message echoes the
      request's x-cg-pro-api-key / x-cg-demo-api-key header raw and percent-encoded, upper- and lower-case hex).
      times: how many requests it applies to (-1: all). Faults queue per path.
      Hostile kinds (extra fields in the same JSON, kept per path, see FAULT_OPTIONS):
        huge        200, `size` bytes (default 300 MB) of JSON-ish filler generated in 64 KB chunks, no Content-Length
                    (the body ends when the connection closes)
        huge-length the same with `Content-Length: size` declared up front
        gzipbomb    200, Content-Encoding: gzip, a body that inflates to `size` bytes of zeros (default 1 GiB, ~1 MB
                    on the wire)
        redirect    302 to `location` (any URL, e.g. another server, or ftp://…)
        429-value   429 (JSON) with `Retry-After: <retry_after>`, the value exactly as given
        etag-cr     the normal 200 with `ETag: "abc\rX-Injected: 1"` (raw bytes, a CR inside the value)
        body        `status` (default 200) application/json with `body` (a string) as the whole response body
  POST /__reset   clears faults and the request log.
  GET  /__requests  {"counts": {path: n}, "log": [{"path", "target", "headers"}]}
"""
import email.utils
import gzip
import hashlib
import json
import os
import signal
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit, parse_qs, quote
import re

FIXTURES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../../shared/fixtures")
LOCK = threading.Lock()
FAULTS = {}   # path -> list of [kind, remaining, delay]
LOG = []      # dicts
HTML = b"<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>busy</body></html>"
LAST_MODIFIED = "Mon, 19 Aug 2024 00:02:31 GMT"
# A JSON list whose every element is unusable for any list endpoint: wrong types, missing fields, nulls.
INVALID_ROWS = b'[{"ccy":7,"base_ccy":null},{"id":42},{"buy":"x"},null,"row"]'
FAULT_OPTIONS = {}  # path -> extra fields of the last fault posted for it ("location", "size", "retry_after")
GZIP_BOMBS = {}     # inflated size -> gzip body


# Geocoding answers, written for these tests in the shape of the documented Open-Meteo `/v1/search` response
# (https://open-meteo.com/en/docs/geocoding-api: `results[]` with id, name, latitude, longitude, elevation,
# feature_code, country_code, admin1, timezone, population, country; no `results` key when nothing matches).
# Not recorded responses: the ids are GeoNames ids and the coordinates GeoNames' values for these cities.
GEOCODING = {
    "kyiv": {"id": 703448, "name": "Kyiv", "latitude": 50.45466, "longitude": 30.5238, "elevation": 187.0,
             "feature_code": "PPLC", "country_code": "UA", "admin1_id": 703447, "timezone": "Europe/Kyiv",
             "population": 2797553, "country_id": 690791, "country": "Ukraine", "admin1": "Kyiv City"},
    "chambéry": {"id": 3027422, "name": "Chambéry", "latitude": 45.56628, "longitude": 5.92079, "elevation": 270.0,
                 "feature_code": "PPLA2", "country_code": "FR", "admin1_id": 11071625, "timezone": "Europe/Paris",
                 "population": 59490, "country_id": 3017382, "country": "France",
                 "admin1": "Auvergne-Rhône-Alpes", "admin2": "Savoie"},
    "東京": {"id": 1850147, "name": "Tokyo", "latitude": 35.6895, "longitude": 139.69171, "elevation": 44.0,
            "feature_code": "PPLC", "country_code": "JP", "admin1_id": 1850144, "timezone": "Asia/Tokyo",
            "population": 8336599, "country_id": 1861060, "country": "Japan", "admin1": "Tokyo"},
}


def coordinate_ok(query, name, limit):
    try:
        return abs(float(query.get(name, [""])[0])) <= limit
    except ValueError:
        return False


def fixture(name):
    with open(os.path.join(FIXTURES, name), "rb") as f:
        return f.read()


def route(path, query):
    """(status, content type, body) for a normal response."""
    if path.endswith("/p24api/pubinfo"):
        course = query.get("coursid", ["5"])[0]
        if "json" not in query:
            return 200, "application/xml", fixture("privatbank-coursid5-xml-with-btc.xml")
        name = "privatbank-coursid11-2025.json" if course == "11" else "privatbank-coursid5-2025.json"
        return 200, "application/json", fixture(name)
    if "/v6/latest/" in path:
        code = path.rsplit("/", 1)[-1]
        name = "er-api-latest-usd.json" if code == "USD" else "er-api-error-unsupported-code.json"
        return 200, "application/json", fixture(name)
    if path.endswith("/v1/forecast"):
        if not (coordinate_ok(query, "latitude", 90) and coordinate_ok(query, "longitude", 180)):
            return 400, "application/json", fixture("openmeteo-error-400.json")
        if "current" in query or "daily" in query:
            return 200, "application/json", fixture("openmeteo-forecast-current-daily-unixtime.json")
        return 200, "application/json", fixture("openmeteo-forecast-hourly-48h-gmt.json")
    if path.endswith("/v1/search"):
        name = query.get("name", [""])[0].strip().lower()
        body = {"generationtime_ms": 0.52}
        if name in GEOCODING:
            body = {"results": [GEOCODING[name]], "generationtime_ms": 0.52}
        return 200, "application/json", json.dumps(body, ensure_ascii=False).encode()
    if path.endswith("/NBUStatService/v1/statdirectory/exchange"):
        body = fixture("nbu-exchange-full-2025-04-01-rawformat.json")
        if "valcode" in query:
            body = nbu_one_row(body, query["valcode"][0], query.get("date", [""])[0])
        return 200, "application/json", body
    if path.endswith("/bank/currency"):
        return 200, "application/json", fixture("monobank-bank-currency-full-2023-10-14.json")
    if path.endswith("/p24api/exchange_rates"):
        date = query.get("date", [""])[0]
        if date in ("20.02.2020", "01.07.2024"):
            return 200, "application/json", fixture("privatbank-archive-exchange_rates-%s.json" % date)
        body = {"date": date, "bank": "PB", "baseCurrency": 980, "baseCurrencyLit": "UAH", "exchangeRate": []}
        return 200, "application/json", json.dumps(body).encode()
    if "/forecast/" in path:
        return 200, "application/json", fixture("darksky-forecast-with-alerts.json")
    if path.endswith("/market_chart"):
        return market_chart(path.rsplit("/", 2)[-2], query.get("days", [""])[0])
    if path.endswith("/search"):
        return coingecko_search(query.get("query", [""])[0])
    if path.endswith("/coins/markets"):
        body = fixture("coingecko-markets-usd-100.json")
        if "ids" in query:
            body = only_ids(body, query["ids"][0].split(","))
        return 200, "application/json", body
    if "/coins/" in path:
        coin = path.rsplit("/", 1)[-1]
        if coin == "bitcoin":
            return 200, "application/json", fixture("coingecko-coin-bitcoin-detail-full.json")
        return 404, "application/json", fixture("coingecko-404-coin-not-found.json")
    return 404, "text/plain", b"no such route"


MARKET_CHARTS = {"1": "coingecko-market-chart-bitcoin-usd-1d-2021-05-15.json",
                 "365": "coingecko-market-chart-bitcoin-usd-365d-2026-09-26.json"}
SEARCHES = {"pepe": "coingecko-search-pepe-2026.json", "bitcoin": "coingecko-search-bitcoin.json"}


def market_chart(coin, days):
    """Bitcoin's recorded chart for `days` (1, 365; anything else the 7-day one); another coin → CoinGecko's 404."""
    if coin != "bitcoin":
        return 404, "application/json", fixture("coingecko-404-coin-not-found.json")
    return 200, "application/json", fixture(MARKET_CHARTS.get(days, "coingecko-market-chart-bitcoin-usd-7d-2026-09-26.json"))


def coingecko_search(text):
    """The recorded search for `text` (pepe, bitcoin); anything else finds nothing, as CoinGecko answers."""
    name = SEARCHES.get(text.strip().lower())
    if name:
        return 200, "application/json", fixture(name)
    body = {"coins": [], "exchanges": [], "icos": [], "categories": [], "nfts": []}
    return 200, "application/json", json.dumps(body).encode()


def only_ids(body, ids):
    """The elements of the JSON array `body` whose "id" is in `ids`, each element's text as recorded (numbers keep
    their exact digits: no re-serialisation)."""
    text = body.decode("utf-8")
    decoder = json.JSONDecoder()
    wanted = set(ids)
    kept = []
    index = text.index("[") + 1
    while True:
        while text[index] in " \t\r\n,":
            index += 1
        if text[index] == "]":
            break
        element, end = decoder.raw_decode(text, index)
        if element.get("id") in wanted:
            kept.append(text[index:end])
        index = end
    return ("[" + ",".join(kept) + "]").encode("utf-8")


def nbu_one_row(body, code, date):
    """The NBU by-date answer: `[row]` with the row of `code` from the full list as recorded (exact digits), its
    `exchangedate` the YYYYMMDD `date` written dd.MM.yyyy; `[]` for an unknown code or a malformed date."""
    if not re.fullmatch(r"\d{8}", date):
        return b"[]"
    text = body.decode("utf-8")
    for match in re.finditer(r"\{[^{}]*\}", text):
        row = match.group(0)
        if '"cc":"%s"' % code.upper() in row:
            row = re.sub(r'"exchangedate":"[^"]*"', '"exchangedate":"%s.%s.%s"' % (date[6:8], date[4:6], date[0:4]), row)
            return ("[" + row + "]").encode("utf-8")
    return b"[]"


ECHO_KEY_STATUS = {"echo-key": 401, "echo-key-400": 400, "echo-key-500": 500}


def echo_key_body(headers, status):
    """An error body that echoes the CoinGecko key the request carried, as careless gateways do."""
    key = headers.get("x-cg-pro-api-key") or headers.get("x-cg-demo-api-key") or ""
    upper = quote(key, safe="")
    lower = re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), upper)
    reason = "invalid API key '%s' (sent as %s, %s)" % (key, upper, lower)
    return json.dumps({"error": True, "reason": reason,
                       "status": {"error_code": status, "error_message": reason}}).encode()


def take_fault(path):
    with LOCK:
        queue = FAULTS.get(path, [])
        if not queue:
            return None, 0
        kind, remaining, delay = queue[0]
        if remaining > 0:
            queue[0][1] -= 1
            if queue[0][1] == 0:
                queue.pop(0)
        return kind, delay


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, ctype, body, headers=()):
        self.send_response(status)
        if ctype:
            self.send_header("Content-Type", ctype)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        payload = json.loads(self.rfile.read(length) or b"{}")
        if self.path == "/__fault":
            with LOCK:
                FAULTS.setdefault(payload["path"], []).append(
                    [payload["kind"], int(payload.get("times", -1)), float(payload.get("delay", 3))])
                FAULT_OPTIONS[payload["path"]] = {k: payload[k] for k in ("location", "size", "retry_after", "body", "status") if k in payload}
            self.send(200, "application/json", b"{}")
        elif self.path == "/__reset":
            with LOCK:
                FAULTS.clear()
                LOG.clear()
                FAULT_OPTIONS.clear()
            self.send(200, "application/json", b"{}")
        else:
            self.send(404, "text/plain", b"unknown control")

    def do_GET(self):
        parts = urlsplit(self.path)
        if parts.path == "/__requests":
            with LOCK:
                counts = {}
                for entry in LOG:
                    counts[entry["path"]] = counts.get(entry["path"], 0) + 1
                body = json.dumps({"counts": counts, "log": LOG}).encode()
            self.send(200, "application/json", body)
            return
        with LOCK:
            LOG.append({"path": parts.path, "target": self.path,
                        "headers": {k.lower(): v for k, v in self.headers.items()}})
        try:
            self.respond(parts)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def respond(self, parts):
        query = parse_qs(parts.query, keep_blank_values=True)
        status, ctype, body = route(parts.path, query)
        kind, delay = take_fault(parts.path)
        if kind == "slow":
            time.sleep(delay)
            kind = None
        if kind == "400":
            return self.send(400, "application/json", fixture("openmeteo-error-400.json"))
        if kind == "429":
            return self.send(429, "application/json", fixture("coingecko-429.json"), [("Retry-After", "119")])
        if kind == "429-date":
            when = email.utils.formatdate(time.time() + 120, usegmt=True)
            return self.send(429, "application/json", fixture("coingecko-429.json"), [("Retry-After", when)])
        if kind == "429-monobank":
            return self.send(429, "application/json", fixture("monobank-429-too-many-requests.json"))
        if kind == "429-html":
            return self.send(429, "text/html", HTML)
        if kind in ("echo-key", "echo-key-400", "echo-key-500"):
            return self.send(ECHO_KEY_STATUS[kind], "application/json", echo_key_body(self.headers, ECHO_KEY_STATUS[kind]))
        if kind in ("404", "500", "503"):
            return self.send(int(kind), "text/plain", b"fault " + kind.encode())
        if kind == "html":
            return self.send(200, "text/html", HTML)
        if kind == "empty":
            return self.send(200, "application/json", b"")
        if kind == "empty-list":
            return self.send(200, "application/json", b"[]")
        if kind == "invalid-rows":
            return self.send(200, "application/json", INVALID_ROWS)
        if kind == "truncated":
            return self.send(200, "application/json", body[: len(body) // 2])
        if kind in ("huge", "huge-length", "gzipbomb", "redirect", "etag-cr", "429-value", "body"):
            return self.hostile(kind, FAULT_OPTIONS.get(parts.path, {}), body)
        etag = '"' + hashlib.sha1(body).hexdigest()[:16] + '"'
        headers = [("ETag", etag), ("Last-Modified", LAST_MODIFIED)]
        if status == 200 and self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if kind == "trickle":
            # Headers at once, then one byte every 0.5 s for `delay` seconds: never idle, but slow overall.
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            for i in range(int(delay * 2)):
                self.wfile.write(body[i:i + 1])
                self.wfile.flush()
                time.sleep(0.5)
            self.wfile.write(body[int(delay * 2):])
            return
        if kind == "gzip":
            return self.send(status, ctype, gzip.compress(body), headers + [("Content-Encoding", "gzip")])
        self.send(status, ctype, body, headers)

    # Hostile faults (see the module doc).
    def hostile(self, kind, options, body):
        if kind == "body":
            return self.send(int(options.get("status", 200)), "application/json", options["body"].encode("utf-8"))
        if kind == "429-value":
            return self.send(429, "application/json", fixture("coingecko-429.json"), [("Retry-After", options["retry_after"])])
        if kind == "redirect":
            return self.send(302, "text/plain", b"moved", [("Location", options["location"])])
        if kind == "etag-cr":
            head = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n" % len(body)).encode()
            self.wfile.write(head + b'ETag: "abc\rX-Injected: 1"\r\n\r\n' + body)
            return
        if kind == "gzipbomb":
            size = int(options.get("size", 1 << 30))
            return self.send(200, "application/json", gzip_bomb(size), [("Content-Encoding", "gzip")])
        size = int(options.get("size", 300 << 20))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if kind == "huge-length":
            self.send_header("Content-Length", str(size))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        chunk = b'[' + b'{"id":"filler"},' * 4096
        sent = 0
        while sent < size:
            piece = chunk[: min(len(chunk), size - sent)]
            self.wfile.write(piece)
            sent += len(piece)


def gzip_bomb(size):
    """A gzip body that inflates to `size` zero bytes (made once per size, in 1 MB steps)."""
    with LOCK:
        if size not in GZIP_BOMBS:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # wbits 31: gzip wrapper
            parts, left, zeros = [], size, bytes(1 << 20)
            while left > 0:
                parts.append(compressor.compress(zeros[: min(left, len(zeros))]))
                left -= len(zeros)
            parts.append(compressor.flush())
            GZIP_BOMBS[size] = b"".join(parts)
        return GZIP_BOMBS[size]


def main():
    # The parent (a test process) may block signals in the spawning thread; the mask is inherited. Unblock them so
    # SIGTERM ends the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    # A listen backlog of 128, not socketserver's 5: the dashboard's start sends its seven requests at once, and a
    # sixth connection refused by a full backlog is retried by the kernel only after 1 s (SYN retransmission).
    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if os.environ.get("FIXTURE_SERVER_EXIT_ON_STDIN_EOF") == "1":
        # Started by a test process that holds our stdin: when it ends without stopping us (a crash), stdin ends and
        # so do we, instead of holding the test runner's output open for good.
        def exit_when_parent_ends():
            while sys.stdin.buffer.read(4096):
                pass
            os._exit(0)
        threading.Thread(target=exit_when_parent_ends, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
