package exec

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"weak"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// RAND and RAND_INTEGER. Unseeded, they draw from Go's generator; seeded, Flink gives each
// operator one java.util.Random(seed), so the values follow Java's sequence row by row.

func init() {
	registerKernels(map[plan.Op]kernel{
		"RAND":         randKernel,
		"RAND_INTEGER": randKernel,
	})
}

func randKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	seeded := len(args) == 2 || (c.Op == plan.OpRand && len(args) == 1)
	var jr *javaRandom
	if seeded {
		jr = seededRandom(c)
	}
	if c.Op == plan.OpRand {
		b := array.NewFloat64Builder(k.alloc)
		defer b.Release()
		b.Reserve(k.n)
		for range k.n {
			if jr != nil {
				b.UnsafeAppend(jr.nextDouble())
			} else {
				b.UnsafeAppend(rand.Float64())
			}
		}
		return b.NewArray(), nil
	}
	bound := intsOf(args[len(args)-1])
	return int32Result(k, args, func(i int) (int32, bool) {
		n := int32(bound(i))
		if jr != nil {
			return jr.nextInt(n), true
		}
		if n <= 0 {
			return 0, true
		}
		return rand.Int32N(n), true
	}), nil
}

// seeded keeps the generator of each seeded call across the batches of a run, as Flink keeps
// one per operator; an entry goes when its plan does.
var seeded = struct {
	sync.Mutex
	m map[weak.Pointer[plan.Call]]*javaRandom
}{m: map[weak.Pointer[plan.Call]]*javaRandom{}}

func seededRandom(c *plan.Call) *javaRandom {
	seeded.Lock()
	defer seeded.Unlock()
	key := weak.Make(c)
	if r, ok := seeded.m[key]; ok {
		return r
	}
	var seed int64
	switch v := c.Args[0].(*plan.Literal).Value.(type) {
	case int8:
		seed = int64(v)
	case int16:
		seed = int64(v)
	case int32:
		seed = int64(v)
	case int64:
		seed = v
	}
	r := newJavaRandom(seed)
	seeded.m[key] = r
	runtime.AddCleanup(c, func(k weak.Pointer[plan.Call]) {
		seeded.Lock()
		delete(seeded.m, k)
		seeded.Unlock()
	}, key)
	return r
}

// javaRandom is java.util.Random's linear congruential generator.
type javaRandom struct{ seed int64 }

func newJavaRandom(seed int64) *javaRandom {
	return &javaRandom{seed: (seed ^ 0x5DEECE66D) & (1<<48 - 1)}
}

func (r *javaRandom) next(bits uint) int32 {
	r.seed = (r.seed*0x5DEECE66D + 0xB) & (1<<48 - 1)
	return int32(r.seed >> (48 - bits))
}

func (r *javaRandom) nextDouble() float64 {
	return float64(int64(r.next(26))<<27+int64(r.next(27))) * (1.0 / (1 << 53))
}

func (r *javaRandom) nextInt(bound int32) int32 {
	if bound <= 0 {
		return 0
	}
	if bound&(-bound) == bound {
		return int32((int64(bound) * int64(r.next(31))) >> 31)
	}
	for {
		bits := r.next(31)
		val := bits % bound
		if bits-val+(bound-1) >= 0 {
			return val
		}
	}
}

func init() {
	registerKernels(map[plan.Op]kernel{"GREATEST": extremeKernel, "LEAST": extremeKernel})
}

// extremeKernel is GREATEST and LEAST over operands the binder cast to one type: NULL when any
// operand is NULL.
func extremeKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	greatest := c.Op == "GREATEST"
	// cmps[j][m] compares operand j with operand m.
	cmps := make([][]func(int) int, len(args))
	for j := range args {
		cmps[j] = make([]func(int) int, len(args))
		for m := range args {
			cmps[j][m] = comparatorOf(c.T, c.T, args[j], args[m])
		}
	}
	choice := make([]int, k.n)
	for i := range k.n {
		if anyNull(args, i) {
			continue
		}
		best := 0
		for j := 1; j < len(args); j++ {
			if r := cmps[j][best](i); (greatest && r > 0) || (!greatest && r < 0) {
				best = j
			}
		}
		choice[i] = best
	}
	return pickRows(k, c.T, args, choice)
}

// pickRows builds a column whose row i is row i of srcs[choice[i]], NULL when any source is.
func pickRows(k *kctx, t types.Type, srcs []arrow.Array, choice []int) (arrow.Array, error) {
	b := array.NewBuilder(k.alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(k.n)
	var err error
	switch bb := b.(type) {
	case *array.BooleanBuilder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Boolean).Value(i)) }, bb)
	case *array.Int8Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Int8).Value(i)) }, bb)
	case *array.Int16Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Int16).Value(i)) }, bb)
	case *array.Int32Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Int32).Value(i)) }, bb)
	case *array.Int64Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Int64).Value(i)) }, bb)
	case *array.Float32Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Float32).Value(i)) }, bb)
	case *array.Float64Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Float64).Value(i)) }, bb)
	case *array.Decimal128Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Decimal128).Value(i)) }, bb)
	case *array.StringBuilder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.String).Value(i)) }, bb)
	case *array.BinaryBuilder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Binary).Value(i)) }, bb)
	case *array.Date32Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Date32).Value(i)) }, bb)
	case *array.Time32Builder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Time32).Value(i)) }, bb)
	case *array.StructBuilder:
		if !t.IsTimestamp() {
			err = notSupported("choosing values of " + t.String())
			break
		}
		pickInto(k, srcs, choice, func(a arrow.Array, i int) {
			millis, nanos := types.TimestampColumns(a)
			types.AppendTimestamp(bb, types.TimestampData{Millis: millis[i], NanoOfMilli: nanos[i]})
		}, bb)
	case *array.MonthIntervalBuilder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.MonthInterval).Value(i)) }, bb)
	case *array.DurationBuilder:
		pickInto(k, srcs, choice, func(a arrow.Array, i int) { bb.Append(a.(*array.Duration).Value(i)) }, bb)
	default:
		err = notSupported("choosing values of " + t.String())
	}
	if err != nil {
		return nil, err
	}
	return b.NewArray(), nil
}

func pickInto(k *kctx, srcs []arrow.Array, choice []int, appendFrom func(a arrow.Array, i int), b array.Builder) {
	for i := range k.n {
		if anyNull(srcs, i) {
			b.AppendNull()
			continue
		}
		appendFrom(srcs[choice[i]], i)
	}
}
