#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// Draws a hosted engine component and drives it: its placements laid out by frame, scale,
  /// rotation, opacity and zIndex, clipped to the canvas; touches fed to the host through a
  /// ``NestedDragRecognition`` (`.cancelled` when the system takes one away) — from a UIKit recogniser
  /// that makes the views around it wait for the engine on iOS 18 (`EngineTouchGesture`), from a
  /// simultaneous `DragGesture` elsewhere (`EngineDrag`); `advance(to:)` called from a `TimelineView`
  /// on the component's ``FrameSchedule`` — every display frame while it moves, once at its
  /// `nextWakeTime` (an auto-advance due) while it rests, never otherwise; the viewport kept in step.
  struct EngineCanvas<Engine: InteractiveComponent, Item: View>: View {
    @Binding var host: ComponentHost<Engine, ItemKey>
    var onEvents: ([Engine.Event]) -> Void
    @ViewBuilder var item: (ItemPlacement) -> Item
    @State private var recognition = NestedDragRecognition()
    @Environment(\.carouselYieldsDragsAtEnds) private var yieldsAtEnds
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
      // Inside a vertical ScrollView the height is the engine's to say (a GeometryReader alone asks
      // for 10 points there).
      EngineViewportLayout(idealHeight: { [host] width in host.idealViewportHeight(forWidth: width) }) {
        canvas
      }
      .contentShape(Rectangle())
      .modifier(EngineTouchInput(feed: feed, shouldBegin: { recognition.shouldBegin(at: $0, host: host) }))
      .onChange(of: yieldsAtEnds, initial: true) { _, yields in recognition.yieldsAtEnds = yields }
      .onChange(of: scenePhase) { _, phase in
        if phase != .active { recognition.cancel(host: &host, at: engineNow()) }
      }
    }

    private var canvas: some View {
      GeometryReader { proxy in
        TimelineView(EngineTimelineSchedule(host.component)) { context in
          let placements = host.placements()
          // What a sighted person sees is what VoiceOver reaches: not the cards piled behind, a faded
          // neighbour or one leaving the edge.
          let accessible = placements.accessibleIndices(in: proxy.size)
          ZStack(alignment: .topLeading) {
            ForEach(placements, id: \.index) { placement in
              item(placement).placed(placement).accessibilityHidden(!accessible.contains(placement.index))
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
      for event in events { recognition.handle(event, host: &host) }
      onEvents(host.advance(to: last.time).events)
    }
  }

  /// Where an engine canvas's touches come from: on iOS 18 and later a UIKit recogniser whose
  /// decisions the engine makes (`EngineTouchGesture`); before that, and on macOS, a simultaneous
  /// `DragGesture` (`EngineDrag`) — the documented fallback, in which the engine's axis lock keeps the
  /// carousel still on a cross-axis drag but cannot make a parent scroll view wait.
  private struct EngineTouchInput: ViewModifier {
    var feed: ([DragEvent]) -> Void
    var shouldBegin: (CGPoint) -> Bool

    func body(content: Content) -> some View {
      #if canImport(UIKit)
        if #available(iOS 18.0, *) {
          content.gesture(EngineTouchGesture(onSample: { feed([$0]) }, shouldBegin: shouldBegin))
        } else {
          content.engineDrag(feed)
        }
      #else
        content.engineDrag(feed)
      #endif
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

    /// Makes the view one adjustable accessibility element: increment and decrement move one item,
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
