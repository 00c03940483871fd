@_spi(Testing) import CarouselCore
import Foundation

/// Geometry, rating and layout helpers.
extension HelperProbe {
  static let geometry: [HelperProbe] = [
    HelperProbe(name: "chunked(into:) and StarRating") { tape in
      let items = Array(0..<tape.choice(40))
      let groups = items.chunked(into: tape.int())
      let fills = StarRating.fills(
        rating: tape.number(), count: tape.int(), mode: StarRating.FillMode.allCases[tape.choice(3)])
      let label = StarRating.label(for: tape.number())
      let starFrame = tape.rect()
      let star = StarShape.vertices(in: starFrame, innerRadiusRatio: tape.number())
      return ProbeCheck.first(
        ProbeCheck.that(groups.flatMap { $0 } == items, .layoutBroken, "chunks lost items"),
        ProbeCheck.that(
          fills.count <= StarRating.maximumStarCount && fills.allSatisfy { (0...1).contains($0) }, .indexOutOfRange,
          "\(fills.count) fills"),
        ProbeCheck.that(!label.isEmpty && label.count < 40, .layoutBroken, "label \(label)"),
        // A star in a finite frame has finite corners; in any other, none or finite ones.
        ProbeCheck.finite(star.flatMap { [$0.x, $0.y] }, "star in \(starFrame)"))
    },
    HelperProbe(name: "PageIndicator") { tape in
      let indicator = PageIndicator(
        pageCount: tape.bool() ? tape.choice(40) : tape.int(), maximumVisibleDots: tape.int(), loops: tape.bool(),
        direction: tape.bool() ? .rightToLeft : .leftToRight)
      let progress = tape.number()
      let dots = indicator.dots(progress: progress)
      let tapped = indicator.page(atDotPosition: tape.number(), progress: progress)
      let current = indicator.currentPage(progress: progress)
      let spacing = tape.cgFloat()
      let tappedInPoints = indicator.page(atX: tape.cgFloat(), spacing: spacing, progress: progress)
      let stepped = indicator.page(steppingFrom: tape.int(), by: tape.int())
      let centers = dots.map { indicator.centerX(of: $0, spacing: spacing) } + [indicator.rowWidth(spacing: spacing)]
      let pages = 0..<indicator.pageCount
      return ProbeCheck.first(
        ProbeCheck.finite(dots.flatMap { [$0.position, $0.selection, $0.scale] }, "dots at \(progress)"),
        ProbeCheck.finite(centers, "dot centres \(spacing) apart"),
        ProbeCheck.that(
          dots.count <= indicator.visibleDotCount + 1 && dots.allSatisfy { pages.contains($0.page) }
            && [tapped, current, tappedInPoints, stepped].allSatisfy { $0.map(pages.contains) ?? true },
          .indexOutOfRange, "\(dots.count) dots, tapped \(String(describing: tapped)) of \(indicator.pageCount)"),
        ProbeCheck.that(
          dots.map(\.selection).reduce(0, +) <= 1 + 1e-9 && dots.allSatisfy { (0...1).contains($0.scale) },
          .layoutBroken, "selections \(dots.map(\.selection))"))
    },
    HelperProbe(name: "ItemPlacement, hit testing and what VoiceOver reaches") { tape in
      var placements: [ItemPlacement] = []
      for index in 0..<tape.choice(12) {
        let rotation = tape.bool() ? ItemRotation.inPlane(radians: tape.number()) : ItemRotation(radians: tape.number())
        placements.append(
          ItemPlacement(
            index: tape.bool() ? index : tape.int(), frame: tape.rect(), scale: tape.cgFloat(), rotation: rotation,
            opacity: tape.number(), zIndex: tape.number()))
      }
      let point = tape.point()
      let hit = placements.hitTest(point)
      let viewport = tape.size()
      let reached = placements.accessibleIndices(in: viewport)
      _ = placements.first?.contains(point)
      // Right to left: placements, samples and scrolls mirrored across any width.
      let width = tape.cgFloat()
      let mirrored = placements.map { $0.mirrored(inWidth: width) }
      let direction: ReadingDirection = tape.bool() ? .rightToLeft : .leftToRight
      let drawn = placements.map { $0.drawn(direction, inWidth: width) }
      let sample = DragEvent(phase: .changed, location: point, time: tape.number()).mirrored(inWidth: width)
      let scroll = ScrollWheelEvent(delta: tape.size(), location: point, time: tape.number(), phase: .changed)
        .mirrored(inWidth: width)
      return ProbeCheck.first(
        ProbeCheck.finite(
          mirrored.flatMap { [$0.frame.minX, $0.frame.maxX, $0.rotation.radians, $0.rotation.x] },
          "mirrored in \(width)"),
        ProbeCheck.that(
          drawn == (direction == .rightToLeft ? mirrored : placements), .layoutBroken, "drawn \(direction)"),
        ProbeCheck.that(
          zip(placements, mirrored).allSatisfy {
            $0.frame.size == $1.frame.size && $0.rotation.mirrored == $1.rotation
          },
          .layoutBroken, "mirroring changed a size or turned a rotation wrongly"),
        ProbeCheck.that(
          sample.location.y.bitPattern == point.y.bitPattern && abs(scroll.delta.width) <= ScrollWheelEvent.maximumDelta
            && abs(scroll.delta.height) <= ScrollWheelEvent.maximumDelta, .layoutBroken,
          "mirrored sample \(sample), scroll \(scroll.delta)"),
        ProbeCheck.that(
          hit == nil || placements.contains { $0.index == hit }, .indexOutOfRange, "hit \(String(describing: hit))"),
        ProbeCheck.that(reached.isSubset(of: Set(placements.map(\.index))), .indexOutOfRange, "reached \(reached)"),
        ProbeCheck.finite(placements.map(\.scaledFrame).flatMap { [$0.minX, $0.maxY] }, "scaled frames"))
    },
    HelperProbe(name: "Insets, ScrollAxis, PlacementAnchor, ProposedSize, MeasuredSubview") { tape in
      let insets = [
        Insets(all: tape.cgFloat()), .horizontal(tape.cgFloat()),
        Insets(top: tape.cgFloat(), leading: tape.cgFloat(), bottom: tape.cgFloat(), trailing: tape.cgFloat()),
      ][tape.choice(3)]
      let axis: ScrollAxis = tape.bool() ? .horizontal : .vertical
      let main = tape.cgFloat()
      let cross = tape.cgFloat()
      let point = axis.point(main: main, cross: cross)
      let anchor = PlacementAnchor(x: tape.cgFloat(), y: tape.cgFloat())
      let placed = tape.size()
      let at = tape.point()
      let origin = anchor.origin(placing: placed, at: at)
      let proposal = tape.bool() ? ProposedSize(tape.size()) : ProposedSize(width: tape.cgFloat(), height: nil)
      let fallback = tape.size()
      let resolved = proposal.replacingUnspecifiedDimensions(by: fallback)
      let fixed = MeasuredSubview(size: tape.size())
      let sizing = MeasuredSubview { $0.replacingUnspecifiedDimensions() }
      fixed.place(at: at, anchor: anchor, proposal: proposal)
      let everyInputFinite = [anchor.x, anchor.y, placed.width, placed.height, at.x, at.y].allSatisfy(\.isFinite)
      return ProbeCheck.first(
        ProbeCheck.finite([insets.top, insets.leading, insets.bottom, insets.trailing], "insets (sanitised)"),
        main.isFinite && cross.isFinite ? ProbeCheck.finite(axis.main(of: point), "main of \(point)") : nil,
        everyInputFinite ? ProbeCheck.finite(origin, "origin") : nil,
        ProbeCheck.that(
          (proposal.width ?? fallback.width).isNaN || !resolved.width.isNaN, .nonFinite, "resolved \(resolved)"),
        ProbeCheck.that(
          [fixed.sizeThatFits(proposal).width, sizing.sizeThatFits(ProposedSize(width: 100, height: 80)).width]
            .allSatisfy { !$0.isNaN }, .nonFinite, "measured sizes"))
    },
    HelperProbe(name: "MasonryGridState, MasonryMeasurements, ColumnGridMeasurements") { tape in
      let columns: MasonryLayout.Columns = tape.bool() ? .fixed(tape.int()) : .adaptive(minimumWidth: tape.cgFloat())
      var grid = MasonryGridState<Int>(columns: columns, spacing: tape.cgFloat())
      let count = tape.choice(200)
      let width = tape.cgFloat()
      let heights = (0..<8).map { _ in tape.cgFloat() }
      grid.update(width: width, ids: Array(0..<count)) { .height(heights[$0 % heights.count]) }
      if tape.bool() { grid.reconfigure(columns: .fixed(tape.int()), spacing: tape.cgFloat()) }
      // Items sized by their content: measured heights, the rest estimated.
      if tape.bool() {
        let snapshot = grid
        grid.update(width: width, ids: Array(0..<count).reversed()) { snapshot.measuredItem(for: count - 1 - $0) }
        for _ in 0..<tape.choice(6) { grid.measure(tape.cgFloat(), of: tape.int() % 256) }
      }
      let created = grid.itemsToCreate(scrollOffset: tape.cgFloat(), viewportHeight: tape.cgFloat())
      let band = MasonryGridState<Int>.creationBand(scrollOffset: tape.cgFloat(), viewportHeight: tape.cgFloat())
      let inBand = grid.itemsToCreate(inBand: tape.bool() ? band : tape.int(), viewportHeight: tape.cgFloat())
      var masonry = MasonryMeasurements()
      let layout = masonry.layout(
        width: tape.cgFloat(), itemCount: tape.choice(100), columns: columns, spacing: tape.cgFloat(),
        insets: Insets(all: tape.cgFloat())
      ) { .aspectRatio(heights[$0 % heights.count]) }
      var measurements = ColumnGridMeasurements()
      let measured = measurements.heights(count: tape.int(), columnWidth: tape.cgFloat()) {
        heights[$0 % heights.count]
      }
      return ProbeCheck.first(
        ProbeCheck.that(created.allSatisfy { (0..<count).contains($0) }, .indexOutOfRange, "created \(created.count)"),
        ProbeCheck.that(inBand.allSatisfy { (0..<count).contains($0) }, .indexOutOfRange, "in band \(inBand.count)"),
        ProbeCheck.finite(layout.contentSize.height, "masonry height"),
        ProbeCheck.finite(grid.layout.contentSize.height, "measured grid height"),
        ProbeCheck.that(measured.count <= 1_000_000, .tooManyPlacements, "\(measured.count) heights"))
    },
    HelperProbe(name: "ColumnGridLayout.idealWidth, MasonryLayout.columnX, SubviewLayout.makeCache") { tape in
      let columns: ColumnGridLayout.Columns =
        tape.bool() ? .fixed(tape.int()) : .adaptive(minimum: tape.cgFloat(), maximum: tape.cgFloat())
      let ideal = ColumnGridLayout.idealWidth(
        columns: columns, itemWidth: tape.cgFloat(), columnSpacing: tape.cgFloat(),
        insets: Insets(top: 0, leading: tape.cgFloat(), bottom: 0, trailing: tape.cgFloat()))
      let masonry = MasonryLayout(
        width: tape.cgFloat(), columns: tape.bool() ? .fixed(tape.int()) : .adaptive(minimumWidth: tape.cgFloat()),
        columnSpacing: tape.cgFloat(), insets: Insets(all: tape.cgFloat()),
        direction: tape.bool() ? .leftToRight : .rightToLeft)
      let x = masonry.testingColumnX(tape.int())
      let board = GuideBoardLayout(gap: tape.cgFloat(), sameSideSpacing: tape.cgFloat())
      board.makeCache(subviews: (0..<tape.choice(8)).map { _ in MeasuredSubview(size: tape.size()) })
      return ProbeCheck.first(
        ProbeCheck.that(!ideal.isNaN && ideal >= 0, .nonFinite, "ideal width \(ideal)"),
        ProbeCheck.finite(x, "column x"))
    },
  ]
}
