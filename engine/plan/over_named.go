package plan

import "github.com/flinkpad/flinkpad/engine/sql"

// namedWindows reads a select's WINDOW clause as Calcite's validator does: each name once, each
// window that refers to another (WINDOW w2 AS (w1 ORDER BY ...)) resolved into the window it
// extends. Every declared window's expressions are bound, so that a window no call uses is
// still checked, as Calcite checks it.
func (b *Binder) namedWindows(s *sql.Select, sc scope) (map[string]*sql.WindowSpec, error) {
	if len(s.Windows) == 0 {
		return nil, nil
	}
	declared := map[string]*sql.NamedWindow{}
	for _, w := range s.Windows {
		if _, dup := declared[w.Name.Name]; dup {
			return nil, validatorError(w.Name, "Duplicate window names not allowed")
		}
		declared[w.Name.Name] = w
	}
	out := map[string]*sql.WindowSpec{}
	var resolve func(w *sql.NamedWindow, depth int) (*sql.WindowSpec, error)
	resolve = func(w *sql.NamedWindow, depth int) (*sql.WindowSpec, error) {
		if spec, ok := out[w.Name.Name]; ok {
			return spec, nil
		}
		if depth > len(s.Windows) {
			return nil, notSupported(w.Name, "windows that refer to each other in a cycle")
		}
		spec := w.Spec
		if spec.Ref != nil {
			base, ok := declared[spec.Ref.Name]
			if !ok {
				return nil, validatorError(spec.Ref, "Window '%s' not found", spec.Ref.Name)
			}
			resolved, err := resolve(base, depth+1)
			if err != nil {
				return nil, err
			}
			if spec, err = extendWindow(resolved, spec); err != nil {
				return nil, err
			}
		}
		out[w.Name.Name] = spec
		return spec, nil
	}
	for _, w := range s.Windows {
		spec, err := resolve(w, 0)
		if err != nil {
			return nil, err
		}
		if _, err := b.bindExprs(spec.PartitionBy, sc); err != nil {
			return nil, err
		}
		for _, item := range spec.OrderBy {
			if _, err := b.bindExpr(item.Expr, sc); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// callWindow is the window a call is over: its OVER (...), OVER w, or OVER (w ...) extending w.
func (b *Binder) callWindow(f *sql.FuncCall) (*sql.WindowSpec, error) {
	var windows map[string]*sql.WindowSpec
	if b.over != nil {
		windows = b.over.windows
	}
	if f.OverName != nil {
		spec, ok := windows[f.OverName.Name]
		if !ok {
			return nil, validatorError(f.OverName, "Window '%s' not found", f.OverName.Name)
		}
		return spec, nil
	}
	if f.Over.Ref == nil {
		return f.Over, nil
	}
	base, ok := windows[f.Over.Ref.Name]
	if !ok {
		return nil, validatorError(f.Over.Ref, "Window '%s' not found", f.Over.Ref.Name)
	}
	return extendWindow(base, f.Over)
}

// extendWindow is the window (ref ...) makes of the window it refers to, with Calcite's
// checks: the extension adds an ORDER BY the base lacks and a frame, never a PARTITION BY, and
// the base has no frame.
func extendWindow(base, ext *sql.WindowSpec) (*sql.WindowSpec, error) {
	if len(ext.PartitionBy) > 0 {
		return nil, validatorError(ext.PartitionBy[0], "PARTITION BY not allowed with existing window reference")
	}
	if len(ext.OrderBy) > 0 && len(base.OrderBy) > 0 {
		return nil, validatorError(ext.OrderBy[0].Expr, "ORDER BY not allowed in both base and referenced windows")
	}
	if base.Frame != nil {
		return nil, validatorError(ext.Ref, "Referenced window cannot have framing declarations")
	}
	spec := *ext
	spec.Ref = nil
	spec.PartitionBy = base.PartitionBy
	if len(spec.OrderBy) == 0 {
		spec.OrderBy = base.OrderBy
	}
	return &spec, nil
}
