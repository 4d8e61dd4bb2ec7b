package datagen

import (
	"context"
	"io"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkMillionOrders generates 1,000,000 rows shaped like the multiple-sinks seed's orders.
func BenchmarkMillionOrders(b *testing.B) {
	tab := table([]col{{"id", types.BigInt}, {"customer", types.Int}, {"amount", types.Double}, {"product", types.VarChar(types.MaxLength)}},
		"number-of-rows", "1000000", "fields.id.kind", "sequence", "fields.id.start", "1", "fields.id.end", "1000000",
		"fields.customer.min", "1", "fields.customer.max", "1000", "fields.amount.min", "1", "fields.amount.max", "500",
		"fields.product.length", "8")
	src, err := Factory().CreateSource(tab, &connector.Env{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		r, err := src.Open(context.Background(), []int{0, 1, 2, 3})
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for {
			bt, err := r.Next(context.Background())
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			n += bt.Len()
			bt.Record.Release()
		}
		r.Close()
		if n != 1000000 {
			b.Fatal(n)
		}
	}
}
