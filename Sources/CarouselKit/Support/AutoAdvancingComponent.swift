#if canImport(SwiftUI)
  import CarouselCore

  /// A component that can move by itself — turn a page, a ring, a pager every few seconds — and must
  /// be told when it may (on screen, scene active, not paused, VoiceOver and Reduce Motion allowing).
  protocol AutoAdvancingComponent: InteractiveComponent {
    /// How often it moves by itself, or `.off`.
    var autoAdvance: AutoAdvance { get }
    /// Lets it move by itself, or stops it, as `gate` allows.
    mutating func apply(_ gate: AutoAdvanceGate)
  }

  extension AutoAdvancingComponent {
    /// What a hosting view does with the auto-advance gate: hand it on, or nothing when the component
    /// never moves by itself — then the view offers no pause action either.
    var autoAdvanceGateHandler: ((inout Self, AutoAdvanceGate) -> Void)? {
      autoAdvance == .off ? nil : { $0.apply($1) }
    }
  }
#endif
