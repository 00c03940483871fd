import CarouselCore
import Foundation
import GalleryModel

/// A deterministic stand-in photo: a small landscape whose colours and shapes come from a key (the
/// photo's URL), so the same item always looks the same and neighbours look different.
public enum PlaceholderPhoto {
  /// A stable 64-bit hash (FNV-1a) of `key`: Swift's `hashValue` changes from run to run.
  static func hash(_ key: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// Draws the placeholder for `key` covering `rect`.
  public static func draw(key: String, in rect: CGRect, on canvas: Canvas) {
    let seed = hash(key)
    func unit(_ shift: UInt64) -> Double { Double((seed >> shift) & 0xFFFF) / 65_535 }
    let hue = unit(0)
    canvas.withSavedState {
      canvas.clip(rect)
      canvas.fillGradient(rect, top: .hsv(hue, 0.35, 0.98), bottom: .hsv(hue + 0.07, 0.55, 0.78))
      let sun = CGPoint(
        x: rect.minX + rect.width * (0.2 + 0.6 * unit(16)), y: rect.minY + rect.height * (0.18 + 0.2 * unit(24)))
      canvas.fillCircle(center: sun, radius: min(rect.width, rect.height) * 0.12, color: Color(white: 1, alpha: 0.75))
      for layer in 0..<3 {
        let base = rect.minY + rect.height * (0.55 + 0.13 * Double(layer))
        let peaks = 3 + Int(unit(UInt64(32 + layer * 8)) * 3)
        var outline = [CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: base)]
        for peak in 0...peaks {
          let x = rect.minX + rect.width * CGFloat(peak) / CGFloat(peaks)
          let wobble = unit(UInt64((peak * 7 + layer * 13) % 48))
          let height = rect.height * (0.08 + 0.16 * wobble) * (peak % 2 == 0 ? 1 : 0.4)
          outline.append(CGPoint(x: x, y: base - height))
        }
        outline.append(CGPoint(x: rect.maxX, y: rect.maxY))
        canvas.fillPolygon(outline, color: .hsv(hue + 0.1 + 0.05 * Double(layer), 0.5, 0.62 - 0.14 * Double(layer)))
      }
    }
  }
}
