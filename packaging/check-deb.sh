#!/usr/bin/env bash
# Checks the .deb that CPack built: its control fields, that it holds every installed file, and that the
# extracted command-line tool runs from the extracted tree on its own (RUNPATH $ORIGIN/../lib...).
#
# usage: check-deb.sh PACKAGE_DIR VERSION APP_ID
set -euo pipefail

package_dir=$1
version=$2
app_id=$3

fail() {
    echo "check-deb: $*" >&2
    exit 1
}

shopt -s nullglob
debs=("$package_dir"/isaac-floorgen_"$version"_*.deb)
[ ${#debs[@]} -eq 1 ] || fail "expected one isaac-floorgen_${version}_*.deb in $package_dir, found ${#debs[@]}"
deb=${debs[0]}
echo "check-deb: $deb"

# Control fields.
[ "$(dpkg-deb -f "$deb" Package)" = isaac-floorgen ] || fail "Package is not isaac-floorgen"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version is not $version"
depends=$(dpkg-deb -f "$deb" Depends)
echo "check-deb: Depends: $depends"
for dep in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libc6 libstdc++6 qt6-qpa-plugins; do
    tr ',' '\n' <<<"$depends" | awk '{print $1}' | grep -qxF "$dep" ||
        fail "Depends lacks $dep (dpkg-shlibdeps did not run?)"
done
grep -q libfloorgen <<<"$depends" && fail "Depends names the package's own library"

# Contents.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp"
for f in \
    usr/bin/isaac-floorgen \
    usr/bin/isaac-floorgen-cli \
    "usr/share/applications/$app_id.desktop" \
    "usr/share/metainfo/$app_id.metainfo.xml" \
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    "usr/share/icons/hicolor/48x48/apps/$app_id.png" \
    "usr/share/icons/hicolor/64x64/apps/$app_id.png" \
    "usr/share/icons/hicolor/128x128/apps/$app_id.png" \
    "usr/share/icons/hicolor/256x256/apps/$app_id.png" \
    usr/share/isaac-floorgen/slurm/isaac-search.sbatch; do
    [ -e "$tmp/$f" ] || fail "the package lacks /$f"
done
# The installed desktop file and metainfo are the validated ones.
desktop-file-validate "$tmp/usr/share/applications/$app_id.desktop" || fail "the installed desktop file is invalid"
appstreamcli validate --no-net "$tmp/usr/share/metainfo/$app_id.metainfo.xml" >/dev/null ||
    fail "the installed metainfo is invalid"
grep -q "<id>$app_id</id>" "$tmp/usr/share/metainfo/$app_id.metainfo.xml" || fail "the metainfo has another id"
grep -qx "Icon=$app_id" "$tmp/usr/share/applications/$app_id.desktop" || fail "the desktop file names another icon"

libs=("$tmp"/usr/lib*/libfloorgen_app.so.* "$tmp"/usr/lib/*/libfloorgen_app.so.*)
[ ${#libs[@]} -ge 1 ] || fail "the package lacks libfloorgen_app.so"

# The extracted tool runs by itself: no LD_LIBRARY_PATH, the RUNPATH finds the library.
out=$(env -u LD_LIBRARY_PATH "$tmp/usr/bin/isaac-floorgen-cli" --version)
[ "$out" = "isaac-floorgen-cli $version" ] || fail "--version printed \"$out\""
lib_used=$(env -u LD_LIBRARY_PATH ldd "$tmp/usr/bin/isaac-floorgen-cli" | awk '/libfloorgen_app/ {print $3}')
case "$lib_used" in
"$tmp"/*) ;;
*) fail "the extracted tool loads libfloorgen_app from \"$lib_used\", not from the package" ;;
esac
floor=$(env -u LD_LIBRARY_PATH "$tmp/usr/bin/isaac-floorgen-cli" generate --seed "B91Y 9THH")
grep -q '"ok":true' <<<"$floor" || fail "generate from the extracted tree failed: $floor"
echo "check-deb: ok"
