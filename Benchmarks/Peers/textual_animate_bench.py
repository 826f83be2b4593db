#!/usr/bin/env python3
"""Peer benchmark: what one animation frame costs in Textual (Python TUI), to set beside Tessera's
animation benchmark on the same machine.

Two scenarios on a 120x40 terminal, both driven by Textual's public `styles.animate(...)`:

  fade   40 rows (one Static per row, "Row 17  Contact 17  user17@example.com") fade in at once,
         `opacity` 0.0 -> 1.0.
  move   100 small boxes (Static, 6x1, `position: absolute`) laid out 10x10 move at once,
         `offset` (7c, 4r) -> (7c + 50, 4r + 2).

Each scenario is measured twice:

  headless  `App.run_test()` (no terminal): CPU time (`time.process_time()`) from the key press that
            starts the animation to the frame after the last animation completed, divided by the
            frames Textual composed in that span. Textual's headless mode composes every frame
            (layout, compositor, widget rendering) but skips turning it into escape sequences.
  pty       the same app in a real pseudo-terminal (TERM=xterm-256color, COLORTERM=truecolor):
            the bytes Textual writes after the key press, divided by the frames written; the child
            also reports its own CPU per frame, which here includes the ANSI encoding and the write.

How frames are counted:
  * In the app, `App._display` is the one place where a composed screen update is handed to the
    driver (Screen._compositor_refresh calls it; headless it returns before writing). The app
    counts the calls that carry an update (renderable not None). It is a private method, overridden
    here only to count and then call Textual's own.
  * In the pty, Textual wraps every frame in the synchronized-update markers ESC[?2026h ... ESC[?2026l
    once the terminal says it supports mode 2026. This script plays the terminal: it answers
    Textual's DECRQM query ESC[?2026$p with ESC[?2026;2$y (as kitty, WezTerm, foot, iTerm2, ... do)
    and counts ESC[?2026h in the output. The count must match the app's own count; both are shown.

Bytes per frame = all bytes written from the key press until the output goes quiet / frames.
The pty output is fed into pyte afterwards (not while measuring) to check the final screen.

usage:
    pip install textual pyte
    python3 textual_animate_bench.py                       # both scenarios, 3 runs each, table
    python3 textual_animate_bench.py --duration 0.5 --repeat 5 --json
    python3 textual_animate_bench.py --scenario fade --no-pty

Textual animates at 60 frames per second at most (TEXTUAL_FPS changes that); the figures reported
are the medians over the runs.
"""
from __future__ import annotations

import argparse
import asyncio
import fcntl
import json
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

import textual
from textual.app import App, ComposeResult
from textual.css.scalar import ScalarOffset
from textual.widgets import Static

COLS, LINES = 120, 40
FADE_ROWS = 40
MOVE_BOXES = 100
START_KEY = "a"

SYNC_START = b"\x1b[?2026h"
SYNC_QUERY = b"\x1b[?2026$p"  # DECRQM: "do you support synchronized output?"
SYNC_REPLY = b"\x1b[?2026;2$y"  # DECRPM: "yes, and it is currently reset"


def box_start(i: int) -> tuple[int, int]:
    """Where box i starts: a 10x10 grid, 7 columns and 4 rows apart."""
    return (i % 10) * 7, (i // 10) * 4


def box_end(i: int) -> tuple[int, int]:
    x, y = box_start(i)
    return x + 50, y + 2


class AnimateApp(App):
    """The app measured: a key press starts the scenario's animations on every widget at once."""

    CSS = """
    Screen { overflow: hidden; }
    .row { width: 1fr; height: 1; }
    .box { position: absolute; width: 6; height: 1; background: $primary; color: $text; }
    """
    BINDINGS = [(START_KEY, "start", "start the animation")]

    def __init__(self, scenario: str, duration: float, easing: str, result_path: str | None = None):
        super().__init__()
        self.scenario = scenario
        self.duration = duration
        self.easing = easing
        self.result_path = result_path
        self.frames = 0
        self.result: dict | None = None
        self.finished = asyncio.Event()
        self._pending = 0

    def compose(self) -> ComposeResult:
        if self.scenario == "fade":
            for i in range(FADE_ROWS):
                yield Static(f"Row {i}  Contact {i}  user{i}@example.com", classes="row")
        else:
            for i in range(MOVE_BOXES):
                yield Static(f"Box{i:02d}", classes="box")

    def on_mount(self) -> None:
        for i, widget in enumerate(self.query(Static)):
            if self.scenario == "fade":
                widget.styles.opacity = 0.0
            else:
                widget.styles.offset = box_start(i)

    def _display(self, screen, renderable) -> None:
        # Count composed frames (see the module docstring), then let Textual do its work.
        if renderable is not None:
            self.frames += 1
        super()._display(screen, renderable)

    def action_start(self) -> None:
        widgets = list(self.query(Static))
        self._pending = len(widgets)
        self._frames0 = self.frames
        self._cpu0 = time.process_time()
        self._wall0 = time.perf_counter()
        for i, widget in enumerate(widgets):
            if self.scenario == "fade":
                target = 1.0
                attribute = "opacity"
            else:
                target = ScalarOffset.from_offset(box_end(i))
                attribute = "offset"
            widget.styles.animate(
                attribute, value=target, duration=self.duration, easing=self.easing,
                on_complete=self._one_done,
            )

    def _one_done(self) -> None:
        self._pending -= 1
        if self._pending == 0:
            # The last value set needs one more frame; measure after it.
            self.call_after_refresh(self._finish)

    def _finish(self) -> None:
        cpu = time.process_time() - self._cpu0
        wall = time.perf_counter() - self._wall0
        self.result = {"frames": self.frames - self._frames0, "cpu_s": cpu, "wall_s": wall}
        if self.result_path:
            with open(self.result_path, "w") as f:
                json.dump(self.result, f)
        self.finished.set()


# ---------------------------------------------------------------------------------------------
# headless


async def headless_once(scenario: str, duration: float, easing: str) -> dict:
    app = AnimateApp(scenario, duration, easing)
    async with app.run_test(size=(COLS, LINES)) as pilot:
        await pilot.pause()
        await pilot.press(START_KEY)
        await asyncio.wait_for(app.finished.wait(), timeout=duration + 60)
        await pilot.pause()
    assert app.result is not None
    return app.result


# ---------------------------------------------------------------------------------------------
# pseudo-terminal


def pty_read(fd: int, deadline: float, quiet: float, until=None, answer_sync: bool = True) -> bytes:
    """Read the child's output until `until()` holds and nothing arrived for `quiet` seconds,
    or `deadline` passes. Answers the synchronized-output query like a modern terminal."""
    buf = bytearray()
    last = time.monotonic()
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet / 2)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            if answer_sync and SYNC_QUERY in chunk:
                os.write(fd, SYNC_REPLY)
            buf += chunk
            last = time.monotonic()
        elif buf and time.monotonic() - last >= quiet and (until is None or until()):
            break
    return bytes(buf)


def pty_once(scenario: str, duration: float, easing: str, answer_sync: bool = True) -> dict:
    import pyte  # only the pty measurement needs it

    fd_result, result_path = tempfile.mkstemp(prefix="textual-animate-", suffix=".json")
    os.close(fd_result)
    os.unlink(result_path)
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", COLORTERM="truecolor")
        os.environ.pop("TEXTUAL", None)
        os.execv(sys.executable, [sys.executable, os.path.abspath(__file__), "--child", scenario,
                                  "--duration", str(duration), "--easing", easing, "--result", result_path])
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", LINES, COLS, 0, 0))
        startup = pty_read(fd, time.monotonic() + 60, quiet=1.0, answer_sync=answer_sync)
        os.write(fd, START_KEY.encode())
        done = lambda: os.path.exists(result_path)  # noqa: E731
        out = pty_read(fd, time.monotonic() + duration + 60, quiet=0.3, until=done, answer_sync=answer_sync)
        with open(result_path) as f:
            child = json.load(f)
        markers = out.count(SYNC_START)
        frames = markers if markers else child["frames"]
        per_frame = [len(SYNC_START) + len(part) for part in out.split(SYNC_START)[1:]]

        screen = pyte.Screen(COLS, LINES)
        stream = pyte.ByteStream(screen)
        stream.feed(startup)
        hidden = all(screen.buffer[y][0].fg == screen.buffer[y][0].bg for y in (0, 17, 39))
        stream.feed(out)
        if scenario == "fade":  # the text was drawn in the background colour, and now it is not
            expect = [(y, f"Row {y}  Contact {y}  user{y}@example.com") for y in (0, 17, 39)]
            ok = hidden and all(screen.display[y].startswith(text) for y, text in expect)
            ok &= all(screen.buffer[y][0].fg != screen.buffer[y][0].bg for y in (0, 17, 39))
        else:
            ok = True
            for i in (0, 17, 99):
                x, y = box_end(i)
                ok &= screen.display[y][x:x + 5] == f"Box{i:02d}"
        return {
            "frames": frames,
            "sync_markers": markers,
            "app_frames": child["frames"],
            "bytes": len(out),
            "bytes_per_frame": len(out) / frames if frames else float("nan"),
            "median_frame_bytes": statistics.median(per_frame) if per_frame else None,
            "startup_bytes": len(startup),
            "cpu_s": child["cpu_s"],
            "wall_s": child["wall_s"],
            "screen_ok": ok,
        }
    finally:
        try:
            os.write(fd, b"\x11")  # ctrl+q quits Textual
        except OSError:
            pass
        for _ in range(50):
            try:
                if os.waitpid(pid, os.WNOHANG)[0]:
                    break
            except ChildProcessError:
                break
            try:  # keep draining so the child never blocks on a full pty
                if select.select([fd], [], [], 0.05)[0]:
                    os.read(fd, 65536)
            except OSError:
                pass
        else:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        os.close(fd)
        if os.path.exists(result_path):
            os.unlink(result_path)


# ---------------------------------------------------------------------------------------------


def median(runs: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def summarise(runs: list[dict]) -> dict:
    out = {
        "runs": len(runs),
        "frames": median(runs, "frames"),
        "cpu_ms_per_frame": statistics.median(1000 * r["cpu_s"] / r["frames"] for r in runs),
        "fps": statistics.median(r["frames"] / r["wall_s"] for r in runs),
        "each_cpu_ms_per_frame": [round(1000 * r["cpu_s"] / r["frames"], 3) for r in runs],
    }
    if "bytes" in runs[0]:
        out["bytes_per_frame"] = median(runs, "bytes_per_frame")
        singles = [r["median_frame_bytes"] for r in runs if r["median_frame_bytes"] is not None]
        out["median_frame_bytes"] = statistics.median(singles) if singles else None
        out["app_frames"] = median(runs, "app_frames")
        out["sync_markers"] = median(runs, "sync_markers")
        out["screen_ok"] = all(r["screen_ok"] for r in runs)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", choices=["fade", "move", "both"], default="both")
    parser.add_argument("--duration", type=float, default=1.0, help="animation length in seconds (1.0)")
    parser.add_argument("--easing", default="linear", help="Textual easing name (linear)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per scenario and mode (3)")
    parser.add_argument("--no-pty", action="store_true", help="headless only")
    parser.add_argument("--no-headless", action="store_true", help="pseudo-terminal only")
    parser.add_argument("--no-sync-reply", action="store_true",
                        help="don't answer the ?2026 query (Textual then writes no sync markers; "
                             "frames are the app's own count)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--result", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child:  # inside the pseudo-terminal
        AnimateApp(args.child, args.duration, args.easing, result_path=args.result).run()
        return

    scenarios = ["fade", "move"] if args.scenario == "both" else [args.scenario]
    report = {
        "peer": f"textual {textual.__version__}",
        "python": sys.version.split()[0],
        "terminal": f"{COLS}x{LINES}",
        "duration_s": args.duration,
        "easing": args.easing,
        "scenarios": {},
    }
    for scenario in scenarios:
        entry = {}
        if not args.no_headless:
            runs = [asyncio.run(headless_once(scenario, args.duration, args.easing)) for _ in range(args.repeat)]
            entry["headless"] = summarise(runs)
        if not args.no_pty:
            runs = [pty_once(scenario, args.duration, args.easing, not args.no_sync_reply)
                    for _ in range(args.repeat)]
            entry["pty"] = summarise(runs)
        report["scenarios"][scenario] = entry

    if args.json:
        print(json.dumps(report, indent=None))
        return

    print(f"{report['peer']} (Python {report['python']}), {report['terminal']}, "
          f"{args.duration:g} s {args.easing} animation, median of {args.repeat} runs")
    label = {"fade": f"fade {FADE_ROWS} rows", "move": f"move {MOVE_BOXES} boxes"}
    print(f"{'scenario':<16} {'mode':<9} {'frames':>6} {'fps':>5} {'CPU ms/frame':>13} {'bytes/frame':>12}  per run (ms)")
    for scenario, entry in report["scenarios"].items():
        for mode, s in entry.items():
            b = f"{s['bytes_per_frame']:.0f}" if "bytes_per_frame" in s else "-"
            print(f"{label[scenario]:<16} {mode:<9} {s['frames']:>6.0f} {s['fps']:>5.1f} "
                  f"{s['cpu_ms_per_frame']:>13.2f} {b:>12}  {s['each_cpu_ms_per_frame']}")
            if mode == "pty":
                note = "" if s["screen_ok"] else "; FINAL SCREEN NOT AS EXPECTED"
                single = ("" if s["median_frame_bytes"] is None
                          else f"; median single frame {s['median_frame_bytes']:.0f} bytes")
                print(f"{'':<26} frames: {s['sync_markers']:.0f} ESC[?2026h markers, "
                      f"{s['app_frames']:.0f} counted by the app{single}{note}")
    print("headless CPU excludes ANSI encoding (Textual skips it without a terminal); pty CPU is the child's own "
          "process time and includes it")


if __name__ == "__main__":
    main()
