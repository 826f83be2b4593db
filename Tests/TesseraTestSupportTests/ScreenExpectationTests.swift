import Testing
import TesseraTestSupport

@Suite struct ScreenExpectationTests {
    @Test func anEqualScreenPasses() {
        expectScreen("Contacts\n Kate Bell\n", "Contacts\n Kate Bell\n")
    }

    @Test func theComparisonIsExactByDefault() {
        withKnownIssue("a missing blank last line is a difference") {
            expectScreen("Contacts\n", "Contacts")
        }
        withKnownIssue("a trailing space is a difference") {
            expectScreen("Contacts", "Contacts ")
        }
    }

    @Test func trailingBlanksCanBeIgnored() {
        expectScreen("Contacts\n Kate Bell\n\n", "Contacts  \n Kate Bell", ignoringTrailingBlanks: true)
        withKnownIssue("leading blank lines still count") {
            expectScreen("\nContacts", "Contacts", ignoringTrailingBlanks: true)
        }
    }

    @Test func aDifferenceIsReportedLineByLineAtTheCaller() {
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            expectScreen("Contacts\n Kate Bell", "Contacts\n Anna Haro", "the list")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line && text.contains("the list")
                && text.contains("  1 |Contacts|") && text.contains("- 2 | Anna Haro|")
                && text.contains("+ 2 | Kate Bell|")
        }
    }
}
