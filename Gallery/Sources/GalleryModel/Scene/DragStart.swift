import Foundation

/// Where a touch that went down goes.
enum DragStart<Part: Hashable>: Equatable {
  /// To the arbiter, with these parts (first has priority) and each part's origin in content points.
  case parts([Part], origins: [Part: CGPoint])
  /// To the feature's ``SceneFeature/handlePress(_:_:reports:)`` until it lifts.
  case press
}
