// SwiftUI re-exports Foundation's types (CGFloat, CGPoint, CGSize, CGRect, Date): so does the stub.
@_exported import Foundation

// Shared placeholders of the stub. Nothing here is SwiftUI API.

/// Stands in for every concrete view a stubbed modifier returns.
public struct _StubView: View {
  /// `package`, like ``_unreachable()``: the SwiftUI module builds it, CarouselKit cannot.
  nonisolated package init() {}
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

/// The stub's bodies never run: the module is compiled against, never linked into an app.
///
/// The stand-in's own helper, not Apple's: `package`, so that SwiftUI (built in the same package, as
/// the SDK builds both modules with `-package-name SwiftUI`) calls it while CarouselKit cannot see it.
@inline(never)
package func _unreachable() -> Never {
  fatalError("SwiftUI interface stub: declarations only, never executed")
}
