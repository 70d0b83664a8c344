#!/usr/bin/env bash
# Installs what `make browser-test` needs and a fresh Debian machine lacks: Chromium (from
# Debian's packages) and the Python client of its DevTools protocol (websocket-client, from
# PyPI). Does nothing when both are there.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing: chromium"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "error: need root (or sudo) to apt-get install chromium" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
python3 -c "import websocket" 2>/dev/null || python3 -m pip install -q "websocket-client==1.9.2"
