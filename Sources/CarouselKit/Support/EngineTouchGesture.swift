#if canImport(SwiftUI) && canImport(UIKit) && !os(visionOS) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import Foundation
  import SwiftUI
  import UIKit

  /// The engine-driven views' drag on iOS 18 and later: a UIKit pan recogniser, so that the scroll
  /// views, pagers and sheets around a carousel take part in the decision instead of moving beside it.
  ///
  /// - Every touch sample goes to the engine through ``NestedDragRecognition`` (`onSample`), from
  ///   the finger's first contact: a press stops a coasting carousel, a tap is reported.
  /// - UIKit's "should this pan begin?" is answered by the engine (`shouldBegin`): its axis lock, and
  ///   the ends when the carousel yields there.
  /// - The pans of the scroll views around it (a `ScrollView`'s, a `List`'s, a paged `TabView`'s) and
  ///   of the carousels it sits in are made to wait until this one fails, so a vertical page never
  ///   scrolls while the carousel decides, and then scrolls alone once the engine declines. Nothing
  ///   else waits: not the navigation's back swipe (a screen-edge pan), not a sheet's dismissal, not
  ///   a button's tap (``NestedDragRecognition/makesWait(_:carouselDepth:)`` decides, from what
  ///   the other recogniser is — the view it is attached to says nothing since iOS 18, where SwiftUI
  ///   hosts recognisers in containers of its own).
  /// - It never recognises together with another recogniser: the carousel and its parent never both
  ///   move.
  /// - A trackpad's two-finger scroll and a mouse's wheel (iPadOS) reach the same pan without a
  ///   touch: they go to the engine as a scroll (``ComponentHost/scrollWheel(_:animation:)``), which
  ///   the content follows and releases as after a drag; the pan begins only for a scroll mostly
  ///   along the carousel (``ComponentHost/takesScroll(by:)``), so one across it scrolls the views
  ///   around.
  ///
  /// What happens between those answers is `NestedDragRecognition`'s, tested on Linux; whether UIKit
  /// asks them as documented can only be seen on a device.
  @available(iOS 18.0, *)
  struct EngineTouchGesture: UIGestureRecognizerRepresentable {
    /// Each touch sample, in the view's coordinates and the engine's clock.
    var onSample: (DragEvent) -> Void
    /// Each step of a trackpad or wheel scroll, in the view's coordinates and the engine's clock.
    var onScroll: (ScrollWheelEvent) -> Void
    /// Whether a scroll that starts by moving the content this far (points) is the carousel's.
    var shouldBeginScroll: (CGSize) -> Bool
    /// Whether the pan may begin with the finger at this point (view coordinates).
    var shouldBegin: (CGPoint) -> Bool
    /// How many CarouselKit carousels this one sits in.
    var depth: Int

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(converter: converter)
    }

    func makeUIGestureRecognizer(context: Context) -> EngineTouchRecognizer {
      let recognizer = EngineTouchRecognizer(target: nil, action: nil)
      recognizer.depth = depth
      recognizer.delegate = context.coordinator
      recognizer.coordinator = context.coordinator
      recognizer.allowedScrollTypesMask = .all
      context.coordinator.representable = self
      return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: EngineTouchRecognizer, context: Context) {
      // A touch reaches the engine sample by sample; a pan without one is a trackpad or wheel scroll.
      guard !recognizer.isFollowingTouch else { return }
      context.coordinator.scroll(recognizer.state)
    }

    func updateUIGestureRecognizer(_ recognizer: EngineTouchRecognizer, context: Context) {
      // The closures reach the view's current state.
      context.coordinator.representable = self
      recognizer.depth = depth
    }

    /// The recogniser's delegate: turns touches into engine samples and answers UIKit's questions.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      private let converter: CoordinateSpaceConverter
      var representable: EngineTouchGesture?
      private var lastLocation: CGPoint?

      init(converter: CoordinateSpaceConverter) {
        self.converter = converter
      }

      /// Sends the recogniser's location now as a sample of `phase`, stamped with the touch's own time.
      func sample(_ phase: DragEvent.Phase, touch: UITouch) {
        let location = converter.localLocation
        lastLocation = location
        // UIKit stamps touches with the time since startup; the engine's clock is the reference date's.
        let age = Swift.max(0, ProcessInfo.processInfo.systemUptime - touch.timestamp)
        representable?.onSample(DragEvent(phase: phase, location: location, time: engineNow() - age))
        if phase == .ended || phase == .cancelled { lastLocation = nil }
      }

      /// The touch ended without its end reaching the recogniser (UIKit reset it): the engine hears
      /// `.cancelled` where the finger last was.
      func lost() {
        guard let lastLocation else { return }
        self.lastLocation = nil
        representable?.onSample(DragEvent(phase: .cancelled, location: lastLocation, time: engineNow()))
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let recognizer = gestureRecognizer as? EngineTouchRecognizer, !recognizer.isFollowingTouch {
          return representable?.shouldBeginScroll(
            PanScrollSteps.contentDelta(ofTranslation: converter.localTranslation))
            ?? false
        }
        return representable?.shouldBegin(converter.localLocation) ?? false
      }

      /// The scroll's steps so far (the pan reports the fingers' running translation).
      private var scrollSteps = PanScrollSteps()

      /// Sends the scroll's step for the pan's new `state`: how far the content moved since the last
      /// step, where the pointer is.
      func scroll(_ state: UIGestureRecognizer.State) {
        let phase: ScrollWheelEvent.Phase
        if state == .began {
          phase = .began
        } else if state == .changed {
          phase = .changed
        } else if state == .ended {
          phase = .ended
        } else if state == .cancelled || state == .failed {
          phase = .cancelled
        } else {
          return
        }
        representable?.onScroll(
          scrollSteps.event(
            phase, translation: converter.localTranslation, location: converter.localLocation, time: engineNow()))
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        let depth = (gestureRecognizer as? EngineTouchRecognizer)?.depth ?? 0
        return NestedDragRecognition.makesWait(Self.describe(otherGestureRecognizer), carouselDepth: depth)
      }

      /// What the engine's rule needs to know of another recogniser on the same touch.
      static func describe(_ other: UIGestureRecognizer) -> NestedDragRecognition.OtherRecognizer {
        if let carousel = other as? EngineTouchRecognizer { return .carouselPan(depth: carousel.depth) }
        if other is UIScreenEdgePanGestureRecognizer { return .screenEdgePan }
        if isNavigationPop(other) { return .navigationPop }
        if let scrollView = other.view as? UIScrollView, scrollView.panGestureRecognizer === other {
          return .scrollViewPan
        }
        return other is UIPanGestureRecognizer ? .otherPan : .other
      }

      /// Whether `recognizer` is the interactive pop of the navigation controller it works for.
      private static func isNavigationPop(_ recognizer: UIGestureRecognizer) -> Bool {
        var responder: UIResponder? = recognizer.view
        while let current = responder {
          if let navigation = current as? UINavigationController {
            return navigation.interactivePopGestureRecognizer === recognizer
          }
          responder = current.next
        }
        return false
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { false }
    }
  }

  /// A pan recogniser that also reports every sample of its first touch — from touch-down, before
  /// the pan begins, and through the end of a tap — to the coordinator. UIKit still decides its
  /// states; the coordinator's answers steer them.
  @available(iOS 18.0, *)
  final class EngineTouchRecognizer: UIPanGestureRecognizer {
    weak var coordinator: EngineTouchGesture.Coordinator?
    /// How many CarouselKit carousels the carousel sits in: another carousel's recogniser reads it.
    var depth = 0
    /// The touch followed; a second finger is left to the pan's own centroid.
    private weak var trackedTouch: UITouch?
    /// Whether the pan follows a touch (rather than a trackpad or wheel scroll, which has none).
    var isFollowingTouch: Bool { trackedTouch != nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard trackedTouch == nil, let touch = touches.first else { return }
      trackedTouch = touch
      coordinator?.sample(.began, touch: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      // The engine sees the movement before the pan asks whether to begin.
      if let touch = trackedTouch, touches.contains(touch) { coordinator?.sample(.changed, touch: touch) }
      super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      if let touch = trackedTouch, touches.contains(touch) {
        trackedTouch = nil
        coordinator?.sample(.ended, touch: touch)
      }
      super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      if let touch = trackedTouch, touches.contains(touch) {
        trackedTouch = nil
        coordinator?.sample(.cancelled, touch: touch)
      }
      super.touchesCancelled(touches, with: event)
    }

    override func reset() {
      super.reset()
      trackedTouch = nil
      coordinator?.lost()
    }
  }
#endif
