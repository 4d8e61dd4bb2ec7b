package engine

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The widths of TableauStyle are Java's: String.length() counts UTF-16 code units, so a
// character outside the Basic Multilingual Plane counts two, and getStringDisplayWidth adds one
// for each East Asian wide or fullwidth character.

// javaLength is Java's String.length() of s.
func javaLength(s string) int {
	n := 0
	for _, r := range s {
		n += utf16Units(r)
	}
	return n
}

func utf16Units(r rune) int {
	if r > 0xFFFF {
		return 2
	}
	return 1
}

// displayWidth is TableauStyle.getStringDisplayWidth.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeDisplayWidth(r)
	}
	return n
}

// runeDisplayWidth is a character's share of getStringDisplayWidth. The East Asian width comes
// from types.RenderTableau, which implements TableauStyle's rules: laid out alone, a character's
// border line is as long as the character is wide.
func runeDisplayWidth(r rune) int {
	if r < 0x1100 || r == utf8.RuneError {
		return 1
	}
	table := types.RenderTableau([]string{""}, [][]string{{string(r)}}, math.MaxInt32)
	wide := strings.IndexByte(table, '\n') - len("+--+")
	return wide + utf16Units(r) - 1
}

// truncatedCell is TableauStyle.truncateString: the leading characters that fit in width,
// padded on the left where a wide character did not fit.
func truncatedCell(s string, width int) string {
	passed, cut := 0, len(s)
	for i, r := range s {
		passed += runeDisplayWidth(r)
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
