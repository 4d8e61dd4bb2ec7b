package vfs

import (
	"runtime"
	"strings"
)

// URI is a path split as Flink's Path splits a string: an optional scheme before a colon that
// comes before any slash, an optional authority after "//", and the rest as the path. Flink
// supports no query or fragment, so '?' and '#' stay in the path.
type URI struct {
	Scheme    string
	Authority string
	Path      string
}

// ParseURI splits a path the way Flink's Path(String) does. "file:///tmp/x" and "file:/tmp/x"
// are both the path /tmp/x of the scheme file, "s3://bucket/x" is /x of bucket under s3, and
// "/tmp/x" or "data/x" have no scheme.
func ParseURI(s string) URI {
	var u URI
	if runtime.GOOS == "windows" && hasWindowsDrive(s) {
		// Flink's Path puts a slash before a drive letter on Windows: C:/x is no scheme C.
		s = "/" + s
	}
	start := 0
	colon, slash := strings.IndexByte(s, ':'), strings.IndexByte(s, '/')
	if colon >= 0 && (slash < 0 || colon < slash) {
		u.Scheme, start = s[:colon], colon+1
	}
	if strings.HasPrefix(s[start:], "//") && len(s)-start > 2 {
		end := len(s)
		if next := strings.IndexByte(s[start+2:], '/'); next >= 0 {
			end = start + 2 + next
		}
		u.Authority, start = s[start+2:end], end
	}
	u.Path = s[start:]
	return u
}

// IsLocal reports whether the path names the local file system, as Flink reads a path with
// no scheme or the scheme file (whose factory is the only one Flink has without plugins).
func (u URI) IsLocal() bool { return u.Scheme == "" || u.Scheme == "file" }

// hasWindowsDrive reports whether a path starts with a drive letter and a colon (C:, c:/x).
func hasWindowsDrive(s string) bool {
	return len(s) >= 2 && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') && s[1] == ':'
}
