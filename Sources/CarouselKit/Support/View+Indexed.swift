#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  extension View {
    /// Keeps `engine` and `index` in step (an outside change to `index` animates the engine), follows
    /// the item count, and makes the view one adjustable accessibility element whose value is
    /// `value(current)` and whose increment and decrement move one item. With Reduce Motion on, those
    /// moves jump instead of animating.
    func indexed<Engine: InteractiveComponent>(
      _ engine: Binding<Engine>, index: Binding<Int>?, itemCount: Int?, animation: AnimationCurve,
      label: String, value: @escaping (Int) -> String
    ) -> some View {
      modifier(
        IndexedEngine(
          engine: engine, index: index, itemCount: itemCount, animation: animation, label: label, value: value))
    }
  }

  /// What `indexed(_:index:itemCount:animation:label:value:)` applies.
  struct IndexedEngine<Engine: InteractiveComponent>: ViewModifier {
    @Binding var engine: Engine
    let index: Binding<Int>?
    let itemCount: Int?
    let animation: AnimationCurve
    let label: String
    let value: (Int) -> String
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The animation of a move the user did not drag: none with Reduce Motion on.
    private var programmaticAnimation: AnimationCurve? {
      animation.forProgrammaticMove(reducingMotion: reduceMotion)
    }

    func body(content: Content) -> some View {
      content
        .onChange(of: itemCount, initial: false) { _, count in
          if let count { engine.setItemCount(count) }
        }
        .onChange(of: index?.wrappedValue, initial: false) { _, newIndex in
          guard let newIndex, newIndex != engine.currentIndex else { return }
          engine.scroll(to: newIndex, animation: programmaticAnimation, time: engineNow())
        }
        .carouselAccessibility(
          label: label, value: value(engine.currentIndex),
          increment: {
            engine.scroll(to: engine.currentIndex + 1, animation: programmaticAnimation, time: engineNow())
          },
          decrement: { engine.scroll(to: engine.currentIndex - 1, animation: programmaticAnimation, time: engineNow()) }
        )
    }
  }
#endif
