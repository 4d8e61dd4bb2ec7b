package sql

import (
	"strings"
	"testing"
)

func TestCatalogStatementsPrint(t *testing.T) {
	tests := []struct{ src, want string }{
		{"create catalog c1 with ('type'='generic_in_memory')", "CREATE CATALOG c1 WITH ('type' = 'generic_in_memory')"},
		{"create catalog if not exists c comment 'it''s' WITH ('type'='x', 'k'='v')",
			"CREATE CATALOG IF NOT EXISTS c COMMENT 'it''s' WITH ('type' = 'x', 'k' = 'v')"},
		{"create catalog c", "CREATE CATALOG c"},
		{"drop catalog `mod`", "DROP CATALOG `mod`"},
		{"drop catalog if exists c", "DROP CATALOG IF EXISTS c"},
		{"alter catalog c set ('default-database'='db')", "ALTER CATALOG c SET ('default-database' = 'db')"},
		{"alter catalog c reset ('a', 'b')", "ALTER CATALOG c RESET ('a', 'b')"},
		{"alter catalog c reset ()", "ALTER CATALOG c RESET ()"},
		{"alter catalog c comment ''", "ALTER CATALOG c COMMENT ''"},
		{"alter database c.db set ('k'='v')", "ALTER DATABASE c.db SET ('k' = 'v')"},
		{"desc catalog extended c", "DESCRIBE CATALOG EXTENDED c"},
		{"describe catalog c", "DESCRIBE CATALOG c"},
		{"show create catalog c", "SHOW CREATE CATALOG c"},
		{"load module core", "LOAD MODULE core"},
		{"load module core with ('k' = 'v')", "LOAD MODULE core WITH ('k' = 'v')"},
		{"unload module core", "UNLOAD MODULE core"},
		{"use modules core, hive", "USE MODULES core, hive"},
		// A table may still be called catalog.
		{"describe catalog", "DESCRIBE catalog"},
		{"use catalog", "USE catalog"},
		{"use catalog `c`", "USE CATALOG `c`"},
	}
	for _, tt := range tests {
		stmt := mustParse(t, tt.src)
		if got := stmt.String(); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, got, tt.want)
		}
		checkRoundTrip(t, stmt)
		if err := checkPositions(stmt, len(tt.src)); err != nil {
			t.Errorf("%q: %v", tt.src, err)
		}
	}
}

func TestCatalogStatementStructure(t *testing.T) {
	s := mustParse(t, "alter catalog c reset ()").(*AlterCatalog)
	if s.Reset == nil || len(s.Reset) != 0 || s.Set != nil || s.Comment != nil {
		t.Errorf("RESET () should give an empty, non-nil key list: %+v", s)
	}
	c := mustParse(t, "create catalog c comment '' with ()").(*CreateCatalog)
	if c.Comment == nil || c.Comment.Value != "" || c.Options == nil {
		t.Errorf("an empty comment and WITH () are kept: %+v", c)
	}
	u := mustParse(t, "use modules a, `b c`").(*UseModules)
	if len(u.Names) != 2 || u.Names[1].Name != "b c" {
		t.Errorf("USE MODULES names = %+v", u.Names)
	}
}

// Catalog and module names are simple identifiers in Flink's grammar; the errors are the ones
// Flink 2.3's parser gives (catalog_database.q, module.q and the module_ cases).
func TestCatalogStatementErrors(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"create catalog invalid.cat with ('type'='generic_in_memory')", `Encountered "." at line 1, column 23.`},
		{"USE MODULES", `Encountered "<EOF>" at line 1, column 11.`},
		{"LOAD MODULE 'hive'", `Encountered "\'hive\'" at line 1, column 13.`},
		{"create catalog mod", `Encountered "mod" at line 1, column 16.`},
		{"alter catalog c", `Encountered "<EOF>" at line 1, column 15.`},
		{"USE CATALOG a.b", `Encountered "." at line 1, column 14.`},
	} {
		_, err := ParseStatement(tt.src)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: got %v, want %s", tt.src, err, tt.want)
		}
	}
}

// FuzzParseCatalogStatements holds the catalog and module statements to FuzzParse's rules:
// no panic, a positioned error or a tree that prints back to itself.
func FuzzParseCatalogStatements(f *testing.F) {
	for _, src := range []string{
		"create catalog if not exists c comment 'x' with ('type'='generic_in_memory', 'default-database'='db');",
		"drop catalog if exists `mod`;", "alter catalog c reset ('a', 'b');", "alter catalog c comment '';",
		"alter catalog c set ('k'='v');", "alter database c.db set ('k'='v');", "desc catalog extended c;",
		"show create catalog c;", "load module core with ('k'='v');", "unload module core;", "use modules a, b;",
	} {
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
	})
}
