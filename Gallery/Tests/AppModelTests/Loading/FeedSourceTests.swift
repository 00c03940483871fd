import AppModel
import CarouselImages
import Foundation
import Testing

/// The API client: every feed read by URL through one loader, whether the source is the bundled
/// files, a folder or a `gallery serve` API; a failure stays in its own feed.
@Suite("Feed sources")
struct FeedSourceTests {
  /// Answers the API's feed URLs from the bundled files, but for three feeds that fail each its own
  /// way; notes every URL asked.
  final class FlakyAPI: DataLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [URL] = []

    var urls: [URL] { lock.withLock { asked } }

    func loadData(from url: URL) async throws(ImageLoadingError) -> LoadedData {
      lock.withLock { asked.append(url) }
      switch url.lastPathComponent {
      case "recent_news": throw .badStatus(code: 500)
      case "trend_articles": throw .timedOut
      case "pickup_photos": return LoadedData(data: Data("{\"result\": [1, 2".utf8))
      default:
        guard let file = FeedSource.bundled.url(for: Feed(rawValue: url.lastPathComponent) ?? .articles),
          let data = try? Data(contentsOf: file)
        else { throw .unreachable("no such feed") }
        return LoadedData(data: data, contentType: "application/json")
      }
    }
  }

  @Test("Each feed is asked for at the API's URL; a 500, a timeout and a malformed body fail only their feed")
  func failuresStayInTheirFeed() async throws {
    let base = try #require(URL(string: "http://gallery.invalid:8080"))
    let api = FlakyAPI()
    let (feeds, issues) = await FeedBundle.fetch(from: .api(base), loader: api)
    #expect(
      Set(api.urls.map(\.absoluteString)) == Set(Feed.allCases.map { "http://gallery.invalid:8080/v1/\($0.rawValue)" }))
    let sample = try FeedBundle.sample().feeds
    #expect(feeds.featuredTopics == sample.featuredTopics && feeds.archiveItems == sample.archiveItems)
    #expect(feeds.recentNews.isEmpty && feeds.trendArticles.isEmpty && feeds.pickupPhotos.isEmpty)
    let reasons = Dictionary(uniqueKeysWithValues: issues.map { ($0.feed, $0.reason) })
    #expect(reasons.keys.sorted() == ["pickup_photos", "recent_news", "trend_articles"])
    #expect(reasons["recent_news"] == "the server answered HTTP 500")
    #expect(reasons["trend_articles"] == "the server did not answer in time")
    #expect(reasons["pickup_photos"]?.hasPrefix("not valid JSON") == true)
  }

  @Test("The bundled source reads the samples; a folder without feeds reports each feed in one line")
  func bundledAndMissingFolder() async throws {
    let (bundled, none) = await FeedSource.bundled.fetchFeeds()
    let sample = try FeedBundle.sample().feeds
    #expect(none.isEmpty && bundled == sample)
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-feeds-\(UUID().uuidString)")
    let (empty, issues) = await FeedSource.folder(missing).fetchFeeds()
    #expect(empty == FeedBundle())
    #expect(issues.map(\.feed) == Feed.allCases.map(\.rawValue))
    #expect(issues.allSatisfy { $0.index == nil && !$0.description.contains("\n") })
  }

  @Test("A photo is asked of the API by its file name; names that are empty or path tricks are refused")
  func photoURLs() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080"))
    let api = FeedSource.api(base)
    #expect(
      api.apiPhotoURL(for: "https://example.com/img/pickup_photo3.jpg")?.absoluteString
        == "http://127.0.0.1:8080/v1/photos/pickup_photo3.jpg")
    for bad in ["", "/", "..", "https://example.com/.hidden"] {
      #expect(api.apiPhotoURL(for: bad) == nil, "\(bad)")
    }
    #expect(FeedSource.bundled.apiPhotoURL(for: "pickup_photo3.jpg") == nil)
    #expect(FeedSource.bundled.description == "the bundled feeds" && api.description == "http://127.0.0.1:8080")
  }
}
