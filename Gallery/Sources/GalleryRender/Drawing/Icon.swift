import Foundation
import GalleryModel

/// The Gallery's icons, drawn as vector paths on a 24-point grid (no icon font needed): one per tab,
/// the search field's magnifier and the detail's back chevron. Outlined in the colour given; a
/// selected tab's icon is also filled with that colour, lightly.
public enum Icon: Sendable, CaseIterable {
  case home, favorites, pager, rows, guideBoard, articles, archive
  /// The keyword field's magnifier.
  case magnifier
  /// The detail's plain "<".
  case back

  /// The tab icon of `screen`.
  public init(_ screen: Screen) {
    switch screen {
    case .home: self = .home
    case .favorites: self = .favorites
    case .pager: self = .pager
    case .rows: self = .rows
    case .guideBoard: self = .guideBoard
    case .articles: self = .articles
    case .archive: self = .archive
    }
  }

  /// One piece of an icon on the 24-point grid.
  enum Piece {
    /// A polyline, closed or not.
    case lines([CGPoint], closed: Bool)
    /// A rounded rectangle.
    case box(CGRect, radius: CGFloat)
    /// A circle.
    case circle(CGPoint, radius: CGFloat)
    /// A closed path of cubic Bézier segments from `start`: each (control 1, control 2, end).
    case curves(start: CGPoint, [(CGPoint, CGPoint, CGPoint)])
  }

  private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  /// The pieces, in grid points (0…24 each way); the fillable ones first.
  var pieces: [Piece] {
    let p = Self.p
    switch self {
    case .home:
      return [
        .lines([p(5.5, 10), p(12, 4), p(18.5, 10), p(18.5, 20.5), p(5.5, 20.5)], closed: true),
        .lines([p(2.5, 12), p(12, 3), p(21.5, 12)], closed: false),
        .lines([p(10, 20.5), p(10, 15), p(14, 15), p(14, 20.5)], closed: false),
      ]
    case .favorites:
      return [
        .curves(
          start: p(12, 20.5),
          [
            (p(5, 15.5), p(2.5, 12), p(2.5, 8.5)), (p(2.5, 5.5), p(4.8, 3.5), p(7.4, 3.5)),
            (p(9.4, 3.5), p(11, 4.6), p(12, 6.3)), (p(13, 4.6), p(14.6, 3.5), p(16.6, 3.5)),
            (p(19.2, 3.5), p(21.5, 5.5), p(21.5, 8.5)), (p(21.5, 12), p(19, 15.5), p(12, 20.5)),
          ])
      ]
    case .pager:
      return [
        .box(CGRect(x: 8, y: 2.5, width: 12.5, height: 16), radius: 2),
        .box(CGRect(x: 3.5, y: 5.5, width: 12.5, height: 16), radius: 2),
      ]
    case .rows:
      return [
        .box(CGRect(x: 3, y: 3.5, width: 18, height: 4.5), radius: 1.5),
        .box(CGRect(x: 3, y: 9.75, width: 18, height: 4.5), radius: 1.5),
        .box(CGRect(x: 3, y: 16, width: 18, height: 4.5), radius: 1.5),
      ]
    case .guideBoard:
      return [
        .lines([p(12, 4.5), p(19, 4.5), p(21.5, 7.25), p(19, 10), p(12, 10)], closed: true),
        .lines([p(12, 12), p(5, 12), p(2.5, 14.75), p(5, 17.5), p(12, 17.5)], closed: true),
        .lines([p(12, 2.5), p(12, 21.5)], closed: false),
      ]
    case .articles:
      return [
        .box(CGRect(x: 3, y: 3.5, width: 18, height: 17), radius: 2),
        .box(CGRect(x: 6, y: 7, width: 5, height: 5), radius: 0.5),
        .lines([p(13.5, 8), p(18, 8)], closed: false), .lines([p(13.5, 11), p(18, 11)], closed: false),
        .lines([p(6, 15), p(18, 15)], closed: false), .lines([p(6, 17.5), p(15, 17.5)], closed: false),
      ]
    case .archive:
      return [
        .box(CGRect(x: 4, y: 8.5, width: 16, height: 12), radius: 1.5),
        .box(CGRect(x: 2.5, y: 4, width: 19, height: 4.5), radius: 1),
        .lines([p(9.5, 12.5), p(14.5, 12.5)], closed: false),
      ]
    case .magnifier:
      return [.circle(p(10.5, 10.5), radius: 6.5), .lines([p(15.3, 15.3), p(20.5, 20.5)], closed: false)]
    case .back:
      return [.lines([p(15, 3.5), p(6.5, 12), p(15, 20.5)], closed: false)]
    }
  }
}

extension Icon.Piece {
  /// Whether the piece encloses an area a fill can colour.
  var isClosed: Bool {
    switch self {
    case .lines(_, let closed): closed
    case .box, .circle, .curves: true
    }
  }
}
