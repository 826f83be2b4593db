#!/usr/bin/env bash
# Builds the libFuzzer harness of the vCard parser: the TesseraContacts sources and
# Fuzz/VCardParserFuzz.swift in one module, with libFuzzer and AddressSanitizer, linked
# with the CImageCodecs C layer (photo thumbnails) and the system's libpng and libjpeg.
#   Fuzz/build.sh && mkdir -p .build/fuzz/corpus &&
#   .build/fuzz/vcard-fuzz -max_total_time=600 -timeout=10 .build/fuzz/corpus Fuzz/corpus
# New inputs go to the first folder (outside git); Fuzz/corpus holds the committed seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/fuzz/CImageCodecs
codecs=.build/fuzz/CImageCodecs
printf 'module CImageCodecs {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CImageCodecs/include/CImageCodecs.h" \
    > $codecs/module.modulemap
for file in Sources/CImageCodecs/*.c; do
    clang -c -O2 -g -fsanitize=fuzzer-no-link,address -ISources/CImageCodecs/include -ISources/CImageCodecs \
        $(pkg-config --cflags libpng libjpeg) "$file" -o "$codecs/$(basename "$file" .c).o"
done
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name TesseraContacts -I $codecs \
    $(find Sources/TesseraContacts -name '*.swift' | sort) Fuzz/VCardParserFuzz.swift \
    $codecs/*.o $(pkg-config --libs libpng libjpeg) -o .build/fuzz/vcard-fuzz
