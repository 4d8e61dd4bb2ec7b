//go:build !js

package fakerbridge

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestThePageDoesNotLinkFakerData checks what keeps the page's download small: the page's
// module (wasm/playground, built with the Makefile's PAGE_TAGS) links neither gofakeit nor the
// Datafaker evaluator, which faker.wasm carries instead.
func TestThePageDoesNotLinkFakerData(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-deps", "-tags", "arrow_json_stdlib,flinkpad_page", "../playground")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 50 {
		t.Fatalf("go list named %d packages: %s", len(deps), out)
	}
	for _, p := range deps {
		if strings.Contains(p, "gofakeit") || strings.HasSuffix(p, "/connector/faker/datafaker") {
			t.Errorf("the page's module links %s", p)
		}
	}
	// The check is worth something only if faker.wasm does link them.
	cmd = exec.Command("go", "list", "-deps", "../fakermodule")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err = cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "gofakeit") {
		t.Fatalf("faker.wasm does not link gofakeit (%v):\n%s", err, out)
	}
}
