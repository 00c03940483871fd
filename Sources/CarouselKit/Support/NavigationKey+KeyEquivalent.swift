#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  extension NavigationKey {
    /// The keys a carousel listens for: the arrows, Page Up, Page Down, Home and End.
    static let keyEquivalents: Set<KeyEquivalent> = [
      .leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown, .home, .end,
    ]

    /// The navigation key SwiftUI's `key` stands for; nil for any other key.
    init?(_ key: KeyEquivalent) {
      switch key {
      case .leftArrow: self = .left
      case .rightArrow: self = .right
      case .upArrow: self = .up
      case .downArrow: self = .down
      case .pageUp: self = .pageUp
      case .pageDown: self = .pageDown
      case .home: self = .home
      case .end: self = .end
      default: return nil
      }
    }
  }
#endif
