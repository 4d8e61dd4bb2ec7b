package web

import (
	"bytes"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeGoKeepsLinksAcrossARestart builds serve.go, shares a script, stops the server with
// SIGTERM, starts it again on the same data directory and fetches the link.
func TestServeGoKeepsLinksAcrossARestart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds serve.go")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "serve")
	if out, err := exec.Command("go", "build", "-o", bin, "../serve.go").CombinedOutput(); err != nil {
		t.Fatalf("go build serve.go: %v\n%s", err, out)
	}
	siteDir, data := filepath.Join(tmp, "site"), filepath.Join(tmp, "data")
	for name, f := range site {
		if err := os.MkdirAll(siteDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(siteDir, name), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	start := func() (*exec.Cmd, *bytes.Buffer, string) {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := l.Addr().String()
		l.Close()
		var log bytes.Buffer
		cmd := exec.Command(bin, "-addr", addr, "-dir", siteDir, "-data", data)
		cmd.Stdout, cmd.Stderr = &log, &log
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		base := "http://" + addr
		for until := time.Now().Add(10 * time.Second); time.Now().Before(until); time.Sleep(50 * time.Millisecond) {
			if res, err := http.Get(base + "/healthz"); err == nil {
				res.Body.Close()
				return cmd, &log, base
			}
		}
		cmd.Process.Kill()
		t.Fatalf("serve.go did not start: %s", log.String())
		return nil, nil, ""
	}
	stop := func(cmd *exec.Cmd, log *bytes.Buffer) {
		if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		if err := cmd.Wait(); err != nil {
			t.Errorf("serve.go did not stop cleanly on SIGTERM: %v\n%s", err, log.String())
		}
	}

	cmd, log, base := start()
	status, id := share(t, base, `{"script": "SELECT 'kept';"}`)
	stop(cmd, log)
	if status != http.StatusCreated {
		t.Fatalf("share: %d", status)
	}
	if !strings.Contains(log.String(), "POST /api/share 201") {
		t.Errorf("the request log lacks the share: %s", log.String())
	}

	cmd, log, base = start()
	defer stop(cmd, log)
	status, _, body := call(t, http.MethodGet, base+"/api/share/"+id, "")
	if status != 200 || !strings.Contains(body, "SELECT 'kept';") {
		t.Errorf("after a restart: %d %q", status, body)
	}
}
