import Foundation

/// The five-pointed star every front end draws, so that all of them draw the same star.
public enum StarShape {
  /// The inner radius of a regular five-pointed star as a fraction of the outer radius.
  public static let regularInnerRadiusRatio = 0.381_966

  /// The 10 vertices of a star inscribed in `rect`, alternating outer and inner points, clockwise on
  /// screen from the top point.
  ///
  /// The star is as large as fits: its outer radius is half the shorter side, centred in `rect`. An
  /// empty or non-finite rect gives 10 copies of its (sanitised) centre.
  public static func vertices(in rect: CGRect, innerRadiusRatio: Double = regularInnerRadiusRatio) -> [CGPoint] {
    let frame = rect.sanitized
    let center = CGPoint(x: frame.midX, y: frame.midY)
    let outer = Double(Swift.min(frame.width, frame.height)) / 2
    let ratio = innerRadiusRatio.isFinite ? Swift.min(Swift.max(innerRadiusRatio, 0), 1) : regularInnerRadiusRatio
    return (0..<10).map { vertex in
      let radius = vertex.isMultiple(of: 2) ? outer : outer * ratio
      // Start straight up (−π/2) and turn clockwise (screen y points down) by 36° per vertex.
      let angle = -Double.pi / 2 + Double(vertex) * Double.pi / 5
      return CGPoint(x: center.x + CGFloat(cos(angle) * radius), y: center.y + CGFloat(sin(angle) * radius))
    }
  }
}
