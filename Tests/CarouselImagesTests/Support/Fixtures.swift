import Foundation

/// The test photographs (cut from mate-backgrounds' nature wallpapers): a 400 × 300 baseline and
/// progressive JPEG, and a 64 × 48 PNG, GIF and WebP (lossy, lossless, and lossy with alpha in an
/// extended file); and a decompression bomb: a 48 KB PNG of 20,000 × 20,000 one-bit pixels, 1.6 GB
/// as a 32-bit surface.
enum Fixtures {
  static func data(_ name: String) -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url)
    else { return Data() }
    return data
  }

  static let jpeg = data("ladybird.jpg")
  static let progressiveJPEG = data("ladybird-progressive.jpg")
  static let png = data("flower.png")
  static let gif = data("flower.gif")
  static let webp = data("flower.webp")
  static let losslessWebP = data("flower-lossless.webp")
  static let alphaWebP = data("flower-alpha.webp")
  static let pngBomb = data("bomb-20000.png")
}
