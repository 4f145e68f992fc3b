extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsAfter`, or `endIndex`, in a
    /// collection where every element that satisfies it comes after every one that
    /// does not (a sorted one, split at a value): a binary search.
    func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
