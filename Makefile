# CarouselKit — every command a user or CI needs.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: deps run test engine-build test-engine gallery-build test-swiftui test-docs docs test-gallery test-e2e test-seed-app seed-app update-references bench bench-instructions fuzz format lint clean

# System packages the project needs: the engine needs none beyond the Swift toolchain; the Gallery
# links cairo, Pango and SDL2 (and Xlib with its shared-memory extension, to show frames from memory
# kept across the window's sizes), decodes photos with libjpeg-turbo and libwebp, keeps favourites in SQLite
# (GRDB over the system libsqlite3), and sets its text in
# Noto Sans CJK; its end-to-end test drives a real window under Xvfb with xdotool and ImageMagick.
# `make bench-instructions` counts instructions with valgrind's callgrind; the fuzz coverage lint reads
# symbol graphs with jq.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libx11-dev libxext-dev libturbojpeg0-dev \
	libwebp-dev libsqlite3-dev fonts-noto-cjk fonts-noto-color-emoji xvfb xauth xdotool imagemagick valgrind jq

deps:
	@if [ -n "$(APT_PACKAGES)" ]; then \
	  missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	  if [ -n "$$missing" ]; then \
	    echo "Installing: $$missing"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	  fi; \
	fi
	@$(SWIFT) --version | head -n 1

# The Gallery is built once, in release: its tests, the end-to-end test and `make run` share that build
# (its own modules testable, so that the tests can reach their internals: Gallery/Package.swift; a
# release build once read every feed into the first, which a debug build did not).
# Without debug information: a backtrace still names its functions, and the build takes 195 s
# instead of 228 s on two cores.
GALLERY_RELEASE := -c release -debug-info-format none

# Opens the Gallery (or, without a display, renders every screen to gallery-renders/).
run: deps gallery-build
	Gallery/.build/release/gallery $(ARGS)

# Each phase is timed; the table at the end says where the minutes went. The phases run one after
# another but for two overlaps, where checks that only compile run at nice 19 beside a phase that
# leaves a core idle (`a+b` in timed-phases.sh), the other phase still getting both cores whenever it
# wants them: the SwiftUI interface, the documentation's examples and the DocC archives beside the
# Gallery's release build (idle while it fetches its packages and compiles its last modules one at a
# time), and the seed app's check beside the Gallery's tests. The end-to-end test runs alone: beside the
# compile-only checks its pager flick failed once in five runs; and the Gallery's build beside the
# engine's tests starved the ones that time a transfer or a task on the clock.
test:
	@Checks/timed-phases.sh "$(MAKE)" deps engine-build test-engine gallery-build+test-swiftui+test-docs+docs \
	  test-e2e test-gallery+test-seed-app

# The engine's one debug build, tests included: test-engine runs it, and the SwiftUI and documentation
# checks compile against its modules (each asks for it when run alone; make test builds it once).
# Without DWARF (the checks read modules and symbol graphs, not debug info): 140 s of CPU, from 158.
engine-build:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors -debug-info-format none

# The fuzz coverage lint reads the modules the build just wrote: every public function of CarouselCore
# and CarouselImages must be called by the fuzzer (SPEC §21).
test-engine: engine-build
	SWIFT=$(SWIFT) Checks/Adoption/check.sh
	SWIFT=$(SWIFT) Checks/FuzzCoverage/check.sh
	$(SWIFT) test --skip-build

# CarouselKit's SwiftUI views compiled on Linux against a stub of exactly the SwiftUI API they use.
test-swiftui: engine-build
	SWIFT=$(SWIFT) Checks/SwiftUIInterface/check.sh

# Every Swift block of the README and the engine's DocC articles compiled against the real modules.
test-docs: engine-build
	SWIFT=$(SWIFT) Checks/DocSnippets/check.sh

# Every library module's DocC, warnings as errors (a broken symbol link, an ambiguous one or an
# undocumented parameter fails it), into .build/docs: CarouselCore, CarouselImages, Redux and
# ReduxTesting from the engine's debug build as swift-docc-plugin converts them (without the plugin's
# second build of the engine), CarouselKit compiled against the SwiftUI stand-in.
docs: engine-build
	SWIFT=$(SWIFT) Checks/Docs/build.sh

# The Gallery's one build, tests included, which `make run` shares. make test runs the end-to-end
# test before the Gallery's tests: a build after `swift test` compiles Hummingbird again.
gallery-build:
	cd Gallery && $(SWIFT) build $(GALLERY_RELEASE) --build-tests

# Reference renders are compared in UTC; they change only with `make update-references`.
test-gallery: gallery-build
	cd Gallery && TZ=UTC $(SWIFT) test $(GALLERY_RELEASE) --skip-build

# The SwiftUI seed app (Examples/SeedApp) compiled on Linux against the SwiftUI stand-in, warnings as
# errors, with swiftc against the Gallery's release modules (AppModel and the engine it was built with):
# no SwiftPM build of its own.
test-seed-app: gallery-build
	SWIFT=$(SWIFT) Checks/SeedApp/check.sh

# Opens the SwiftUI seed app on a Mac (`swift run` of its executable); SwiftUI exists only on Apple's
# platforms, so elsewhere it says so and fails.
seed-app:
	@if [ "$$(uname -s)" != Darwin ]; then \
	  echo "make seed-app: the SwiftUI seed app runs on macOS only (SwiftUI is not on $$(uname -s)); on Linux, make test-seed-app compiles it against the SwiftUI stand-in" >&2; \
	  exit 1; \
	fi
	cd Examples/SeedApp && swift run seed-app

# The end-to-end test drives the binary `make run` opens.
test-e2e: gallery-build
	Gallery/Tests/end-to-end.sh Gallery/.build/release/gallery

update-references: deps gallery-build
	TZ=UTC Gallery/.build/release/gallery render --time-zone UTC --language ja --scale 1 --out Gallery/Tests/GalleryTestSupport/References
	for size in 320x568 430x932 1280x900; do \
	  TZ=UTC Gallery/.build/release/gallery render --time-zone UTC --language ja --scale 1 --width $${size%x*} --height $${size#*x} \
	    --out Gallery/Tests/GalleryTestSupport/References/$$size || exit 1; \
	done
	TZ=UTC Gallery/.build/release/gallery render --time-zone UTC --language ja --scale 1 --rtl \
	  --out Gallery/Tests/GalleryTestSupport/References/rtl

# The long fuzz campaign (SPEC §2, §10): 10⁶ cases per component and layout in isolated worker
# processes; the report (counts by kind, each failure shrunk to Swift code) goes to fuzz-report.md.
# Then the Gallery's command line (200,000 option sets) and feed files (GALLERY_FUZZ_CASES mutated
# folders, each loaded, shown on every screen and swiped). `make test` runs short campaigns with fixed
# seeds and every shrunk case found so far. FUZZ_CASES=N for another size.
FUZZ_CASES ?= 1000000
GALLERY_FUZZ_CASES ?= 1000
fuzz: deps
	$(SWIFT) build -c release --product carousel-fuzz
	.build/release/carousel-fuzz --cases $(FUZZ_CASES) --report fuzz-report.md
	cd Gallery && GALLERY_FUZZ_CASES=$(GALLERY_FUZZ_CASES) $(SWIFT) test $(GALLERY_RELEASE) \
	  --filter 'FeedFilesFuzzTests|LaunchSettingsTests'

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --format markdown

# Instructions per frame, query and build under callgrind: the same on a busy machine as on a quiet one.
bench-instructions: deps
	cd Benchmarks && ./instruction-counts

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Fuzz Benchmarks/Package.swift \
	  Benchmarks/Benchmarks Benchmarks/Tools Gallery/Package.swift Gallery/Sources Gallery/Tests \
	  Checks/SwiftUIInterface/Sources/SwiftUICore Checks/SwiftUIInterface/Sources/SwiftUI Examples/SeedApp

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Fuzz

clean:
	rm -rf .build fuzz-report.md Benchmarks/.build Gallery/.build
