// SwiftUI re-exports Foundation's types (CGFloat, CGPoint, CGSize, CGRect, Date): so does the stub.
@_exported import Foundation

// Shared placeholders of the stub. Nothing here is SwiftUI API.

/// Stands in for every concrete view a stubbed modifier returns.
public struct _StubView: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

/// The stub's bodies never run: the module is compiled against, never linked into an app.
@inline(never)
func _unreachable() -> Never {
  fatalError("SwiftUI interface stub: declarations only, never executed")
}
