package vfs

import "testing"

func TestParseURISplitsAsFlinksPath(t *testing.T) {
	cases := []struct {
		in   string
		want URI
	}{
		{"/tmp/x", URI{Path: "/tmp/x"}},
		{"data/x", URI{Path: "data/x"}},
		{"file:///tmp/x", URI{Scheme: "file", Path: "/tmp/x"}},
		{"file:/tmp/x", URI{Scheme: "file", Path: "/tmp/x"}},
		{"file://host/tmp/x", URI{Scheme: "file", Authority: "host", Path: "/tmp/x"}},
		{"s3://bucket/dir", URI{Scheme: "s3", Authority: "bucket", Path: "/dir"}},
		{"hdfs://namenode:8020/dir", URI{Scheme: "hdfs", Authority: "namenode:8020", Path: "/dir"}},
		{"s3://bucket", URI{Scheme: "s3", Authority: "bucket"}},
		{"dir/a:b", URI{Path: "dir/a:b"}},
		{"file://", URI{Scheme: "file", Path: "//"}},
	}
	for _, c := range cases {
		if got := ParseURI(c.in); got != c.want {
			t.Errorf("ParseURI(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}
