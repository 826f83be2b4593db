// On iOS, `import SwiftUI` brings UIKit along: a file that imports only SwiftUI can write
// `Color(UIColor.systemBackground)`, `Image(uiImage:)` or `UIApplication.shared`, and UIKit
// brings Foundation. It brings Observation too (`@Observable` models need no other import).
// TesseraUI does the same with Tessera (which re-exports Foundation) and Observation, so
// porting a SwiftUI file is its import line alone: `import SwiftUI` becomes `import TesseraUI`.
@_exported import Observation
@_exported import Tessera
