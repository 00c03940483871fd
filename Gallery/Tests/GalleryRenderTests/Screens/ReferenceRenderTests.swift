import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Testing

/// Each screen rendered headless (UTC, scale 1) must match its committed reference PNG within a small
/// per-pixel tolerance. References change only with `make update-references`.
@MainActor
@Suite("Reference renders")
struct ReferenceRenderTests {
  static let referenceDirectory = GalleryFiles.references
  /// At most this fraction of pixels may differ by more than ``CanvasPixels/channelTolerance``
  /// (anti-aliasing, font hinting).
  static let differingFraction = 0.005

  /// The window sizes with references: the phone widths 390 (in `References/`), 320 and 430, and a
  /// desktop window (each in `References/<width>x<height>/`).
  nonisolated static let sizes = ["390x844", "320x568", "430x932", "1280x900"]

  @Test("Every screen matches its reference at every size", arguments: sizes, Screen.allCases)
  func screenMatchesReference(size: String, screen: Screen) async throws {
    let sides = size.split(separator: "x").compactMap { Double($0) }
    let (width, height) = (try #require(sides.first), try #require(sides.last))
    let folder = size == Self.sizes[0] ? Self.referenceDirectory : Self.referenceDirectory.appendingPathComponent(size)
    try await Self.expectMatch(
      screen, settings: LaunchSettings(width: width, height: height, timeZone: "UTC"), folder: folder)
  }

  /// Renders `screen` with `settings` and compares it with its reference in `folder`.
  static func expectMatch(
    _ screen: Screen, settings: LaunchSettings, folder: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-render-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let files = try await HeadlessRender.render(screens: [screen], to: output.path, settings: settings)
    let rendered = try Canvas(contentsOfPNG: try #require(files.first))
    let referenceURL = folder.appendingPathComponent("\(screen.rawValue).png")
    let reference = try Canvas(contentsOfPNG: referenceURL)
    let fraction = try #require(CanvasPixels.difference(rendered, reference), "sizes differ")
    let percent = String(format: "%.2f", fraction * 100)
    #expect(
      fraction <= Self.differingFraction,
      "\(folder.lastPathComponent) \(screen.rawValue): \(percent)% of pixels differ from \(referenceURL.path)",
      sourceLocation: sourceLocation)
  }

  @Test("Right to left (--rtl), every screen matches its reference at 390 × 844", arguments: Screen.allCases)
  func rightToLeftScreenMatchesReference(screen: Screen) async throws {
    try await Self.expectMatch(
      screen, settings: LaunchSettings(timeZone: "UTC", direction: .rightToLeft),
      folder: Self.referenceDirectory.appendingPathComponent("rtl"))
  }

  @Test("The comparison sees a real change")
  func theComparisonSeesARealChange() throws {
    let a = Canvas(size: CGSize(width: 40, height: 40))
    let b = Canvas(size: CGSize(width: 40, height: 40))
    a.clear(.white)
    b.clear(.white)
    #expect(CanvasPixels.difference(a, b) == 0)
    b.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .black)
    #expect((CanvasPixels.difference(a, b) ?? 0) > Self.differingFraction)
  }
}
