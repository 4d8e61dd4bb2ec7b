package main

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// The committed PNGs are what the SVG draws: a changed icon.svg needs them redrawn.
func TestCommittedIconsAreCurrent(t *testing.T) {
	if err := run("../../web/icon.svg", []string{"192:../../web/icon-192.png", "512:../../web/icon-512.png"}, true); err != nil {
		t.Fatal(err)
	}
}

func TestDrawsTheIconsShapes(t *testing.T) {
	src, err := os.ReadFile("../../web/icon.svg")
	if err != nil {
		t.Fatal(err)
	}
	ic, err := parseIcon(src)
	if err != nil {
		t.Fatal(err)
	}
	img := ic.draw(512)
	for _, c := range []struct {
		x, y       int
		r, g, b, a uint8
		what       string
	}{
		{2, 2, 0, 0, 0, 0, "outside the rounded corner"},
		{256, 2, 0xe6, 0x52, 0x2c, 255, "the background at the top edge"},
		{200, 300, 255, 255, 255, 255, "the F's stem"},
		{300, 150, 255, 255, 255, 255, "the F's top bar"},
		{300, 220, 0xe6, 0x52, 0x2c, 255, "between the F's bars"},
		{400, 400, 0xe6, 0x52, 0x2c, 255, "the background beside the stem"},
	} {
		p := img.NRGBAAt(c.x, c.y)
		if p.A != c.a || (c.a != 0 && (p.R != c.r || p.G != c.g || p.B != c.b)) {
			t.Errorf("%s (%d,%d): got %v, want rgba(%d,%d,%d,%d)", c.what, c.x, c.y, p, c.r, c.g, c.b, c.a)
		}
	}
}

func TestCheckFailsOnAStaleIcon(t *testing.T) {
	stale := filepath.Join(t.TempDir(), "icon.png")
	if err := os.WriteFile(stale, []byte("not this"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run("../../web/icon.svg", []string{"64:" + stale}, true); !errors.Is(err, errStale) {
		t.Fatalf("got %v, want %v", err, errStale)
	}
}

func TestRefusesWhatItCannotDraw(t *testing.T) {
	for _, svg := range []string{
		`<svg viewBox="0 0 10 10"><circle r="3" fill="#fff"/></svg>`,
		`<svg viewBox="0 0 10 10"><path d="M1 1C2 2 3 3 4 4z" fill="#fff"/></svg>`,
		`<svg viewBox="0 0 10 10"><rect width="3" height="3" fill="red"/></svg>`,
		`<html/>`,
	} {
		if _, err := parseIcon([]byte(svg)); err == nil {
			t.Errorf("%s: parsed, want an error", svg)
		}
	}
}
