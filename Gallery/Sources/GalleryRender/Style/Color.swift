/// An sRGB colour with alpha, components in 0...1.
public struct Color: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `0xRRGGBB`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// A grey of `white` lightness.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour at `alpha`.
  public func opacity(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

  /// A colour from hue (0...1), saturation and value.
  public static func hsv(_ hue: Double, _ saturation: Double, _ value: Double) -> Color {
    let h = (hue - hue.rounded(.down)) * 6
    let i = Int(h) % 6
    let f = h - h.rounded(.down)
    let p = value * (1 - saturation)
    let q = value * (1 - saturation * f)
    let t = value * (1 - saturation * (1 - f))
    // Each sixth of the hue circle rises or falls in one channel.
    let sextants = [(value, t, p), (q, value, p), (p, value, t), (p, q, value), (t, p, value), (value, p, q)]
    let (red, green, blue) = sextants[min(max(0, i), 5)]
    return Color(red: red, green: green, blue: blue)
  }

  public static let white = Color(white: 1)
  public static let black = Color(white: 0)
  /// The seed's rating red, #ff5145.
  public static let rating = Color(hex: 0xFF5145)
  /// SwiftUI's `Color.blue` (light), the seed's example boxes.
  public static let systemBlue = Color(hex: 0x007AFF)
  /// UIKit's `systemYellow` (light), the seed's star colour.
  public static let systemYellow = Color(hex: 0xFFCC00)
  /// The seed's news category badge, #ff9900.
  public static let newsBadge = Color(hex: 0xFF9900)
  /// The seed's favourite category capsule, #ffaa00.
  public static let favoriteCapsule = Color(hex: 0xFFAA00)
  /// SwiftUI's `.secondary` at 0.5, the seed's card borders and dates.
  public static let secondary = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.5)
  /// UIKit's `systemGray` (SwiftUI's `.gray`): the seed's dividers.
  public static let systemGray = Color(hex: 0x8E8E93)
  /// The screen background.
  public static let background = Color(hex: 0xF4F4F6)
  /// The Articles screen's title bar and selected tab: the coral of figure 002's reading app.
  public static let articlesBar = Color(hex: 0xEE6B5E)
  /// The Archive screen's title bar, chosen chip and field outline (figure 004's green).
  public static let archiveGreen = Color(hex: 0x7CB66A)
  /// Behind a keyword found in an archive row.
  public static let searchHighlight = Color(hex: 0xFFE27A)
  /// A marked ♥ on the Archive list.
  public static let archiveHeart = Color(hex: 0xE9546B)
  /// Primary text.
  public static let text = Color(hex: 0x1C1C1E)
}
