import AppModel
import GalleryModel
import Testing

@testable import GalleryServer

@Suite("Gallery server routes")
struct GalleryRouteTests {
  @Test("The index, every feed and a photo are found by their paths, with or without a trailing slash or a query")
  func knownPaths() {
    #expect(GalleryRoute(path: "/v1") == .index)
    #expect(GalleryRoute(path: "/v1/") == .index)
    for feed in Feed.allCases {
      #expect(GalleryRoute(path: "/v1/\(feed.rawValue)") == .feed(feed))
      #expect(GalleryRoute(path: "/v1/\(feed.rawValue)?page=2") == .feed(feed))
    }
    #expect(GalleryRoute(path: "/v1/photos/featured_topic1.jpg") == .photo(name: "featured_topic1.jpg"))
    #expect(GalleryRoute(path: "/v1/photos/%E6%9C%9D.jpg") == .photo(name: "朝.jpg"))
  }

  @Test(
    "Anything else is unknown: other versions, unknown feeds, deeper paths, and names that would leave the folder",
    arguments: [
      "/", "", "/v2/recent_news", "/v1/no_such_feed", "/v1/recent_news/extra", "/v1/photos", "/v1/photos/a/b.jpg",
      "/v1/photos/..%2FREADME", "/v1/photos/%2E%2E", "/v1/photos/.", "/v1/photos/%ZZ.jpg", "/V1/recent_news",
    ])
  func unknownPaths(path: String) {
    #expect(GalleryRoute(path: path) == .unknown)
  }
}
