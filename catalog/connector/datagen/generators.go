package datagen

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// fieldGen is the generator of one physical column, as configured; newColumn makes the state
// of one read (a sequence restarts with each read).
type fieldGen struct {
	// seqTotal is how many values a sequence field yields; -1 for fields without an end.
	seqTotal int64
	// openErr fails the job when it starts (a sequence too long for Flink's generator).
	openErr error
	// drawErr fails the job when the generator draws its first value (bounds the random
	// generator rejects); nullRate 1 means it never draws.
	drawErr  error
	nullRate float32
	// newColumn makes a column generator; rng is the column's random source.
	newColumn func(rng *rand.Rand) columnGen
}

// columnGen appends n values of its column to a builder made for the column's Arrow type.
type columnGen interface {
	appendN(b array.Builder, n int) error
}

func (g fieldGen) draws() bool { return g.nullRate < 1 }

// keepValue is Flink's null-rate test: a value unless nextFloat() <= nullRate.
func keepValue(rng *rand.Rand, nullRate float32) bool {
	return nullRate == 0 || rng.Float32() > nullRate
}

// ---------------------------------------------------------------------------------------------
// Random generators (RandomGeneratorVisitor)

func newRandomGen(cfg config, name string, t types.Type) (fieldGen, error) {
	nullRateKey := fieldKey(name, "null-rate")
	switch t.Kind {
	case types.KindBoolean:
		nr, err := cfg.float(nullRateKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		return fieldGen{seqTotal: -1, nullRate: nr, newColumn: func(rng *rand.Rand) columnGen {
			return &boolGen{rng: rng, nullRate: nr}
		}}, nil

	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindIntervalYearMonth:
		lo, hi := int32(math.MinInt32), int32(math.MaxInt32)
		switch t.Kind {
		case types.KindTinyInt:
			lo, hi = math.MinInt8, math.MaxInt8
		case types.KindSmallInt:
			lo, hi = math.MinInt16, math.MaxInt16
		case types.KindIntervalYearMonth:
			lo, hi = 0, 120000
		}
		min, err := cfg.int(fieldKey(name, "min"), lo)
		if err != nil {
			return fieldGen{}, err
		}
		max, err := cfg.int(fieldKey(name, "max"), hi)
		if err != nil {
			return fieldGen{}, err
		}
		nr, err := cfg.float(nullRateKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		// byteValue() / shortValue(): the bounds wrap to the type first.
		switch t.Kind {
		case types.KindTinyInt:
			min, max = int32(int8(min)), int32(int8(max))
		case types.KindSmallInt:
			min, max = int32(int16(min)), int32(int16(max))
		}
		g := fieldGen{seqTotal: -1, nullRate: nr}
		if min > max { // UniformIntegerDistribution allows min == max
			g.drawErr = boundsError(javaGroupedInt(int64(min)), javaGroupedInt(int64(max)))
		}
		g.newColumn = func(rng *rand.Rand) columnGen {
			return &intGen{rng: rng, min: int64(min), max: int64(max), nullRate: nr}
		}
		return g, nil

	case types.KindBigInt, types.KindIntervalDayTime:
		min, _, err := cfg.long(fieldKey(name, "min"), math.MinInt64)
		if err != nil {
			return fieldGen{}, err
		}
		max, _, err := cfg.long(fieldKey(name, "max"), math.MaxInt64)
		if err != nil {
			return fieldGen{}, err
		}
		nr, err := cfg.float(nullRateKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		g := fieldGen{seqTotal: -1, nullRate: nr}
		if min >= max { // RandomDataGenerator.nextLong needs min < max
			g.drawErr = boundsError(javaGroupedInt(min), javaGroupedInt(max))
		}
		g.newColumn = func(rng *rand.Rand) columnGen {
			return &intGen{rng: rng, min: min, max: max, nullRate: nr}
		}
		return g, nil

	case types.KindFloat, types.KindDouble:
		var min, max float64
		if t.Kind == types.KindFloat {
			lo, err := cfg.float(fieldKey(name, "min"), math.SmallestNonzeroFloat32)
			if err != nil {
				return fieldGen{}, err
			}
			hi, err := cfg.float(fieldKey(name, "max"), math.MaxFloat32)
			if err != nil {
				return fieldGen{}, err
			}
			min, max = float64(lo), float64(hi)
		} else {
			var err error
			if min, err = cfg.double(fieldKey(name, "min"), math.SmallestNonzeroFloat64); err != nil {
				return fieldGen{}, err
			}
			if max, err = cfg.double(fieldKey(name, "max"), math.MaxFloat64); err != nil {
				return fieldGen{}, err
			}
		}
		nr, err := cfg.float(nullRateKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		g := fieldGen{seqTotal: -1, nullRate: nr, drawErr: uniformError(min, max)}
		g.newColumn = func(rng *rand.Rand) columnGen {
			return &floatGen{rng: rng, min: min, max: max, nullRate: nr}
		}
		return g, nil

	case types.KindDecimal:
		min, err := cfg.double(fieldKey(name, "min"), math.SmallestNonzeroFloat64)
		if err != nil {
			return fieldGen{}, err
		}
		max, err := cfg.double(fieldKey(name, "max"), math.MaxFloat64)
		if err != nil {
			return fieldGen{}, err
		}
		nr, err := cfg.float(nullRateKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		// DecimalDataRandomGenerator checks its bounds when it is built, that is while Flink
		// creates the source.
		if !(min < max) {
			return fieldGen{}, newError(classIllegalState, fmt.Sprintf("min bound must be less than max [%s, %s]",
				javaFormatF(min), javaFormatF(max)))
		}
		largest := math.Pow(10, float64(t.Precision-t.Scale)) - math.Pow(10, float64(-t.Scale))
		min, max = math.Max(-largest, min), math.Min(largest, max)
		var drawErr error
		if !(min < max) { // ThreadLocalRandom.nextDouble(origin, bound)
			drawErr = newError(classIllegalArgument, "bound must be greater than origin")
		}
		return fieldGen{seqTotal: -1, nullRate: nr, drawErr: drawErr, newColumn: func(rng *rand.Rand) columnGen {
			return &decimalGen{rng: rng, min: min, max: max, nullRate: nr, precision: t.Precision, scale: t.Scale}
		}}, nil

	case types.KindChar, types.KindVarChar:
		length := t.Length
		var nr float32
		varLen := false
		if t.Kind == types.KindVarChar {
			l, err := cfg.int(fieldKey(name, "length"), int32(t.Length))
			if err != nil {
				return fieldGen{}, err
			}
			length = int(l)
			if length == maxVarLength {
				length = defaultStringLength
			}
			if nr, err = cfg.float(nullRateKey, 0); err != nil {
				return fieldGen{}, err
			}
			if varLen, _, err = cfg.bool(fieldKey(name, "var-len")); err != nil {
				return fieldGen{}, err
			}
		} else {
			var err error
			if nr, err = cfg.float(nullRateKey, 0); err != nil {
				return fieldGen{}, err
			}
		}
		g := fieldGen{seqTotal: -1, nullRate: nr, drawErr: lengthError(length, varLen, true)}
		g.newColumn = func(rng *rand.Rand) columnGen {
			return &hexGen{rng: rng, length: length, varLen: varLen, nullRate: nr}
		}
		return g, nil

	case types.KindBinary, types.KindVarBinary:
		length := t.Length
		varLen := false
		if t.Kind == types.KindVarBinary {
			l, err := cfg.int(fieldKey(name, "length"), int32(t.Length))
			if err != nil {
				return fieldGen{}, err
			}
			if varLen, _, err = cfg.bool(fieldKey(name, "var-len")); err != nil {
				return fieldGen{}, err
			}
			length = int(l)
			if length == maxVarLength {
				length = defaultStringLength
			}
		}
		g := fieldGen{seqTotal: -1, drawErr: lengthError(length, varLen, false)}
		g.newColumn = func(rng *rand.Rand) columnGen {
			return &bytesGen{rng: rng, length: length, varLen: varLen}
		}
		return g, nil

	case types.KindDate, types.KindTime:
		return clockGen(t, 0, 0), nil

	case types.KindTimestamp, types.KindTimestampLTZ:
		maxPast, err := cfg.duration(fieldKey(name, "max-past"))
		if err != nil {
			return fieldGen{}, err
		}
		nr, err := cfg.float(nullRateKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		return clockGen(t, maxPast, nr), nil

	case types.KindArray, types.KindMultiset, types.KindMap, types.KindRow:
		return fieldGen{}, newError(classValidation, fmt.Sprintf(
			"Flinkpad's datagen does not generate random %s values yet.", t))
	}
	return fieldGen{}, newError(classValidation, "Unsupported type: "+t.String())
}

// boundsError is commons-math's NumberIsTooLargeException for min >= max.
func boundsError(lo, hi string) error {
	return newError(classNumberTooLarge, fmt.Sprintf("lower bound (%s) must be strictly less than upper bound (%s)", lo, hi))
}

// uniformError is what RandomDataGenerator.nextUniform(min, max) throws, in its order.
func uniformError(min, max float64) error {
	switch {
	case min >= max:
		return boundsError(javaGroupedFloat(min), javaGroupedFloat(max))
	case math.IsInf(min, 0) || math.IsInf(max, 0):
		return newError(classNotFinite, "interval bounds must be finite")
	case math.IsNaN(min) || math.IsNaN(max):
		return newError(classNotANumber, "NaN is not allowed")
	}
	return nil
}

// maxGeneratedLength caps random strings and byte arrays, which Flink would try to allocate
// whatever their size.
const maxGeneratedLength = 1 << 20

// lengthError is what drawing a random string or byte array of this length throws.
func lengthError(length int, varLen, hex bool) error {
	if length > maxGeneratedLength {
		return newError(classIllegalArgument, fmt.Sprintf(
			"Flinkpad's datagen generates at most %d characters or bytes per value, not %d.", maxGeneratedLength, length))
	}
	if varLen && length <= 1 { // ThreadLocalRandom.nextInt(1, length)
		return newError(classIllegalArgument, "bound must be greater than origin")
	}
	if !varLen && hex && length <= 0 { // RandomDataGenerator.nextHexString
		return newError(classNotPositive, fmt.Sprintf("length (%d)", length))
	}
	if !varLen && length < 0 { // new byte[length]
		return newError("java.lang.NegativeArraySizeException", strconv.Itoa(length))
	}
	return nil
}

type boolGen struct {
	rng      *rand.Rand
	nullRate float32
}

func (g *boolGen) appendN(b array.Builder, n int) error {
	bb, ok := b.(*array.BooleanBuilder)
	if !ok {
		return builderError(b)
	}
	bb.Reserve(n)
	for range n {
		if keepValue(g.rng, g.nullRate) {
			bb.UnsafeAppend(g.rng.Uint64()&1 == 0)
		} else {
			bb.UnsafeAppendBoolToBitmap(false)
		}
	}
	return nil
}

// intGen draws uniformly from [min, max], both inclusive.
type intGen struct {
	rng      *rand.Rand
	min, max int64
	nullRate float32
}

func (g *intGen) next() int64 {
	span := uint64(g.max-g.min) + 1
	if span == 0 {
		return int64(g.rng.Uint64())
	}
	return g.min + int64(g.rng.Uint64N(span))
}

func (g *intGen) appendN(b array.Builder, n int) error {
	switch bb := b.(type) {
	case *array.Int8Builder:
		appendInts(bb, g, n, func(v int64) int8 { return int8(v) })
	case *array.Int16Builder:
		appendInts(bb, g, n, func(v int64) int16 { return int16(v) })
	case *array.Int32Builder:
		appendInts(bb, g, n, func(v int64) int32 { return int32(v) })
	case *array.Int64Builder:
		appendInts(bb, g, n, func(v int64) int64 { return v })
	case *array.MonthIntervalBuilder:
		appendInts(bb, g, n, func(v int64) arrow.MonthInterval { return arrow.MonthInterval(v) })
	case *array.DurationBuilder:
		appendInts(bb, g, n, func(v int64) arrow.Duration { return arrow.Duration(v) })
	default:
		return builderError(b)
	}
	return nil
}

// fixedBuilder is the part of Arrow's fixed-width builders the generators use.
type fixedBuilder[T any] interface {
	Reserve(n int)
	UnsafeAppend(v T)
	UnsafeAppendBoolToBitmap(bool)
}

func appendInts[T any, B fixedBuilder[T]](bb B, g *intGen, n int, conv func(int64) T) {
	bb.Reserve(n)
	if g.nullRate == 0 {
		for range n {
			bb.UnsafeAppend(conv(g.next()))
		}
		return
	}
	for range n {
		if keepValue(g.rng, g.nullRate) {
			bb.UnsafeAppend(conv(g.next()))
		} else {
			bb.UnsafeAppendBoolToBitmap(false)
		}
	}
}

// floatGen is RandomDataGenerator.nextUniform(min, max): u·max + (1−u)·min with u in (0, 1).
type floatGen struct {
	rng      *rand.Rand
	min, max float64
	nullRate float32
}

func (g *floatGen) next() float64 {
	u := g.rng.Float64()
	for u <= 0 {
		u = g.rng.Float64()
	}
	return u*g.max + (1-u)*g.min
}

func (g *floatGen) appendN(b array.Builder, n int) error {
	switch bb := b.(type) {
	case *array.Float32Builder:
		bb.Reserve(n)
		for range n {
			if keepValue(g.rng, g.nullRate) {
				bb.UnsafeAppend(float32(g.next()))
			} else {
				bb.UnsafeAppendBoolToBitmap(false)
			}
		}
	case *array.Float64Builder:
		bb.Reserve(n)
		for range n {
			if keepValue(g.rng, g.nullRate) {
				bb.UnsafeAppend(g.next())
			} else {
				bb.UnsafeAppendBoolToBitmap(false)
			}
		}
	default:
		return builderError(b)
	}
	return nil
}

// decimalGen draws a double from [min, max) and makes it a DECIMAL(p, s): truncated to p
// significant digits, then rounded half-up to the scale (DecimalData.fromBigDecimal).
type decimalGen struct {
	rng              *rand.Rand
	min, max         float64
	nullRate         float32
	precision, scale int
}

func (g *decimalGen) appendN(b array.Builder, n int) error {
	bb, ok := b.(*array.Decimal128Builder)
	if !ok {
		return builderError(b)
	}
	bb.Reserve(n)
	pow := math.Pow(10, float64(g.scale))
	intDigits := g.precision - g.scale
	for range n {
		if !keepValue(g.rng, g.nullRate) {
			bb.UnsafeAppendBoolToBitmap(false)
			continue
		}
		d := g.min + g.rng.Float64()*(g.max-g.min)
		if d >= g.max {
			d = math.Nextafter(g.max, g.min)
		}
		x := d * pow
		if math.Abs(d) >= math.Pow(10, float64(intDigits-1)) {
			x = math.Trunc(x) // all p digits are before the scale: MathContext(p, DOWN) decides
		} else {
			x = math.Floor(math.Abs(x)+0.5) * sign(x)
		}
		v, err := decimal128.FromFloat64(x, int32(g.precision), 0)
		if err != nil || !v.FitsInPrecision(int32(g.precision)) {
			bb.UnsafeAppendBoolToBitmap(false) // fromBigDecimal gives null on overflow
			continue
		}
		bb.UnsafeAppend(v)
	}
	return nil
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

const hexDigits = "0123456789abcdef"

// hexGen is a random string of lowercase hex digits (RandomDataGenerator.nextHexString).
type hexGen struct {
	rng      *rand.Rand
	length   int
	varLen   bool
	nullRate float32
	buf      []byte
}

func (g *hexGen) appendN(b array.Builder, n int) error {
	sb, ok := b.(*array.StringBuilder)
	if !ok {
		return builderError(b)
	}
	sb.Reserve(n)
	sb.ReserveData(n * g.length)
	for range n {
		if !keepValue(g.rng, g.nullRate) {
			sb.AppendNull()
			continue
		}
		l := g.length
		if g.varLen {
			l = 1 + g.rng.IntN(g.length-1)
		}
		g.buf = fillHex(g.rng, g.buf[:0], l)
		sb.BinaryBuilder.Append(g.buf)
	}
	return nil
}

func fillHex(rng *rand.Rand, buf []byte, l int) []byte {
	for len(buf) < l {
		r := rng.Uint64()
		for k := 0; k < 16 && len(buf) < l; k++ {
			buf = append(buf, hexDigits[r&15])
			r >>= 4
		}
	}
	return buf
}

// bytesGen is a random byte array; Flink's has no null rate.
type bytesGen struct {
	rng    *rand.Rand
	length int
	varLen bool
	buf    []byte
}

func (g *bytesGen) appendN(b array.Builder, n int) error {
	bb, ok := b.(*array.BinaryBuilder)
	if !ok {
		return builderError(b)
	}
	bb.Reserve(n)
	for range n {
		l := g.length
		if g.varLen {
			l = 1 + g.rng.IntN(g.length-1)
		}
		g.buf = g.buf[:0]
		for len(g.buf) < l {
			r := g.rng.Uint64()
			for k := 0; k < 8 && len(g.buf) < l; k++ {
				g.buf = append(g.buf, byte(r))
				r >>= 8
			}
		}
		bb.Append(g.buf)
	}
	return nil
}

// clockGen gives the current date, time or timestamp, as Flink's datagen does for temporal
// types (LocalDate.now(), LocalTime.now(), now minus a random past below max-past).
func clockGen(t types.Type, maxPast time.Duration, nullRate float32) fieldGen {
	return fieldGen{seqTotal: -1, nullRate: nullRate, newColumn: func(rng *rand.Rand) columnGen {
		return &timeGen{rng: rng, kind: t.Kind, maxPastMillis: maxPast.Milliseconds(), nullRate: nullRate}
	}}
}

type timeGen struct {
	rng           *rand.Rand
	kind          types.Kind
	maxPastMillis int64
	nullRate      float32
}

func (g *timeGen) appendN(b array.Builder, n int) error {
	now := time.Now()
	switch bb := b.(type) {
	case *array.Date32Builder:
		_, off := now.Zone()
		days := int32(math.Floor(float64(now.Unix()+int64(off)) / 86400))
		for range n {
			bb.Append(arrow.Date32(days))
		}
	case *array.Time32Builder:
		_, off := now.Zone()
		ms := ((now.UnixMilli()+int64(off)*1000)%86_400_000 + 86_400_000) % 86_400_000
		for range n {
			bb.Append(arrow.Time32(ms))
		}
	case *array.StructBuilder: // TIMESTAMP and TIMESTAMP_LTZ (types.TimestampData)
		nowMs := now.UnixMilli()
		for range n {
			if !keepValue(g.rng, g.nullRate) {
				bb.AppendNull()
				continue
			}
			ms := nowMs
			if g.maxPastMillis > 0 {
				ms -= g.rng.Int64N(g.maxPastMillis)
			}
			types.AppendTimestamp(bb, types.TimestampData{Millis: ms})
		}
	default:
		return builderError(b)
	}
	return nil
}

func builderError(b array.Builder) error {
	return fmt.Errorf("datagen: unexpected builder for %s", b.Type())
}

// ---------------------------------------------------------------------------------------------
// Sequence generators (SequenceGeneratorVisitor, SequenceGenerator)

func newSequenceGen(cfg config, name string, t types.Type) (fieldGen, error) {
	startKey, endKey := fieldKey(name, "start"), fieldKey(name, "end")
	if _, ok := cfg[startKey]; !ok {
		return fieldGen{}, newError(classValidation, "Could not find required property '"+startKey+"' for sequence generator.")
	}
	if _, ok := cfg[endKey]; !ok {
		return fieldGen{}, newError(classValidation, "Could not find required property '"+endKey+"' for sequence generator.")
	}
	var start, end int64
	switch t.Kind {
	case types.KindBoolean:
		return fieldGen{seqTotal: -1, newColumn: func(rng *rand.Rand) columnGen { return &boolGen{rng: rng} }}, nil
	case types.KindDate, types.KindTime, types.KindTimestamp, types.KindTimestampLTZ:
		return clockGen(t, 0, 0), nil
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindFloat, types.KindDouble, types.KindDecimal:
		s, err := cfg.int(startKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		e, err := cfg.int(endKey, 0)
		if err != nil {
			return fieldGen{}, err
		}
		start, end = int64(s), int64(e)
		switch t.Kind {
		case types.KindTinyInt:
			start, end = int64(int8(s)), int64(int8(e))
		case types.KindSmallInt, types.KindFloat: // FLOAT takes shortValue() of its bounds
			start, end = int64(int16(s)), int64(int16(e))
		}
	case types.KindBigInt, types.KindChar, types.KindVarChar, types.KindBinary, types.KindVarBinary:
		var err error
		if start, _, err = cfg.long(startKey, 0); err != nil {
			return fieldGen{}, err
		}
		if end, _, err = cfg.long(endKey, 0); err != nil {
			return fieldGen{}, err
		}
	default:
		return fieldGen{}, newError(classValidation, "Unsupported type: "+t.String())
	}
	// SequenceGenerator.open: |end - start + 1| values from start upward, in Java long
	// arithmetic; more than Integer.MAX_VALUE fails a precondition without a message, which
	// the client reports as the job failure.
	total := end - start + 1
	if total < 0 {
		total = -total
	}
	g := fieldGen{seqTotal: total}
	if total < 0 || total > math.MaxInt32 {
		g.seqTotal = 0
		g.openErr = newError("org.apache.flink.runtime.JobException", "Recovery is suppressed by NoRestartBackoffTimeStrategy")
	}
	if t.Kind == types.KindDecimal {
		// The sequence yields BigDecimal where the row wants DecimalData.
		g.drawErr = newError("java.lang.ClassCastException", "class java.math.BigDecimal cannot be cast to class "+
			"org.apache.flink.table.data.DecimalData (java.math.BigDecimal is in module java.base of loader 'bootstrap'; "+
			"org.apache.flink.table.data.DecimalData is in unnamed module of loader 'app')")
	}
	g.newColumn = func(*rand.Rand) columnGen { return &seqGen{next: start} }
	return g, nil
}

// seqGen counts up from start; the reader stops before the sequence runs out.
type seqGen struct {
	next int64
	buf  []byte
	// ints and int32s hold a batch's values, kept from batch to batch: they go into the builder
	// in one copy (AppendValues), which costs less than a builder call per value.
	ints   []int64
	int32s []int32
}

func (g *seqGen) appendN(b array.Builder, n int) error {
	v := g.next
	g.next += int64(n)
	switch bb := b.(type) {
	case *array.Int8Builder:
		bb.Reserve(n)
		for i := range int64(n) {
			bb.UnsafeAppend(int8(v + i))
		}
	case *array.Int16Builder:
		bb.Reserve(n)
		for i := range int64(n) {
			bb.UnsafeAppend(int16(v + i))
		}
	case *array.Int32Builder:
		g.int32s = slices.Grow(g.int32s[:0], n)[:n]
		for i := range g.int32s {
			g.int32s[i] = int32(v + int64(i))
		}
		bb.AppendValues(g.int32s, nil)
	case *array.Int64Builder:
		g.ints = slices.Grow(g.ints[:0], n)[:n]
		for i := range g.ints {
			g.ints[i] = v + int64(i)
		}
		bb.AppendValues(g.ints, nil)
	case *array.Float32Builder:
		bb.Reserve(n)
		for i := range int64(n) {
			bb.UnsafeAppend(float32(v + i))
		}
	case *array.Float64Builder:
		bb.Reserve(n)
		for i := range int64(n) {
			bb.UnsafeAppend(float64(v + i))
		}
	case *array.StringBuilder:
		bb.Reserve(n)
		for i := range int64(n) {
			g.buf = strconv.AppendInt(g.buf[:0], v+i, 10)
			bb.BinaryBuilder.Append(g.buf)
		}
	case *array.BinaryBuilder:
		bb.Reserve(n)
		for i := range int64(n) {
			g.buf = binary.BigEndian.AppendUint64(g.buf[:0], uint64(v+i))
			bb.Append(g.buf)
		}
	case *array.Decimal128Builder:
		for range n {
			bb.AppendNull() // not reached: the reader fails first (drawErr)
		}
	default:
		return builderError(b)
	}
	return nil
}
