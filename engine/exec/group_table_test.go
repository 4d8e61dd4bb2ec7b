package exec

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The table with many groups (the slots double many times, the string arena moves many times):
// every row finds the group a Go map of its keys gives, NULL and "" stay apart, NULLs group
// together, and each group's keys read back as first seen, through value and build alike, after
// the batches that held them are released.
func TestGroupKeysManyGroups(t *testing.T) {
	ts := []types.Type{types.BigInt, types.VarChar(40)}
	r := rand.New(rand.NewPCG(7, 11))
	g := newGroupKeys(ts)
	type key struct {
		id     int64
		idNull bool
		s      string
		sNull  bool
	}
	want := map[key]int32{}
	var first []key
	for batch := range 40 {
		n := 5000
		if batch == 3 {
			n = 0 // an empty batch changes nothing
		}
		ib := array.NewInt64Builder(memory.DefaultAllocator)
		sb := array.NewStringBuilder(memory.DefaultAllocator)
		keys := make([]key, n)
		for i := range keys {
			k := key{id: r.Int64N(300), s: strconv.Itoa(r.IntN(1000))}
			switch r.IntN(20) {
			case 0:
				k.idNull = true
			case 1:
				k.sNull = true
			case 2:
				k.s = ""
			case 3:
				k.idNull, k.sNull = true, true
			}
			if k.idNull {
				k.id = 0
				ib.AppendNull()
			} else {
				ib.Append(k.id)
			}
			if k.sNull {
				k.s = ""
				sb.AppendNull()
			} else {
				sb.Append(k.s)
			}
			keys[i] = k
		}
		arrs := []arrow.Array{ib.NewArray(), sb.NewArray()}
		ib.Release()
		sb.Release()
		schema := arrow.NewSchema([]arrow.Field{{Name: "id", Type: arrs[0].DataType(), Nullable: true}, {Name: "s", Type: arrs[1].DataType(), Nullable: true}}, nil)
		rec := array.NewRecordBatch(schema, arrs, int64(n))
		ids, err := g.assign(rec)
		if err != nil {
			t.Fatal(err)
		}
		for i, k := range keys {
			id, ok := want[k]
			if !ok {
				id = int32(len(want))
				want[k] = id
				first = append(first, k)
			}
			if ids[i] != id {
				t.Fatalf("batch %d row %d (%+v): group %d, want %d", batch, i, k, ids[i], id)
			}
		}
		rec.Release()
		releaseAll(arrs)
	}
	if g.n != len(want) || g.n < 100000 {
		t.Fatalf("%d groups, want %d (at least 100000)", g.n, len(want))
	}
	b := array.NewStringBuilder(memory.DefaultAllocator)
	defer b.Release()
	if err := g.build(1, ts[1], b); err != nil {
		t.Fatal(err)
	}
	built := b.NewStringArray()
	defer built.Release()
	for id, k := range first {
		v0, v1 := g.value(0, id), g.value(1, id)
		if k.idNull != (v0 == nil) || (!k.idNull && v0 != k.id) {
			t.Fatalf("group %d: id %v, want %+v", id, v0, k)
		}
		if k.sNull != (v1 == nil) || (!k.sNull && v1 != k.s) {
			t.Fatalf("group %d: string %v, want %+v", id, v1, k)
		}
		if built.IsNull(id) != k.sNull || built.Value(id) != k.s {
			t.Fatalf("group %d: built %q (null %v), want %+v", id, built.Value(id), built.IsNull(id), k)
		}
	}
}

// A batch without NULLs after one that made NULL groups: its rows whose values are what a NULL
// slot holds (0, "") find their own groups, never the NULL ones, and rows of a later batch with
// NULLs find the NULL groups again.
func TestGroupKeysNullGroupsAcrossBatches(t *testing.T) {
	g := newGroupKeys([]types.Type{types.Int, types.String})
	batch := func(ids []int32, idValid []bool, names []string, nameValid []bool) arrow.RecordBatch {
		ib := array.NewInt32Builder(memory.DefaultAllocator)
		defer ib.Release()
		ib.AppendValues(ids, idValid)
		sb := array.NewStringBuilder(memory.DefaultAllocator)
		defer sb.Release()
		sb.AppendValues(names, nameValid)
		cols := []arrow.Array{ib.NewArray(), sb.NewArray()}
		defer releaseAll(cols)
		schema := arrow.NewSchema([]arrow.Field{{Name: "i", Type: arrow.PrimitiveTypes.Int32, Nullable: true},
			{Name: "s", Type: arrow.BinaryTypes.String, Nullable: true}}, nil)
		return array.NewRecordBatch(schema, cols, int64(len(ids)))
	}
	assign := func(rec arrow.RecordBatch) []int32 {
		defer rec.Release()
		ids, err := g.assign(rec)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Clone(ids)
	}
	first := assign(batch([]int32{0, 0, 5}, []bool{false, true, true}, []string{"", "", "x"}, []bool{true, false, true}))
	// groups: 0 = (NULL, ""), 1 = (0, NULL), 2 = (5, "x")
	if !slices.Equal(first, []int32{0, 1, 2}) {
		t.Fatalf("first batch %v", first)
	}
	second := assign(batch([]int32{0, 0, 5}, nil, []string{"", "", "x"}, nil))
	// (0, "") is new, twice; (5, "x") is group 2
	if !slices.Equal(second, []int32{3, 3, 2}) {
		t.Fatalf("batch without NULLs %v, want [3 3 2]", second)
	}
	third := assign(batch([]int32{0, 0}, []bool{true, false}, []string{"", ""}, []bool{false, true}))
	if !slices.Equal(third, []int32{1, 0}) {
		t.Fatalf("NULLs again %v, want [1 0]", third)
	}
}
