package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func leb(v int) []byte {
	var b []byte
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v != 0 {
			b = append(b, c|0x80)
			continue
		}
		return append(b, c)
	}
}

func sec(id byte, body ...[]byte) []byte {
	c := bytes.Join(body, nil)
	return append(append([]byte{id}, leb(len(c))...), c...)
}

func str(s string) []byte { return append(leb(len(s)), s...) }

// tiny is a module with one imported function, two defined ones (3 and 200 body bytes, so a
// two-byte size), one data segment and a name section naming all three.
func tiny() []byte {
	body200 := bytes.Repeat([]byte{0x01}, 200)
	b := []byte("\x00asm\x01\x00\x00\x00")
	b = append(b, sec(2, leb(1), str("go"), str("debug"), []byte{0, 0})...)
	b = append(b, sec(10, leb(2), leb(3), []byte{0, 0x01, 0x0b}, leb(200), body200)...)
	b = append(b, sec(11, leb(1), []byte{0, 0x41, 0x80, 0x80, 0x04, 0x0b}, leb(5), []byte("hello"))...)
	names := bytes.Join([][]byte{leb(3), leb(0), str("go.debug"), leb(1), str("runtime.main"),
		leb(2), str("github.com_apache_arrow_go_v18_arrow_array.__Int64Builder_.Append")}, nil)
	b = append(b, sec(0, str("name"), []byte{1}, leb(len(names)), names)...)
	return b
}

func TestParse(t *testing.T) {
	m, err := parse(tiny())
	if err != nil {
		t.Fatal(err)
	}
	if m.importedFuncs != 1 || len(m.bodies) != 2 || m.bodies[0] != 3 || m.bodies[1] != 200 {
		t.Fatalf("imports %d, bodies %v", m.importedFuncs, m.bodies)
	}
	if got := m.funcName(1); got != "github.com_apache_arrow_go_v18_arrow_array.__Int64Builder_.Append" {
		t.Fatalf("funcName(1) = %q", got)
	}
	if len(m.data) != 1 || m.data[0] != 5 {
		t.Fatalf("data %v", m.data)
	}
}

func TestParseMalformed(t *testing.T) {
	b := tiny()
	for _, cut := range []int{3, 9, 20, len(b) - 3} {
		if _, err := parse(b[:cut]); !errors.Is(err, errFormat) {
			t.Errorf("cut at %d: err %v, want errFormat", cut, err)
		}
	}
}

func TestReport(t *testing.T) {
	m, err := parse(tiny())
	if err != nil {
		t.Fatal(err)
	}
	var w strings.Builder
	u := newUnmangler([]string{"github.com/apache/arrow-go/v18/arrow", "github.com/apache/arrow-go/v18/arrow/array", "runtime", "example.com/cmd"})
	report(&w, tiny(), m, func(s string) string { return u.moduleOf(u.pkgOf(s), 0) }, 0, true)
	out := w.String()
	for _, want := range []string{"data: 1 segments, 5 bytes", "203 body bytes", "github.com/apache/arrow-go/v18\n", "std\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}

func TestPkgOf(t *testing.T) {
	u := newUnmangler([]string{"github.com/apache/arrow-go/v18/arrow", "github.com/apache/arrow-go/v18/arrow/array", "unicode/utf8",
		"honnef.co/go/js/dom/v2 honnef.co/go/js/dom/v2", "example.com/cmd/tool example.com/cmd"})
	for sym, want := range map[string]string{
		"github.com_apache_arrow_go_v18_arrow_array.__Int64Builder_.Append": "github.com/apache/arrow-go/v18/arrow/array",
		"github.com_apache_arrow_go_v18_arrow.TypeEqual":                    "github.com/apache/arrow-go/v18/arrow",
		"unicode_utf8.DecodeRune":                                           "unicode/utf8",
		"runtime.__pageAlloc_.grow":                                         "runtime",
		"honnef.co_go_js_dom_v2.__HTMLImageElement_.SetAttribute":           "honnef.co/go/js/dom/v2",
		"main.main":  "example.com/cmd/tool",
		"go:buildid": "go:",
	} {
		if got := u.pkgOf(sym); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", sym, got, want)
		}
	}
	for pkg, want := range map[string]string{
		"github.com/apache/arrow-go/v18/arrow/array": "github.com/apache/arrow-go/v18",
		"encoding/json": "std",
	} {
		if got := u.moduleOf(pkg, 0); got != want {
			t.Errorf("moduleOf(%q) = %q, want %q", pkg, got, want)
		}
	}
}
