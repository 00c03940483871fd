import AppModel
import Foundation

/// The part of the state `--dump-state` writes: what a person could see changed, in a stable order.
public struct StateDump: Codable, Equatable, Sendable {
  public var selectedScreen: String
  public var carouselIndices: [String: Int]
  public var pagerPage: Int
  public var favorites: [Int]
  public var tapLog: [String]
  /// The open detail, as `"pickup 3"`, or nil.
  public var detail: String?
  public var closedDetails: Int
  public var loadState: String
  public var issues: [String]
  public var feedCounts: [String: Int]
  /// What went wrong keeping the favourites, if anything.
  public var storageProblem: String?
  /// The Archive's keyword, category chip (nil for all), ♥ marks and how many items it shows.
  public var archiveKeyword: String
  public var archiveCategory: String?
  public var archiveFavorites: [Int]
  public var archiveShown: Int
  /// The window's width and height in points.
  public var windowSize: [Double]

  public init(_ state: AppState) {
    windowSize = [Double(state.scene.size.width), Double(state.scene.size.height)]
    selectedScreen = state.selectedScreen.rawValue
    carouselIndices = Dictionary(uniqueKeysWithValues: Carousel.allCases.map { ($0.rawValue, state.index(of: $0)) })
    pagerPage = state.pagerPage
    favorites = state.data.favorites.sorted()
    tapLog = state.tapLog
    detail = state.detail?.description
    closedDetails = state.closedDetails
    loadState = state.data.loadState.rawValue
    issues = state.data.issues.map(\.description)
    let feeds = state.data.feeds
    feedCounts = Dictionary(uniqueKeysWithValues: Feed.allCases.map { ($0.rawValue, feeds.count(of: $0)) })
    storageProblem = state.data.storageProblem
    archiveKeyword = state.data.archive.keyword
    archiveCategory = state.data.archive.category
    archiveFavorites = state.data.archiveFavorites.sorted()
    archiveShown =
      ArchiveSearch(items: feeds.archiveItems)
      .matches(keyword: state.data.archive.keyword, category: state.data.archive.category).count
  }

  /// Pretty, key-sorted JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
