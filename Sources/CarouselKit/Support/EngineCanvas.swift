#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// Draws a hosted engine component and drives it: its placements laid out by frame, scale,
  /// rotation, opacity and zIndex, clipped to the canvas; drags fed to the host through `EngineDrag`
  /// (`.cancelled` when the system takes one away); `advance(to:)` called from a `TimelineView` on the
  /// component's ``FrameSchedule`` — every display frame while it moves, once at its `nextWakeTime`
  /// (an auto-advance due) while it rests, never otherwise; the viewport kept in step.
  struct EngineCanvas<Engine: InteractiveComponent, Item: View>: View {
    @Binding var host: ComponentHost<Engine, ItemKey>
    var onEvents: ([Engine.Event]) -> Void
    @ViewBuilder var item: (ItemPlacement) -> Item

    var body: some View {
      // Inside a vertical ScrollView the height is the engine's to say (a GeometryReader alone asks
      // for 10 points there).
      EngineViewportLayout(idealHeight: { [host] width in host.idealViewportHeight(forWidth: width) }) {
        canvas
      }
      .contentShape(Rectangle())
      .engineDrag(feed)
    }

    private var canvas: some View {
      GeometryReader { proxy in
        TimelineView(EngineTimelineSchedule(host.component)) { context in
          ZStack(alignment: .topLeading) {
            ForEach(host.placements(), id: \.index) { placement in
              item(placement).placed(placement)
            }
          }
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          // Cards sit inside the frame (the engine sizes them from both its dimensions); a leaving or
          // far card is cut at its edge rather than drawn over the views around it.
          .clipped()
          .onChange(of: context.date, initial: false) { _, date in
            onEvents(host.advance(to: date.timeIntervalSinceReferenceDate).events)
          }
        }
        .onChange(of: proxy.size, initial: true) { _, size in host.setViewport(size, time: engineNow()) }
      }
    }

    private func feed(_ events: [DragEvent]) {
      guard let last = events.last else { return }
      for event in events { _ = host.handle(event) }
      onEvents(host.advance(to: last.time).events)
    }
  }

  extension View {
    /// Lays the view out as `placement` says: its frame, then scale, in-plane rotation, opacity and
    /// drawing order.
    func placed(_ placement: ItemPlacement) -> some View {
      self
        .frame(width: placement.frame.width, height: placement.frame.height)
        .scaleEffect(placement.scale)
        .rotationEffect(.radians(placement.rotation.radians * placement.rotation.z))
        .opacity(placement.opacity)
        .position(x: placement.frame.midX, y: placement.frame.midY)
        .zIndex(placement.zIndex)
    }

    /// Makes the carousel one adjustable accessibility element: increment and decrement move one item,
    /// and the value names the current item.
    func carouselAccessibility(
      label: Text, value: Text, increment: @escaping () -> Void, decrement: @escaping () -> Void
    ) -> some View {
      self
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue(value)
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: increment()
          case .decrement: decrement()
          @unknown default: break
          }
        }
    }
  }

  /// The time the engine's animations use: the clock `TimelineView` reports.
  func engineNow() -> TimeInterval { Date().timeIntervalSinceReferenceDate }
#endif
