#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// A Pinterest-style grid (``MasonryLayout``) in its own vertical `ScrollView`, lazy: only the items
  /// the layout reports visible in the scrolled window are created, so a grid of thousands of photos
  /// costs what a screenful does.
  ///
  /// ```swift
  /// MasonryGrid(photos, columns: .fixed(2)) { photo in
  ///   .photo(width: CGFloat(photo.width), height: CGFloat(photo.height))
  /// } content: { photo in
  ///   PhotoCard(photo)
  /// }
  /// ```
  public struct MasonryGrid<Data: RandomAccessCollection, Content: View>: View where Data.Index == Int {
    private let data: Data
    private let columns: MasonryLayout.Columns
    private let spacing: CGFloat
    private let item: (Data.Element) -> MasonryLayout.Item
    private let content: (Data.Element) -> Content
    @State private var scrollOffset: CGFloat = 0
    private let coordinateSpace = "CarouselKit.MasonryGrid"

    /// A grid of `data`; `item` says how each element is sized (a photo's pixel size, a fixed height, a
    /// full-span header).
    public init(
      _ data: Data, columns: MasonryLayout.Columns = .fixed(2), spacing: CGFloat = 8,
      item: @escaping (Data.Element) -> MasonryLayout.Item, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.columns = columns
      self.spacing = spacing
      self.item = item
      self.content = content
    }

    public var body: some View {
      GeometryReader { viewport in
        let layout = MasonryLayout(
          width: viewport.size.width, columns: columns, columnSpacing: spacing, rowSpacing: spacing,
          insets: Insets(all: spacing), items: data.map(item))
        let window = CGRect(x: 0, y: scrollOffset, width: viewport.size.width, height: viewport.size.height)
        ScrollView(.vertical) {
          ZStack(alignment: .topLeading) {
            GeometryReader { content in
              Color.clear.onChange(of: content.frame(in: .named(coordinateSpace)).minY, initial: true) { _, minY in
                scrollOffset = max(0, -minY)
              }
            }
            ForEach(layout.items(in: window), id: \.self) { index in
              if let frame = layout.frame(at: index), data.indices.contains(index) {
                content(data[index])
                  .frame(width: frame.width, height: frame.height)
                  .position(x: frame.midX, y: frame.midY)
              }
            }
          }
          .frame(width: viewport.size.width, height: layout.contentSize.height, alignment: .topLeading)
        }
        .coordinateSpace(.named(coordinateSpace))
      }
    }
  }
#endif
