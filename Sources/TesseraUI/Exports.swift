// On iOS, `import SwiftUI` brings UIKit along: a file that imports only SwiftUI can write
// `Color(UIColor.systemBackground)`, `Image(uiImage:)` or `UIApplication.shared`, and UIKit
// brings Foundation. It brings Observation (`@Observable` models need no other import) and
// Combine (`ObservableObject`, `@Published`) too. TesseraUI does the same with Tessera (which
// re-exports Foundation), Observation and OpenCombine, Combine's API on Linux, so porting a
// SwiftUI file is its import line alone: `import SwiftUI` becomes `import TesseraUI`.
@_exported import OpenCombine
@_exported import Observation
@_exported import Tessera
