extension ReallocatingArray: RandomAccessCollection, MutableCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { count }
}
