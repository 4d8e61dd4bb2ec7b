package sql

// JSONClauses are the clauses of Flink's JSON functions written between their parentheses
// after the arguments: RETURNING, the wrapper of JSON_QUERY, the ON EMPTY and ON ERROR
// behaviours, and ON NULL. The expressions a clause holds (DEFAULT x, JSON_OBJECT's keys and
// values) stay in the call's Args, so every walk over the call's arguments sees them:
// JSON_VALUE's Args are the JSON text, the path, then the DEFAULT of ON EMPTY and of ON ERROR
// where written; JSON_OBJECT's Args alternate keys and values.
type JSONClauses struct {
	Returning *DataType
	// Wrapper is JSON_QUERY's wrapper behaviour: "", WITHOUT ARRAY, WITH CONDITIONAL ARRAY or
	// WITH UNCONDITIONAL ARRAY.
	Wrapper string
	// OnEmpty and OnError are the behaviours, upper case: NULL, ERROR, DEFAULT, EMPTY ARRAY,
	// EMPTY OBJECT, TRUE, FALSE or UNKNOWN; "" when not written.
	OnEmpty, OnError string
	// OnNull is the NULL or ABSENT of JSON_OBJECT, JSON_ARRAY and their aggregates; "" when not written.
	OnNull string
}

// jsonDefaults is the number of DEFAULT expressions the clauses keep in Args.
func (j *JSONClauses) jsonDefaults() int {
	n := 0
	if j.OnEmpty == "DEFAULT" {
		n++
	}
	if j.OnError == "DEFAULT" {
		n++
	}
	return n
}

// formatJSON prints a JSON function's arguments with its clauses.
func (x *FuncCall) formatJSON(p *printer) {
	j := x.JSON
	name := x.Name.Parts[0].Name
	switch {
	case equalFold(name, "JSON_OBJECT"), equalFold(name, "JSON_OBJECTAGG"):
		for i := 0; i+1 < len(x.Args); i += 2 {
			if i > 0 {
				p.str(", ")
			}
			p.str("KEY ")
			p.expr(x.Args[i], 0)
			p.str(" VALUE ")
			p.expr(x.Args[i+1], 0)
		}
		if j.OnNull != "" {
			if len(x.Args) > 0 {
				p.str(" ")
			}
			p.str(j.OnNull + " ON NULL")
		}
		return
	case equalFold(name, "JSON_ARRAY"), equalFold(name, "JSON_ARRAYAGG"):
		p.exprList(x.Args)
		if j.OnNull != "" {
			if len(x.Args) > 0 {
				p.str(" ")
			}
			p.str(j.OnNull + " ON NULL")
		}
		return
	}
	fixed := len(x.Args) - j.jsonDefaults()
	p.exprList(x.Args[:fixed])
	defaults := x.Args[fixed:]
	if j.Returning != nil {
		p.str(" RETURNING ")
		j.Returning.format(p)
	}
	if j.Wrapper != "" {
		p.str(" " + j.Wrapper + " WRAPPER")
	}
	for _, b := range []struct{ kind, on string }{{j.OnEmpty, "EMPTY"}, {j.OnError, "ERROR"}} {
		switch b.kind {
		case "":
			continue
		case "DEFAULT":
			p.str(" DEFAULT ")
			p.expr(defaults[0], 0)
			defaults = defaults[1:]
		default:
			p.str(" " + b.kind)
		}
		p.str(" ON " + b.on)
	}
}
