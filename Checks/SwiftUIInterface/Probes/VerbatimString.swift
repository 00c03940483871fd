// Overload-resolution probe: a `String` value given to `Text` is shown verbatim (the
// `StringProtocol` initialiser), never looked up as a key.
import SwiftUI

func probeVerbatimString(_ title: String) -> Text { Text(title) }
