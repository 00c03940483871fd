import CarouselCore

/// Appends the same items to one growing masonry, once per run.
struct MasonryAppends: RepeatedOperation {
  var layout: MasonryLayout
  let items: [MasonryLayout.Item]

  mutating func run() { layout.append(items) }
}
