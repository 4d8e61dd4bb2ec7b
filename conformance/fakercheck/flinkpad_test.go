package fakercheck_test

import (
	"bufio"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/conformance/fakercheck"
	_ "github.com/flinkpad/flinkpad/engine" // links the faker evaluator, as the CLI does
)

// The expressions Flinkpad's faker supports, one a line, and Datafaker's samples of them.
var (
	supportedFile = filepath.Join("..", "..", "catalog", "connector", "faker", "datafaker", "testdata", "supported.txt")
	datafakerFile = filepath.Join("testdata", "datafaker.jsonl")
)

const samplesPerExpression = 200

// TestFlinkpadMatchesDatafaker compares, for every supported expression, the shape of Flinkpad's
// values with Datafaker's recorded ones. Re-record Datafaker's with `make fakercheck-record` when
// the list changes.
func TestFlinkpadMatchesDatafaker(t *testing.T) {
	exprs, err := readExpressions(supportedFile)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("no list of supported expressions (%s): the faker connector is not in this tree", supportedFile)
	}
	if err != nil {
		t.Fatal(err)
	}
	ev, err := faker.Default()
	if err != nil {
		t.Skipf("no faker evaluator linked in this build (%v)", err)
	}
	f, err := os.Open(datafakerFile)
	if err != nil {
		t.Fatalf("no Datafaker samples to compare with: %v; record them with `make fakercheck-record`", err)
	}
	recorded, err := fakercheck.ReadJSONLines(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	byExpr := map[string]fakercheck.Samples{}
	for _, s := range recorded {
		byExpr[s.Expression] = s
	}
	gen, err := ev.NewGenerator(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, expr := range exprs {
		ref, ok := byExpr[expr]
		if !ok {
			t.Errorf("%s: no Datafaker samples recorded; re-record them with `make fakercheck-record`", expr)
			continue
		}
		got := fakercheck.Samples{Expression: expr, Now: time.Now()}
		if err := ev.Check(expr); err != nil {
			got.Error = err.Error()
		} else {
			got.Values = make([]string, samplesPerExpression)
			if err := gen.Fill(expr, got.Values); err != nil {
				got.Values, got.Error = nil, err.Error()
			}
		}
		if d := fakercheck.Compare(ref, got); len(d) > 0 {
			t.Errorf("%s: %s", expr, strings.Join(d, "; "))
		}
	}
}

// readExpressions reads one expression a line, skipping blank lines and comments ("// ..." or "# ...").
func readExpressions(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") || strings.HasPrefix(line, "# ") {
			continue
		}
		out = append(out, line)
	}
	return out, sc.Err()
}
