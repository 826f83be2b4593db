import Foundation
import Testing
@testable import TesseraContacts
