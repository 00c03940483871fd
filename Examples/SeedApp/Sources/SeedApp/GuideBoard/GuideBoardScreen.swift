import CarouselCore
import CarouselKit
import SwiftUI

/// Guide board (seed 002): road signs hanging left and right of a grey post, placed by CarouselKit's
/// `GuideBoard` layout — each sign's inner top corner on the post, a sign followed by one on the other
/// side starting level with its middle. iOS's body, title and large-title sizes (17, 28, 34).
struct GuideBoardScreen: View {
  /// The seed's signs: text, type size, side.
  static let signs: [(text: String, size: CGFloat, side: Side)] = [
    ("↑\u{2009}London", 17, .left), ("Tokyo\u{2009}↗", 28, .right), ("←\u{2009}Nagoya", 34, .left),
    ("↙\u{2009}Okinawa", 17, .left), ("Australia\u{2009}↓", 34, .right), ("Yokohama Station\u{2009}→", 17, .right),
  ]

  var body: some View {
    VStack(spacing: 0) {
      SectionHeading("案内板", isFirst: true)
      ZStack(alignment: .top) {
        RoundedRectangle(cornerRadius: 2)
          .fill(Palette.systemGray)
          .frame(width: 30, height: 300)
        GuideBoard {
          ForEach(0..<6) { index in
            SignView(text: Self.signs[index].text, size: Self.signs[index].size)
              .layoutSide(Self.signs[index].side)
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .background { Palette.background }
  }
}

struct GuideBoardScreen_Previews: PreviewProvider {
  static var previews: some View {
    GuideBoardScreen()
  }
}
