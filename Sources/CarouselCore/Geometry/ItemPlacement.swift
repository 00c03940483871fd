import Foundation

/// Where and how one item is drawn in a frame: the output of every component's `placements()`.
///
/// `frame` is in viewport coordinates and already includes every translation the component applies;
/// `scale` and `rotation` are applied about the frame's centre. All numbers are finite, and `scale` and
/// `opacity` lie in `0...1`.
public struct ItemPlacement: Sendable, Hashable, Codable {
  /// The index of the item in the component's data.
  public var index: Int
  /// The item's rectangle in viewport coordinates, in points.
  public var frame: CGRect
  /// Uniform scale about the frame's centre, in `0...1`.
  public var scale: CGFloat
  /// Rotation about the frame's centre.
  public var rotation: ItemRotation
  /// Opacity in `0...1`.
  public var opacity: Double
  /// Drawing order: higher values are drawn later (on top).
  public var zIndex: Double

  /// Creates a placement; non-finite numbers become 0 and `scale` and `opacity` are clamped to `0...1`.
  public init(
    index: Int, frame: CGRect, scale: CGFloat = 1, rotation: ItemRotation = .none,
    opacity: Double = 1, zIndex: Double = 0
  ) {
    self.index = index
    self.frame = frame.sanitized
    self.scale = scale.clampedUnit
    self.rotation = rotation
    self.opacity = opacity.clampedUnit
    self.zIndex = zIndex.isFinite ? zIndex : 0
  }

  /// The four corners of the frame after scale and in-plane rotation, clockwise from top-left.
  ///
  /// Rotations about other axes are projected orthographically (their z component is dropped).
  public var transformedCorners: [CGPoint] {
    let center = CGPoint(x: frame.midX, y: frame.midY)
    let halfWidth = frame.width / 2 * scale
    let halfHeight = frame.height / 2 * scale
    let angle = rotation.radians * rotation.z
    let cosine = CGFloat(cos(angle))
    let sine = CGFloat(sin(angle))
    return [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map { signs in
      let dx = CGFloat(signs.0) * halfWidth
      let dy = CGFloat(signs.1) * halfHeight
      return CGPoint(x: center.x + dx * cosine - dy * sine, y: center.y + dx * sine + dy * cosine)
    }
  }

  /// The frame after ``scale`` about its centre, before any rotation, in points.
  public var scaledFrame: CGRect {
    let width = frame.width * scale
    let height = frame.height * scale
    return CGRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
  }

  /// The bounding box of the item as drawn — ``transformedCorners``' extent: ``scaledFrame`` turned
  /// by the in-plane rotation — in points, without building the corners; `.null` when a coordinate
  /// is not finite.
  var drawnBounds: CGRect {
    let scaled = scaledFrame
    let angle = rotation.radians * rotation.z
    let cosine = abs(CGFloat(cos(angle)))
    let sine = abs(CGFloat(sin(angle)))
    let width = scaled.width * cosine + scaled.height * sine
    let height = scaled.width * sine + scaled.height * cosine
    let box = CGRect(x: scaled.midX - width / 2, y: scaled.midY - height / 2, width: width, height: height)
    return box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite ? box : .null
  }

  /// Whether `point` lies inside the item as drawn (scale and in-plane rotation included).
  public func contains(_ point: CGPoint) -> Bool {
    guard scale > 0, opacity > 0, frame.width > 0, frame.height > 0 else { return false }
    let corners = transformedCorners
    var sign: CGFloat = 0
    for corner in 0..<4 {
      let a = corners[corner]
      let b = corners[(corner + 1) % 4]
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      if cross == 0 { continue }
      if sign == 0 {
        sign = cross
      } else if (sign > 0) != (cross > 0) {
        return false
      }
    }
    return true
  }
}
