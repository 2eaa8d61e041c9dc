#!/usr/bin/env python3
"""Serves one folder over HTTP on 127.0.0.1 for `storykit-bench video`'s http case and
`storykit-bench playback`.

Usage: loopback_file_server.py <folder> [latency-ms]. With a latency, every response waits that
many milliseconds before its status line (a fixed added latency, as a distant server adds). Binds
a free port, prints `ready port=<port>` and serves
GET and HEAD with byte ranges (`Range: bytes=a-b`, answered 206) until its standard input ends
or reads `quit`. Standard library only; no venv.
"""
import http.server
import os
import re
import sys
import threading
import time


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    latency = 0.0

    def log_message(self, *args):  # quiet: the bench's standard output is its table
        pass

    def send_head(self):
        if self.latency > 0:
            time.sleep(self.latency)
        path = self.translate_path(self.path)
        if not os.path.isfile(path):
            self.send_error(404)
            return None
        size = os.path.getsize(path)
        start, end = 0, size - 1
        match = re.fullmatch(r"bytes=(\d*)-(\d*)", self.headers.get("Range", "").strip())
        if match and (match.group(1) or match.group(2)):
            if match.group(1):
                start = int(match.group(1))
                end = int(match.group(2)) if match.group(2) else size - 1
            else:
                start = max(0, size - int(match.group(2)))
            end = min(end, size - 1)
            if start > end:
                self.send_response(416)
                self.send_header("Content-Range", f"bytes */{size}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{end}/{size}")
        else:
            self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        handle = open(path, "rb")
        handle.seek(start)
        self.remaining = end - start + 1
        return handle

    def copyfile(self, source, outputfile):
        remaining = self.remaining
        while remaining > 0:
            chunk = source.read(min(65536, remaining))
            if not chunk:
                break
            outputfile.write(chunk)
            remaining -= len(chunk)


def main():
    if len(sys.argv) not in (2, 3) or not os.path.isdir(sys.argv[1]):
        print("usage: loopback_file_server.py <folder> [latency-ms]", file=sys.stderr)
        return 2
    folder = sys.argv[1]
    if len(sys.argv) == 3:
        Handler.latency = float(sys.argv[2]) / 1000.0

    def handler(*args, **kwargs):
        return Handler(*args, directory=folder, **kwargs)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"ready port={server.server_address[1]}", flush=True)
    for line in sys.stdin:
        if line.strip() == "quit":
            break
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
