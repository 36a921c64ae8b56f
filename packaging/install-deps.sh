#!/usr/bin/env bash
# Installs, with apt, what a fresh Debian 12 machine needs to build, test and run isaac-floorgen.
# Idempotent: quiet and fast when everything is already present.
set -euo pipefail

PACKAGES=(
    cmake ninja-build g++ make
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev qt6-qpa-plugins
    libqcustomplot-dev fonts-dejavu-core xvfb xauth clang-format
    qt6-translations-l10n                 # Qt's own French (qtbase_fr.qm), loaded with the app's translator
    dpkg-dev desktop-file-utils appstream # the .deb (dpkg-shlibdeps) and the validators in the tests
    clang libclang-rt-14-dev              # libFuzzer targets (make fuzz, the CI smoke run)
    zlib1g-dev                            # inflate for the game's packed archives (generation.md 16.3)
    ccache                                # rebuilds of unchanged sources (CI's clean clone, several build folders)
    slurm-wlm munge parallel              # make test-cluster: a one-node Slurm and GNU parallel run the search's shards
)

missing=()
for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
