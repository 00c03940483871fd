import SwiftUI

/// A screen's or section's heading: bold 20, as the Gallery sets キャンペーン, 注目の特集 and the rest.
struct SectionHeading: View {
  let title: LocalizedStringKey

  init(_ title: LocalizedStringKey) {
    self.title = title
  }

  var body: some View {
    Text(title)
      .font(.system(size: 20, weight: .bold))
      .foregroundStyle(Palette.text)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, 16)
      .padding(.top, 12)
      .padding(.bottom, 4)
  }
}

/// A screen's title bar: its title, bold 17 and white, centred on `color` (the Articles screen's coral,
/// the Archive's green).
struct TitleBar: View {
  let title: LocalizedStringKey
  let color: Color

  var body: some View {
    Text(title)
      .font(.system(size: 17, weight: .bold))
      .foregroundStyle(Color.white)
      .frame(maxWidth: .infinity)
      .frame(height: 52)
      .background { color }
  }
}
