package engine

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// runEach runs every statement of script in one session, going on after errors as the SQL
// client's interactive mode does, and returns each statement's rows or its error, one line.
func runEach(t *testing.T, statements ...string) []string {
	t.Helper()
	te := NewTableEnvironment(Settings{})
	var out []string
	for _, s := range statements {
		_ = te.RunScript(context.Background(), s, func(o Outcome) {
			switch {
			case o.Err != nil:
				out = append(out, FlinkMessage(o.Err))
			case o.Result.Kind == SuccessWithContent:
				out = append(out, strings.Join(rows(o.Result), " "))
			default:
				out = append(out, "OK")
			}
		})
	}
	return out
}

func wantOutputs(t *testing.T, got []string, want ...string) {
	t.Helper()
	for i := range max(len(got), len(want)) {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Errorf("statement %d:\n got %s\nwant %s", i+1, g, w)
		}
	}
}

// From the gateway's catalog_database.q, Flink 2.3's expectations.
func TestCatalogStatements(t *testing.T) {
	got := runEach(t,
		"create catalog cat_comment comment 'hello ''catalog''' WITH ('type'='generic_in_memory', 'default-database'='db')",
		"show create catalog cat_comment",
		"describe catalog extended cat_comment",
		"create catalog if not exists cat_comment comment 'hello' with ('type' = 'generic_in_memory')",
		"create catalog cat_comment comment 'hello2' with ('type' = 'generic_in_memory')",
		"alter catalog cat_comment reset ('default-database')",
		"desc catalog extended cat_comment",
		"alter catalog cat_comment reset ('type')",
		"show catalogs not like 'default%'",
		"use catalog cat_comment",
		"show current database",
		"drop catalog cat_comment",
		"create database db1 comment 'x' with ('k' = 'v')",
		"create database my.db",
	)
	wantOutputs(t, got,
		"OK",
		"+I[CREATE CATALOG `cat_comment`\nCOMMENT 'hello ''catalog'''\nWITH (\n  'default-database' = 'db',\n  'type' = 'generic_in_memory'\n)\n]",
		"+I[name, cat_comment] +I[type, generic_in_memory] +I[comment, hello 'catalog'] +I[option:default-database, db]",
		"OK",
		"org.apache.flink.table.catalog.exceptions.CatalogException: Catalog cat_comment already exists.",
		"OK",
		"+I[name, cat_comment] +I[type, generic_in_memory] +I[comment, hello 'catalog']",
		"org.apache.flink.table.api.ValidationException: ALTER CATALOG RESET does not support changing 'type'",
		"+I[cat_comment]",
		"OK",
		"+I[default]",
		"org.apache.flink.table.catalog.exceptions.CatalogException: Cannot drop a catalog which is currently in use.",
		"OK",
		"org.apache.flink.table.api.ValidationException: Catalog my does not exist",
	)
}

// Tables, views and databases of another catalog, by two- and three-part names.
func TestNamesInOtherCatalogs(t *testing.T) {
	got := runEach(t,
		"SET 'execution.runtime-mode' = 'batch'",
		"CREATE CATALOG c WITH ('type' = 'generic_in_memory')",
		"CREATE DATABASE c.db",
		"CREATE TABLE c.db.src (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '2', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '2')",
		"CREATE VIEW c.db.v AS SELECT a * 10 AS b FROM c.db.src",
		"SHOW TABLES FROM c.db",
		"SHOW VIEWS IN c.db",
		"USE c.db",
		"SELECT b FROM v",
		"DROP DATABASE c.db",
		"USE CATALOG default_catalog",
		"DROP DATABASE c.db CASCADE",
		"SHOW DATABASES FROM c",
	)
	wantOutputs(t, got, "OK", "OK", "OK", "OK", "OK", "+I[src] +I[v]", "+I[v]", "OK", "+I[10] +I[20]",
		"org.apache.flink.table.api.ValidationException: Cannot drop a database which is currently in use.",
		"OK", "OK", "+I[default]")
}

// Recorded by the module_ conformance cases.
func TestModuleStatements(t *testing.T) {
	got := runEach(t,
		"SHOW FULL MODULES",
		"LOAD MODULE core",
		"LOAD MODULE hive",
		"USE MODULES core, core",
		"UNLOAD MODULE core",
		"SHOW MODULES",
		"SELECT 1",
		"CREATE TABLE t (a INT) WITH ('connector' = 'datagen')",
		"USE MODULES core",
		"LOAD MODULE core WITH ('type' = 'core')",
		"LOAD MODULE core",
		"SHOW MODULES",
	)
	wantOutputs(t, got,
		"+I[core, true]",
		"org.apache.flink.table.api.ValidationException: A module with name 'core' already exists",
		"org.apache.flink.table.api.ValidationException: Could not find any factory for identifier 'hive' that implements "+
			"'org.apache.flink.table.factories.ModuleFactory' in the classpath.\n\nAvailable factory identifiers are:\n\ncore",
		"org.apache.flink.table.api.ValidationException: Module 'core' appears more than once",
		"OK",
		"",
		"flinkpad.NotSupported: Flinkpad does not support this statement while the core module is not loaded (SELECT) yet.",
		"OK",
		"org.apache.flink.table.api.ValidationException: No module with name 'core' exists",
		"org.apache.flink.table.api.ValidationException: Option 'type' = 'core' is not supported since module name is used to find module",
		"OK",
		"+I[core]",
	)
}

// ExecuteSQL, the Table API's path, refuses a query while core is unloaded too.
func TestExecuteSQLWithoutCoreModule(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	ctx := context.Background()
	if _, err := te.ExecuteSQL(ctx, "UNLOAD MODULE core"); err != nil {
		t.Fatal(err)
	}
	if _, err := te.ExecuteSQL(ctx, "SELECT 1"); !errors.Is(err, ErrNotSupported) {
		t.Errorf("SELECT without the core module: %v, want not supported", err)
	}
}
