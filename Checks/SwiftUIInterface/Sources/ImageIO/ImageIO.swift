// The ImageIO and Core Graphics declarations CarouselKit's image decoder uses, with the signatures of
// Apple's documentation pages named beside them. Core Foundation's types stand for their toll-free
// bridged Foundation classes, which is how Swift on Apple platforms converts `Data as CFData` and a
// dictionary literal `as CFDictionary`. The constants are imported C globals in the SDK, hence
// `nonisolated(unsafe)` here. Declarations only: nothing here runs.
@_exported import Foundation

public typealias CFString = NSString
public typealias CFData = NSData
public typealias CFDictionary = NSDictionary

// https://developer.apple.com/documentation/coregraphics/cgimage — iOS 2.0+, macOS 10.0+
public final class CGImage {
  // https://developer.apple.com/documentation/coregraphics/cgimage/width
  public var width: Int { _unreachable() }
  // https://developer.apple.com/documentation/coregraphics/cgimage/height
  public var height: Int { _unreachable() }
  // https://developer.apple.com/documentation/coregraphics/cgimage/bytesperrow
  public var bytesPerRow: Int { _unreachable() }
}

// https://developer.apple.com/documentation/imageio/cgimagesource — iOS 4.0+, macOS 10.4+
public final class CGImageSource {}

// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithdata(_:_:)
// func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource?
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  _unreachable()
}

// https://developer.apple.com/documentation/imageio/cgimagesourcecreatethumbnailatindex(_:_:_:)
// func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage?
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CGImage?
{ _unreachable() }

// https://developer.apple.com/documentation/imageio/cgimagesourcecopypropertiesatindex(_:_:_:)
// func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary?
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CFDictionary?
{ _unreachable() }

// https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcache — let …: CFString
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
// https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcacheimmediately
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
// https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailfromimagealways
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
// https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailwithtransform
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
// https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
// https://developer.apple.com/documentation/imageio/kcgimagepropertypixelwidth
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
// https://developer.apple.com/documentation/imageio/kcgimagepropertypixelheight
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"

@inline(never)
func _unreachable() -> Never {
  fatalError("ImageIO interface stub: declarations only, never executed")
}
