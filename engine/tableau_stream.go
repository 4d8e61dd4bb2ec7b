package engine

import (
	"bufio"
	"io"
	"strconv"
	"time"
)

// StreamTableau prints a streaming query's changes as Flink's SQL client does in tableau mode
// (CliTableauResultView): the header at once, with an "op" column and column widths from the
// types, then each row as it arrives, and a last line when the query ends or is stopped.
type StreamTableau struct {
	w       *bufio.Writer
	columns []Column
	widths  []int
	loc     *time.Location
	n       int
}

// NewStreamTableau prints the header of a query with these columns; maxWidth is
// table.display.max-column-width, loc table.local-time-zone.
func NewStreamTableau(w io.Writer, columns []Column, maxWidth int, loc *time.Location) *StreamTableau {
	t := &StreamTableau{w: bufio.NewWriter(w), columns: columns, loc: loc,
		widths: append([]int{len("op")}, columnWidthsByType(columns, maxWidth)...)}
	names := []string{"op"}
	for _, c := range columns {
		names = append(names, c.Name)
	}
	tableauBorder(t.w, t.widths)
	tableauLine(t.w, names, t.widths)
	tableauBorder(t.w, t.widths)
	t.w.Flush()
	return t
}

// Rows prints rows as they arrive.
func (t *StreamTableau) Rows(rows []Row) {
	r := &TableResult{Columns: t.columns, loc: t.loc}
	for _, row := range rows {
		tableauLine(t.w, r.cells(row, true), t.widths)
		t.n++
	}
	t.w.Flush()
}

// End closes the table of a query that ended: "Received a total of N rows", then extra (the
// SQL client's time cost).
func (t *StreamTableau) End(extra string) {
	if t.n > 0 {
		tableauBorder(t.w, t.widths)
	}
	t.w.WriteString("Received a total of " + t.total() + extra + "\n")
	t.w.Flush()
}

// Terminated is the last line of a query the user stopped (Ctrl-C), then extra.
func (t *StreamTableau) Terminated(extra string) {
	t.w.WriteString("Query terminated, received a total of " + t.total() + extra + "\n")
	t.w.Flush()
}

// total counts the rows as the SQL client does: "row" for 0 and 1.
func (t *StreamTableau) total() string {
	if t.n > 1 {
		return strconv.Itoa(t.n) + " rows"
	}
	return strconv.Itoa(t.n) + " row"
}
