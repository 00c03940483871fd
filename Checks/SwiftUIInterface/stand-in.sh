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
