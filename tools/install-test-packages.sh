#!/usr/bin/env bash
# The Debian packages the tests need besides Node, installed when missing (`npm test` runs this
# first, as its pretest step): Chromium drives the end-to-end tests (its headless shell, and the
# full browser for the reference pictures and the install check); PostgreSQL's, Redis's and
# nginx's binaries let the store, rate-limit and cache-in-front tests start throwaway servers of
# their own (no service is started here). apt-get needs root: as root (CI, a container) or with
# a sudo that asks no password the packages are installed; otherwise this names them and stops,
# so the first thing printed is the reason and the command to run, not a failed test.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null || missing+=(postgresql)
command -v redis-server > /dev/null || missing+=(redis-server)
command -v nginx > /dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=(env)
elif command -v sudo > /dev/null && sudo -n true 2> /dev/null; then
  as_root=(sudo -n env)
else
  echo "The tests need these Debian packages, missing here: ${missing[*]}" >&2
  echo "Install them (sudo apt-get install ${missing[*]}), then run the tests again." >&2
  exit 1
fi
if ! command -v apt-get > /dev/null; then
  echo "The tests need: ${missing[*]} (Debian package names); this system has no apt-get to install them." >&2
  exit 1
fi
echo "Installing the Debian packages the tests need: ${missing[*]}"
"${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
