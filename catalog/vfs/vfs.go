// Package vfs is the file system behind Flinkpad's 'filesystem' connector: the operating
// system's natively (the CLI is the user's own tool, like Flink's SQL client), and memory in the
// browser and on the server, where scripts are untrusted and must never reach the host's files.
//
// OS returns the host's file system; NewMemory returns an empty in-memory one. Both take
// slash-separated paths. The memory file system cleans every path against its own root, so no
// path, however many "../" it starts with, reaches anything outside it.
//
// ParseURI splits a 'path' option as Flink's Path does, into scheme, authority and path.
package vfs

import (
	"io"
	"io/fs"
)

// FS is what the filesystem connector needs from a file system. Paths are slash-separated and
// absolute ("/tmp/out/dt=2024-01-01/part-0.csv").
type FS interface {
	// Open opens a file for reading.
	Open(name string) (io.ReadCloser, error)
	// Create creates or truncates a file, creating its parent directories.
	Create(name string) (io.WriteCloser, error)
	// ReadDir lists a directory, sorted by name; a missing directory is fs.ErrNotExist.
	ReadDir(name string) ([]fs.DirEntry, error)
	// Rename moves a file or directory atomically where the backing store allows, creating the
	// parent directories of newName.
	Rename(oldName, newName string) error
	// RemoveAll removes a path and everything below it; a missing path is not an error.
	RemoveAll(name string) error
	// MkdirAll creates a directory and its parents.
	MkdirAll(name string) error
}
