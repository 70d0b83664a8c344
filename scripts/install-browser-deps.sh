#!/usr/bin/env bash
# Installs what `make browser-test` needs and a fresh Debian machine lacks: Chromium (from
# Debian's packages) and the Python client of its DevTools protocol (websocket-client, from
# PyPI). Does nothing when both are there.
set -euo pipefail

command -v chromium >/dev/null 2>&1 || "$(dirname "$0")/apt-install.sh" chromium
python3 -c "import websocket" 2>/dev/null || python3 -m pip install -q "websocket-client==1.9.2"
