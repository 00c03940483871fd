#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// What VoiceOver says for item `offset` of `data` (counted from the data's start, whatever its
  /// indices): `name` of the element when given, otherwise its position — "3 of 6", in CarouselKit's catalog.
  @MainActor func itemAccessibilityValue<Data: RandomAccessCollection>(
    of offset: Int, in data: Data, named name: ((Data.Element) -> Text)?
  ) -> Text {
    if let name, let element = data.element(atOffset: offset) {
      name(element)
    } else {
      CarouselKitText.position(offset + 1, of: data.count)
    }
  }
#endif
