"""What every RxPY mirror uses to record in the RxSwift fixtures' format: a print that logs,
RxSwift's text for an event (`next(2)`, `completed`, `error(boom)`) and Swift's
String(describing:) for values, and the recording of test observers and observables."""
import sys

import reactivex
from reactivex.notification import OnCompleted, OnError, OnNext


SCENARIOS = {}
"""Every mirror, by the name of the snippet it mirrors (scenarios_*.py register here)."""


def scenario(name):
    def register(f):
        SCENARIOS[name] = f
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
    if isinstance(value, float) and value == int(value):
        return str(int(value))
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

    def fixture(self, sha: str) -> dict:
        return {
            "name": self.name,
            "snippet_sha256": sha,
            "printed": self.printed,
            "observers": self.observers,
            "observables": self.observables,
            # The mirrors assert nothing: RxSwift's expectations are RxSwift's; compare.py says
            # where RxPY differs.
            "assertions": {"passed": None, "failures": []},
        }
