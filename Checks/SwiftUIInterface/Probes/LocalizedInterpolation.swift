// Overload-resolution probe (check.sh reads the type-checked AST): an interpolated literal given to
// `Text` is a localized key — "%lld of %lld" — as on Apple's compiler, not a verbatim string.
import SwiftUI

func probeLocalizedInterpolation(offset: Int, count: Int) -> Text { Text("\(offset + 1) of \(count)") }
