#!/usr/bin/env bash
# Compiles every Swift block of the README and of CarouselCore's, CarouselImages' and Redux's DocC
# articles against the real modules, so that an example that no longer matches the API fails
# `make test`. Each block becomes a function of its own in Sources/EngineSnippets/Generated (not
# committed); Sources/EngineSnippets/Prelude.swift declares the app-side names the examples lean on
# (`photos`, `draw`, `now`, …). A block right after `<!-- snippet: skip -->` (a manifest fragment) or
# `<!-- snippet: swiftui -->` (compiled by the SwiftUI check against its SwiftUI interface) is left out.
# Compiled with swiftc against the engine's debug build (see ../engine-modules.sh): nothing runs.
set -euo pipefail
cd "$(dirname "$0")"
SWIFT=${SWIFT:-swift}
ROOT=../..
OUT=Sources/EngineSnippets/Generated
LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT
rm -rf "$OUT"
mkdir -p "$OUT"

extract() {  # document, file prefix
  local blocks="$LOGS/blocks/$2" block name
  mkdir -p "$blocks"
  awk -v prefix="$2" -v out="$blocks" -f ../swift-blocks.awk "$ROOT/$1"
  for block in "$blocks"/*.block; do
    [ -e "$block" ] || continue
    case "$(head -n 1 "$block")" in "marker: skip" | "marker: swiftui") continue ;; esac
    name=$(basename "$block" .block)
    {
      printf "// Generated from %s, block %s: edit the document, not this file.\n" "$1" "${name##*_}"
      printf "import CarouselCore\nimport CarouselImages\nimport Foundation\nimport Redux\nimport ReduxTesting\nimport Testing\n\n"
      printf "@MainActor func snippet_%s() async throws {\n" "$name"
      tail -n +2 "$block" | grep -v '^import ' | sed 's/^/  /'
      echo "}"
    } > "$OUT/$name.swift"
  done
}

extract README.md README
for article in "$ROOT"/Sources/CarouselCore/CarouselCore.docc/*.md "$ROOT"/Sources/CarouselImages/CarouselImages.docc/*.md \
  "$ROOT"/Sources/Redux/Redux.docc/*.md; do
  name=$(basename "$article" .md)
  extract "${article#"$ROOT"/}" "$name"
done

source ../engine-modules.sh
require_engine_modules || exit 1
compile() {
  "${SWIFT}c" "${SWIFTC_FLAGS[@]}" -wmo -c -module-name EngineSnippets -I "$ENGINE_MODULES" -o "$LOGS/EngineSnippets.o" \
    Sources/EngineSnippets/*.swift "$OUT"/*.swift
}

count=$(ls "$OUT" | wc -l)
if compile > "$LOGS/build.log" 2>&1; then
  echo "  ok   $count documentation examples compile against CarouselCore, CarouselImages and Redux"
else
  grep -E "error:" "$LOGS/build.log" | sort -u | head -n 30
  echo "  FAIL documentation examples do not compile (each file names its document and block)"
  exit 1
fi

# The check can fail: an example calling an API that does not exist must not compile.
# (The README example that reads the ring's placements, whichever block number it has.)
source=$(grep -l 'ring\.placements()' "$OUT"/README_*.swift | head -n 1)
cp "${source:-/dev/null}" "$OUT/Mutated.swift"
sed -i "s/snippet_$(basename "${source:-none}" .swift)\b/snippet_mutated/; s/ring\.placements()/ring.placementz()/" "$OUT/Mutated.swift"
if ! grep -q placementz "$OUT/Mutated.swift"; then
  echo "  FAIL the must-fail example did not apply"; exit 1
elif ! compile > "$LOGS/mutated.log" 2>&1 && grep -q "has no member 'placementz'" "$LOGS/mutated.log"; then
  echo "  ok   an example calling a missing API is rejected"
else
  echo "  FAIL an example calling a missing API was not rejected"; exit 1
fi
rm "$OUT/Mutated.swift"

