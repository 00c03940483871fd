import CarouselCore

/// Builds a masonry of the same items, once per run.
struct MasonryBuilds: RepeatedOperation {
  let items: [MasonryLayout.Item]
  /// The last build, kept until the next (see `ComponentFrames`).
  var layout: MasonryLayout?

  init(items: [MasonryLayout.Item]) { self.items = items }

  mutating func run() {
    // The previous layout goes first, so no more than one is in memory, as before.
    layout = nil
    layout = MasonryLayout(width: 1024, columns: .fixed(4), items: items)
  }
}
