package vfs

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"time"
)

// NewMemory returns an empty in-memory file system, safe for concurrent use.
//
// Every name is cleaned against the memory file system's own root: "a/b", "/a/b" and
// "/../../a/./b" all name /a/b, so no path reaches outside it. Directories are explicit entries:
// Create, Rename and MkdirAll create the missing parents, ReadDir lists both files and
// directories, and an empty directory stays until it is removed.
//
// A file created with Create exists, empty, from that call on; its content becomes visible as a
// whole when the writer is closed. Readers opened earlier keep the content they saw.
func NewMemory() FS {
	return &memFS{entries: map[string]*memEntry{"/": {dir: true, mod: time.Now()}}}
}

type memFS struct {
	mu      sync.RWMutex
	entries map[string]*memEntry // cleaned absolute path -> entry
}

// memEntry is a file or directory. A file's data is never modified in place: a writer replaces
// the slice, so readers may keep the old one without copying.
type memEntry struct {
	dir  bool
	data []byte
	mod  time.Time
}

var (
	errIsDir    = errors.New("is a directory")
	errNotDir   = errors.New("not a directory")
	errNotEmpty = errors.New("directory not empty")
	errInvalid  = errors.New("invalid argument")
)

// clean maps any name to an absolute path inside the memory file system.
func clean(name string) string { return path.Clean("/" + name) }

// mkdirs creates p and its parents as directories; the caller holds the write lock.
func (m *memFS) mkdirs(op, p string, now time.Time) error {
	var missing []string
	for d := p; ; d = path.Dir(d) {
		e, ok := m.entries[d]
		if ok {
			if !e.dir {
				return &fs.PathError{Op: op, Path: d, Err: errNotDir}
			}
			break
		}
		missing = append(missing, d)
	}
	for _, d := range missing {
		m.entries[d] = &memEntry{dir: true, mod: now}
	}
	return nil
}

func (m *memFS) Open(name string) (io.ReadCloser, error) {
	p := clean(name)
	m.mu.RLock()
	defer m.mu.RUnlock()
	e, ok := m.entries[p]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: p, Err: fs.ErrNotExist}
	}
	if e.dir {
		return nil, &fs.PathError{Op: "open", Path: p, Err: errIsDir}
	}
	return io.NopCloser(bytes.NewReader(e.data)), nil
}

func (m *memFS) Create(name string) (io.WriteCloser, error) {
	p := clean(name)
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.entries[p]; ok && e.dir {
		return nil, &fs.PathError{Op: "create", Path: p, Err: errIsDir}
	}
	now := time.Now()
	if err := m.mkdirs("create", path.Dir(p), now); err != nil {
		return nil, err
	}
	e := &memEntry{mod: now}
	m.entries[p] = e
	return &memWriter{fs: m, path: p, entry: e}, nil
}

// memWriter buffers what is written and publishes it on Close.
type memWriter struct {
	fs     *memFS
	path   string
	entry  *memEntry
	buf    bytes.Buffer
	closed bool
}

func (w *memWriter) Write(b []byte) (int, error) {
	if w.closed {
		return 0, &fs.PathError{Op: "write", Path: w.path, Err: fs.ErrClosed}
	}
	return w.buf.Write(b)
}

func (w *memWriter) Close() error {
	if w.closed {
		return &fs.PathError{Op: "close", Path: w.path, Err: fs.ErrClosed}
	}
	w.closed = true
	w.fs.mu.Lock()
	defer w.fs.mu.Unlock()
	// The entry may have been renamed or removed meanwhile; the data follows the entry, as an
	// open file descriptor would.
	w.entry.data = w.buf.Bytes()
	w.entry.mod = time.Now()
	return nil
}

func (m *memFS) ReadDir(name string) ([]fs.DirEntry, error) {
	p := clean(name)
	m.mu.RLock()
	defer m.mu.RUnlock()
	e, ok := m.entries[p]
	if !ok {
		return nil, &fs.PathError{Op: "readdir", Path: p, Err: fs.ErrNotExist}
	}
	if !e.dir {
		return nil, &fs.PathError{Op: "readdir", Path: p, Err: errNotDir}
	}
	prefix := p
	if prefix != "/" {
		prefix += "/"
	}
	var out []fs.DirEntry
	for k, c := range m.entries {
		if k == p || !strings.HasPrefix(k, prefix) || strings.Contains(k[len(prefix):], "/") {
			continue
		}
		out = append(out, memDirEntry{name: k[len(prefix):], dir: c.dir, size: int64(len(c.data)), mod: c.mod})
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

// below reports whether p is strictly inside dir.
func below(p, dir string) bool {
	if dir == "/" {
		return p != "/"
	}
	return strings.HasPrefix(p, dir+"/")
}

func (m *memFS) Rename(oldName, newName string) error {
	oldP, newP := clean(oldName), clean(newName)
	m.mu.Lock()
	defer m.mu.Unlock()
	src, ok := m.entries[oldP]
	if !ok {
		return &fs.PathError{Op: "rename", Path: oldP, Err: fs.ErrNotExist}
	}
	if oldP == newP {
		return nil
	}
	if oldP == "/" || below(newP, oldP) {
		return &fs.PathError{Op: "rename", Path: oldP, Err: errInvalid}
	}
	if dst, ok := m.entries[newP]; ok {
		switch {
		case dst.dir && !src.dir:
			return &fs.PathError{Op: "rename", Path: newP, Err: errIsDir}
		case !dst.dir && src.dir:
			return &fs.PathError{Op: "rename", Path: newP, Err: errNotDir}
		case dst.dir && m.hasChildren(newP):
			return &fs.PathError{Op: "rename", Path: newP, Err: errNotEmpty}
		}
	}
	if err := m.mkdirs("rename", path.Dir(newP), time.Now()); err != nil {
		return err
	}
	delete(m.entries, oldP)
	m.entries[newP] = src
	if src.dir {
		var moved []string
		for k := range m.entries {
			if below(k, oldP) {
				moved = append(moved, k)
			}
		}
		for _, k := range moved {
			m.entries[newP+k[len(oldP):]] = m.entries[k]
			delete(m.entries, k)
		}
	}
	return nil
}

func (m *memFS) hasChildren(dir string) bool {
	for k := range m.entries {
		if below(k, dir) {
			return true
		}
	}
	return false
}

func (m *memFS) RemoveAll(name string) error {
	p := clean(name)
	m.mu.Lock()
	defer m.mu.Unlock()
	for k := range m.entries {
		if below(k, p) {
			delete(m.entries, k)
		}
	}
	if p != "/" {
		delete(m.entries, p)
	}
	return nil
}

func (m *memFS) MkdirAll(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.mkdirs("mkdir", clean(name), time.Now())
}

type memDirEntry struct {
	name string
	dir  bool
	size int64
	mod  time.Time
}

func (e memDirEntry) Name() string               { return e.name }
func (e memDirEntry) IsDir() bool                { return e.dir }
func (e memDirEntry) Type() fs.FileMode          { return e.Mode().Type() }
func (e memDirEntry) Info() (fs.FileInfo, error) { return e, nil }
func (e memDirEntry) Size() int64                { return e.size }
func (e memDirEntry) ModTime() time.Time         { return e.mod }
func (e memDirEntry) Sys() any                   { return nil }
func (e memDirEntry) Mode() fs.FileMode {
	if e.dir {
		return fs.ModeDir | 0o755
	}
	return 0o644
}
