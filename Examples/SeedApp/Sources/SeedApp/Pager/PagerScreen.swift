import CarouselKit
import SwiftUI

/// Pager (seed 001): pages numbered without end in either direction, one turn per release however fast
/// the swipes, each page the number in a bold 34-point title on a system-grey card (radius 32, 16
/// points in).
struct PagerScreen: View {
  @State private var page = 0

  var body: some View {
    InfinitePagingView(page: $page, accessibilityLabel: "ページ", pageName: { Text("ページ \($0)") }) { page in
      PagerPage(number: page)
    }
    .background { Palette.background }
  }
}

/// One page of the pager.
struct PagerPage: View {
  let number: Int

  var body: some View {
    Text(verbatim: "\(number)")
      .font(.system(size: 34, weight: .bold))
      .foregroundStyle(Palette.text)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background { RoundedRectangle(cornerRadius: 32).fill(Palette.systemGray) }
      .padding(16)
  }
}

struct PagerScreen_Previews: PreviewProvider {
  static var previews: some View {
    PagerScreen()
  }
}
