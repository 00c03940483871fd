import Foundation

/// How many pixels a decoder may hold for one image, tied to the size it is drawn at.
///
/// A 20,000 × 20,000 PNG is a few hundred kilobytes and 1.6 GB decoded. Decoders ask the budget
/// before they allocate: a format that can shrink while decoding (JPEG's scaled DCT, WebP's scaled
/// decode, ImageIO's thumbnails) decodes at the smallest size that covers the target and checks that;
/// one that cannot (PNG, GIF) checks the size its header declares, and refuses to start beyond it.
///
/// The limit is ``drawnPixelMultiple`` times the pixels drawn, within ``minimumPixelLimit`` (so an
/// ordinary photo for a thumbnail still decodes) and ``maximumPixelLimit``; without a target, the
/// maximum. At 4 bytes a pixel the maximum is 256 MiB.
public struct DecodingBudget: Sendable, Hashable, CustomStringConvertible {
  /// 16 Mi pixels (a 4,096 × 4,096 image, 64 MiB): the least any image is allowed.
  public static let minimumPixelLimit = 16 << 20
  /// 64 Mi pixels (an 8,192 × 8,192 image, 256 MiB): the most any image is allowed.
  public static let maximumPixelLimit = 64 << 20
  /// How many pixels may be decoded for each one drawn: a photo four times the drawn size both ways.
  public static let drawnPixelMultiple = 16

  /// The most pixels (width × height) one decoded image may have.
  public let pixelLimit: Int

  /// The budget for an image drawn at `target` pixels (nil: its full size, ``maximumPixelLimit``).
  public init(drawnAt target: PixelSize?) {
    guard let target else {
      pixelLimit = Self.maximumPixelLimit
      return
    }
    // PixelSize keeps each side within 2³⁰, so the area fits; the product may not.
    let (wanted, overflow) = target.area.multipliedReportingOverflow(by: Self.drawnPixelMultiple)
    pixelLimit = overflow ? Self.maximumPixelLimit : min(max(wanted, Self.minimumPixelLimit), Self.maximumPixelLimit)
  }

  /// Whether an image of `width` × `height` pixels may be decoded: both at least 1 and the area within
  /// ``pixelLimit`` (computed without overflow for any `Int`s).
  public func allows(width: Int, height: Int) -> Bool {
    guard width >= 1, height >= 1 else { return false }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && area <= pixelLimit
  }

  /// Whether `size` may be decoded.
  public func allows(_ size: PixelSize) -> Bool { allows(width: size.width, height: size.height) }

  /// Whether an image declaring `size` may be decoded by a decoder that shrinks while it decodes by
  /// up to `maximumReduction` each way (8 for libjpeg's DCT and ImageIO's subsampling of JPEG, HEIF
  /// and PNG; 1 for one that decodes whole): what it holds at best is
  /// ``smallestDecodedSize(of:reducingBy:toCover:)``.
  public func allows(_ size: PixelSize, reducingBy maximumReduction: Int, toCover target: PixelSize?) -> Bool {
    allows(Self.smallestDecodedSize(of: size, reducingBy: maximumReduction, toCover: target))
  }

  /// The smallest size a decoder that divides each side by a power of two up to `maximumReduction`
  /// (at least 1) decodes `size` to while still covering `target` (nil: no reduction), sides rounded
  /// up as libjpeg rounds them.
  public static func smallestDecodedSize(
    of size: PixelSize, reducingBy maximumReduction: Int, toCover target: PixelSize?
  ) -> PixelSize {
    guard let target else { return size }
    var reduction = 1
    while reduction < maximumReduction, reduction < 1 << 20 {
      let next = reduction * 2
      let width = (size.width + next - 1) / next
      let height = (size.height + next - 1) / next
      guard width >= target.width, height >= target.height else { break }
      reduction = next
    }
    return PixelSize(width: (size.width + reduction - 1) / reduction, height: (size.height + reduction - 1) / reduction)
      ?? size
  }

  public var description: String { "\(pixelLimit) pixels" }
}
