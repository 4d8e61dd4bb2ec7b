package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// joinUpsertKeys are a join's upsert keys as Flink's FlinkRelMdUpsertKeys gives them: a key of
// each side together; a side's keys alone when the other side is unique on its join fields and
// the join never pads the side with NULLs; and each key again with a join field replaced by
// the field it equals on the other side, where that side is never padded. A semi or anti join
// keeps its left keys. Only keys holding a side's join fields count, as the inputs arrive
// hashed on them.
func (pr *Props) joinUpsertKeys(n *plan.Join) [][]int {
	lk, rk := plan.EquiKeys(n)
	left := hashedKeys(pr.UpsertKeys(n.Left), lk)
	if n.Kind == plan.JoinSemi || n.Kind == plan.JoinAnti {
		return left
	}
	right := hashedKeys(pr.UpsertKeys(n.Right), rk)
	width := len(n.Left.Fields())
	shift := func(k []int) []int {
		out := make([]int, len(k))
		for i, f := range k {
			out[i] = f + width
		}
		return out
	}
	nullsOnLeft := n.Kind == plan.JoinRight || n.Kind == plan.JoinFull
	nullsOnRight := n.Kind == plan.JoinLeft || n.Kind == plan.JoinFull
	var keys [][]int
	for _, l := range left {
		for _, r := range right {
			keys = addKey(keys, append(slices.Clone(l), shift(r)...))
		}
	}
	if sideUnique(right, rk) && !nullsOnLeft {
		for _, l := range left {
			keys = addKey(keys, slices.Clone(l))
		}
	}
	if sideUnique(left, lk) && !nullsOnRight {
		for _, r := range right {
			keys = addKey(keys, shift(r))
		}
	}
	return enrichKeys(keys, lk, shift(rk), !nullsOnLeft, !nullsOnRight)
}

// hashedKeys are the keys that stay keys after an exchange hashed on fields (all of them when
// there are no fields: the exchange then sends every row to one task).
func hashedKeys(keys [][]int, fields []int) [][]int {
	if len(fields) == 0 {
		return keys
	}
	return filterKeys(keys, fields)
}

// sideUnique reports whether a side's join fields hold one of its keys.
func sideUnique(keys [][]int, joinFields []int) bool {
	for _, k := range keys {
		if containsAll(joinFields, k) {
			return true
		}
	}
	return false
}

// maxEnrichedKeys caps the keys enrichKeys generates, as Flink does.
const maxEnrichedKeys = 128

// enrichKeys adds, for each key, the keys got by replacing a join field with the one it equals
// on the other side, repeatedly: right by left where the left side is never NULL-padded, left
// by right where the right side is never NULL-padded.
func enrichKeys(keys [][]int, left, right []int, rightToLeft, leftToRight bool) [][]int {
	seen := slices.Clone(keys)
	queue := slices.Clone(keys)
	replace := func(k []int, from, to int) []int {
		out := slices.DeleteFunc(slices.Clone(k), func(f int) bool { return f == from })
		if !slices.Contains(out, to) {
			out = append(out, to)
		}
		slices.Sort(out)
		return out
	}
	add := func(k []int) {
		if len(seen) < maxEnrichedKeys && !slices.ContainsFunc(seen, func(s []int) bool { return slices.Equal(s, k) }) {
			seen = append(seen, k)
			queue = append(queue, k)
		}
	}
	for len(queue) > 0 && len(seen) < maxEnrichedKeys {
		k := queue[0]
		queue = queue[1:]
		for i := range left {
			if rightToLeft && slices.Contains(k, right[i]) {
				add(replace(k, right[i], left[i]))
			}
			if leftToRight && slices.Contains(k, left[i]) {
				add(replace(k, left[i], right[i]))
			}
		}
	}
	return seen
}
