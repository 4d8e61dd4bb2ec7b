package exec

import (
	"slices"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// rankKeys reads the partition and order keys of a Rank's rows; the batch Rank, the streaming
// Top-N functions and ORDER BY ... LIMIT share it.
type rankKeys struct {
	fields    []plan.Field // the input's
	partition []plan.Expr
	order     []plan.SortKey
}

// sortPartition sorts a partition's row indexes stably by compare. Rows with one processing time
// arrived in order: under a descending processing-time order the latest comes first, as the
// streaming deduplication keeps the last row.
func sortPartition(idx []int, order []plan.SortKey, compare func(a, b int) (int, error)) error {
	latestFirst := len(order) > 0 && order[0].Descending && order[0].Expr.Type().TimeAttr == types.TimestampProctime
	var failed error
	slices.SortStableFunc(idx, func(a, b int) int {
		c, err := compare(a, b)
		if err != nil && failed == nil {
			failed = err
		}
		if c == 0 && latestFirst {
			return b - a
		}
		return c
	})
	return failed
}

// rankKeysOf are a Rank's keys.
func rankKeysOf(n *plan.Rank) *rankKeys {
	fields := n.Input.Fields()
	k := &rankKeys{fields: fields, order: n.OrderBy}
	for _, p := range n.PartitionBy {
		k.partition = append(k.partition, &plan.InputRef{Index: p, T: fields[p].Type})
	}
	return k
}

// rankRow is an input row with its order key values.
type rankRow struct {
	values []any
	keys   []any
}

// rows reads a batch's rows with their order keys and the encoded partition key of each.
func (k *rankKeys) rows(b connector.Batch, alloc memory.Allocator) ([]rankRow, []string, error) {
	keys := make([]plan.SortKey, 0, len(k.partition)+len(k.order))
	for _, p := range k.partition {
		keys = append(keys, plan.SortKey{Expr: p})
	}
	s := sortOp{n: &plan.Sort{Keys: append(keys, k.order...)}, alloc: alloc}
	sorted, err := s.collect(b, k.fields, nil)
	if err != nil {
		return nil, nil, err
	}
	rows := make([]rankRow, len(sorted))
	parts := make([]string, len(sorted))
	var key strings.Builder
	np := len(k.partition)
	for i, r := range sorted {
		rows[i] = rankRow{values: r.values, keys: r.keys[np:]}
		key.Reset()
		for j, p := range k.partition {
			encodeValue(&key, p.Type(), r.keys[j])
		}
		parts[i] = key.String()
	}
	return rows, parts, nil
}

// compare orders two rows by the order keys: negative when a ranks first.
func (k *rankKeys) compare(a, b []any) (int, error) {
	for i, key := range k.order {
		c, err := compareKeys(a[i], b[i], key)
		if err != nil || c != 0 {
			return c, err
		}
	}
	return 0, nil
}

// rankGroup holds the rows of a partition with one sort key, in arrival order (Flink's
// TopNBuffer and its data state keep them so).
type rankGroup struct {
	key  []any
	rows [][]any
}

// rankPartition is a partition's rows grouped by sort key, best key first.
type rankPartition struct {
	groups []*rankGroup
	count  int // rows in all groups
}

// find returns the position of the group with the key, or where it would go.
func (p *rankPartition) find(k *rankKeys, key []any) (int, bool, error) {
	var failed error
	i, found := slices.BinarySearchFunc(p.groups, key, func(g *rankGroup, key []any) int {
		c, err := k.compare(g.key, key)
		if err != nil && failed == nil {
			failed = err
		}
		return c
	})
	return i, found, failed
}

// add appends a row after the rows of its key, and returns its group's position.
func (p *rankPartition) add(k *rankKeys, r rankRow) (int, error) {
	i, found, err := p.find(k, r.keys)
	if err != nil {
		return 0, err
	}
	if !found {
		p.groups = slices.Insert(p.groups, i, &rankGroup{key: r.keys})
	}
	p.groups[i].rows = append(p.groups[i].rows, r.values)
	p.count++
	return i, nil
}

// remove drops group g's row j.
func (p *rankPartition) remove(g, j int) {
	grp := p.groups[g]
	grp.rows = slices.Delete(grp.rows, j, j+1)
	p.count--
	if len(grp.rows) == 0 {
		p.groups = slices.Delete(p.groups, g, g+1)
	}
}

// changes builds a batch of output rows, each an input row and, with number set, its rank.
type changes struct {
	fields []plan.Field
	number bool
	b      *array.RecordBuilder
	kinds  []types.RowKind
}

func newChanges(fields []plan.Field, number bool, alloc memory.Allocator) *changes {
	return &changes{fields: fields, number: number, b: array.NewRecordBuilder(alloc, schemaOf(fields))}
}

func (c *changes) emit(kind types.RowKind, row []any, rank int64) error {
	for i, v := range row {
		if err := types.AppendToBuilder(c.fields[i].Type, c.b.Field(i), v); err != nil {
			return err
		}
	}
	if c.number {
		if err := types.AppendToBuilder(c.fields[len(row)].Type, c.b.Field(len(row)), rank); err != nil {
			return err
		}
	}
	c.kinds = append(c.kinds, kind)
	return nil
}

func (c *changes) batch() connector.Batch {
	defer c.b.Release()
	return connector.Batch{Record: c.b.NewRecordBatch(), Kinds: c.kinds}
}

// sameValues reports whether two rows are equal field by field, as Flink's record equaliser.
func sameValues(fields []plan.Field, a, b []any) bool {
	for i := range a {
		if (a[i] == nil) != (b[i] == nil) {
			return false
		}
		if a[i] != nil && !types.ValuesEqual(fields[i].Type, a[i], b[i]) {
			return false
		}
	}
	return true
}
