import Foundation

/// Encodes as `{"phase": "changed", "x": 120, "y": 40, "time": 0.016}` so that gesture scripts are easy
/// to write by hand.
extension DragEvent: Codable {
  private enum CodingKeys: String, CodingKey { case phase, x, y, time }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      phase: try container.decode(Phase.self, forKey: .phase),
      location: CGPoint(
        x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y)),
      time: try container.decode(Double.self, forKey: .time))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(phase, forKey: .phase)
    try container.encode(Double(location.x), forKey: .x)
    try container.encode(Double(location.y), forKey: .y)
    try container.encode(time, forKey: .time)
  }
}
