package filesystem

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Partition directories are Hive-style: k1=v1/k2=v2, in PARTITIONED BY order, with the value
// escaped as Hive's PartitionPathUtils.escapePathName does.

const hexDigits = "0123456789ABCDEF"

// escapePathName escapes the characters Hive does not allow in a path name as %XX.
func escapePathName(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if needsEscape(c) {
			sb.WriteByte('%')
			sb.WriteByte(hexDigits[c>>4])
			sb.WriteByte(hexDigits[c&15])
		} else {
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

func needsEscape(c byte) bool {
	if c < 0x20 || c == 0x7f {
		return true
	}
	return strings.IndexByte("\"#%'*/:=?\\{[]^", c) >= 0
}

// unescapePathName undoes escapePathName.
func unescapePathName(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				sb.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// partitionValueText is the directory value of a partition column's value: its Java toString
// (2024-01-05 for a DATE, 2024-01-05T10:00 for a TIMESTAMP), or "" for NULL.
func partitionValueText(t types.Type, v any) string {
	if v == nil {
		return ""
	}
	if s, ok := v.(string); ok {
		return s
	}
	return types.FormatValue(t, v)
}

// restorePartitionValue types a directory value as its column (RowPartitionComputer.
// restorePartValueFromType): strings as they are, others parsed.
func restorePartitionValue(s string, t types.Type) (any, error) {
	if t.IsCharString() {
		return s, nil
	}
	if t.Kind == types.KindTimestamp || t.Kind == types.KindTimestampLTZ {
		s = strings.Replace(s, "T", " ", 1)
	}
	v, err := types.CastValue(s, types.String, t, nil)
	if err != nil {
		return nil, newError(classNumberFormat, "For input string: \"%s\"", s)
	}
	return v, nil
}
