package flinkerr

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportsNothingOfFlinkpad holds the package below every layer that uses it: the lowest
// ones (engine/sql, engine/types, catalog) import it, so it may import none of them.
func TestImportsNothingOfFlinkpad(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sources: %v", err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, "github.com/flinkpad/flinkpad") {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
