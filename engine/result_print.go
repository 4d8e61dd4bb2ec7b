package engine

import (
	"bufio"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Print writes the result to standard output as Flink's TableResult.print() does; see Fprint.
func (r *TableResult) Print() error { return r.Fprint(os.Stdout) }

// Fprint writes the result as Flink's TableResult.print() does, in the result's print style:
//   - a query: a tableau whose column widths come from the column types (an INT column is 11
//     wide, a STRING column table.display.max-column-width, 30 by default), with an "op" column
//     of row kinds in streaming mode, printed as the rows come; "Empty set" when there are none;
//   - SHOW, DESCRIBE and SHOW CREATE (Flink's TableResultUtils): a tableau whose widths come
//     from the values, never cut, with NULL as an empty cell;
//   - an INSERT (once its job has finished), EXPLAIN and "OK" statements: the raw values,
//     ", "-separated, as Flink's default RawContentStyle prints them.
func (r *TableResult) Fprint(w io.Writer) error {
	switch {
	case r.IsQuery:
		bw := bufio.NewWriter(w)
		defer bw.Flush()
		return r.printTypeTableau(bw)
	case r.Kind == Success || r.job != nil || !r.valueTableau:
		bw := bufio.NewWriter(w)
		defer bw.Flush()
		return r.printRaw(bw)
	}
	return r.FprintTableau(w, TableauStyle{NullAsEmpty: true}) // TableResultUtils.buildPrintStyle
}

// TableauStyle is how FprintTableau lays a result out: Flink's TableauStyle with widths from the
// values (PrintStyle.tableauWithDataInferredColumnWidths).
type TableauStyle struct {
	// MaxColumnWidth caps each column's width; a wider value is cut with "...". Zero or less is
	// no cap.
	MaxColumnWidth int
	// NullAsEmpty prints NULL as an empty cell, else as <NULL> (printNullAsEmpty).
	NullAsEmpty bool
	// RowKind puts an "op" column of row kinds first (printRowKind).
	RowKind bool
	// NamesByLength measures the column names by their length alone, as the SQL client's batch
	// view does (CliTableauResultView.printBatchTable), rather than by their display width, as
	// TableauStyle.print does.
	NamesByLength bool
	// Footer follows "N rows in set" or "Empty set" on its line: the SQL client's time cost,
	// " (0.12 seconds)".
	Footer string
}

// FprintTableau writes the result as Flink's TableauStyle with widths from the values: each
// column as wide as its name and its widest value, at most style.MaxColumnWidth; "Empty set"
// when there are no rows. The SQL client prints a batch query's rows this way with
// table.display.max-column-width and <NULL>, and every other result with rows uncut with NULL
// empty (Printer.StatementResultPrinter); the SQL gateway's script tests print every result
// uncut with NULL empty, a streaming query's with its row kinds.
func (r *TableResult) FprintTableau(w io.Writer, style TableauStyle) error {
	maxColumnWidth := style.MaxColumnWidth
	if maxColumnWidth <= 0 {
		maxColumnWidth = math.MaxInt32
	}
	var cells [][]string
	for row, err := range r.Collect() {
		if err != nil {
			return err
		}
		cells = append(cells, r.cellsOf(row, style.RowKind, style.NullAsEmpty))
	}
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	if len(cells) == 0 {
		_, err := bw.WriteString("Empty set" + style.Footer + "\n")
		return err
	}
	names := r.ColumnNames()
	if style.RowKind {
		names = append([]string{"op"}, names...)
	}
	widths := make([]int, len(names))
	for i, n := range names {
		widths[i] = javaLength(n)
		if !style.NamesByLength {
			widths[i] = max(widths[i], displayWidth(n))
		}
	}
	for _, row := range cells {
		for i, c := range row {
			widths[i] = max(widths[i], displayWidth(c))
		}
	}
	for i := range widths {
		widths[i] = min(widths[i], maxColumnWidth)
	}
	tableauBorder(bw, widths)
	tableauLine(bw, names, widths)
	tableauBorder(bw, widths)
	for _, row := range cells {
		tableauLine(bw, row, widths)
	}
	tableauBorder(bw, widths)
	writeRowCount(bw, len(cells), style.Footer)
	return nil
}

func (r *TableResult) printRaw(w *bufio.Writer) error {
	for row, err := range r.Collect() {
		if err != nil {
			return err
		}
		w.WriteString(strings.Join(r.cells(row, false), ", "))
		w.WriteByte('\n')
	}
	return nil
}

// printTypeTableau is Flink's TableauStyle with type-inferred column widths.
func (r *TableResult) printTypeTableau(w *bufio.Writer) error {
	names := r.ColumnNames()
	widths := columnWidthsByType(r.Columns, r.maxColumnWidth())
	if r.streaming {
		names = append([]string{"op"}, names...)
		widths = append([]int{len("op")}, widths...)
	}
	n := 0
	for row, err := range r.Collect() {
		if err != nil {
			return err
		}
		if n == 0 {
			tableauBorder(w, widths)
			tableauLine(w, names, widths)
			tableauBorder(w, widths)
		}
		tableauLine(w, r.cells(row, r.streaming), widths)
		n++
		if err := w.Flush(); err != nil {
			return err
		}
	}
	if n == 0 {
		_, err := w.WriteString("Empty set\n")
		return err
	}
	tableauBorder(w, widths)
	writeRowCount(w, n, "")
	return nil
}

// writeRowCount is TableauStyle's footer: "1 row in set", "N rows in set", then extra.
func writeRowCount(w *bufio.Writer, n int, extra string) {
	if n == 1 {
		w.WriteString("1 row in set" + extra + "\n")
	} else {
		w.WriteString(strconv.Itoa(n) + " rows in set" + extra + "\n")
	}
}

// cells formats a row as Flink's RowDataToStringConverter does for printing, NULL as <NULL>;
// withKind puts the row kind first.
func (r *TableResult) cells(row Row, withKind bool) []string {
	return r.cellsOf(row, withKind, false)
}

// cellsOf is cells, with NULL as an empty cell when nullAsEmpty (TableauStyle's
// printNullAsEmpty).
func (r *TableResult) cellsOf(row Row, withKind, nullAsEmpty bool) []string {
	loc := r.location()
	var out []string
	if withKind {
		out = append(out, row.Kind.ShortString())
	}
	for i, v := range row.Values {
		if v == nil && nullAsEmpty {
			out = append(out, "")
			continue
		}
		out = append(out, types.FormatTableau(r.Columns[i].Type, v, loc))
	}
	return out
}

func (r *TableResult) maxColumnWidth() int {
	if r.maxWidth > 0 {
		return r.maxWidth
	}
	return types.DefaultMaxColumnWidth
}

func (r *TableResult) location() *time.Location {
	if r.loc != nil {
		return r.loc
	}
	return time.Local
}

// columnWidthsByType is TableauStyle.columnWidthsByType: each column is as wide as its name, its
// type's longest value, and "<NULL>"; types of unbounded width get the maximum width.
func columnWidthsByType(columns []Column, maxWidth int) []int {
	widths := make([]int, len(columns))
	for i, c := range columns {
		t := c.Type
		var n int
		switch t.Kind {
		case types.KindTinyInt:
			n = 3 + 1 // digits, and a sign
		case types.KindSmallInt:
			n = 5 + 1
		case types.KindInt:
			n = 10 + 1
		case types.KindBigInt:
			n = 19 + 1
		case types.KindDecimal:
			n = t.Precision + 2 // a sign and the point
		case types.KindBoolean:
			n = len("false")
		case types.KindDate:
			n = len("9999-12-31")
		case types.KindTime:
			n = 8
			if t.Precision > 0 {
				n = t.Precision + 9
			}
		case types.KindTimestamp, types.KindTimestampLTZ:
			n = timestampWidth(t.Precision)
		default:
			n = maxWidth
		}
		widths[i] = max(javaLength(c.Name), n, len("<NULL>"))
	}
	return widths
}

func timestampWidth(precision int) int {
	const base = len("9999-12-31 23:59:59")
	switch {
	case precision == 0:
		return base
	case precision <= 3:
		return base + 4
	case precision <= 6:
		return base + 7
	}
	return base + 10
}

func tableauBorder(w *bufio.Writer, widths []int) {
	w.WriteByte('+')
	for _, n := range widths {
		w.WriteString(strings.Repeat("-", n+2))
		w.WriteByte('+')
	}
	w.WriteByte('\n')
}

// tableauLine right-aligns each cell in its column, cutting a cell that is too wide with "...".
func tableauLine(w *bufio.Writer, cells []string, widths []int) {
	w.WriteByte('|')
	for i, c := range cells {
		w.WriteByte(' ')
		if d := displayWidth(c); d <= widths[i] {
			w.WriteString(strings.Repeat(" ", widths[i]-d))
			w.WriteString(c)
		} else {
			w.WriteString(truncatedCell(c, widths[i]-len("...")))
			w.WriteString("...")
		}
		w.WriteString(" |")
	}
	w.WriteByte('\n')
}
