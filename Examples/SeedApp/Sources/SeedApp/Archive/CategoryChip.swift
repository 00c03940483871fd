import SwiftUI

/// A category chip: its title (12) in a pale-green outlined capsule, filled green with white text
/// when chosen.
struct CategoryChip: View {
  let title: String
  let isChosen: Bool

  var body: some View {
    Text(verbatim: title)
      .font(.system(size: 12))
      .foregroundStyle(isChosen ? Color.white : Palette.text)
      .lineLimit(1)
      .padding(.horizontal, 12)
      .frame(height: 28)
      .background {
        RoundedRectangle(cornerRadius: 14).fill(isChosen ? Palette.archiveGreen : Color.white)
      }
      .overlay { RoundedRectangle(cornerRadius: 14).stroke(Palette.archiveGreen.opacity(0.6), lineWidth: 1) }
  }
}
