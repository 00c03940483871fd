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
struct Article: Identifiable, Sendable { var id: Int }
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

func open(_ banner: Banner) {}
func favourite(_ scene: Scene) {}

struct PhotoCard: View {
  init(_ photo: Photo) {}
  var body: some View { Color.clear }
}
struct TopicCard: View {
  init(_ topic: Topic) {}
  var body: some View { Color.clear }
}
struct NewsSection: View {
  init(rows: [News]) {}
  var body: some View { Color.clear }
}
struct NewsRow: View {
  init(_ news: News) {}
  var body: some View { Color.clear }
}
struct WeekView: View {
  init(_ week: Int) {}
  var body: some View { Color.clear }
}
struct SceneCard: View {
  init(_ scene: Scene) {}
  var body: some View { Color.clear }
}
struct ArticleCard: View {
  init(_ article: Article) {}
  var body: some View { Color.clear }
}
struct ArticleGrid: View {
  init(articles: [Article]) {}
  var body: some View { Color.clear }
}
struct Sign: View {
  init(_ text: String) {}
  var body: some View { Color.clear }
}
