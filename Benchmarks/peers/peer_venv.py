"""Shared set-up for the benchmark peers: a venv of their own, made on first use from PyPI.

A peer calls ensure(...) before importing its package. Outside the venv it creates the venv if
needed and re-executes itself with the venv's python; inside, it installs the pinned requirements
when the package is missing. Standard library only.
"""

import importlib
import os
import subprocess
import sys


def venv_python(venv):
    return os.path.join(venv, "bin", "python")


def in_venv(venv):
    return os.path.realpath(sys.prefix) == os.path.realpath(venv)


def ensure(module, venv, requirements, log, script, accept_system_module):
    """True when `module` imports; may re-exec `script` inside `venv` (and then never returns)."""
    if in_venv(venv) or accept_system_module:
        try:
            importlib.import_module(module)
            return True
        except ImportError:
            pass
    if not in_venv(venv):
        if not os.path.exists(venv_python(venv)):
            log(f"creating {venv} (first use) …")
            result = subprocess.run([sys.executable, "-m", "venv", venv], stdout=sys.stderr)
            if result.returncode != 0:
                log("python3 -m venv failed")
                return False
        os.execv(venv_python(venv), [venv_python(venv), os.path.abspath(script), *sys.argv[1:]])
    log(f"installing {os.path.basename(requirements)} into {venv} from PyPI …")
    command = [sys.executable, "-m", "pip", "install", "--quiet", "-r", requirements]
    result = subprocess.run(command, stdout=sys.stderr)
    if result.returncode != 0:
        log("pip install failed")
        return False
    try:
        importlib.invalidate_caches()
        importlib.import_module(module)
        return True
    except ImportError as error:
        log(f"{module} still cannot be imported: {error}")
        return False
