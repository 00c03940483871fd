#if canImport(ImageIO)
  import CarouselImages
  import Foundation
  import ImageIO

  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  /// A decoded image for SwiftUI: an immutable `CGImage`, safe to hand between threads.
  public struct DecodedImage: @unchecked Sendable {
    /// The pixels, at the size the decoder produced (see ``ImageIODecoder``).
    public let cgImage: CGImage
  }

  /// Decodes with ImageIO, downsampling as it decodes: the image is never held at full size when a
  /// smaller one was asked for (ImageIO's thumbnail path, with the photo's orientation applied).
  ///
  /// Decodes every format ImageIO reads: JPEG, PNG, GIF (first frame), WebP, HEIC and AVIF.
  public struct ImageIODecoder: ImageDecoding {
    /// Why ImageIO could not decode.
    public struct Failure: Error, CustomStringConvertible {
      public let description: String
    }

    public init() {}

    public func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> DecodedImage {
      guard let source = CGImageSourceCreateWithData(data as CFData, [kCGImageSourceShouldCache: false] as CFDictionary)
      else { throw Failure(description: "ImageIO cannot read the data") }
      var options: [CFString: Any] = [
        kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceShouldCacheImmediately: true,
        kCGImageSourceCreateThumbnailWithTransform: true,
      ]
      if let target = targetPixelSize, let longest = Self.longestSide(of: source, toCover: target) {
        options[kCGImageSourceThumbnailMaxPixelSize] = longest
      }
      guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
        throw Failure(description: "ImageIO cannot decode the image")
      }
      return DecodedImage(cgImage: image)
    }

    public func cost(of image: DecodedImage) -> Int { image.cgImage.bytesPerRow * image.cgImage.height }

    /// The longest side that makes the image cover `target` at its own aspect ratio: ImageIO bounds
    /// the longest side, and a wide photo shown in a square must keep its full height.
    private static func longestSide(of source: CGImageSource, toCover target: PixelSize) -> Int? {
      guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
        let width = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.doubleValue,
        let height = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.doubleValue, width > 0, height > 0
      else { return max(target.width, target.height) }
      let factor = max(Double(target.width) / width, Double(target.height) / height)
      guard factor < 1 else { return nil }  // never upsample: decode at full size
      return Int((max(width, height) * factor).rounded(.up))
    }
  }

  extension ImageIODecoder {
    /// The pipeline ``RemoteImage`` uses unless given another: ImageIO decoding, a 128 MiB memory
    /// cache — emptied when iOS warns that memory is low — and a 256 MiB disk cache in the app's
    /// caches directory (none if it cannot be made).
    public static let sharedPipeline: ImagePipeline<ImageIODecoder> = {
      let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      let disk = caches.flatMap { try? ImageDiskCache(directory: $0.appendingPathComponent("CarouselKitImages")) }
      return ImagePipeline(decoder: ImageIODecoder(), diskCache: disk)
    }()

    #if canImport(UIKit) && !os(watchOS)
      /// Empties the shared pipeline's memory cache on each memory warning, for the app's lifetime.
      @MainActor private static let sharedMemoryWarnings = MemoryWarningObserver(
        emptying: sharedPipeline.memoryCache, on: UIApplication.didReceiveMemoryWarningNotification)

      /// Starts emptying the shared pipeline's memory cache on memory warnings: the first call does,
      /// later ones cost a check. ``RemoteImage`` calls it.
      @MainActor static func observeMemoryWarnings() { _ = sharedMemoryWarnings }
    #endif
  }
#endif
