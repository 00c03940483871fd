#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// A `ScrollTargetBehavior` that lets SwiftUI's own `ScrollView` rest as the engine's carousels do:
  /// velocity-aware snapping with at most `maxItemsPerFling` items a flick, or one page a release —
  /// CarouselCore's ``ScrollRestingRule``, tested on Linux.
  ///
  /// A native scroll view brings nesting inside other scroll views, trackpads, the keyboard,
  /// right-to-left layout and accessibility scrolling for free; use it for rows whose items simply sit
  /// side by side. The engine-driven views remain for what no scroll view draws: the 3D ring, the card
  /// stack, the endless pager and the looping tab strip.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack(spacing: 16) { ForEach(topics) { TopicCard($0).frame(width: 300) } }
  ///     .scrollTargetLayout()
  /// }
  /// .contentMargins(.horizontal, 16, for: .scrollContent)
  /// .scrollTargetBehavior(.carousel(itemLength: 300, spacing: 16, count: topics.count))
  /// ```
  ///
  /// SwiftUI does not document the units of its scroll velocity, so the behavior treats the proposed
  /// end as where the finger lifted: on pages, a release whose projected end passes a twentieth of a
  /// page turns it.
  @available(iOS 17.0, macOS 14.0, *)
  public struct CarouselScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Where releases may rest.
    public var rule: ScrollRestingRule
    /// The axis the scroll view scrolls along.
    public var axis: ScrollAxis

    /// A behavior that rests by `rule` along `axis`.
    ///
    /// - Parameters:
    ///   - rule: where a release may rest: snap points with a per-release limit, or pages.
    ///   - axis: the axis the scroll view scrolls along (default `.horizontal`).
    public init(_ rule: ScrollRestingRule, axis: ScrollAxis = .horizontal) {
      self.rule = rule
      self.axis = axis
    }

    /// Moves the proposed resting place, along ``axis``, to where ``rule`` says.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let horizontal = axis == .horizontal
      let proposed = horizontal ? target.rect.minX : target.rect.minY
      let start = horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY
      let maximum =
        horizontal
        ? context.contentSize.width - context.containerSize.width
        : context.contentSize.height - context.containerSize.height
      let rest = rule.restingOffset(proposed: proposed, start: start, velocity: 0, maximumOffset: maximum)
      if horizontal { target.rect.origin.x = rest } else { target.rect.origin.y = rest }
    }
  }

  @available(iOS 17.0, macOS 14.0, *)
  extension ScrollTargetBehavior where Self == CarouselScrollTargetBehavior {
    /// Rests on items `itemLength` points long, `spacing` apart, the first at offset 0 (put leading
    /// insets in the content's padding), at most `maxItemsPerFling` from where the drag began.
    ///
    /// - Parameters:
    ///   - itemLength: each item's length along `axis`, in points.
    ///   - spacing: the space between items, in points (the stack's spacing).
    ///   - count: the number of items.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1).
    ///   - axis: the axis the scroll view scrolls along (default `.horizontal`).
    public static func carousel(
      itemLength: CGFloat, spacing: CGFloat, count: Int, maxItemsPerFling: Int = 1, axis: ScrollAxis = .horizontal
    ) -> CarouselScrollTargetBehavior {
      let points = SnapPoints.uniform(first: 0, spacing: itemLength + spacing, count: count)
      return CarouselScrollTargetBehavior(.init(.points(points, maxItemsPerFling: maxItemsPerFling)), axis: axis)
    }

    /// Rests on pages `length` points long, one page at most per release.
    ///
    /// - Parameters:
    ///   - length: a page's length along `axis`, in points (usually the container's width).
    ///   - axis: the axis the scroll view scrolls along (default `.horizontal`).
    public static func pages(length: CGFloat, axis: ScrollAxis = .horizontal) -> CarouselScrollTargetBehavior {
      CarouselScrollTargetBehavior(.init(.pages(length: length)), axis: axis)
    }
  }
#endif
