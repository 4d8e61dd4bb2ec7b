package types

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// readSections reads a testdata file made of "== name" sections of lines
// whose columns are separated by " | ".
func readSections(t *testing.T, path string) map[string][][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][][]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "== "); ok {
			section = name
			continue
		}
		if line == "" {
			continue
		}
		out[section] = append(out[section], strings.Split(line, " | "))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func mustParseType(t *testing.T, s string) Type {
	t.Helper()
	typ, err := ParseType(s)
	if err != nil {
		t.Fatalf("ParseType(%q): %v", s, err)
	}
	return typ
}
