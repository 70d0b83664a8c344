#!/usr/bin/env bash
# Installs what building and rendering need and a fresh Debian machine lacks:
# Cairo's headers (libcairo2-dev) and the DejaVu fonts the diagrams are set in.
# Does nothing when both are already there.
set -euo pipefail

missing=()
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

"$(dirname "$0")/apt-install.sh" "${missing[@]}"
