import Foundation

extension MasonryLayout.ItemList: Hashable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for index in 0..<count { hasher.combine(self[index]) }
  }
}
