package datagen

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BatchSize is the most rows a batch holds.
const BatchSize = 1024

type source struct {
	cols          []catalog.Column
	gens          []fieldGen
	rowsPerSecond int64
	numberOfRows  int64
	bounded       bool
	env           connector.Env
}

var _ connector.Source = (*source)(nil)

// Bounded is true only with 'number-of-rows': Flink's planner sees a table whose only end is a
// sequence field as unbounded, though its job ends with the sequence.
func (s *source) Bounded() bool { return s.bounded }

// Open starts a read; every read produces the table from the start again.
func (s *source) Open(ctx context.Context, columns []int) (connector.Reader, error) {
	names := make([]string, len(columns))
	typs := make([]types.Type, len(columns))
	for i, c := range columns {
		if c < 0 || c >= len(s.cols) {
			return nil, fmt.Errorf("datagen: column %d out of range (%d physical columns)", c, len(s.cols))
		}
		names[i], typs[i] = s.cols[c].Name, s.cols[c].Type
	}
	// The table ends with number-of-rows or with the shortest sequence.
	limit := int64(-1)
	if s.bounded {
		limit = max(s.numberOfRows, 0)
	}
	var failure error
	for _, g := range s.gens {
		if g.openErr != nil && failure == nil {
			failure = g.openErr
		}
		if g.seqTotal >= 0 && (limit < 0 || g.seqTotal < limit) {
			limit = g.seqTotal
		}
	}
	if failure == nil {
		// Flink generates every field of a row, read or not, so a field whose generator
		// rejects its bounds fails the job once a row is made.
		for _, g := range s.gens {
			if g.drawErr != nil && g.draws() {
				failure = g.drawErr
				break
			}
		}
		if limit == 0 {
			failure = nil
		}
	}
	seed := uint64(s.env.Seed)
	if s.env.Seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	alloc := s.env.Alloc
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	r := &reader{
		builder:   array.NewRecordBuilder(alloc, types.ArrowSchema(names, typs)),
		cols:      make([]columnGen, len(columns)),
		remaining: limit,
		failure:   failure,
		pacer:     connector.Pacer{RowsPerSecond: s.rowsPerSecond},
	}
	for i, c := range columns {
		// One random stream per physical column: a column's values do not depend on which
		// other columns a query reads.
		r.cols[i] = s.gens[c].newColumn(rand.New(rand.NewPCG(seed, uint64(c)+0x9e3779b97f4a7c15)))
	}
	return r, nil
}

type reader struct {
	builder   *array.RecordBuilder
	cols      []columnGen
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
	n := int64(BatchSize)
	if r.remaining > 0 {
		n = min(n, r.remaining)
	}
	// Flink's datagen source limits its rate in both runtime modes.
	var err error
	if n, err = r.pacer.Take(ctx, n); err != nil {
		return connector.Batch{}, err
	}
	for i, c := range r.cols {
		if err := c.appendN(r.builder.Field(i), int(n)); err != nil {
			return connector.Batch{}, err
		}
	}
	if r.remaining > 0 {
		r.remaining -= n
	}
	return connector.Batch{Record: r.builder.NewRecordBatch()}, nil
}

func (r *reader) Close() error {
	if !r.closed {
		r.closed = true
		r.builder.Release()
	}
	return nil
}
