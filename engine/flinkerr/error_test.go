package flinkerr

import (
	"errors"
	"fmt"
	"testing"
)

var errNarrow = NewKind("narrow", ErrLimit)

func TestIsMatchesTheKindAndItsParent(t *testing.T) {
	e := New(errNarrow, ClassLimitExceeded, "over")
	wrapped := fmt.Errorf("stage: %w", e)
	for _, c := range []struct {
		target error
		want   bool
	}{
		{errNarrow, true},
		{ErrLimit, true},
		{ErrValidation, false},
		{ErrInternal, false},
	} {
		if got := errors.Is(wrapped, c.target); got != c.want {
			t.Errorf("errors.Is(%v, %v) = %v, want %v", wrapped, c.target, got, c.want)
		}
	}
	if errors.Is(New(nil, ClassTable, "x"), ErrValidation) {
		t.Error("an error without a kind matches ErrValidation")
	}
}

func TestErrorPrintsItsMessageAloneAndWrapsItsCause(t *testing.T) {
	cause := errors.New("the cause")
	e := New(ErrRuntime, ClassArithmetic, "/ by zero")
	e.Cause = cause
	if e.Error() != "/ by zero" || e.FlinkClass() != ClassArithmetic {
		t.Errorf("got %q of %q", e.Error(), e.FlinkClass())
	}
	if !errors.Is(e, cause) || !errors.Is(e, ErrRuntime) {
		t.Errorf("%v does not match its cause and its kind", e)
	}
}

func TestCausedByPrintsTheCauseAsJavaDoes(t *testing.T) {
	e := CausedBy(nil, ClassValidation, "Invalid expression.", errors.New("Encountered \"x\""))
	if want := "Invalid expression.\nCaused by: Encountered \"x\""; e.Error() != want {
		t.Errorf("got %q, want %q", e.Error(), want)
	}
	if e := CausedBy(nil, ClassValidation, "alone", nil); e.Error() != "alone" || e.Cause != nil {
		t.Errorf("without a cause: got %q, cause %v", e.Error(), e.Cause)
	}
}

func TestConstructors(t *testing.T) {
	for _, c := range []struct {
		err         *Error
		kind        error
		class, text string
	}{
		{NotSupported("MATCH_RECOGNIZE"), ErrNotSupported, ClassNotSupported, "Flinkpad does not support MATCH_RECOGNIZE yet."},
		{Validation("Column '%s' not found", "x"), ErrValidation, ClassValidation, "Column 'x' not found"},
		{Internal("index out of range"), ErrInternal, ClassInternal,
			"Flinkpad internal error (please report it with the script): index out of range"},
	} {
		if !errors.Is(c.err, c.kind) || c.err.Class != c.class || c.err.Error() != c.text {
			t.Errorf("got %s: %s (kind %v), want %s: %s (kind %v)", c.err.Class, c.err, c.err.Kind, c.class, c.text, c.kind)
		}
	}
}

func TestPosition(t *testing.T) {
	if (Position{}).IsValid() || At(-1).IsValid() || (Position{}).String() != "-" {
		t.Error("the zero Position is a position")
	}
	p := At(0)
	if !p.IsValid() || p.Offset() != 0 || p.EndOffset() != -1 || p.String() != "@0" {
		t.Errorf("At(0) = %+v (%s)", p, p)
	}
	p = AtLine(12, 2, 5).Until(15)
	if p.Offset() != 12 || p.EndOffset() != 15 || p.String() != "2:5" {
		t.Errorf("AtLine(12, 2, 5).Until(15) = %+v (%s)", p, p)
	}
}

// chain is an error that holds several, as a list of parse errors does.
type chain []error

func (c chain) Error() string   { return "chain" }
func (c chain) Unwrap() []error { return c }

func TestChainHelpersSearchInErrorsAsOrder(t *testing.T) {
	unplaced := New(ErrValidation, ClassValidation, "outer, nowhere")
	placed := Validation("inner").At(At(7))
	unplaced.Cause = placed
	refusal := NotSupported("X").At(At(3))
	err := fmt.Errorf("wrapped: %w", chain{errors.New("plain"), unplaced, refusal})

	if e, ok := Find(err, ErrNotSupported); !ok || e != refusal {
		t.Errorf("Find(ErrNotSupported) = %v, %v", e, ok)
	}
	if e, ok := Find(err, ErrValidation); !ok || e != unplaced {
		t.Errorf("Find(ErrValidation) = %v, %v, want the outer one", e, ok)
	}
	if _, ok := Find(err, ErrInternal); ok {
		t.Error("Find(ErrInternal) found one")
	}
	if p, ok := PositionOf(err); !ok || p.Offset() != 7 {
		t.Errorf("PositionOf = %v, %v, want the inner validation error's @7", p, ok)
	}
	if _, ok := PositionOf(errors.New("plain")); ok {
		t.Error("a plain error has a position")
	}
}

func TestClassOfSkipsAnErrorWithoutAClass(t *testing.T) {
	inner := New(nil, ClassIllegalArgument, "bad")
	bare := New(nil, "", "a bare message")
	bare.Cause = inner
	classed, class, ok := ClassOf(fmt.Errorf("ctx: %w", bare))
	if !ok || class != ClassIllegalArgument || classed != inner {
		t.Errorf("ClassOf = %v, %q, %v, want the inner error's class", classed, class, ok)
	}
	if _, _, ok := ClassOf(errors.New("plain")); ok {
		t.Error("a plain error has a class")
	}
}
