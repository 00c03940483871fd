import CarouselKit
import SwiftUI

/// A feed's photo filling the space it is given (aspect fill, cut to it), over a grey placeholder
/// until it arrives: CarouselKit's `RemoteImage`, decoded at the size it is drawn.
///
/// The size comes from the parent's proposal (a carousel proposes its card's size), read with a
/// `GeometryReader`, because `RemoteImage` decodes for the `pointSize` it is given and cannot read the
/// proposal itself.
struct FeedPhoto: View {
  let photoURL: String
  @Environment(\.photoLocator) private var locator

  init(_ photoURL: String) {
    self.photoURL = photoURL
  }

  var body: some View {
    GeometryReader { proxy in
      RemoteImage(url: locator.url(for: photoURL), pointSize: proxy.size)
        .frame(width: proxy.size.width, height: proxy.size.height)
        .clipped()
    }
    .background { Palette.systemGray.opacity(0.25) }
  }
}
