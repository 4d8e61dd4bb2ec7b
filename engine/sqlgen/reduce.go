package sqlgen

import (
	"sort"
	"strings"
	"time"
)

// Reduce shrinks a failing script while fails still holds: it drops statements, then replaces
// parenthesized groups by smaller text (one of their comma-separated items, or a literal) and
// drops items of comma-separated lists. It stops when a pass changes nothing or after budget.
func Reduce(stmts []string, fails func([]string) bool, budget time.Duration) []string {
	deadline := time.Now().Add(budget)
	cur := append([]string(nil), stmts...)
	// Every step must make the script shorter, so that the reduction ends.
	try := func(cand []string) bool {
		if time.Now().After(deadline) || len(Join(cand)) >= len(Join(cur)) {
			return false
		}
		if fails(cand) {
			cur = cand
			return true
		}
		return false
	}
	for changed := true; changed && time.Now().Before(deadline); {
		changed = false
		for i := len(cur) - 1; i >= 0; i-- {
			if i < len(cur) && try(without(cur, i)) {
				changed = true
			}
		}
		for i := range cur {
			for _, s := range shrinks(cur[i]) {
				cand := append([]string(nil), cur...)
				cand[i] = s
				if try(cand) {
					changed = true
					break // the statement changed: its groups moved
				}
			}
		}
	}
	return cur
}

func without(xs []string, i int) []string {
	out := append([]string(nil), xs[:i]...)
	return append(out, xs[i+1:]...)
}

// shrinks are smaller versions of a statement, the biggest cuts first.
func shrinks(s string) []string {
	groups := parenGroups(s)
	// Longest groups first: cutting them removes the most.
	sort.SliceStable(groups, func(i, j int) bool { return groups[i][1]-groups[i][0] > groups[j][1]-groups[j][0] })
	var out []string
	for _, g := range groups {
		inner := s[g[0]+1 : g[1]]
		items := splitTop(inner)
		switch {
		case len(items) > 8: // a long list: halve it rather than try each item
			half := len(items) / 2
			out = append(out, s[:g[0]+1]+strings.Join(items[:half], ",")+s[g[1]:],
				s[:g[0]+1]+strings.Join(items[half:], ",")+s[g[1]:])
		case len(items) > 1:
			out = append(out, s[:g[0]+1]+strings.TrimSpace(items[0])+s[g[1]:])
			for k := range items {
				out = append(out, s[:g[0]+1]+strings.Join(without(items, k), ",")+s[g[1]:])
			}
		}
		for _, lit := range []string{"1", "''", "NULL", "TRUE"} {
			if inner != lit {
				out = append(out, s[:g[0]+1]+lit+s[g[1]:])
			}
		}
	}
	return out
}

// parenGroups are the byte spans [open, close] of balanced parentheses outside string literals.
func parenGroups(s string) [][2]int {
	var stack []int
	var groups [][2]int
	inString := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'':
			inString = !inString
		case inString:
		case c == '(':
			stack = append(stack, i)
		case c == ')' && len(stack) > 0:
			groups = append(groups, [2]int{stack[len(stack)-1], i})
			stack = stack[:len(stack)-1]
		}
	}
	return groups
}

// splitTop splits at the commas outside nested parentheses and string literals.
func splitTop(s string) []string {
	var items []string
	depth, start := 0, 0
	inString := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'':
			inString = !inString
		case inString:
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == ',' && depth == 0:
			items = append(items, s[start:i])
			start = i + 1
		}
	}
	return append(items, s[start:])
}
