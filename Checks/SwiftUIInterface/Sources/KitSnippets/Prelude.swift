// The app-side names the documentation's SwiftUI examples use, declared once so that each example
// compiles as written. Nothing here runs: the build is the check.
import CarouselCore
import CarouselKitInterface
import Foundation
import SwiftUI

struct Photo: Identifiable, Sendable {
  var id: Int
  var width: CGFloat
  var height: CGFloat
}
struct Banner: Identifiable, Sendable {
  var id: Int
  var imageURL: URL?
}
struct Topic: Identifiable, Sendable { var id: Int }
struct News: Identifiable, Sendable { var id: Int }
struct Scene: Identifiable, Sendable { var id: Int }
struct Article: Identifiable, Sendable {
  var id: Int
  var photoURL: URL?
}
/// A section of three news rows, as the seed's Home shows them.
struct NewsSectionData: Identifiable, Sendable {
  var id: Int
  var rows: [News]
}
struct Category: Sendable {
  var title: String
  var articles: [Article]
}

let photos: [Photo] = []
let banners: [Banner] = []
let topics: [Topic] = []
let news: [News] = []
let scenes: [Scene] = []
let articles: [Article] = []
let categories: [Category] = []
let titleWidths: [CGFloat] = []
let sections: [NewsSectionData] = []

func open(_ banner: Banner) {}
func favourite(_ scene: Scene) {}

/// Stands in for an app's own views: the examples only need something of the right shape.
struct Placeholder<Value>: View {
  init(_ value: Value) {}
  init(rows: Value) {}
  init(articles: Value) {}
  var body: some View { Color.clear }
}
typealias PhotoCard = Placeholder<Photo>
typealias TopicCard = Placeholder<Topic>
typealias NewsSection = Placeholder<[News]>
typealias NewsRow = Placeholder<News>
typealias WeekView = Placeholder<Int>
typealias SceneCard = Placeholder<Scene>
typealias ArticleCard = Placeholder<Article>
typealias ArticleGrid = Placeholder<[Article]>
typealias Sign = Placeholder<String>
typealias BannerCard = Placeholder<Banner>

/// Another page of an app's paged `TabView`.
struct SettingsPage: View {
  var body: some View { Color.clear }
}
