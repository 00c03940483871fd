# CarouselKit — every command a user or CI needs.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: deps run test bench format lint clean

# System packages the project needs. The engine, Redux and their tests need none beyond the Swift
# toolchain; the Gallery (once it lands) adds its cairo, Pango and SDL2 packages here.
APT_PACKAGES :=

deps:
	@if [ -n "$(APT_PACKAGES)" ]; then \
	  missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	  if [ -n "$$missing" ]; then \
	    echo "Installing: $$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  fi; \
	fi
	@$(SWIFT) --version | head -n 1

# Until the Gallery lands, `make run` prints a flick's frames from the engine.
run: deps
	$(SWIFT) run -c release carousel-demo

test: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --format markdown

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

clean:
	rm -rf .build Benchmarks/.build
