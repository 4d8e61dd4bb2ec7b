package exec

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// randomValues is a VALUES node of n rows (k, v): k an INT key in [0, keys) or NULL, v an INT.
func randomValues(r *rand.Rand, n, keys int) *plan.Values {
	out := &plan.Values{Output: []plan.Field{{Name: "k", Type: types.Int}, {Name: "v", Type: types.Int.AsNotNull()}}}
	for range n {
		var k plan.Expr = &plan.Literal{T: types.Int, Text: "null"}
		if r.IntN(8) > 0 {
			k = &plan.Literal{Value: int32(r.IntN(keys)), T: types.Int.AsNotNull(), Text: "k"}
		}
		out.Rows = append(out.Rows, []plan.Expr{k, &plan.Literal{Value: int32(r.IntN(100)), T: types.Int.AsNotNull(), Text: "v"}})
	}
	return out
}

func ref(i int, t types.Type) *plan.InputRef { return &plan.InputRef{Index: i, T: t} }

func call(op plan.Op, t types.Type, args ...plan.Expr) *plan.Call {
	return &plan.Call{Op: op, Args: args, T: t}
}

func runPlan(t *testing.T, n plan.Node) ([]string, error) {
	t.Helper()
	ctx := context.Background()
	op, err := Build(ctx, n, &Env{Connector: &connector.Env{}})
	if err != nil {
		return nil, err
	}
	rows, err := Collect(ctx, op, n.Fields(), false)
	if err != nil {
		return nil, err
	}
	var ts []types.Type
	for _, f := range n.Fields() {
		ts = append(ts, f.Type)
	}
	var out []string
	for _, r := range rows {
		out = append(out, types.FormatRow(r.Kind, ts, r.Values))
	}
	slices.Sort(out)
	return out, nil
}

// joinOutput is a join's output fields: the left's and the right's, or the left's alone, or
// the left's and a mark.
func joinOutput(kind plan.JoinKind, l, r []plan.Field) []plan.Field {
	var out []plan.Field
	for _, f := range l {
		out = append(out, plan.Field{Name: f.Name, Type: f.Type.WithNullable(f.Type.Nullable() || kind == plan.JoinRight || kind == plan.JoinFull)})
	}
	switch kind {
	case plan.JoinSemi, plan.JoinAnti:
		return out
	case plan.JoinMark:
		return append(out, plan.Field{Name: "m", Type: types.Boolean})
	case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSingle:
	default:
		panic(fmt.Sprintf("joinOutput: no join kind %v", kind))
	}
	for _, f := range r {
		out = append(out, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	return out
}

// A hash join gives the rows a nested loop gives for the same condition: the loop runs when
// the equality is hidden behind NOT (k <> k'), which no key extraction sees through.
func TestHashJoinMatchesNestedLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	b := types.Boolean
	for round := range 20 {
		left, right := randomValues(r, r.IntN(40), 6), randomValues(r, r.IntN(40), 6)
		eq := call("=", b, ref(0, types.Int), ref(2, types.Int))
		hidden := call("NOT", b, call("<>", b, ref(0, types.Int), ref(2, types.Int)))
		residual := call("<", b, ref(1, types.Int), ref(3, types.Int))
		for _, kind := range []plan.JoinKind{plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSemi, plan.JoinAnti, plan.JoinMark} {
			for _, withResidual := range []bool{false, true} {
				hashCond, loopCond := plan.Expr(eq), plan.Expr(hidden)
				if withResidual {
					hashCond, loopCond = plan.And(eq, residual), plan.And(hidden, residual)
				}
				out := joinOutput(kind, left.Fields(), right.Fields())
				hash, err := runPlan(t, &plan.Join{Kind: kind, Left: left, Right: right, Cond: hashCond, Output: out})
				if err != nil {
					t.Fatal(err)
				}
				loop, err := runPlan(t, &plan.Join{Kind: kind, Left: left, Right: right, Cond: loopCond, Output: out})
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(hash, loop) {
					t.Fatalf("round %d %s residual=%v:\nhash %v\nloop %v", round, kind, withResidual, hash, loop)
				}
			}
		}
	}
}

// An uncorrelated IN and NOT IN over a hash set of the subquery's values give what comparing
// every pair gives, NULLs on either side included.
func TestNullAwareJoinMatchesNestedLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	b := types.Boolean
	for round := range 30 {
		left, right := randomValues(r, r.IntN(20), 5), randomValues(r, r.IntN(6), 5)
		x := ref(0, types.Int)
		eq := call("=", b, x, ref(2, types.Int))
		hidden := call("NOT", b, call("<>", b, x, ref(2, types.Int)))
		for _, kind := range []plan.JoinKind{plan.JoinAnti, plan.JoinMark} {
			out := joinOutput(kind, left.Fields(), right.Fields())
			var got [2][]string
			for k, cmp := range []plan.Expr{eq, hidden} {
				j := &plan.Join{Kind: kind, Left: left, Right: right, Output: out}
				if kind == plan.JoinAnti {
					j.Cond = call("IS NOT FALSE", b.AsNotNull(), cmp)
				} else {
					j.In = &plan.MarkIn{Left: x, Cmp: cmp}
				}
				if _, ok := nullAwareKeys(j); ok != (k == 0) {
					t.Fatalf("%s: null-aware %v for %s", kind, ok, cmp)
				}
				var err error
				if got[k], err = runPlan(t, j); err != nil {
					t.Fatal(err)
				}
			}
			if !slices.Equal(got[0], got[1]) {
				t.Fatalf("round %d %s:\nhashed %v\nloop   %v", round, kind, got[0], got[1])
			}
		}
	}
}

// The hash join's key split: equalities between the sides become keys, cast to one type where
// they hash differently; anything else stays in the residual condition.
func TestSplitJoinCondition(t *testing.T) {
	b := types.Boolean
	dec := types.Decimal(10, 2)
	cond := plan.And(
		call("=", b, ref(0, types.Int), ref(3, types.BigInt)),
		call("=", b, ref(4, dec), ref(1, types.Int)),
		call("=", b, ref(2, types.String), ref(2, types.String)),
		call("<", b, ref(0, types.Int), ref(3, types.BigInt)),
	)
	k := splitJoinCondition(cond, 3, 2)
	got := fmt.Sprint(k.left, k.right, k.residual)
	want := "[$0 CAST($1 AS DECIMAL(12, 2))] [$0 $1] AND(=($2, $2), <($0, $3))"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if !slices.Equal(k.kinds, []keyKind{keyInt, keyDecimal}) {
		t.Errorf("kinds %v", k.kinds)
	}
}

// Keys of different types match by value: INT with BIGINT, INT with DECIMAL, strings, doubles
// whose -0.0 equals 0.0.
func TestHashJoinKeyTypes(t *testing.T) {
	for _, tt := range []struct{ l, r, want string }{
		{"(1), (2), (3)", "(CAST(2 AS BIGINT)), (CAST(3 AS BIGINT))", "2|3"},
		{"(1), (2)", "(2.00), (2.50)", "2"},
		{"('a'), ('bc')", "('bc'), ('b')", "bc"},
		{"(0.0E0), (1.5E0)", "(-0.0E0), (2.5E0)", "0.0"},
	} {
		q := "SELECT l.x FROM (VALUES " + tt.l + ") AS l(x) JOIN (VALUES " + tt.r + ") AS r(y) ON l.x = r.y"
		got, err := runQuery(t, q)
		for i, row := range got {
			got[i] = strings.TrimSuffix(strings.TrimPrefix(row, "+I["), "]")
		}
		slices.Sort(got)
		if err != nil || strings.Join(got, "|") != tt.want {
			t.Errorf("%s:\n got %v %v\nwant %s", q, got, err, tt.want)
		}
	}
}

// A SINGLE join fails as Flink's SINGLE_VALUE does when the right side has two rows for a key,
// even one no left row asks for, and pads the left rows without a match.
func TestSingleJoin(t *testing.T) {
	b := types.Boolean
	left := &plan.Values{Output: []plan.Field{{Name: "k", Type: types.Int.AsNotNull()}},
		Rows: [][]plan.Expr{{&plan.Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"}}}}
	right := func(keys ...int32) *plan.Values {
		v := &plan.Values{Output: []plan.Field{{Name: "k", Type: types.Int.AsNotNull()}}}
		for _, k := range keys {
			v.Rows = append(v.Rows, []plan.Expr{&plan.Literal{Value: k, T: types.Int.AsNotNull(), Text: "k"}})
		}
		return v
	}
	cond := call("=", b, ref(0, types.Int), ref(1, types.Int))
	out := joinOutput(plan.JoinSingle, left.Fields(), right().Fields())
	got, err := runPlan(t, &plan.Join{Kind: plan.JoinSingle, Left: left, Right: right(1, 2), Cond: cond, Output: out})
	if err != nil || strings.Join(got, "|") != "+I[1, 1]" {
		t.Errorf("got %v, %v", got, err)
	}
	got, err = runPlan(t, &plan.Join{Kind: plan.JoinSingle, Left: left, Right: right(3), Cond: cond, Output: out})
	if err != nil || strings.Join(got, "|") != "+I[1, null]" {
		t.Errorf("got %v, %v", got, err)
	}
	for _, tt := range []struct {
		right *plan.Values
		cond  plan.Expr
	}{{right(1, 2, 2), cond}, {right(1, 2), nil}} {
		_, err = runPlan(t, &plan.Join{Kind: plan.JoinSingle, Left: left, Right: tt.right, Cond: tt.cond, Output: out})
		if err == nil || err.Error() != "SingleValueAggFunction received more than one element." {
			t.Errorf("got %v, want the SINGLE_VALUE error", err)
		}
	}
}

// TIMESTAMP keys of any precisions hash and compare as the instants they hold, the millisecond
// and the nanosecond within it.
func TestTimestampJoinKeys(t *testing.T) {
	kind, ok := keyKindOf(types.Timestamp(3), types.Timestamp(9))
	if !ok || kind != keyTimestamp {
		t.Fatalf("TIMESTAMP(3) and TIMESTAMP(9) keys: kind %v, %v", kind, ok)
	}
	column := func(values ...types.TimestampData) arrow.Array {
		b := array.NewStructBuilder(memory.DefaultAllocator, types.ArrowType(types.Timestamp(9)).(*arrow.StructType))
		defer b.Release()
		for _, v := range values {
			types.AppendTimestamp(b, v)
		}
		return b.NewArray()
	}
	left := column(types.TimestampData{Millis: 5, NanoOfMilli: 7}, types.TimestampData{Millis: 5})
	defer left.Release()
	right := column(types.TimestampData{Millis: 5}, types.TimestampData{Millis: 5, NanoOfMilli: 7})
	defer right.Release()
	keys := []keyColumn{newKeyColumn(kind, left), newKeyColumn(kind, right)}
	lh, rh := make([]uint64, 2), make([]uint64, 2)
	hashRows(keys[:1], lh, make([]bool, 2))
	hashRows(keys[1:], rh, make([]bool, 2))
	if lh[0] != rh[1] || lh[1] != rh[0] || lh[0] == lh[1] {
		t.Errorf("hashes %v and %v: want equal instants to hash alike and others not", lh, rh)
	}
	if !keys[0].equal(0, &keys[1], 1) || keys[0].equal(0, &keys[1], 0) {
		t.Errorf("equal instants compare unequal, or different ones equal")
	}
}
