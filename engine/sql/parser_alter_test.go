package sql

import (
	"errors"
	"testing"
)

func TestAlterStatementsPrint(t *testing.T) {
	tests := []struct{ src, want string }{
		{"alter table t rename to t2", "ALTER TABLE t RENAME TO t2"},
		{"alter table if exists c.d.t rename to d.t2", "ALTER TABLE IF EXISTS c.d.t RENAME TO d.t2"},
		{"alter table t rename a to `b c`", "ALTER TABLE t RENAME a TO `b c`"},
		{"alter table t set ('k'='v', 'x' = 'y')", "ALTER TABLE t SET ('k' = 'v', 'x' = 'y')"},
		{"alter table t reset ('k', 'x')", "ALTER TABLE t RESET ('k', 'x')"},
		{"alter table t reset ()", "ALTER TABLE t RESET ()"},
		{"alter table t add a int", "ALTER TABLE t ADD a INT"},
		{"alter table t add a int first", "ALTER TABLE t ADD a INT FIRST"},
		{"alter table t modify (a bigint after b, c as a + 1 comment 'x', primary key (a) not enforced, watermark for ts as ts)",
			"ALTER TABLE t MODIFY (a BIGINT AFTER b, c AS a + 1 COMMENT 'x', PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts)"},
		{"alter table t add constraint k primary key (a, b) not enforced", "ALTER TABLE t ADD CONSTRAINT k PRIMARY KEY (a, b) NOT ENFORCED"},
		{"alter table t add m string metadata from 'offset' virtual", "ALTER TABLE t ADD m STRING METADATA FROM 'offset' VIRTUAL"},
		{"alter table t drop a", "ALTER TABLE t DROP a"},
		{"alter table t drop (a, b)", "ALTER TABLE t DROP (a, b)"},
		{"alter table t drop primary key", "ALTER TABLE t DROP PRIMARY KEY"},
		{"alter table t drop constraint k", "ALTER TABLE t DROP CONSTRAINT k"},
		{"alter table t drop watermark", "ALTER TABLE t DROP WATERMARK"},
		{"alter table t drop if exists partition (p = '1')", "ALTER TABLE t drop if exists partition ( p = '1' )"},
		{"alter table t add partition (p = '1')", "ALTER TABLE t add partition ( p = '1' )"},
		{"alter table t add (e.f3 string after e.f2, x int)", "ALTER TABLE t ADD (e.f3 STRING AFTER e.f2, x INT)"},
		{"alter table t modify e.f1 bigint", "ALTER TABLE t MODIFY e.f1 BIGINT"},
		{"alter view v rename to w", "ALTER VIEW v RENAME TO w"},
		{"alter view v as select a from t", "ALTER VIEW v AS SELECT a FROM t"},
		{"alter database d set ('k' = 'v')", "ALTER DATABASE d SET ('k' = 'v')"},
	}
	for _, tt := range tests {
		stmt := mustParse(t, tt.src)
		if err := checkPositions(stmt, len(tt.src)); err != nil {
			t.Errorf("%q: %v", tt.src, err)
		}
		if got := stmt.String(); got != tt.want {
			t.Errorf("%q printed as %q, want %q", tt.src, got, tt.want)
		}
	}
}

func TestAlterStructure(t *testing.T) {
	s := mustParse(t, "ALTER TABLE t ADD (x INT AFTER a, y AS x * 2 FIRST)").(*AlterTable)
	a, ok := s.Action.(*AlterSchema)
	if !ok || a.Modify || !a.Parenthesized || len(a.Columns) != 2 {
		t.Fatalf("got %#v", s.Action)
	}
	if a.Columns[0].After == nil || a.Columns[0].After.String() != "a" || a.Columns[1].First != true ||
		a.Columns[1].Column.Kind != ComputedColumn {
		t.Errorf("positions or kinds lost: %s", s)
	}
	u := mustParse(t, "ALTER TABLE t DROP PARTITION (p = '1')").(*AlterTable).Action.(*AlterUnsupported)
	if u.What != "DROP PARTITION" || u.Pos().Offset() != len("ALTER TABLE t ") {
		t.Errorf("unsupported form %q at %d", u.What, u.Pos().Offset())
	}
}

func TestAlterSyntaxErrors(t *testing.T) {
	for _, src := range []string{
		"ALTER TABLE t",
		"ALTER TABLE t FROB",
		"ALTER TABLE t RENAME a",
		"ALTER TABLE t ADD",
		"ALTER TABLE t ADD (a INT,)",
		"ALTER TABLE t SET 'k' = 'v'",
		"ALTER TABLE t RESET ('k',)",
		"ALTER TABLE t DROP CONSTRAINT",
		"ALTER TABLE t COMPACT",                    // not in Flink 2.3's grammar for tables
		"ALTER TABLE t PARTITION (p = '1') SET ()", // nor this
		"ALTER TABLE t ADD (WATERMARK FOR a AS a, WATERMARK FOR b AS b)",
		"ALTER VIEW v",
		"ALTER VIEW v RENAME w",
		"ALTER SOMETHING x",
	} {
		if _, err := ParseStatement(src); !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: got %v, want a syntax error", src, err)
		}
	}
}

// Every cut of an ALTER statement either parses, with node spans inside the text, or fails
// with a syntax error; none panics.
func TestAlterPrefixesFailCleanly(t *testing.T) {
	for _, src := range []string{
		"ALTER TABLE IF EXISTS c.d.t MODIFY (a BIGINT AFTER b, c AS a + 1 COMMENT 'x', CONSTRAINT k PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)",
		"ALTER TABLE t ADD m STRING METADATA FROM 'offset' VIRTUAL FIRST",
		"ALTER TABLE t DROP (a.b, c)",
		"ALTER TABLE t ADD (e.f.g STRING NOT NULL COMMENT 'c' AFTER e.f, x AS a + 1 FIRST)",
		"ALTER TABLE t RENAME a.b TO c",
		"ALTER TABLE t RESET ('k', 'x')",
		"ALTER TABLE t SET ('k' = 'v')",
		"ALTER TABLE t DROP CONSTRAINT k",
		"ALTER VIEW v AS SELECT a FROM t WHERE a > 1",
		"ALTER VIEW v RENAME TO c.d.w",
		"ALTER CATALOG c SET ('k' = 'v')",
	} {
		for i := 0; i <= len(src); i++ {
			stmt, err := ParseStatement(src[:i])
			if err != nil {
				if !errors.Is(err, ErrSyntax) {
					t.Errorf("%q: %v is not a syntax error", src[:i], err)
				}
				continue
			}
			if err := checkPositions(stmt, i); err != nil {
				t.Errorf("%q: %v", src[:i], err)
			}
			if err := roundTrip(stmt); err != nil {
				t.Errorf("%q: %v", src[:i], err)
			}
		}
	}
}
