import AppModel
import SwiftUI

extension View {
  /// Marks this view as `ref`'s card: its frame in the detail host's coordinate space is recorded as
  /// it moves, so that the detail flies from it and back onto it.
  func detailSource(_ ref: DetailRef) -> some View {
    modifier(DetailSourceModifier(ref: ref))
  }
}

/// The modifier behind `detailSource(_:)`.
private struct DetailSourceModifier: ViewModifier {
  let ref: DetailRef
  @Environment(\.cardDetailActions) private var actions

  func body(content: Content) -> some View {
    content.onGeometryChange(for: CGRect.self) { proxy in
      proxy.frame(in: .named(DetailHost.coordinateSpace))
    } action: { frame in
      actions.record(frame, ref)
    }
  }
}
