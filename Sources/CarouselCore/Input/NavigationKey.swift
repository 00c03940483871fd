/// A key that moves through a carousel: what a front end forwards from a hardware keyboard (iOS
/// `onKeyPress`, macOS key events, SDL key codes) to ``ComponentHost/press(_:animation:time:)``.
///
/// Arrows move one item along the component's main axis — left and right on a horizontal one, up and
/// down on a vertical one; the arrows across it are not the component's, so the front end passes them
/// on (to a vertical scroll view holding a row, for example). Page Up and Page Down move by what the
/// viewport shows; Home and End go to the first and the last item.
public enum NavigationKey: String, Sendable, Hashable, Codable, CaseIterable {
  /// ←: the previous item of a horizontal component.
  case left
  /// →: the next item of a horizontal component.
  case right
  /// ↑: the previous item of a vertical component.
  case up
  /// ↓: the next item of a vertical component.
  case down
  /// Page Up: back by what the viewport shows.
  case pageUp
  /// Page Down: forward by what the viewport shows.
  case pageDown
  /// Home: the first item.
  case home
  /// End: the last item.
  case end

  /// What a key asks of a component.
  public enum Command: Sendable, Hashable {
    /// Move by this many items: −1 back, +1 forward.
    case step(Int)
    /// Move by this many viewports' worth of items: −1 back, +1 forward.
    case page(Int)
    /// Go to the first item.
    case first
    /// Go to the last item.
    case last
  }

  /// What this key asks of a component scrolling along `axis` and laid out in `direction`; nil for
  /// an arrow across the axis, which the front end passes on. Right to left, → steps back and ←
  /// forward.
  public func command(along axis: ScrollAxis, direction: ReadingDirection = .leftToRight) -> Command? {
    let key = direction == .rightToLeft ? mirrored : self
    return switch (key, axis) {
    case (.left, .horizontal), (.up, .vertical): .step(-1)
    case (.right, .horizontal), (.down, .vertical): .step(1)
    case (.left, .vertical), (.right, .vertical), (.up, .horizontal), (.down, .horizontal): nil
    case (.pageUp, _): .page(-1)
    case (.pageDown, _): .page(1)
    case (.home, _): .first
    case (.end, _): .last
    }
  }
}
