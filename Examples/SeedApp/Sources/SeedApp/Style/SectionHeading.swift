import SwiftUI

/// A screen's or section's heading: bold 20 on a 28-point line, in the Gallery's rhythm
/// (`SectionRhythm`): the first heading 12 points from the top, every other 28 points under the
/// section before, and what it labels 8 points under it.
struct SectionHeading: View {
  let title: LocalizedStringKey
  /// Whether it is the screen's first heading, 12 points from the top rather than 28 under a section.
  let isFirst: Bool

  init(_ title: LocalizedStringKey, isFirst: Bool = false) {
    self.title = title
    self.isFirst = isFirst
  }

  var body: some View {
    Text(title)
      .font(.system(size: 20, weight: .bold))
      .foregroundStyle(Palette.text)
      .lineLimit(1)
      .frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28, alignment: .leading)
      .padding(.horizontal, 16)
      .padding(.top, isFirst ? 12 : 28)
      .padding(.bottom, 8)
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
