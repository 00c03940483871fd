import AppModel
import Foundation
import Testing

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

  @Test("A bad item is skipped and reported with its index and field")
  func aBadItemIsSkippedAndReported() {
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

  @Test(
    "A banner's headline and sub-caption are read when they are strings; missing, null, blank or not a string, the banner loads without them"
  )
  func bannerHeadlines() {
    let json = """
      {"result": [
        {"id": 1, "banner_contents_id": 1001, "banner_url": "a.jpg", "title": "湖畔の夕焼け", "caption": "桟橋とボート"},
        {"id": 2, "banner_contents_id": 1002, "banner_url": "b.jpg"},
        {"id": 3, "banner_contents_id": 1003, "banner_url": "c.jpg", "title": 42, "caption": null},
        {"id": 4, "banner_contents_id": 1004, "banner_url": "d.jpg", "title": "  ", "caption": ["x"]},
        {"id": 5, "banner_contents_id": 1005, "title": "no photo"}
      ]}
      """
    let (items, issues) = FeedDecoder.decode(CampaignBanner.self, feed: "campaign_banners", from: Data(json.utf8))
    #expect(items.map(\.id) == [1, 2, 3, 4])
    #expect(items.map(\.title) == ["湖畔の夕焼け", nil, nil, nil])
    #expect(items.map(\.caption) == ["桟橋とボート", nil, nil, nil])
    #expect(issues == [FeedIssue(feed: "campaign_banners", index: 4, field: "banner_url", reason: "missing")])
  }

  @Test("An article's caption is read when it is a string; otherwise the article loads without it")
  func articleCaptions() {
    let json = """
      {"result": [
        {"id": 1, "thumbnail_url": "a.jpg", "title": "t", "category": "水辺", "published_at": "x", "caption": "海辺の午後"},
        {"id": 2, "thumbnail_url": "b.jpg", "title": "t", "category": "水辺", "published_at": "x"},
        {"id": 3, "thumbnail_url": "c.jpg", "title": "t", "category": "水辺", "published_at": "x", "caption": false}
      ]}
      """
    let (items, issues) = FeedDecoder.decode(Article.self, feed: "articles", from: Data(json.utf8))
    #expect(issues.isEmpty)
    #expect(items.map(\.caption) == ["海辺の午後", nil, nil])
  }

  @Test(
    "The bundled banners and articles carry their headlines and captions, and every card's photo is its own on its screen"
  )
  func bundledTextAndPhotos() throws {
    let (feeds, _) = try FeedBundle.sample()
    #expect(feeds.campaignBanners.allSatisfy { $0.title != nil && $0.caption != nil })
    #expect(feeds.articles.allSatisfy { $0.caption != nil })
    // A photo is named by its file's stem: the loader finds trend_article1.png for trend_article1.jpg.
    func file(_ url: String) -> String {
      String((url.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
    }
    let home =
      feeds.campaignBanners.map(\.bannerURL) + feeds.featuredTopics.map(\.thumbnailURL)
      + feeds.recentNews.map(\.thumbnailURL) + feeds.trendArticles.map(\.thumbnailURL)
      + feeds.pickupPhotos.map(\.photoURL)
    for screen in [
      home, feeds.favoriteScenes.map(\.photoURL), feeds.articles.map(\.thumbnailURL),
      feeds.archiveItems.map(\.photoURL),
    ] {
      #expect(Set(screen.map(file)).count == screen.count)
    }
    // Each file is cut from one wallpaper: CREDITS.txt lists it once, and no two files of a screen
    // come from the same wallpaper.
    let credits = try String(
      contentsOf: try #require(FeedBundle.samplePhotoDirectory).appendingPathComponent("CREDITS.txt"), encoding: .utf8)
    var wallpaper: [String: Int] = [:]
    for (index, block) in credits.components(separatedBy: "\n\n").enumerated() {
      for line in block.split(separator: "\n") where line.hasPrefix("  Files: ") {
        for name in line.dropFirst(9).split(separator: ", ") { wallpaper[file(String(name))] = index }
      }
    }
    for screen in [
      home, feeds.favoriteScenes.map(\.photoURL), feeds.articles.map(\.thumbnailURL),
      feeds.archiveItems.map(\.photoURL),
    ] {
      let sources = screen.compactMap { wallpaper[file($0)] }
      #expect(sources.count == screen.count, "every photo is credited")
      #expect(Set(sources).count == screen.count, "no wallpaper twice on a screen")
    }
    // The Archive's recipes show their dishes: each picture is drawn from Noto Color Emoji (listed
    // with the emoji it shows, so two recipes showing the same would share a block), none a wallpaper.
    let blocks = credits.components(separatedBy: "\n\n")
    for item in feeds.archiveItems {
      let block = wallpaper[file(item.photoURL)].flatMap { $0 < blocks.count ? blocks[$0] : nil } ?? ""
      #expect(block.hasPrefix("Noto Color Emoji: "), "\(item.title): \(item.photoURL)")
    }
  }

  @Test("A file that is not JSON is reported with its name and where it breaks")
  func aBadFileIsReportedWithItsNameAndPosition() {
    let json = "{\"result\": [\n  {\"id\": 1,\n   \"banner_url\" \"oops\"}\n]}"
    let (items, issues) = FeedDecoder.decode(CampaignBanner.self, feed: "campaign_banners", from: Data(json.utf8))
    #expect(items.isEmpty)
    #expect(issues.count == 1)
    #expect(issues[0].feed == "campaign_banners")
    #expect(issues[0].index == nil)
    #expect(issues[0].reason.contains("line 3"))
  }

  @Test("A file without a result array is reported")
  func aFileWithoutAResultArrayIsReported() {
    let (items, issues) = FeedDecoder.decode(CampaignBanner.self, feed: "campaign_banners", from: Data("[1, 2]".utf8))
    #expect(items.isEmpty)
    #expect(issues.first?.field == "result")
  }

  @Test("One bad file does not hide the other feeds")
  func oneBadFileDoesNotHideTheOthers() throws {
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

  @Test("Every feed is named once and counted by its name")
  func everyFeedIsNamedOnceAndCountedByName() throws {
    let (feeds, _) = try FeedBundle.sample()
    #expect(Feed.allCases.map { feeds.count(of: $0) } == [8, 12, 6, 4, 20, 12, 48, 36])
    #expect(Feed(rawValue: "pickup_photos") == .pickupPhotos && Feed.pickupPhotos.fileName == "pickup_photos.json")
  }

  @Test("A load error keeps its type, or describes what was thrown")
  func aLoadErrorKeepsItsTypeOrDescribesWhatWasThrown() {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    #expect(FeedLoadError(FeedLoadError.samplesMissing) == .samplesMissing)
    #expect(FeedLoadError(Offline()) == .failed("offline"))
    #expect(FeedLoadError.samplesMissing.description == "the bundled sample feeds are missing from the app's resources")
  }
}
