package engine

import (
	"bufio"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Print writes the result to standard output as Flink's TableResult.print() does; see Fprint.
func (r *TableResult) Print() error { return r.Fprint(os.Stdout) }

// Fprint writes the result as Flink's TableResult.print() does, in the result's print style:
//   - a query: a tableau whose column widths come from the column types (an INT column is 11
//     wide, a STRING column table.display.max-column-width, 30 by default), with an "op" column
//     of row kinds in streaming mode, printed as the rows come; "Empty set" when there are none;
//   - SHOW and DESCRIBE: a tableau whose widths come from the values;
//   - an INSERT (once its job has finished) and "OK" statements: the raw values, ", "-separated.
func (r *TableResult) Fprint(w io.Writer) error {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	switch {
	case r.IsQuery:
		return r.printTypeTableau(bw)
	case r.Kind == Success || r.job != nil:
		return r.printRaw(bw)
	}
	cells := make([][]string, len(r.Rows))
	for i, row := range r.Rows {
		cells[i] = r.cells(row, false)
	}
	_, err := bw.WriteString(types.RenderTableau(r.ColumnNames(), cells, r.maxColumnWidth()))
	return err
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
	if n == 1 {
		w.WriteString("1 row in set\n")
	} else {
		w.WriteString(strconv.Itoa(n) + " rows in set\n")
	}
	return nil
}

// cells formats a row as Flink's RowDataToStringConverter does for printing, NULL as <NULL>;
// withKind puts the row kind first.
func (r *TableResult) cells(row Row, withKind bool) []string {
	loc := r.location()
	var out []string
	if withKind {
		out = append(out, row.Kind.ShortString())
	}
	for i, v := range row.Values {
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
		widths[i] = max(utf8.RuneCountInString(c.Name), n, len("<NULL>"))
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
			w.WriteString(truncatedCell(c, widths[i]))
		}
		w.WriteString(" |")
	}
	w.WriteByte('\n')
}

// displayWidth and truncatedCell ask types.RenderTableau, which implements TableauStyle's
// width rules (East Asian wide characters count twice), to lay out the cell alone: its border
// line is as long as the cell is wide, and with the width capped its one row holds the cut cell.
func displayWidth(s string) int {
	table := types.RenderTableau([]string{""}, [][]string{{s}}, math.MaxInt32)
	return strings.IndexByte(table, '\n') - len("+--+")
}

func truncatedCell(s string, width int) string {
	lines := strings.Split(types.RenderTableau([]string{""}, [][]string{{s}}, width), "\n")
	return strings.TrimSuffix(strings.TrimPrefix(lines[3], "| "), " |")
}
