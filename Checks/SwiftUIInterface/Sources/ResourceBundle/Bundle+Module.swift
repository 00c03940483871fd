// Stands in for the accessor SwiftPM (and Xcode) generate for a target with resources: CarouselKit's
// string catalog is read through `Bundle.module`. Declared as the generated one is — an internal
// static constant — so that a use SwiftPM would reject fails here too. Nothing here runs.
import Foundation

extension Foundation.Bundle {
  static let module: Bundle = Bundle.main
}
