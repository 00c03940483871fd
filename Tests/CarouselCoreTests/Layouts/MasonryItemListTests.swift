import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

/// The grid's item store against a plain array: appends large (kept as the caller's arrays) and
/// small (gathered in segments of its own), reads by index and by runs, writes and truncation.
@Suite("MasonryLayout.ItemList")
struct MasonryItemListTests {
  typealias Item = MasonryLayout.Item

  static func items(_ range: Range<Int>) -> [Item] { range.map { .height(CGFloat($0)) } }

  /// Appends of one item, small arrays (copied), arrays kept as they are, and one that fills an own
  /// segment past its capacity.
  static let appendSizes = Gen.element(of: [1, 3, 255, 256, 1_000, 9_000]).map { $0 ?? 1 }.array(of: 1...12)
  /// Where in the list to read, write and cut, as fractions of its length.
  static let fraction = Gen.int(in: 0...1_000).map { Double($0) / 1_000 }

  @Test("Every operation answers as a plain array does, across segments of every kind")
  func matchesAnArray() async {
    await propertyCheck(count: 40, input: Self.appendSizes, Self.fraction, Self.fraction, Self.fraction) {
      sizes, readFraction, writeFraction, cutFraction in
      var list = MasonryLayout.ItemList()
      var model: [Item] = []
      for size in sizes {
        let new = Self.items(model.count..<(model.count + size))
        if size == 1 { list.append(new[0]) } else { list.append(contentsOf: new) }
        model += new
      }
      #expect(list.count == model.count)
      func place(_ fraction: Double, in count: Int) -> Int { Int(fraction * Double(count)) }
      // Every run from a point on, and the whole list.
      for lower in [0, place(readFraction, in: model.count)] {
        var read: [Item] = []
        var expectedStart = lower
        list.forEachRun(in: lower..<model.count) { run, start in
          #expect(start == expectedStart)
          read += run
          expectedStart += run.count
        }
        #expect(read == Array(model[lower...]))
      }
      let written = Swift.min(place(writeFraction, in: model.count), model.count - 1)
      list[written] = .fullSpan(height: 7)
      model[written] = .fullSpan(height: 7)
      // A fraction of 1 cuts one past the end: the list takes it as cutting nothing, as the model
      // must too (an array traps on a range beyond its end).
      let cut = place(cutFraction, in: model.count + 1)
      list.removeItems(from: cut)
      model.removeSubrange(Swift.min(cut, model.count)...)
      list.append(Item.height(1))
      list.append(contentsOf: Self.items(0..<300))
      model += [Item.height(1)] + Self.items(0..<300)
      #expect(list.count == model.count)
      #expect((0..<model.count).allSatisfy { list[$0] == model[$0] })
    }
  }

  @Test("Cutting at or past the end cuts nothing (the property test's model once trapped there)")
  func cutPastTheEnd() {
    var list = MasonryLayout.ItemList()
    list.append(contentsOf: Self.items(0..<300))
    for cut in [300, 301, Int.max] {
      list.removeItems(from: cut)
      #expect(list.count == 300)
    }
    #expect(list[299] == Self.items(0..<300)[299])
  }

  @Test("A caller's array is kept, not copied; single items do not cost an array each")
  func keepsCallerArrays() {
    let photos = Self.items(0..<1_000)
    var list = MasonryLayout.ItemList()
    list.append(contentsOf: photos)
    var address: UnsafePointer<Item>?
    list.forEachRun(in: 0..<1_000) { run, _ in address = run.baseAddress }
    #expect(address == photos.withUnsafeBufferPointer(\.baseAddress))

    for index in 0..<20_000 { list.append(.height(CGFloat(index))) }
    var runs = 0
    list.forEachRun(in: 0..<list.count) { _, _ in runs += 1 }
    // The kept array, then 20,000 single items in segments of at most 8,192.
    #expect(runs == 1 + 3)
  }
}
