import AppModel
import Foundation
import Redux

/// The detail feature's state as its reducer sees it: the detail (``DetailScene``), with what it
/// reads to lay one out — the feeds, which hold its content, and the content area it fills. ``AppState``
/// puts it together and writes the detail back.
struct DetailFeature: Equatable, Sendable {
  /// The detail, flying, open or closed, and the one laid out ahead.
  var detail: DetailScene
  /// The feeds.
  let feeds: FeedBundle
  /// The content area the detail fills, in points.
  let contentSize: CGSize

  /// The detail's reducer, its text measured with `text`: a card's detail laid out ahead of its tap
  /// (an item the feeds do not have, or one already prepared, changes nothing). What it reports is
  /// for the app.
  static func reducer(text: any TextMeasuring) -> Reducer<DetailFeature, DetailAction> {
    { feature, action in
      if let ref = action.prepare, let content = feature.feeds.detail(for: ref) {
        feature.detail.prepare(ref, content, in: feature.contentSize, text: text)
      }
      return .none
    }
  }
}
