package vfs

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// OS returns the operating system's file system. Paths are converted with filepath.FromSlash;
// relative paths are relative to the working directory, as in Flink's SQL client.
func OS() FS { return osFS{} }

type osFS struct{}

func native(name string) string {
	if runtime.GOOS == "windows" && len(name) > 2 && name[0] == '/' && hasWindowsDrive(name[1:]) {
		name = name[1:] // /C:/x, as a file URI's path names a drive
	}
	return filepath.FromSlash(name)
}

func (osFS) Open(name string) (io.ReadCloser, error) { return os.Open(native(name)) }

func (osFS) Create(name string) (io.WriteCloser, error) {
	p := native(name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return nil, err
	}
	return os.Create(p)
}

func (osFS) ReadDir(name string) ([]fs.DirEntry, error) { return os.ReadDir(native(name)) }

func (osFS) Rename(oldName, newName string) error {
	p := native(newName)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.Rename(native(oldName), p)
}

func (osFS) RemoveAll(name string) error { return os.RemoveAll(native(name)) }

func (osFS) MkdirAll(name string) error { return os.MkdirAll(native(name), 0o755) }
