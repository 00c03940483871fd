import Foundation

/// The contract every CarouselCore component keeps, so that scripts, tests, benchmarks, ``ComponentHost`` and
/// every front end drive any of them the same way.
///
/// ## Units and directions
/// One vocabulary for every component:
/// - lengths and positions are points (`CGFloat`), times are seconds (`TimeInterval`) and velocities
///   points per second; components that move in *items* (the ring, the card stack) say so;
/// - the *main axis* is the one a component scrolls along; an *offset* is how far its content has
///   scrolled along it, growing as later items come into view, so a finger moving toward the leading
///   edge increases it;
/// - an *index* counts items from 0 in data order; ``currentIndex`` is the item (or page) a component
///   calls current — the centred section, the front banner, the top card, the pager's page.
///
/// ## Time
/// Every call that starts, continues or ends motion takes the current time, and
/// ``Drivable/advance(to:)`` moves animations and timers forward and returns the component's events.
/// Nothing reads a clock: a front end runs its clock while ``Drivable/isSettled`` is false, and
/// otherwise wakes at ``Drivable/nextWakeTime`` if there is one — as it does for everything it
/// drives (``Drivable``).
public protocol InteractiveComponent: Drivable where Output == [Event] {
  /// What the component reports: index changes, settling, taps and component-specific events.
  associatedtype Event: CarouselEvent

  /// The items at least partly visible in the last viewport, back to front.
  func placements() -> [ItemPlacement]
  /// Replaces the contents of `result` with ``placements()``'s answer. The components of this
  /// library keep the array's storage, so a front end that keeps one array between frames allocates
  /// nothing once it has held a frame's placements (an allocation is a third of a frame's work).
  func placements(into result: inout [ItemPlacement])
  /// Sets the viewport size in points; allowed at any moment, including mid-drag.
  mutating func setViewport(_ size: CGSize)
  /// Sets the number of items; allowed at any moment, including mid-drag.
  mutating func setItemCount(_ count: Int)
  /// Brings item `index` to its resting place with `animation`, or at once when nil. An index out of
  /// range is clamped (or wrapped, for components that loop).
  mutating func scroll(to index: Int, animation: AnimationCurve?, time: TimeInterval)
  /// The item (or page) that is current: the one nearest its resting place.
  var currentIndex: Int { get }
  /// The axis the component scrolls along: which arrow keys step it, and which part of a wheel or
  /// trackpad scroll moves it. Horizontal unless the component says otherwise.
  var axis: ScrollAxis { get }
  /// The viewport height this component looks right at when its container leaves the height open
  /// (a carousel in a vertical scroll view), for a viewport `width` points wide, in points; nil when
  /// it has no height of its own (a full-screen pager) and the front end decides.
  func idealViewportHeight(forWidth width: CGFloat) -> CGFloat?
  /// The viewport height for `width` points when an item laid out `itemWidth` points wide is
  /// `itemHeight(itemWidth)` points tall — how a front end sizes a carousel by its content: it
  /// measures one item (the current one) at the width the component gives it, and the component
  /// says what viewport holds it (a row, a page of rows, a page). Nil when the component has no
  /// height of its own and the item does not give one either.
  func idealViewportHeight(forWidth width: CGFloat, itemHeight: (_ itemWidth: CGFloat) -> CGFloat?) -> CGFloat?
  /// Whether indices wrap around — the last item is followed by the first (the ring, a looping card
  /// stack) — so stepping past an end continues from the other.
  var loops: Bool { get }
  /// Whether the content would move under a finger that has moved by `translation` (points) since
  /// it went down, from where the content is now: false at an end of a component that does not loop
  /// when the finger pulls past that end — where a same-axis parent (a paged `TabView`, a sheet)
  /// should take the drag rather than the component rubber-banding. Only the main-axis part of
  /// `translation` counts; a non-finite one answers true.
  func canFollow(_ translation: CGSize) -> Bool
  /// The first item shown at `index` — for most components the item itself; for one whose index
  /// counts groups of items (the paged carousel's pages), the group's first item. How a host names
  /// "the current element" of such a component.
  func firstItem(atIndex index: Int) -> Int
  /// The index at which item `item` is shown — the item itself, or the group holding it (the page of
  /// a paged carousel). How a host moves to an element of such a component.
  func index(showingItem item: Int) -> Int
  /// How far `placement` (one of ``placements()``) is from the rest position, in items — pages for a
  /// component whose index counts pages: 0 for the item at rest where the current one rests, −1 for
  /// the one before it, +0.5 for the next one half-way there, continuous while the content moves
  /// (SwiftUI's `scrollTransition` phase, unclamped). Item views read it to scale or fade
  /// themselves. Finite. On a component that loops, the distance the short way round.
  func phase(of placement: ItemPlacement) -> Double
  /// Whether the component takes a length per item from the front end's measurements of the items'
  /// content (``setItemLengths(_:)``; ``ComponentHost/measure(_:of:time:)`` collects them). False by
  /// default.
  var takesItemLengths: Bool { get }
  /// Gives every item its own main-axis length, in points, measured from its content; the component
  /// keeps what is on screen in place. Ignored by a component that does not
  /// ``takesItemLengths``.
  mutating func setItemLengths(_ lengths: [CGFloat])
}

extension InteractiveComponent {
  /// ``ScrollAxis/horizontal``: every component of this library scrolls horizontally except those
  /// built with an axis of their own (``FreeScrollCarousel``, ``InfinitePager``).
  public var axis: ScrollAxis { .horizontal }

  /// ``placements()``'s answer, stored in `result` (whose storage is not reused: a component that
  /// can place into it implements this itself).
  public func placements(into result: inout [ItemPlacement]) { result = placements() }

  /// ``placements(into:)``'s answer in a new array: for components whose ``placements()`` is built
  /// on it.
  func collectedPlacements() -> [ItemPlacement] {
    var result: [ItemPlacement] = []
    placements(into: &result)
    return result
  }

  /// No height of its own: the front end decides.
  public func idealViewportHeight(forWidth width: CGFloat) -> CGFloat? { nil }
  /// The component's own height (``idealViewportHeight(forWidth:)``): its items do not set it.
  public func idealViewportHeight(forWidth width: CGFloat, itemHeight: (_ itemWidth: CGFloat) -> CGFloat?)
    -> CGFloat?
  {
    idealViewportHeight(forWidth: width)
  }

  /// ``InteractiveComponent/setViewport(_:)``: a component's geometry does not depend on the time.
  public mutating func setViewport(_ size: CGSize, time: TimeInterval) { setViewport(size) }
  /// Indices do not wrap, unless the component says so.
  public var loops: Bool { false }
  /// The content follows every drag, unless the component says where it ends.
  public func canFollow(_ translation: CGSize) -> Bool { true }
  /// Each index shows one item: the item itself.
  public func firstItem(atIndex index: Int) -> Int { index }
  /// Each item has an index of its own: the item itself.
  public func index(showingItem item: Int) -> Int { item }
  /// In whole indices from the current index: exact at rest for a component that does not loop.
  /// Every component of this library says the fraction while it moves, and the short way round where
  /// it loops; one defined elsewhere should too.
  public func phase(of placement: ItemPlacement) -> Double {
    Double(index(showingItem: placement.index)) - Double(currentIndex)
  }
  /// Items are sized by the component, not measured.
  public var takesItemLengths: Bool { false }
  /// Ignored: the component sizes its items itself.
  public mutating func setItemLengths(_ lengths: [CGFloat]) {}
}
