#if canImport(SwiftUI)
  import CarouselCore
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
  /// ```swift
  /// MasonryGrid(photos, columns: .fixed(2)) { photo in
  ///   .photo(width: CGFloat(photo.width), height: CGFloat(photo.height))
  /// } content: { photo in
  ///   PhotoCard(photo)
  /// }
  /// ```
  public struct MasonryGrid<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>: View
  where Data.Index == Int {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let columns: MasonryLayout.Columns
    private let spacing: CGFloat
    private let item: (Data.Element) -> MasonryLayout.Item
    private let content: (Data.Element) -> Content
    @State private var grid = MasonryGridState<ID>()
    @State private var scrollOffset: CGFloat = 0
    private let coordinateSpace = "CarouselKit.MasonryGrid"

    /// A grid of `data`, each element identified by its `id` key path; `item` says how each element is
    /// sized (a photo's pixel size, a fixed height, a full-span header).
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

    public var body: some View {
      GeometryReader { viewport in
        ScrollView(.vertical) {
          ZStack(alignment: .topLeading) {
            GeometryReader { content in
              Color.clear.onChange(of: content.frame(in: .named(coordinateSpace)).minY, initial: true) { _, minY in
                scrollOffset = max(0, -minY)
              }
            }
            ForEach(createdItems(viewportHeight: viewport.size.height), id: \.id) { created in
              if let frame = grid.layout.frame(at: created.index) {
                content(data[data.startIndex + created.index])
                  .frame(width: frame.width, height: frame.height)
                  .position(x: frame.midX, y: frame.midY)
              }
            }
          }
          .frame(width: viewport.size.width, height: grid.layout.contentSize.height, alignment: .topLeading)
        }
        .coordinateSpace(.named(coordinateSpace))
        .onChange(
          of: Inputs(
            width: viewport.size.width, ids: data.map { $0[keyPath: id] }, columns: columns, spacing: spacing),
          initial: true
        ) { _, inputs in
          grid.reconfigure(columns: inputs.columns, spacing: inputs.spacing)
          grid.update(width: inputs.width, ids: inputs.ids) { item(data[data.startIndex + $0]) }
        }
      }
    }

    /// The items to create for the current scroll, each with its ID: only those whose element is
    /// still where the layout has it (between a change of the data and the grid's update, an index
    /// may name another element).
    private func createdItems(viewportHeight: CGFloat) -> [CreatedItem] {
      grid.itemsToCreate(scrollOffset: scrollOffset, viewportHeight: viewportHeight).compactMap { index in
        guard index < data.count, index < grid.ids.count,
          data[data.startIndex + index][keyPath: id] == grid.ids[index]
        else { return nil }
        return CreatedItem(index: index, id: grid.ids[index])
      }
    }

    /// What the grid lays out from: when these change, the grid is brought up to date.
    private struct Inputs: Equatable {
      var width: CGFloat
      var ids: [ID]
      // New columns or spacing with the same data and width must reach the grid too.
      var columns: MasonryLayout.Columns
      var spacing: CGFloat
    }

    /// An item to create: its place in the data and its identity.
    private struct CreatedItem {
      var index: Int
      var id: ID
    }
  }

  extension MasonryGrid where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A grid of identifiable `data`; `item` says how each element is sized.
    public init(
      _ data: Data, columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8,
      item: @escaping (Data.Element) -> MasonryLayout.Item, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, columns: columns, spacing: spacing, item: item, content: content)
    }
  }
#endif
