package filesystem

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A path with the file scheme names the same directory as the bare path, for writes and
// reads, in the memory file system as natively.
func TestFileSchemeNamesTheLocalPath(t *testing.T) {
	env := &connector.Env{FS: vfs.NewMemory()}
	cols := []catalog.Column{col("id", types.Int)}
	table := func(p string) *connector.Table {
		return newTable(cols, nil, "connector", "filesystem", "path", p, "format", "csv")
	}
	if err := insert(t, env, table("file:///data/t"), connector.WriteSpec{}, [][]any{{int32(1)}}); err != nil {
		t.Fatal(err)
	}
	if err := insert(t, env, table("file:/data/t"), connector.WriteSpec{}, [][]any{{int32(2)}}); err != nil {
		t.Fatal(err)
	}
	rows, err := selectAll(t, env, table("/data/t"))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows, " "); got != "+I[1] +I[2]" {
		t.Errorf("read %s, want +I[1] +I[2]", got)
	}
}

// A scheme Flinkpad has no file system for fails the read and the write with Flink's error,
// never reads as an empty table.
func TestUnknownSchemeFailsReadsAndWrites(t *testing.T) {
	env := &connector.Env{FS: vfs.NewMemory()}
	cols := []catalog.Column{col("id", types.Int)}
	cases := []struct{ path, want string }{
		{"s3://bucket/dir", "Could not find a file system implementation for scheme 's3'. The scheme is directly supported by Flink through the following plugin(s): flink-s3-fs-hadoop, flink-s3-fs-presto."},
		{"hdfs://namenode:8020/dir", "Hadoop is not in the classpath/dependencies."},
		{"file://host/dir", "Found local file path with authority 'host' in path 'file://host/dir'. Hint: Did you forget a slash? (correct path would be 'file:///host/dir')"},
	}
	for _, c := range cases {
		tb := newTable(cols, nil, "connector", "filesystem", "path", c.path, "format", "csv")
		if _, err := selectAll(t, env, tb); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("reading %s: got %v, want %q", c.path, err, c.want)
		}
		if err := insert(t, env, tb, connector.WriteSpec{}, [][]any{{int32(1)}}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("writing %s: got %v, want %q", c.path, err, c.want)
		}
	}
}
