import TesseraPreviews

// The #Previews that PreviewMacroTests finds: two here, one in PreviewMacroTests.swift. Their
// lines are part of the expectations (an unnamed preview is named by its line).

#Preview("Zebra", traits: .sizeThatFitsLayout) {
    Text("Zebra")
}

/// The line of the unnamed preview below.
let unnamedFixturePreviewLine = #line + 1
#Preview {
    VStack {
        Text("No name")
        Text("given")
    }
}
