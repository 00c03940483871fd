import Foundation
import Testing

@testable import GalleryModel

@Suite("Feeds")
struct FeedDecodingTests {
  @Test("The sample feeds have the seed's counts and the 20 pickup photo sizes")
  func sampleFeeds() throws {
    let (feeds, issues) = try FeedBundle.sample()
    #expect(issues.isEmpty)
    #expect(feeds.featuredTopics.count == 8)
    #expect(feeds.recentNews.count == 12)
    #expect(feeds.campaignBanners.count == 6)
    #expect(feeds.trendArticles.count == 4)
    #expect(feeds.pickupPhotos.count == 20)
    #expect(feeds.favoriteScenes.count == 12)
    let sizes = feeds.pickupPhotos.map { "\($0.photoWidth)x\($0.photoHeight)" }
    #expect(sizes.prefix(4) == ["960x960", "960x1280", "1200x800", "1200x800"])
    #expect(sizes.last == "960x720")
    #expect(feeds.campaignBanners.map(\.bannerContentsID) == Array(1001...1006))
  }

  @Test func aBadItemIsSkippedAndReported() {
    let json = """
      {"result": [
        {"id": 1, "rating": 3.7, "thumbnail_url": "a.jpg", "title": "ok", "caption": "c", "published_at": "2022-12-01T07:30:00.000+0000"},
        {"id": 2, "rating": "high", "thumbnail_url": "b.jpg", "title": "bad", "caption": "c", "published_at": "2022-12-01T07:30:00.000+0000"},
        {"id": 3, "thumbnail_url": "c.jpg", "title": "no rating", "caption": "c", "published_at": "x"},
        {"id": 4, "rating": 4.0, "thumbnail_url": "d.jpg", "title": "ok too", "caption": "c", "published_at": "2022-12-02T07:30:00.000+0000"}
      ]}
      """
    let (items, issues) = FeedDecoder.decode(FeaturedTopic.self, feed: "featured_topics", from: Data(json.utf8))
    #expect(items.map(\.id) == [1, 4])
    #expect(issues.count == 2)
    #expect(issues[0] == FeedIssue(feed: "featured_topics", index: 1, field: "rating", reason: "expected Double"))
    #expect(issues[1].index == 2)
    #expect(issues[1].field == "rating")
    #expect(issues[1].reason == "missing")
    #expect(issues[1].description == "featured_topics, item 2, field rating: missing")
  }

  @Test func aBadFileIsReportedWithItsNameAndPosition() {
    let json = "{\"result\": [\n  {\"id\": 1,\n   \"banner_url\" \"oops\"}\n]}"
    let (items, issues) = FeedDecoder.decode(CampaignBanner.self, feed: "campaign_banners", from: Data(json.utf8))
    #expect(items.isEmpty)
    #expect(issues.count == 1)
    #expect(issues[0].feed == "campaign_banners")
    #expect(issues[0].index == nil)
    #expect(issues[0].reason.contains("line 3"))
  }

  @Test func aFileWithoutAResultArrayIsReported() {
    let (items, issues) = FeedDecoder.decode(CampaignBanner.self, feed: "campaign_banners", from: Data("[1, 2]".utf8))
    #expect(items.isEmpty)
    #expect(issues.first?.field == "result")
  }

  @Test func oneBadFileDoesNotHideTheOthers() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = try #require(FeedBundle.sampleDirectory)
    for feed in Feed.allCases {
      try FileManager.default.copyItem(
        at: sample.appendingPathComponent(feed.fileName), to: directory.appendingPathComponent(feed.fileName))
    }
    try Data("{not json".utf8).write(to: directory.appendingPathComponent("recent_news.json"))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("trend_articles.json"))
    let (feeds, issues) = FeedBundle.load(from: directory)
    #expect(feeds.recentNews.isEmpty)
    #expect(feeds.trendArticles.isEmpty)
    #expect(feeds.featuredTopics.count == 8)
    #expect(feeds.favoriteScenes.count == 12)
    #expect(Set(issues.map(\.feed)) == ["recent_news", "trend_articles"])
  }

  @Test("Dates read as yyyy.MM.dd in the given time zone; a bad date shows a dash")
  func dateLabels() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
    #expect(DateLabel.label(for: "2022-12-01T07:30:00.000+0000", timeZone: utc) == "2022.12.01")
    #expect(DateLabel.label(for: "2022-12-01T20:30:00.000+0000", timeZone: tokyo) == "2022.12.02")
    #expect(DateLabel.label(for: "2022-12-01T07:30:00.000+0000", timeZone: honolulu) == "2022.11.30")
    for bad in ["", "yesterday", "2022-13-45T99:00:00.000+0000", "2022-12-01"] {
      #expect(DateLabel.label(for: bad, timeZone: utc) == "—")
    }
  }

  @Test func everyFeedIsNamedOnceAndCountedByName() throws {
    let (feeds, _) = try FeedBundle.sample()
    #expect(Feed.allCases.map { feeds.count(of: $0) } == [8, 12, 6, 4, 20, 12, 32, 36])
    #expect(Feed(rawValue: "pickup_photos") == .pickupPhotos && Feed.pickupPhotos.fileName == "pickup_photos.json")
    var state = AppState()
    state.feeds = feeds
    #expect(
      StateDump(state).feedCounts
        == Dictionary(uniqueKeysWithValues: Feed.allCases.map { ($0.rawValue, feeds.count(of: $0)) }))
  }

  @Test func aLoadErrorKeepsItsTypeOrDescribesWhatWasThrown() {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    #expect(FeedLoadError(FeedLoadError.samplesMissing) == .samplesMissing)
    #expect(FeedLoadError(Offline()) == .failed("offline"))
    #expect(FeedLoadError.samplesMissing.description == "the Gallery's sample feeds are missing from its resources")
  }
}
