import CarouselCore

/// A feature's answer to a ``FeatureInput``.
enum FeatureAnswer: Equatable {
  /// Where the touch goes, with the parts as raw values.
  case start(DragStart<Int>)
  /// How the part took the sample.
  case response(GestureResponse)
  /// Nothing to answer.
  case done
}
