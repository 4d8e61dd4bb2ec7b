package web

import (
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// errNotUTF8 is a body whose text is not valid UTF-8, raw or escaped.
var errNotUTF8 = errors.New("the text is not valid UTF-8")

// checkUTF8 accepts a JSON body only when its bytes are UTF-8 and every \u escape in its strings
// names a character: a high surrogate followed by a low one, never a surrogate alone.
func checkUTF8(body []byte) error {
	if !utf8.Valid(body) {
		return errNotUTF8
	}
	inString := false
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case c == '"':
			inString = !inString
		case c == '\\' && inString && i+1 < len(body):
			i++
			if body[i] != 'u' {
				continue
			}
			r, ok := hex4(body, i+1)
			if !ok {
				continue // the decoder reports the malformed escape
			}
			i += 4
			switch {
			case r >= 0xDC00 && r <= 0xDFFF:
				return errNotUTF8
			case r >= 0xD800 && r <= 0xDBFF:
				if i+2 >= len(body) || body[i+1] != '\\' || body[i+2] != 'u' {
					return errNotUTF8
				}
				low, ok := hex4(body, i+3)
				if !ok || utf16.DecodeRune(r, low) == utf8.RuneError {
					return errNotUTF8
				}
				i += 6
			}
		}
	}
	return nil
}

func hex4(b []byte, at int) (rune, bool) {
	if at+4 > len(b) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(b[at:at+4]), 16, 32)
	return rune(n), err == nil
}
