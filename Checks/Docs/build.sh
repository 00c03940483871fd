#!/usr/bin/env bash
# Builds the documentation of every library module with DocC, warnings as errors: a broken symbol
# link, an ambiguous one or an undocumented parameter fails it. The archives go to .build/docs. Both
# halves below always run, so that one module's errors do not hide another's; either failing fails it.
#
# - CarouselCore, CarouselImages, Redux and ReduxTesting through swift-docc-plugin, as an adopter
#   would (`swift package generate-documentation`), on the engine's debug build.
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

"$SWIFT" package --disable-sandbox --allow-writing-to-directory "$OUT" generate-documentation \
  --target CarouselCore --target CarouselImages --target Redux --target ReduxTesting \
  --warnings-as-errors --output-path "$OUT" || failed+=("CarouselCore, CarouselImages, Redux, ReduxTesting")

source Checks/engine-modules.sh
source Checks/SwiftUIInterface/stand-in.sh
require_engine_modules || exit 1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/stubs" "$WORK/symbols"
sources=()
mapfile -t sources < <(find Sources/CarouselKit -name '*.swift' | sort)
emit_stubs "$WORK/stubs"
# With the engine's package name, as SwiftPM compiles CarouselKit: it sees the engine's `package` plumbing.
"$SWIFTC" "${SWIFTC_FLAGS[@]}" -wmo -emit-module -module-name CarouselKit -package-name "$ENGINE_PACKAGE_NAME" \
  -I "$WORK/stubs" -I "$ENGINE_MODULES" \
  -emit-module-path "$WORK/CarouselKit.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$WORK/symbols" \
  -emit-extension-block-symbols "${sources[@]}" Checks/SwiftUIInterface/Sources/ResourceBundle/Bundle+Module.swift
"$DOCC" convert Sources/CarouselKit/CarouselKit.docc --additional-symbol-graph-dir "$WORK/symbols" \
  --fallback-display-name CarouselKit --fallback-bundle-identifier CarouselKit \
  --output-path "$OUT/CarouselKit.doccarchive" --warnings-as-errors || failed+=(CarouselKit)
echo "Documentation archives: $(cd "$OUT" && echo *.doccarchive)"
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'DocC failed for: %s\n' "${failed[@]}"
  exit 1
fi
