#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// A Pinterest-style grid (``MasonryLayout``) as a SwiftUI `Layout`, for a section of a page that
  /// scrolls as a whole — such as a home screen, where pickup photos sit under the banners, the
  /// featured topics and the news. It is as tall as its items, so it sits in the page's `ScrollView`
  /// under the other sections; every item is created (for thousands of items, ``MasonryGrid``
  /// scrolls by itself and creates only what is on screen).
  ///
  /// Each item says how it is sized with ``SwiftUICore/View/masonryItem(_:)`` (square by default).
  /// The grid is laid out once per width (``MasonryMeasurements``), however often the page asks.
  ///
  /// ```swift
  /// ScrollView {
  ///   VStack {
  ///     Text("Pickup").bold()
  ///     MasonrySection(columns: .fixed(2)) {
  ///       ForEach(photos) { photo in
  ///         PhotoCard(photo).masonryItem(.photo(width: photo.width, height: photo.height))
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public struct MasonrySection: Layout {
    /// How many columns there are.
    public var columns: MasonryLayout.Columns
    /// Space between columns and between items in a column, in points.
    public var spacing: CGFloat
    /// Space around the grid, in points.
    public var insets: Insets

    /// A section of `columns` columns, `spacing` points apart, `insets` around.
    ///
    /// - Parameters:
    ///   - columns: how many columns: `.fixed(n)` (default 2) or `.adaptive(minimumWidth:)`, as many
    ///     as fit at least that wide.
    ///   - spacing: the space between columns and between items in a column, in points (default 8).
    ///   - insets: the space around the grid, in points (default 8 on every edge).
    public init(columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8, insets: Insets = Insets(all: 8)) {
      self.columns = columns
      self.spacing = spacing
      self.insets = insets
    }

    /// The grid laid out for a width, kept between the sizing and placing passes (SwiftUI makes a
    /// new cache when the subviews change).
    public typealias Cache = MasonryMeasurements

    public func makeCache(subviews: Subviews) -> MasonryMeasurements { MasonryMeasurements() }

    private func grid(width: CGFloat, subviews: Subviews, cache: inout Cache) -> MasonryLayout {
      cache.layout(width: width, itemCount: subviews.count, columns: columns, spacing: spacing, insets: insets) {
        subviews[$0][MasonryItemKey.self]
      }
    }

    /// The proposed width, or — when the container leaves it open — the room the widest item asks
    /// for in every column.
    private func width(for proposal: ProposedViewSize, subviews: Subviews) -> CGFloat {
      let gridColumns: ColumnGridLayout.Columns =
        switch columns {
        case .fixed(let count): .fixed(count)
        case .adaptive(let minimumWidth): .adaptive(minimum: minimumWidth)
        }
      return subviews.width(for: proposal) { widest in
        ColumnGridLayout.idealWidth(columns: gridColumns, itemWidth: widest, columnSpacing: spacing, insets: insets)
      }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      grid(width: width(for: proposal, subviews: subviews), subviews: subviews, cache: &cache).contentSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      let grid = grid(width: bounds.width, subviews: subviews, cache: &cache)
      subviews.place(in: bounds, frame: grid.frame(at:))
    }
  }

  /// The SwiftUI layout value carrying an item's ``MasonryLayout/Item``.
  struct MasonryItemKey: LayoutValueKey {
    static let defaultValue = MasonryLayout.Item.aspectRatio(1)
  }

  extension View {
    /// Says how this view is sized in a ``MasonrySection``: a photo's pixel size, an aspect ratio, a
    /// fixed height or a full-span header. Without it an item is square.
    ///
    /// - Parameter item: the item's sizing: `.photo(width:height:extraHeight:)` (a photo's size in
    ///   any unit, shown at the column width, plus a caption's points), `.aspectRatio(_:extraHeight:)`,
    ///   `.height(_:)` in points, or `.fullSpan(height:)` for a header across every column.
    public func masonryItem(_ item: MasonryLayout.Item) -> some View {
      layoutValue(key: MasonryItemKey.self, value: item)
    }
  }
#endif
