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
#endif
