import CarouselCore
import Foundation

/// Asks a masonry for the items in one window, once per run: a new array each time, or (`reusing`)
/// into one array kept between runs, as a front end asking every frame would.
struct MasonryQueries: RepeatedOperation {
  let layout: MasonryLayout
  let window: CGRect
  let reusing: Bool
  /// The last answer (see `ComponentFrames` for why it is kept).
  var visible: [Int] = []

  mutating func run() {
    if reusing {
      layout.items(in: window, into: &visible)
    } else {
      visible = layout.items(in: window)
    }
  }
}
