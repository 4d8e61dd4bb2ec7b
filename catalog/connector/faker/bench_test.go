package faker_test

import (
	"context"
	"errors"
	"io"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkOrders reads a tutorial-style table of 10,000 rows: a name, a number, a status from
// options and a past timestamp.
func BenchmarkOrders(b *testing.B) {
	tab := table([]col{{"name", str}, {"qty", types.Int}, {"status", str}, {"ts", types.Timestamp(3)}},
		"fields.name.expression", "#{Name.fullName}",
		"fields.qty.expression", "#{number.numberBetween '1','100'}",
		"fields.status.expression", "#{Options.option 'NEW','PAID','SHIPPED'}",
		"fields.ts.expression", "#{date.past '10','SECONDS'}",
		"number-of-rows", "10000", "rows-per-second", "100000000")
	for b.Loop() {
		src, err := faker.Factory().CreateSource(tab, &connector.Env{Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		r, err := src.Open(context.Background(), []int{0, 1, 2, 3})
		if err != nil {
			b.Fatal(err)
		}
		for {
			batch, err := r.Next(context.Background())
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			batch.Record.Release()
		}
		r.Close()
	}
	b.ReportMetric(float64(10000*b.N)/b.Elapsed().Seconds(), "rows/s")
}
