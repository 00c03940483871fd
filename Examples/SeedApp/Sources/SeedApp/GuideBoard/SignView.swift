import SwiftUI

/// A road sign on the guide board (seed 002): white text at the seed's type size on a blue sign ringed
/// in white and blue (radii 7, 6 and 5).
struct SignView: View {
  let text: String
  let size: CGFloat

  var body: some View {
    Text(verbatim: text)
      .font(.system(size: size))
      .foregroundStyle(Color.white)
      .lineLimit(1)
      .fixedSize(horizontal: true, vertical: false)
      .padding(4)
      .background {
        ZStack {
          RoundedRectangle(cornerRadius: 7).fill(Palette.systemBlue)
          RoundedRectangle(cornerRadius: 6).fill(Color.white).padding(1)
          RoundedRectangle(cornerRadius: 5).fill(Palette.systemBlue).padding(2)
        }
      }
  }
}
