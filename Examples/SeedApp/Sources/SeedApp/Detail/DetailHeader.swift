import SwiftUI

/// The detail's header: the item's photo, and a plain white "<" that closes the detail (it flies back
/// onto its card as a pull-down would).
struct DetailHeader: View {
  let photoURL: String
  let close: @MainActor () -> Void

  var body: some View {
    FeedPhoto(photoURL)
      .overlay(alignment: .topLeading) {
        Button(action: close) {
          Image(systemName: "chevron.left")
            .font(.system(size: 22, weight: .semibold))
            .foregroundStyle(Color.white)
            .frame(width: 44, height: 44)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text("戻る"))
        .padding(.top, 8)
        .padding(.leading, 8)
      }
  }
}
