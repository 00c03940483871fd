import Foundation

extension NestedDragRecognition {
  /// Another platform recogniser that received the same touch as a carousel's, described by what
  /// decides whether it must wait for the carousel (the front end reads it off the platform's
  /// classes; the rule itself is ``makesWait(_:carouselDepth:)``).
  public enum OtherRecognizer: Sendable, Hashable {
    /// The pan of a scroll view the carousel sits in: a `ScrollView`, a `List`, a paged `TabView`.
    case scrollViewPan
    /// The drag recogniser of another CarouselKit carousel, `depth` carousels deep (0: not inside
    /// another carousel).
    case carouselPan(depth: Int)
    /// A screen-edge pan: the navigation controller's back swipe, or an app's own edge gesture.
    case screenEdgePan
    /// A navigation controller's interactive pop, whatever its class (a full-width pan since iOS 26).
    case navigationPop
    /// Any other pan: a sheet's dismissal, a drawer, an app's own.
    case otherPan
    /// A recogniser that does not pan: a tap, a long press, a pinch, a swipe.
    case other
  }

  /// Whether `other` must wait for a carousel `carouselDepth` carousels deep to fail before it may begin: only
  /// the pans of the scroll views around the carousel, and the drags of the carousels it sits in, so that the
  /// engine decides first whether a drag is the carousel's. A screen-edge or navigation gesture never waits — a
  /// back swipe that starts on a full-width carousel goes back — nor does anything that is not a pan, so a button
  /// or a link in a card reacts at once. The carousel's own recogniser waits for nothing.
  ///
  /// A scroll view's pan is made to wait whoever's view it is attached to: it received the same
  /// touch, so its scroll view lies under the finger around the carousel — which is what can be
  /// known when the platform hosts the carousel's recogniser in a container of its own (SwiftUI does
  /// since iOS 18) and view ancestry says nothing.
  public static func makesWait(_ other: OtherRecognizer, carouselDepth: Int) -> Bool {
    switch other {
    case .scrollViewPan: true
    case .carouselPan(let depth): depth < carouselDepth
    case .screenEdgePan, .navigationPop, .otherPan, .other: false
    }
  }
}
