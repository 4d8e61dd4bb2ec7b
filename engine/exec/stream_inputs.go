package exec

import (
	"context"
	"errors"
	"io"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// twoInputs reads the two inputs of a binary streaming operator a batch at a time each in
// turn, as the streaming join and set operations consume them, until both end.
type twoInputs struct {
	inputs [2]Operator // left, right
	done   [2]bool
	turn   int
}

// next hands each input batch to consume, with the side it came from, and returns the first
// non-empty batch of changes consume makes; io.EOF once both inputs end.
func (t *twoInputs) next(ctx context.Context, consume func(side int, b connector.Batch) (connector.Batch, error)) (connector.Batch, error) {
	for !t.done[0] || !t.done[1] {
		side := t.turn
		if t.done[side] {
			side = 1 - side
		}
		t.turn = 1 - side
		b, err := t.inputs[side].Next(ctx)
		if errors.Is(err, io.EOF) {
			t.done[side] = true
			continue
		}
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := consume(side, b)
		b.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		if out.Len() > 0 {
			return out, nil
		}
		out.Record.Release()
	}
	return connector.Batch{}, io.EOF
}

func (t *twoInputs) Close() error { return errors.Join(t.inputs[0].Close(), t.inputs[1].Close()) }

// nextChanges reads a unary streaming operator's input until consume turns a batch into a
// non-empty batch of changes, and returns it; the input's io.EOF ends it.
func nextChanges(ctx context.Context, input Operator, consume func(b connector.Batch) (connector.Batch, error)) (connector.Batch, error) {
	for {
		in, err := input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := consume(in)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		if out.Len() > 0 {
			return out, nil
		}
		out.Record.Release()
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
	}
}
