import AppModel
import Benchmark
import Foundation

// Issue 14: the Archive's search stays under one frame at 10,000 items. A sample is one whole query:
// fold the keyword, scan every item, return the matches.

func archiveBenchmarks() {
  let items = archiveItems(count: 10_000)
  Benchmark(
    "ArchiveSearch build, 10,000 items",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  ) { benchmark in
    blackHole(ArchiveSearch(items: items))
  }
  let search = ArchiveSearch(items: items)
  for (name, keyword, category) in [
    ("common word, half-width typed", "ｶﾚｰ", nil), ("rare word, full-width typed", "ＣＵＲＲＹ", nil),
    ("two words", "ソウル　チゲ", nil), ("no match", "ありえない料理", nil), ("category chip only", "", "パン"),
  ] as [(String, String, String?)] {
    Benchmark(
      "ArchiveSearch query, 10,000 items: \(name)",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
    ) { benchmark in
      blackHole(search.matches(keyword: keyword, category: category))
    }
  }
}

/// The bundled 36 recipes, repeated with new ids and numbered titles to `count`.
private func archiveItems(count: Int) -> [ArchiveItem] {
  let sample = (try? FeedBundle.sample().feeds.archiveItems) ?? []
  guard !sample.isEmpty else { return [] }
  return (0..<count).map { index in
    var item = sample[index % sample.count]
    item.id = index + 1
    item.title += " \(index / sample.count)"
    return item
  }
}
