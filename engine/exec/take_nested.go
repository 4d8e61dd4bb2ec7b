package exec

import (
	"github.com/apache/arrow-go/v18/arrow/array"
)

// Copying rows of struct and list columns (ROW, ARRAY, MAP, MULTISET, and TIMESTAMP, whose
// Arrow layout is a struct), child by child with the typed loops of appendRows.

func appendStructRows(b *array.StructBuilder, a *array.Struct, rows []int) error {
	for k, r := range rows {
		if a.IsNull(r) {
			b.AppendNull() // appends a NULL to every child too
			continue
		}
		b.Append(true)
		for f := range a.NumField() {
			if err := appendRows(b.FieldBuilder(f), a.Field(f), rows[k:k+1]); err != nil {
				return err
			}
		}
	}
	return nil
}

func appendListRows(b *array.ListBuilder, a *array.List, rows []int) error {
	var elems []int
	for _, r := range rows {
		if a.IsNull(r) {
			b.AppendNull()
			continue
		}
		b.Append(true)
		start, end := a.ValueOffsets(r)
		elems = elems[:0]
		for i := start; i < end; i++ {
			elems = append(elems, int(i))
		}
		if err := appendRows(b.ValueBuilder(), a.ListValues(), elems); err != nil {
			return err
		}
	}
	return nil
}
