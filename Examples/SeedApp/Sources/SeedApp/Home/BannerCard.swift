import AppModel
import SwiftUI

/// A campaign banner on the ring, as figure 001 shows it: the photo with corner radius 12 and, over its
/// foot on a darkening band, the headline (bold 16, white, one line) above the sub-caption (11,
/// white at 0.85, one line), 12 points in. A banner without them is the photo alone.
struct BannerCard: View {
  let banner: CampaignBanner

  var body: some View {
    FeedPhoto(banner.bannerURL)
      .overlay(alignment: .bottomLeading) {
        if banner.title != nil || banner.caption != nil {
          VStack(alignment: .leading, spacing: 2) {
            if let title = banner.title {
              Text(verbatim: title)
                .font(.system(size: 16, weight: .bold))
                .foregroundStyle(Color.white)
                .lineLimit(1)
            }
            if let caption = banner.caption {
              Text(verbatim: caption)
                .font(.system(size: 11))
                .foregroundStyle(Color.white.opacity(0.85))
                .lineLimit(1)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 12)
          .padding(.top, 8)
          .padding(.bottom, 12)
          .background { Color.black.opacity(0.4) }
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: 12))
      .detailSource(DetailRef(.banner, id: banner.id))
  }
}
