/// The keys one environment read consulted, with their versions.
final class _EnvironmentReadRecorder {
    var reads: [ObjectIdentifier: UInt64] = [:]
}
