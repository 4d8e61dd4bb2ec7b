package vfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"sync"
	"testing"
)

func writeFile(t *testing.T, f FS, name, content string) {
	t.Helper()
	w, err := f.Create(name)
	if err != nil {
		t.Fatalf("create %s: %v", name, err)
	}
	if _, err := io.WriteString(w, content); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, f FS, name string) string {
	t.Helper()
	r, err := f.Open(name)
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func list(t *testing.T, f FS, dir string) string {
	t.Helper()
	es, err := f.ReadDir(dir)
	if err != nil {
		t.Fatalf("readdir %s: %v", dir, err)
	}
	var names []string
	for _, e := range es {
		n := e.Name()
		if e.IsDir() {
			n += "/"
		}
		names = append(names, n)
	}
	return strings.Join(names, " ")
}

// fileSystems runs a test on both implementations; the OS one works in a temporary directory.
func fileSystems(t *testing.T, test func(t *testing.T, f FS, root string)) {
	t.Run("memory", func(t *testing.T) { test(t, NewMemory(), "/data") })
	t.Run("os", func(t *testing.T) { test(t, OS(), t.TempDir()) })
}

func TestBasics(t *testing.T) {
	fileSystems(t, func(t *testing.T, f FS, root string) {
		writeFile(t, f, root+"/t/k=a/part-0", "1\n")
		writeFile(t, f, root+"/t/k=b/part-0", "2\n")
		writeFile(t, f, root+"/t/.staging/x", "tmp")
		if got, want := list(t, f, root+"/t"), ".staging/ k=a/ k=b/"; got != want {
			t.Errorf("list = %q, want %q", got, want)
		}
		if got := readFile(t, f, root+"/t/k=a/part-0"); got != "1\n" {
			t.Errorf("read = %q", got)
		}
		// Create truncates.
		writeFile(t, f, root+"/t/k=a/part-0", "9")
		if got := readFile(t, f, root+"/t/k=a/part-0"); got != "9" {
			t.Errorf("after truncate = %q", got)
		}
		// Rename a file into a new directory, and a directory.
		if err := f.Rename(root+"/t/.staging/x", root+"/t/k=c/part-1"); err != nil {
			t.Fatal(err)
		}
		if err := f.Rename(root+"/t/k=b", root+"/u/k=b"); err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, f, root+"/u/k=b/part-0"); got != "2\n" {
			t.Errorf("moved dir content = %q", got)
		}
		if got, want := list(t, f, root+"/t"), ".staging/ k=a/ k=c/"; got != want {
			t.Errorf("list after rename = %q, want %q", got, want)
		}
		if err := f.RemoveAll(root + "/t/k=a"); err != nil {
			t.Fatal(err)
		}
		if err := f.RemoveAll(root + "/t/missing"); err != nil {
			t.Errorf("RemoveAll of a missing path: %v", err)
		}
		if got, want := list(t, f, root+"/t"), ".staging/ k=c/"; got != want {
			t.Errorf("list after remove = %q, want %q", got, want)
		}
		if err := f.MkdirAll(root + "/e/f"); err != nil {
			t.Fatal(err)
		}
		if got := list(t, f, root+"/e"); got != "f/" {
			t.Errorf("empty dir listing = %q", got)
		}
		if _, err := f.ReadDir(root + "/nope"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("ReadDir of a missing dir: %v", err)
		}
		if _, err := f.Open(root + "/nope"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Open of a missing file: %v", err)
		}
		if _, err := f.Create(root + "/t/k=c/part-1/x"); err == nil {
			t.Errorf("Create below a file succeeded")
		}
	})
}

func TestMemoryConfinement(t *testing.T) {
	m := NewMemory()
	writeFile(t, m, "../../etc/passwd", "inside")
	if got := readFile(t, m, "/etc/passwd"); got != "inside" {
		t.Errorf("../../etc/passwd = %q", got)
	}
	if got := readFile(t, m, "etc/../etc/./passwd"); got != "inside" {
		t.Errorf("relative path = %q", got)
	}
	if got := list(t, m, "/.."); got != "etc/" {
		t.Errorf("root listing = %q", got)
	}
	if _, err := m.Open("/etc/shadow"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("host file visible: %v", err)
	}
	if err := m.RemoveAll("/"); err != nil {
		t.Fatal(err)
	}
	if got := list(t, m, "/"); got != "" {
		t.Errorf("after RemoveAll(/) = %q", got)
	}
}

func TestMemoryRenameRules(t *testing.T) {
	m := NewMemory()
	writeFile(t, m, "/a/x", "1")
	writeFile(t, m, "/b/y", "2")
	if err := m.Rename("/a", "/a/sub"); err == nil {
		t.Error("rename into itself succeeded")
	}
	if err := m.Rename("/a", "/b"); err == nil {
		t.Error("rename onto a non-empty directory succeeded")
	}
	if err := m.Rename("/a/x", "/b"); err == nil {
		t.Error("rename of a file onto a directory succeeded")
	}
	if err := m.Rename("/a/x", "/b/y"); err != nil {
		t.Errorf("rename replacing a file: %v", err)
	}
	if got := readFile(t, m, "/b/y"); got != "1" {
		t.Errorf("replaced file = %q", got)
	}
	if err := m.Rename("/missing", "/c"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("rename of a missing file: %v", err)
	}
}

func TestMemoryVisibleOnClose(t *testing.T) {
	m := NewMemory()
	w, err := m.Create("/f")
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, "abc")
	if got := readFile(t, m, "/f"); got != "" {
		t.Errorf("content before Close = %q", got)
	}
	w.Close()
	if got := readFile(t, m, "/f"); got != "abc" {
		t.Errorf("content after Close = %q", got)
	}
	if _, err := w.Write([]byte("x")); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("write after close: %v", err)
	}
}

func TestConcurrentWrites(t *testing.T) {
	fileSystems(t, func(t *testing.T, f FS, root string) {
		const n = 32
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := range n {
			wg.Go(func() {
				name := path.Join(root, fmt.Sprintf("dir%d/sub/part-%d", i%4, i))
				w, err := f.Create(name)
				if err != nil {
					errs <- err
					return
				}
				for j := range 100 {
					fmt.Fprintf(w, "%d,%d\n", i, j)
				}
				errs <- w.Close()
				if _, err := f.ReadDir(path.Join(root, fmt.Sprintf("dir%d/sub", i%4))); err != nil {
					errs <- err
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		for i := range n {
			got := readFile(t, f, path.Join(root, fmt.Sprintf("dir%d/sub/part-%d", i%4, i)))
			if lines := strings.Count(got, "\n"); lines != 100 || !strings.HasPrefix(got, fmt.Sprintf("%d,0\n", i)) {
				t.Errorf("file %d: %d lines, starts %q", i, lines, got[:min(len(got), 10)])
			}
		}
	})
}
