#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import Foundation
  import SwiftUI

  /// Draws a carousel's model and drives it: each frame's placements laid out by frame, scale,
  /// rotation, opacity and zIndex, keyed by element (so an item's own state follows it), clipped to
  /// the canvas; touches fed through the model's ``NestedDragRecognition`` (`.cancelled` when the
  /// system takes one away) — from a UIKit recogniser that makes the scroll views around it wait for
  /// the engine on iOS 18 (`EngineTouchGesture`), from a simultaneous `DragGesture` elsewhere
  /// (`EngineDrag`); taps from SwiftUI's own tap gesture, which a control inside an item (a
  /// `Button`) takes first; frames from a `TimelineView` on the driver's ``FrameSchedule`` — every
  /// display frame while it moves, once at its `nextWakeTime` (an auto-advance due) while it rests,
  /// never otherwise; the viewport kept in step.
  ///
  /// A tick of the timeline draws once: the frame is computed during the update and changes no view
  /// state (its news reaches the view afterwards, see `CarouselModel`).
  struct EngineCanvas<
    Component: InteractiveComponent & Equatable, Decoration: View, SizingItem: View, Item: View
  >: View {
    let model: CarouselModel<Component>
    /// Changes whenever input changed the model: this view then draws (and schedules) again.
    let revision: Int
    let decoration: (Component) -> Decoration
    /// One item to measure when the container leaves the height open (nil: the component's own
    /// height rules); drawn invisible, reached by neither touch nor VoiceOver.
    let sizingItem: SizingItem?
    /// Whether each item is as long as its content along the axis: drawn at its ideal length and
    /// measured, the host told (``ComponentHost/measure(_:of:time:)``).
    var measuresItemLengths = false
    @ViewBuilder let item: (ItemPlacement) -> Item
    @Environment(\.carouselYieldsDragsAtEnds) private var yieldsAtEnds
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.carouselNestingDepth) private var depth
    /// The direction the items' own content is laid out in; the canvas itself is laid out left to
    /// right, at the points the host mirrored.
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
      // Inside a vertical ScrollView the height is the engine's to say (a GeometryReader alone asks
      // for 10 points there); the layout is not main-actor, so it is given the component's value.
      let component = model.component
      EngineViewportLayout(idealHeight: { width, itemHeight in
        component?.idealViewportHeight(forWidth: width, itemHeight: itemHeight)
      }) {
        canvas
        if let sizingItem {
          sizingItem.environment(\.layoutDirection, layoutDirection).opacity(0).allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      }
      .contentShape(Rectangle())
      // SwiftUI gives a tap to the innermost view that wants it: a button in a card takes it, and
      // only a tap nothing inside took reaches the carousel.
      .onTapGesture(coordinateSpace: .local) { location in model.tap(at: location) }
      .modifier(
        EngineTouchInput(
          feed: model.feed, shouldBegin: model.shouldBegin, scroll: model.scrollWheel, takesScroll: model.takesScroll,
          depth: depth)
      )
      // The carousels inside this one's items are one level deeper.
      .environment(\.carouselNestingDepth, depth + 1)
      .onChange(of: yieldsAtEnds, initial: true) { _, yields in model.setYieldsAtEnds(yields) }
      .onChange(of: scenePhase) { _, phase in
        if phase != .active { model.cancelTouch() }
      }
      // Placements, touches and taps are in left-to-right points: the host mirrors them itself.
      .engineCoordinates()
    }

    /// The axis items are measured along, or nil when they are not measured.
    private var measuredAxis: ScrollAxis? { measuresItemLengths ? model.component?.axis ?? .horizontal : nil }

    private var canvas: some View {
      GeometryReader { proxy in
        let _ = model.setViewport(proxy.size)
        TimelineView(EngineTimelineSchedule(model.schedule())) { context in
          let frame = model.frame(at: context.date)
          ZStack(alignment: .topLeading) {
            ForEach(frame.items, id: \.id) { drawn in
              item(drawn.placement).environment(\.layoutDirection, layoutDirection)
                .environment(\.carouselItemPhase, drawn.phase)
                .modifier(CarouselItemStyling(phase: drawn.phase))
                .modifier(ContentLengthMeasurement(axis: measuredAxis) { model.measure($0, of: drawn.id) })
                .placed(drawn.placement)
                .accessibilityHidden(!drawn.isAccessible)
                // VoiceOver reads the items in the data's order, whichever side they are drawn on.
                .accessibilitySortPriority(-Double(drawn.placement.index))
            }
            // A decoration places what it draws itself, mirrored as the items are.
            if let component = model.component { decoration(component).environment(\.layoutDirection, layoutDirection) }
          }
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          // Cards sit inside the frame (the engine sizes them from both its dimensions); a leaving or
          // far card is cut at its edge rather than drawn over the views around it.
          .clipped()
        }
      }
    }
  }

  /// Where an engine canvas's touches come from: on iOS 18 and later a UIKit recogniser whose
  /// decisions the engine makes (`EngineTouchGesture`); before that, and on macOS and visionOS, a
  /// simultaneous `DragGesture` (`EngineDrag`) — the documented fallback, in which the engine's axis
  /// lock keeps the carousel still on a cross-axis drag but cannot make a parent scroll view wait.
  private struct EngineTouchInput: ViewModifier {
    var feed: ([DragEvent]) -> Void
    var shouldBegin: (CGPoint) -> Bool
    /// A trackpad or wheel scroll's steps (iOS 18's recogniser only).
    var scroll: (ScrollWheelEvent) -> Void
    /// Whether a scroll that starts by moving the content this far is the carousel's.
    var takesScroll: (CGSize) -> Bool
    /// How many carousels this one sits in.
    var depth: Int

    func body(content: Content) -> some View {
      // UIGestureRecognizerRepresentable is iOS only: not on visionOS, tvOS or watchOS.
      #if canImport(UIKit) && !os(visionOS) && !os(tvOS) && !os(watchOS)
        if #available(iOS 18.0, *) {
          content.gesture(
            EngineTouchGesture(
              onSample: { feed([$0]) }, onScroll: scroll, shouldBeginScroll: takesScroll, shouldBegin: shouldBegin,
              depth: depth))
        } else {
          content.engineDrag(feed)
        }
      #else
        content.engineDrag(feed)
      #endif
    }
  }

  /// How many CarouselKit carousels a view sits in (0: none), so that a carousel's recogniser can
  /// tell an outer carousel's drag from an inner one's.
  private struct CarouselNestingDepthKey: EnvironmentKey {
    static let defaultValue = 0
  }

  extension EnvironmentValues {
    /// How many CarouselKit carousels this view sits in.
    var carouselNestingDepth: Int {
      get { self[CarouselNestingDepthKey.self] }
      set { self[CarouselNestingDepthKey.self] = newValue }
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
