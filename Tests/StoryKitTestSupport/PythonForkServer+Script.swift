extension PythonForkServer {
  /// The forker's program (see ``PythonForkServer``). It imports what the servers import before
  /// it forks, and stays single-threaded, so forking it is safe. A child runs its program as
  /// `python3 -c` would: in a fresh `__main__` module, with `sys.argv[0]` `-c`, and its end waits
  /// for every thread that is not a daemon.
  static let forkerScript = #"""
    import builtins, ctypes, io, json, os, select, signal, sys, threading, traceback, types
    import email.utils, functools, http.server, random, socket, socketserver, struct, time
    import urllib.parse, zlib

    libc = ctypes.CDLL(None, use_errno=True)
    PR_SET_PDEATHSIG = 1
    parent = os.getppid()
    forker = os.getpid()
    children = set()
    # Answers go out on a descriptor of their own; whatever else the forker writes goes nowhere.
    answers = os.fdopen(os.dup(1), "w")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 1)
    os.dup2(null, 2)

    def reap():
        for pid in list(children):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid
            if done == pid:
                children.discard(pid)

    def stop(pid):
        if pid not in children:
            return
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        children.discard(pid)

    class FirstLine(io.TextIOBase):
        """A child's standard output and error: to the forker up to the first newline, then nowhere."""
        encoding = "utf-8"
        def __init__(self, fd):
            super().__init__()
            self.fd = fd
        def writable(self):
            return True
        def write(self, text):
            if self.fd is not None:
                data = text.encode("utf-8", "replace")
                newline = data.find(b"\n")
                os.write(self.fd, data if newline < 0 else data[:newline + 1])
                if newline >= 0:
                    os.close(self.fd)
                    self.fd = None
            return len(text)

    def run(program, arguments, fd):
        for target in (0, 1, 2):
            os.dup2(null, target)
        os.close(answers.fileno())
        report = FirstLine(fd)
        sys.stdin = open(null, closefd=False)
        sys.stdout = sys.stderr = report
        sys.argv = ["-c"] + arguments
        main = types.ModuleType("__main__")
        main.__builtins__ = builtins
        sys.modules["__main__"] = main
        try:
            exec(compile(program, "<string>", "exec"), main.__dict__)
            # As the interpreter does at its end: wait for every thread that is not a daemon.
            while True:
                others = [thread for thread in threading.enumerate()
                          if thread is not threading.main_thread() and not thread.daemon]
                if not others:
                    break
                for thread in others:
                    thread.join()
            os._exit(0)
        except SystemExit as exit:
            if exit.code is None:
                os._exit(0)
            if isinstance(exit.code, int):
                os._exit(exit.code if 0 <= exit.code <= 255 else 1)
            report.write(str(exit.code) + "\n")
            os._exit(1)
        except BaseException as error:
            # Before its first line, the error's own line is the one worth reporting.
            report.write("error: " + traceback.format_exception_only(type(error), error)[-1].strip() + "\n")
            os._exit(1)

    def start(program, arguments, timeout):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(read_end)
                if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL) != 0 or os.getppid() != forker:
                    os._exit(1)
                run(program, arguments, write_end)
            finally:
                os._exit(1)
        os.close(write_end)
        children.add(pid)
        output = b""
        deadline = time.monotonic() + timeout
        while b"\n" not in output:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([read_end], [], [], left)[0]:
                break
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            output += chunk
        os.close(read_end)
        text = output.decode("utf-8", "replace")
        if "\n" in text:
            return {"pid": pid, "line": text.split("\n", 1)[0]}
        stop(pid)
        return {"pid": pid, "line": None, "output": text}

    def requests():
        """Each line of standard input, until it closes or the test process is gone."""
        pending = b""
        while True:
            while b"\n" not in pending:
                ready = select.select([0], [], [], 1.0)[0]
                if os.getppid() != parent:
                    return
                if ready:
                    chunk = os.read(0, 65536)
                    if not chunk:
                        return
                    pending += chunk
            line, pending = pending.split(b"\n", 1)
            yield json.loads(line)

    for request in requests():
        reap()
        if request["op"] == "start":
            answer = start(request["program"], request["arguments"], request["timeout"])
        else:
            stop(request["pid"])
            answer = {"stopped": True}
        answer["id"] = request["id"]
        answers.write(json.dumps(answer) + "\n")
        answers.flush()
    for pid in list(children):
        stop(pid)
    """#
}
