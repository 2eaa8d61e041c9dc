#!/usr/bin/python3
"""Reads and operates an application's accessible tree over AT-SPI, for the accessibility suite
(Tests/StoryKitCLITests/Accessibility). Run with Debian's /usr/bin/python3 (python3-pyatspi), in
the D-Bus session of the application (DBUS_SESSION_BUS_ADDRESS).

Usage, one command a run, one JSON line on standard output (exit status 1 and {"error": ...} when
the deadline passes), or `atspi_driver.py serve`: the same commands, one a line on standard
input as a JSON array of their arguments (["wait", "storykit", "Summer", "20"]), each answered by
its JSON line, until standard input ends. One process then serves a whole test: starting Python
and importing pyatspi for every read cost a fifth of a second of processor each.

  atspi_driver.py check                          pyatspi imports (exit 0) or not (exit 1)
  atspi_driver.py dump APP SECONDS               every node under APP's window, once it has at
                                                 least one node below the window
  atspi_driver.py wait APP PREFIX SECONDS        the first node whose name starts with PREFIX
  atspi_driver.py wait-gone APP PREFIX SECONDS   waits until no node's name starts with PREFIX
  atspi_driver.py wait-focused APP PREFIX SECONDS  the first such node once it has focus
  atspi_driver.py do APP PREFIX ACTION SECONDS   does ACTION (by name) on that node

A node is {"name", "role", "description", "states", "extents": [x, y, w, h] (window
coordinates), "actions"}. Every wait polls with a deadline; there are no fixed sleeps.
"""
import json
import sys
import time


def fail(message):
    print(json.dumps({"error": message}))
    sys.exit(1)


try:
    import pyatspi
except ImportError as error:  # the suite skips on this
    fail(f"pyatspi is not importable: {error}")


def find_app(name, deadline):
    seen = []
    while time.monotonic() < deadline:
        seen = []
        try:
            for app in pyatspi.Registry.getDesktop(0):
                if app is None:
                    continue
                seen.append(app.name)
                if app.name == name and app.childCount > 0:
                    return app
        except Exception:  # the registry is starting
            pass
        time.sleep(0.1)
    fail(f"no application named {name!r}; saw {seen}")


def describe(node):
    described = {
        "name": node.name or "",
        "role": node.getRoleName(),
        "description": node.description or "",
        "states": sorted(pyatspi.stateToString(s) for s in node.getState().getStates()),
        "extents": None,
        "actions": [],
    }
    try:
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        described["extents"] = [box.x, box.y, box.width, box.height]
    except NotImplementedError:
        pass
    try:
        action = node.queryAction()
        described["actions"] = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    return described


def nodes(app):
    """Every node below the application's windows, depth first, with its depth (windows are 0).

    A node that goes away during the walk (the bar's cells as the player opens) makes AT-SPI
    raise; the walk is then retried, for up to a second."""
    deadline = time.monotonic() + 1
    while True:
        found = []

        def visit(node, depth):
            for child in node:
                if child is None:
                    continue
                found.append((depth, child))
                visit(child, depth + 1)

        try:
            visit(app, 0)
            return found
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def first(app, prefix):
    for _, node in nodes(app):
        if (node.name or "").startswith(prefix):
            return node
    return None


def main(argv):
    if len(argv) < 2:
        fail("no command")
    command = argv[1]
    if command == "check":
        print(json.dumps({"ok": True}))
        return
    try:
        app_name = argv[2]
        seconds = float(argv[-1])
    except (IndexError, ValueError):
        fail(f"bad arguments: {argv[1:]}")
    deadline = time.monotonic() + seconds
    app = find_app(app_name, deadline)
    if command == "dump":
        while time.monotonic() < deadline:
            try:
                found = nodes(app)
                if any(depth >= 2 for depth, _ in found):
                    described = [dict(describe(node), depth=depth) for depth, node in found]
                    print(json.dumps(described))
                    return
            except Exception:  # a node went away while it was read (a page sliding on): again
                pass
            time.sleep(0.05)
        fail("the window has no nodes below its host")
    prefix = argv[3]
    if command == "wait":
        while time.monotonic() < deadline:
            try:
                node = first(app, prefix)
                if node is not None:
                    print(json.dumps(describe(node)))
                    return
            except Exception:  # the node went away while it was read: look again
                pass
            time.sleep(0.05)
        fail(f"no node named {prefix!r}...; nodes: {[n.name for _, n in nodes(app)]}")
    if command == "wait-focused":
        while time.monotonic() < deadline:
            try:
                for _, node in nodes(app):
                    if (node.name or "").startswith(prefix) and node.getState().contains(pyatspi.STATE_FOCUSED):
                        print(json.dumps(describe(node)))
                        return
            except Exception:  # a node went away while it was read: look again
                pass
            time.sleep(0.05)
        focused = [n.name for _, n in nodes(app) if n.getState().contains(pyatspi.STATE_FOCUSED)]
        fail(f"no focused node named {prefix!r}...; focused: {focused}")
    if command == "wait-gone":
        while time.monotonic() < deadline:
            try:
                if first(app, prefix) is None:
                    print(json.dumps({"ok": True}))
                    return
            except Exception:  # a node went away while it was read: look again
                pass
            time.sleep(0.05)
        fail(f"a node named {prefix!r}... is still there")
    if command == "do":
        wanted = argv[4]
        while time.monotonic() < deadline:
            try:
                node = first(app, prefix)
                if node is not None:
                    action = node.queryAction()
                    names = [action.getName(i) for i in range(action.nActions)]
                    if wanted in names:
                        done = action.doAction(names.index(wanted))
                        print(json.dumps({"ok": bool(done)}))
                        return
            except Exception:  # the node went away while it was read: look again
                pass
            time.sleep(0.05)
        fail(f"no node named {prefix!r}... with the action {wanted!r}")
    fail(f"unknown command {command!r}")


def serve():
    for line in sys.stdin:
        try:
            arguments = json.loads(line)
        except ValueError:
            print(json.dumps({"error": f"not a JSON array: {line.strip()!r}"}), flush=True)
            continue
        if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
            print(json.dumps({"error": f"not an array of strings: {line.strip()!r}"}), flush=True)
            continue
        try:
            main(["atspi_driver.py"] + arguments)
        except SystemExit:  # fail() printed the error
            pass
        except Exception as error:  # the application went away mid-command
            print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
        sys.stdout.flush()


if len(sys.argv) == 2 and sys.argv[1] == "serve":
    serve()
else:
    main(sys.argv)
