package plan

import "github.com/flinkpad/flinkpad/engine/sql"

// The collection functions over ARRAY, MAP and MULTISET values are typed by rules of their own
// (bind_constructor.go).
func init() {
	for _, name := range []string{"CARDINALITY", "ELEMENT"} {
		register(&function{name: name, raw: func(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
			return b.bindCollectionFunc(f, name, sc)
		}})
	}
}
