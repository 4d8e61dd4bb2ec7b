package plan

import (
	"strings"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// similarSpecials are the characters a SIMILAR TO escape may make literal (Calcite's
// Like.SQL_SIMILAR_SPECIALS).
const similarSpecials = "[]()|^-+*_%?{}\""

// bindSimilarTo binds x [NOT] SIMILAR TO 'pattern' [ESCAPE 'c'] with literal pattern and
// escape. Calcite's translation checks the escape before it translates, and Flink reports those
// errors as it plans; the rest of the translation (brackets) fails when the job runs
// (exec/func_similar.go).
func (b *Binder) bindSimilarTo(e *sql.LikeExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	pattern, err := b.bindExpr(e.Pattern, sc)
	if err != nil {
		return nil, err
	}
	args := []Expr{x, pattern}
	if e.Escape != nil {
		escape, err := b.bindExpr(e.Escape, sc)
		if err != nil {
			return nil, err
		}
		args = append(args, escape)
	}
	for _, a := range args {
		if !a.Type().IsCharString() {
			parts := make([]string, len(args))
			for i, a := range args {
				parts[i] = "<" + a.Type().CalciteName() + ">"
			}
			return nil, validatorError(e, "Cannot apply 'SIMILAR TO' to arguments of type 'SIMILAR TO(%s)'. Supported form(s): 'SIMILAR TO(<STRING>, <STRING>, <STRING>)'",
				strings.Join(parts, ", "))
		}
	}
	lit, ok := args[1].(*Literal)
	if !ok || lit.Value == nil {
		return nil, notSupported(e.Pattern, "SIMILAR TO with a pattern that is not a string literal")
	}
	text := lit.Value.(string)
	nullable := x.Type().Nullable()
	if len(args) == 3 {
		esc, ok := args[2].(*Literal)
		if !ok || esc.Value == nil {
			return nil, notSupported(e.Escape, "SIMILAR TO with an ESCAPE that is not a string literal")
		}
		if utf8.RuneCountInString(esc.Value.(string)) != 1 {
			return nil, validationError(e.Escape, "Invalid escape character '%s'", esc.Value.(string))
		}
		if at, bad := similarEscapeError(text, []rune(esc.Value.(string))[0]); bad {
			return nil, validationError(e.Pattern, "Invalid escape sequence '%s', %d", text, at)
		}
	}
	var r Expr = &Call{Op: OpSimilarTo, Args: args, T: types.Boolean.WithNullable(nullable)}
	if e.Not {
		r = &Call{Op: OpNot, Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}

// similarEscapeError is Calcite's check of a SIMILAR TO pattern's escapes
// (similarEscapeRuleChecking, and the escape branch of sqlToRegexSimilar outside brackets): an
// escape must be followed by a special character or by itself, and with ':' as the escape a
// "[:" needs a ":]". It returns the index Calcite reports.
func similarEscapeError(pattern string, escape rune) (int, bool) {
	rs := []rune(pattern)
	if escape == ':' {
		// Calcite looks for ":]" only after a "[:", and fails without either.
		at := strings.Index(pattern, "[:")
		if at >= 0 {
			at = strings.Index(pattern, ":]")
		}
		if at < 0 {
			return at, true
		}
	}
	special := strings.ContainsRune(similarSpecials, escape)
	inBrackets := false
	for i := 0; i < len(rs); i++ {
		switch {
		case rs[i] == escape:
			if i+1 >= len(rs) {
				return i, true
			}
			next := rs[i+1]
			if !strings.ContainsRune(similarSpecials, next) && next != escape {
				if inBrackets && !special {
					// Inside brackets Calcite fails the translation instead, as the job runs.
					i++
					continue
				}
				return i, true
			}
			i++
		case rs[i] == '[':
			inBrackets = true
		case rs[i] == ']':
			inBrackets = false
		}
	}
	return 0, false
}
