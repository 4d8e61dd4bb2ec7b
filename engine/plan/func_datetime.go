package plan

import (
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Date and time functions. EXTRACT and its shortcuts (YEAR(x) is EXTRACT(YEAR FROM x)) give
// BIGINT; FLOOR and CEIL to a unit and TIMESTAMPADD keep the operand's type (TIMESTAMPADD of
// hours to a DATE makes a TIMESTAMP(6)); TIMESTAMPDIFF gives INT. The parsing and formatting
// functions give nullable results: a string that does not parse is NULL.

// Session is what a session contributes to binding: its time zone (table.local-time-zone)
// and the start of the statement, which the current-time functions read once in batch mode,
// as Flink evaluates them once per query there (per record in streaming mode).
type Session struct {
	Zone  *time.Location
	Start time.Time
	// Streaming is the runtime mode: in streaming mode a watermark makes its column a rowtime
	// attribute (timeattr.go).
	Streaming bool
	// DynamicTableOptions is table.dynamic-table-options.enabled as set, "" when unset; it
	// allows OPTIONS hints (hint_table.go).
	DynamicTableOptions string
	// SourceChangelog tells what a table's source produces (scan_changelog.go); nil: inserts.
	SourceChangelog func(id catalog.ObjectIdentifier, t *catalog.Table) (ChangelogMode, error)
}

// Location is the session's time zone, UTC when unset.
func (s *Session) Location() *time.Location {
	if s == nil || s.Zone == nil {
		return time.UTC
	}
	return s.Zone
}

// Started is when the statement started, as the current-time functions read it; now for a
// call bound without a session.
func (s *Session) Started() time.Time {
	if s == nil || s.Start.IsZero() {
		return time.Now()
	}
	return s.Start
}

// PerRecordClock reports whether the current-time functions read the clock for each record,
// as Flink's code generation makes them in streaming mode; in batch mode they are read once,
// at the query's start.
func (s *Session) PerRecordClock() bool { return s != nil && s.Streaming }

// WithSession sets the session the binder's calls depend on; without it the time zone is UTC
// and the statement starts when the binder first needs the time.
func (b *Binder) WithSession(s Session) *Binder {
	b.session = &s
	return b
}

func (b *Binder) sessionOf() *Session {
	if b.session == nil {
		b.session = &Session{Zone: time.UTC}
	}
	if b.session.Start.IsZero() {
		b.session.Start = time.Now()
	}
	return b.session
}

var (
	bigintType = types.BigInt.AsNotNull()
	datetimes  = sig(famDatetime)
)

func init() {
	for name, unit := range map[string]string{"YEAR": "YEAR", "QUARTER": "QUARTER", "MONTH": "MONTH", "WEEK": "WEEK",
		"DAYOFYEAR": "DOY", "DAYOFMONTH": "DAY", "DAYOFWEEK": "DOW", "HOUR": "HOUR", "MINUTE": "MINUTE", "SECOND": "SECOND"} {
		register(&function{name: name, sigs: []signature{datetimes}, bind: bindDatePart(unit)})
	}
	register(
		&function{name: "EXTRACT", bind: bindExtractCall,
			forms: "'EXTRACT(<DATETIME_INTERVAL> FROM <DATETIME_INTERVAL>)'\n'EXTRACT(<DATETIME_INTERVAL> FROM <DATETIME>)'"},
		&function{name: "TIMESTAMPADD", raw: bindTimestampAdd, forms: "'TIMESTAMPADD(<ANY>, <INTEGER>, <DATETIME>)'"},
		&function{name: "TIMESTAMPDIFF", raw: bindTimestampDiff, forms: "'TIMESTAMPDIFF(<ANY>, <DATETIME>, <DATETIME>)'"},
		&function{name: "DATE_FORMAT", sigs: []signature{sig(famTimestamp, famCharacter), sig(famCharacter, famCharacter)},
			result: forceNullable(strType), bind: sessionCall},
		&function{name: "TO_DATE", sigs: []signature{chars, sig(famCharacter, famCharacter)}, result: forceNullable(types.Date)},
		&function{name: "TO_TIMESTAMP", sigs: []signature{chars, sig(famCharacter, famCharacter)},
			result: forceNullable(types.Timestamp(3))},
		&function{name: "TO_TIMESTAMP_LTZ", bind: bindToTimestampLTZ},
		&function{name: "UNIX_TIMESTAMP", sigs: []signature{niladic, chars, sig(famCharacter, famCharacter)},
			result: fixed(bigintType), bind: sessionCall},
		&function{name: "FROM_UNIXTIME", sigs: []signature{sig(famInteger), sig(famInteger, famCharacter)},
			result: forceNullable(strType), bind: sessionCall},
		&function{name: "CONVERT_TZ", sigs: []signature{sig(famCharacter, famCharacter, famCharacter)}, result: forceNullable(strType)},
		&function{name: "CURRENT_TIMESTAMP", sigs: []signature{niladic, sig(famInteger)}, result: fixed(types.TimestampLTZ(3).AsNotNull()), bind: sessionCall},
		&function{name: "NOW", sigs: []signature{niladic}, result: fixed(types.TimestampLTZ(3).AsNotNull()), bind: sessionCall},
		&function{name: "CURRENT_ROW_TIMESTAMP", sigs: []signature{niladic}, result: fixed(types.TimestampLTZ(3).AsNotNull()),
			bind: sessionCall},
		&function{name: "LOCALTIMESTAMP", sigs: []signature{niladic, sig(famInteger)}, result: fixed(types.Timestamp(3).AsNotNull()), bind: sessionCall},
		&function{name: "CURRENT_DATE", sigs: []signature{niladic}, result: fixed(types.Date.AsNotNull()), bind: sessionCall},
		&function{name: "CURRENT_TIME", sigs: []signature{niladic, sig(famInteger)}, result: fixed(types.Time(0).AsNotNull()), bind: sessionCall},
		&function{name: "LOCALTIME", sigs: []signature{niladic, sig(famInteger)}, result: fixed(types.Time(0).AsNotNull()), bind: sessionCall},
	)
}

// sessionCall binds a call that reads the session's time zone or start.
func sessionCall(b *Binder, c *call) (Expr, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	t, err := c.fn.result(c)
	if err != nil {
		return nil, err
	}
	name := c.fn.name
	if name == "NOW" {
		name = "CURRENT_TIMESTAMP"
	}
	if len(c.args) == 1 && (name == "CURRENT_TIMESTAMP" || name == "LOCALTIMESTAMP" || name == "CURRENT_TIME" || name == "LOCALTIME") {
		// The validator takes a precision, the code generation does not.
		err := validationError(c.at, "Unsupported call: %s(%s) ", name, c.args[0].Type())
		err.Class = "org.apache.flink.table.planner.codegen.CodeGenException"
		return nil, err
	}
	return &Call{Op: Op(name), Args: c.args, T: t, Session: b.sessionOf()}, nil
}

// bindDatePart binds YEAR(x) and its siblings as EXTRACT(unit FROM x).
func bindDatePart(unit string) func(b *Binder, c *call) (Expr, error) {
	return func(b *Binder, c *call) (Expr, error) {
		if len(c.args) != 1 {
			return nil, c.countError()
		}
		return b.callFunction(c.at, "EXTRACT", []Expr{flag(unit), c.args[0]}, nil)
	}
}

func (b *Binder) bindExtract(e *sql.ExtractExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	return b.callFunction(e, "EXTRACT", []Expr{flag(e.Unit), x}, nil)
}

// dateUnits are the units EXTRACT takes from the date part of a value.
var dateUnits = map[string]bool{"YEAR": true, "QUARTER": true, "MONTH": true, "WEEK": true, "DAY": true, "DOW": true,
	"DOY": true, "ISODOW": true, "ISOYEAR": true, "DECADE": true, "CENTURY": true, "MILLENNIUM": true, "EPOCH": true}

// bindExtractCall checks EXTRACT(unit FROM x): x a date, time, timestamp or interval.
func bindExtractCall(b *Binder, c *call) (Expr, error) {
	unit, x := flagName(c.args[0]), c.args[1].Type()
	if !x.Is(types.FamilyDatetime) && !x.Is(types.FamilyInterval) {
		return nil, validatorError(c.at, "Cannot apply 'EXTRACT' to arguments of type 'EXTRACT(<INTERVAL %s> FROM <%s>)'. Supported form(s): %s",
			unit, x.CalciteName(), c.fn.forms)
	}
	switch {
	case x.Kind == types.KindTime && dateUnits[unit]:
		// Flink's code generation rejects it.
		return nil, validationError(c.at, "unit %s can not be applied to time variable", unit)
	case (unit == "MICROSECOND" || unit == "NANOSECOND") && x.Kind != types.KindTimestamp && x.Kind != types.KindTimestampLTZ:
		return nil, validationError(c.at, "unit %s can not be applied to %s variable", unit, x)
	}
	return &Call{Op: "EXTRACT", Args: c.args, T: bigintType.WithNullable(x.Nullable()), Session: b.sessionOf()}, nil
}

// floorUnits are the units FLOOR and CEIL round a date or time to.
var floorUnits = map[string]bool{"MILLENNIUM": true, "CENTURY": true, "DECADE": true, "YEAR": true, "QUARTER": true,
	"MONTH": true, "WEEK": true, "DAY": true, "HOUR": true, "MINUTE": true, "SECOND": true, "MILLISECOND": true}

// bindFloorCeilTo binds FLOOR(x TO unit) and CEIL(x TO unit), of the operand's type.
func (b *Binder) bindFloorCeilTo(e *sql.FloorCeilExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	name := strings.ToUpper(e.Func)
	if name == "CEILING" {
		name = "CEIL"
	}
	t := x.Type()
	if t.Kind != types.KindDate && t.Kind != types.KindTime && !t.IsTimestamp() {
		return nil, validatorError(e, "Cannot apply '%s' to arguments of type '%s(<%s>, <INTERVAL %s>)'. Supported form(s): %s",
			name, name, t.CalciteName(), e.Unit, floorForms(name))
	}
	if !floorUnits[e.Unit] {
		return nil, notSupported(e, name+" to "+e.Unit)
	}
	return &Call{Op: Op(name), Args: []Expr{x, flag(e.Unit)}, T: t, Session: b.sessionOf()}, nil
}

// timestampAddUnits are the units of TIMESTAMPADD and TIMESTAMPDIFF.
var timestampAddUnits = map[string]bool{"YEAR": true, "QUARTER": true, "MONTH": true, "WEEK": true, "DAY": true,
	"HOUR": true, "MINUTE": true, "SECOND": true, "MILLISECOND": true, "MICROSECOND": true}

// bindTimestampAdd binds TIMESTAMPADD(unit, n, x): x plus n units. Adding hours, minutes or
// seconds to a DATE makes a TIMESTAMP, milliseconds and microseconds widen a TIMESTAMP's
// precision to 3 and 6 (Calcite's SqlTimestampAddFunction).
func bindTimestampAdd(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	unit, args, err := b.unitCall(f, "TIMESTAMPADD", sc)
	if err != nil {
		return nil, err
	}
	n, x := args[0].Type(), args[1].Type()
	if !n.IsIntegerNumeric() || !x.Is(types.FamilyDatetime) {
		return nil, validatorError(f, "Cannot apply 'TIMESTAMPADD' to arguments of type 'TIMESTAMPADD(<INTERVAL %s>, <%s>, <%s>)'. Supported form(s): %s",
			unit, n.CalciteName(), x.CalciteName(), functions["TIMESTAMPADD"].forms)
	}
	if unit == "MICROSECOND" {
		// Calcite divides an interval of microseconds by 1000 with /INT, which Flink's code
		// generation lacks.
		iv := types.Type{Kind: types.KindIntervalDayTime, Resolution: types.ResSecond, Precision: 2, Scale: 3}.WithNullable(n.Nullable())
		err := validationError(f, "Unsupported call: /INT(%s, INT NOT NULL) ", iv)
		err.Class = "org.apache.flink.table.planner.codegen.CodeGenException"
		return nil, err
	}
	t := x
	switch unit {
	case "HOUR", "MINUTE", "SECOND":
		if x.Kind == types.KindDate {
			t = types.Timestamp(types.DefaultTimestampPrecision)
		}
	case "MILLISECOND", "MICROSECOND":
		p := 3
		if unit == "MICROSECOND" {
			p = 6
		}
		switch {
		case x.Kind == types.KindTimestamp || x.Kind == types.KindTimestampLTZ:
			t.Precision = max(t.Precision, p)
		case x.Kind == types.KindDate:
			t = types.Timestamp(p)
		}
	}
	t = t.WithNullable(n.Nullable() || x.Nullable())
	return &Call{Op: OpTimestampAdd, Args: []Expr{flag(unit), args[0], args[1]}, T: t, Session: b.sessionOf()}, nil
}

// bindTimestampDiff binds TIMESTAMPDIFF(unit, a, b): b - a in whole units, an INT.
func bindTimestampDiff(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	unit, args, err := b.unitCall(f, "TIMESTAMPDIFF", sc)
	if err != nil {
		return nil, err
	}
	x, y := args[0].Type(), args[1].Type()
	if !x.Is(types.FamilyDatetime) || !y.Is(types.FamilyDatetime) {
		return nil, validatorError(f, "Cannot apply 'TIMESTAMPDIFF' to arguments of type 'TIMESTAMPDIFF(<INTERVAL %s>, <%s>, <%s>)'. Supported form(s): %s",
			unit, x.CalciteName(), y.CalciteName(), functions["TIMESTAMPDIFF"].forms)
	}
	if unit == "MILLISECOND" || unit == "MICROSECOND" {
		return nil, validationError(f, "Unit '%s' can not be applied to the timestamp difference function.", unit)
	}
	if (x.Kind == types.KindTimestampLTZ) != (y.Kind == types.KindTimestampLTZ) {
		return nil, notSupported(f, "TIMESTAMPDIFF between TIMESTAMP_LTZ and another type")
	}
	t := types.Int.WithNullable(x.Nullable() || y.Nullable())
	return &Call{Op: "TIMESTAMPDIFF", Args: []Expr{flag(unit), args[0], args[1]}, T: t, Session: b.sessionOf()}, nil
}

// unitCall binds the operands of a call whose first operand is a time unit.
func (b *Binder) unitCall(f *sql.FuncCall, name string, sc scope) (string, []Expr, error) {
	if len(f.Args) != 3 {
		return "", nil, validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 3 arguments", name)
	}
	u, ok := f.Args[0].(*sql.TimeUnitExpr)
	if !ok || !timestampAddUnits[u.Unit] {
		return "", nil, notSupported(f, name+" with this unit")
	}
	args, err := b.bindExprs(f.Args[1:], sc)
	return u.Unit, args, err
}

// bindToTimestampLTZ binds TO_TIMESTAMP_LTZ(epoch, precision) and TO_TIMESTAMP_LTZ(string
// [, format [, zone]]): always nullable, of precision 3 unless the precision or the format's
// fraction asks for more (Flink's ToTimestampLtzTypeStrategy).
func bindToTimestampLTZ(b *Binder, c *call) (Expr, error) {
	n := len(c.args)
	if n < 1 || n > 3 {
		return nil, noSignatureMatch(c)
	}
	first := c.args[0].Type()
	precision := 3
	switch {
	case first.IsNumeric() && n <= 2:
		if n == 2 {
			if c.args[1].Type().Kind != types.KindInt {
				return nil, validationError(c.at, "Unsupported argument type. TO_TIMESTAMP_LTZ(<NUMERIC>, <INTEGER>) requires the second argument to be <INTEGER>.")
			}
			if p, ok := literalInt(c.args[1]); ok {
				if p < 0 || p > 9 {
					return nil, validationError(c.at, "Precision for TO_TIMESTAMP_LTZ must be between 0 and 9 but was %d.", p)
				}
				precision = max(int(p), 3)
			}
		}
	case first.IsCharString():
		for _, a := range c.args[1:] {
			if !a.Type().IsCharString() {
				return nil, invalidInput(c)
			}
		}
		if n >= 2 {
			if format, ok := LiteralString(c.args[1]); ok {
				precision = types.PrecisionFromFormat(format)
			}
		}
	default:
		return nil, invalidInput(c)
	}
	return &Call{Op: "TO_TIMESTAMP_LTZ", Args: c.args, T: types.TimestampLTZ(precision), Session: b.sessionOf()}, nil
}
