#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// An engine component with a current item that can be moved to, so one modifier can bind its index
  /// and make it adjustable for accessibility.
  protocol IndexedComponent: InteractiveComponent {
    /// The item (or page) that is current.
    var currentItem: Int { get }
    /// Moves to `index` with `animation`, or at once when nil.
    mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval)
  }

  extension FreeScrollCarousel: IndexedComponent {
    var currentItem: Int { currentIndex }
  }
  extension SnapCarousel: IndexedComponent {
    var currentItem: Int { currentIndex }
  }
  extension PagedCarousel: IndexedComponent {
    var currentItem: Int { currentPage }
  }
  extension RotaryCarousel: IndexedComponent {
    var currentItem: Int { selectedIndex }
  }
  extension InfinitePager: IndexedComponent {
    var currentItem: Int { page }
  }
  extension CardStack: IndexedComponent {
    var currentItem: Int { currentIndex }
  }

  extension View {
    /// Keeps `engine` and `index` in step (an outside change to `index` animates the engine), follows
    /// the item count, and makes the view one adjustable accessibility element whose value is
    /// `value(current)` and whose increment and decrement move one item.
    func indexed<Engine: IndexedComponent>(
      _ engine: Binding<Engine>, index: Binding<Int>?, itemCount: Int?, animation: AnimationCurve,
      label: String, value: @escaping (Int) -> String
    ) -> some View {
      self
        .onChange(of: itemCount, initial: false) { _, count in
          if let count { engine.wrappedValue.setItemCount(count) }
        }
        .onChange(of: index?.wrappedValue, initial: false) { _, newIndex in
          guard let newIndex, newIndex != engine.wrappedValue.currentItem else { return }
          engine.wrappedValue.scroll(to: newIndex, animation: animation, time: engineNow())
        }
        .carouselAccessibility(
          label: label, value: value(engine.wrappedValue.currentItem),
          increment: {
            engine.wrappedValue.scroll(to: engine.wrappedValue.currentItem + 1, animation: animation, time: engineNow())
          },
          decrement: {
            engine.wrappedValue.scroll(to: engine.wrappedValue.currentItem - 1, animation: animation, time: engineNow())
          })
    }
  }
#endif
