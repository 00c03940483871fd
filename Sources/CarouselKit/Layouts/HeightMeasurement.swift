#if canImport(SwiftUI)
  import SwiftUI

  /// Lays an item out `width` points wide at its ideal height and reports that height whenever it
  /// changes; does nothing unless `isOn`.
  struct HeightMeasurement: ViewModifier {
    let isOn: Bool
    let width: CGFloat
    let report: (CGFloat) -> Void

    func body(content: Content) -> some View {
      if isOn {
        content
          .frame(width: width)
          .fixedSize(horizontal: false, vertical: true)
          .onGeometryChange(for: CGFloat.self, of: { $0.size.height }, action: report)
      } else {
        content
      }
    }
  }
#endif
