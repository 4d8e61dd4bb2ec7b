package sql

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary scripts to the parser. Errors are fine; a
// panic, an error that is not an ErrSyntax, an error without a position,
// a node whose span lies outside the source or its parent, or a statement
// whose printed form does not parse back to an equal tree fails.
func FuzzParse(f *testing.F) {
	corpus := loadCorpus(f)
	f.Add(corpus)
	for _, stmt := range strings.Split(corpus, ";\n") {
		f.Add(stmt)
	}
	for _, src := range errorInputs {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		stmts, err := ParseScript(src)
		if err != nil {
			if err := checkParseError(err); err != nil {
				t.Fatalf("%v\nsource: %q", err, src)
			}
		}
		for _, stmt := range stmts {
			if err := checkPositions(stmt, len(src)); err != nil {
				t.Fatalf("%v\nsource: %q", err, src)
			}
			if err := roundTrip(stmt); err != nil {
				t.Fatalf("%v\nsource: %q", err, src)
			}
		}
		if x, err := ParseExpr(src); err == nil {
			printed := x.String()
			again, err := ParseExpr(printed)
			if err != nil {
				t.Fatalf("printed expression does not parse: %v\nprinted: %s\nsource: %q", err, printed, src)
			}
			if treeDump(x) != treeDump(again) {
				t.Fatalf("reparsed expression differs\nprinted: %s\nsource: %q", printed, src)
			}
		} else if err := checkParseError(err); err != nil {
			t.Fatalf("%v\nsource: %q", err, src)
		}
	})
}

// checkParseError verifies the shape of an error from the parser.
func checkParseError(err error) error {
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		return fmt.Errorf("error is not a non-empty ErrorList: %#v", err)
	}
	if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrNotSupported) {
		return fmt.Errorf("error matches neither ErrSyntax nor ErrNotSupported: %v", err)
	}
	for _, e := range list {
		prefix := "SQL parse failed. "
		if e.Kind == ErrNotSupported {
			prefix = "Flinkpad does not support "
		}
		if !e.Pos.IsValid() || !e.StmtPos.IsValid() || !strings.HasPrefix(e.Msg, prefix) {
			return fmt.Errorf("malformed error %#v", e)
		}
	}
	return nil
}

// roundTrip is checkRoundTrip returning an error instead of failing.
func roundTrip(stmt Stmt) error {
	printed := stmt.String()
	again, err := ParseStatement(printed)
	if err != nil {
		return fmt.Errorf("printed form does not parse: %v\nprinted: %s", err, printed)
	}
	if again.String() != printed {
		return fmt.Errorf("printing is not stable:\nfirst:  %s\nsecond: %s", printed, again.String())
	}
	if d1, d2 := treeDump(stmt), treeDump(again); d1 != d2 {
		return fmt.Errorf("reparsed tree differs:\nprinted: %s\nfirst:  %s\nsecond: %s", printed, d1, d2)
	}
	return nil
}
