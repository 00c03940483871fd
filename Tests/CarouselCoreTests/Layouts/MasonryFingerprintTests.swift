import CarouselCore
import Foundation
import Testing

/// The masonry's answers, bit for bit, pinned to the values its first implementation gave: the storage
/// and the loops behind them may change for speed (issue 17), the numbers may not.
///
/// Each case builds a layout from a fixed mix of photos, ratios, fixed heights, full-span headers and
/// bad sizes, appends in uneven chunks, updates heights, and folds every frame's bits, the content
/// size, the columns, the issues and a ladder of query answers into one FNV-1a hash.
@Suite("MasonryLayout fingerprints")
struct MasonryFingerprintTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var width: CGFloat
    var columns: MasonryLayout.Columns
    var direction: ReadingDirection = .leftToRight
    var roundsHeights = true
    var expected: UInt64

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "2 columns at 390", width: 390, columns: .fixed(2), expected: 0xca3f_eda2_415c_c5f2),
    Case(name: "4 columns at 1024", width: 1024, columns: .fixed(4), expected: 0x381f_ecfb_614b_2c09),
    Case(
      name: "3 columns right to left, unrounded", width: 430, columns: .fixed(3), direction: .rightToLeft,
      roundsHeights: false, expected: 0x6cbb_7c41_255b_b9d2),
    Case(name: "adaptive at 1280", width: 1280, columns: .adaptive(minimumWidth: 170), expected: 0x6d01_f9f8_7e16_2f06),
  ]

  /// A deterministic mix of every kind of item, bad ones included.
  static func items(count: Int, seed: UInt64) -> [MasonryLayout.Item] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    return (0..<count).map { _ in
      let roll = next() % 100
      let a = CGFloat(next() % 1_500) + 1
      let b = CGFloat(next() % 1_500) + 1
      switch roll {
      case 0..<70: return .photo(width: a, height: b, extraHeight: CGFloat(next() % 60))
      case 70..<85: return .aspectRatio(a / b, extraHeight: CGFloat(next() % 3) * 12.5)
      case 85..<95: return .height(a / 3)
      case 95..<98: return .fullSpan(height: b / 20)
      default: return next() % 2 == 0 ? .photo(width: 0, height: b) : .aspectRatio(-a)
      }
    }
  }

  static func fingerprint(of layout: MasonryLayout) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        hash ^= (value >> UInt64(shift)) & 0xff
        hash = hash &* 0x100_0000_01b3
      }
    }
    func mix(_ value: CGFloat) { mix(Double(value).bitPattern) }
    mix(UInt64(layout.itemCount))
    for index in 0..<layout.itemCount {
      guard let frame = layout.frame(at: index) else { mix(UInt64.max); continue }
      mix(frame.minX)
      mix(frame.minY)
      mix(frame.width)
      mix(frame.height)
      mix(UInt64(bitPattern: Int64(layout.column(of: index) ?? -1)))
    }
    mix(layout.contentSize.width)
    mix(layout.contentSize.height)
    for issue in layout.issues {
      mix(UInt64(issue.index))
      for byte in issue.reason.utf8 { mix(UInt64(byte)) }
    }
    let height = layout.contentSize.height
    for step in 0...40 {
      let top = height * CGFloat(step) / 40 - 300
      for answer in [
        layout.items(in: CGRect(x: 0, y: top, width: layout.width, height: 900)),
        layout.items(in: CGRect(x: layout.width / 3, y: top, width: 10, height: 0)),
      ] {
        mix(UInt64(answer.count))
        for index in answer { mix(UInt64(index)) }
      }
    }
    return hash
  }

  static func layout(for testCase: Case) -> MasonryLayout {
    var layout = MasonryLayout(
      width: testCase.width, columns: testCase.columns, direction: testCase.direction,
      roundsHeights: testCase.roundsHeights, items: items(count: 3_000, seed: 1))
    // Uneven chunks after the build, one by one among them.
    layout.append(items(count: 7, seed: 2))
    layout.append(.fullSpan(height: 44))
    layout.append(items(count: 1_234, seed: 3))
    layout.append(.photo(width: 3, height: 4))
    // Heights that change after layout: before and after headers, up and down.
    for (index, height) in [(5, 400.0), (2_999, 1.0), (100, 0.0), (3_010, 77.5), (4_000, 1e9), (250, 33.3)] {
      layout.updateHeight(of: index, to: CGFloat(height))
    }
    layout.append(items(count: 500, seed: 4))
    return layout
  }

  @Test("Frames, columns, issues and queries match the recorded fingerprint", arguments: cases)
  func matchesTheRecordedFingerprint(_ testCase: Case) {
    let fingerprint = Self.fingerprint(of: Self.layout(for: testCase))
    #expect(fingerprint == testCase.expected, "fingerprint \(String(fingerprint, radix: 16))")
  }

  @Test("A width change lays out exactly as a fresh build at that width")
  func aWidthChangeMatchesAFreshBuild() {
    var layout = MasonryLayout(width: 390, columns: .fixed(3), items: Self.items(count: 2_000, seed: 9))
    layout.setWidth(744)
    let fresh = MasonryLayout(width: 744, columns: .fixed(3), items: Self.items(count: 2_000, seed: 9))
    #expect(Self.fingerprint(of: layout) == Self.fingerprint(of: fresh))
    #expect(layout == fresh)
  }
}
