package plan

import (
	"errors"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// ExpandedQuery prints a view's query as Flink stores it and SHOW CREATE VIEW shows it: the
// query Calcite validated, unparsed. Tables are fully qualified with an alias, columns are
// qualified by their table's alias, * is expanded, and each clause starts a line. It returns
// false for queries it cannot print that way.
func (b *Binder) ExpandedQuery(q sql.Query) (string, bool) {
	p := &viewPrinter{b: b}
	if _, err := p.query(q); err != nil {
		return "", false
	}
	return p.sb.String(), true
}

// viewPrinter unparses queries as Calcite's SqlPrettyWriter does with Flink's settings.
type viewPrinter struct {
	b      *Binder
	sb     strings.Builder
	scopes []scope // the FROM scopes of the queries being printed, innermost last
}

var errNotPrintable = errors.New("not printable as Flink's expanded query")

func (p *viewPrinter) str(s string) { p.sb.WriteString(s) }

// selectInfo is what ORDER BY needs of the query it orders: the select list's names and its
// FROM scope.
type selectInfo struct {
	names []string
	sc    scope
}

func (p *viewPrinter) query(q sql.Query) (*selectInfo, error) {
	switch q := q.(type) {
	case *sql.Select:
		return p.selectQuery(q)
	case *sql.ParenQuery:
		p.str("(")
		info, err := p.query(q.Query)
		p.str(")")
		return info, err
	case *sql.SetOp:
		info, err := p.query(q.Left)
		if err != nil {
			return nil, err
		}
		p.str("\n" + strings.ToUpper(q.Op.String()))
		if q.All {
			p.str(" ALL")
		}
		p.str("\n")
		if _, err := p.query(q.Right); err != nil {
			return nil, err
		}
		return info, nil
	case *sql.Values:
		p.str("VALUES ")
		for i, row := range q.Rows {
			if i > 0 {
				p.str(",\n")
			}
			p.str("ROW(")
			items := []sql.Expr{row}
			if r, ok := row.(*sql.RowExpr); ok {
				items = r.Fields
			}
			if err := p.exprList(items); err != nil {
				return nil, err
			}
			p.str(")")
		}
		return &selectInfo{}, nil
	case *sql.With:
		p.str("WITH ")
		for i, cte := range q.CTEs {
			if i > 0 {
				p.str(", ")
			}
			p.str(catalog.QuoteName(cte.Name.Name))
			if len(cte.Columns) > 0 {
				p.str(" (" + quotedIdents(cte.Columns) + ")")
			}
			p.str(" AS (")
			// A CTE sees the ones before it, as the binder binds it.
			saved := p.b.ctes
			p.b.ctes = append(p.b.ctes[:len(saved):len(saved)], q.CTEs[:i]...)
			_, err := p.query(cte.Query)
			p.b.ctes = saved
			if err != nil {
				return nil, err
			}
			p.str(")")
		}
		p.str(" ")
		saved := p.b.ctes
		p.b.ctes = append(p.b.ctes[:len(saved):len(saved)], q.CTEs...)
		defer func() { p.b.ctes = saved }()
		return p.query(q.Body)
	case *sql.OrderBy:
		return p.orderBy(q)
	}
	return nil, errNotPrintable
}

func (p *viewPrinter) selectQuery(s *sql.Select) (*selectInfo, error) {
	var sc scope
	if s.From != nil {
		var err error
		b := *p.b
		b.agg, b.sub = nil, nil
		if _, sc, err = b.bindFrom(s.From); err != nil {
			return nil, err
		}
	}
	p.scopes = append(p.scopes, sc)
	defer func() { p.scopes = p.scopes[:len(p.scopes)-1] }()
	info := &selectInfo{sc: sc}
	p.str("SELECT ")
	if s.Quantifier == "DISTINCT" {
		p.str("DISTINCT ")
	}
	for i, item := range s.Items {
		if i > 0 {
			p.str(", ")
		}
		if star, ok := item.Expr.(*sql.StarExpr); ok {
			p.star(star, sc, info)
			continue
		}
		if err := p.expr(item.Expr, 0); err != nil {
			return nil, err
		}
		if item.Alias != nil {
			p.str(" AS " + catalog.QuoteName(item.Alias.Name))
		}
		info.names = append(info.names, itemName(item, len(info.names)))
	}
	if s.From != nil {
		p.str("\nFROM ")
		if err := p.from(s.From); err != nil {
			return nil, err
		}
	}
	for _, clause := range []struct {
		kw string
		e  sql.Expr
	}{{"\nWHERE ", s.Where}} {
		if clause.e != nil {
			p.str(clause.kw)
			if err := p.expr(clause.e, 0); err != nil {
				return nil, err
			}
		}
	}
	if len(s.GroupBy) > 0 {
		p.str("\nGROUP BY ")
		if err := p.exprList(s.GroupBy); err != nil {
			return nil, err
		}
	}
	if s.Having != nil {
		p.str("\nHAVING ")
		if err := p.expr(s.Having, 0); err != nil {
			return nil, err
		}
	}
	return info, nil
}

// star expands * into the columns it stands for, each qualified by its table's alias.
func (p *viewPrinter) star(star *sql.StarExpr, sc scope, info *selectInfo) {
	qualifier := ""
	if star.Qualifier != nil {
		qualifier = star.Qualifier.Parts[len(star.Qualifier.Parts)-1].Name
	}
	first := true
	for _, f := range sc {
		if (qualifier != "" && f.table != qualifier) || (qualifier == "" && f.notInStar) {
			continue
		}
		if !first {
			p.str(", ")
		}
		first = false
		p.str(qualified(f))
		info.names = append(info.names, f.Name)
	}
}

func qualified(f scopeField) string {
	if f.table == "" {
		return catalog.QuoteName(f.Name)
	}
	return catalog.QuoteName(f.table) + "." + catalog.QuoteName(f.Name)
}

// orderBy prints ORDER BY keys: positions and select-list names as written, other keys
// qualified; LIMIT becomes FETCH NEXT.
func (p *viewPrinter) orderBy(q *sql.OrderBy) (*selectInfo, error) {
	info, err := p.query(q.Query)
	if err != nil {
		return nil, err
	}
	if len(q.OrderBy) > 0 {
		p.str("\nORDER BY ")
		p.scopes = append(p.scopes, info.sc)
		for i, item := range q.OrderBy {
			if i > 0 {
				p.str(", ")
			}
			n, isName := item.Expr.(*sql.Name)
			_, isOrdinal := ordinal(item.Expr)
			switch {
			case isOrdinal:
				p.str(item.Expr.(*sql.Literal).Value)
			case isName && len(n.Parts) == 1 && containsName(info.names, n.Parts[0].Name):
				p.str(catalog.QuoteName(n.Parts[0].Name))
			default:
				if err := p.expr(item.Expr, 0); err != nil {
					return nil, err
				}
			}
			if item.Desc {
				p.str(" DESC")
			}
			if item.Nulls != "" {
				p.str(" NULLS " + item.Nulls)
			}
		}
		p.scopes = p.scopes[:len(p.scopes)-1]
	}
	if q.Offset != nil {
		p.str("\nOFFSET " + sql.QuotedString(q.Offset) + " ROWS")
	}
	limit := q.Limit
	if limit == nil {
		limit = q.Fetch
	}
	if limit != nil {
		p.str("\nFETCH NEXT " + sql.QuotedString(limit) + " ROWS ONLY")
	}
	return info, nil
}

func containsName(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func (p *viewPrinter) from(t sql.TableExpr) error {
	switch t := t.(type) {
	case *sql.TableRef:
		parts := NameParts(t.Name)
		alias := parts[len(parts)-1]
		if t.Alias != nil {
			alias = t.Alias.Name.Name
		}
		if len(parts) == 1 && p.isCTE(parts[0]) {
			p.str(catalog.QuoteName(parts[0]))
		} else {
			id, err := p.b.cat.Qualify(parts)
			if err != nil {
				return err
			}
			p.str(id.Quoted())
		}
		if len(t.Hints) > 0 { // a view's table hints apply where it is read
			p.str("\n" + unparseHints(t.Hints))
		}
		if t.SystemTime != nil {
			// A temporal join's right side: the join has the left side's scope pushed.
			p.str(" FOR SYSTEM_TIME AS OF ")
			if err := p.expr(t.SystemTime, 0); err != nil {
				return err
			}
		}
		p.str(" AS " + catalog.QuoteName(alias))
		if t.Alias != nil && len(t.Alias.Columns) > 0 {
			p.str(" (" + quotedIdents(t.Alias.Columns) + ")")
		}
		return nil
	case *sql.DerivedTable:
		if t.Lateral.IsValid() || t.Alias == nil {
			return errNotPrintable
		}
		p.str("(")
		if _, err := p.query(t.Query); err != nil {
			return err
		}
		p.str(") AS " + catalog.QuoteName(t.Alias.Name.Name))
		if len(t.Alias.Columns) > 0 {
			p.str(" (" + quotedIdents(t.Alias.Columns) + ")")
		}
		return nil
	case *sql.Join:
		if t.Natural || len(t.Using) > 0 {
			return errNotPrintable // Calcite's unparse of these is not SQL that parses again
		}
		if err := p.from(t.Left); err != nil {
			return err
		}
		if t.Kind == sql.CommaJoin {
			p.str(",\n")
		} else {
			p.str("\n" + t.Kind.String() + " ")
		}
		if err := p.joinRight(t); err != nil {
			return err
		}
		if t.On != nil {
			// The ON condition sees both sides.
			b := *p.b
			b.agg, b.sub = nil, nil
			_, sc, err := b.bindFrom(t)
			if err != nil {
				return err
			}
			p.scopes = append(p.scopes, sc)
			defer func() { p.scopes = p.scopes[:len(p.scopes)-1] }()
			p.str(" ON ")
			return p.expr(t.On, 0)
		}
		return nil
	case *sql.ParenTable:
		p.str("(")
		err := p.from(t.X)
		p.str(")")
		return err
	}
	return errNotPrintable
}

// joinRight prints a join's right side; FOR SYSTEM_TIME AS OF on it sees the left side.
func (p *viewPrinter) joinRight(t *sql.Join) error {
	if _, ok := temporalRight(t.Right); !ok {
		return p.from(t.Right)
	}
	b := *p.b
	b.agg, b.sub = nil, nil
	_, ls, err := b.bindFrom(t.Left)
	if err != nil {
		return err
	}
	p.scopes = append(p.scopes, ls)
	defer func() { p.scopes = p.scopes[:len(p.scopes)-1] }()
	return p.from(t.Right)
}

func (p *viewPrinter) isCTE(name string) bool {
	for _, c := range p.b.ctes {
		if c.Name.Name == name {
			return true
		}
	}
	return false
}

func quotedIdents(ids []*sql.Ident) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = catalog.QuoteName(id.Name)
	}
	return strings.Join(names, ", ")
}
