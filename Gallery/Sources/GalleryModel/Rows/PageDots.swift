import CarouselCore
import Foundation

/// The page dots under a paged row (the Rows screen): the engine's ``PageIndicator`` placed in the
/// window — where each dot is drawn, and which page a tap on them selects. The dots follow the row
/// continuously while it is dragged or turns a page.
public struct PageDots: Sendable, Equatable {
  /// The distance between two dots' centres, in points.
  public static let spacing: CGFloat = 14
  /// A full-size dot's diameter, in points.
  public static let diameter: CGFloat = 8
  /// How far above and below the dots a tap still counts, in points: a 44-point target.
  static let touchMargin: CGFloat = 18

  /// Which dots to draw for ``progress``.
  public let indicator: PageIndicator
  /// The row's position in pages: fractional while it moves.
  public let progress: Double
  /// The centre of the row of dot slots, in window points.
  public let center: CGPoint

  /// Dots for `carousel`, centred at `center`: its pages, and its offset in pages as the progress;
  /// right to left, the first page's dot is the rightmost.
  public init(for carousel: PagedCarousel, center: CGPoint, direction: ReadingDirection = .leftToRight) {
    indicator = PageIndicator(pageCount: carousel.pageCount, direction: direction)
    progress = carousel.pageProgress
    self.center = center
  }

  /// The slots' bounds, in window points (the row never changes width while a compact window slides).
  public var frame: CGRect {
    let width = indicator.rowWidth(spacing: Self.spacing)
    return CGRect(x: center.x - width / 2, y: center.y - Self.diameter / 2, width: width, height: Self.diameter)
  }

  /// The dots to draw, each with its centre in window points.
  public func dots() -> [(dot: PageIndicator.Dot, center: CGPoint)] {
    let left = frame.minX
    return indicator.dots(progress: progress).map { dot in
      (dot, CGPoint(x: left + indicator.centerX(of: dot, spacing: Self.spacing), y: center.y))
    }
  }

  /// The page a tap at `point` selects: the nearest dot's, when the tap is on the row of dots; nil
  /// elsewhere.
  public func page(at point: CGPoint) -> Int? {
    guard frame.insetBy(dx: -Self.spacing / 2, dy: -Self.touchMargin).contains(point) else { return nil }
    return indicator.page(atX: point.x - frame.minX, spacing: Self.spacing, progress: progress)
  }
}
