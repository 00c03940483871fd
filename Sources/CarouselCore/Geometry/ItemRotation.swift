import Foundation

/// A rotation applied to an item about the centre of its frame.
///
/// `axis` is a unit vector `(x, y, z)`; a rotation about z is in the screen's plane and a positive
/// angle turns clockwise on screen.
public struct ItemRotation: Sendable, Hashable, Codable {
  /// The angle in radians; always finite.
  public var radians: Double
  /// The x component of the unit rotation axis.
  public var x: Double
  /// The y component of the unit rotation axis.
  public var y: Double
  /// The z component of the unit rotation axis.
  public var z: Double

  /// Creates a rotation of `radians` about `axis`, which is normalised.
  ///
  /// A non-finite angle or a zero or non-finite axis yields ``none``.
  public init(radians: Double, axis: (x: Double, y: Double, z: Double) = (0, 0, 1)) {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard radians.isFinite, length.isFinite, length > 0 else {
      self.radians = 0
      (x, y, z) = (0, 0, 1)
      return
    }
    self.radians = radians
    (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
  }

  /// No rotation.
  public static let none = ItemRotation(radians: 0)

  /// A rotation in the screen's plane; positive is clockwise.
  public static func inPlane(radians: Double) -> ItemRotation { ItemRotation(radians: radians) }

  /// Whether this rotation leaves the item unchanged.
  public var isIdentity: Bool { radians == 0 }
}
