#!/usr/bin/env bash
# Gets a fresh machine ready: pnpm (the version package.json pins), the workspace's
# dependencies and, with --browser, what the tests run besides Node: Debian's Chromium for the
# browser tests and Debian's nginx (with its Brotli static module) for the deploy-config test.
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
debian_packages=()
if $want_browser; then
  [ -x "$chromium_bin" ] || debian_packages+=(chromium)
  # The generated nginx config is tested under the nginx it is for (apps/web/server/nginx.test.ts).
  [ -x /usr/sbin/nginx ] || debian_packages+=(nginx)
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || debian_packages+=(libnginx-mod-http-brotli-static)
fi
if [ ${#debian_packages[@]} -gt 0 ]; then
  echo "Installing Debian's ${debian_packages[*]} for the tests (Playwright's own browser download is not used)"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  # The test runs an nginx of its own. On a machine with systemd the package also starts the system's
  # nginx on port 80 (`systemctl disable --now nginx` stops it); a container starts no service.
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${debian_packages[@]}" >/dev/null
fi

pnpm install --frozen-lockfile
