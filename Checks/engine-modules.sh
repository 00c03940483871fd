# Sourced by the checks that compile code against the engine (the SwiftUI interface check, the
# documentation examples): they compile with swiftc against the modules of the engine's debug build
# (`make engine-build`, which `make test-engine` runs first), so nothing of the engine is built twice.
#
# Sets ENGINE_MODULES, and SWIFTC_FLAGS: what SwiftPM gives a debug build of a Swift 6 library target.
# `require_engine_modules` fails with a clear line when the engine is not built.
ENGINE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ENGINE_MODULES="$ENGINE_ROOT/.build/debug/Modules"
SWIFTC_FLAGS=(-swift-version 6 -parse-as-library -Onone -DSWIFT_PACKAGE -DDEBUG)
# The package name SwiftPM built the engine with (its folder's name, as SwiftPM spells it): a target of
# the package compiled with it sees the engine's `package` declarations, as CarouselKit does; code
# outside the package (an app, a documentation example) is compiled without it.
ENGINE_PACKAGE_NAME=$(grep -o '"-module-name","CarouselCore".*' "$ENGINE_ROOT/.build/debug.yaml" 2>/dev/null |
  grep -o '"-package-name","[^"]*"' | head -n 1 | cut -d '"' -f 4)

require_engine_modules() {
  local module
  for module in CarouselCore CarouselImages Redux ReduxTesting; do
    if [ ! -e "$ENGINE_MODULES/$module.swiftmodule" ]; then
      echo "  FAIL $ENGINE_MODULES/$module.swiftmodule is missing: build the engine first (make engine-build)"
      return 1
    fi
  done
  if [ -z "$ENGINE_PACKAGE_NAME" ]; then
    echo "  FAIL no package name for CarouselCore in $ENGINE_ROOT/.build/debug.yaml: build the engine first (make engine-build)"
    return 1
  fi
}
