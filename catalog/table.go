package catalog

// Object is a table or a view.
type Object interface {
	// Kind names the object as Flink's messages do: "Table" or "View".
	Kind() string
	// ResolvedSchema is the object's schema.
	ResolvedSchema() *Schema
}

// Option is one connector option, kept in DDL order.
type Option struct {
	Key, Value string
}

// Table is a table backed by a connector.
type Table struct {
	Schema        Schema
	Comment       string
	PartitionKeys []string
	Options       []Option
}

// Kind implements Object.
func (*Table) Kind() string { return "Table" }

// ResolvedSchema implements Object.
func (t *Table) ResolvedSchema() *Schema { return &t.Schema }

// Option returns the value of a connector option.
func (t *Table) Option(key string) (string, bool) {
	for _, o := range t.Options {
		if o.Key == key {
			return o.Value, true
		}
	}
	return "", false
}

// OptionMap returns the options as a map, for connector factories.
func (t *Table) OptionMap() map[string]string {
	m := make(map[string]string, len(t.Options))
	for _, o := range t.Options {
		m[o.Key] = o.Value
	}
	return m
}

// View is a named query.
type View struct {
	Schema Schema
	// Query is the view's query as written; ExpandedQuery has every name fully qualified, so
	// that the view means the same thing whatever the current catalog is when it is used.
	Query         string
	ExpandedQuery string
	Comment       string
	// Origin is where the view's query is in the text that created it, which the planner
	// reads to mark the nodes it plans from the view; nil when that text is not known. The
	// catalog keeps it without reading it.
	Origin any
}

// Kind implements Object.
func (*View) Kind() string { return "View" }

// ResolvedSchema implements Object.
func (v *View) ResolvedSchema() *Schema { return &v.Schema }
