#!/usr/bin/env python3
"""Peer benchmark: parse the ContactsBenchmarks corpus with Python's vobject.

Write the corpus first (from Benchmarks/):
    TESSERA_CONTACTS_VCF_OUT="${TMPDIR:-/tmp}/tessera-contacts-10k.vcf" \
        swift package benchmark --target ContactsBenchmarks --filter "Parse 10k"
then:
    pip install vobject
    python3 Peers/vobject_parse.py "${TMPDIR:-/tmp}/tessera-contacts-10k.vcf"
"""
import os
import sys
import tempfile
import time

import vobject


def main() -> None:
    default = os.path.join(tempfile.gettempdir(), "tessera-contacts-10k.vcf")
    path = sys.argv[1] if len(sys.argv) > 1 else default
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        cards = list(vobject.readComponents(text))
        elapsed = time.perf_counter() - start
        assert len(cards) == 10_000, len(cards)
        best = elapsed if best is None else min(best, elapsed)
        print(f"vobject {vobject.VERSION if hasattr(vobject, 'VERSION') else ''}: parsed {len(cards)} cards in {elapsed * 1000:.0f} ms")
    print(f"best of {runs}: {best * 1000:.0f} ms")


if __name__ == "__main__":
    main()
