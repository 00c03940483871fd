import CarouselCore
import Foundation

/// The six components, each with its parameter vector (documented per target), its notion of a
/// snap point and how many placements fit.
extension FuzzTarget {
  /// `SnapCarousel(itemInset:spacing:alignment:maxItemsPerFling:itemHeight:)` from
  /// `[itemInset, spacing, leading (> 0), maxItemsPerFling, itemHeight]`.
  static let snapCarousel = component(
    "snap", parameters: { inputs in snapParameters(&inputs, lengths: 0...120) },
    fuzzer: ComponentFuzzer<SnapCarousel>(
      make: { values in
        let p = Parameters(values)
        return SnapCarousel(
          itemCount: 0, itemHeight: p[4, default: 0], itemInset: p[0, default: 16], spacing: p[1, default: 16],
          alignment: p.flag(2) ? .leading : .center, maxItemsPerFling: p.integer(3, default: 1))
      },
      contentPosition: { $0.offset },
      itemCount: { $0.itemCount },
      restProblem: { carousel in
        guard carousel.itemLength > 0 else { return nil }
        return restProblem(
          offset: carousel.offset, index: carousel.currentIndex, stride: carousel.itemLength + carousel.spacing)
      },
      placementLimit: { carousel, viewport in
        fitting(viewport.width, stride: carousel.itemLength + carousel.spacing, count: carousel.itemCount)
      }))

  /// `SnapCarousel(itemSizing: .measured(estimatedLength:), spacing:alignment:maxItemsPerFling:itemHeight:)`
  /// from `[estimatedLength, spacing, leading (> 0), maxItemsPerFling, itemHeight]`: a snap row sized
  /// by its content, given lengths as a front end measures them (mid-drag and mid-animation too).
  static let measuredSnapCarousel = component(
    "snap-measured", extraCalls: [.itemLengths], parameters: { inputs in snapParameters(&inputs, lengths: 20...300) },
    fuzzer: ComponentFuzzer<SnapCarousel>(
      make: { values in
        let p = Parameters(values)
        return SnapCarousel(
          itemCount: 0, itemSizing: .measured(estimatedLength: p[0, default: 100]), itemHeight: p[4, default: 0],
          spacing: p[1, default: 16], alignment: p.flag(2) ? .leading : .center,
          maxItemsPerFling: p.integer(3, default: 1))
      },
      contentPosition: { $0.offset },
      itemCount: { $0.itemCount },
      numbers: { carousel in [Double(carousel.itemLength), Double(carousel.itemLength(at: carousel.itemCount - 1))] },
      restProblem: { carousel in
        // At rest on an item's resting offset, its phase is 0 (rests are not stored to compare with).
        guard carousel.itemCount > 0 else { return nil }
        let phase = carousel.phase(of: ItemPlacement(index: carousel.currentIndex, frame: .zero))
        guard abs(phase) > 1e-6 else { return nil }
        return "at rest at offset \(carousel.offset), \(phase) items from item \(carousel.currentIndex)'s rest"
      },
      placementLimit: { carousel, _ in Swift.min(carousel.itemCount, SnapCarousel.maximumPlacedItems) },
      applyExtra: { carousel, call in
        if case .itemLengths(let lengths) = call { carousel.setItemLengths(lengths.map { CGFloat($0) }) }
      }))

  /// `PagedCarousel(rowsPerPage:leadingInset:trailingPeek:rowSpacing:bottomInset:autoAdvance:)` from
  /// `[rowsPerPage, leadingInset, trailingPeek, rowSpacing, autoAdvance interval (≤ 0: off),
  /// bottomInset]`.
  static let pagedCarousel = component(
    "paged", extraCalls: [.visibility],
    parameters: { inputs in
      [
        Double(inputs.pick([1, 2, 3, 4, 0, -1])), inputs.length(typical: 0...40), inputs.length(typical: 0...80),
        inputs.length(typical: 0...30), inputs.pick([0, 0, 3, 1, 0.2]), inputs.length(typical: 0...44),
      ]
    },
    fuzzer: ComponentFuzzer<PagedCarousel>(
      make: { values in
        let p = Parameters(values)
        let interval = p[4, default: 0]
        return PagedCarousel(
          itemCount: 0, rowsPerPage: p.integer(0, default: 1), leadingInset: p[1, default: 20],
          trailingPeek: p[2, default: 40], rowSpacing: p[3, default: 20], bottomInset: p[5, default: 0],
          autoAdvance: interval > 0 ? .every(interval) : .off)
      },
      contentPosition: { $0.offset },
      itemCount: { $0.pageCount },
      elementCount: { $0.itemCount },
      numbers: { [$0.pageLength, $0.rowHeight, $0.pageProgress] },
      restProblem: { carousel in
        restProblem(offset: carousel.offset, index: carousel.currentIndex, stride: carousel.pageLength)
      },
      placementLimit: { carousel, viewport in
        let pages = fitting(viewport.width, stride: carousel.pageLength, count: carousel.pageCount)
        let (rows, overflow) = pages.multipliedReportingOverflow(by: carousel.rowsPerPage)
        return overflow ? Int.max : rows
      },
      applyExtra: { carousel, call in
        switch call {
        case .visible(let visible): carousel.setVisible(visible)
        case .reduceMotion(let on): carousel.reduceMotion = on
        default: break
        }
      },
      quiesce: { $0.setVisible(false) }))

  /// `FreeScrollCarousel(itemSize:spacing:insets:axis:)` from
  /// `[itemWidth, itemHeight, spacing, leadingInset, trailingInset, vertical (> 0)]`.
  static let freeScrollCarousel = component(
    "free", extraCalls: [.itemLengths],
    parameters: { inputs in
      [
        inputs.length(typical: 20...300), inputs.length(typical: 20...300), inputs.length(typical: 0...30),
        inputs.length(typical: 0...30), inputs.length(typical: 0...30), inputs.chance(0.2) ? 1 : 0,
      ]
    },
    fuzzer: ComponentFuzzer<FreeScrollCarousel>(
      make: { values in
        let p = Parameters(values)
        return FreeScrollCarousel(
          itemCount: 0, itemSize: CGSize(width: p[0, default: 100], height: p[1, default: 100]),
          spacing: p[2, default: 8], insets: Insets(leading: p[3, default: 8], trailing: p[4, default: 8]),
          axis: p.flag(5) ? .vertical : .horizontal)
      },
      contentPosition: { $0.offset },
      itemCount: { $0.itemCount },
      restProblem: { carousel in
        carousel.offset >= -1e-6 ? nil : "at rest \(-carousel.offset) pt before the first item"
      },
      placementLimit: { carousel, _ in carousel.itemCount },
      applyExtra: { carousel, call in
        if case .itemLengths(let lengths) = call { carousel.setItemLengths(lengths.map { CGFloat($0) }) }
      }))

  /// `RotaryCarousel(pointsPerItem:scaleStep:opacityStep:radius:horizontalInset:aspectRatio:
  /// maxItemsPerFling:autoAdvance:)` from the same seven numbers in that order, then the auto-advance
  /// interval (≤ 0: off).
  static let rotaryCarousel = component(
    "rotary", extraCalls: [.visibility],
    parameters: { inputs in
      [
        inputs.length(typical: 1...400), inputs.number(in: 0...0.5), inputs.number(in: 0...0.5),
        inputs.length(typical: 0...300), inputs.length(typical: 0...60), inputs.number(in: 0.2...2),
        Double(inputs.pick([0, 1, 1, 2, 5])), inputs.pick([0, 0, 3, 1, 0.2]),
      ]
    },
    fuzzer: ComponentFuzzer<RotaryCarousel>(
      make: { values in
        let p = Parameters(values)
        return RotaryCarousel(
          itemCount: 0, pointsPerItem: p[0, default: 250], scaleStep: p[1, default: 0.2],
          opacityStep: p[2, default: 0.3], radius: p[3, default: 200], horizontalInset: p[4, default: 16],
          aspectRatio: p[5, default: 156.0 / 375], maxItemsPerFling: p.integer(6, default: 1),
          autoAdvance: p[7, default: 0] > 0 ? .every(p[7, default: 0]) : .off)
      },
      contentPosition: { $0.position * $0.pointsPerItem },
      period: { Double($0.itemCount) * $0.pointsPerItem },
      itemCount: { $0.itemCount },
      numbers: { [$0.position] },
      restProblem: { ring in
        isWhole(ring.position) ? nil : "at rest at position \(ring.position)"
      },
      placementLimit: { ring, _ in min(ring.itemCount, RotaryCarousel.maximumPlacedItems) },
      applyExtra: { ring, call in
        if case .visible(let visible) = call { ring.setVisible(visible) }
      },
      quiesce: { $0.setVisible(false) }))

  /// `CardStack(style:loops:horizontalInset:topInset:aspectRatio:maxItemsPerFling:)` from
  /// `[loops (> 0), horizontalInset, topInset, aspectRatio, maxItemsPerFling, maxStackSize,
  /// scaleFactor, spacingFactor]`.
  static let cardStack = component(
    "cardstack",
    parameters: { inputs in
      [
        inputs.chance(0.5) ? 1 : 0, inputs.length(typical: 0...80), inputs.length(typical: 0...120),
        inputs.number(in: 0.3...2), Double(inputs.pick([0, 1, 1, 2, 4])), Double(inputs.pick([0, 1, 3, 5, 200])),
        inputs.number(in: 0...0.3), inputs.number(in: 0...0.1),
      ]
    },
    fuzzer: ComponentFuzzer<CardStack>(
      make: { values in
        let p = Parameters(values)
        var style = CardStack.Style()
        style.maxStackSize = p.integer(5, default: 3)
        style.scaleFactor = p[6, default: 0.15]
        style.spacingFactor = p[7, default: 0.03]
        return CardStack(
          itemCount: 0, style: style, loops: p.flag(0), horizontalInset: p[1, default: 36], topInset: p[2, default: 60],
          aspectRatio: p[3, default: 1120.0 / 840], maxItemsPerFling: p.integer(4, default: 1))
      },
      contentPosition: { $0.position * $0.cardSize.width },
      period: { $0.loops ? Double($0.itemCount) * $0.cardSize.width : nil },
      itemCount: { $0.itemCount },
      numbers: { [$0.position, $0.cardSize.width, $0.cardSize.height] },
      restProblem: { stack in
        guard isWhole(stack.position) else {
          return "at rest at position \(stack.position)"
        }
        guard
          stack.loops || stack.itemCount == 0 || (-1e-6...Double(stack.itemCount - 1) + 1e-6).contains(stack.position)
        else {
          return "at rest at position \(stack.position) outside 0...\(stack.itemCount - 1)"
        }
        return nil
      },
      placementLimit: { _, _ in CardStack.maximumPlacedCards + 2 }))

  /// `InfinitePager(page:axis:autoAdvance:)` from `[vertical (> 0), page, auto-advance interval (≤ 0: off)]`.
  static let infinitePager = component(
    "pager", extraCalls: [.visibility],
    parameters: { inputs in
      [
        inputs.chance(0.3) ? 1 : 0, inputs.chance(0.8) ? 0 : Double(inputs.index(count: 100)),
        inputs.pick([0, 0, 2, 0.5, 0.05]),
      ]
    },
    fuzzer: ComponentFuzzer<InfinitePager>(
      make: { values in
        let p = Parameters(values)
        let interval = p[2, default: 0]
        return InfinitePager(
          page: p.integer(1, default: 0), axis: p.flag(0) ? .vertical : .horizontal,
          autoAdvance: interval > 0 ? .every(interval) : .off)
      },
      contentPosition: { (Double($0.page) + $0.pageOffset) * $0.pageLength },
      itemCount: { _ in nil },
      numbers: { [$0.pageOffset, $0.pageLength] },
      restProblem: { pager in pager.pageOffset == 0 ? nil : "at rest \(pager.pageOffset) pages from page \(pager.page)"
      },
      placementLimit: { _, _ in 2 },
      eventLimit: { _ in InfinitePager.maximumScrollDistance * 2 + 8 },
      applyExtra: { pager, call in
        if case .visible(let visible) = call { pager.setVisible(visible) }
      },
      quiesce: { $0.setVisible(false) }))

  /// `TabStrip(tabWidths:spacing:selectedIndex:)` from `[tabWidth, spacing, selectedIndex]`; item
  /// lengths become tab widths.
  static let tabStrip = component(
    "tabstrip", extraCalls: [.itemLengths],
    parameters: { inputs in
      [inputs.length(typical: 20...160), inputs.length(typical: 0...24), Double(inputs.index(count: 20))]
    },
    fuzzer: ComponentFuzzer<TabStrip>(
      make: { values in
        let p = Parameters(values)
        return TabStrip(
          tabWidths: [p[0, default: 80]], spacing: p[1, default: 8], selectedIndex: p.integer(2, default: 0))
      },
      contentPosition: { $0.offset },
      itemCount: { $0.tabCount },
      numbers: { [$0.position, $0.indicatorFrame.minX, $0.indicatorFrame.width] },
      restProblem: { strip in
        strip.tabCount == 0 || isWhole(strip.position) ? nil : "at rest at position \(strip.position), between tabs"
      },
      placementLimit: { _, _ in TabStrip.maximumPlacedTabs },
      applyExtra: { strip, call in
        if case .itemLengths(let lengths) = call { strip.setTabWidths(lengths.map { CGFloat($0) }) }
      }))

  /// `TabbedPager(tabWidths:spacing:page:stripHeight:)` driven as one component, from
  /// `[tab width, spacing, page, strip height]`: touches go to the strip or the pages by where they
  /// begin; a tab's "lengths" call gives the tabs new widths.
  static let tabbedPager = component(
    "tabbedpager", extraCalls: [.itemLengths],
    parameters: { inputs in
      [
        inputs.length(typical: 20...160), inputs.length(typical: 0...24), Double(inputs.index(count: 20)),
        inputs.length(typical: 0...80),
      ]
    },
    fuzzer: ComponentFuzzer<TabbedPager>(
      make: { values in
        let p = Parameters(values)
        return TabbedPager(
          tabWidths: [p[0, default: 80], p[0, default: 80] + 20], spacing: p[1, default: 8],
          page: p.integer(2, default: 0), stripHeight: p[3, default: 44])
      },
      contentPosition: { pair in (Double(pair.pager.page) + pair.pager.pageOffset) * pair.pager.pageLength },
      itemCount: { _ in nil },
      numbers: { [$0.strip.position, $0.strip.indicatorFrame.minX, $0.pager.pageOffset] },
      restProblem: { pair in
        pair.pager.pageOffset == 0 ? nil : "at rest \(pair.pager.pageOffset) pages from page \(pair.pager.page)"
      },
      placementLimit: { _, _ in 2 },
      // Selecting a far category turns the pages the short way round, a page event for each, as the
      // pager alone does; and the selection, the rest and a tab tap besides.
      eventLimit: { _ in InfinitePager.maximumScrollDistance * 2 + 8 },
      applyExtra: { pair, call in
        if case .itemLengths(let lengths) = call { pair.setTabWidths(lengths.map { CGFloat($0) }) }
      }))

  /// A target for a component run by `fuzzer`, with cases from the component generator.
  private static func component<C: InteractiveComponent>(
    _ name: String, extraCalls: Set<ExtraCall> = [], parameters: @escaping @Sendable (inout FuzzInputs) -> [Double],
    fuzzer: ComponentFuzzer<C>
  ) -> FuzzTarget {
    FuzzTarget(name: name, extraCalls: extraCalls, makeParameters: parameters, run: fuzzer.run)
  }

  /// Both snap carousels' parameter vector, `[length, spacing, leading (> 0), maxItemsPerFling,
  /// itemHeight]`, its first length (an inset, or an estimated length) typically in `lengths`.
  private static func snapParameters(_ inputs: inout FuzzInputs, lengths: ClosedRange<Double>) -> [Double] {
    [
      inputs.length(typical: lengths), inputs.length(typical: 0...40), inputs.chance(0.5) ? 1 : 0,
      Double(inputs.pick([0, 1, 1, 2, 3, 100])), inputs.length(typical: 0...400),
    ]
  }

  /// Why an equal-stride track at rest is between items, or nil when it rests on item `index`.
  private static func restProblem(offset: CGFloat, index: Int, stride: CGFloat) -> String? {
    guard stride > 0, stride.isFinite else { return nil }
    let expected = CGFloat(index) * stride
    guard abs(offset - expected) > 1e-6 * max(1, abs(expected)) else { return nil }
    return "at rest at offset \(offset); item \(index) rests at \(expected) (stride \(stride))"
  }

  /// Whether a position in items is a whole item: within 1e-6, or within 8 units in the last place
  /// where positions are so large (beyond 10¹⁰ items) that a Double cannot do better.
  private static func isWhole(_ position: Double) -> Bool {
    abs(position - position.rounded()) < max(1e-6, 8 * position.ulp)
  }

  /// How many items `stride` points apart can show in `length` points: those that fit, plus partial
  /// ones at both ends and some slack for offsets beyond 2⁵³ points, where positions round, never
  /// more than `count`.
  private static func fitting(_ length: CGFloat, stride: CGFloat, count: Int) -> Int {
    guard stride > 0 else { return count }
    let fit = (length / stride).rounded(.up) + 6
    return fit < CGFloat(count) ? Int(fit) : count
  }
}
