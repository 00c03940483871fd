#if canImport(SwiftUI)
  import SwiftUI

  /// How a carousel view knows its items: their keys in order, and — when the selection is bound by
  /// ID — the selected key and how to set it. By index unless the caller names an ID.
  struct ItemIdentity {
    /// Each item's key, in order.
    var keys: [ItemKey]
    /// The key the caller's selection names, if the selection is bound by ID.
    var selectedKey: ItemKey?
    /// Sets the caller's selection to the item of a key (nil: none), if the selection is bound by ID.
    var select: ((ItemKey?) -> Void)?

    /// Items known by their indices `0..<count`.
    static func indices(_ count: Int) -> ItemIdentity {
      ItemIdentity(keys: (0..<max(0, count)).map(ItemKey.init), selectedKey: nil, select: nil)
    }

    /// Items known by `id`, with `selection` (if given) bound to the current item's ID.
    init<Data: RandomAccessCollection, ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>?
    ) {
      keys = data.map { ItemKey($0[keyPath: id]) }
      if let selected = selection?.wrappedValue {
        selectedKey = ItemKey(selected)
      } else {
        selectedKey = nil
      }
      select = selection.map { selection in
        { key in selection.wrappedValue = key?.value.base as? ID }
      }
    }

    private init(keys: [ItemKey], selectedKey: ItemKey?, select: ((ItemKey?) -> Void)?) {
      self.keys = keys
      self.selectedKey = selectedKey
      self.select = select
    }
  }
#endif
