package faker

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BatchSize is the most rows a batch holds.
const BatchSize = 1024

type source struct {
	fields        []field
	eval          Evaluator
	rowsPerSecond int64
	numberOfRows  int64
	env           connector.Env
}

var (
	_ connector.Source = (*source)(nil)
	_ connector.Ender  = (*source)(nil)
)

// Bounded is flink-faker's isBounded: number-of-rows is set (to anything but -1).
func (s *source) Bounded() bool { return s.numberOfRows != unlimitedRows }

// EndsByItself is Bounded: only number-of-rows ends a faker table.
func (s *source) EndsByItself() bool { return s.Bounded() }

// Open starts a read; every read generates the table anew.
func (s *source) Open(ctx context.Context, columns []int) (connector.Reader, error) {
	names := make([]string, len(columns))
	typs := make([]types.Type, len(columns))
	for i, c := range columns {
		if c < 0 || c >= len(s.fields) {
			return nil, fmt.Errorf("faker: column %d out of range (%d physical columns)", c, len(s.fields))
		}
		names[i], typs[i] = s.fields[c].col.Name, s.fields[c].col.Type
	}
	remaining := int64(-1)
	var failure error
	if s.Bounded() {
		// flink-faker counts rows with NumberSequenceSource(1, number-of-rows).
		if s.numberOfRows < 1 {
			failure = flinkerr.New(nil, flinkerr.ClassIllegalArgument, "'from' must be <= 'to'")
		}
		remaining = max(s.numberOfRows, 0)
	}
	seed := s.env.Seed
	alloc := s.env.Alloc
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	perRow := 1
	for _, c := range columns {
		perRow = max(perRow, int(s.fields[c].length)*len(s.fields[c].expressions))
	}
	r := &reader{
		batchRows: int64(max(1, min(BatchSize, maxValuesPerBatch/perRow))),
		builder:   array.NewRecordBuilder(alloc, types.ArrowSchema(names, typs)),
		cols:      make([]column, len(columns)),
		remaining: remaining,
		failure:   failure,
		pacer:     connector.Pacer{RowsPerSecond: max(s.rowsPerSecond, 1)}, // flink-faker emits at least one row a second
	}
	for i, c := range columns {
		// One generator per physical column, seeded by its position: a column's values do not
		// depend on which other columns a query reads.
		colSeed := int64(0)
		if seed != 0 {
			colSeed = seed*31 + int64(c) + 1
		}
		g, err := s.eval.NewGenerator(colSeed)
		if err != nil {
			r.builder.Release()
			return nil, err
		}
		ns := uint64(colSeed)
		if seed == 0 {
			ns = uint64(time.Now().UnixNano()) + uint64(c)
		}
		r.cols[i] = column{field: s.fields[c], gen: g, nulls: rand.New(rand.NewPCG(ns, 0x5bd1e995))}
	}
	return r, nil
}

// column generates one field.
type column struct {
	field field
	gen   Generator
	nulls *rand.Rand
	bufs  [][]string
}

// maxValuesPerBatch bounds the expression values one batch generates, so that long collections
// make batches of fewer rows.
const maxValuesPerBatch = 1 << 16

type reader struct {
	batchRows int64
	builder   *array.RecordBuilder
	cols      []column
	remaining int64 // -1: unbounded
	failure   error
	closed    bool

	pacer connector.Pacer
}

var _ connector.Reader = (*reader)(nil)

func (r *reader) Next(ctx context.Context) (connector.Batch, error) {
	if r.closed {
		return connector.Batch{}, io.EOF
	}
	if err := ctx.Err(); err != nil {
		return connector.Batch{}, err
	}
	if r.failure != nil {
		return connector.Batch{}, r.failure
	}
	if r.remaining == 0 {
		return connector.Batch{}, io.EOF
	}
	n := r.batchRows
	if r.remaining > 0 {
		n = min(n, r.remaining)
	}
	var err error
	if n, err = r.pacer.Take(ctx, n); err != nil {
		return connector.Batch{}, err
	}
	for i := range r.cols {
		if err := r.cols[i].appendN(r.builder.Field(i), int(n)); err != nil {
			r.failure = err
			return connector.Batch{}, err
		}
	}
	if r.remaining > 0 {
		r.remaining -= n
	}
	return connector.Batch{Record: r.builder.NewRecordBatch()}, nil
}

// appendN generates n values of the column: each row is NULL with the null rate (a draw in
// [0,1) below it), else the expressions' values, length times over, cast to the type.
func (c *column) appendN(b array.Builder, n int) error {
	f := c.field
	present := make([]bool, n)
	count := 0
	for i := range present {
		if c.nulls.Float32() >= f.nullRate {
			present[i] = true
			count++
		}
	}
	per := int(f.length)
	if len(c.bufs) != len(f.expressions) {
		c.bufs = make([][]string, len(f.expressions))
	}
	for k, e := range f.expressions {
		if cap(c.bufs[k]) < count*per {
			c.bufs[k] = make([]string, count*per)
		}
		c.bufs[k] = c.bufs[k][:count*per]
		if err := c.gen.Fill(e, c.bufs[k]); err != nil {
			return err
		}
	}
	values := make([]string, 0, per*len(f.expressions))
	row := 0
	for i := range present {
		if !present[i] {
			b.AppendNull()
			continue
		}
		values = values[:0]
		for j := 0; j < per; j++ {
			for k := range f.expressions {
				values = append(values, c.bufs[k][row*per+j])
			}
		}
		row++
		v, err := cast(values, f.col.Type)
		if err != nil {
			return err
		}
		if err := types.AppendToBuilder(f.col.Type, b, v); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) Close() error {
	if !r.closed {
		r.closed = true
		r.builder.Release()
	}
	return nil
}
