#!/usr/bin/env bash
# Compiles CarouselKit's SwiftUI sources on Linux against `SwiftUI`, which declares exactly the SwiftUI
# API CarouselKit uses with the signatures of Apple's SDK and is two modules as the iOS 18.0 SDK is
# (Sources/SwiftUICore, and Sources/SwiftUI re-exporting it), beside stubs of the few ImageIO and UIKit
# declarations it uses (must succeed); then proves the check can fail: each
# mutation below is a mistake the real SwiftUI would reject, and the build of a mutated copy must fail
# with the expected diagnostic. Nothing here runs: the build is the check.
set -uo pipefail
cd "$(dirname "$0")"
CHECK_DIR=$(pwd)
SWIFT=${SWIFT:-swift}
passed=0
failed=0

# The SwiftUI examples of the README (marked `<!-- snippet: swiftui -->`), of CarouselKit's DocC
# articles and of its sources' `///` comments (what Xcode's Quick Help shows), each in a file of its
# own: a block that declares a type as written, any other as the body of a view (its `@State` lines as
# the view's properties). Manifest fragments are left out, and so is code the migration article
# quotes, marked `<!-- snippet: quoted -->` in Migrating.md (and only there): another library's
# (SwiftUIPager's, WaterfallGrid's, whose modules are not here) or SwiftUI's beyond what the stand-in
# declares; the article says what each was checked against, and the count is printed.
SNIPPETS=Sources/KitSnippets/Generated
rm -rf "$SNIPPETS"
mkdir -p "$SNIPPETS"
BLOCKS=$(mktemp -d)
QUOTED_BLOCKS=$(mktemp)
extract() {  # document, file prefix, 1 to take every block or 0 for the marked ones only[, Markdown to read]
  local blocks="$BLOCKS/$2" block
  mkdir -p "$blocks"
  awk -v prefix="$2" -v out="$blocks" -f ../swift-blocks.awk "${4:-../../$1}"
  for block in "$blocks"/*.block; do
    [ -e "$block" ] || continue
    if [ "$3" = 0 ] && [ "$(head -n 1 "$block")" != "marker: swiftui" ]; then continue; fi
    # Only the migration article quotes; a marked block anywhere else is compiled like any other.
    if [ "$2" = Migrating ] && [ "$(head -n 1 "$block")" = "marker: quoted" ]; then
      echo "$block" >> "$QUOTED_BLOCKS"
      continue
    fi
    name=$(basename "$block" .block)
    tail -n +2 "$block" | awk -v doc="$1" -v prefix="$2" -v block="${name##*_}" -v out="$SNIPPETS" '
    function flush(   i, file, declares) {
      declares = 0
      for (i = 1; i <= n; i++) if (lines[i] ~ /^(struct|final class|class|enum|extension) /) declares = 1
      if (n == 0 || lines[1] ~ /^(\/\/ Package\.swift|\.package\()/) return
      file = sprintf("%s/%s_%d.swift", out, prefix, block)
      printf "// Generated from %s, block %d: edit the document, not this file.\n", doc, block > file
      print "import CarouselCore\nimport CarouselKitInterface\nimport Foundation\nimport SwiftUI\n" > file
      if (declares) {
        for (i = 1; i <= n; i++) if (lines[i] !~ /^import /) print lines[i] > file
      } else {
        printf "struct Snippet_%s_%d: View {\n  @State var front = 0\n  @State var category = 0\n", prefix, block > file
        print "  @State var leading = 0\n  @State var section = 0\n  @State var page = 0\n  @State var week = 0\n  @State var top = 0" > file
        for (i = 1; i <= n; i++) if (lines[i] ~ /^@State /) print "  " lines[i] > file
        print "  var body: some View {\n    VStack {" > file
        for (i = 1; i <= n; i++) if (lines[i] !~ /^(@State |import )/) print "      " lines[i] > file
        print "    }\n  }\n}" > file
      }
      close(file)
    }
    { lines[++n] = $0 }
    END { flush() }
  '
  done
}
extract README.md README 0
for article in ../../Sources/CarouselKit/CarouselKit.docc/*.md; do
  extract "${article#../../}" "$(basename "$article" .md)" 1
done
# A source's documentation comments, as the Markdown they are.
while IFS= read -r source; do
  comments="$BLOCKS/$(basename "$source" .swift).comments.md"
  sed -n 's/^[[:space:]]*\/\/\/ \{0,1\}//p' "$source" > "$comments"
  extract "${source#../../}" "Source_$(basename "$source" .swift | tr -c 'A-Za-z0-9_\n' '_')" 1 "$comments"
done < <(find ../../Sources/CarouselKit -name '*.swift' | sort)
rm -rf "$BLOCKS"
quoted=$(wc -l < "$QUOTED_BLOCKS")
rm -f "$QUOTED_BLOCKS"

# Everything is compiled with swiftc against the engine's debug build (see ../engine-modules.sh): the
# stand-in's modules, then CarouselKit's sources as the module CarouselKitInterface (warnings as errors: a
# concurrency warning here is an error in the SDK's next language mode), then the examples with
# Sources/KitSnippets/Prelude.swift's app-side names (held to the same standard). Nothing here runs, so
# each is compiled to a module and no object code: the type checker's and SIL's diagnostics (isolation,
# Sendable, unused values) are all emitted, without code generation's CPU (40 → 35 s for the check).
source ../engine-modules.sh
source stand-in.sh
require_engine_modules || exit 1
SWIFTC="${SWIFT}c"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
STUBS=$WORK/stubs
KIT=$WORK/kit
mkdir -p "$STUBS" "$KIT"

compile_kit() {  # CarouselKit's sources, output directory → the module CarouselKitInterface there
  local sources=()
  mapfile -t sources < <(find "$1" -name '*.swift' | sort)
  # The `Bundle.module` accessor SwiftPM and Xcode generate for a target with resources.
  sources+=("$CHECK_DIR/Sources/ResourceBundle/Bundle+Module.swift")
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -warnings-as-errors -wmo -module-name CarouselKitInterface \
    -package-name "$ENGINE_PACKAGE_NAME" -I "$STUBS" -I "$ENGINE_MODULES" \
    -emit-module -emit-module-path "$2/CarouselKitInterface.swiftmodule" "${sources[@]}"
}
compile_examples() {  # KitSnippets folder (Prelude.swift and Generated/), output directory → compiled against $KIT
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -warnings-as-errors -wmo -module-name KitSnippets \
    -I "$KIT" -I "$STUBS" -I "$ENGINE_MODULES" -emit-module -emit-module-path "$2/KitSnippets.swiftmodule" \
    "$1"/*.swift "$1"/Generated/*.swift
}

if { shared_stubs "$STUBS" && compile_kit ../../Sources/CarouselKit "$KIT" \
  && compile_examples Sources/KitSnippets "$WORK"; } > "$WORK/build.log" 2>&1; then
  echo "  ok   CarouselKit and its documentation's $(ls "$SNIPPETS" | wc -l) SwiftUI examples compile against the SwiftUI interface ($quoted quoted from elsewhere, not compiled)"
  passed=$((passed + 1))
else
  grep -E "error" "$WORK/build.log" | head -n 20
  echo "  FAIL CarouselKit or its documentation's SwiftUI examples do not compile"; failed=$((failed + 1))
fi

# Each mutation compiles a copy of CarouselKit's sources and of the examples with one change: a mutated
# source as CarouselKit, a mutated example against the unmutated CarouselKit. swiftc compiles a module
# on one core, so two mutations compile at once; their verdicts are printed in order once all are in.
mkdir -p "$WORK/sources" "$WORK/verdicts"
cp -RL ../../Sources/CarouselKit "$WORK/sources/CarouselKit"
cp -R Sources/KitSnippets "$WORK/sources/KitSnippets"
mutations=0

mutate() {  # description, file (under CarouselKit's sources, or ../KitSnippets/…), sed expression, expected diagnostic
  mutations=$((mutations + 1))
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  mutant "$WORK/mutant-$mutations" "$@" > "$WORK/verdicts/$(printf %03d "$mutations")" &
}
mutant() {  # its own folder, then mutate's arguments → prints the verdict
  local folder=$1 file="$1/CarouselKit/$3"
  cp -R "$WORK/sources" "$folder"
  sed -i "$4" "$file"
  if cmp -s "$file" "$WORK/sources/CarouselKit/$3"; then
    echo "  FAIL $2 (the mutation did not apply)"; return
  fi
  case "$3" in
    ../KitSnippets/*) compile_examples "$folder/KitSnippets" "$folder" ;;
    *) compile_kit "$folder/CarouselKit" "$folder" ;;
  esac > "$folder/build.log" 2>&1
  if grep -q "$5" "$folder/build.log"; then echo "  ok   $2 is rejected"; else echo "  FAIL $2 was not rejected"; fi
}

mutate "a wrong argument label" Support/EngineCanvas.swift \
  's/\.scaleEffect(placement\.scale)/.scaleEffect(scale: placement.scale)/' "extraneous argument label\|incorrect argument label"
mutate "a type mismatch" Support/EngineCanvas.swift \
  's/\.opacity(placement\.opacity)/.opacity(Float(placement.opacity))/' "cannot convert value of type 'Float'"
mutate "a key handler answering Bool (KeyPress.Result is .handled or .ignored)" Support/HostedCarousel.swift \
  's/return model.press(key, animation: animation) ? .handled : .ignored/return model.press(key, animation: animation)/' \
  "cannot convert .*'Bool'"
mutate "a dot drawn with a fill that takes a Color's name (fill wants a ShapeStyle)" Indicator/CarouselPageIndicator.swift \
  's/Circle().fill(Color.secondary)/Circle().fill("secondary")/' "conform to 'ShapeStyle'\|conform to protocol 'ShapeStyle'"
mutate "a missing @MainActor" Support/EngineCanvas.swift \
  's|^  func engineNow() -> TimeInterval { Date().timeIntervalSinceReferenceDate }|  nonisolated func bodyOf<V: View>(_ view: V) -> V.Body { view.body }\n&|' "main actor-isolated"

mutate "a main-actor call inside a Layout method (Layout is not main-actor)" Layouts/ColumnGrid.swift \
  's|^    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {|    @MainActor static func mainActorWidth() -> CGFloat { 390 }\n&\n      _ = Self.mainActorWidth()|' \
  "main actor-isolated"

mutate "a layout sent off its isolation (the SDK's Layout is not Sendable, so neither is ColumnGrid)" \
  Layouts/ColumnGrid.swift \
  's|^    public init($|    nonisolated static func sendGrid(_ grid: ColumnGrid) -> @Sendable () -> Void { { _ = grid } }\n&|' \
  "non-Sendable\|non-sendable"
mutate "a changed-gesture type over a gesture whose value is not Equatable (the SDK's _ChangedGesture requires it)" \
  Indicator/CarouselPageIndicator.swift \
  's|^    private var indicator: PageIndicator {|    nonisolated static func changedType<G: Gesture>(of _: G.Type) -> Any.Type { _ChangedGesture<G>.self }\n&|' \
  "does not conform to protocol 'Equatable'"

mutate "a warning (the check builds CarouselKit with warnings as errors)" Layouts/ColumnGrid.swift \
  's|^      let columnWidth = provisional.columnWidth|      var unusedWidth = provisional.columnWidth\n&|' \
  "error: .*never used\|error: .*never mutated"

mutate "a documentation example using an API that does not exist" ../KitSnippets/Generated/GettingStarted_4.swift \
  's/\.carouselAutoAdvance(\.every(3))/.carouselAutoAdvance(.everySeconds(3))/' "has no member 'everySeconds'"

mutate "a timeline schedule without TimelineSchedule's entries(from:mode:)" Support/EngineTimelineSchedule.swift \
  's/func entries(from startDate: Date, mode: TimelineScheduleMode)/func entries(since startDate: Date, mode: TimelineScheduleMode)/' \
  "does not conform to protocol 'TimelineSchedule'"

mutate "a scroll behavior without ScrollTargetBehavior's updateTarget(_:context:)" \
  Scrolling/CarouselScrollTargetBehavior.swift \
  's/public func updateTarget(_ target: inout ScrollTarget, context: TargetContext)/public func updateTarget(_ target: ScrollTarget, context: TargetContext)/' \
  "does not conform to protocol 'ScrollTargetBehavior'"

mutate "an ImageIO image without its scale" Images/RemoteImage.swift \
  's/Image(decorative: image.cgImage, scale: displayScale)/Image(decorative: image.cgImage)/' "missing argument for parameter 'scale'"
mutate "a dictionary passed where ImageIO wants CFDictionary" Images/ImageIODecoder.swift \
  's/CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)/CGImageSourceCreateThumbnailAtIndex(source, 0, options)/' "cannot convert value of type"

mutate "a view sent off the main actor (the SDK's ZStack is main-actor and not Sendable)" Support/EngineCanvas.swift \
  's|^  func engineNow() -> TimeInterval { Date().timeIntervalSinceReferenceDate }|  nonisolated func sendStack() -> @Sendable () -> Void { let stack = ZStack {}; return { _ = stack } }\n&|' \
  "non-Sendable\|non-sendable"
mutate "a LocalizedStringKey sent off the main actor (not Sendable in the SDK)" Support/EngineCanvas.swift \
  's|^  func engineNow() -> TimeInterval { Date().timeIntervalSinceReferenceDate }|  nonisolated func sendKey() -> @Sendable () -> Void { let key: LocalizedStringKey = "Pause"; return { _ = key } }\n&|' \
  "non-Sendable\|non-sendable"
mutate "a position bound where the convention takes an ID (selection: is Binding<ID?>, index: is Binding<Int>)" \
  ../KitSnippets/Generated/Source_RotaryCarouselView_2.swift \
  's/RotaryCarouselView(banners, selection: \$frontBanner)/RotaryCarouselView(banners, selection: $front)/' \
  "cannot convert value of type 'Binding<Int>'"
mutate "a content-sized snap row given the free row's sizing (SnapCarouselView takes SnapCarousel.ItemSizing)" \
  ../KitSnippets/Generated/SnappingSections_3.swift \
  's/itemSizing: \.measured(estimatedLength: 240)/itemSizing: .fittingContent(height: 260)/' \
  "has no member 'fittingContent'"
mutate "a Quick Help example using a property that does not exist" ../KitSnippets/Generated/Source_RotaryCarouselView_1.swift \
  's/banner\.imageURL/banner.url/' "has no member 'url'"

mutate "a recogniser delegate method UIKit would never call (a misspelt label)" Support/EngineTouchGesture.swift \
  's/shouldBeRequiredToFailBy otherGestureRecognizer/shouldRequireFailureOf otherGestureRecognizer/' \
  "does not conform to protocol 'UIGestureRecognizerDelegate'"

wait
for verdict in "$WORK"/verdicts/*; do
  cat "$verdict"
  if grep -q "^  ok" "$verdict"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done

# Overload resolution as Apple's compiler does it, read from the type-checked AST of a probe: which
# declaration each call resolves to, and in which of the two modules (SwiftUICore.Text, SwiftUI.DragGesture,
# as in the SDK). Then each is shown to catch the stub being looser: a copy of the stub without the SDK's
# attribute resolves the same probe to the other overload.
resolved() {  # probe, modules directory searched first → the declarations its calls resolve to
  #              (Module.Name…: SwiftUI's, SwiftUICore's and the probe's own)
  "$SWIFTC" -typecheck -dump-ast -swift-version 6 -I "$2" -I "$STUBS" "Probes/$1" 2>/dev/null \
    | grep -o "decl=\"\\(SwiftUI\\(Core\\)\\{0,1\\}\\|${1%.swift}\\)\\.[^\"]*\"" \
    | sed 's/^decl="//; s/(file)\.//; s/"$//; s| \[with .*||; s|@.*/|@|'
}
probe() {  # description, probe, expected Module.declaration (with @File.swift:line when two share a name)
  if resolved "$2" "$STUBS" | grep -qF "$3"; then
    echo "  ok   $1"; passed=$((passed + 1))
  else
    echo "  FAIL $1: $(resolved "$2" "$STUBS" | tr '\n' ' ')"; failed=$((failed + 1))
  fi
}
loosened() {  # description, stub file (SwiftUICore/… or SwiftUI/…), sed expression, probe, declaration it
  #              must then resolve to — both modules rebuilt from the loosened copy
  local stub="$WORK/loose-stub"
  rm -rf "$stub" "$WORK/loose-modules" && mkdir -p "$stub" "$WORK/loose-modules" \
    && cp -R Sources/SwiftUICore Sources/SwiftUI "$stub"
  sed -i "$3" "$stub/$2"
  if cmp -s "$stub/$2" "Sources/$2"; then
    echo "  FAIL $1 (the mutation did not apply)"; failed=$((failed + 1)); return
  fi
  emit_swiftui "$stub" "$WORK/loose-modules" "$STUBS" > "$WORK/loose.log" 2>&1
  if resolved "$4" "$WORK/loose-modules" | grep -qF "$5"; then
    echo "  ok   $1 is caught"; passed=$((passed + 1))
  else
    cat "$WORK/loose.log" | head -n 5
    echo "  FAIL $1 was not caught: $(resolved "$4" "$WORK/loose-modules" | tr '\n' ' ')"; failed=$((failed + 1))
  fi
}
protocol_drag=$(grep -n 'public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol' \
  Sources/SwiftUI/Gestures.swift | cut -d: -f1)
probe "an interpolated literal in Text is a localized key, as on Apple's compiler" LocalizedInterpolation.swift \
  "SwiftUICore.Text.init(_:tableName:bundle:comment:)"
probe "a String value in Text is shown verbatim" VerbatimString.swift "SwiftUICore.Text.init(_:)"
probe "DragGesture(minimumDistance:) is the CoordinateSpaceProtocol initialiser" DragGestureInitializer.swift \
  "SwiftUI.DragGesture.init(minimumDistance:coordinateSpace:)@Gestures.swift:$protocol_drag:"
probe "an app's own callAsFunction on Layout wins over SwiftUI's disfavoured one" LayoutCallAsFunction.swift \
  "LayoutCallAsFunction.Layout extension.callAsFunction@"
loosened "a stub whose Text(StringProtocol) is not disfavoured (a literal would be verbatim here, a key on Xcode)" \
  SwiftUICore/Views.swift '/^  @_disfavoredOverload$/{N;s/  @_disfavoredOverload\n\(  public init<S>(_ content: S)\)/\1/}' \
  LocalizedInterpolation.swift "SwiftUICore.Text.init(_:)@"
loosened "a stub whose DragGesture(CoordinateSpace) is not disfavoured" \
  SwiftUI/Gestures.swift '/^  @_disfavoredOverload$/{N;s/  @_disfavoredOverload\n\(  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace\)/\1/}' \
  DragGestureInitializer.swift "SwiftUI.DragGesture.init(minimumDistance:coordinateSpace:)@Gestures.swift:$((protocol_drag - 7)):"
loosened "a stub whose Layout.callAsFunction is not disfavoured (SwiftUI's would take an app's call)" \
  SwiftUICore/Layout.swift '/^  @_disfavoredOverload$/{N;s/  @_disfavoredOverload\n\(  public func callAsFunction\)/\1/}' \
  LayoutCallAsFunction.swift "SwiftUICore.Layout extension.callAsFunction@Layout.swift:"

# Linux ignores availability, so a lint stands in for the compiler there (see availability-lint.sh):
# it must pass, and must fail once an API CarouselKit uses is newer than the deployment target.
if ./availability-lint.sh > "$WORK/lint.log" 2>&1; then
  echo "  ok   $(tail -n 1 "$WORK/lint.log")"; passed=$((passed + 1))
else
  cat "$WORK/lint.log"; echo "  FAIL CarouselKit uses API newer than its deployment target unguarded"; failed=$((failed + 1))
fi
mkdir -p "$WORK/newer-stub" && cp -R Sources/SwiftUICore Sources/SwiftUI "$WORK/newer-stub"
awk '/coordinatespace\(_:\)/ { raise = 1 } raise && /@available\(iOS 17/ { sub(/iOS 17\.0/, "iOS 18.0"); raise = 0 } { print }' \
  Sources/SwiftUI/Modifiers.swift > "$WORK/newer-stub/SwiftUI/Modifiers.swift"
if ! grep -q "iOS 18.0" "$WORK/newer-stub/SwiftUI/Modifiers.swift"; then
  echo "  FAIL an API newer than iOS 17 (the mutation did not apply)"; failed=$((failed + 1))
elif ! ./availability-lint.sh "$WORK/newer-stub" > "$WORK/lint.log" 2>&1 && grep -q "without #available(iOS 18" "$WORK/lint.log"; then
  echo "  ok   an API newer than iOS 17 used without if #available is rejected"; passed=$((passed + 1))
else
  echo "  FAIL an API newer than iOS 17 used without if #available was not rejected"; failed=$((failed + 1))
fi

# The same for macOS: an API CarouselKit uses everywhere, made newer than macOS 14 in a copy of the stub.
mkdir -p "$WORK/newer-mac-stub" && cp -R Sources/SwiftUICore Sources/SwiftUI "$WORK/newer-mac-stub"
awk '/ontapgesture\(count:coordinatespace:perform:\)/ { raise = 1 } raise && /^  @available\(iOS 17\.0, macOS 14\.0/ { sub(/macOS 14\.0/, "macOS 15.0"); raise = 0 } { print }' \
  Sources/SwiftUI/Views.swift > "$WORK/newer-mac-stub/SwiftUI/Views.swift"
if cmp -s "$WORK/newer-mac-stub/SwiftUI/Views.swift" Sources/SwiftUI/Views.swift; then
  echo "  FAIL an API newer than macOS 14 (the mutation did not apply)"; failed=$((failed + 1))
elif ! ./availability-lint.sh "$WORK/newer-mac-stub" > "$WORK/lint.log" 2>&1 && grep -q "onTapGesture (macOS 15)" "$WORK/lint.log"; then
  echo "  ok   an API newer than macOS 14 used without if #available is rejected"; passed=$((passed + 1))
else
  cat "$WORK/lint.log"; echo "  FAIL an API newer than macOS 14 used without if #available was not rejected"; failed=$((failed + 1))
fi

# The UIKit recogniser and the scroll phases of iOS 18 used without their guards: the lint must name both.
cp -R ../../Sources/CarouselKit "$WORK/unguarded-sources"
sed -i 's/if #available(iOS 18.0, \*) {/if true {/' "$WORK/unguarded-sources/Support/EngineCanvas.swift"
sed -i '/^  @available(iOS 18.0, \*)$/d' "$WORK/unguarded-sources/Support/EngineTouchGesture.swift"
sed -i 's/if #available(iOS 18.0, macOS 15.0, \*) {/if true {/' "$WORK/unguarded-sources/Support/NativeCarouselRow.swift"
if cmp -s "$WORK/unguarded-sources/Support/EngineCanvas.swift" ../../Sources/CarouselKit/Support/EngineCanvas.swift; then
  echo "  FAIL the iOS 18 recogniser used unguarded (the mutation did not apply)"; failed=$((failed + 1))
elif ! ./availability-lint.sh Sources "$WORK/unguarded-sources" > "$WORK/lint.log" 2>&1 \
  && grep -q "uses UIGestureRecognizerRepresentable (iOS 18)" "$WORK/lint.log" \
  && grep -q "uses onScrollPhaseChange (iOS 18)" "$WORK/lint.log"; then
  echo "  ok   the iOS 18 recogniser and scroll phases used without if #available are rejected"; passed=$((passed + 1))
else
  cat "$WORK/lint.log"
  echo "  FAIL the iOS 18 recogniser or scroll phases used without if #available were not rejected"; failed=$((failed + 1))
fi

echo "swiftui-interface: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
