package plan

import "strconv"

// FieldNames are the fields' names, in order.
func FieldNames(fields []Field) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = f.Name
	}
	return out
}

// UniqueNames makes names unique as Calcite does: a repeated name gets the first free number
// appended (cid, cid0, cid1).
func UniqueNames(names []string) []string {
	used := map[string]bool{}
	out := make([]string, len(names))
	for i, n := range names {
		name := n
		for k := 0; used[name]; k++ {
			name = n + strconv.Itoa(k)
		}
		used[name] = true
		out[i] = name
	}
	return out
}
