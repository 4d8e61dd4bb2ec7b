package exec

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"hash"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// String kernels, after Flink's runtime (BinaryStringDataUtil, SqlFunctionUtils). Positions
// and lengths count characters (code points), as Flink's BinaryStringData does; the functions
// Flink runs on java.lang.String (LPAD, REPLACE, OVERLAY...) count UTF-16 units, which differ
// only for characters outside the Basic Multilingual Plane.

func init() {
	registerKernels(map[plan.Op]kernel{
		"UPPER":       mapStrings(javaUpper),
		"LOWER":       mapStrings(javaLower),
		"INITCAP":     mapStrings(initcap),
		"REVERSE":     mapStrings(reverseRunes),
		"CHAR_LENGTH": charLength,
		"CONCAT":      concatAll,
		"CONCAT_WS":   concatWs,
		"SUBSTRING":   substringKernel,
		"SUBSTR":      substringKernel,
		"LEFT":        leftRight,
		"RIGHT":       leftRight,
		"TRIM":        trimKernel,
		"LTRIM":       trimSideKernel,
		"RTRIM":       trimSideKernel,
		"REPLACE":     replaceKernel,
		"POSITION":    positionKernel,
		"LOCATE":      positionKernel,
		"INSTR":       instrKernel,
		"LPAD":        padKernel,
		"RPAD":        padKernel,
		"REPEAT":      repeatKernel,
		"SPLIT_INDEX": splitIndexKernel,
		"ASCII":       asciiKernel,
		"CHR":         chrKernel,
		"OVERLAY":     overlayKernel,
		"MD5":         hashKernel(md5.New),
		"SHA1":        hashKernel(sha1.New),
		"SHA224":      hashKernel(sha256.New224),
		"SHA256":      hashKernel(sha256.New),
		"SHA384":      hashKernel(sha512.New384),
		"SHA512":      hashKernel(sha512.New),
		"TO_BASE64":   toBase64Kernel,
		"FROM_BASE64": fromBase64Kernel,
		"HEX":         hexKernel,
		"BIN":         binKernel,
	})
}

// mapStrings makes a kernel applying f to each non-NULL string.
func mapStrings(f func(string) string) kernel {
	return func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
		x := stringsOf(args[0])
		return stringResult(k, args, func(i int) (string, bool) { return f(x.Value(i)), true }), nil
	}
}

// javaUpperSpecial are the characters String.toUpperCase turns into several (SpecialCasing),
// which Go's simple case mapping leaves alone.
var javaUpperSpecial = strings.NewReplacer("ß", "SS", "ﬀ", "FF", "ﬁ", "FI", "ﬂ", "FL", "ﬃ", "FFI", "ﬄ", "FFL",
	"ﬅ", "ST", "ﬆ", "ST", "ŉ", "ʼN")

func javaUpper(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	return strings.ToUpper(javaUpperSpecial.Replace(s))
}

func javaLower(s string) string { return strings.ToLower(s) }

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// initcap is Calcite's SqlFunctions.initcap, which Flink calls: words are runs of ASCII
// letters and digits; a word's first letter is upper-cased, the rest lower-cased; every other
// character separates words.
func initcap(s string) string {
	b := []byte(s)
	start := true
	for i, c := range b {
		switch {
		case c >= '0' && c <= '9':
			start = false
		case c >= 'A' && c <= 'Z':
			if !start {
				b[i] = c + 32
			}
			start = false
		case c >= 'a' && c <= 'z':
			if start {
				b[i] = c - 32
			}
			start = false
		default:
			start = true
		}
	}
	return string(b)
}

func reverseRunes(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func charLength(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := stringsOf(args[0])
	return int32Result(k, args, func(i int) (int32, bool) { return int32(utf8.RuneCountInString(x.Value(i))), true }), nil
}

// concatAll is CONCAT: NULL when any operand is.
func concatAll(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	strs := make([]*array.String, len(args))
	for j, a := range args {
		strs[j] = stringsOf(a)
	}
	// Each row's parts go straight into the column, without a string of their own.
	out := newStringColumn(k.alloc, k.n, 16*k.n)
	for i := range k.n {
		if anyNull(args, i) {
			out.appendNull()
			continue
		}
		size := 0
		for _, s := range strs {
			size += len(s.Value(i))
		}
		err := checkValueSize(string(c.Op), int64(size))
		if err == nil {
			err = out.checkRoom(string(c.Op), size)
		}
		if err != nil {
			out.finish().Release()
			return nil, err
		}
		for _, s := range strs {
			out.appendPart(s.Value(i))
		}
		out.endValue()
	}
	return out.finish(), nil
}

// concatWs is CONCAT_WS(sep, ...): NULL only when the separator is; NULL operands are skipped,
// and only NULLs give an empty string.
func concatWs(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	strs := make([]*array.String, len(args))
	for j, a := range args {
		strs[j] = stringsOf(a)
	}
	var sb strings.Builder
	return checkedStringResult(k, string(c.Op), args[:1], func(i int) (string, bool, error) {
		size, present := 0, 0
		for _, s := range strs[1:] {
			if !s.IsNull(i) {
				size += len(s.Value(i))
				present++
			}
		}
		size += max(present-1, 0) * len(strs[0].Value(i))
		if err := checkValueSize(string(c.Op), int64(size)); err != nil {
			return "", false, err
		}
		sb.Reset()
		first := true
		for _, s := range strs[1:] {
			if s.IsNull(i) {
				continue
			}
			if !first {
				sb.WriteString(strs[0].Value(i))
			}
			first = false
			sb.WriteString(s.Value(i))
		}
		return sb.String(), true, nil
	})
}

// runeRange returns the characters [start, end) of s, counting code points.
func runeRange(s string, start, end int) string {
	if isASCII(s) {
		return s[start:end]
	}
	r := []rune(s)
	return string(r[start:end])
}

func runeCount(s string) int {
	if isASCII(s) {
		return len(s)
	}
	return utf8.RuneCountInString(s)
}

// substringSQL is BinaryStringDataUtil.substringSQL: 1-based, a negative start counts from
// the end, a start past the end gives an empty string, a negative length gives NULL.
func substringSQL(s string, pos, length int64) (string, bool) {
	if length < 0 {
		return "", false
	}
	if s == "" {
		return "", true
	}
	n := int64(runeCount(s))
	var start int64
	switch {
	case pos > 0:
		start = pos - 1
		if start >= n {
			return "", true
		}
	case pos < 0:
		start = n + pos
		if start < 0 {
			return "", true
		}
	}
	end := n
	if n-start >= length {
		end = start + length
	}
	return runeRange(s, int(start), int(end)), true
}

func substringKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, pos := stringsOf(args[0]), intsOf(args[1])
	length := func(int) int64 { return 1<<31 - 1 }
	if len(args) == 3 {
		length = intsOf(args[2])
	}
	return stringResult(k, args, func(i int) (string, bool) {
		p, l := pos(i), length(i)
		if p > 1<<31-1 || l > 1<<31-1 {
			return "", false // Flink logs that start and length must fit an INT
		}
		return substringSQL(x.Value(i), p, l)
	}), nil
}

// leftRight is LEFT(s, n) and RIGHT(s, n): empty for n <= 0.
func leftRight(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, count := stringsOf(args[0]), intsOf(args[1])
	right := c.Op == "RIGHT"
	return stringResult(k, args, func(i int) (string, bool) {
		s, n := x.Value(i), count(i)
		switch {
		case n <= 0:
			return "", true
		case !right:
			return substringSQL(s, 1, n)
		case n >= int64(runeCount(s)):
			return s, true
		}
		return substringSQL(s, -n, 1<<31-1)
	}), nil
}

// trimSet removes from the given side(s) of s every character found in chars; a single space
// trims only spaces (BinaryStringDataUtil.trim).
func trimSet(s, chars string, leading, trailing bool) string {
	if leading {
		s = strings.TrimLeftFunc(s, func(r rune) bool { return strings.ContainsRune(chars, r) })
	}
	if trailing {
		s = strings.TrimRightFunc(s, func(r rune) bool { return strings.ContainsRune(chars, r) })
	}
	return s
}

func trimKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	mode, _ := plan.LiteralString(c.Args[0])
	leading, trailing := mode != "TRAILING", mode != "LEADING"
	chars, x := stringsOf(args[1]), stringsOf(args[2])
	return stringResult(k, args[1:], func(i int) (string, bool) {
		return trimSet(x.Value(i), chars.Value(i), leading, trailing), true
	}), nil
}

func trimSideKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := stringsOf(args[0])
	left := c.Op == "LTRIM"
	chars := func(int) string { return " " }
	if len(args) == 2 {
		chars = stringsOf(args[1]).Value
	}
	return stringResult(k, args, func(i int) (string, bool) {
		return trimSet(x.Value(i), chars(i), left, !left), true
	}), nil
}

// replaceKernel is String.replace: every occurrence, and an empty target inserts between characters.
func replaceKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, old, repl := stringsOf(args[0]), stringsOf(args[1]), stringsOf(args[2])
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		s, o, r := x.Value(i), old.Value(i), repl.Value(i)
		if len(r) > len(o) {
			// An empty target inserts between characters, and around them.
			n := int64(utf8.RuneCountInString(s) + 1)
			if o != "" {
				n = int64(strings.Count(s, o))
			}
			if err := checkValueSize(string(c.Op), addSize(int64(len(s)), mulSize(n, int64(len(r)-len(o))))); err != nil {
				return "", false, err
			}
		}
		return strings.ReplaceAll(s, o, r), true, nil
	})
}

// indexOf is BinaryStringData.indexOf: the character index of sub in s at or after from, or
// -1; an empty sub is found at 0.
func indexOf(s, sub string, from int) int {
	if sub == "" {
		return 0
	}
	byteIdx, charIdx := 0, 0
	for byteIdx < len(s) && charIdx < from {
		_, size := utf8.DecodeRuneInString(s[byteIdx:])
		byteIdx += size
		charIdx++
	}
	for {
		if byteIdx+len(sub) > len(s) {
			return -1
		}
		if s[byteIdx:byteIdx+len(sub)] == sub {
			return charIdx
		}
		_, size := utf8.DecodeRuneInString(s[byteIdx:])
		byteIdx += size
		charIdx++
		if byteIdx >= len(s) {
			return -1
		}
	}
}

// positionKernel is POSITION(sub IN s [FROM n]) and LOCATE(sub, s [, n]): 1-based, 0 when absent.
func positionKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	sub, x := stringsOf(args[0]), stringsOf(args[1])
	from := func(int) int64 { return 1 }
	if len(args) == 3 {
		from = intsOf(args[2])
	}
	return int32Result(k, args, func(i int) (int32, bool) {
		return int32(indexOf(x.Value(i), sub.Value(i), int(from(i)-1)) + 1), true
	}), nil
}

// instrKernel is INSTR(s, sub [, start [, nth]]): a negative start searches backwards from the
// end; nth must be positive.
func instrKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, sub := stringsOf(args[0]), stringsOf(args[1])
	start, nth := func(int) int64 { return 1 }, func(int) int64 { return 1 }
	if len(args) > 2 {
		start = intsOf(args[2])
	}
	if len(args) > 3 {
		nth = intsOf(args[3])
	}
	var err error
	out := int32Result(k, args, func(i int) (int32, bool) {
		if nth(i) <= 0 {
			err = runtimeError("java.lang.IllegalArgumentException", "nthAppearance must be positive!")
			return 0, false
		}
		return int32(instr(x.Value(i), sub.Value(i), int(start(i)), int(nth(i)))), true
	})
	if err != nil {
		out.Release()
		return nil, err
	}
	return out, nil
}

func instr(s, sub string, start, nth int) int {
	switch {
	case start == 0:
		return 0
	case start > 0:
		index := 0
		for range nth {
			index = indexOf(s, sub, start-1) + 1
			if index == 0 {
				return 0
			}
			start = index + 1
		}
		return index
	}
	pos := instr(reverseRunes(s), reverseRunes(sub), -start, nth)
	if pos == 0 {
		return 0
	}
	return runeCount(s) + 2 - pos - runeCount(sub)
}

// padKernel is LPAD and RPAD (SqlFunctionUtils.lpad/rpad): NULL for a negative length or an
// empty pad, the string cut to the length when it is longer.
func padKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, length, pad := stringsOf(args[0]), intsOf(args[1]), stringsOf(args[2])
	left := c.Op == "LPAD"
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		n, p := length(i), pad.Value(i)
		if n < 0 || p == "" {
			return "", false, nil
		}
		s := x.Value(i)
		// Every character takes a byte at least: the length is checked before anything is built.
		if err := checkValueSize(string(c.Op), n); err != nil {
			return "", false, err
		}
		sr, pr := []rune(s), []rune(p)
		kept := sr[:min(int64(len(sr)), n)]
		fill := int(n) - len(kept)
		// The bytes of the result: the characters kept, and the pad's repeated, then the rest.
		size := int64(len(string(kept))) + mulSize(int64(fill/len(pr)), int64(len(p))) + int64(len(string(pr[:fill%len(pr)])))
		if err := checkValueSize(string(c.Op), size); err != nil {
			return "", false, err
		}
		var sb strings.Builder
		sb.Grow(int(size))
		if !left {
			sb.WriteString(string(kept))
		}
		for j := 0; j < fill; j++ {
			sb.WriteRune(pr[j%len(pr)])
		}
		if left {
			sb.WriteString(string(kept))
		}
		return sb.String(), true, nil
	})
}

func repeatKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, times := stringsOf(args[0]), intsOf(args[1])
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		n := times(i)
		if n <= 0 {
			return "", true, nil
		}
		s := x.Value(i)
		if err := checkValueSize(string(c.Op), mulSize(int64(len(s)), n)); err != nil {
			return "", false, err
		}
		return strings.Repeat(s, int(n)), true, nil
	})
}

// splitIndexKernel is SPLIT_INDEX(s, sep, i): the i-th (0-based) piece, NULL past the last or
// for an empty string; a separator given as a number is that character (1 to 255).
func splitIndexKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, index := stringsOf(args[0]), intsOf(args[2])
	var sep func(i int) (string, bool)
	if c.Args[1].Type().IsIntegerNumeric() {
		code := intsOf(args[1])
		sep = func(i int) (string, bool) {
			ch := code(i)
			if ch > 255 || ch < 1 {
				return "", false
			}
			return string(rune(ch)), true
		}
	} else {
		s := stringsOf(args[1])
		sep = func(i int) (string, bool) { return s.Value(i), true }
	}
	return stringResult(k, args, func(i int) (string, bool) {
		sp, ok := sep(i)
		idx := index(i)
		if !ok || idx < 0 {
			return "", false
		}
		s := x.Value(i)
		if s == "" {
			return "", false
		}
		var parts []string
		if sp == "" {
			// An empty separator splits at each white space character, keeping empty pieces.
			parts = splitEach(s, isJavaWhitespace)
		} else {
			parts = strings.Split(s, sp)
		}
		if idx >= int64(len(parts)) {
			return "", false
		}
		return parts[idx], true
	}), nil
}

// splitEach splits s at every rune sep matches, keeping empty pieces.
func splitEach(s string, sep func(rune) bool) []string {
	var parts []string
	start := 0
	for i, r := range s {
		if sep(r) {
			parts = append(parts, s[start:i])
			start = i + utf8.RuneLen(r)
		}
	}
	return append(parts, s[start:])
}

func isJavaWhitespace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0x1f:
		return true
	}
	return false
}

// asciiKernel is ASCII(s): the first byte of the UTF-8 form as a signed byte, 0 for an empty string.
func asciiKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := stringsOf(args[0])
	return int32Result(k, args, func(i int) (int32, bool) {
		s := x.Value(i)
		if s == "" {
			return 0, true
		}
		return int32(int8(s[0])), true
	}), nil
}

// chrKernel is CHR(n): the character n modulo 256, empty for a negative n.
func chrKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	code := intsOf(args[0])
	return stringResult(k, args, func(i int) (string, bool) {
		n := code(i)
		if n < 0 {
			return "", true
		}
		return string(rune(n & 0xff)), true
	}), nil
}

// overlayKernel is OVERLAY(s PLACING r FROM start [FOR length]), after SqlFunctionUtils.overlay.
func overlayKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x, r, from := stringsOf(args[0]), stringsOf(args[1]), intsOf(args[2])
	length := func(i int) int64 { return int64(runeCount(r.Value(i))) }
	if len(args) == 4 {
		length = intsOf(args[3])
	}
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		if err := checkValueSize(string(c.Op), int64(len(x.Value(i))+len(r.Value(i)))); err != nil {
			return "", false, err
		}
		s := []rune(x.Value(i))
		start, n := from(i), length(i)
		if start <= 0 || start > int64(len(s)) {
			return string(s), true, nil
		}
		var sb strings.Builder
		sb.WriteString(string(s[:start-1]))
		sb.WriteString(r.Value(i))
		if start+n <= int64(len(s)) && n > 0 {
			sb.WriteString(string(s[start-1+n:]))
		}
		return sb.String(), true, nil
	})
}

// bytesAt reads a character or binary string operand as bytes (strings as UTF-8).
func bytesAt(arr arrow.Array) func(i int) []byte {
	switch a := arr.(type) {
	case *array.String:
		return func(i int) []byte { return []byte(a.Value(i)) }
	case *array.Binary:
		return a.Value
	}
	return func(int) []byte { return nil }
}

// hashKernel is MD5, SHA1 and the SHA-2 family: the digest as lower-case hex.
func hashKernel(newHash func() hash.Hash) kernel {
	return func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
		x := bytesAt(args[0])
		h := newHash()
		return stringResult(k, args, func(i int) (string, bool) {
			h.Reset()
			h.Write(x(i))
			return hex.EncodeToString(h.Sum(nil)), true
		}), nil
	}
}

func toBase64Kernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := bytesAt(args[0])
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		b := x(i)
		if err := checkValueSize(string(c.Op), int64(base64.StdEncoding.EncodedLen(len(b)))); err != nil {
			return "", false, err
		}
		return base64.StdEncoding.EncodeToString(b), true, nil
	})
}

// fromBase64Kernel decodes base64 as java.util.Base64's basic decoder does: padding optional,
// any other character fails the query.
func fromBase64Kernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := bytesAt(args[0])
	var err error
	out := stringResult(k, args, func(i int) (string, bool) {
		bs, e := javaBase64Decode(x(i))
		if e != nil {
			err = e
			return "", false
		}
		return string(bs), true
	})
	if err != nil {
		out.Release()
		return nil, err
	}
	return out, nil
}

func javaBase64Decode(src []byte) ([]byte, error) {
	s := strings.TrimRight(string(src), "=")
	padding := len(src) - len(s)
	for _, ch := range []byte(s) {
		if !strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", rune(ch)) {
			return nil, runtimeError("java.lang.IllegalArgumentException", "Illegal base64 character %s", strconv.FormatInt(int64(int8(ch)), 16))
		}
	}
	if len(s)%4 == 1 {
		return nil, runtimeError("java.lang.IllegalArgumentException", "Last unit does not have enough valid bits")
	}
	if padding > 0 && (len(s)+padding)%4 != 0 {
		return nil, runtimeError("java.lang.IllegalArgumentException", "Input byte array has wrong 4-byte ending unit")
	}
	return base64.RawStdEncoding.DecodeString(s)
}

// hexKernel is HEX(n), Long.toHexString in upper case (a negative INT as its 64-bit two's
// complement), and HEX(s), the UTF-8 bytes in hex.
func hexKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	if c.Args[0].Type().IsIntegerNumeric() {
		x := intsOf(args[0])
		return stringResult(k, args, func(i int) (string, bool) {
			return strings.ToUpper(strconv.FormatUint(uint64(x(i)), 16)), true
		}), nil
	}
	x := stringsOf(args[0])
	return checkedStringResult(k, string(c.Op), args, func(i int) (string, bool, error) {
		if err := checkValueSize(string(c.Op), 2*int64(len(x.Value(i)))); err != nil {
			return "", false, err
		}
		return strings.ToUpper(hex.EncodeToString([]byte(x.Value(i)))), true, nil
	})
}

// binKernel is BIN(n), Long.toBinaryString.
func binKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	x := intsOf(args[0])
	return stringResult(k, args, func(i int) (string, bool) { return strconv.FormatUint(uint64(x(i)), 2), true }), nil
}
