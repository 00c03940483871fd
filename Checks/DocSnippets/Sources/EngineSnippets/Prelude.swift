// The app-side names the documentation's examples use, declared once so that each example compiles
// as written. Nothing here runs: the build is the check.
import CarouselCore
import CarouselImages
import Foundation
import Redux

struct Photo: Identifiable, Sendable {
  var id: Int
  var width: CGFloat
  var height: CGFloat
  var url: URL
}
struct Banner: Identifiable, Sendable {
  var id: Int
  var imageURL: URL
}
struct Section: Identifiable, Sendable {
  var id: Int
}
struct Article: Equatable, Sendable {
  var title: String
}

/// A decoder of the reader's own, as CarouselImages' article supposes.
struct MyDecoder: ImageDecoding {
  func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> Data { data }
  func cost(of image: Data) -> Int { image.count }
}

struct FeedClient: Sendable {
  var home: @Sendable () async throws -> [Article]
  static let live = FeedClient { [] }
}

// Redux's second example tests the store its first one builds.
struct FeedState: Equatable { var items: [Article] = []; var isLoading = false; var error: String? }
struct AppState: Equatable { var home = FeedState(); var selectedTab = 0 }
enum AppAction: Equatable { case loadHome, homeLoaded([Article]), homeFailed(String), selectTab(Int) }
let appReducer: Reducer<AppState, AppAction> = { _, _ in .none }
let loadHome: Middleware<AppState, AppAction> = { _, _ in .none }
let sample: [Article] = []

@MainActor var photos: [Photo] = []
@MainActor var banners: [Banner] = []
@MainActor var sections: [Section] = []
@MainActor var newSections: [Section] = []
@MainActor var updated: [Section] = []
@MainActor var sectionID = 0
@MainActor var titles: [String] = []
@MainActor var selection = 0
@MainActor var selectedSection = 0
@MainActor var now: TimeInterval = 0
@MainActor var point = CGPoint.zero
@MainActor var pointer = CGPoint.zero
func scrollParent(by distance: CGFloat) {}
@MainActor var event = DragEvent.began(.zero, at: 0)
@MainActor var samples: [DragEvent] = []
@MainActor var beganOnStrip = false
@MainActor var visibleRect = CGRect.zero
@MainActor var cardFrame = CGRect.zero
@MainActor var screenBounds = CGRect.zero
@MainActor var url = URL(fileURLWithPath: "/")
@MainActor var cachesURL = URL(fileURLWithPath: "/")
@MainActor var page = ScrollPhysics()
@MainActor var parentScroll = ScrollController()
@MainActor var masonry = MasonryLayout(width: 390)
@MainActor var host = ComponentHost(SnapCarousel(itemCount: 0), elementIDs: [Int]())
@MainActor let prefetcher = Prefetcher(pipeline: ImagePipeline(decoder: MyDecoder()))

func measure(_ text: String) -> CGFloat { CGFloat(text.count) * 8 }
func measure(_ text: String) -> CGSize { CGSize(width: CGFloat(text.count) * 8, height: 20) }
func pixelSize(of index: Int) -> PixelSize? { nil }
func size(of index: Int) -> PixelSize? { nil }
func scheduleFrame(at time: TimeInterval) {}
func load(_ category: Int) {}
func open(_ index: Int) {}
func cardAppearanceNow() -> CardAppearance { CardAppearance(frame: .zero, cornerRadius: 8, backdropOpacity: 0) }
func draw(_ banner: Banner, frame: CGRect, scale: CGFloat, opacity: Double) {}
func draw(_ photo: Photo, in frame: CGRect) {}
func draw(_ section: Section, in frame: CGRect) {}
func draw(_ sign: MeasuredSubview, in frame: CGRect) {}
func draw(_ appearance: CardAppearance) {}
func draw(_ appearance: CardAppearance, photo: CGRect, scrolledBy offset: CGFloat) {}
func drawTab(_ title: String, in frame: CGRect) {}
func drawIndicator(_ frame: CGRect) {}
func drawPage(category: Int, in frame: CGRect) {}
