#!/usr/bin/env bash
# Installs, with apt, what a fresh Debian 12 machine needs to build, test and run isaac-floorgen.
# Idempotent: quiet and fast when everything is already present.
#
#   install-deps.sh [app|web|test]
#     app   what the desktop app and the CLI need to build and run (make run, make build)
#     web   the WebAssembly module and its page (make web): emscripten, nodejs, npm, and the npm packages of
#           web/package-lock.json (npm ci)
#     test  everything make test and CI run: app, web, the browser test's chromium, clang's fuzzers, Slurm
#           (the default)
set -euo pipefail
group=${1:-test}

APP_PACKAGES=(
    cmake ninja-build g++ make
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev qt6-qpa-plugins
    libqcustomplot-dev fonts-dejavu-core clang-format
    qt6-translations-l10n                 # Qt's own French (qtbase_fr.qm), loaded with the app's translator
    zlib1g-dev                            # inflate for the game's packed archives (generation.md 16.3)
    ccache                                # rebuilds of unchanged sources (CI's clean clone, several build folders)
    dpkg-dev desktop-file-utils appstream # the .deb (dpkg-shlibdeps) and its validators (the default preset checks them)
)
WEB_PACKAGES=(
    cmake ninja-build make
    emscripten                            # the engine as WebAssembly (web/, the web preset)
    nodejs                                # web/tools/batch.mjs, the web tests
)
# npm ci of web/package-lock.json: Debian's npm, unless the node installed brings its own (NodeSource's does,
# and conflicts with Debian's npm package).
command -v npm >/dev/null || WEB_PACKAGES+=(npm)
TEST_PACKAGES=(
    xvfb xauth                            # the GUI tests
    clang libclang-rt-14-dev              # libFuzzer targets (make fuzz, the CI smoke run)
    slurm-wlm munge parallel              # make test-cluster: a one-node Slurm and GNU parallel run the search's shards
    chromium                              # the web page's test in a headless browser (playwright-core)
)
case "$group" in
app) PACKAGES=("${APP_PACKAGES[@]}") ;;
web) PACKAGES=("${WEB_PACKAGES[@]}") ;;
test) PACKAGES=("${APP_PACKAGES[@]}" "${WEB_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
*)
    echo "install-deps: unknown group '$group' (app, web or test)" >&2
    exit 2
    ;;
esac

# The npm packages of web/ (fflate for the module, playwright-core for the browser test), as the lock file
# pins them; again only when the lock file changed since.
npm_packages() {
    local web
    web="$(cd "$(dirname "$0")/.." && pwd)/web"
    if [ "$group" = app ] || [ ! -f "$web/package-lock.json" ]; then
        return 0
    fi
    if cmp -s "$web/package-lock.json" "$web/node_modules/.floorgen-lock" 2>/dev/null; then
        return 0
    fi
    echo "install-deps: npm ci in web/"
    (cd "$web" && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.floorgen-lock)
}

missing=()
for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    npm_packages
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
npm_packages
