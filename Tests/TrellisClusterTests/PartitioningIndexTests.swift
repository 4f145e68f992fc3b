import Testing
@testable import TrellisCluster

@Suite("Partitioning index")
struct PartitioningIndexTests {
    /// Against a linear scan, on sorted arrays with repeats, at every split value.
    @Test func findsTheFirstElementPastTheSplit() {
        for values in [[], [3], [1, 2, 2, 2, 5, 8, 8, 13], Array(0..<33)] {
            for split in -1...34 {
                #expect(values.partitioningIndex { $0 > split } == (values.firstIndex { $0 > split } ?? values.count))
                #expect(values.partitioningIndex { $0 >= split } == (values.firstIndex { $0 >= split } ?? values.count))
            }
        }
    }

    @Test func worksOnASlice() {
        let slice = [0, 1, 2, 3, 4, 5, 6, 7][3...]
        #expect(slice.partitioningIndex { $0 >= 5 } == 5)
        #expect(slice.partitioningIndex { $0 >= 0 } == 3)
        #expect(slice.partitioningIndex { $0 > 7 } == 8)
    }
}
