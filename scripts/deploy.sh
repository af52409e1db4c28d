#!/usr/bin/env bash
# One command deploy: `bash scripts/deploy.sh` reads the repository's filled .env (see
# .env.example) and runs every check first (the .env, then read only the database's lead
# retention and the assistant's dashboard edits, then the site build and its secret scan);
# nothing remote changes when one fails. Then it pushes the migrations, syncs the assistant,
# sets (and unsets) the function secrets, deploys every Edge Function and publishes the checked
# build to Netlify (scripts/deploy.ts).
# `--dry-run` runs the same steps against local stand-ins; `--dotenv <path>` reads another file.
set -euo pipefail
# bootstrap.sh changes to the repository root: a relative --dotenv path stays relative to here
export DEPLOY_CWD="$PWD"
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" >/dev/null
exec pnpm exec node scripts/deploy.ts "$@"
