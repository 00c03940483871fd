import AppModel
import SwiftUI

/// A card that opens `ref`'s detail when tapped: a plain button, so that a carousel around it does not
/// also take the tap (CarouselKit gives a tap to the innermost view that wants it), and VoiceOver reads
/// it as a button.
struct DetailButton<Card: View>: View {
  let ref: DetailRef
  let card: Card
  @Environment(\.cardDetailActions) private var detail

  init(_ ref: DetailRef, @ViewBuilder card: () -> Card) {
    self.ref = ref
    self.card = card()
  }

  var body: some View {
    Button {
      detail.open(ref)
    } label: {
      card
    }
    .buttonStyle(.plain)
  }
}
