@testable import Tessera
import Foundation
import Testing

@Suite struct BatchRecorderTests {
    @Test func aChangeOutsideAnyBlockIsNotRecorded() {
        var recorder = _BatchRecorder()
        #expect(!recorder.record { $0.insertItems(at: [listPath(0, 0)]) })
        #expect(recorder.close() == nil)
    }

    @Test func onlyTheOutermostBlockHandsBackTheBatch() {
        var recorder = _BatchRecorder()
        recorder.open()
        #expect(recorder.record { $0.deleteItems(at: [listPath(0, 1)]) })
        recorder.open()
        #expect(recorder.record { $0.insertSections([2]) })
        #expect(recorder.close() == nil)
        #expect(recorder.record { $0.moveItem(at: listPath(0, 0), to: listPath(0, 2)) })
        let batch = recorder.close()
        #expect(batch?.deletedItems == [listPath(0, 1)])
        #expect(batch?.insertedSections == [2])
        #expect(batch?.itemMoves == [_ListMove(from: listPath(0, 0), to: listPath(0, 2))])
        // Closed: the next change is applied alone, and an extra close hands back nothing.
        #expect(!recorder.record { $0.reloadSections([0]) })
        #expect(recorder.close() == nil)
    }

    @Test func anEmptyBlockHandsBackAnEmptyBatch() {
        var recorder = _BatchRecorder()
        recorder.open()
        #expect(recorder.close()?.isEmpty == true)
    }

    @Test func aNewOutermostBlockStartsAFreshBatch() {
        var recorder = _BatchRecorder()
        recorder.open()
        _ = recorder.record { $0.insertItems(at: [listPath(0, 0)]) }
        _ = recorder.close()
        recorder.open()
        #expect(recorder.close()?.isEmpty == true)
    }
}
