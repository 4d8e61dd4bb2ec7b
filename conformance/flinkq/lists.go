package flinkq

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// List is skip.txt or known-failures.txt: statements named "file:line", each with a reason.
type List map[string]string

// ReadList reads a list file: one "file:line: reason" a line, where file is the .q file's path
// under conformance/flink-q and line the statement's first line; blank lines and lines starting
// with "#" are comments. Every entry needs a reason, and none may appear twice.
func ReadList(path string) (List, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	list := List{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, reason, err := parseEntry(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if _, dup := list[key]; dup {
			return nil, fmt.Errorf("%s:%d: %s is listed twice", path, n, key)
		}
		list[key] = reason
	}
	return list, sc.Err()
}

func parseEntry(line string) (key, reason string, err error) {
	file, rest, ok := strings.Cut(line, ":")
	if !ok {
		return "", "", fmt.Errorf("want file:line: reason, got %q", line)
	}
	num, reason, ok := strings.Cut(rest, ":")
	n, convErr := strconv.Atoi(num)
	reason = strings.TrimSpace(reason)
	switch {
	case !ok || convErr != nil || n < 1:
		return "", "", fmt.Errorf("want file:line: reason, got %q", line)
	case reason == "":
		return "", "", fmt.Errorf("%s:%d has no reason", file, n)
	}
	return Key(file, n), reason, nil
}

// Key names a statement as the lists do.
func Key(file string, line int) string { return file + ":" + strconv.Itoa(line) }
