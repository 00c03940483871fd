import Foundation

extension MasonryLayout {
  /// Places `newItems` after the existing ones without touching those. The first build keeps
  /// `newItems` as it is (no copy); items beyond ``maximumItemCount`` are left out and reported in
  /// ``issues``.
  /// - Complexity: O(m · columns) for m new items; the storage grows geometrically, so a run of
  ///   appends costs O(1) amortised per item on top.
  public mutating func append(_ newItems: [Item]) {
    let start = items.count
    let room = Self.maximumItemCount - start
    guard !newItems.isEmpty else { return }
    if newItems.count <= room {
      items.append(contentsOf: newItems)
    } else {
      items.append(contentsOf: Array(newItems.prefix(room)))
      issues.append(Self.overflowIssue(leftOut: newItems.count - room))
    }
    placeItems(from: start)
  }

  /// Places one item after the existing ones.
  /// - Complexity: O(columns), amortised.
  public mutating func append(_ item: Item) {
    guard items.count < Self.maximumItemCount else {
      issues.append(Self.overflowIssue(leftOut: 1))
      return
    }
    items.append(item)
    placeItems(from: items.count - 1)
  }

  static func overflowIssue(leftOut: Int) -> Issue {
    Issue(index: maximumItemCount, reason: "\(leftOut) items beyond the grid's \(maximumItemCount) left out")
  }

  /// Lays out `items[start...]` after the items before `start`, which are placed already. With no
  /// memory for their places, leaves those items out (the grid as it was) and reports them in
  /// ``issues``.
  mutating func placeItems(from start: Int) {
    let count = items.count - start
    guard count > 0 else { return }
    let isFirstBuild = slots.isEmpty
    // The first build leaves room for the appends that usually follow (a feed's next pages). Pages
    // of the room not yet written take no memory.
    let capacity = isFirstBuild ? count + Self.appendRoom(after: count) : start + count
    let issueCount = issues.count
    let bottoms = nextTop
    // Written straight into the grid's own storage, which `fill` does not touch.
    if slots.reserveCapacity(capacity), let destination = slots.appendForWriting(count: count) {
      fill(destination, from: start)
      if indexColumns(from: start, isFirstBuild: isFirstBuild) { return }
    }
    slots.removeAll(from: start)
    issues.removeSubrange(issueCount...)
    nextTop = bottoms
    items.removeItems(from: start)
    issues.append(Issue(index: start, reason: "no memory to place \(count) items; left out"))
  }

  /// The spare capacity a first build of `count` items reserves for later appends.
  static func appendRoom(after count: Int) -> Int { Swift.max(count / 4, 256) }

  /// The shortest-column rule: places `items[start ..< start + destination.count]` one after another
  /// under the column whose bottom is highest (ties to the first), a full-span item under the tallest
  /// column and every column under it, and writes each item's slot to `destination`.
  private mutating func fill(_ destination: UnsafeMutableBufferPointer<Slot>, from start: Int) {
    let items = self.items
    let columnCount = self.columnCount
    let rowSpacing = self.rowSpacing
    var bottoms = nextTop
    nextTop = []
    bottoms.withUnsafeMutableBufferPointer { bottoms in
      items.forEachRun(in: start..<(start + destination.count)) { run, firstIndex in
        var offset = firstIndex - start
        for item in run {
          let (height, isSubstitute) = height(of: item)
          if isSubstitute { issues.append(issue(for: item, at: start + offset)) }
          if item.isFullSpan {
            var top = bottoms[0]
            for column in 1..<columnCount where bottoms[column] > top { top = bottoms[column] }
            destination[offset] = Slot(top: top, height: height, column: Slot.fullSpan)
            bottoms.update(repeating: top + height + rowSpacing)
          } else {
            var shortest = 0
            for column in 1..<columnCount where bottoms[column] < bottoms[shortest] { shortest = column }
            let top = bottoms[shortest]
            destination[offset] = Slot(top: top, height: height, column: Int32(truncatingIfNeeded: shortest))
            bottoms[shortest] = top + height + rowSpacing
          }
          offset += 1
        }
      }
    }
    nextTop = bottoms
  }

  /// Adds the items placed from `start` on to their columns' lists and the full-span items to
  /// theirs. Returns false, changing no list, when there is no memory for them.
  ///
  /// A counting sort: the new indices are grouped by list in a scratch buffer, then each group is
  /// appended to its list at once, rather than one append (and one uniqueness check) per item.
  private mutating func indexColumns(from start: Int, isFirstBuild: Bool) -> Bool {
    let slots = self.slots.unsafeElements
    let count = slots.count - start
    // List 0 is the full-span items' (column −1), list c + 1 column c's: a slot's list is its
    // column + 1, with no test for full-span items (~3 instructions an item less).
    let listCount = columnCount + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: listCount + 1) { offsets in
      // offsets[l + 1] counts list l's new items, then becomes where its group ends.
      offsets.initialize(repeating: 0)
      for index in start..<slots.count { offsets[Int(slots[index].column) + 2] += 1 }
      // Room in every list before any changes, so that a list with no memory leaves all as they were.
      for list in 0..<listCount {
        let added = offsets[list + 1]
        guard added > 0 else { continue }
        // The first build sizes each column's list once, with the same room for later appends as
        // the slots.
        let room = isFirstBuild && list > 0 ? Self.appendRoom(after: added) : 0
        guard withList(list, { $0.reserveCapacity($0.count + added + room) }) else { return false }
      }
      for list in 0..<listCount { offsets[list + 1] += offsets[list] }
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { grouped in
        // Filled front to back per list, so each group stays ascending; offsets[l] ends where group
        // l ends, which is where group l + 1 starts.
        for index in start..<slots.count {
          let list = Int(slots[index].column) + 1
          grouped[offsets[list]] = Int32(truncatingIfNeeded: index)
          offsets[list] += 1
        }
        var groupStart = 0
        for list in 0..<listCount {
          let group = UnsafeBufferPointer(rebasing: grouped[groupStart..<offsets[list]])
          withList(list) { _ = $0.append(contentsOf: group) }
          groupStart = offsets[list]
        }
      }
      return true
    }
  }

  /// Calls `body` with list `list` of ``indexColumns(from:isFirstBuild:)``: 0 the full-span items',
  /// c + 1 column c's.
  private mutating func withList<Result>(_ list: Int, _ body: (inout ReallocatingArray<Int32>) -> Result) -> Result {
    list == 0 ? body(&fullSpanItems) : body(&itemsInColumn[list - 1])
  }

  /// Gives item `index` a new height in points (a photo that loaded at another size, say). The item
  /// stays in its column; the later items of that column move, and so does everything from the next
  /// full-span item on. An index out of range is ignored.
  /// - Complexity: O(items after it).
  public mutating func updateHeight(of index: Int, to newHeight: CGFloat) {
    guard slots.indices.contains(index) else { return }
    // Storage of this grid's own before anything changes (a copy shares it until then).
    guard slots.reserveCapacity(slots.count) else {
      issues.append(Issue(index: index, reason: "no memory to change the height; unchanged"))
      return
    }
    let wasFullSpan = slots[index].isFullSpan
    items[index] = wasFullSpan ? .fullSpan(height: newHeight) : .height(newHeight)
    let height = self.height(of: items[index]).height
    let delta = height - slots[index].height
    guard delta != 0 else { return }
    slots[index].height = height
    if wasFullSpan {
      shiftEverything(from: index + 1, by: delta)
      return
    }
    let column = Int(slots[index].column)
    let nextPosition = Self.firstPosition(in: fullSpanItems, atLeast: index + 1)
    let nextFullSpan = nextPosition < fullSpanItems.count ? Int(fullSpanItems[nextPosition]) : nil
    let limit = nextFullSpan ?? slots.count
    // Later items of the same column, up to the next full-span item.
    let list = itemsInColumn[column]
    var position = Self.firstPosition(in: list, atLeast: index + 1)
    while position < list.count, Int(list[position]) < limit {
      slots[Int(list[position])].top += delta
      position += 1
    }
    guard let fullSpan = nextFullSpan else {
      nextTop[column] += delta
      return
    }
    // The next full-span item starts below the tallest column of its segment: the items between the
    // previous full-span item (or the top) and it.
    let previousFullSpan = nextPosition > 0 ? Int(fullSpanItems[nextPosition - 1]) : -1
    var top = previousFullSpan >= 0 ? slots[previousFullSpan].bottom + rowSpacing : insets.top
    for columnList in itemsInColumn {
      let last = Self.firstPosition(in: columnList, atLeast: fullSpan) - 1
      if last >= 0, columnList[last] > previousFullSpan {
        top = Swift.max(top, slots[Int(columnList[last])].bottom + rowSpacing)
      }
    }
    shiftEverything(from: fullSpan, by: top - slots[fullSpan].top)
  }

  /// Moves every item from `start` on, and where each column continues, by `delta` points.
  private mutating func shiftEverything(from start: Int, by delta: CGFloat) {
    guard delta != 0 else { return }
    for index in start..<slots.count { slots[index].top += delta }
    for column in 0..<columnCount { nextTop[column] += delta }
  }

  /// The position of the first element of the ascending `list` that is at least `value`.
  static func firstPosition(in list: ReallocatingArray<Int32>, atLeast value: Int) -> Int {
    list.partitioningIndex { Int($0) >= value }
  }
}
