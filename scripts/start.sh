#!/usr/bin/env bash
# README command 1: install everything and run the product locally (local backend + site).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
exec pnpm dev
