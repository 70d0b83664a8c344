#!/usr/bin/env bash
# apt-get installs the Debian packages named, as root or through sudo.
set -euo pipefail
[ $# -gt 0 ] || exit 0
echo "installing: $*"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "error: need root (or sudo) to apt-get install $*" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
