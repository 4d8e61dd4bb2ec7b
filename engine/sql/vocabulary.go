package sql

import "sort"

// Keywords returns the words Flink SQL reserves, sorted: the editor highlights and completes
// them.
func Keywords() []string {
	out := make([]string, 0, len(reservedWords))
	for w := range reservedWords {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}
