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
  /// Decodes every format ImageIO reads: JPEG, PNG, GIF (first frame), WebP, HEIC and AVIF — within the
  /// decoding budget for the size asked for (CarouselImages' `DecodingBudget`). The size the data declares is read first; ImageIO subsamples
  /// JPEG, HEIF and PNG by up to 8 while decoding (`kCGImageSourceSubsampleFactor`), so those are budgeted at the
  /// smallest size that still covers the target, and the others at their full size. A decompression bomb — a
  /// small file declaring 20,000 × 20,000 pixels — is refused before ImageIO allocates anything.
  public struct ImageIODecoder: ImageDecoding {
    /// Why ImageIO could not decode.
    public struct Failure: Error, CustomStringConvertible {
      public let description: String
    }

    public init() {}

    public func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> DecodedImage {
      guard let source = CGImageSourceCreateWithData(data as CFData, [kCGImageSourceShouldCache: false] as CFDictionary)
      else { throw Failure(description: "ImageIO cannot read the data") }
      guard let declared = Self.declaredSize(of: source) else {
        throw Failure(description: "ImageIO reads no size in the \(format.name) data")
      }
      let budget = DecodingBudget(drawnAt: targetPixelSize)
      let reduction = Self.subsampledFormats.contains(format) ? 8 : 1
      guard budget.allows(declared, reducingBy: reduction, toCover: targetPixelSize) else {
        throw Failure(
          description:
            "\(declared.width) × \(declared.height) pixels is more than the \(budget) a \(format.name) drawn this size may decode to"
        )
      }
      var options: [CFString: Any] = [
        kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceShouldCacheImmediately: true,
        kCGImageSourceCreateThumbnailWithTransform: true,
      ]
      if let target = targetPixelSize, let longest = Self.longestSide(of: declared, toCover: target) {
        options[kCGImageSourceThumbnailMaxPixelSize] = longest
      }
      guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
        throw Failure(description: "ImageIO cannot decode the image")
      }
      return DecodedImage(cgImage: image)
    }

    public func cost(of image: DecodedImage) -> Int { image.cgImage.bytesPerRow * image.cgImage.height }

    /// The formats ImageIO subsamples while decoding (Apple's `kCGImageSourceSubsampleFactor`: "only
    /// for JPEG, HEIF, TIFF, and PNG images").
    private static let subsampledFormats: Set<ImageFormat> = [.jpeg, .heic, .png]

    /// The pixel size of the first image, read from its properties (the header), or nil.
    private static func declaredSize(of source: CGImageSource) -> PixelSize? {
      guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
        let width = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue,
        let height = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue
      else { return nil }
      return PixelSize(width: width, height: height)
    }

    /// The longest side that makes an image of `size` cover `target` at its own aspect ratio: ImageIO
    /// bounds the longest side, and a wide photo shown in a square must keep its full height.
    private static func longestSide(of size: PixelSize, toCover target: PixelSize) -> Int? {
      let width = Double(size.width)
      let height = Double(size.height)
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
