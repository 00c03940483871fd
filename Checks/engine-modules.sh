# Sourced by the checks that compile code against the engine (the SwiftUI interface check, the
# documentation examples): they compile with swiftc against the modules of the engine's debug build
# (`make engine-build`, which `make test-engine` runs first), so nothing of the engine is built twice.
#
# Sets ENGINE_MODULES, and SWIFTC_FLAGS: what SwiftPM gives a debug build of a Swift 6 library target.
# `require_engine_modules` fails with a clear line when the engine is not built.
ENGINE_MODULES="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build/debug/Modules"
SWIFTC_FLAGS=(-swift-version 6 -parse-as-library -Onone -DSWIFT_PACKAGE -DDEBUG)

require_engine_modules() {
  local module
  for module in CarouselCore CarouselImages Redux ReduxTesting; do
    if [ ! -e "$ENGINE_MODULES/$module.swiftmodule" ]; then
      echo "  FAIL $ENGINE_MODULES/$module.swiftmodule is missing: build the engine first (make engine-build)"
      return 1
    fi
  done
}
