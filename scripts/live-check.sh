#!/usr/bin/env bash
# The deploy's live check alone (scripts/live-check.ts): `bash scripts/live-check.sh [--dotenv
# <path>] [--schedule] [--dry-run]` against the project and Vapi organisation of the .env;
# `pnpm live-check` is the same once the workspace is installed. The CI schedule
# (.github/workflows/live-check.yml) runs it with --schedule.
set -euo pipefail
# bootstrap.sh changes to the repository root: a relative --dotenv path stays relative to here
export DEPLOY_CWD="$PWD"
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" >/dev/null
exec pnpm exec node scripts/live-check.ts "$@"
