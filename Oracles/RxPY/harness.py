"""What every RxPY mirror uses to record in the RxSwift fixtures' format: a print that logs,
RxSwift's text for an event (`next(2)`, `completed`, `error(boom)`) and Swift's
String(describing:) for values, and the recording of test observers and observables."""
import os
import sys

import reactivex
from reactivex.notification import OnCompleted, OnError, OnNext


SCENARIOS = {}
"""Every mirror, by the name of the snippet it mirrors (scenarios_*.py register here)."""

REGISTERED_AT = {}
"""Where each mirror was registered: (file name, line) of the top-level statement of its
scenarios_*.py that was running. record.py checks that fixture_format.mirror_registrations,
which hashes a mirror's source without importing it, found that very statement."""


def scenario(name):
    def register(f):
        SCENARIOS[name] = f
        frame = sys._getframe(1)
        while frame is not None and frame.f_code.co_name != "<module>":
            frame = frame.f_back
        if frame is not None:
            REGISTERED_AT[name] = (os.path.basename(frame.f_code.co_filename), frame.f_lineno)
        return f
    return register


class TestError(Exception):
    """The snippets' `enum TestError: Error { case boom }`: described as `boom`."""

    def __init__(self, name: str = "boom") -> None:
        super().__init__(name)


def swift(value) -> str:
    """Swift's String(describing:) for the values the snippets use."""
    if value is None:
        return "()"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(swift(v) for v in value) + "]"
    # Python's str of a float is its shortest round-trip form, as Swift's description of a
    # Double: 1.0, 0.1, 1e-05, 1e+16, inf, nan.
    return str(value)


def event(notification) -> str:
    """An RxPY notification as RxSwift prints an Event."""
    if isinstance(notification, OnNext):
        return f"next({swift(notification.value)})"
    if isinstance(notification, OnError):
        return f"error({notification.exception})"
    return "completed"


def tick(t):
    return int(t) if float(t) == int(t) else t


class Recording:
    def __init__(self, name: str) -> None:
        self.name = name
        self.printed: list[str] = []
        self.observers: list[dict] = []
        self.observables: list[dict] = []

    def print(self, *items) -> None:
        self.printed.append(" ".join(i if isinstance(i, str) else swift(i) for i in items))

    def events(self, prefix=None):
        """An observer printing each event as `print(prefix, $0)` does in RxSwift."""
        def out(text):
            self.print(*([prefix, text] if prefix is not None else [text]))
        return reactivex.Observer(
            on_next=lambda v: out(f"next({swift(v)})"),
            on_error=lambda e: out(f"error({e})"),
            on_completed=lambda: out("completed"),
        )

    def observer(self, name: str, mock) -> None:
        events = []
        for message in mock.messages:
            n = message.value
            if isinstance(n, OnNext):
                events.append({"time": tick(message.time), "kind": "next", "value": swift(n.value)})
            elif isinstance(n, OnError):
                events.append({"time": tick(message.time), "kind": "error", "error": str(n.exception)})
            else:
                events.append({"time": tick(message.time), "kind": "completed"})
        self.observers.append({"name": name, "events": events})

    def observable(self, name: str, kind: str, observable) -> None:
        subs = [{"subscribe": tick(s.subscribe),
                 "unsubscribe": None if s.unsubscribe == sys.maxsize else tick(s.unsubscribe)}
                for s in observable.subscriptions]
        self.observables.append({"name": name, "kind": kind, "subscriptions": subs})

    def fixture(self, sha: str, mirror_sha: str, recorded_with: dict) -> dict:
        return {
            "name": self.name,
            "snippet_sha256": sha,
            "mirror_sha256": mirror_sha,
            "recorded_with": recorded_with,
            "printed": self.printed,
            "observers": self.observers,
            "observables": self.observables,
            # The mirrors assert nothing: RxSwift's expectations are RxSwift's; compare.py says
            # where RxPY differs.
            "assertions": {"passed": None, "failures": []},
        }
