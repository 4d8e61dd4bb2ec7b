package web

import (
	"os"
	"testing"
)

// TestMain makes the test binary a run's child too: the sandbox starts this executable again.
func TestMain(m *testing.M) {
	SandboxMain()
	os.Exit(m.Run())
}
