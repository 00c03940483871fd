#if canImport(SwiftUI)
  import SwiftUI

  /// What VoiceOver says for item `index` of `data`: `name` of the element when given, otherwise its
  /// position — "3 of 6", a localizable key.
  @MainActor func itemAccessibilityValue<Data: RandomAccessCollection>(
    of index: Int, in data: Data, named name: ((Data.Element) -> Text)?
  ) -> Text where Data.Index == Int {
    if let name, data.indices.contains(index) {
      name(data[index])
    } else {
      Text("\(index + 1) of \(data.count)")
    }
  }
#endif
