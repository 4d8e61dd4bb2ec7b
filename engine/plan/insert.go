package plan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Sink writes its input into a catalog table. Its input produces exactly the table's persisted
// columns, in order: the query's columns cast to the sink's types, the static partition values
// and NULL for the columns a column list leaves out.
type Sink struct {
	Spanned
	Input     Node
	ID        catalog.ObjectIdentifier
	Table     *catalog.Table
	Overwrite bool
	// StaticPartition holds the PARTITION clause's values, as directory names spell them.
	StaticPartition map[string]string
	// TargetColumns lists the sink columns of an INSERT's column list, in its order (nil
	// without one); plans print them (targetColumns=[[0],[1]]).
	TargetColumns []int
	// Hints are the options of the target's OPTIONS hint, already merged into Table's; plans
	// print them (hint_table.go).
	Hints [][2]string
}

func (n *Sink) Fields() []Field { return n.Input.Fields() }
func (n *Sink) Inputs() []Node  { return []Node{n.Input} }

var _ Node = (*Sink)(nil)

// BindInsert binds INSERT INTO|OVERWRITE t [PARTITION (...)] [(columns)] query with Flink's
// checks and messages.
func (b *Binder) BindInsert(s *sql.InsertStmt) (*Sink, error) {
	parts := NameParts(s.Table)
	id, err := b.cat.Qualify(parts)
	if err != nil {
		return nil, err
	}
	obj, _, ok := b.cat.Lookup(id)
	if !ok {
		return nil, validationError(s.Table, "Cannot find table '%s' in any of the catalogs %v, nor as a temporary table.",
			id.Quoted(), b.cat.Catalogs())
	}
	table, ok := obj.(*catalog.Table)
	if view, isView := obj.(*catalog.View); isView {
		return nil, b.insertIntoView(s, id, view)
	}
	if !ok {
		return nil, notSupported(s.Table, "INSERT into a view")
	}
	table, hints, err := b.hintedTarget(s.Hints, id, table)
	if err != nil {
		return nil, err
	}
	if err := metadataSinkError(table, s.Table); err != nil {
		return nil, err
	}
	query, err := b.BindQuery(s.Query)
	if err != nil {
		return nil, err
	}
	sink := &Sink{ID: id, Table: table, Overwrite: s.Overwrite, StaticPartition: map[string]string{}, Hints: hints}
	persisted := table.Schema.PersistedColumns()
	static, err := b.bindStaticPartition(s, table, id, sink)
	if err != nil {
		return nil, err
	}
	targets, err := insertTargets(s, persisted, static)
	if err != nil {
		return nil, err
	}
	for _, col := range s.Columns {
		sink.TargetColumns = append(sink.TargetColumns, slices.IndexFunc(persisted, func(c catalog.Column) bool { return c.Name == col.Name }))
	}
	qf := query.Fields()
	if len(qf) != len(targets) {
		if len(s.Columns) > 0 {
			return nil, notSupported(s, "a column list of another length than the query")
		}
		return nil, schemaMismatch(id, "Different number of columns.", qf, persisted)
	}
	p := &Project{Input: query, Kind: ProjectSink}
	for pos, c := range persisted {
		p.Output = append(p.Output, Field{Name: c.Name, Type: c.Type})
		if e, ok := static[c.Name]; ok {
			p.Exprs = append(p.Exprs, e)
			continue
		}
		qi := slices.Index(targets, c.Name)
		if qi < 0 {
			if !c.Type.Nullable() {
				return nil, validatorError(s, "Column '%s' has no default value and does not allow NULLs", c.Name)
			}
			p.Exprs = append(p.Exprs, &Literal{T: c.Type, Text: "null:" + c.Type.String()})
			continue
		}
		from := qf[qi].Type
		var e Expr = &InputRef{Index: qi, T: from}
		if !from.EqualIgnoringNullability(c.Type) {
			if !types.SupportsImplicitCast(from, c.Type) {
				return nil, schemaMismatch(id, fmt.Sprintf("Incompatible types for sink column '%s' at position %d.", c.Name, pos+1), qf, persisted)
			}
			e = &Cast{X: e, T: c.Type.WithNullable(from.Nullable()), Session: b.sessionOf()}
		}
		p.Exprs = append(p.Exprs, e)
	}
	sink.Input = p
	// INSERT INTO t: the sink and the projection that shapes the query into its columns.
	b.markSpan(sink, Span{Start: s.Pos(), End: s.Table.End()})
	return sink, nil
}

// insertTargets lists the sink columns the query's columns go to, in query order.
func insertTargets(s *sql.InsertStmt, persisted []catalog.Column, static map[string]Expr) ([]string, error) {
	if len(s.Columns) == 0 {
		var names []string
		for _, c := range persisted {
			if _, fixed := static[c.Name]; !fixed {
				names = append(names, c.Name)
			}
		}
		return names, nil
	}
	var names []string
	for _, col := range s.Columns {
		if !containsColumn(persisted, col.Name) {
			return nil, validatorError(col, "Unknown target column '%s'", col.Name)
		}
		if slices.Index(names, col.Name) >= 0 {
			return nil, validatorError(col, "Target column '%s' is assigned more than once", col.Name)
		}
		names = append(names, col.Name)
	}
	return names, nil
}

// bindStaticPartition checks PARTITION (k = v, ...) and returns each value cast to its column.
func (b *Binder) bindStaticPartition(s *sql.InsertStmt, t *catalog.Table, id catalog.ObjectIdentifier, sink *Sink) (map[string]Expr, error) {
	static := map[string]Expr{}
	for _, pv := range s.Partition {
		name := pv.Column.Name
		if slices.Index(t.PartitionKeys, name) < 0 {
			return nil, validationError(pv.Column, "Static partition column '%s' should be in the partition keys list %s for table '%s'.",
				name, "["+strings.Join(t.PartitionKeys, ", ")+"]", id)
		}
		col, _ := t.Schema.Column(name)
		lit, ok := pv.Value.(*sql.Literal)
		if !ok || lit.Kind == sql.LitNull {
			return nil, notSupported(pv.Value, "a PARTITION value that is not a literal")
		}
		v, err := types.CastValue(lit.Value, types.String, col.Type, nil)
		if err != nil {
			return nil, notSupported(pv.Value, "this PARTITION value for a "+col.Type.String()+" column")
		}
		static[name] = &Literal{Value: v, T: col.Type, Text: lit.String()}
		sink.StaticPartition[name] = lit.Value
	}
	return static, nil
}

// schemaMismatch is Flink's message when a query does not fit its sink.
func schemaMismatch(id catalog.ObjectIdentifier, cause string, query []Field, sink []catalog.Column) *Error {
	q := make([]string, len(query))
	for i, f := range query {
		q[i] = f.Name + ": " + f.Type.String()
	}
	k := make([]string, len(sink))
	for i, c := range sink {
		k[i] = c.Name + ": " + c.Type.String()
	}
	return &Error{Kind: ErrValidation, Class: classValidation, Msg: fmt.Sprintf(
		"Column types of query result and sink for '%s' do not match.\nCause: %s\n\nQuery schema: [%s]\nSink schema:  [%s]",
		id, cause, strings.Join(q, ", "), strings.Join(k, ", "))}
}

func containsColumn(cols []catalog.Column, name string) bool {
	for _, c := range cols {
		if c.Name == name {
			return true
		}
	}
	return false
}
