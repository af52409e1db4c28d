#!/usr/bin/env bash
# One command deploy: `bash scripts/deploy.sh` reads the repository's filled .env (see
# .env.example), checks it, then links the Supabase project, pushes the migrations, sets the
# function secrets, deploys every Edge Function, syncs the assistant (when the workspace has
# `assistant:sync`) and builds the site. Nothing remote runs when a check fails.
# `--dry-run` runs the same steps against local stand-ins; `--dotenv <path>` reads another file.
set -euo pipefail
# bootstrap.sh changes to the repository root: a relative --dotenv path stays relative to here
export DEPLOY_CWD="$PWD"
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" >/dev/null
exec pnpm exec node scripts/deploy.ts "$@"
