#!/usr/bin/env bash
# Renames the workspace scope `@repo/` to the npm scope the packages are published under, in
# every tracked file (package names, imports, import maps, --filter arguments, docs; also the
# regex-escaped form `@repo\/`), then refreshes pnpm-lock.yaml. Run once, from a clean tree, on
# the branch that has everything merged:
#
#   bash scripts/rename-scope.sh                 # -> @hlasovy-asistent/
#   bash scripts/rename-scope.sh @other-scope    # another scope
#
# Afterwards: pnpm run typecheck, pnpm exec biome ci ., pnpm test:all; commit.
set -euo pipefail

NEW_SCOPE="${1:-@hlasovy-asistent}"
if [[ ! "$NEW_SCOPE" =~ ^@[a-z0-9][a-z0-9._-]*$ ]]; then
  echo "rename-scope: '$NEW_SCOPE' is not an npm scope (@lower-case-name)" >&2
  exit 2
fi
cd "$(git rev-parse --show-toplevel)"
if [[ -n "$(git status --porcelain)" ]]; then
  echo "rename-scope: commit or stash your changes first" >&2
  exit 1
fi

mapfile -t files < <(git grep -lI -e '@repo/' -e '@repo\\/' -- . ':!pnpm-lock.yaml')
echo "rename-scope: @repo/ -> ${NEW_SCOPE}/ in ${#files[@]} files"
sed -i -e "s#@repo/#${NEW_SCOPE}/#g" -e "s#@repo\\\\/#${NEW_SCOPE}\\\\/#g" "${files[@]}"

left="$(git grep -nI -e '@repo/' -e '@repo\\/' -- . ':!pnpm-lock.yaml' || true)"
if [[ -n "$left" ]]; then
  echo "rename-scope: still there:" >&2
  echo "$left" >&2
  exit 1
fi
pnpm install
echo "rename-scope: done; review with git diff --stat"
