//go:build js && wasm

package ui

// functionNames are the built-in functions the editor highlights and completes: Flink's, since
// scripts written here run on Flink as well.
func functionNames() []string {
	return []string{
		"ABS", "ACOS", "ASCII", "ASIN", "ATAN", "ATAN2", "AVG", "BIN", "CARDINALITY", "CAST", "CEIL", "CHAR_LENGTH",
		"CHR", "COALESCE", "CONCAT", "CONCAT_WS", "CONVERT_TZ", "COS", "COUNT", "CURRENT_DATE", "CURRENT_TIMESTAMP",
		"DATE_FORMAT", "DAYOFMONTH", "DAYOFWEEK", "DAYOFYEAR", "DEGREES", "EXP", "EXTRACT", "FLOOR", "FROM_BASE64",
		"FROM_UNIXTIME", "GREATEST", "HEX", "HOUR", "IF", "INITCAP", "INSTR", "LAST_VALUE", "FIRST_VALUE", "LEAST",
		"LEFT", "LISTAGG", "LN", "LOCALTIMESTAMP", "LOCATE", "LOG", "LOG10", "LOG2", "LOWER", "LPAD", "LTRIM", "MAX",
		"MD5", "MIN", "MINUTE", "MOD", "MONTH", "NOW", "NULLIF", "OVERLAY", "PI", "POSITION", "POWER", "PROCTIME",
		"QUARTER", "RADIANS", "RAND", "RAND_INTEGER", "REGEXP", "REGEXP_EXTRACT", "REGEXP_REPLACE", "REPEAT",
		"REPLACE", "REVERSE", "RIGHT", "ROUND", "ROW_NUMBER", "RPAD", "RTRIM", "SECOND", "SHA256", "SIGN", "SIN",
		"SPLIT_INDEX", "SQRT", "SUBSTR", "SUBSTRING", "SUM", "TAN", "TIMESTAMPADD", "TIMESTAMPDIFF", "TO_BASE64",
		"TO_DATE", "TO_TIMESTAMP", "TO_TIMESTAMP_LTZ", "TRIM", "TRUNCATE", "TRY_CAST", "TYPEOF", "UNIX_TIMESTAMP",
		"UPPER", "WEEK", "YEAR", "TUMBLE", "HOP", "CUMULATE", "SESSION",
	}
}
