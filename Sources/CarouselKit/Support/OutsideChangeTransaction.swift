#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// The transaction of the latest outside change of a carousel's index or selection, reduced to
  /// whether it animates: `withAnimation { index = 3 }` animates the carousel, `index = 3` alone
  /// jumps, as any other SwiftUI view would. Recorded by `.transaction(value:)` during the update
  /// that changes the value, read by the `onChange` action that follows.
  @MainActor final class OutsideChangeTransaction {
    private var animates = false

    func record(_ transaction: Transaction) {
      animates = transaction.animation != nil && !transaction.disablesAnimations
    }

    /// `curve` when the change animates, nil (a jump) otherwise: for an engine-driven carousel, which
    /// animates with its own curve (a SwiftUI `Animation` cannot be read).
    func animation(_ curve: AnimationCurve) -> AnimationCurve? { animates ? curve : nil }

    /// The transaction to scroll a native row in: SwiftUI's default animation when the change
    /// animates and Reduce Motion is off, none otherwise.
    func transaction(reducingMotion: Bool) -> Transaction {
      Transaction(animation: animates && !reducingMotion ? .default : nil)
    }
  }

  extension View {
    /// Runs `onKey` or `onIndex` when the caller changes the selected ID or the index, with the
    /// transaction that change came in: both carousel shells follow outside changes this way.
    func onOutsideSelectionChange(
      index: Int?, key: ItemKey?, onIndex: @escaping (Int, OutsideChangeTransaction) -> Void,
      onKey: @escaping (ItemKey, OutsideChangeTransaction) -> Void
    ) -> some View {
      modifier(OutsideSelectionChanges(index: index, key: key, onIndex: onIndex, onKey: onKey))
    }
  }

  /// Records the transaction of each change of the caller's index or selected ID, then reports it.
  private struct OutsideSelectionChanges: ViewModifier {
    let index: Int?
    let key: ItemKey?
    let onIndex: (Int, OutsideChangeTransaction) -> Void
    let onKey: (ItemKey, OutsideChangeTransaction) -> Void
    @State private var transaction = OutsideChangeTransaction()

    func body(content: Content) -> some View {
      content
        // Read during the update that changes the value, before the `onChange` actions below run.
        .transaction(value: key) { transaction.record($0) }
        .transaction(value: index) { transaction.record($0) }
        .onChange(of: key, initial: false) { _, key in if let key { onKey(key, transaction) } }
        .onChange(of: index, initial: false) { _, index in if let index { onIndex(index, transaction) } }
    }
  }
#endif
