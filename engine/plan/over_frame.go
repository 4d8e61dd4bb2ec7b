package plan

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Frame is an OVER call's window frame, as Calcite's RexWindow holds it: ROWS or RANGE, and
// two bounds. Offsets are row counts for ROWS and order key distances for RANGE.
type Frame struct {
	Rows         bool
	Lower, Upper FrameBound
	// Explicit is set when the query wrote a frame that differs from the default one, which
	// Calcite then prints in the call's digest.
	Explicit bool
}

// BoundKind is the kind of a frame bound, the parser's, named here so that the executor reads
// frames without the parser.
type BoundKind = sql.BoundKind

// The frame bound kinds.
const (
	UnboundedPreceding = sql.UnboundedPreceding
	Preceding          = sql.Preceding
	CurrentRow         = sql.CurrentRow
	Following          = sql.Following
	UnboundedFollowing = sql.UnboundedFollowing
)

// FrameBound is one end of a frame.
type FrameBound struct {
	Kind   BoundKind
	Offset int64 // for Preceding and Following
	// Interval is an interval offset's type as Calcite prints it in the call's digest
	// (INTERVAL SECOND: 3000:INTERVAL SECOND PRECEDING), empty for a row count or a number.
	Interval string
}

// defaultFrame is the frame of a call written without one: RANGE UNBOUNDED PRECEDING up to the
// current row and its peers with an ORDER BY, the whole partition without; ROW_NUMBER counts
// rows (ROWS UNBOUNDED PRECEDING AND CURRENT ROW).
func defaultFrame(ordered, rowNumber bool) Frame {
	f := Frame{Lower: FrameBound{Kind: sql.UnboundedPreceding}, Upper: FrameBound{Kind: sql.CurrentRow}}
	switch {
	case rowNumber:
		f.Rows = true
	case !ordered:
		f.Upper.Kind = sql.UnboundedFollowing
	}
	return f
}

// Same reports whether two frames are one window frame.
func (f Frame) Same(g Frame) bool {
	return f.Rows == g.Rows && f.Lower == g.Lower && f.Upper == g.Upper
}

// HasOffset reports whether a bound of the frame is an offset (n PRECEDING or FOLLOWING).
func (f Frame) HasOffset() bool {
	offset := func(b FrameBound) bool { return b.Kind == sql.Preceding || b.Kind == sql.Following }
	return offset(f.Lower) || offset(f.Upper)
}

// String prints the frame as Flink's OverAggregate does: ROWS BETWEEN 1 PRECEDING AND CURRENT ROW.
func (f Frame) String() string {
	unit := "RANGE"
	if f.Rows {
		unit = "ROWS"
	}
	return unit + " BETWEEN " + f.Lower.String() + " AND " + f.Upper.String()
}

// digest prints the frame as Calcite's RexOver digest does: the lower bound alone when the
// upper one is the current row.
func (f Frame) digest() string {
	unit := "RANGE "
	if f.Rows {
		unit = "ROWS "
	}
	if f.Upper.Kind == sql.CurrentRow {
		return unit + f.Lower.digest()
	}
	return unit + "BETWEEN " + f.Lower.digest() + " AND " + f.Upper.digest()
}

// digest prints a bound as Calcite's RexWindowBound does, an interval offset with its type.
func (b FrameBound) digest() string {
	if b.Interval != "" && (b.Kind == sql.Preceding || b.Kind == sql.Following) {
		s := b.String()
		i := strings.IndexByte(s, ' ')
		return s[:i] + ":" + b.Interval + s[i:]
	}
	return b.String()
}

func (b FrameBound) String() string {
	switch b.Kind {
	case sql.UnboundedPreceding:
		return "UNBOUNDED PRECEDING"
	case sql.UnboundedFollowing:
		return "UNBOUNDED FOLLOWING"
	case sql.Preceding:
		return strconv.FormatInt(b.Offset, 10) + " PRECEDING"
	case sql.Following:
		return strconv.FormatInt(b.Offset, 10) + " FOLLOWING"
	}
	return "CURRENT ROW"
}

// bindFrame binds a written frame; offsets must be non-negative integer literals.
func (b *Binder) bindFrame(w *sql.WindowFrame, sc scope, ordered bool) (Frame, error) {
	f := Frame{Rows: !w.Range, Upper: FrameBound{Kind: sql.CurrentRow}}
	var err error
	if f.Lower, err = b.bindFrameBound(w.Start, sc); err != nil {
		return Frame{}, err
	}
	if w.Finish != nil {
		if f.Upper, err = b.bindFrameBound(w.Finish, sc); err != nil {
			return Frame{}, err
		}
	}
	if f.Lower.Kind == sql.UnboundedFollowing {
		return Frame{}, validatorError(w.Start, "UNBOUNDED FOLLOWING cannot be specified for the lower frame boundary")
	}
	if f.Upper.Kind == sql.UnboundedPreceding {
		return Frame{}, validatorError(w.Finish, "UNBOUNDED PRECEDING cannot be specified for the upper frame boundary")
	}
	f.Explicit = !f.Same(defaultFrame(ordered, false))
	return f, nil
}

func (b *Binder) bindFrameBound(fb *sql.FrameBound, sc scope) (FrameBound, error) {
	out := FrameBound{Kind: fb.Kind}
	if fb.Offset == nil {
		return out, nil
	}
	e, err := b.bindExpr(fb.Offset, sc)
	if err != nil {
		return FrameBound{}, err
	}
	v, ok := literalInt(e)
	if !ok || v < 0 {
		return FrameBound{}, notSupported(fb, "this window frame offset")
	}
	out.Offset = v
	if l, ok := fb.Offset.(*sql.IntervalLiteral); ok {
		out.Interval = "INTERVAL " + l.Qualifier.String()
	}
	return out, nil
}

// checkFrameOffsets rejects frame offsets whose type does not fit the order key, with Flink's
// errors: a year-month interval, an interval over an order key that is not a TIMESTAMP, a
// number over a TIMESTAMP one. An interval in a ROWS frame is, as Flink reads it, a count of
// rows: its milliseconds (over_stream_bounded_rows_interval).
func checkFrameOffsets(w *sql.WindowFrame, c *OverCall) error {
	f := c.Frame
	for _, b := range []FrameBound{f.Lower, f.Upper} {
		if b.Kind != sql.Preceding && b.Kind != sql.Following {
			continue
		}
		interval := b.Interval != ""
		if interval && (strings.Contains(b.Interval, "YEAR") || strings.Contains(b.Interval, "MONTH")) {
			return validationError(w, "INTERVAL_YEAR_MONTH type is not allowed for window boundary")
		}
		if f.Rows || len(c.OrderBy) != 1 {
			continue
		}
		k := c.OrderBy[0].Expr.Type().Kind
		timestamp := k == types.KindTimestamp || k == types.KindTimestampLTZ
		if interval != timestamp {
			return validatorError(w, "Data Type mismatch between ORDER BY and RANGE clause")
		}
	}
	return nil
}
