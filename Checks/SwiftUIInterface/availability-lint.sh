#!/usr/bin/env bash
# Linux ignores `@available(iOS …)` and `@available(macOS …)`, so the compiler cannot say when
# CarouselKit uses an API newer than its deployment targets. This lint does, for iOS and for macOS:
# every stub declaration annotated with a version above the package's `.iOS(.vNN)` (or `.macOS(.vNN)`)
# is looked up by name in CarouselKit's sources, and each use must sit under an `if #available(…
# PLATFORM M` or `@available(… PLATFORM M` (M at least the API's) within the 40 lines above it. A
# heuristic, stated: initializers are matched by their type's name, and a use guarded further up than
# 40 lines is reported (move the guard closer, or split the function).
#
#   availability-lint.sh [STAND_IN_DIR] [SOURCES_DIR]
#
# STAND_IN_DIR holds the stand-in's two SwiftUI modules, SwiftUICore/ and SwiftUI/ (default Sources).
set -euo pipefail
cd "$(dirname "$0")"
STUB=${1:-Sources}
SOURCES=${2:-../../Sources/CarouselKit}
problems=0
newer_count=0
for platform in iOS macOS; do
target=$(sed -n "s/.*\\.$platform(\\.v\\([0-9]*\\)).*/\\1/p" ../../Package.swift | head -n 1)

# "version name" for each declaration newer than the target.
newer=$(awk -v target="$target" -v platform="$platform" '
  $0 !~ /^[[:space:]]*\/\// && $0 ~ "@available\\((.*, )?" platform " [0-9]+" {
    match($0, platform " [0-9]+"); version = substr($0, RSTART + length(platform) + 1, RLENGTH - length(platform) - 1) + 0
    pending = (version > target) ? version : 0
    next
  }
  # Comments and attribute lines (`@MainActor`, `@preconcurrency`, availability on other platforms)
  # between the availability and the declaration it belongs to.
  pending && /^[[:space:]]*(\/\/|@)/ { next }
  pending {
    name = ""
    if (match($0, /func [A-Za-z_][A-Za-z0-9_]*/)) name = substr($0, RSTART + 5, RLENGTH - 5)
    else if (match($0, /(struct|class|protocol|enum|var|let) [A-Za-z_][A-Za-z0-9_]*/)) {
      split(substr($0, RSTART, RLENGTH), words, " "); name = words[2]
    }
    else if (match($0, /init[(<]/)) name = type
    if (name != "") print pending, name
    pending = 0
  }
  match($0, /(struct|class|enum|extension) [A-Za-z_][A-Za-z0-9_]*/) {
    split(substr($0, RSTART, RLENGTH), words, " "); type = words[2]
  }
' "$STUB"/SwiftUICore/*.swift "$STUB"/SwiftUI/*.swift | sort -u)

while read -r version name; do
  [ -n "${name:-}" ] || continue
  newer_count=$((newer_count + 1))
  while IFS=: read -r file line _; do
    guarded=$(awk -v line="$line" -v version="$version" -v platform="$platform" '
      NR > line - 40 && NR <= line && $0 ~ "(#available|@available)\\((.*, )?" platform " [0-9]+" {
        match($0, platform " [0-9]+")
        if (substr($0, RSTART + length(platform) + 1, RLENGTH - length(platform) - 1) + 0 >= version) found = 1
      }
      END { print found + 0 }' "$file")
    if [ "$guarded" -eq 0 ]; then
      echo "  $file:$line uses $name ($platform $version) without #available($platform $version, *)"
      problems=$((problems + 1))
    fi
  done < <(grep -rnwE "$name" "$SOURCES" --include=*.swift | grep -vE '^[^:]*:[0-9]+:[[:space:]]*//' || true)
done <<< "$newer"
done

if [ "$problems" -gt 0 ]; then
  echo "availability: $problems uses of API newer than the deployment targets without a guard"
  exit 1
fi
echo "availability: no API newer than the deployment targets (iOS and macOS) used unguarded ($newer_count newer declarations in the stub)"
