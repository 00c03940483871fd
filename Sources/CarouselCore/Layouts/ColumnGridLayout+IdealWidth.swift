import Foundation

extension ColumnGridLayout {
  /// The width a grid asks for when its container leaves the width open (SwiftUI's ideal size, a
  /// `nil` or infinite proposal), in points: every fixed column as wide as the widest item wants,
  /// with the spacing and insets; an adaptive grid is one such column, kept within its bounds.
  ///
  /// Rather than a phone's width assumed: inside a horizontal scroll view or a sheet sized to fit,
  /// the grid takes the room its items need. Bad values are sanitised like every length.
  public static func idealWidth(
    columns: Columns, itemWidth: CGFloat, columnSpacing: CGFloat = 8, insets: Insets = .horizontal(8)
  ) -> CGFloat {
    let item = itemWidth.sanitizedLength
    let spacing = columnSpacing.sanitizedLength
    let content: CGFloat
    switch columns {
    case .fixed(let count):
      let count = CGFloat(count.clamped(to: 1...maximumColumns))
      content = count * item + (count - 1) * spacing
    case .adaptive(let minimum, let maximum):
      let minimum = Swift.max(minimum.sanitizedLength, 1)
      let cap = maximum.isNaN || maximum <= 0 ? CGFloat.infinity : maximum
      content = Swift.min(Swift.max(item, minimum), Swift.max(cap, minimum))
    }
    return (content + insets.horizontalTotal).sanitizedLength
  }
}
