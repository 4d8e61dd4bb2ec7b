package flinkerr

// Flinkpad's errors nest (a Table API error wraps a binder error, a list holds parse errors),
// and every layer's error is an *Error, so errors.As(err, &e) finds the outermost one, whatever
// its kind. These helpers ask the question a caller means.

// Find returns the first *Error in err's tree, in errors.As's order, that matches kind.
func Find(err error, kind error) (*Error, bool) {
	var found *Error
	walk(err, func(x error) bool {
		if e, ok := x.(*Error); ok && e.Is(kind) {
			found = e
			return true
		}
		return false
	})
	return found, found != nil
}

// PositionOf returns the first valid position of an *Error in err's tree, in errors.As's order.
func PositionOf(err error) (Position, bool) {
	var p Position
	walk(err, func(x error) bool {
		if e, ok := x.(*Error); ok && e.Pos.IsValid() {
			p = e.Pos
			return true
		}
		return false
	})
	return p, p.IsValid()
}

// Classed is an error that knows the Java class Flink raises for it.
type Classed interface {
	error
	FlinkClass() string
}

// ClassOf returns the first error in err's tree, in errors.As's order, that names a class,
// with that class: an *Error without one (a bare message) lets its cause speak.
func ClassOf(err error) (Classed, string, bool) {
	var c Classed
	walk(err, func(x error) bool {
		if e, ok := x.(Classed); ok && e.FlinkClass() != "" {
			c = e
			return true
		}
		return false
	})
	if c == nil {
		return nil, "", false
	}
	return c, c.FlinkClass(), true
}

// walk visits err's tree depth first, as errors.As does, until visit returns true.
func walk(err error, visit func(error) bool) bool {
	for err != nil {
		if visit(err) {
			return true
		}
		switch u := err.(type) {
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				if walk(e, visit) {
					return true
				}
			}
			return false
		case interface{ Unwrap() error }:
			err = u.Unwrap()
		default:
			return false
		}
	}
	return false
}
