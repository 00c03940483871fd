#!/usr/bin/env bash
# Compiles the SwiftUI seed app (Examples/SeedApp: its screens, their previews and the executable's App)
# on Linux against the SwiftUI stand-in (../SwiftUIInterface), with warnings as errors, as the library
# is compiled there; then proves the check can fail: each mutation below is a mistake Xcode would
# reject, and compiling a mutated copy must fail with the expected diagnostic. Nothing here runs.
#
# The app imports CarouselKit, CarouselImages, Redux and the Gallery's AppModel. AppModel and the engine
# modules it was built against come from the Gallery's release build (`make gallery-build`), so
# CarouselKit is compiled here against those same modules; no SwiftPM build happens here.
#
#   check.sh [MODULES_DIR]   (default: Gallery/.build/release/Modules)
set -uo pipefail
cd "$(dirname "$0")"
CHECK_DIR=$(pwd)
ROOT=$(cd ../.. && pwd)
SWIFT=${SWIFT:-swift}
SWIFTC="${SWIFT}c"
APP_MODULES=${1:-$ROOT/Gallery/.build/release/Modules}
APP_SOURCES=$ROOT/Examples/SeedApp/Sources
PLAYGROUND=$ROOT/Examples/SeedApp.swiftpm
passed=0
failed=0

source ../engine-modules.sh   # SWIFTC_FLAGS: what SwiftPM gives a debug build of a Swift 6 target
source ../SwiftUIInterface/stand-in.sh

# CarouselKit sees CarouselCore's `package` declarations when compiled with the package name SwiftPM
# built the engine with there (the root package's folder name, as SwiftPM spells it), read from the
# build's description as ../engine-modules.sh reads the debug build's.
KIT_PACKAGE_NAME=$(grep -o '"-module-name","CarouselCore".*' "$APP_MODULES/../../release.yaml" 2>/dev/null |
  grep -o '"-package-name","[^"]*"' | head -n 1 | cut -d '"' -f 4)
KIT_PACKAGE_NAME=${KIT_PACKAGE_NAME:-$ENGINE_PACKAGE_NAME}

for module in AppModel CarouselCore CarouselImages Redux; do
  if [ ! -e "$APP_MODULES/$module.swiftmodule" ]; then
    echo "  FAIL $APP_MODULES/$module.swiftmodule is missing: build the Gallery first (make gallery-build)"
    echo "seed-app: 0 passed, 1 failed"
    exit 1
  fi
done

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
STUBS=$WORK/stubs
KIT=$WORK/kit
mkdir -p "$STUBS" "$KIT"

# GRDB, which AppModel imports, reaches SQLite through a system-library module: its module map must be
# on the search path when AppModel's module is loaded (SwiftPM passes the same).
CLANG_MAPS=()
while IFS= read -r map; do CLANG_MAPS+=(-Xcc "-fmodule-map-file=$map"); done < <(
  find "$ROOT/Gallery/.build/checkouts" -path '*GRDB*' -name module.modulemap 2>/dev/null)

compile_kit() {  # CarouselKit's sources → the module CarouselKit in $KIT (interface only: the app links nothing)
  local sources=()
  mapfile -t sources < <(find "$ROOT/Sources/CarouselKit" -name '*.swift' | sort)
  sources+=("$ROOT/Checks/SwiftUIInterface/Sources/ResourceBundle/Bundle+Module.swift")
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -wmo -emit-module -module-name CarouselKit -package-name "$KIT_PACKAGE_NAME" \
    -I "$STUBS" -I "$APP_MODULES" \
    "${CLANG_MAPS[@]}" -emit-module-path "$KIT/CarouselKit.swiftmodule" "${sources[@]}"
}
compile_app() {  # sources folder (holding SeedApp/ and seed-app/), output folder[, -typecheck]
  local library=() mode=(-c -emit-module -emit-module-path "$2/SeedApp.swiftmodule" -o "$2/SeedApp.o")
  [ "${3:-}" = -typecheck ] && mode=(-typecheck)
  mapfile -t library < <(find "$1/SeedApp" -name '*.swift' | sort)
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -warnings-as-errors -wmo "${mode[@]}" -module-name SeedApp \
    -I "$KIT" -I "$STUBS" -I "$APP_MODULES" "${CLANG_MAPS[@]}" "${library[@]}" || return 1
  [ "${3:-}" = -typecheck ] && return 0
  # The two entry points, each an @main App showing the library's scene: the Mac executable's (module
  # seed_app, as SwiftPM names seed-app's) and the iOS app playground's (../SeedApp.swiftpm, AppModule).
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -warnings-as-errors -wmo -typecheck -module-name seed_app \
    -I "$2" -I "$KIT" -I "$STUBS" -I "$APP_MODULES" "${CLANG_MAPS[@]}" "$1"/seed-app/*.swift \
    && "$SWIFTC" "${SWIFTC_FLAGS[@]}" -warnings-as-errors -wmo -typecheck -module-name AppModule \
      -I "$2" -I "$KIT" -I "$STUBS" -I "$APP_MODULES" "${CLANG_MAPS[@]}" "$PLAYGROUND"/App/*.swift
}

start=$(date +%s)
if { shared_stubs "$STUBS" && compile_kit && compile_app "$APP_SOURCES" "$WORK"; } > "$WORK/build.log" 2>&1; then
  screens=$(grep -l "PreviewProvider" -r "$APP_SOURCES/SeedApp" | wc -l)
  echo "  ok   the seed app compiles against the SwiftUI interface, warnings as errors ($(find "$APP_SOURCES" "$PLAYGROUND" -name '*.swift' ! -name Package.swift | wc -l) files, $screens with previews, $(( $(date +%s) - start )) s)"
  passed=$((passed + 1))
else
  grep -E "error" "$WORK/build.log" | head -n 20
  echo "  FAIL the seed app does not compile against the SwiftUI interface"; failed=$((failed + 1))
fi

# Each mutation type-checks a copy of the app's sources with one change, against the unmutated stand-in
# and CarouselKit; two at once (swiftc checks a module on one core). Verdicts print in order.
mkdir -p "$WORK/verdicts"
mutations=0
mutate() {  # description, file under Sources/, sed expression, expected diagnostic
  mutations=$((mutations + 1))
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  mutant "$WORK/mutant-$mutations" "$@" > "$WORK/verdicts/$(printf %03d "$mutations")" &
}
mutant() {  # its own folder, then mutate's arguments → prints the verdict
  local folder=$1 file="$1/Sources/$3"
  mkdir -p "$folder" && cp -R "$APP_SOURCES" "$folder/Sources"
  sed -i "$4" "$file"
  if cmp -s "$file" "$APP_SOURCES/$3"; then echo "  FAIL $2 (the mutation did not apply)"; return; fi
  compile_app "$folder/Sources" "$folder" -typecheck > "$folder/build.log" 2>&1
  if grep -q "error: .*$5" "$folder/build.log"; then echo "  ok   $2 is rejected"; else
    head -n 5 "$folder/build.log"; echo "  FAIL $2 was not rejected"; fi
}

mutate "a wrong argument label on a CarouselKit view (CardStackView takes loops:)" \
  SeedApp/Favorites/FavoritesScreen.swift 's/index: \$top, loops: true/index: $top, looping: true/' \
  "incorrect argument label\|extraneous argument label\|extra argument"
mutate "a wrong argument label on a SwiftUI view (Spacer(minLength:))" SeedApp/Rows/NewsRowCard.swift \
  's/Spacer(minLength: 4)/Spacer(minimumLength: 4)/' "incorrect argument label\|extraneous argument label"
mutate "a preview that no longer matches its screen (previews are compiled too)" SeedApp/Home/HomeScreen.swift \
  's/HomeScreen(feeds: PreviewFeeds.sample)/HomeScreen(feed: PreviewFeeds.sample)/' "incorrect argument label"
mutate "a missing @MainActor (the store's initialiser is main-actor)" SeedApp/Previews/PreviewFeeds.swift \
  '/^@MainActor$/d' "main actor-isolated"
mutate "a main-actor SwiftUI initialiser called off the main actor (the SDK's Spacer(minLength:) is not nonisolated)" \
  SeedApp/Rows/NewsRowCard.swift \
  's|^  var body: some View {|  nonisolated static func gap() -> Spacer { Spacer(minLength: 4) }\n&|' "main actor-isolated"
mutate "a SwiftUI modifier that does not exist" SeedApp/Home/PickupCard.swift \
  's/\.lineLimit(1)/.maxLines(1)/' "has no member 'maxLines'"
mutate "a CarouselKit API that does not exist" SeedApp/Rows/RowsScreen.swift \
  's/\.carouselAutoAdvance(\.every(3))/.carouselAutoAdvance(.everySeconds(3))/' "has no member 'everySeconds'"
mutate "an AppModel action that does not exist" SeedApp/Archive/ArchiveScreen.swift \
  's/store.dispatch(.toggleArchiveFavorite(id: item.id))/store.dispatch(.favourite(id: item.id))/' \
  "has no member 'favourite'"
mutate "a warning (the app is compiled with warnings as errors)" SeedApp/Detail/DetailBody.swift \
  's|^  var body: some View {|  var body: some View {\n    var unusedTitle = content?.title|' "never used\|never mutated"

wait
for verdict in "$WORK"/verdicts/*; do
  cat "$verdict"
  if grep -q "^  ok" "$verdict"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done

# Nor may the stand-in be stricter than the SDK: without Binding(get:set:)'s @_inheritActorContext (Core
# ≈508,900) the Archive's keyword binding — a view reading its store and dispatching to it, which Xcode
# accepts — would be rejected. A copy of the stand-in without the attribute must reject it.
strict=$WORK/strict
mkdir -p "$strict/stubs" "$strict/kit" && cp -R ../SwiftUIInterface/Sources "$strict/sources"
sed -i 's/@_inheritActorContext //g' "$strict/sources/SwiftUICore/DataFlow.swift"
if cmp -s "$strict/sources/SwiftUICore/DataFlow.swift" ../SwiftUIInterface/Sources/SwiftUICore/DataFlow.swift; then
  echo "  FAIL a stand-in stricter than the SDK (the mutation did not apply)"; failed=$((failed + 1))
elif (STAND_IN_SOURCES=$strict/sources STUBS=$strict/stubs KIT=$strict/kit
  emit_stubs "$STUBS" && compile_kit && compile_app "$APP_SOURCES" "$strict" -typecheck) > "$strict/build.log" 2>&1; then
  echo "  FAIL a stand-in without Binding's @_inheritActorContext still accepts the app"; failed=$((failed + 1))
elif grep -q "error: main actor-isolated .*Sendable closure" "$strict/build.log"; then
  echo "  ok   a stand-in stricter than the SDK (Binding(get:set:) without @_inheritActorContext) is caught"
  passed=$((passed + 1))
else
  grep "error" "$strict/build.log" | head -n 5
  echo "  FAIL a stand-in without Binding's @_inheritActorContext failed for another reason"; failed=$((failed + 1))
fi

# Linux ignores availability: the stand-in's lint checks the app as it checks CarouselKit (the app's
# deployment targets are the library's, iOS 17 and macOS 14).
if ../SwiftUIInterface/availability-lint.sh Sources "$APP_SOURCES" > "$WORK/lint.log" 2>&1; then
  echo "  ok   the app: $(tail -n 1 "$WORK/lint.log")"; passed=$((passed + 1))
else
  cat "$WORK/lint.log"; echo "  FAIL the seed app uses API newer than its deployment targets unguarded"; failed=$((failed + 1))
fi

echo "seed-app: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
