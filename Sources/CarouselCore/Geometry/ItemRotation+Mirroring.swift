import Foundation

extension ItemRotation {
  /// The rotation seen in a mirror along a vertical line: the same turn the other way round. An
  /// in-plane turn goes counter-clockwise where it went clockwise, and a turn about the vertical
  /// axis (the ring's banners) faces the other side. The axis keeps its x component and the angle
  /// changes sign — the reflection of a rotation about `(x, y, z)` by `θ` is the rotation about
  /// `(−x, y, z)` by `−θ`, which is the same as about `(x, −y, −z)` by `θ`.
  public var mirrored: ItemRotation {
    guard !isIdentity else { return self }
    var mirror = self
    mirror.radians = -radians
    mirror.x = -x
    return mirror
  }
}
