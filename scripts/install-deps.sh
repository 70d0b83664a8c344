#!/usr/bin/env bash
# Installs what building and rendering need and a fresh Debian machine lacks:
# Cairo's headers (libcairo2-dev), libpng's (libpng-dev, which libcairo2-dev brings; the PNG
# encoder uses it directly), the DejaVu fonts the diagrams are set in, and Droid Sans Fallback,
# which sets CJK text (pasted RxSwift prints Chinese in examples 90-93), and Symbola, which sets
# symbols DejaVu lacks (93's `❌`); without them Cairo draws boxes and the committed images no
# longer match.
# Does nothing when all are already there.
set -euo pipefail

missing=()
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing+=(fonts-droid-fallback)
[ -f /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf ] || missing+=(fonts-symbola)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

"$(dirname "$0")/apt-install.sh" "${missing[@]}"
