import CarouselCore
import Foundation

/// What the scene asks a screen's feature to do: one message, so that the scene reaches any
/// feature through one switch (``GalleryScene``'s `send(_:to:_:reports:)`).
enum FeatureInput {
  /// A touch went down at a point (content points): ``SceneFeature/begin(at:)``.
  case touchDown(CGPoint)
  /// A sample for one of its parts (the part's raw value): ``SceneFeature/handle(_:on:_:reports:)``.
  case drag(DragEvent, part: Int)
  /// A sample of its own press: ``SceneFeature/handlePress(_:_:reports:)``.
  case press(DragEvent)
  /// A key, the wheel or F for the screen shown: reported as the feature's own action, which its
  /// reducer takes.
  case input(ScreenInput)
  /// New feeds: ``SceneFeature/load(_:text:time:)``.
  case load(text: any TextMeasuring, time: TimeInterval)
  /// A content area of this size: ``SceneFeature/layOut(in:_:time:)``.
  case layOut(CGSize, time: TimeInterval)
  /// The clock: ``SceneFeature/advance(to:_:)``.
  case advance(TimeInterval)
  /// Whether the screen is now shown: ``SceneFeature/setShown(_:)``.
  case shown(Bool)
}
