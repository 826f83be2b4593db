#!/usr/bin/env bash
# Builds the libFuzzer harness of the vCard parser: the TesseraContacts sources and
# Fuzz/VCardParserFuzz.swift in one module, with libFuzzer and AddressSanitizer.
#   Fuzz/build.sh && mkdir -p .build/fuzz/corpus &&
#   .build/fuzz/vcard-fuzz -max_total_time=600 -timeout=10 .build/fuzz/corpus Fuzz/corpus
# New inputs go to the first folder (outside git); Fuzz/corpus holds the committed seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/fuzz
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name TesseraContacts \
    $(find Sources/TesseraContacts -name '*.swift' | sort) Fuzz/VCardParserFuzz.swift \
    -o .build/fuzz/vcard-fuzz
