import Foundation

extension NavigationKey {
  /// The key seen in a mirror: ← and → swap, every other key stays. What a component laid out right
  /// to left hears (see ``ReadingDirection``): there → moves back, towards the first item.
  public var mirrored: NavigationKey {
    switch self {
    case .left: .right
    case .right: .left
    case .up, .down, .pageUp, .pageDown, .home, .end: self
    }
  }
}
