import AppModel
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import PropertyBased
import Testing

/// The feed files a user can pass with `--feeds`, mutated the ways files break — truncated, bytes
/// flipped, values of the wrong type or absurd size, keys missing, thousands of duplicates — then
/// loaded, shown on every screen and swiped. Nothing may trap; every problem is a one-line issue; the
/// state stays encodable (no NaN).
@MainActor
@Suite("Feed files under a fuzzer")
struct FeedFilesFuzzTests {
  /// Values a careless or hostile feed puts where a field should be.
  static let hostileValues: [any Sendable] = [
    NSNull(), "", -1, 0, 1e308, -1e308, 1e20, Int.max, Int.min, true, 0.5, "NaN", "2022-13-45T99:99:99.000+9999",
    String(repeating: "長い題名", count: 5_000), "\u{202E}逆向き", "🐟👨‍👩‍👧‍👦", [Int](), [String: Int](), ["nested": [1, 2]],
  ]

  struct Mutation: CustomStringConvertible {
    var description: String
    var apply: (inout Data, inout Xoshiro) -> Void
  }

  static func mutateJSON(
    _ data: inout Data, _ change: (inout [[String: Any]], inout Xoshiro) -> Void, rng: inout Xoshiro
  ) {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      var items = root["result"] as? [[String: Any]]
    else { return }
    change(&items, &rng)
    data = (try? JSONSerialization.data(withJSONObject: ["result": items])) ?? data
  }

  /// Sets one field of one item, both picked at random, to `value` (nil removes the key).
  static func setRandomField(of data: inout Data, to value: (any Sendable)?, rng: inout Xoshiro) {
    mutateJSON(
      &data,
      { items, rng in
        guard let index = items.indices.randomElement(using: &rng),
          let key = items[index].keys.sorted().randomElement(using: &rng)
        else { return }
        items[index][key] = value
      }, rng: &rng)
  }

  static let mutations: [Mutation] = [
    Mutation(description: "truncated") { data, rng in data = data.prefix(Int.random(in: 0...data.count, using: &rng)) },
    Mutation(description: "bytes flipped") { data, rng in
      guard !data.isEmpty else { return }
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        data[Int.random(in: 0..<data.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      }
    },
    Mutation(description: "a value replaced") { data, rng in
      let value = hostileValues.randomElement(using: &rng)
      setRandomField(of: &data, to: value, rng: &rng)
    },
    Mutation(description: "a key removed") { data, rng in setRandomField(of: &data, to: nil, rng: &rng) },
    Mutation(description: "items duplicated to 2,000") { data, rng in
      mutateJSON(
        &data,
        { items, _ in
          guard !items.isEmpty else { return }
          items = (0..<2_000).map { items[$0 % items.count] }
        }, rng: &rng)
    },
    Mutation(description: "no items") { data, rng in mutateJSON(&data, { items, _ in items = [] }, rng: &rng) },
    Mutation(description: "not an object") { data, _ in data = Data("[1, 2, 3]".utf8) },
    Mutation(description: "empty") { data, _ in data = Data() },
  ]

  /// Seeds per run: 24 in `make test`; `make fuzz` sets `GALLERY_FUZZ_CASES` for a long campaign.
  nonisolated static let seeds = 0..<(ProcessInfo.processInfo.environment["GALLERY_FUZZ_CASES"].flatMap(Int.init) ?? 24)

  @Test("Mutated feed files load, show and swipe without trapping", arguments: seeds)
  func mutatedFeedsLoadShowAndSwipeWithoutTrapping(seed: Int) async throws {
    var rng = Xoshiro(seed: (UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15, 1, 2, 3))
    let source = try #require(FeedBundle.sampleDirectory)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-feeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var applied: [String] = []
    for name in Feed.allCases.map(\.rawValue) {
      var data = try Data(contentsOf: source.appendingPathComponent("\(name).json"))
      if Bool.random(using: &rng) {
        let mutation = try #require(Self.mutations.randomElement(using: &rng))
        mutation.apply(&data, &rng)
        applied.append("\(name): \(mutation)")
      }
      if applied.count < 6 || Int.random(in: 0..<8, using: &rng) > 0 {
        try data.write(to: folder.appendingPathComponent("\(name).json"))
      } else {
        applied.append("\(name): missing")
      }
    }
    let context = Comment(rawValue: "seed \(seed): \(applied.joined(separator: "; "))")

    let loaded = FeedBundle.load(from: folder)
    for issue in loaded.issues {
      #expect(!issue.description.contains("\n"), context)
    }
    let app = GalleryApp(settings: try LaunchSettings(width: 320, height: 568, feeds: folder.path, timeZone: "UTC"))
    await app.loadFeeds()
    #expect(app.store.state.data.issues == loaded.issues, context)
    var start: TimeInterval = 1
    for screen in Screen.allCases {
      app.dispatch(.select(screen))
      app.replay(
        .flick(from: CGPoint(x: 260, y: 300), by: CGSize(width: -180, height: -120), duration: 0.08), startingAt: start)
      start += 20
      app.draw()
    }
    #expect((try? StateDump(app.store.state).jsonData()) != nil, "the state holds a number JSON cannot say: \(context)")
  }
}
