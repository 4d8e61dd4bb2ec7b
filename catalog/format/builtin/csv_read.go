package builtin

import (
	"strings"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Reading csv: Jackson's CsvParser splits records and fields, then CsvToRowDataConverters
// converts each field's text. Every field is text, so an empty field is the empty string, not
// NULL: it reads back as '' for STRING, false for BOOLEAN, and fails for INT with
// java.lang.NumberFormatException: For input string: "" (case
// insert_csv_null_int_readback_error). Only csv.null-literal reads back as NULL.

type csvDecoder struct {
	f     *csvFormat
	names []string
	types []types.Type
	read  []bool // nil: every column; else the columns the query reads
}

// projected converts only the columns a query reads, as Flink's csv format does once the
// planner pushed the projection into the scan; the others stay NULL.
func (d *csvDecoder) projected(read []bool) decoder {
	cp := *d
	cp.read = read
	return &cp
}

func (f *csvFormat) decoder(names []string, ts []types.Type) (decoder, error) {
	if err := csvCheckTypes(names, ts); err != nil {
		return nil, err
	}
	return &csvDecoder{f: f, names: names, types: ts}, nil
}

// csvRecord is one parsed record: its fields and where it ends, for error messages.
type csvRecord struct {
	fields []string
	line   int // 1-based line of the record's start
	cols   []int
}

func (d *csvDecoder) decode(data []byte, emit func(row []any) error) error {
	p := &csvParser{f: d.f, s: string(data), line: 1}
	for {
		rec, ok, err := p.next()
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		row, skip, err := d.convertRecord(rec)
		if err != nil {
			return err
		}
		if skip {
			continue
		}
		if err := emit(row); err != nil {
			return err
		}
	}
}

func (d *csvDecoder) convertRecord(rec csvRecord) (row []any, skip bool, err error) {
	n := len(d.types)
	if len(rec.fields) > n {
		if d.f.ignoreErrors {
			return nil, true, nil
		}
		v := rec.fields[n]
		return nil, false, formatError(classCsvRead,
			"Too many entries: expected at most %d (value #%d (%d chars) \"%s\")\n at [Source: UNKNOWN; line: %d, column: %d]",
			n, n, utf8.RuneCountInString(v), v, rec.line, rec.cols[n])
	}
	if len(rec.fields) < n && !d.f.ignoreErrors {
		return nil, false, formatError(classRuntime, "Row length mismatch. %d fields expected but was %d.", n, len(rec.fields))
	}
	row = make([]any, n)
	for i := range rec.fields {
		if d.read != nil && !d.read[i] {
			continue
		}
		v, err := d.nullable(d.types[i], rec.fields[i])
		if err != nil {
			return nil, false, fieldError(err, classRuntime, d.names[i])
		}
		row[i] = v
	}
	return row, false, nil
}

// nullable converts one field's text, NULL for csv.null-literal, NULL on errors when
// csv.ignore-parse-errors is set (the row is kept: case fs_csv_ignore_parse_errors). An ARRAY column is split first and
// the literal checked per element, so a NULL array written as the literal reads back as [null]
// (case fs_csv_format_options).
func (d *csvDecoder) nullable(t types.Type, s string) (any, error) {
	if d.f.hasNull && s == d.f.nullLiteral && t.Kind != types.KindArray {
		return nil, nil
	}
	v, err := d.convert(t, s)
	if err != nil && d.f.ignoreErrors {
		return nil, nil
	}
	return v, err
}

// javaTrim is String.trim: it strips every character up to ' '.
func javaTrim(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
}

func (d *csvDecoder) convert(t types.Type, s string) (any, error) {
	switch t.Kind {
	case types.KindBoolean:
		return strings.EqualFold(javaTrim(s), "true"), nil
	case types.KindTinyInt:
		v, err := parseJavaInt(javaTrim(s), 8)
		return int8(v), err
	case types.KindSmallInt:
		v, err := parseJavaInt(javaTrim(s), 16)
		return int16(v), err
	case types.KindInt, types.KindIntervalYearMonth:
		v, err := parseJavaInt(javaTrim(s), 32)
		return int32(v), err
	case types.KindBigInt, types.KindIntervalDayTime:
		return parseJavaInt(javaTrim(s), 64)
	case types.KindFloat:
		v, err := parseJavaFloat(javaTrim(s), 32)
		return float32(v), err
	case types.KindDouble:
		return parseJavaFloat(javaTrim(s), 64)
	case types.KindDecimal:
		v, null, err := parseJavaBigDecimal(s, t.Precision, t.Scale)
		if err != nil || null {
			return nil, err
		}
		return v, nil
	case types.KindChar, types.KindVarChar:
		return s, nil
	case types.KindBinary, types.KindVarBinary:
		return decodeBase64(s)
	case types.KindDate:
		// Date.valueOf: yyyy-[m]m-[d]d, so 2024-1-5 reads (case fs_csv_read_date_short); its exception has no message.
		if v, ok := parseDateISO(s, true); ok {
			return v, nil
		}
		return nil, errNoMessage
	case types.KindTime:
		return parseLocalTime(s, t.Precision)
	case types.KindTimestamp:
		ts, err := parseTimestampText(s, ' ', "")
		return truncateTimestamp(ts, t.Precision), err
	case types.KindTimestampLTZ:
		ts, err := parseTimestampText(s, ' ', "Z")
		return truncateTimestamp(ts, t.Precision), err
	case types.KindArray:
		if s == "" {
			// Jackson reads an empty field as an empty array: ARRAY[''] written as an empty
			// field reads back as [] (case nested_csv_array_read).
			return []any{}, nil
		}
		parts := strings.Split(s, d.f.arrayDelim)
		out := make([]any, len(parts))
		for i, p := range parts {
			v, err := d.nullable(t.ElemType(), p)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	case types.KindRow:
		parts := strings.Split(s, d.f.arrayDelim)
		if len(parts) != len(t.Fields) && !d.f.ignoreErrors {
			return nil, formatError(classRuntime, "Row length mismatch. %d fields expected but was %d.", len(t.Fields), len(parts))
		}
		out := make([]any, len(t.Fields))
		for i := range min(len(parts), len(out)) {
			v, err := d.nullable(t.Fields[i].Type, parts[i])
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	}
	return nil, formatError(classIllegalArgument, "Unsupported type: %s", t)
}

// truncateTimestamp drops the fraction digits beyond a TIMESTAMP(p)'s precision.
func truncateTimestamp(ts types.TimestampData, precision int) types.TimestampData {
	if precision >= 9 {
		return ts
	}
	unit := int64(1)
	for range 9 - precision {
		unit *= 10
	}
	msOfSecond := ts.Millis % 1000
	if msOfSecond < 0 {
		msOfSecond += 1000
	}
	cut := (msOfSecond*1_000_000 + int64(ts.NanoOfMilli)) % unit
	ns := int64(ts.NanoOfMilli) - cut // >= -999_999_999
	ms := ts.Millis
	if ns < 0 {
		borrow := (-ns + 999_999) / 1_000_000
		ms -= borrow
		ns += borrow * 1_000_000
	}
	return types.TimestampData{Millis: ms, NanoOfMilli: int32(ns)}
}

// csvParser splits csv text into records as Jackson's CsvParser does: quoted fields may hold
// delimiters and line breaks, a doubled quote is a quote, the escape character (if set) makes the
// next character literal, and with csv.allow-comments lines starting with '#' are skipped. An
// empty line is a record of one empty field.
type csvParser struct {
	f    *csvFormat
	s    string
	i    int
	line int
}

func (p *csvParser) next() (csvRecord, bool, error) {
	for p.f.comments && p.i < len(p.s) && p.s[p.i] == '#' {
		p.skipLine()
	}
	if p.i >= len(p.s) {
		return csvRecord{}, false, nil
	}
	rec := csvRecord{line: p.line}
	lineStart := p.i
	var sb strings.Builder
	for {
		sb.Reset()
		r, size := p.peek()
		if p.f.quote >= 0 && r == p.f.quote && size > 0 {
			p.i += size
			closed := false
			for p.i < len(p.s) {
				r, size = p.peek()
				p.i += size
				switch {
				case r == p.f.escape && p.f.escape >= 0 && p.i < len(p.s):
					r2, s2 := p.peek()
					p.i += s2
					sb.WriteRune(r2)
				case r == p.f.quote:
					if r2, s2 := p.peek(); s2 > 0 && r2 == p.f.quote {
						p.i += s2
						sb.WriteRune(r)
						continue
					}
					closed = true
				default:
					if r == '\n' {
						p.line++
						lineStart = p.i
					}
					sb.WriteRune(r)
				}
				if closed {
					break
				}
			}
			if !closed {
				return rec, false, formatError("org.apache.flink.shaded.jackson2.com.fasterxml.jackson.core.JsonParseException",
					"Missing closing quote for value\n at [Source: UNKNOWN; line: %d, column: 1]", p.line)
			}
		}
		// Unquoted text, or what follows a closing quote, up to the delimiter or line end.
		for p.i < len(p.s) {
			r, size = p.peek()
			if r == p.f.delim || r == '\n' || r == '\r' {
				break
			}
			p.i += size
			if r == p.f.escape && p.f.escape >= 0 && p.i < len(p.s) {
				r, size = p.peek()
				p.i += size
			}
			sb.WriteRune(r)
		}
		rec.fields = append(rec.fields, sb.String())
		rec.cols = append(rec.cols, p.i-lineStart)
		r, size = p.peek()
		if size > 0 && r == p.f.delim {
			p.i += size
			continue
		}
		p.skipLineEnd()
		return rec, true, nil
	}
}

func (p *csvParser) peek() (rune, int) {
	if p.i >= len(p.s) {
		return 0, 0
	}
	return utf8.DecodeRuneInString(p.s[p.i:])
}

func (p *csvParser) skipLineEnd() {
	if p.i < len(p.s) && p.s[p.i] == '\r' {
		p.i++
	}
	if p.i < len(p.s) && p.s[p.i] == '\n' {
		p.i++
	}
	p.line++
}

func (p *csvParser) skipLine() {
	for p.i < len(p.s) && p.s[p.i] != '\n' {
		p.i++
	}
	if p.i < len(p.s) {
		p.i++
	}
	p.line++
}
