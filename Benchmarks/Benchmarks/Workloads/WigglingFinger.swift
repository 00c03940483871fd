import CarouselCore
import Foundation

/// A finger that wiggles back and forth by a point per frame around `center`, at 120 Hz, so a drag
/// can run for any number of frames without leaving the content.
public struct WigglingFinger: Sendable {
  /// Where the finger wiggles around, in the component's points.
  public var center: CGPoint
  /// The direction it wiggles in.
  public var axis: ScrollAxis
  /// Frames produced so far.
  public private(set) var frame = 0

  /// A finger around `center` moving along `axis`.
  public init(center: CGPoint, axis: ScrollAxis = .horizontal) {
    self.center = center
    self.axis = axis
  }

  /// The next sample and its time in seconds (1 s plus a 120th per frame).
  public mutating func next() -> (DragEvent, TimeInterval) {
    frame += 1
    let time = 1 + Double(frame) / 120
    let shift = CGFloat(frame % 40 < 20 ? frame % 20 : 20 - frame % 20) - 10
    let location = axis.point(main: axis.main(of: center) + shift, cross: axis.cross.main(of: center))
    return (.changed(location, at: time), time)
  }
}
