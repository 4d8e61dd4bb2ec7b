package exec

import (
	"regexp"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Regular expression kernels. Flink compiles Java regular expressions; Go's RE2 syntax agrees
// on the common constructs, and a pattern Go cannot compile (back references, lookaround)
// behaves as one Java rejects: REGEXP_REPLACE and REGEXP_EXTRACT give NULL, REGEXP false.

func init() {
	registerKernels(map[plan.Op]kernel{
		"REGEXP_REPLACE": regexpReplaceKernel,
		"REGEXP_EXTRACT": regexpExtractKernel,
		"REGEXP":         regexpKernel,
	})
}

// patterns compiles the patterns of one operand, once when it is a literal and otherwise once
// per distinct value met in the batch.
type patterns struct {
	cache map[string]*regexp.Regexp
}

func (p *patterns) get(pattern string) *regexp.Regexp {
	if re, ok := p.cache[pattern]; ok {
		return re
	}
	if p.cache == nil {
		p.cache = map[string]*regexp.Regexp{}
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		re = nil
	}
	if len(p.cache) < 1024 {
		p.cache[pattern] = re
	}
	return re
}

// regexpReplaceKernel is REGEXP_REPLACE(s, pattern, replacement): the replacement is literal
// text ('$1' stays '$1', as Flink quotes it).
func regexpReplaceKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, pat, repl := stringsOf(args[0]), stringsOf(args[1]), stringsOf(args[2])
	var ps patterns
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		re := ps.get(pat.Value(i))
		if re == nil {
			return "", false, nil
		}
		// Every match may grow the value (an empty pattern matches between all characters):
		// the size is counted as the matches are replaced, and once past the bound the rest
		// are replaced by nothing, so that no more than the bound is ever built.
		s, r := x.Value(i), repl.Value(i)
		size := int64(len(s))
		out := re.ReplaceAllStringFunc(s, func(m string) string {
			if size += int64(len(r) - len(m)); size > MaxValueBytes {
				return ""
			}
			return r
		})
		if err := checkValueSize(string(c.Op), size); err != nil {
			return "", false, err
		}
		return out, true, nil
	})
}

// regexpExtractKernel is REGEXP_EXTRACT(s, pattern [, group]): the group (0 by default) of the
// first match; NULL without a match, for a group out of range or one that matched nothing.
func regexpExtractKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, pat := stringsOf(args[0]), stringsOf(args[1])
	group := func(int) int64 { return 0 }
	if len(args) == 3 {
		group = intsOf(args[2])
	}
	var ps patterns
	return stringResult(k, args, func(i int) (string, bool) {
		re := ps.get(pat.Value(i))
		if re == nil {
			return "", false
		}
		s := x.Value(i)
		m := re.FindStringSubmatchIndex(s)
		g := group(i)
		if m == nil || g < 0 || int(g) > re.NumSubexp() || m[2*g] < 0 {
			return "", false
		}
		return s[m[2*g]:m[2*g+1]], true
	}), nil
}

// regexpKernel is REGEXP(s, pattern): whether the pattern matches anywhere; false for an empty
// pattern.
func regexpKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, pat := stringsOf(args[0]), stringsOf(args[1])
	var ps patterns
	return boolResult(k, args, func(i int) (bool, bool) {
		p := pat.Value(i)
		if p == "" {
			return false, true
		}
		re := ps.get(p)
		return re != nil && re.MatchString(x.Value(i)), true
	}), nil
}
