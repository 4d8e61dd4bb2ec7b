package exec

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
	"github.com/flinkpad/flinkpad/engine/types/zone"
)

// Parsing and formatting dates, and the current time. Flink formats a TIMESTAMP with
// java.time's DateTimeFormatter but parses TO_DATE formats, and formats FROM_UNIXTIME and
// DATE_FORMAT of a string, with java.text.SimpleDateFormat; types.DatePattern implements both.

func init() {
	registerKernels(map[plan.Op]kernel{
		"DATE_FORMAT":           dateFormatKernel,
		"TO_DATE":               toDateKernel,
		"TO_TIMESTAMP":          toTimestampKernel,
		"TO_TIMESTAMP_LTZ":      toTimestampLTZKernel,
		"UNIX_TIMESTAMP":        unixTimestampKernel,
		"FROM_UNIXTIME":         fromUnixtimeKernel,
		"CONVERT_TZ":            convertTzKernel,
		"CURRENT_TIMESTAMP":     currentTimeKernel,
		"CURRENT_ROW_TIMESTAMP": currentTimeKernel,
		"LOCALTIMESTAMP":        currentTimeKernel,
		"CURRENT_DATE":          currentTimeKernel,
		"CURRENT_TIME":          currentTimeKernel,
		"LOCALTIME":             currentTimeKernel,
	})
}

// javaError turns an error of Java's date formats (types.ErrDateFormat) into a run-time error
// with its class.
func javaError(err error) error {
	if je, ok := flinkerr.Find(err, types.ErrDateFormat); ok {
		if je.Class == flinkerr.ClassNotSupported {
			return notSupported(strings.TrimSuffix(strings.TrimPrefix(je.Msg, "Flinkpad does not support "), " yet."))
		}
		return runtimeError(je.Class, "%s", je.Msg)
	}
	return err
}

// patternCache compiles the patterns of one kernel call once each.
type patternCache struct {
	simple bool
	m      map[string]patternEntry
}

type patternEntry struct {
	p   *types.DatePattern
	err error
}

func (c *patternCache) get(pattern string) (*types.DatePattern, error) {
	if e, ok := c.m[pattern]; ok {
		return e.p, e.err
	}
	if c.m == nil {
		c.m = map[string]patternEntry{}
	}
	var e patternEntry
	if c.simple {
		e.p, e.err = types.NewSimpleDateFormatPattern(pattern)
	} else {
		e.p, e.err = types.NewDateTimeFormatterPattern(pattern)
	}
	c.m[pattern] = e
	return e.p, e.err
}

// zoneFields breaks an instant into the fields of its wall clock in loc, with the zone's name
// and offset for the zone letters of SimpleDateFormat.
func zoneFields(ts types.TimestampData, loc *time.Location) types.DateFields {
	t := ts.Time().In(loc)
	name, off := t.Zone()
	f := types.FieldsOf(types.LTZToTimestamp(ts, loc))
	f.ZoneName, f.ZoneOffset = name, off
	return f
}

// javaTimeZone is TimeZone.getTimeZone(id): a region, UTC, or GMT±hh[:mm]; any other id is GMT.
// Its error is a time zone database that could not be loaded (zone.ErrUnavailable): reading the
// id as GMT then would be silently wrong.
func javaTimeZone(id string) (*time.Location, error) {
	switch id {
	case "UTC", "GMT", "Z":
		return time.UTC, nil
	}
	for _, prefix := range []string{"GMT", "UTC"} {
		if rest, ok := strings.CutPrefix(id, prefix); ok && len(rest) > 1 && (rest[0] == '+' || rest[0] == '-') {
			h, m, found := strings.Cut(rest[1:], ":")
			hh, err1 := strconv.Atoi(h)
			mm := 0
			var err2 error
			if found {
				mm, err2 = strconv.Atoi(m)
			}
			if err1 == nil && err2 == nil && hh < 24 && mm < 60 {
				off := (hh*60 + mm) * 60
				if rest[0] == '-' {
					off = -off
				}
				return time.FixedZone(fmt.Sprintf("GMT%c%02d:%02d", rest[0], hh, mm), off), nil
			}
		}
	}
	if id == "" || id == "Local" {
		return time.FixedZone("GMT", 0), nil
	}
	loc, err := zone.Load(id)
	if errors.Is(err, zone.ErrUnavailable) {
		return nil, err
	}
	if err != nil {
		return time.FixedZone("GMT", 0), nil
	}
	return loc, nil
}

var defaultSimplePattern = sync.OnceValue(func() *types.DatePattern {
	p, _ := types.NewSimpleDateFormatPattern("yyyy-MM-dd HH:mm:ss")
	return p
})

// parseSimpleMillis parses text with a SimpleDateFormat pattern as an instant in loc.
func parseSimpleMillis(p *types.DatePattern, text string, loc *time.Location) (int64, bool) {
	f, ok := p.Parse(text)
	if !ok {
		return 0, false
	}
	wall := f.Timestamp()
	return types.TimestampToLTZ(wall, loc).Millis, true
}

// dateFormatKernel is DATE_FORMAT(x, format): a TIMESTAMP's wall clock, a TIMESTAMP_LTZ in
// the session zone, or a 'yyyy-MM-dd HH:mm:ss' string reformatted (NULL when it does not parse).
func dateFormatKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	xt := c.Args[0].Type()
	format := stringsOf(args[1])
	loc := c.Session.Location()
	var err error
	if xt.IsCharString() {
		x := stringsOf(args[0])
		cache := patternCache{simple: true}
		out := stringResult(k, args, func(i int) (string, bool) {
			p, e := cache.get(format.Value(i))
			if e != nil {
				err = e
				return "", false
			}
			ms, ok := parseSimpleMillis(defaultSimplePattern(), x.Value(i), loc)
			if !ok {
				return "", false
			}
			return p.Format(zoneFields(types.TimestampData{Millis: ms}, loc)), true
		})
		return finishOrError(out, err)
	}
	x := timestampsOf(args[0])
	ltz := xt.Kind == types.KindTimestampLTZ
	cache := patternCache{}
	out := stringResult(k, args, func(i int) (string, bool) {
		p, e := cache.get(format.Value(i))
		if e != nil {
			err = e
			return "", false
		}
		ts := x(i)
		if ltz {
			ts = types.LTZToTimestamp(ts, loc)
		}
		return p.Format(types.FieldsOf(ts)), true
	})
	return finishOrError(out, err)
}

func finishOrError(out arrow.Array, err error) (arrow.Array, error) {
	if err != nil {
		out.Release()
		return nil, javaError(err)
	}
	return out, nil
}

// toDateKernel is TO_DATE(s): a 'yyyy-MM-dd' date (NULL when it is not one), and TO_DATE(s,
// format) through SimpleDateFormat in UTC.
func toDateKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := stringsOf(args[0])
	var err error
	b := array.NewDate32Builder(k.alloc)
	defer b.Release()
	b.Reserve(k.n)
	cache := patternCache{simple: true}
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
			continue
		}
		if len(args) == 1 {
			d, e := types.ParseDateString(x.Value(i))
			if e != nil {
				b.AppendNull()
				continue
			}
			b.UnsafeAppend(arrow.Date32(d))
			continue
		}
		p, e := cache.get(stringsOf(args[1]).Value(i))
		if e != nil {
			err = e
			break
		}
		ms, ok := parseSimpleMillis(p, x.Value(i), time.UTC)
		if !ok {
			// Flink reads the failure marker Long.MIN_VALUE as milliseconds, and its day number
			// overflows Java's int arithmetic.
			y, m, d := types.CivilFromDays(floorDivInt(math.MinInt64, types.MillisPerDay))
			b.UnsafeAppend(arrow.Date32(julianDayInt32(int32(y), int32(m), int32(d))))
			continue
		}
		b.UnsafeAppend(arrow.Date32(int32(floorDivInt(ms, types.MillisPerDay))))
	}
	if err != nil {
		return nil, javaError(err)
	}
	return b.NewArray(), nil
}

// julianDayInt32 is DateTimeUtils.ymdToUnixDate in Java's 32-bit int arithmetic.
func julianDayInt32(year, month, day int32) int32 {
	a := (14 - month) / 12
	y := year + 4800 - a
	m := month + 12*a - 3
	return day + (153*m+2)/5 + 365*y + y/4 - y/100 + y/400 - 32045 - 2440588
}

func floorDivInt(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// parseWithFormat is DateTimeUtils.parseTimestampData(s, format, precision): the format's
// DateTimeFormatter, and failing that the JDBC forms 'yyyy-[m]m-[d]d hh:mm:ss[.f]' and
// 'yyyy-[m]m-[d]d'; ok is false when none reads the text.
func parseWithFormat(cache *patternCache, s, format string, precision int) (types.TimestampData, bool) {
	p, err := cache.get(format)
	if err != nil {
		return types.TimestampData{}, false
	}
	if f, ok := p.Parse(s); ok {
		f.Nano = types.TruncateNanos(f.Nano, precision)
		return f.Timestamp(), true
	}
	s = strings.TrimSpace(s)
	if strings.Contains(s, " ") {
		f, ok := types.ParseDefaultTimestamp(s, 9)
		if !ok {
			return types.TimestampData{}, false
		}
		return f.Timestamp(), true
	}
	d, err := types.ParseDateString(s)
	if err != nil || strings.ContainsAny(s, " T:") {
		return types.TimestampData{}, false
	}
	return types.TimestampData{Millis: int64(d) * types.MillisPerDay}, true
}

// toTimestampKernel is TO_TIMESTAMP(s [, format]): a TIMESTAMP(3), NULL when s does not parse.
func toTimestampKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := stringsOf(args[0])
	out := newTimestampOut(k, c.T)
	cache := patternCache{}
	for i := range k.n {
		if anyNull(args, i) {
			out.b.AppendNull()
			continue
		}
		var ts types.TimestampData
		var ok bool
		if len(args) == 1 {
			var f types.DateFields
			if f, ok = types.ParseDefaultTimestamp(x.Value(i), 3); ok {
				ts = f.Timestamp()
			}
		} else {
			ts, ok = parseWithFormat(&cache, x.Value(i), stringsOf(args[1]).Value(i), 3)
		}
		if !ok {
			out.b.AppendNull()
			continue
		}
		out.append(ts)
	}
	return out.finish()
}

// toTimestampLTZKernel is TO_TIMESTAMP_LTZ(epoch [, precision]), the epoch counted in units of
// 10^-precision seconds (NULL outside the years 0000 to 9999), and TO_TIMESTAMP_LTZ(s [,
// format [, zone]]), s read as a time in UTC or in the given zone.
func toTimestampLTZKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	out := newTimestampOut(k, c.T)
	first := c.Args[0].Type()
	cache := patternCache{}
	for i := range k.n {
		if anyNull(args, i) {
			out.b.AppendNull()
			continue
		}
		var ts types.TimestampData
		ok := true
		switch {
		case first.IsNumeric():
			precision := int64(3)
			if len(args) == 2 {
				precision = intsOf(args[1])(i)
			}
			ts, ok = epochToTimestamp(args[0], first, i, precision)
		case len(args) == 1:
			s := stringsOf(args[0]).Value(i)
			f, parsed := types.ParseDefaultTimestamp(s, 3)
			if !parsed {
				out.b.Release()
				return nil, javaError(types.DefaultTimestampError(s))
			}
			ts = f.Timestamp()
		default:
			format := stringsOf(args[1]).Value(i)
			ts, ok = parseWithFormat(&cache, stringsOf(args[0]).Value(i), format, types.PrecisionFromFormat(format))
			if ok && len(args) == 3 {
				name := stringsOf(args[2]).Value(i)
				loc, err := zone.Load(name)
				if errors.Is(err, zone.ErrUnavailable) {
					out.b.Release()
					return nil, err
				}
				if err != nil || name == "" {
					ok = false
				} else {
					ts = types.TimestampToLTZ(ts, loc)
				}
			}
		}
		if !ok {
			out.b.AppendNull()
			continue
		}
		out.append(ts)
	}
	return out.finish()
}

// epochToTimestamp reads an epoch value in units of 10^-precision seconds.
func epochToTimestamp(arr arrow.Array, t types.Type, i int, precision int64) (types.TimestampData, bool) {
	const minSeconds, maxSeconds = -62167219200, 253402300799
	if precision < 0 || precision > 9 {
		return types.TimestampData{}, false
	}
	factor := int64(math.Pow10(int(precision)))
	var epoch int64
	switch {
	case t.IsApproxNumeric():
		d := numbersOf(arr, t).f64(i)
		seconds := d / float64(factor)
		if seconds < minSeconds || seconds > maxSeconds || math.IsNaN(d) {
			return types.TimestampData{}, false
		}
		return types.TimestampFromNanos(int64(d * math.Pow10(9-int(precision)))), true
	case t.Kind == types.KindDecimal:
		r := numbersOf(arr, t).rat(i)
		epoch = new(big.Int).Quo(r.Num(), r.Denom()).Int64()
	default:
		epoch = numbersOf(arr, t).i64(i)
	}
	seconds := floorDivInt(epoch, factor)
	if seconds < minSeconds || seconds > maxSeconds {
		return types.TimestampData{}, false
	}
	nanos := (epoch - seconds*factor) * int64(math.Pow10(9-int(precision)))
	return types.TimestampData{Millis: seconds*1000 + nanos/1_000_000, NanoOfMilli: int32(nanos % 1_000_000)}, true
}

// unixTimestampKernel is UNIX_TIMESTAMP(): seconds since the epoch now, read for each batch in
// both modes, since Flink's is a non-deterministic method call, not a query-level dynamic
// function; UNIX_TIMESTAMP(s [, format]): s read in the session zone, and Long.MIN_VALUE when
// it does not parse, as Flink returns.
func unixTimestampKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	if len(args) == 0 {
		now := time.Now().Unix()
		return int64Result(k, nil, func(int) (int64, bool) { return now, true }), nil
	}
	loc := c.Session.Location()
	x := stringsOf(args[0])
	cache := patternCache{simple: true}
	var err error
	out := int64Result(k, args, func(i int) (int64, bool) {
		p := defaultSimplePattern()
		if len(args) == 2 {
			var e error
			if p, e = cache.get(stringsOf(args[1]).Value(i)); e != nil {
				err = e
				return 0, false
			}
		}
		ms, ok := parseSimpleMillis(p, x.Value(i), loc)
		if !ok {
			return math.MinInt64, true
		}
		return ms / 1000, true
	})
	return finishOrError(out, err)
}

// fromUnixtimeKernel is FROM_UNIXTIME(seconds [, format]) in the session zone.
func fromUnixtimeKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	loc := c.Session.Location()
	x := intsOf(args[0])
	cache := patternCache{simple: true}
	var err error
	out := stringResult(k, args, func(i int) (string, bool) {
		p := defaultSimplePattern()
		if len(args) == 2 {
			var e error
			if p, e = cache.get(stringsOf(args[1]).Value(i)); e != nil {
				err = e
				return "", false
			}
		}
		return p.Format(zoneFields(types.TimestampData{Millis: x(i) * 1000}, loc)), true
	})
	return finishOrError(out, err)
}

// convertTzKernel is CONVERT_TZ(s, from, to): a 'yyyy-MM-dd HH:mm:ss' time moved from one zone
// to another; NULL when s does not parse.
func convertTzKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, from, to := stringsOf(args[0]), stringsOf(args[1]), stringsOf(args[2])
	var err error
	out := stringResult(k, args, func(i int) (string, bool) {
		fromLoc, e := javaTimeZone(from.Value(i))
		if e != nil {
			err = e
			return "", false
		}
		ms, ok := parseSimpleMillis(defaultSimplePattern(), x.Value(i), fromLoc)
		if !ok {
			return "", false
		}
		toLoc, e := javaTimeZone(to.Value(i))
		if e != nil {
			err = e
			return "", false
		}
		return defaultSimplePattern().Format(zoneFields(types.TimestampData{Millis: ms}, toLoc)), true
	})
	if err != nil {
		out.Release()
		return nil, err
	}
	return out, nil
}

// currentTimeKernel is CURRENT_TIMESTAMP, NOW(), LOCALTIMESTAMP, CURRENT_DATE, CURRENT_TIME and
// LOCALTIME, in the session zone. In batch mode they are the statement's start, once for the
// whole query; in streaming mode they read the clock for each record, as Flink's
// CurrentTimePointCallGen makes them query-level or record-level by the runtime mode. The
// clock is read once per batch, the rows an operator handles together. CURRENT_ROW_TIMESTAMP
// and PROCTIME read it per batch in both modes.
func currentTimeKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	now := c.Session.Started()
	if c.Op == "CURRENT_ROW_TIMESTAMP" || c.Op == "PROCTIME" || c.Session.PerRecordClock() {
		now = time.Now()
	}
	instant := types.TimestampData{Millis: now.UnixMilli()}
	wall := types.LTZToTimestamp(instant, c.Session.Location())
	switch c.Op {
	case "CURRENT_DATE":
		days := floorDivInt(wall.Millis, types.MillisPerDay)
		return int32Like(k, c.T, nil, func(int) int64 { return days }), nil
	case "CURRENT_TIME", "LOCALTIME":
		tod := truncateTime(wall.Millis-floorDivInt(wall.Millis, types.MillisPerDay)*types.MillisPerDay, c.T.Precision)
		return int32Like(k, c.T, nil, func(int) int64 { return tod }), nil
	case "LOCALTIMESTAMP":
		instant = wall
	}
	out := newTimestampOut(k, c.T)
	for range k.n {
		out.append(instant)
	}
	return out.finish()
}
