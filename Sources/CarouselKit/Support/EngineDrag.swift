#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// The drag of the engine-driven views on iOS 17 and macOS: `DragGesture` samples turned into the
  /// engine's by a `GestureSampler` and handed to `feed`, with `.cancelled` when the system takes the
  /// drag away — the gesture state resets without `onEnded` (a parent scroll view, Notification
  /// Center, an alert). Simultaneous, so it never blocks a parent's gestures; where no UIKit
  /// recogniser can make a parent wait, this is the fallback (the canvas cancels on scene-phase
  /// changes).
  struct EngineDrag: ViewModifier {
    /// Receives each batch of samples, in order.
    var feed: ([DragEvent]) -> Void
    @State private var sampler = GestureSampler()
    /// True while SwiftUI considers the drag active; it resets when the drag ends *or is cancelled*,
    /// while `onEnded` runs only for the first.
    @GestureState private var isPressing = false

    func body(content: Content) -> some View {
      content
        .simultaneousGesture(
          DragGesture(minimumDistance: 0)
            .updating($isPressing) { _, pressing, _ in pressing = true }
            .onChanged { value in feed(sampler.changed(value)) }
            .onEnded { value in feed(sampler.ended(value)) }
        )
        // Checked a turn of the run loop later, so a normal end's `onEnded` is always handled first
        // (after it there is nothing to cancel).
        .onChange(of: isPressing) { _, pressing in
          if !pressing { Task { @MainActor in cancel() } }
        }
    }

    private func cancel() {
      feed(sampler.cancel(at: engineNow()))
    }
  }

  extension View {
    /// Feeds this view's drags to an engine as raw samples, cancelled when the system takes them away
    /// (see `EngineDrag`).
    func engineDrag(_ feed: @escaping ([DragEvent]) -> Void) -> some View {
      modifier(EngineDrag(feed: feed))
    }
  }
#endif
