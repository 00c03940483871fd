#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// A Pinterest-style grid (``MasonryLayout``) in its own vertical `ScrollView`, lazy: only the items
  /// on screen and a screen beyond each edge are created, so a grid of thousands of photos costs what
  /// three screenfuls do.
  ///
  /// The layout is kept between updates (``MasonryGridState``): scrolling reads it without laying
  /// anything out, items added at the end are placed without touching the others, and only a new
  /// width or a change before the end lays the grid out again. Items are identified by their ID, so a
  /// photo keeps its view (and its loaded image) when items before it change.
  ///
  /// An update costs O(visible items) when the data is the same array: an unchanged array is
  /// recognised by its storage in O(1) and its IDs are read again only when it changed, and scrolling updates the view a quarter of a viewport
  /// at a time, not on every point (``MasonryGridState/creationBand(scrollOffset:viewportHeight:)``).
  /// Any `RandomAccessCollection` works, slices included.
  ///
  /// ```swift
  /// MasonryGrid(photos, columns: .fixed(2)) { photo in
  ///   .photo(width: CGFloat(photo.width), height: CGFloat(photo.height))
  /// } content: { photo in
  ///   PhotoCard(photo)
  /// }
  /// ```
  public struct MasonryGrid<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let columns: MasonryLayout.Columns
    private let spacing: CGFloat
    private let item: (Data.Element) -> MasonryLayout.Item
    private let content: (Data.Element) -> Content
    @State private var model = MasonryGridModel<ID>()
    /// Whether the items are sized by their content (measured at the column width) rather than by
    /// `item`.
    private var measuresHeights = false
    /// Bumped when a measured height laid the grid out again.
    @State private var layoutRevision = 0
    /// The band of scroll offsets the grid is in: it changes a quarter of a viewport at a time.
    @State private var band = 0
    private let coordinateSpace = "CarouselKit.MasonryGrid"
    /// Right to left, the columns fill from the right.
    @Environment(\.layoutDirection) private var layoutDirection

    /// A grid of `data`, each element identified by its `id` key path; `item` says how each element is
    /// sized (a photo's pixel size, a fixed height, a full-span header).
    ///
    /// - Parameters:
    ///   - data: the items, in order; any `RandomAccessCollection`. Items appended at the end are
    ///     placed without moving the others.
    ///   - id: the key path to each element's identity: an item's view (and what it loaded) stays
    ///     with its ID.
    ///   - columns: how many columns: `.fixed(n)` (default 2) or `.adaptive(minimumWidth:)`, as many
    ///     as fit at least that wide.
    ///   - spacing: the space between columns and between items in a column, in points (default 8).
    ///   - item: how an element is sized: `.photo(width:height:extraHeight:)` (its pixel size, shown
    ///     at the column width), `.aspectRatio(_:extraHeight:)`, `.height(_:)` in points, or
    ///     `.fullSpan(height:)` for a header across every column. Asked again only when the data
    ///     changes.
    ///   - content: the view for one element, proposed its frame: the column width and the height
    ///     `item` gives.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8,
      item: @escaping (Data.Element) -> MasonryLayout.Item, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.columns = columns
      self.spacing = spacing
      self.item = item
      self.content = content
    }

    /// A grid of `data` whose items are as tall as their content at the column width — the data
    /// carries no sizes — each element identified by its `id` key path. Each item is measured as it
    /// is drawn and the grid laid out again once per changed height; an item not seen yet counts as
    /// the mean height measured so far (a square before the first).
    ///
    /// ```swift
    /// MasonryGrid(articles, id: \.id) { article in
    ///   Placeholder(article)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the items, in order; any `RandomAccessCollection`.
    ///   - id: the key path to each element's identity: an item's measured height, its view and
    ///     what it loaded stay with its ID.
    ///   - columns: how many columns: `.fixed(n)` (default 2) or `.adaptive(minimumWidth:)`, as many
    ///     as fit at least that wide.
    ///   - spacing: the space between columns and between items in a column, in points (default 8).
    ///   - content: the view for one element, proposed the column width and measured at its ideal
    ///     height.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: id, columns: columns, spacing: spacing, item: { _ in .aspectRatio(1) }, content: content)
      measuresHeights = true
    }

    public var body: some View {
      GeometryReader { viewport in
        let _ = layoutRevision
        let grid = model.grid(
          width: viewport.size.width, data: data, id: id, columns: columns, spacing: spacing,
          measuresHeights: measuresHeights, item: item)
        let height = viewport.size.height
        let direction = ReadingDirection(layoutDirection)
        ScrollView(.vertical) {
          ZStack(alignment: .topLeading) {
            GeometryReader { content in
              let offset = -content.frame(in: .named(coordinateSpace)).minY
              Color.clear.onChange(
                of: MasonryGridState<ID>.creationBand(scrollOffset: offset, viewportHeight: height), initial: true
              ) { _, newBand in band = newBand }
            }
            ForEach(grid.itemsToCreate(inBand: band, viewportHeight: height), id: \.self) { index in
              if let laidOut = grid.layout.frame(at: index), let element = data.element(atOffset: index) {
                let frame = ItemPlacement(index: index, frame: laidOut).drawn(direction, inWidth: viewport.size.width)
                  .frame
                content(element)
                  .environment(\.layoutDirection, layoutDirection)
                  .modifier(
                    // Proposed the column width by the frame below, measured at its ideal height.
                    ContentLengthMeasurement(axis: measuresHeights ? .vertical : nil) { height in
                      if model.measure(height, of: grid.ids[index]) { layoutRevision &+= 1 }
                    }
                  )
                  .frame(width: frame.width, height: frame.height)
                  .position(x: frame.midX, y: frame.midY)
                  .id(grid.ids[index])
              }
            }
          }
          .frame(width: viewport.size.width, height: grid.layout.contentSize.height, alignment: .topLeading)
          // At the points computed above, mirrored already.
          .engineCoordinates()
        }
        .coordinateSpace(.named(coordinateSpace))
      }
    }
  }

  /// What a masonry grid view keeps between updates, by reference: its ``MasonryGridState`` and the
  /// IDs of the data it was laid out from (read again only when the data changed).
  @MainActor final class MasonryGridModel<ID: Hashable & Sendable> {
    private var state = MasonryGridState<ID>()
    private var snapshot = ElementIDSnapshot<ID>()

    /// The grid for `data` at `width`, brought up to date — O(1) when nothing changed and the data is
    /// the array of the last update; new items at the end are appended, anything else lays it out.
    func grid<Data: RandomAccessCollection>(
      width: CGFloat, data: Data, id: KeyPath<Data.Element, ID>, columns: MasonryLayout.Columns, spacing: CGFloat,
      measuresHeights: Bool, item: (Data.Element) -> MasonryLayout.Item
    ) -> MasonryGridState<ID> {
      state.reconfigure(columns: columns, spacing: spacing)
      let changed = snapshot.update(data) { element, _ in element[keyPath: id] }
      let ids = snapshot.ids
      // A new width, new IDs, or a grid emptied by new columns: O(1) to tell.
      if changed || state.layout.width != width || state.ids.count != ids.count {
        // A copy only when measuring: holding one would make an append copy the whole layout.
        let measured = measuresHeights ? state : nil
        state.update(width: width, ids: ids) { index in
          if let measured { return measured.measuredItem(for: ids[index]) }
          return data.element(atOffset: index).map(item) ?? .aspectRatio(1)
        }
      }
      return state
    }

    /// A height measured from an item's content (see ``MasonryGridState/measure(_:of:)``).
    /// - Returns: whether the grid was laid out again.
    func measure(_ height: CGFloat, of id: ID) -> Bool {
      state.measure(height, of: id)
    }
  }

  extension MasonryGrid where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A grid of identifiable `data`; `item` says how each element is sized.
    ///
    /// - Parameters:
    ///   - data: the items, in order, identified by their `id`.
    ///   - columns: how many columns: `.fixed(n)` (default 2) or `.adaptive(minimumWidth:)`, as many
    ///     as fit at least that wide.
    ///   - spacing: the space between columns and between items in a column, in points (default 8).
    ///   - item: how an element is sized (a photo's pixel size, an aspect ratio, a height in points,
    ///     a full-span header).
    ///   - content: the view for one element, proposed the column width and the height `item`
    ///     gives.
    public init(
      _ data: Data, columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8,
      item: @escaping (Data.Element) -> MasonryLayout.Item, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, columns: columns, spacing: spacing, item: item, content: content)
    }

    /// A grid of identifiable `data` whose items are as tall as their content (see
    /// ``init(_:id:columns:spacing:content:)``).
    ///
    /// - Parameters:
    ///   - data: the items, in order, identified by their `id`.
    ///   - columns: how many columns: `.fixed(n)` (default 2) or `.adaptive(minimumWidth:)`, as many
    ///     as fit at least that wide.
    ///   - spacing: the space between columns and between items in a column, in points (default 8).
    ///   - content: the view for one element, proposed the column width and measured at its ideal
    ///     height.
    public init(
      _ data: Data, columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, columns: columns, spacing: spacing, content: content)
    }
  }
#endif
