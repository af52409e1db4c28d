#!/usr/bin/env bash
# Renames the npm scope of every workspace package (OLD_SCOPE below) to another one in every
# tracked file (package names, imports, import maps, --filter arguments, docs; also the
# regex-escaped form `<scope>\/`), then refreshes pnpm-lock.yaml. For a fork that
# publishes the packages under its own npm organisation; run once, from a clean tree:
#
#   bash scripts/rename-scope.sh @your-scope
#
# Afterwards: pnpm run typecheck, pnpm exec biome ci ., pnpm test:all; commit.
set -euo pipefail

OLD_SCOPE="@hlasovy-asistent"
NEW_SCOPE="${1:-}"
if [[ ! "$NEW_SCOPE" =~ ^@[a-z0-9][a-z0-9._-]*$ ]]; then
  echo "usage: bash scripts/rename-scope.sh @your-scope   ('${NEW_SCOPE}' is not an npm scope)" >&2
  exit 2
fi
if [[ "$NEW_SCOPE" == "$OLD_SCOPE" ]]; then
  echo "rename-scope: the packages are already under ${OLD_SCOPE}" >&2
  exit 2
fi
cd "$(git rev-parse --show-toplevel)"
if [[ -n "$(git status --porcelain)" ]]; then
  echo "rename-scope: commit or stash your changes first" >&2
  exit 1
fi

self="scripts/rename-scope.sh"
mapfile -t files < <(git grep -lI -F -e "${OLD_SCOPE}/" -e "${OLD_SCOPE}\\/" -- . ':!pnpm-lock.yaml' ":!${self}")
echo "rename-scope: ${OLD_SCOPE}/ -> ${NEW_SCOPE}/ in ${#files[@]} files"
sed -i -e "s#${OLD_SCOPE}/#${NEW_SCOPE}/#g" -e "s#${OLD_SCOPE}\\\\/#${NEW_SCOPE}\\\\/#g" "${files[@]}"
# the next rename starts from the new scope
sed -i -e "s#^OLD_SCOPE=\"${OLD_SCOPE}\"#OLD_SCOPE=\"${NEW_SCOPE}\"#" "$self"

left="$(git grep -nI -F -e "${OLD_SCOPE}/" -e "${OLD_SCOPE}\\/" -- . ':!pnpm-lock.yaml' ":!${self}" || true)"
if [[ -n "$left" ]]; then
  echo "rename-scope: still there:" >&2
  echo "$left" >&2
  exit 1
fi
pnpm install
echo "rename-scope: done; review with git diff --stat"
