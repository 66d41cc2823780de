#!/usr/bin/env bash
# Installs the Debian 12 packages MazeLab needs to build, test and run, skipping those that are
# already installed (so it is fast and quiet the second time).
#   scripts/install-deps.sh             what the build, the tests and the GUI need (g++ 12;
#                                       libtorch-dev only for `mazelab-cli gan train`; locales
#                                       for the tests under a comma-decimal locale)
#   scripts/install-deps.sh sanitizers  that and clang 14 with its sanitizer runtimes, the
#                                       compiler of scripts/sanitize.sh and scripts/fuzz.sh
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build lld
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  libqcustomplot-dev libgif-dev libcadical-dev libbenchmark-dev
  fonts-dejavu-core xvfb xauth libgl1-mesa-dri
  qt6-translations-l10n
  parallel
  libtorch-dev
  locales
)
for extra in "$@"; do
  case $extra in
    sanitizers) PACKAGES+=(clang-14 libclang-rt-14-dev) ;;
    *) echo "install-deps: unknown group '$extra' (known: sanitizers)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
  fi
fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
