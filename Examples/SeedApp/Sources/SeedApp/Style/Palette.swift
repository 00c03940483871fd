import SwiftUI

/// The seed screens' colours, as the Gallery's reference renders draw them (its `Color` statics).
enum Palette {
  /// The screen's background, #F4F4F6.
  static let background = Color(hex: 0xF4F4F6)
  /// Primary text, #1C1C1E.
  static let text = Color(hex: 0x1C1C1E)
  /// Secondary text, dates and hairlines: SwiftUI's `.secondary` at 0.5.
  static let secondary = Color(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.5)
  /// Helper lines and captions, a 40 % grey.
  static let caption = Color(red: 0.4, green: 0.4, blue: 0.4)
  /// The rating's red, #FF5145.
  static let rating = Color(hex: 0xFF5145)
  /// The stars' yellow (UIKit's `systemYellow`), #FFCC00.
  static let star = Color(hex: 0xFFCC00)
  /// A news category badge, #FF9900.
  static let newsBadge = Color(hex: 0xFF9900)
  /// A favourite scene's category capsule, #FFAA00.
  static let favoriteCapsule = Color(hex: 0xFFAA00)
  /// Dividers and the guide board's post (UIKit's `systemGray`), #8E8E93.
  static let systemGray = Color(hex: 0x8E8E93)
  /// The guide board's signs and the single-row boxes (SwiftUI's `Color.blue`), #007AFF.
  static let systemBlue = Color(hex: 0x007AFF)
  /// The Articles screen's title bar and selected tab: figure 002's coral, #EE6B5E.
  static let articlesBar = Color(hex: 0xEE6B5E)
  /// The Archive's title bar and chip outlines: figure 004's green, #7CB66A.
  static let archiveGreen = Color(hex: 0x7CB66A)
  /// Behind a keyword found in an Archive row, #FFE27A.
  static let searchHighlight = Color(hex: 0xFFE27A)
  /// A marked ♥ on the Archive list, #E9546B.
  static let archiveHeart = Color(hex: 0xE9546B)
  /// The Archive's keyword field, a light grey.
  static let field = Color(red: 0.92, green: 0.92, blue: 0.93)
}

extension Color {
  /// A colour from `0xRRGGBB`, in sRGB.
  init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      opacity: opacity)
  }
}
