#!/usr/bin/env bash
# Builds the documentation of every library module with DocC, warnings as errors: a broken symbol
# link, an ambiguous one or an undocumented parameter fails it. The archives go to .build/docs. Every
# module below is converted even when another fails, so that one module's errors do not hide another's.
# Nothing is compiled here that `make engine-build` and the SwiftUI check compile (issue 36).
#
# - CarouselCore, CarouselImages, Redux and ReduxTesting: what swift-docc-plugin does for
#   `swift package generate-documentation`, without the build the plugin starts (a debug build of its
#   own, without -warnings-as-errors, so it compiled the four modules again, 169 files, and its
#   snippet-extract tool): their symbol graphs are read from the modules of the
#   engine's debug build with the plugin's options (public, synthesized members, no SPI, extension
#   blocks), and each catalog is converted with the toolchain's `docc` and the plugin's arguments
#   (--emit-lmdb-index, the target's name as fallback display name and bundle identifier). Every page
#   is the plugin's (the same JSON, but for what differs between two runs of docc itself: which
#   references carry a conformance note, the index's bytes); an adopter's `swift package
#   generate-documentation` still works (the package depends on swift-docc-plugin).
# - CarouselKit imports SwiftUI, which Linux does not have: its symbol graph comes from compiling its
#   sources against the SwiftUI stand-in (../SwiftUIInterface), whose declarations are Apple's, and
#   its catalog is converted with the toolchain's `docc`. Xcode's Product > Build Documentation builds
#   the same catalog against the real SDK. The stand-in is two modules as the iOS 18.0 SDK is, so
#   CarouselKit's extensions of `View` are extensions of `SwiftUICore.View` (symbol graph
#   CarouselKit@SwiftUICore); compiled with -emit-extension-block-symbols, as swift-docc-plugin and
#   Xcode compile, DocC files them under the extended module, so the articles link them as
#   ``SwiftUICore/View/…``, the path Xcode's documentation build resolves.
#
#   build.sh      (SWIFT: the swift driver to use)
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-swift}
SWIFTC="${SWIFT}c"
DOCC="$(dirname "$(command -v "$SWIFT")")/docc"
OUT=.build/docs
rm -rf "$OUT"
mkdir -p "$OUT"
failed=()

source Checks/engine-modules.sh
source Checks/SwiftUIInterface/stand-in.sh
require_engine_modules || exit 1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

convert() {  # module, its catalog (or nothing), symbol graph directory, docc's further options… → OUT/module.doccarchive
  local module=$1 catalog=$2 graphs=$3
  shift 3
  "$DOCC" convert ${catalog:+"$catalog"} --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$OUT/$module.doccarchive" --warnings-as-errors "$@"
}
for module in CarouselCore CarouselImages Redux ReduxTesting; do
  mkdir -p "$WORK/$module"
  catalog=Sources/$module/$module.docc
  [ -d "$catalog" ] || catalog=
  "$SWIFT" symbolgraph-extract -module-name "$module" -I "$ENGINE_MODULES" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$WORK/$module" \
    && convert "$module" "$catalog" "$WORK/$module" --emit-lmdb-index || failed+=("$module")
done

mkdir -p "$WORK/stubs" "$WORK/symbols"
sources=()
mapfile -t sources < <(find Sources/CarouselKit -name '*.swift' | sort)
shared_stubs "$WORK/stubs"
# With the engine's package name, as SwiftPM compiles CarouselKit: it sees the engine's `package` plumbing.
"$SWIFTC" "${SWIFTC_FLAGS[@]}" -wmo -emit-module -module-name CarouselKit -package-name "$ENGINE_PACKAGE_NAME" \
  -I "$WORK/stubs" -I "$ENGINE_MODULES" \
  -emit-module-path "$WORK/CarouselKit.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$WORK/symbols" \
  -emit-extension-block-symbols "${sources[@]}" Checks/SwiftUIInterface/Sources/ResourceBundle/Bundle+Module.swift
convert CarouselKit Sources/CarouselKit/CarouselKit.docc "$WORK/symbols" || failed+=(CarouselKit)
echo "Documentation archives: $(cd "$OUT" && echo *.doccarchive)"
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'DocC failed for: %s\n' "${failed[@]}"
  exit 1
fi
