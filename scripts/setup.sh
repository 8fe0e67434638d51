#!/usr/bin/env bash
# Gets a fresh machine ready: pnpm (the version package.json pins), the workspace's
# dependencies and, with --browser, Debian's Chromium for the browser tests.
# Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
[ "${1:-}" = "--browser" ] && want_browser=true

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$pnpm_version" ]; then
  echo "Installing pnpm $pnpm_version (corepack is not used: its signature check fails offline)"
  npm install --global --no-fund --no-audit "pnpm@$pnpm_version"
fi

chromium_bin=${CHROME_PATH:-/usr/bin/chromium}
if $want_browser && [ ! -x "$chromium_bin" ]; then
  echo "Installing Debian's chromium for the browser tests (Playwright's own download is not used)"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

pnpm install --frozen-lockfile
