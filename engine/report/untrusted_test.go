package report

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestCheckSetStopsAtTheFirstRefusedKey(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'batch';
SET 'flinkpad.datagen.seed' = '7';
CREATE TABLE out1 (id INT) WITH ('connector' = 'print');
INSERT INTO out1 VALUES (1);
-- not a runtime switch:
  SET 'table.exec.resource.default-parallelism' = '4';
INSERT INTO out1 VALUES (2);`
	r := Run(context.Background(), script, Options{CheckSet: OnlyRuntimeSwitches})
	if len(r.Statements) != 5 {
		t.Fatalf("%d statements, want 5 (the refused SET last): %+v", len(r.Statements), r.Statements)
	}
	s := r.Statements[4]
	if s.Index != 5 || s.Kind != "SET" || s.Line != 6 || s.Column != 3 || s.Error == nil || r.Error != s.Error {
		t.Fatalf("refused statement = %+v, report error %+v", s, r.Error)
	}
	if !strings.HasPrefix(s.Error.Message, "flinkpad.SetNotAllowed: ") ||
		!strings.Contains(s.Error.Message, "'table.exec.resource.default-parallelism'") {
		t.Errorf("message = %q", s.Error.Message)
	}
	if s.Error.Line != 6 || s.Error.Column != 3 {
		t.Errorf("error at %d:%d, want 6:3", s.Error.Line, s.Error.Column)
	}
	if len(r.Sinks) != 1 || r.Sinks[0].Total != 1 {
		t.Errorf("the INSERT after the refused SET ran, or the one before it did not: %+v", r.Sinks)
	}
}

func TestCheckSetAcceptsEveryRuntimeSwitchAndAnErrorBeforeWins(t *testing.T) {
	var set []string
	for _, k := range append(slices.Clone(RuntimeSwitches), "flinkpad.anything") {
		if err := OnlyRuntimeSwitches(k); err != nil {
			t.Errorf("%s refused: %v", k, err)
		}
		// A value each key takes: SET checks the runtime mode's and the parallelism's, as Flink does.
		value := map[string]string{"execution.runtime-mode": "batch", "parallelism.default": "1",
			"table.local-time-zone": "UTC", "table.optimizer.reuse-sub-plan-enabled": "true",
			"table.optimizer.reuse-source-enabled": "true"}[k]
		if value == "" {
			value = "x"
		}
		set = append(set, "SET '"+k+"' = '"+value+"';")
	}
	if err := OnlyRuntimeSwitches("table.dml-sync"); err == nil {
		t.Error("table.dml-sync accepted")
	}
	r := Run(context.Background(), strings.Join(set, "\n"), Options{CheckSet: OnlyRuntimeSwitches})
	if r.Error != nil || len(r.Statements) != len(set) {
		t.Fatalf("runtime switches: error %+v, %d statements", r.Error, len(r.Statements))
	}
	// A statement that fails before the refused SET is the report's error, as the script stops there.
	r = Run(context.Background(), "SELECT FROM;\nSET 'a' = 'b';", Options{CheckSet: OnlyRuntimeSwitches})
	if len(r.Statements) != 1 || r.Error == nil || strings.Contains(r.Error.Message, "SetNotAllowed") {
		t.Errorf("statements %+v, error %+v", r.Statements, r.Error)
	}
	refuse := errors.New("no")
	r = Run(context.Background(), "SET 'execution.runtime-mode' = 'batch';", Options{CheckSet: func(string) error { return refuse }})
	if r.Error == nil || r.Error.Message != "flinkpad.SetNotAllowed: no" {
		t.Errorf("custom refusal: %+v", r.Error)
	}
}

func TestUnboundedTablesAsksTheConnector(t *testing.T) {
	script := `CREATE TABLE forever (id INT) WITH ('connector' = 'datagen');
CREATE TABLE hundred (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '100');
CREATE TABLE files (id INT) WITH ('connector' = 'filesystem', 'path' = '/in', 'format' = 'csv');
CREATE DATABASE other;
CREATE TABLE other.paced (id INT) WITH ('connector' = 'datagen', 'rows-per-second' = '1');
CREATE TABLE broken (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = 'x');
CREATE TABLE sequenced (id INT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
CREATE TABLE shrunk (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
ALTER TABLE shrunk RESET ('number-of-rows');
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
USE CATALOG c;
CREATE TABLE elsewhere (id INT) WITH ('connector' = 'datagen');
SELECT * FROM default_catalog.default_database.forever;`
	got := UnboundedTables(script)
	want := []string{
		"default_catalog.default_database.forever",
		"default_catalog.other.paced",
		"default_catalog.default_database.shrunk",
		"c.default.elsewhere",
	}
	if !slices.Equal(got, want) {
		t.Errorf("UnboundedTables = %q, want %q", got, want)
	}
	if got := UnboundedTables("SELECT 1; CREATE TABLE t (id INT) WITH ('connector' = 'print');"); len(got) != 0 {
		t.Errorf("no source: %q", got)
	}
}
