# Sourced by the checks that compile against the SwiftUI stand-in (check.sh, ../Docs/build.sh): builds
# its modules — ImageIO, UIKit and SwiftUI, each declaring exactly what CarouselKit uses — with swiftc.
# Needs SWIFTC and SWIFTC_FLAGS (../engine-modules.sh sets the flags).
STAND_IN_SOURCES="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/Sources"

emit_swiftui() {  # SwiftUI stub sources, output directory[, directory holding ImageIO and UIKit] → SwiftUI there
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name SwiftUI -I "${3:-$2}" \
    -emit-module-path "$2/SwiftUI.swiftmodule" "$1"/*.swift
}
emit_stubs() {  # output directory → the ImageIO, UIKit and SwiftUI modules there
  "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name ImageIO -emit-module-path "$1/ImageIO.swiftmodule" \
    "$STAND_IN_SOURCES"/ImageIO/*.swift \
    && "$SWIFTC" "${SWIFTC_FLAGS[@]}" -emit-module -module-name UIKit -emit-module-path "$1/UIKit.swiftmodule" \
      "$STAND_IN_SOURCES"/UIKit/*.swift \
    && emit_swiftui "$STAND_IN_SOURCES/SwiftUI" "$1"
}
