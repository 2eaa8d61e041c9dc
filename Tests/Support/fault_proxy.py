#!/usr/bin/env python3
"""A fault-injecting HTTP proxy in front of the test nginx (standard library only).

    fault_proxy.py --upstream http://127.0.0.1:<nginx port> --port-file FILE [--port N]
                   [--max-seconds S] [--watch-stdin]

A fault's <file> is served from nginx's /feeds/, or from /media/ when it is a picture
(.png, .jpg, .webp), so the faults apply to story media as well as feeds.

Routes (every path is counted; a <tag>/ folder before the file name is optional and lets
parallel tests keep their request counts apart; it is dropped before nginx sees the path):

  GET /feeds/[<tag>/]<file>        forwarded to nginx as /feeds/<file>, with If-None-Match and
                                   If-Modified-Since; status (304 included), ETag, Last-Modified,
                                   Content-Type and the body come back unchanged
  GET /fault/<kind>/[<tag>/]<file> a fault instead of the feed:
      500, 404, 429     that status
      503               503 with Retry-After: 1
      timeout           the request is read and never answered, until the client gives up
      slow              200 headers with the real Content-Length, then the body one byte every 2.5 s
      truncated         half the real body under a Content-Length 500 bytes too large, then close
      html200           200 with an HTML error page
      reset             the socket is closed with SO_LINGER 0: the client sees a connection reset
      oversize          200 with a 9 MiB body (and its Content-Length)
      drip              200 headers with the real Content-Length, then the body in 8 pieces,
                        0.1 s apart (a slow drip that still arrives within a load timeout)
      late              the whole body in one piece, but only after 3 s (a picture that
                        arrives after the player's load timeout, on a test's clock)
      stall             for a medium: nginx's /media/<file>; 200 headers with its real
                        Content-Length (206 and the rest of it for a Range), its first 4 KiB
                        (at most a tenth of the file), then nothing more until the client gives
                        up (60 s at most)
  GET /count?path=<path>           how many requests <path> has had, as a decimal number
  GET /release?tag=<tag>           ends the pauses of the requests tagged <tag>, now and later
  GET /health                      200 "ok" once nginx answers too

The proxy exits after --max-seconds (default 3600) and, with --watch-stdin, when its standard
input closes, so it cannot outlive a test run by much.
"""

import argparse
import http.client
import http.server
import os
import select
import socket
import struct
import sys
import threading
import time
import urllib.parse

FORWARDED_REQUEST_HEADERS = ("If-None-Match", "If-Modified-Since", "Accept")
FORWARDED_RESPONSE_HEADERS = ("ETag", "Last-Modified", "Content-Type", "Cache-Control")
STATUS_FAULTS = {"500": (500, {}), "404": (404, {}), "429": (429, {}), "503": (503, {"Retry-After": "1"})}
KINDS = set(STATUS_FAULTS) | {"timeout", "slow", "truncated", "html200", "reset", "oversize", "stall",
                              "drip", "late", "pause"}
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
STALL_BYTES = 4096
PAUSE_LIMIT_SECONDS = 60

releases = {}  # tag -> threading.Event, set by /release
releases_lock = threading.Lock()


def release_event(tag):
    with releases_lock:
        return releases.setdefault(tag, threading.Event())
HTML_PAGE = (b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>"
             b"<body><h1>Something went wrong</h1><p>Please try again later.</p></body></html>")
OVERSIZE_BYTES = 9 * 1024 * 1024

counts = {}
counts_lock = threading.Lock()
upstream = None  # (host, port)


def fetch_upstream(path, headers=None, timeout=5):
    connection = http.client.HTTPConnection(upstream[0], upstream[1], timeout=timeout)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        body = response.read()
        return response.status, response.getheaders(), body
    finally:
        connection.close()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"
    server_version = "StoryKitFaultProxy"

    def log_message(self, *args):
        pass

    def reply(self, code, body=b"", headers=(), length=None):
        self.send_response(code)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.send_header("Connection", "close")
        self.end_headers()
        if body and self.command != "HEAD":
            self.wfile.write(body)

    def do_GET(self):
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError, socket.timeout, OSError):
            pass  # the client went away: expected for the timeout and slow faults

    def route(self):
        url = urllib.parse.urlsplit(self.path)
        parts = [p for p in url.path.split("/") if p]
        if url.path == "/count":
            path = urllib.parse.parse_qs(url.query).get("path", [""])[0]
            with counts_lock:
                return self.reply(200, str(counts.get(path, 0)).encode(), [("Content-Type", "text/plain")])
        if url.path == "/release":
            release_event(urllib.parse.parse_qs(url.query).get("tag", [""])[0]).set()
            return self.reply(200, b"released", [("Content-Type", "text/plain")])
        if url.path == "/health":
            status, _, _ = fetch_upstream("/")
            return self.reply(200, b"ok") if status < 500 else self.reply(502, b"nginx")
        with counts_lock:
            counts[url.path] = counts.get(url.path, 0) + 1
        if len(parts) >= 2 and parts[0] == "feeds":
            return self.forward("/feeds/" + parts[-1])
        if len(parts) >= 3 and parts[0] == "fault" and parts[1] in ("stall", "pause"):
            tag = parts[2] if len(parts) >= 4 else ""
            return self.medium(parts[1], "/media/" + parts[-1], tag)
        if len(parts) >= 3 and parts[0] == "fault" and parts[1] in KINDS:
            folder = "/media/" if parts[-1].lower().endswith(PICTURE_SUFFIXES) else "/feeds/"
            return self.fault(parts[1], folder + parts[-1])
        return self.reply(404, b"unknown route", [("Content-Type", "text/plain")])

    def forward(self, path):
        headers = {name: self.headers[name] for name in FORWARDED_REQUEST_HEADERS if self.headers[name]}
        status, response_headers, body = fetch_upstream(path, headers)
        wanted = {name.lower() for name in FORWARDED_RESPONSE_HEADERS}
        passed = [(name, value) for name, value in response_headers if name.lower() in wanted]
        if status == 304:
            self.send_response(304)
            for name, value in passed:
                self.send_header(name, value)
            self.send_header("Connection", "close")
            self.end_headers()
            return
        self.reply(status, body, passed)

    def fault(self, kind, path):
        if kind in STATUS_FAULTS:
            code, headers = STATUS_FAULTS[kind]
            return self.reply(code, b"injected %d" % code, [("Content-Type", "text/plain")] + list(headers.items()))
        if kind == "timeout":
            return self.wait_for_client_to_leave(60)
        if kind == "html200":
            return self.reply(200, HTML_PAGE, [("Content-Type", "text/html")])
        if kind == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.wfile.close()
            self.rfile.close()
            self.connection.close()
            return
        if kind == "oversize":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(OVERSIZE_BYTES))
            self.send_header("Connection", "close")
            self.end_headers()
            chunk = b" " * 65536
            for _ in range(OVERSIZE_BYTES // len(chunk)):
                self.wfile.write(chunk)
            return
        status, headers, body = fetch_upstream(path)
        if status != 200:
            return self.reply(502, b"upstream %d" % status)
        content_type = next((value for name, value in headers if name.lower() == "content-type"), None)
        if kind == "late":
            if self.wait_for_client_to_leave(3):
                return
            return self.reply(200, body, [("Content-Type", content_type or "application/octet-stream")])
        if kind == "drip":
            self.send_response(200)
            self.send_header("Content-Type", content_type or "application/octet-stream")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            piece = max(1, -(-len(body) // 8))
            for start in range(0, len(body), piece):
                self.wfile.write(body[start:start + piece])
                self.wfile.flush()
                if start + piece < len(body) and self.wait_for_client_to_leave(0.1):
                    return
            return
        if kind == "truncated":
            half = body[: len(body) // 2]
            return self.reply(200, half, [("Content-Type", "application/json")], length=len(body) + 500)
        if kind == "slow":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.flush()
            deadline = time.monotonic() + 30
            for index in range(len(body)):
                if time.monotonic() > deadline:
                    return
                self.wfile.write(body[index:index + 1])
                if self.wait_for_client_to_leave(2.5):
                    return
            return

    def medium(self, kind, path, tag):
        status, headers, body = fetch_upstream(path)
        if status != 200:
            return self.reply(502, b"upstream %d" % status)
        content_type = next((value for name, value in headers if name.lower() == "content-type"), None)
        # Ranges are honoured as nginx honours them (a demuxer seeks to a WebM's cues at its end).
        # A stall: every answer, whole or partial, stops after its first 4 KiB. A pause: an answer
        # that crosses the middle of the file stops there until its tag is released, then goes on.
        start = 0
        wanted = self.headers.get("Range") or ""
        if wanted.startswith("bytes=") and wanted[6:].split("-")[0].isdigit():
            start = int(wanted[6:].split("-")[0])
        if start >= len(body) > 0:
            self.send_response(416)
            self.send_header("Content-Range", "bytes */%d" % len(body))
            self.send_header("Content-Length", "0")
            self.send_header("Connection", "close")
            self.end_headers()
            return
        part = body[start:]
        self.send_response(206 if start else 200)
        self.send_header("Content-Type", content_type or "application/octet-stream")
        self.send_header("Accept-Ranges", "bytes")
        if start:
            self.send_header("Content-Range", "bytes %d-%d/%d" % (start, len(body) - 1, len(body)))
        self.send_header("Content-Length", str(len(part)))
        self.send_header("Connection", "close")
        self.end_headers()
        if kind == "pause":
            # No byte past the middle before the release, whatever range is asked for: a client
            # that gives up and asks again from where it stopped waits as well.
            middle = max(len(body) // 2 - start, 0)
            self.wfile.write(part[:middle])
            self.wfile.flush()
            released = release_event(tag)
            deadline = time.monotonic() + PAUSE_LIMIT_SECONDS
            while not released.is_set() and time.monotonic() < deadline:
                if self.wait_for_client_to_leave(0.05):
                    return
            self.wfile.write(part[middle:])
            return
        self.wfile.write(part[: min(STALL_BYTES, max(len(body) // 10, 1))])
        self.wfile.flush()
        self.wait_for_client_to_leave(60)

    def wait_for_client_to_leave(self, seconds):
        """Waits up to `seconds` without answering; True once the client closed its side."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            readable, _, _ = select.select([self.connection], [], [], min(left, 0.25))
            if readable:
                try:
                    if not self.connection.recv(4096):
                        return True
                except OSError:
                    return True


def main():
    global upstream
    parser = argparse.ArgumentParser()
    parser.add_argument("--upstream", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--port-file")
    parser.add_argument("--max-seconds", type=float, default=3600)
    parser.add_argument("--watch-stdin", action="store_true")
    args = parser.parse_args()
    parsed = urllib.parse.urlsplit(args.upstream)
    upstream = (parsed.hostname, parsed.port or 80)

    threading.Timer(args.max_seconds, lambda: os._exit(0)).start()
    if args.watch_stdin:
        def watch_stdin():
            try:
                while sys.stdin.buffer.read(4096):
                    pass
            finally:
                os._exit(0)
        threading.Thread(target=watch_stdin, daemon=True).start()

    http.server.ThreadingHTTPServer.allow_reuse_address = True
    # Tests connect in parallel: the default backlog of 5 would drop SYNs, which the client sees
    # as a 1 s stall (a spurious timeout).
    http.server.ThreadingHTTPServer.request_queue_size = 256
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    if args.port_file:
        temporary = args.port_file + ".tmp"
        with open(temporary, "w") as file:
            file.write("%d\n" % port)
        os.replace(temporary, args.port_file)
    print(port, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
