package types

import (
	"strconv"
	"strings"
)

// DefaultMaxColumnWidth is PrintStyle.DEFAULT_MAX_COLUMN_WIDTH, the default
// of table.display.max-column-width.
const DefaultMaxColumnWidth = 30

// RenderTableau draws a result table as Flink's TableauStyle does when it
// infers column widths from the data (TableResult.print() and the SQL
// client in batch mode). cells holds FormatTableau strings. The output ends
// with "N rows in set" (or "1 row in set"), or is just "Empty set".
//
//	+----+-------+
//	| id |  name |
//	+----+-------+
//	|  1 | Alice |
//	+----+-------+
//	1 row in set
func RenderTableau(names []string, cells [][]string, maxColumnWidth int) string {
	var sb strings.Builder
	if len(cells) == 0 {
		sb.WriteString("Empty set\n")
		return sb.String()
	}
	widths := make([]int, len(names))
	for i, n := range names {
		widths[i] = len(n) // Java's String.length of the name
	}
	for _, row := range cells {
		for i, c := range row {
			widths[i] = max(widths[i], displayWidth(c))
		}
	}
	for i := range widths {
		widths[i] = min(widths[i], maxColumnWidth)
	}
	border := func() {
		sb.WriteByte('+')
		for _, w := range widths {
			sb.WriteString(strings.Repeat("-", w+2))
			sb.WriteByte('+')
		}
		sb.WriteByte('\n')
	}
	line := func(cols []string) {
		sb.WriteByte('|')
		for i, c := range cols {
			sb.WriteByte(' ')
			if w := displayWidth(c); w <= widths[i] {
				sb.WriteString(strings.Repeat(" ", widths[i]-w))
				sb.WriteString(c)
			} else {
				sb.WriteString(truncateDisplay(c, widths[i]-3))
				sb.WriteString("...")
			}
			sb.WriteString(" |")
		}
		sb.WriteByte('\n')
	}
	border()
	line(names)
	border()
	for _, row := range cells {
		line(row)
	}
	border()
	if len(cells) == 1 {
		sb.WriteString("1 row in set\n")
	} else {
		sb.WriteString(strconv.Itoa(len(cells)) + " rows in set\n")
	}
	return sb.String()
}

// displayWidth counts East Asian wide and fullwidth characters twice, as
// TableauStyle.getStringDisplayWidth does with ICU's EAST_ASIAN_WIDTH.
func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		w++
		if isWide(r) {
			w++
		}
	}
	return w
}

// truncateDisplay keeps the leading characters that fit in width and pads
// on the left when a wide character did not fit.
func truncateDisplay(s string, width int) string {
	passed, cut := 0, len(s)
	for i, r := range s {
		passed++
		if isWide(r) {
			passed++
		}
		if passed > width {
			cut = i
			break
		}
	}
	out := s[:cut]
	if lack := width - displayWidth(out); lack > 0 {
		out = strings.Repeat(" ", lack) + out
	}
	return out
}

// wideRanges approximates Unicode's East Asian Wide (W) and Fullwidth (F)
// characters: Hangul, CJK, kana, fullwidth forms, emoji.
var wideRanges = [][2]rune{
	{0x1100, 0x115F}, {0x2E80, 0x303E}, {0x3041, 0x33FF}, {0x3400, 0x4DBF}, {0x4E00, 0x9FFF},
	{0xA000, 0xA4CF}, {0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFE30, 0xFE4F}, {0xFF00, 0xFF60},
	{0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
}

func isWide(r rune) bool {
	if r < 0x1100 {
		return false
	}
	for _, rg := range wideRanges {
		if r >= rg[0] && r <= rg[1] {
			return true
		}
	}
	return false
}
