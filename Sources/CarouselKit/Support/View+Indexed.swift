#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  extension View {
    /// Keeps `engine` and `index` in step (an outside change to `index` animates the engine), follows
    /// the item count, and makes the view one adjustable accessibility element whose value is
    /// `value(current)` and whose increment and decrement move one item.
    func indexed<Engine: InteractiveComponent>(
      _ engine: Binding<Engine>, index: Binding<Int>?, itemCount: Int?, animation: AnimationCurve,
      label: String, value: @escaping (Int) -> String
    ) -> some View {
      self
        .onChange(of: itemCount, initial: false) { _, count in
          if let count { engine.wrappedValue.setItemCount(count) }
        }
        .onChange(of: index?.wrappedValue, initial: false) { _, newIndex in
          guard let newIndex, newIndex != engine.wrappedValue.currentIndex else { return }
          engine.wrappedValue.scroll(to: newIndex, animation: animation, time: engineNow())
        }
        .carouselAccessibility(
          label: label, value: value(engine.wrappedValue.currentIndex),
          increment: {
            engine.wrappedValue.scroll(
              to: engine.wrappedValue.currentIndex + 1, animation: animation, time: engineNow())
          },
          decrement: {
            engine.wrappedValue.scroll(
              to: engine.wrappedValue.currentIndex - 1, animation: animation, time: engineNow())
          })
    }
  }
#endif
