#!/usr/bin/env bash
# Compiles CarouselKit's SwiftUI sources against the interface stub (must succeed), then proves the
# check can fail: each mutation below is a mistake the real SwiftUI would reject, and the build of a
# mutated copy must fail with the expected diagnostic.
set -uo pipefail
cd "$(dirname "$0")"
SWIFT=${SWIFT:-swift}
passed=0
failed=0

if $SWIFT build 2>&1 | tail -n 20 | grep -q "Build complete"; then
  echo "  ok   CarouselKit compiles against the SwiftUI interface"; passed=$((passed + 1))
else
  $SWIFT build 2>&1 | grep -E "error" | head -n 20
  echo "  FAIL CarouselKit does not compile against the SwiftUI interface"; failed=$((failed + 1))
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# A copy of this package whose CarouselKit sources are real files that can be edited.
mkdir -p "$WORK/pkg/Sources"
cp Package.swift "$WORK/pkg/"
cp -R Sources/SwiftUI "$WORK/pkg/Sources/SwiftUI"
cp -R Sources/ImageIO "$WORK/pkg/Sources/ImageIO"
cp -RL Sources/CarouselKitInterface "$WORK/pkg/Sources/CarouselKitInterface"
ROOT=$(cd ../.. && pwd)
sed -i "s|.package(path: \"../..\")|.package(path: \"$ROOT\")|" "$WORK/pkg/Package.swift"
sed -i "s|let rootPackage = .*|let rootPackage = \"$(basename "$ROOT")\"|; /^  .lastPathComponent$/d; /^  .deletingLastPathComponent().lastPathComponent$/d" "$WORK/pkg/Package.swift"

mutate() {  # description, file, sed expression, expected diagnostic
  local file="$WORK/pkg/Sources/CarouselKitInterface/$2"
  cp "$file" "$file.orig"
  sed -i "$3" "$file"
  if cmp -s "$file" "$file.orig"; then
    echo "  FAIL $1 (the mutation did not apply)"; failed=$((failed + 1))
  elif (cd "$WORK/pkg" && $SWIFT build --scratch-path "$WORK/build" 2>&1) > "$WORK/build.log"; grep -q "$4" "$WORK/build.log"; then
    echo "  ok   $1 is rejected"; passed=$((passed + 1))
  else
    echo "  FAIL $1 was not rejected"; failed=$((failed + 1))
  fi
  mv "$file.orig" "$file"
}

mutate "a wrong argument label" Support/EngineCanvas.swift \
  's/\.scaleEffect(placement\.scale)/.scaleEffect(scale: placement.scale)/' "extraneous argument label\|incorrect argument label"
mutate "a type mismatch" Support/EngineCanvas.swift \
  's/\.opacity(placement\.opacity)/.opacity(Float(placement.opacity))/' "cannot convert value of type 'Float'"
mutate "a missing @MainActor" Support/EngineCanvas.swift \
  's|^  func engineNow() -> TimeInterval { Date().timeIntervalSinceReferenceDate }|  nonisolated func bodyOf<V: View>(_ view: V) -> V.Body { view.body }\n&|' "main actor-isolated"

mutate "a main-actor call inside a Layout method (Layout is Sendable, not main-actor)" Layouts/ColumnGrid.swift \
  's|^    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {|    @MainActor static func mainActorWidth() -> CGFloat { 390 }\n&\n      _ = Self.mainActorWidth()|' \
  "main actor-isolated"

mutate "a warning (the check builds CarouselKit with warnings as errors)" Layouts/ColumnGrid.swift \
  's|^      let columnWidth = provisional.columnWidth|      var unusedWidth = provisional.columnWidth\n&|' \
  "error: .*never used\|error: .*never mutated"

mutate "a timeline schedule without TimelineSchedule's entries(from:mode:)" Support/EngineTimelineSchedule.swift \
  's/func entries(from startDate: Date, mode: TimelineScheduleMode)/func entries(since startDate: Date, mode: TimelineScheduleMode)/' \
  "does not conform to protocol 'TimelineSchedule'"

mutate "an ImageIO image without its scale" Images/RemoteImage.swift \
  's/Image(decorative: image.cgImage, scale: displayScale)/Image(decorative: image.cgImage)/' "missing argument for parameter 'scale'"
mutate "a dictionary passed where ImageIO wants CFDictionary" Images/ImageIODecoder.swift \
  's/CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)/CGImageSourceCreateThumbnailAtIndex(source, 0, options)/' "cannot convert value of type"

echo "swiftui-interface: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
