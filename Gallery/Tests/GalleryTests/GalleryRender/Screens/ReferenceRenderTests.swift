import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import Testing

/// Each screen rendered headless (UTC, scale 1) must match its committed reference PNG within a small
/// per-pixel tolerance. References change only with `make update-references`.
@MainActor
@Suite("Reference renders")
struct ReferenceRenderTests {
  static let referenceDirectory = GalleryFiles.references
  /// A channel may differ by this much (of 255) before the pixel counts as different…
  static let channelTolerance = 24
  /// …and at most this fraction of pixels may differ (anti-aliasing, font hinting).
  static let differingFraction = 0.005

  /// The fraction of pixels whose channels differ by more than the tolerance.
  static func difference(_ a: Canvas, _ b: Canvas) -> Double? {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return nil }
    return a.withPixels { pixelsA, strideA in
      b.withPixels { pixelsB, strideB in
        var differing = 0
        for y in 0..<a.pixelHeight {
          for x in 0..<a.pixelWidth {
            for channel in 0..<4 {
              let valueA = Int(pixelsA[y * strideA + x * 4 + channel])
              let valueB = Int(pixelsB[y * strideB + x * 4 + channel])
              if abs(valueA - valueB) > channelTolerance {
                differing += 1
                break
              }
            }
          }
        }
        return Double(differing) / Double(a.pixelWidth * a.pixelHeight)
      }
    }
  }

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
    let fraction = try #require(Self.difference(rendered, reference), "sizes differ")
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
    #expect(Self.difference(a, b) == 0)
    b.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .black)
    #expect((Self.difference(a, b) ?? 0) > Self.differingFraction)
  }
}
