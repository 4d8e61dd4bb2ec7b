//go:build !js

package main

import (
	"archive/zip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestZoneNamesAreTheDatabases checks zonenames.txt, the ids the page's loader knows without
// downloading the database, against the zoneinfo.zip the page serves (Go's, which the Makefile
// gives web/build.mjs). After a Go upgrade, regenerate it:
//
//	unzip -Z1 "$(go env GOROOT)/lib/time/zoneinfo.zip" > wasm/playground/zonenames.txt
func TestZoneNamesAreTheDatabases(t *testing.T) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	r, err := zip.OpenReader(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "time", "zoneinfo.zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var names []string
	for _, f := range r.File {
		if f.Method != zip.Store {
			t.Errorf("%s is compressed; the page's reader reads stored entries only", f.Name)
		}
		names = append(names, f.Name)
	}
	listed, err := os.ReadFile("zonenames.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Fields(string(listed)), names; strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("zonenames.txt lists %d ids and zoneinfo.zip holds %d, or they differ: regenerate it (see this test's comment)", len(got), len(want))
	}
}

// TestThePageDoesNotLinkTzdata checks that the page's module leaves the time zone database out.
func TestThePageDoesNotLinkTzdata(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-deps", "-tags", "arrow_json_stdlib,flinkpad_page", ".")
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
		if p == "time/tzdata" {
			t.Error("the page's module links time/tzdata")
		}
	}
}
