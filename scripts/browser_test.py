#!/usr/bin/env python3
"""`marbles serve` in a real browser: headless Chromium, driven over the DevTools protocol.

Starts `marbles serve` on a folder of .marble files and Chromium on its page, then checks
that what happens to the files shows on the page without a reload: a changed file's
diagram and description are redrawn, an error appears in place, a new file gets a card, and
the edit box renders what is typed. Saves a screenshot of the page.

Usage: browser_test.py MARBLES_BINARY SCREENSHOT.png
"""
import base64
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket

TIMEOUT = 30


class DevTools:
    """A minimal DevTools protocol client: one page, commands answered by id."""

    def __init__(self, url):
        self.socket = websocket.create_connection(url, timeout=TIMEOUT)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")


# What the page shows, as JSON: each card's name, description, error, and whether its image
# is loaded and visible (laid out: a hidden one has no width); the edit box's preview.
STATE = """(() => !document.getElementById('preview-description')
  ? JSON.stringify({ cards: [], preview: '', previewImage: false, previewShare: 0, marker: null })
  : JSON.stringify({
  cards: [...document.querySelectorAll('#diagrams section.card')].map(c => ({
    name: c.dataset.name,
    description: c.querySelector('.description').textContent,
    error: c.querySelector('pre.error').hidden ? null : c.querySelector('pre.error').textContent,
    image: c.querySelector('img').offsetWidth > 0 && c.querySelector('img').complete && c.querySelector('img').naturalWidth > 0,
  })),
  preview: document.getElementById('preview-description').textContent,
  previewImage: document.querySelector('#preview img').offsetWidth > 0 && document.querySelector('#preview img').complete && document.querySelector('#preview img').naturalWidth > 0,
  previewShare: document.querySelector('#preview img').offsetWidth / window.innerWidth,
  marker: window.marblesTestMarker || null,
}))()"""


def wait_for(page, what, predicate):
    deadline = time.time() + TIMEOUT
    state = None
    while time.time() < deadline:
        state = json.loads(page.evaluate(STATE))
        if predicate(state):
            print(f"ok   {what}")
            return state
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}; the page shows {json.dumps(state, indent=1)}")


def card(state, name):
    return next((c for c in state["cards"] if c["name"] == name), None)


def main():
    marbles, screenshot = sys.argv[1], pathlib.Path(sys.argv[2])
    work = pathlib.Path(tempfile.mkdtemp(prefix="marbles-browser-"))
    folder = work / "diagrams"
    folder.mkdir()
    (folder / "a.marble").write_text('title "a"\nC = hot("-1-2|").sink()\n')
    (folder / "b.marble").write_text('title "b"\nC = hot("-5|").map { $0 * 10 }.sink()\n')
    processes = []
    try:
        server = subprocess.Popen([marbles, "serve", str(folder), "--port", "0"], stdout=subprocess.PIPE, text=True)
        processes.append(server)
        line = server.stdout.readline()
        url = line.split(" at ")[1].split(" ")[0]
        assert url.startswith("http://127.0.0.1:"), line
        print(f"ok   {line.strip()}")

        profile = work / "profile"
        browser = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--remote-debugging-port=0", f"--user-data-dir={profile}",
             "--window-size=1400,1100", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(browser)
        port_file = profile / "DevToolsActivePort"
        deadline = time.time() + TIMEOUT
        while not port_file.exists() or not port_file.read_text().strip():
            if time.time() > deadline:
                raise AssertionError("chromium did not start its DevTools server")
            time.sleep(0.1)
        devtools_port = port_file.read_text().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{devtools_port}/json/list"))
        page = DevTools(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
        page.call("Page.enable")
        page.call("Page.navigate", url=url)

        wait_for(page, "both diagrams drawn with their descriptions", lambda s:
                 card(s, "a.marble") and card(s, "a.marble")["image"]
                 and card(s, "a.marble")["description"] == "C receives 1 at tick 1 and 2 at tick 3; finishes at tick 4."
                 and card(s, "b.marble") and card(s, "b.marble")["image"])
        # A value only this page load has: a reload would lose it.
        page.evaluate("window.marblesTestMarker = 'same page'")

        (folder / "a.marble").write_text('title "a"\nC = hot("-7-8-9|").sink()\n')
        wait_for(page, "a changed file redrawn without a reload", lambda s:
                 card(s, "a.marble")["description"] == "C receives 7 at tick 1, 8 at tick 3 and 9 at tick 5; finishes at tick 6."
                 and card(s, "a.marble")["image"] and s["marker"] == "same page")

        (folder / "b.marble").write_text('title "b"\nC = hot("-5|").mapp { $0 * 10 }.sink()\n')
        wait_for(page, "an error shown in place", lambda s:
                 (card(s, "b.marble")["error"] or "").startswith("b.marble:2:16: error: unknown operator 'mapp'")
                 and "^~~~ expected an operator: did you mean 'map'?" in card(s, "b.marble")["error"]
                 and not card(s, "b.marble")["image"]
                 and s["marker"] == "same page")

        (folder / "c.marble").write_text('C = Just(3).sink()\n')
        wait_for(page, "a new file gets a card", lambda s:
                 card(s, "c.marble") and card(s, "c.marble")["image"]
                 and card(s, "c.marble")["description"] == "C receives 3 at tick 0; finishes at tick 0.")

        page.evaluate("""(() => {
          const editor = document.getElementById('source');
          editor.value = 's = PassthroughSubject<Int>()\\nC = s.sink(demand: 1)\\ns.send("-4-6|")';
          editor.dispatchEvent(new Event('input'));
        })()""")
        wait_for(page, "the edit box rendered as typed", lambda s:
                 s["preview"] == "C receives 4 at tick 1; 6 at tick 3 is dropped (no demand); finishes at tick 4."
                 and s["previewImage"] and s["marker"] == "same page")
        # A preview in a side column was a third of the page, too small to read.
        state = wait_for(page, "the edit box's preview at least half the page wide", lambda s: s["previewShare"] >= 0.5)
        print(f"     the preview is {state['previewShare']:.0%} of the page's width")

        shot = page.call("Page.captureScreenshot", format="png")
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        screenshot.write_bytes(base64.b64decode(shot["data"]))
        print(f"ok   screenshot: {screenshot}")

        # SIGTERM ends the server at once (it took 1-4 s when serve was a second executable
        # that marbles handed over to); 10 s only guards against a hang.
        started = time.time()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            raise AssertionError("marbles serve did not exit within 10 s of SIGTERM")
        print(f"ok   marbles serve exits on SIGTERM ({time.time() - started:.2f} s)")
    finally:
        for process in reversed(processes):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
