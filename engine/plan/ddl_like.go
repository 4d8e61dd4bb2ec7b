package plan

import (
	"errors"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// The LIKE clause's features and strategies, and Flink's defaults: every feature is included,
// and options the new table gives overwrite the source table's.
var (
	likeFeatures        = []string{"CONSTRAINTS", "DISTRIBUTION", "GENERATED", "METADATA", "OPTIONS", "PARTITIONS", "WATERMARKS"}
	illegalLikeStrategy = map[string]bool{"ALL": true, "PARTITIONS": true, "CONSTRAINTS": true, "DISTRIBUTION": true}
)

// likeStrategies computes the merging strategy of each feature: the defaults, then ALL, then
// each feature the clause names, as Flink's MergeTableLikeUtil does.
func likeStrategies(like *sql.TableLike) (map[string]string, error) {
	seen := map[string]bool{}
	for _, o := range like.Options {
		f := strings.ToUpper(o.Feature)
		if seen[f] {
			return nil, sqlValidateError(like, "Each like option feature can be declared only once.")
		}
		seen[f] = true
	}
	for _, o := range like.Options {
		s, f := strings.ToUpper(o.Strategy), strings.ToUpper(o.Feature)
		if s == "OVERWRITING" && illegalLikeStrategy[f] {
			return nil, sqlValidateError(like, "Illegal merging strategy '%s' for '%s' option.", s, f)
		}
	}
	strategies := map[string]string{}
	for _, f := range likeFeatures {
		strategies[f] = "INCLUDING"
	}
	strategies["OPTIONS"] = "OVERWRITING"
	for _, o := range like.Options {
		if strings.EqualFold(o.Feature, "ALL") {
			for _, f := range likeFeatures {
				strategies[f] = strings.ToUpper(o.Strategy)
			}
		}
	}
	for _, o := range like.Options {
		strategies[strings.ToUpper(o.Feature)] = strings.ToUpper(o.Strategy)
	}
	return strategies, nil
}

func sqlValidateError(at sql.Node, format string, args ...any) *Error {
	e := validationError(at, format, args...)
	e.Class = "org.apache.flink.sql.parser.error.SqlValidateException"
	return e
}

// bindCreateTableLike merges CREATE TABLE ... LIKE source with the source table, feature by
// feature, with Flink's checks and messages. The comment is the new table's own.
func bindCreateTableLike(ct *sql.CreateTable, cat *catalog.Manager, loc Locator) (*catalog.Table, error) {
	strategies, err := likeStrategies(ct.Like)
	if err != nil {
		return nil, err
	}
	src, err := likeSource(ct.Like, cat, loc)
	if err != nil {
		return nil, err
	}
	t := &catalog.Table{}
	if t.Options, err = mergeLikeOptions(ct, src, strategies["OPTIONS"]); err != nil {
		return nil, err
	}
	m := &likeMerge{ct: ct, cat: cat, loc: loc, strategies: strategies}
	if err := m.columns(src); err != nil {
		return nil, err
	}
	t.Schema.Columns = m.merged
	if err := m.watermarks(src, &t.Schema); err != nil {
		return nil, err
	}
	if err := m.primaryKey(src, &t.Schema); err != nil {
		return nil, err
	}
	switch {
	case len(ct.PartitionedBy) > 0 && len(src.PartitionKeys) > 0 && strategies["PARTITIONS"] != "EXCLUDING":
		return nil, validationError(ct.Like, "The base table already has partitions defined. You might want to specify EXCLUDING PARTITIONS.")
	case len(ct.PartitionedBy) > 0:
		for _, p := range ct.PartitionedBy {
			t.PartitionKeys = append(t.PartitionKeys, p.Name)
		}
	default:
		t.PartitionKeys = slices.Clone(src.PartitionKeys)
	}
	for _, p := range t.PartitionKeys {
		if _, ok := t.Schema.Column(p); !ok {
			return nil, validationError(ct, "Partition column '%s' not defined in the table schema. Available columns: [%s]",
				p, quotedColumnList(&t.Schema))
		}
	}
	if ct.Comment != nil {
		t.Comment = ct.Comment.Value
	}
	return t, nil
}

// likeSource finds the table a LIKE clause names; a view has no connector to copy.
func likeSource(like *sql.TableLike, cat *catalog.Manager, loc Locator) (*catalog.Table, error) {
	id, err := cat.Qualify(NameParts(like.Source))
	if err != nil {
		return nil, err
	}
	line, column := loc.LineColumn(like.Source.Pos())
	obj, _, ok := cat.Lookup(id)
	if !ok {
		return nil, validationError(like.Source, "Source table '%s' of the LIKE clause not found in the catalog, at line %d, column %d",
			id.Quoted(), line, column)
	}
	src, ok := obj.(*catalog.Table)
	if !ok {
		return nil, validationError(like.Source, "Source table '%s' of the LIKE clause can not be a VIEW, at line %d, column %d",
			id.Quoted(), line, column)
	}
	return src, nil
}

// mergeLikeOptions keeps the source's options unless EXCLUDING OPTIONS, and adds the new
// table's, which may replace a source option only with OVERWRITING OPTIONS (the default).
func mergeLikeOptions(ct *sql.CreateTable, src *catalog.Table, strategy string) ([]catalog.Option, error) {
	var opts []catalog.Option
	if strategy != "EXCLUDING" {
		opts = slices.Clone(src.Options)
	}
	for _, o := range ct.Options {
		i := slices.IndexFunc(opts, func(x catalog.Option) bool { return x.Key == o.Key.Value })
		if i >= 0 && strategy != "OVERWRITING" {
			return nil, validationError(o, "There already exists an option ['%s' -> '%s']  in the base table. "+
				"You might want to specify EXCLUDING OPTIONS or OVERWRITING OPTIONS.", o.Key.Value, opts[i].Value)
		}
		if i >= 0 {
			opts[i].Value = o.Value.Value
		} else {
			opts = append(opts, catalog.Option{Key: o.Key.Value, Value: o.Value.Value})
		}
	}
	return opts, nil
}

// likeMerge merges the columns, watermarks and primary key of a LIKE clause's source with the
// new table's.
type likeMerge struct {
	ct         *sql.CreateTable
	cat        *catalog.Manager
	loc        Locator
	strategies map[string]string
	merged     []catalog.Column
	// physical and metadata are the columns that computed columns may read: every physical
	// column, and the metadata columns the new table declares.
	physical, metadata []catalog.Column
	computed           []catalog.Column // declared by the new table, for watermarks
}

func (m *likeMerge) index(name string) int {
	return slices.IndexFunc(m.merged, func(c catalog.Column) bool { return c.Name == name })
}

// columns takes the source's physical columns, and its computed and metadata columns unless
// excluded, then the new table's: a physical column must be new, a computed or metadata one may
// replace one of its kind with OVERWRITING, in its place.
func (m *likeMerge) columns(src *catalog.Table) error {
	for _, c := range src.Schema.Columns {
		switch {
		case c.Kind == catalog.Physical:
			m.physical = append(m.physical, c)
		case c.Kind == catalog.Computed && m.strategies["GENERATED"] == "EXCLUDING",
			c.Kind == catalog.Metadata && m.strategies["METADATA"] == "EXCLUDING":
			continue
		}
		m.merged = append(m.merged, c)
	}
	pk := derivedPrimaryKey(m.ct)
	for _, def := range m.ct.Columns {
		if def.Kind != sql.PhysicalColumn {
			continue
		}
		if m.index(def.Name.Name) >= 0 {
			return validationError(def, "A column named '%s' already exists in the base table.", def.Name.Name)
		}
		if slices.ContainsFunc(m.physical, func(c catalog.Column) bool { return c.Name == def.Name.Name }) {
			return validationError(def, "A regular Column named '%s' already exists in the table.", def.Name.Name)
		}
		col, err := bindColumnDef(def)
		if err != nil {
			return err
		}
		if slices.Contains(pk, def.Name.Name) {
			// The parser makes a primary key's declared columns NOT NULL.
			col.Type = col.Type.AsNotNull()
		}
		m.physical = append(m.physical, col)
	}
	for _, def := range m.ct.Columns {
		col, err := m.column(def)
		if err != nil {
			return err
		}
		if i := m.index(col.Name); i >= 0 {
			m.merged[i] = col
		} else {
			m.merged = append(m.merged, col)
		}
	}
	return nil
}

// column binds one column of the new table against what the source already has.
func (m *likeMerge) column(def *sql.ColumnDef) (catalog.Column, error) {
	name := def.Name.Name
	i := m.index(name)
	switch def.Kind {
	case sql.PhysicalColumn:
		j := slices.IndexFunc(m.physical, func(c catalog.Column) bool { return c.Name == name })
		return m.physical[j], nil
	case sql.ComputedColumn:
		if slices.ContainsFunc(m.physical, func(c catalog.Column) bool { return c.Name == name }) {
			return catalog.Column{}, validationError(def, "A column named '%s' already exists in the table. "+
				"Duplicate columns exist in the compute column and regular column. ", name)
		}
		if i >= 0 && m.merged[i].Kind != catalog.Computed {
			return catalog.Column{}, validationError(def, "A column named '%s' already exists in the base table. "+
				"Computed columns can only overwrite other computed columns.", name)
		}
		if i >= 0 && m.strategies["GENERATED"] != "OVERWRITING" {
			return catalog.Column{}, validationError(def, "A generated column named '%s' already exists in the base table. "+
				"You might want to specify EXCLUDING GENERATED or OVERWRITING GENERATED.", name)
		}
		col, err := bindColumnDef(def)
		if err != nil {
			return col, err
		}
		sc := scopeOf("", columnFields(append(slices.Clone(m.physical), m.metadata...)))
		e, err := NewBinder(m.cat).bindExpr(def.Expr, sc)
		if err != nil {
			return col, unknownIdentifier(err, def.Expr)
		}
		col.Type = e.Type()
		m.computed = append(m.computed, col)
		return col, nil
	}
	if slices.ContainsFunc(m.physical, func(c catalog.Column) bool { return c.Name == name }) {
		return catalog.Column{}, validationError(def, "A column named '%s' already exists in the table. "+
			"Duplicate columns exist in the metadata column and regular column. ", name)
	}
	if i >= 0 && m.merged[i].Kind != catalog.Metadata {
		return catalog.Column{}, validationError(def, "A column named '%s' already exists in the base table. "+
			"Metadata columns can only overwrite other metadata columns.", name)
	}
	if i >= 0 && m.strategies["METADATA"] != "OVERWRITING" {
		return catalog.Column{}, validationError(def, "A metadata column named '%s' already exists in the base table. "+
			"You might want to specify EXCLUDING METADATA or OVERWRITING METADATA.", name)
	}
	col, err := bindColumnDef(def)
	if err == nil {
		m.metadata = append(m.metadata, col)
	}
	return col, err
}

// unknownIdentifier restates a column the validator cannot find in a computed column's
// expression as Flink's expression validation does.
func unknownIdentifier(err error, e sql.Expr) error {
	var be *Error
	if !errors.As(err, &be) || !strings.HasPrefix(be.Msg, "Column '") || !strings.HasSuffix(be.Msg, "not found in any table") {
		return err
	}
	name := strings.TrimSuffix(strings.TrimPrefix(be.Msg, "Column '"), "' not found in any table")
	return validatorError(e, "Unknown identifier '%s'", name)
}

func columnFields(cols []catalog.Column) []Field {
	out := make([]Field, len(cols))
	for i, c := range cols {
		out[i] = Field{Name: c.Name, Type: c.Type}
	}
	return out
}

// watermarks keeps the source's unless excluded; the new table's may replace one on the same
// column only with OVERWRITING WATERMARKS.
func (m *likeMerge) watermarks(src *catalog.Table, s *catalog.Schema) error {
	if m.strategies["WATERMARKS"] != "EXCLUDING" {
		s.Watermarks = slices.Clone(src.Schema.Watermarks)
	}
	for _, w := range m.ct.Watermarks {
		column := strings.Join(NameParts(w.Column), ".")
		i := slices.IndexFunc(s.Watermarks, func(x catalog.Watermark) bool { return x.Column == column })
		if i >= 0 && m.strategies["WATERMARKS"] != "OVERWRITING" {
			return validationError(w, "There already exists a watermark spec for column '%s' in the base table. "+
				"You might want to specify EXCLUDING WATERMARKS or OVERWRITING WATERMARKS.", column)
		}
		// The rowtime column is looked up among the physical, declared metadata and declared
		// computed columns.
		visible := &catalog.Schema{Columns: append(append(slices.Clone(m.physical), m.metadata...), m.computed...)}
		wm, err := bindWatermark(w, visible, m.loc)
		if err != nil {
			return err
		}
		if i >= 0 {
			s.Watermarks[i] = wm
		} else {
			s.Watermarks = append(s.Watermarks, wm)
		}
	}
	return nil
}

// primaryKey keeps the source's with INCLUDING CONSTRAINTS; the new table may declare one only
// when the source's is not kept. The key's columns must be physical and NOT NULL: a source
// column keeps the nullability it has.
func (m *likeMerge) primaryKey(src *catalog.Table, s *catalog.Schema) error {
	if src.Schema.PrimaryKey != nil && m.strategies["CONSTRAINTS"] == "INCLUDING" {
		pk := *src.Schema.PrimaryKey
		s.PrimaryKey = &pk
	}
	c := derivedConstraint(m.ct)
	if c == nil {
		return nil
	}
	if c.Unique {
		return notSupported(c, "UNIQUE constraints")
	}
	if c.Enforcement != sql.NotEnforced {
		return enforcedKeyError(c)
	}
	if s.PrimaryKey != nil {
		return validationError(c, "The base table already has a primary key. You might want to specify EXCLUDING CONSTRAINTS.")
	}
	key := &catalog.PrimaryKey{}
	for _, ident := range c.Columns {
		i := m.index(ident.Name)
		line, column := m.loc.LineColumn(ident.Pos())
		if i < 0 {
			return validationError(ident, "Primary key column '%s' is not defined in the schema at line %d, column %d",
				ident.Name, line, column)
		}
		if s.Columns[i].Kind != catalog.Physical {
			return validationError(ident, "Could not create a PRIMARY KEY with column '%s' at line %d, column %d.\n"+
				"A PRIMARY KEY constraint must be declared on physical columns.", ident.Name, line, column)
		}
		key.Columns = append(key.Columns, ident.Name)
	}
	key.Name = "PK_" + strings.Join(key.Columns, "_")
	if c.Name != nil {
		key.Name = c.Name.Name
	}
	for _, name := range key.Columns {
		if col, _ := s.Column(name); col.Type.Nullable() {
			return validationError(c, "Invalid primary key '%s'. Column '%s' is nullable.", key.Name, name)
		}
	}
	s.PrimaryKey = key
	return nil
}

// derivedConstraint is the new table's PRIMARY KEY, declared on a column or on the table.
func derivedConstraint(ct *sql.CreateTable) *sql.Constraint {
	var pk *sql.Constraint
	for _, c := range ct.Columns {
		if c.Constraint != nil {
			pk = &sql.Constraint{ConstraintPos: c.Constraint.ConstraintPos, Name: c.Constraint.Name,
				Columns: []*sql.Ident{c.Name}, Enforcement: c.Constraint.Enforcement}
		}
	}
	for _, c := range ct.Constraints {
		pk = c
	}
	return pk
}

// derivedPrimaryKey names the columns of the new table's primary key.
func derivedPrimaryKey(ct *sql.CreateTable) []string {
	c := derivedConstraint(ct)
	if c == nil {
		return nil
	}
	var names []string
	for _, id := range c.Columns {
		names = append(names, id.Name)
	}
	return names
}
