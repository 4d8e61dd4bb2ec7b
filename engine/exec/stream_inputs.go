package exec

import (
	"context"
	"errors"
	"io"
	"math"

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

// watermarkedInputs are the two inputs of a binary time operator, read a batch at a time each
// in turn, each with its watermark: the end of an input is its final watermark, as a bounded
// source emits it. mark is the smaller of the two, the time such an operator fires to.
type watermarkedInputs struct {
	twoInputs
	marks [2]int64 // each input's watermark
	mark  int64    // the smaller of marks, as far as step has passed it on
}

func newWatermarkedInputs(left, right Operator) watermarkedInputs {
	return watermarkedInputs{twoInputs: twoInputs{inputs: [2]Operator{left, right}},
		marks: [2]int64{math.MinInt64, math.MinInt64}, mark: math.MinInt64}
}

// step reads one batch of the side whose turn it is, hands it to consume and takes in its
// watermark. advanced says mark moved on; io.EOF once both inputs have ended.
func (w *watermarkedInputs) step(ctx context.Context, consume func(side int, b connector.Batch) error) (advanced bool, err error) {
	if w.done[0] && w.done[1] {
		return false, io.EOF
	}
	side := w.turn
	if w.done[side] {
		side = 1 - side
	}
	w.turn = 1 - side
	b, err := w.inputs[side].Next(ctx)
	switch {
	case errors.Is(err, io.EOF):
		w.done[side] = true
		w.marks[side] = math.MaxInt64
	case err != nil:
		return false, err
	default:
		err = consume(side, b)
		if b.HasWatermark && b.Watermark > w.marks[side] {
			w.marks[side] = b.Watermark
		}
		b.Record.Release()
		if err != nil {
			return false, err
		}
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if mark := min(w.marks[0], w.marks[1]); mark > w.mark {
		w.mark = mark
		return true, nil
	}
	return false, nil
}
