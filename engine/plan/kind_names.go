package plan

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// JoinKind is what a Join keeps of its inputs' rows. It is a number, not a string, so that a
// comparison with a misspelt literal does not compile; the zero value is no kind at all, so a
// join built without one fails in every switch over its kind instead of passing for INNER.
type JoinKind uint8

// The join kinds. SEMI, ANTI, MARK and SINGLE come from subqueries only.
const (
	JoinInner JoinKind = iota + 1
	JoinLeft
	JoinRight
	JoinFull
	// JoinSemi keeps each left row that has a match, once.
	JoinSemi
	// JoinAnti keeps each left row that has no match.
	JoinAnti
	// JoinMark keeps every left row and adds a BOOLEAN saying whether it has a match.
	JoinMark
	// JoinSingle is a LEFT join whose right side must give at most one row per left row, as a
	// scalar subquery must.
	JoinSingle
)

// JoinKinds are all the join kinds, for tests that go over each.
var JoinKinds = []JoinKind{JoinInner, JoinLeft, JoinRight, JoinFull, JoinSemi, JoinAnti, JoinMark, JoinSingle}

// String is the kind's SQL name, which EXPLAIN prints as joinType=[...] in Calcite's trees.
func (k JoinKind) String() string {
	switch k {
	case JoinInner:
		return "INNER"
	case JoinLeft:
		return "LEFT"
	case JoinRight:
		return "RIGHT"
	case JoinFull:
		return "FULL"
	case JoinSemi:
		return "SEMI"
	case JoinAnti:
		return "ANTI"
	case JoinMark:
		return "MARK"
	case JoinSingle:
		return "SINGLE"
	default:
		return fmt.Sprintf("JoinKind(%d)", uint8(k))
	}
}

// NullsLeft says the join pads unmatched right rows with NULL left fields: RIGHT and FULL.
func (k JoinKind) NullsLeft() bool { return k == JoinRight || k == JoinFull }

// NullsRight says the join pads unmatched left rows with NULL right fields: LEFT and FULL.
// SINGLE pads too, but its right fields are a subquery's value, not a side of the SQL join.
func (k JoinKind) NullsRight() bool { return k == JoinLeft || k == JoinFull }

// joinKindOf is the plan's kind of a SQL join: CROSS and comma joins are INNER joins without a
// condition.
func joinKindOf(j *sql.Join) (JoinKind, error) {
	switch j.Kind {
	case sql.InnerJoin, sql.CrossJoin, sql.CommaJoin:
		return JoinInner, nil
	case sql.LeftJoin:
		return JoinLeft, nil
	case sql.RightJoin:
		return JoinRight, nil
	case sql.FullJoin:
		return JoinFull, nil
	default:
		return 0, notSupported(j, fmt.Sprintf("the join kind %v", j.Kind))
	}
}

// SetOpKind is the operation of a SetOp; the zero value is none, as for JoinKind.
type SetOpKind uint8

// The set operations.
const (
	SetOpUnion SetOpKind = iota + 1
	SetOpIntersect
	SetOpExcept
)

// SetOpKinds are all the set operations, for tests that go over each.
var SetOpKinds = []SetOpKind{SetOpUnion, SetOpIntersect, SetOpExcept}

// String is the operation's SQL name, as Flink's messages print it.
func (k SetOpKind) String() string {
	switch k {
	case SetOpUnion:
		return "UNION"
	case SetOpIntersect:
		return "INTERSECT"
	case SetOpExcept:
		return "EXCEPT"
	default:
		return fmt.Sprintf("SetOpKind(%d)", uint8(k))
	}
}

// setOpKindOf is the plan's kind of a SQL set operation.
func setOpKindOf(q *sql.SetOp) (SetOpKind, error) {
	switch q.Op {
	case sql.Union:
		return SetOpUnion, nil
	case sql.Intersect:
		return SetOpIntersect, nil
	case sql.Except:
		return SetOpExcept, nil
	default:
		return 0, notSupported(q, fmt.Sprintf("the set operation %d", int(q.Op)))
	}
}

// WindowKind is the window function of a WindowTVF; the zero value is none, as for JoinKind.
type WindowKind uint8

// The window table-valued functions.
const (
	WindowTumble WindowKind = iota + 1
	WindowHop
	WindowCumulate
	// WindowSession merges the rows of a partition into sessions, each ending a gap after its
	// last row: an unaligned window, which Flink runs in streaming mode only.
	WindowSession
)

// WindowKinds are all the window functions, for tests that go over each.
var WindowKinds = []WindowKind{WindowTumble, WindowHop, WindowCumulate, WindowSession}

// String is the function's SQL name, which EXPLAIN prints in window=[...].
func (k WindowKind) String() string {
	switch k {
	case WindowTumble:
		return "TUMBLE"
	case WindowHop:
		return "HOP"
	case WindowCumulate:
		return "CUMULATE"
	case WindowSession:
		return "SESSION"
	default:
		return fmt.Sprintf("WindowKind(%d)", uint8(k))
	}
}

// windowKindNamed is the window function of an upper-case SQL name, and false for another
// table function.
func windowKindNamed(name string) (WindowKind, bool) {
	for _, k := range WindowKinds {
		if k.String() == name {
			return k, true
		}
	}
	return 0, false
}
