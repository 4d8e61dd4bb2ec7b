package sql

import (
	"strings"
	"testing"
)

// The SQL of the seed documents in shared/seeds, with WITH (...) filled in.
var seedScripts = map[string]string{
	"insert-statement: Orders and sinks": `
CREATE TABLE Orders (` + "`user`" + ` BIGINT, product STRING, amount INT) WITH (...);
CREATE TABLE RubberOrders(product STRING, amount INT) WITH (...);
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
CREATE TABLE GlassOrders(product VARCHAR, amount INT) WITH (...);
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
`,
	// Flink's docs write user and date bare here; Flink itself needs them
	// quoted (see TestSeedBareReservedWords), so the runnable form quotes
	// them and adds the semicolon the docs leave out after WITH (...).
	"insert-statement: partitions": `
-- Creates a partitioned table
CREATE TABLE country_page_view (` + "`user`" + ` STRING, cnt INT, ` + "`date`" + ` STRING, country STRING)
PARTITIONED BY (` + "`date`" + `, country)
WITH (...);
INSERT INTO country_page_view PARTITION (` + "`date`" + `='2019-8-30', country='China')
  SELECT user, cnt FROM page_view_source;
-- Key word EXECUTE can be added at the beginning of Insert to indicate explicitly that we are going to execute the statement,
-- it is equivalent to Statement without the key word.
EXECUTE INSERT INTO country_page_view PARTITION (` + "`date`" + `='2019-8-30', country='China')
  SELECT ` + "`user`" + `, cnt FROM page_view_source;
INSERT INTO country_page_view PARTITION (` + "`date`" + `='2019-8-30')
  SELECT ` + "`user`" + `, cnt, country FROM page_view_source;
INSERT OVERWRITE country_page_view PARTITION (` + "`date`" + `='2019-8-30', country='China')
  SELECT ` + "`user`" + `, cnt FROM page_view_source;
INSERT OVERWRITE country_page_view PARTITION (` + "`date`" + `='2019-8-30')
  SELECT ` + "`user`" + `, cnt, country FROM page_view_source;
-- the column cnt is set to NULL
INSERT INTO country_page_view PARTITION (` + "`date`" + `='2019-8-30', country='China') (` + "`user`" + `)
  SELECT ` + "`user`" + ` FROM page_view_source;
`,
	"insert-statement: values": `
CREATE TABLE students (name STRING, age INT, gpa DECIMAL(3, 2)) WITH (...);
INSERT INTO students
  VALUES ('fred flintstone', 35, 1.28), ('barney rubble', 32, 2.32);
`,
	"insert-statement: statement set": `
EXECUTE STATEMENT SET
BEGIN
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
END;
`,
	"multiple-sinks-subplan-reuse": `
CREATE TEMPORARY VIEW T AS SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName;
INSERT INTO csvSink1 SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO csvSink2 SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
`,
	"table-execute-insert": `
CREATE TEMPORARY TABLE src (f0 STRING) WITH ('connector' = 'datagen');
CREATE TEMPORARY TABLE sink (f0 STRING) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT * FROM src;
`,
}

func TestSeedScripts(t *testing.T) {
	for name, script := range seedScripts {
		script = strings.ReplaceAll(script, "WITH (...)", "WITH ('connector' = 'print')")
		stmts, err := ParseScript(script)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if want := strings.Count(script, ";"); len(stmts) != want && !strings.Contains(script, "STATEMENT SET") {
			t.Errorf("%s: %d statements, want %d", name, len(stmts), want)
		}
		for _, stmt := range stmts {
			checkRoundTrip(t, stmt)
		}
	}
}

// Flink's docs show country_page_view with bare user and date, but both are
// reserved, and real Flink rejects the DDL; so does this parser, with
// Flink's message.
func TestSeedBareReservedWords(t *testing.T) {
	tests := []struct{ src, msg string }{
		{"CREATE TABLE country_page_view (user STRING, cnt INT, date STRING, country STRING)\n" +
			"PARTITIONED BY (date, country)\nWITH ('connector' = 'print')",
			`SQL parse failed. Encountered "user" at line 1, column 33.`},
		{"INSERT INTO country_page_view PARTITION (date='2019-8-30', country='China')\n  SELECT user, cnt FROM page_view_source",
			`SQL parse failed. Encountered "date" at line 1, column 42.`},
	}
	for _, tt := range tests {
		_, err := ParseStatement(tt.src)
		if err == nil || err.(ErrorList)[0].Msg != tt.msg {
			t.Errorf("%q: got %v, want %s", tt.src, err, tt.msg)
		}
	}
}
