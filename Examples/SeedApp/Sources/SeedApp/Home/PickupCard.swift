import AppModel
import SwiftUI

/// A pickup photo as seed 000 draws it: the photo with corner radius 4 and a hairline border, its
/// title (bold 14) and caption (12), one line each, centred in white on a 0.36 black band at its foot.
struct PickupCard: View {
  let photo: PickupPhoto

  var body: some View {
    FeedPhoto(photo.photoURL)
      .overlay(alignment: .bottom) {
        VStack(spacing: 2) {
          Text(verbatim: photo.title)
            .font(.system(size: 14, weight: .bold))
            .lineLimit(1)
          Text(verbatim: photo.caption)
            .font(.system(size: 12))
            .lineLimit(1)
        }
        .foregroundStyle(Color.white)
        .frame(maxWidth: .infinity)
        .padding(8)
        .background { Color.black.opacity(0.36) }
      }
      .clipShape(RoundedRectangle(cornerRadius: 4))
      .overlay { RoundedRectangle(cornerRadius: 4).stroke(Palette.secondary.opacity(0.25), lineWidth: 1) }
      .detailSource(DetailRef(.pickup, id: photo.id))
  }
}
