#!/usr/bin/env bash
# README command 2: install what the tests need and run every test.
# Ends with one line "N passed, N failed" summed over every runner.
set -euo pipefail
SCRIPTS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$SCRIPTS/bootstrap.sh"
source "$SCRIPTS/system-packages.sh"

exec pnpm test:all
