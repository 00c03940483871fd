// Overload-resolution probe: the SDK's `Layout.callAsFunction` is `@_disfavoredOverload`, so an app's
// own `callAsFunction` on `Layout` wins even where it needs a conversion (here a value to an optional)
// that SwiftUI's does not.
import SwiftUI

struct ProbePair: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

extension Layout {
  func callAsFunction(_ content: () -> Text?) -> Text? { content() }
}

@MainActor func probeLayoutCallAsFunction() -> some View { ProbePair() { Text(verbatim: "a") } }
