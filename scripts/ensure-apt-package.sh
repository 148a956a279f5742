#!/usr/bin/env bash
# ensure-apt-package.sh <file> <debian package>: installs the package with apt when the file
# (an executable, a font) is missing (as root, or through sudo). Used by the e2e and ops test tiers.
set -euo pipefail
if [ ! -e "$1" ]; then
  echo "$1 is missing: installing Debian's $2 package (needs root)..."
  # Another install in progress (a parallel test run) holds dpkg's lock: wait for it.
  wait_lock=(-o DPkg::Lock::Timeout=300)
  if [ "$(id -u)" = "0" ]; then
    apt-get "${wait_lock[@]}" update -qq && apt-get "${wait_lock[@]}" install -y -qq "$2" >/dev/null
  else
    sudo apt-get "${wait_lock[@]}" update -qq && sudo apt-get "${wait_lock[@]}" install -y -qq "$2" >/dev/null
  fi
fi
