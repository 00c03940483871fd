// Overload-resolution probe: `DragGesture(minimumDistance:)` is the `CoordinateSpaceProtocol` form
// (iOS 17), the enum form being disfavoured and deprecated in the SDK.
import SwiftUI

@MainActor func probeDragGesture() -> DragGesture { DragGesture(minimumDistance: 0) }
