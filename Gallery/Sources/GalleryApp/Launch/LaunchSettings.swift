import AppModel
import CarouselCore
import CarouselImages
import Foundation
import GalleryModel
import GalleryRender

/// What the command line asked for, checked: every number finite and inside its documented range,
/// every folder present, the time zone known. Anything else is an ``OptionError`` naming the option.
///
/// | option | accepted |
/// |---|---|
/// | `--width`, `--height` | 200 to 4096 points |
/// | `--scale` | 0.25 to 4 pixels per point, at most 8192 pixels a side |
/// | `--images`, `--feeds` | an existing folder |
/// | `--api` | an `http` or `https` URL with a host |
/// | `--time-zone` | an IANA name (`Asia/Tokyo`, `UTC`) |
/// | `--language` | `ja` or `en` (without it, the locale's: English for `en…`, else Japanese) |
public struct LaunchSettings: Sendable {
  /// The window widths and heights the Gallery accepts, in points.
  public static let sideRange: ClosedRange<Double> = 200...4096
  /// The pixel scales the Gallery accepts.
  public static let scaleRange: ClosedRange<Double> = 0.25...4
  /// The most pixels a window side may have (a 4096-point side at scale 2); 8192² ARGB pixels are 256 MB.
  public static let maximumPixelsPerSide: Double = 8192

  /// The window or render size, in points.
  public var size: CGSize
  /// Pixels per point.
  public var scale: Double
  /// A folder of photos (JPEG, PNG or WebP) named as in the feeds' URLs: `--images`, else the
  /// photographs bundled with the Gallery; nil draws generated placeholders.
  public var imageDirectory: URL?
  /// A folder of feed files (`featured_topics.json`, …), or nil for the bundled samples.
  public var feedDirectory: URL?
  /// A `gallery serve` API to load the feeds and photos from, or nil.
  public var apiBase: URL?
  /// Where the favourites are kept (`--data-dir`; the window defaults to
  /// ``defaultDataDirectory(environment:)``), or nil to keep them in memory only.
  public var dataDirectory: URL?
  /// The time zone dates are shown in.
  public var timeZone: TimeZone
  /// The layout direction every screen is laid out in (`--rtl`: right to left).
  public var direction: ReadingDirection
  /// The language of the Gallery's own words.
  public var language: GalleryLanguage

  /// Checks the options' values; throws the first problem found, in the order the options are listed.
  public init(
    width: Double = 390, height: Double = 844, scale: Double = 1, images: String? = nil, feeds: String? = nil,
    api: String? = nil, dataDir: String? = nil, timeZone: String? = nil, direction: ReadingDirection = .leftToRight,
    language: String? = nil, environment: [String: String] = [:]
  ) throws(OptionError) {
    self.direction = direction
    self.language = GalleryLanguage.preferred(environment: environment)
    try Self.check(width, option: "--width", in: Self.sideRange, unit: "points")
    try Self.check(height, option: "--height", in: Self.sideRange, unit: "points")
    try Self.check(scale, option: "--scale", in: Self.scaleRange, unit: "pixels per point")
    let largestSide = max(width, height) * scale
    if largestSide > Self.maximumPixelsPerSide {
      throw OptionError(
        option: "--scale", value: scale.formatted,
        problem: "makes a window side \(Int(largestSide)) pixels; at most \(Int(Self.maximumPixelsPerSide)) "
          + "(lower --scale, --width or --height)")
    }
    size = CGSize(width: width, height: height)
    self.scale = scale
    imageDirectory =
      try images.map { path throws(OptionError) in try Self.folder(path, option: "--images") }
      ?? ImageSource.bundledDirectory
    feedDirectory = try feeds.map { path throws(OptionError) in try Self.folder(path, option: "--feeds") }
    apiBase = try api.map { text throws(OptionError) in try Self.apiURL(text) }
    dataDirectory = try dataDir.map { path throws(OptionError) in try Self.dataFolder(path) }
    if let timeZone {
      guard let zone = TimeZone(identifier: timeZone) else {
        throw OptionError(
          option: "--time-zone", value: timeZone,
          problem: "unknown time zone; use an IANA name such as Asia/Tokyo or UTC")
      }
      self.timeZone = zone
    } else {
      self.timeZone = .current
    }
    if let language {
      guard let chosen = GalleryLanguage(code: language) else {
        throw OptionError(option: "--language", value: language, problem: "unknown language; use ja or en")
      }
      self.language = chosen
    }
  }

  /// Where the feeds come from: the API, else the feed folder, else the bundled samples.
  public var feedSource: FeedSource {
    if let apiBase { return .api(apiBase) }
    if let feedDirectory { return .folder(feedDirectory) }
    return .bundled
  }

  /// Where photos come from: the API when `--api` is given (unless `--images` names a folder), else
  /// the image folder.
  public var imageSource: ImageSource {
    if let apiBase, imageDirectory == ImageSource.bundledDirectory { return ImageSource(api: .api(apiBase)) }
    return ImageSource(directory: imageDirectory)
  }

  /// Checks a `--data-dir` value: a folder, or a path where one can be made (no file in the way).
  private static func dataFolder(_ path: String) throws(OptionError) -> URL {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw OptionError(option: "--data-dir", value: path, problem: "a file is in the way; give a folder")
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// Checks an `--api` value: an absolute `http` or `https` URL with a host.
  private static func apiURL(_ text: String) throws(OptionError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else {
      throw OptionError(
        option: "--api", value: text, problem: "not an http URL; give the address gallery serve prints")
    }
    return url
  }

  /// How the feeds are read: from ``feedSource`` (a feed that cannot be fetched or decoded is reported
  /// and left empty).
  public var feedLoader: @Sendable () async throws -> (feeds: FeedBundle, issues: [FeedIssue]) {
    let source = feedSource
    return { await source.fetchFeeds() }
  }

  /// The favourites database's file name in ``dataDirectory``.
  public static let favoritesFileName = "gallery.sqlite"

  /// The favourites database file, in ``dataDirectory``, or nil to keep them in memory only.
  public var favoritesFile: URL? { dataDirectory?.appendingPathComponent(Self.favoritesFileName) }

  /// Where the window keeps the favourites without `--data-dir`: `$XDG_DATA_HOME/carouselkit-gallery`,
  /// or `~/.local/share/carouselkit-gallery` without it.
  public static func defaultDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    return dataHome.appendingPathComponent("carouselkit-gallery")
  }

  private static func check(_ value: Double, option: String, in range: ClosedRange<Double>, unit: String)
    throws(OptionError)
  {
    let accepted = "use \(range.lowerBound.formatted) to \(range.upperBound.formatted) \(unit)"
    guard value.isFinite else {
      throw OptionError(option: option, value: "\(value)", problem: "not a finite number; \(accepted)")
    }
    guard range.contains(value) else {
      throw OptionError(option: option, value: value.formatted, problem: "out of range; \(accepted)")
    }
  }

  private static func folder(_ path: String, option: String) throws(OptionError) -> URL {
    guard let isFolder = LaunchFiles.isFolder(path) else {
      throw OptionError(option: option, value: path, problem: "no such folder")
    }
    guard isFolder else {
      throw OptionError(option: option, value: path, problem: "is a file; give the folder that holds the files")
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}

extension Double {
  /// `200` rather than `200.0`; other values as Swift prints them.
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
  }
}
