#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Lays an item out at its ideal length along `axis` — whatever length it is given there for now,
  /// at the size it is proposed across it — and reports that length whenever it changes: a
  /// content-sized row's widths, a measured masonry's heights. Does nothing when `axis` is nil.
  struct ContentLengthMeasurement: ViewModifier {
    let axis: ScrollAxis?
    let report: (CGFloat) -> Void

    func body(content: Content) -> some View {
      if let axis {
        content
          .fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical)
          .onGeometryChange(for: CGFloat.self, of: { axis.length(of: $0.size) }, action: report)
      } else {
        content
      }
    }
  }
#endif
