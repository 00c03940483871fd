# Sourced by the checks that compile against the SwiftUI stand-in (check.sh, ../Docs/build.sh): builds
# its modules — ImageIO, UIKit, SwiftUICore and SwiftUI, each declaring exactly what CarouselKit uses —
# with swiftc. SwiftUI is two modules, as in the iOS 18.0 SDK: SwiftUICore (View, Text, Color, the
# stacks, most modifiers, the environment, Animation) and SwiftUI, which declares the rest and
# re-exports SwiftUICore. Both are built with the SDK's `-package-name SwiftUI`, so that SwiftUI calls
# SwiftUICore's `package` helper and CarouselKit (another package) cannot.
# Needs SWIFTC and SWIFTC_FLAGS (../engine-modules.sh sets the flags).
STAND_IN_SOURCES="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/Sources"

emit_swiftui() {  # stand-in sources (holding SwiftUICore/ and SwiftUI/), output directory[, directory holding
  #                 ImageIO and UIKit] → SwiftUICore, then SwiftUI against it, there
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name SwiftUICore -package-name SwiftUI -I "${3:-$2}" \
    -emit-module-path "$2/SwiftUICore.swiftmodule" "$1"/SwiftUICore/*.swift \
    && "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name SwiftUI -package-name SwiftUI -I "$2" -I "${3:-$2}" \
      -emit-module-path "$2/SwiftUI.swiftmodule" "$1"/SwiftUI/*.swift
}
emit_stubs() {  # output directory → the ImageIO, UIKit, SwiftUICore and SwiftUI modules there
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name ImageIO -emit-module-path "$1/ImageIO.swiftmodule" \
    "$STAND_IN_SOURCES"/ImageIO/*.swift \
    && "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name UIKit -emit-module-path "$1/UIKit.swiftmodule" \
      "$STAND_IN_SOURCES"/UIKit/*.swift \
    && emit_swiftui "$STAND_IN_SOURCES" "$1"
}
# The unchanged stand-in's modules are the same for every check that compiles against them (the SwiftUI
# check, the DocC archives, the seed app): the first to ask builds them into .build/swiftui-stand-in,
# under a key hashed from the stand-in's sources, this file, the flags and the compiler, and the others
# copy them from there (7 s each on two cores). A check compiling a changed copy of the stand-in (a
# mutation, a stricter copy) calls emit_stubs or emit_swiftui itself.
shared_stubs() {  # output directory → the ImageIO, UIKit, SwiftUICore and SwiftUI modules there
  local cache key
  cache="$(cd "$STAND_IN_SOURCES/../../.." && pwd)/.build/swiftui-stand-in"
  key=$({ cat "$STAND_IN_SOURCES"/{ImageIO,UIKit,SwiftUICore,SwiftUI}/*.swift "${BASH_SOURCE[0]}"
    echo "${SWIFTC_FLAGS[*]}"; "$SWIFTC" --version 2>&1; } | sha256sum | cut -c1-16)
  if [ ! -e "$cache/$key/SwiftUI.swiftmodule" ]; then
    rm -rf "$cache" && mkdir -p "$cache/$key.partial" && emit_stubs "$cache/$key.partial" \
      && mv "$cache/$key.partial" "$cache/$key" || return 1
  fi
  cp "$cache/$key"/* "$1"/
}
