// `#Preview`, in a module of its own as Apple keeps it in DeveloperToolsSupport: its compiler
// plug-in is built on swift-syntax, a few minutes of a first build that apps which never
// preview (Hello-Contacts, LootLogger) should not pay. Files with previews import this module
// instead of (or beside) TesseraUI; everything of TesseraUI comes with it.
@_exported import TesseraUI
