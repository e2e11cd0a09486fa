#!/usr/bin/env bash
# flash.sh: sends the S-Ifni app, a rules pack and character sheets to an Espruino board with
# the espruino command-line tool from node_modules (over Bluetooth LE, serial or tcp://).
# It builds first, then runs build/flash.mjs (src/flash), which checks the files, writes the
# upload scripts and runs the tool. ./flash.sh --help; README "Updating the device".
set -euo pipefail
cd "$(dirname "$0")"
build=1
for a in "$@"; do
  case "$a" in --no-build | --dry-run | --list | --help | -h) build=0 ;; esac
done
if [[ $build == 1 ]]; then
  echo "flash: building (npm run build)..." >&2
  if ! log=$(npm run --silent build 2>&1); then
    echo "$log" >&2
    echo "flash: the build failed: nothing was sent" >&2
    exit 2
  fi
fi
if [[ ! -f build/flash.mjs ]]; then
  echo "flash: build/flash.mjs is missing: run npm run build (or leave out --no-build)" >&2
  exit 2
fi
exec node build/flash.mjs "$@"
