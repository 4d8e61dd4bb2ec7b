package web

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// DirStore keeps each link in a file of its own under a data directory: <dir>/<id[:2]>/<id>.json.
// A link is written to a temporary file, synced, then renamed into place, so a reader (or a
// restart after a crash) sees a whole link or none. One process owns a directory: the mutex that
// makes "create unless present" atomic is the process's.
type DirStore struct {
	dir string
	mu  sync.Mutex
}

// NewDirStore opens (and creates) a data directory.
func NewDirStore(dir string) (*DirStore, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("share store: %w", err)
	}
	removeStaleTemporaries(dir)
	return &DirStore{dir: dir}, nil
}

// removeStaleTemporaries deletes the temporary files a killed process left before their rename:
// one process owns the directory, so at its start none of them is being written.
func removeStaleTemporaries(dir string) {
	stale, _ := filepath.Glob(filepath.Join(dir, "*", ".tmp-*"))
	for _, f := range stale {
		_ = os.Remove(f)
	}
}

func (s *DirStore) path(id string) string {
	return filepath.Join(s.dir, id[:2], id+".json")
}

// Get implements Store.
func (s *DirStore) Get(_ context.Context, id string) ([]byte, error) {
	if !ValidID(id) {
		return nil, ErrBadID
	}
	b, err := os.ReadFile(s.path(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Create implements Store.
func (s *DirStore) Create(_ context.Context, id string, value []byte) error {
	if !ValidID(id) {
		return ErrBadID
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	final := s.path(id)
	if _, err := os.Lstat(final); err == nil {
		return ErrExists
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(final), ".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	if _, err := tmp.Write(value); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), final); err != nil {
		return err
	}
	syncDir(filepath.Dir(final))
	return nil
}

// syncDir makes a rename durable; a file system that cannot sync directories still renamed.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}
