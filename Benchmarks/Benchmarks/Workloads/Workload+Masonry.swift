import CarouselCore
import Foundation

extension Workload {
  /// The masonry targets of issue 17 on 1,000,000 photos in 4 columns: a build ≤ 15 ms, the first
  /// append of 1,000 after it ≤ 50 µs, `items(in:)` ≤ 0.3 µs.
  public static let masonry: [Workload] =
    [
      Workload(name: "build, 1,000,000 items, 4 columns", instructionCountRuns: 2) {
        MasonryBuilds(items: samplePhotos(1_000_000))
      },
      Workload(name: "first append of 1,000 items after building 1,000,000", instructionCountRuns: 1) {
        let million = samplePhotos(1_000_000)
        return MasonryAppends(
          layout: MasonryLayout(width: 1024, columns: .fixed(4), items: million), items: samplePhotos(1_000))
      },
      Workload(name: "append 1,000 items to 1,000,000", instructionCountRuns: 100) {
        let layout = MasonryLayout(width: 1024, columns: .fixed(4), items: samplePhotos(1_000_000))
        return MasonryAppends(layout: layout, items: samplePhotos(1_000))
      },
    ] + ["top", "middle", "end"].map { query(at: $0) } + ["top", "middle", "end"].map { query(at: $0, reusing: true) }

  /// `items(in:)` for a 2,000-point window at the top, middle or end of a million photos.
  /// With `reusing`, the form a front end calls every frame: `items(in:into:)` with one array kept
  /// between calls.
  static func query(at place: String, reusing: Bool = false) -> Workload {
    let form = reusing ? "items(in:into:) a kept array," : "items(in:)"
    return Workload(name: "\(form) 2,000-point window at the \(place), 1,000,000 items") {
      let layout = MasonryLayout(width: 1024, columns: .fixed(4), items: samplePhotos(1_000_000))
      let height = layout.contentSize.height
      let top: CGFloat = place == "top" ? 0 : place == "middle" ? height / 2 : height - 2_000
      let window = CGRect(x: 0, y: top, width: 1024, height: 2_000)
      return MasonryQueries(layout: layout, window: window, reusing: reusing)
    }
  }

  /// The 20 pickup photo sizes of SPEC §5.4, repeated.
  public static func samplePhotos(_ count: Int) -> [MasonryLayout.Item] {
    let sizes: [(CGFloat, CGFloat)] = [
      (960, 960), (960, 1280), (1200, 800), (1200, 800), (960, 640), (960, 640), (900, 1200), (960, 640),
      (960, 960), (900, 1200), (960, 960), (960, 720), (1200, 900), (900, 1200), (960, 960), (1280, 720),
      (960, 640), (960, 1280), (960, 960), (960, 720),
    ]
    return (0..<count).map { index in
      let size = sizes[index % sizes.count]
      return .photo(width: size.0, height: size.1, extraHeight: 40)
    }
  }
}
