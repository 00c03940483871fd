#!/usr/bin/env bash
# Every public function of CarouselCore and CarouselImages is under the fuzzer (SPEC §21): this lint
# reads each module's public API from its symbol graph (the compiler's own list, @_spi included) and
# looks for every function, method, initialiser and subscript by name in the fuzzer's sources
# (`Fuzz/`). A name the fuzzer never writes is a function no generated case calls.
#
# Left out, as the compiler writes them rather than a person: operators (`==`, `<`), the witnesses
# of standard conformances (`hash(into:)`, `encode(to:)`, `init(from:)`, `init(rawValue:)`) and
# members a type inherits from a standard protocol (marked SYNTHESIZED). A heuristic, stated: names
# are matched as words, so an initialiser counts when its type's name appears, and a method when its
# base name does (overloads share one).
#
#   check.sh [MODULES_DIR] [FUZZ_DIR]     (defaults: .build/debug/Modules, Fuzz)
# The lint checks itself first: against an empty fuzzer folder it must report every function.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-swift}
MODULES=${1:-.build/debug/Modules}
FUZZ=${2:-Fuzz}
TARGET=$(uname -m)-unknown-linux-gnu
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

# "Type.name(labels:)<TAB>word to look for", one line per public callable.
callables() {
  local module=$1
  "$SWIFT" symbolgraph-extract -module-name "$module" -I "$MODULES" -target "$TARGET" \
    -minimum-access-level public -include-spi-symbols -output-dir "$graphs" >/dev/null
  jq -r '
    .symbols[]
    | select(.kind.identifier | IN("swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript"))
    | select(.identifier.precise | contains("::SYNTHESIZED::") | not)
    | select(.names.title | IN("hash(into:)", "encode(to:)", "init(from:)", "init(rawValue:)") | not)
    | (.pathComponents | join(".")) as $path
    | if .kind.identifier == "swift.init" or .kind.identifier == "swift.subscript" then
        "\($path)\t\(.pathComponents[-2] // .pathComponents[-1])"
      else
        "\($path)\t\(.names.title | split("(")[0])"
      end' "$graphs/$module.symbols.json"
}

# The callables of both modules whose word never appears in `$1`.
uncovered() {
  local fuzz=$1
  local words
  words=$(mktemp)
  # Every identifier the fuzzer's sources contain, once each.
  { find "$fuzz" -name '*.swift' -print0 | xargs -0 -r cat; } | grep -oE '[A-Za-z_][A-Za-z0-9_]*' | sort -u >"$words"
  for module in CarouselCore CarouselImages; do
    callables "$module"
  done | sort -u | while IFS=$'\t' read -r path word; do
    grep -qxF "$word" "$words" || echo "$path"
  done
  rm -f "$words"
}

empty=$(mktemp -d)
total=$(uncovered "$empty" | wc -l)
rmdir "$empty"
if [ "$total" -lt 100 ]; then
  echo "fuzz coverage lint: against an empty fuzzer it found only $total public functions; the symbol graph was not read" >&2
  exit 1
fi

missing=$(uncovered "$FUZZ")
if [ -n "$missing" ]; then
  echo "fuzz coverage lint: $(echo "$missing" | wc -l) of $total public functions are never called by the fuzzer ($FUZZ):" >&2
  echo "$missing" | sed 's/^/  /' >&2
  exit 1
fi
echo "fuzz coverage lint: all $total public functions of CarouselCore and CarouselImages appear in $FUZZ"
