package faker_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPageBuildLeavesGofakeitOut holds the page's build (tag flinkpad_page) to not linking
// gofakeit: only engine/faker_linked.go, which that tag leaves out, imports the datafaker
// package natively.
func TestPageBuildLeavesGofakeitOut(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	deps := func(tags string) string {
		cmd := exec.Command(goBin, "list", "-deps", "-tags", tags, "github.com/flinkpad/flinkpad/engine")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Skipf("go list: %v\n%s", err, out)
		}
		return string(out)
	}
	if page := deps("flinkpad_page"); strings.Contains(page, "gofakeit") || strings.Contains(page, "faker/datafaker") {
		t.Error("the engine built with flinkpad_page links gofakeit or datafaker")
	}
	if native := deps(""); !strings.Contains(native, "faker/datafaker") {
		t.Error("the native engine does not link the datafaker evaluator")
	}
}
