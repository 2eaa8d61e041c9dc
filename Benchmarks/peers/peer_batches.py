"""The request loop every benchmark peer runs: one long-lived process, one batch per request.

StoryKitBenchmarks (PeerProcess) starts a peer once, reads its standard output until the line
`ready key=value …`, then alternates its own batches with requests on the peer's standard input,
so that noise from the rest of the machine lands on both sides alike and Python starts only once:

    run <case> <n>    time n runs of <case>; answer  batch case=<case> n=<n> ms=<t1>,<t2>,…
    quit              exit 0 (so does the end of the input)

Anything else is answered `error message=<what>`. The times are milliseconds, one per run, each
taken with time.perf_counter around the timed call alone. Standard library only.
"""

import sys


def serve(cases, ready):
    """Prints `ready …` with the fields of `ready`, then answers requests until quit or EOF.

    `cases` maps a case name to a function of n that returns n run times in seconds.
    """
    print("ready " + " ".join(f"{key}={value}" for key, value in ready.items()), flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words == ["quit"]:
            return 0
        if len(words) == 3 and words[0] == "run" and words[1] in cases and words[2].isdigit() and int(words[2]) > 0:
            times = cases[words[1]](int(words[2]))
            milliseconds = ",".join(f"{seconds * 1e3:.6f}" for seconds in times)
            print(f"batch case={words[1]} n={len(times)} ms={milliseconds}", flush=True)
        else:
            print("error message=unknown-request:" + "_".join(words), flush=True)
    return 0
