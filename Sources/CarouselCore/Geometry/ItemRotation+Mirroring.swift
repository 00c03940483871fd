import Foundation

extension ItemRotation {
  /// The rotation seen in a mirror along a vertical line: the same turn the other way round. An
  /// in-plane turn (a card stack's leaving card) goes counter-clockwise where it went clockwise, and
  /// a turn about the vertical axis faces the other side. The reflection of a rotation about
  /// `(x, y, z)` by `θ` is the rotation about `(−x, y, z)` by `−θ` (the same as about `(x, −y, −z)`
  /// by `θ`): the axis's x and the angle change sign.
  public var mirrored: ItemRotation {
    guard !isIdentity else { return self }
    var mirror = self
    mirror.radians = -radians
    mirror.x = -x
    return mirror
  }
}
