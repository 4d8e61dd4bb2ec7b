package exec

import (
	"context"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// scanOp reads a table through its connector.
type scanOp struct {
	reader connector.Reader
}

func (o *scanOp) Next(ctx context.Context) (connector.Batch, error) { return o.reader.Next(ctx) }
func (o *scanOp) Close() error                                      { return o.reader.Close() }
