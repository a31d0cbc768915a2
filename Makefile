# kurs — build, run, test, benchmark, install.
SWIFT   ?= swift
PREFIX  ?= /usr/local
RELEASE_FLAGS = -c release --static-swift-stdlib --product kurs
BIN_DEBUG = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)/kurs

.PHONY: all build release run test bench install uninstall clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(RELEASE_FLAGS)

## The dashboard (embedded sample data when there is no network and no cache).
run: release
	./.build/release/kurs $(ARGS)

## Unit, snapshot, loopback-HTTP and tmux end-to-end tests.
test:
	$(SWIFT) build
	KURS_BIN="$(BIN_DEBUG)" $(SWIFT) test --parallel --disable-swift-testing --xunit-output .build/xunit.xml; \
	  status=$$?; python3 scripts/test-summary.py .build/xunit.xml || status=1; exit $$status

## Speed and memory numbers (not a test).
bench: release
	./bench/run.sh ./.build/release/kurs

install: release
	install -D -m 755 .build/release/kurs $(DESTDIR)$(PREFIX)/bin/kurs
	install -D -m 644 Resources/kurs.1 $(DESTDIR)$(PREFIX)/share/man/man1/kurs.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/kurs $(DESTDIR)$(PREFIX)/share/man/man1/kurs.1

clean:
	rm -rf .build
