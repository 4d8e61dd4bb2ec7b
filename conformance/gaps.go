package conformance

import (
	"bufio"
	"fmt"
	"strings"
)

// KnownGaps maps a case name to the reason Flinkpad does not pass it yet.
type KnownGaps map[string]string

// ParseKnownGaps reads known-gaps.txt: one case a line, "name: reason"; '#' starts a comment.
func ParseKnownGaps(text string) (KnownGaps, error) {
	return parseReasons("known-gaps.txt", text)
}

// parseReasons reads a list of "name: reason" lines, with # comments and blank lines.
func parseReasons(file, text string) (KnownGaps, error) {
	gaps := KnownGaps{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, ok := strings.Cut(line, ":")
		name, reason = strings.TrimSpace(name), strings.TrimSpace(reason)
		if !ok || name == "" || reason == "" {
			return nil, fmt.Errorf("%s:%d: want \"case: reason\", got %q", file, n, line)
		}
		if _, dup := gaps[name]; dup {
			return nil, fmt.Errorf("%s:%d: %s is listed twice", file, n, name)
		}
		gaps[name] = reason
	}
	return gaps, sc.Err()
}
