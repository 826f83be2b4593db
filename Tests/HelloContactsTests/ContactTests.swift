import Dispatch
import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

@Suite("Contact")
@MainActor
struct ContactTests {
    private let queue = DispatchQueue(label: "ContactTests.decoding")

    private func contact(withPhoto: Bool) -> Contact {
        let contact = CNMutableContact()
        contact.givenName = "Kate"
        contact.familyName = "Bell"
        if withPhoto { contact.imageData = GeneratedAvatar.png(colorIndex: 2) }
        return Contact(contact: contact.copy() as! CNContact, decodingQueue: queue)
    }

    @Test func theNameIsTheContactsNames() {
        let kate = contact(withPhoto: false)
        #expect(kate.givenName == "Kate" && kate.familyName == "Bell" && kate.fullName == "Kate Bell")
    }

    @Test func aContactWithoutAPhotoAnswersNilAtOnce() {
        var answers: [UIImage?] = []
        contact(withPhoto: false).fetchImageIfNeeded { answers.append($0) }
        #expect(answers.count == 1 && answers[0] == nil)
    }

    @Test func thePhotoIsDecodedOffTheMainThreadOnceForEveryoneWaiting() async throws {
        let kate = contact(withPhoto: true)
        queue.suspend()
        var delivered: [UIImage?] = []
        kate.fetchImageIfNeeded()  // a prefetch
        kate.fetchImageIfNeeded { delivered.append($0) }
        kate.fetchImageIfNeeded { delivered.append($0) }
        #expect(kate.isDecoding && kate.image == nil && delivered.isEmpty, "nothing is decoded on the main thread")
        queue.resume()
        await drain(queue)
        #expect(!kate.isDecoding)
        let image = try #require(kate.image)
        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(delivered.count == 2 && delivered.allSatisfy { $0 === image }, "both waiters get the one decoded image")

        var later: UIImage?
        kate.fetchImageIfNeeded { later = $0 }
        #expect(later === image, "a decoded photo is answered at once, not decoded again")
    }

    @Test func aPrefetchNoLongerNeededIsCancelledBeforeItStarts() async {
        let kate = contact(withPhoto: true)
        queue.suspend()
        kate.fetchImageIfNeeded()
        kate.cancelImageFetch()
        #expect(!kate.isDecoding)
        queue.resume()
        await drain(queue)
        #expect(kate.image == nil, "the cancelled decode did not run")
    }

    @Test func aCellWaitingForThePhotoKeepsTheDecodeGoing() async {
        let kate = contact(withPhoto: true)
        queue.suspend()
        var delivered: UIImage?
        kate.fetchImageIfNeeded { delivered = $0 }
        kate.cancelImageFetch()
        #expect(kate.isDecoding)
        queue.resume()
        await drain(queue)
        #expect(delivered != nil && delivered === kate.image)
    }
}
