package sql

// reservedWords are the words Flink SQL reserves: Calcite's reserved keywords
// (SqlParserTest.RESERVED_KEYWORDS, flag "c") plus the keywords Flink's
// Parser.tdd adds without listing them as non-reserved. A reserved word can be
// used as a name only in backquotes, e.g. `user`, `date`, `value`.
//
// STATEMENT is included because Flink's non-reserved list omits it.
var reservedWords = map[string]struct{}{
	"ABS": {}, "ALL": {}, "ALLOCATE": {}, "ALLOW": {}, "ALTER": {}, "AND": {}, "ANY": {}, "ARE": {},
	"ARRAY": {}, "ARRAY_MAX_CARDINALITY": {}, "AS": {}, "ASENSITIVE": {}, "ASYMMETRIC": {}, "AT": {},
	"ATOMIC": {}, "AUTHORIZATION": {}, "AVG": {}, "BEGIN": {}, "BEGIN_FRAME": {}, "BEGIN_PARTITION": {},
	"BETWEEN": {}, "BIGINT": {}, "BINARY": {}, "BIT": {}, "BLOB": {}, "BOOLEAN": {}, "BOTH": {}, "BUCKETS": {},
	"BY": {}, "BYTES": {}, "CALL": {}, "CALLED": {}, "CARDINALITY": {}, "CASCADED": {}, "CASE": {}, "CAST": {},
	"CATALOGS": {}, "CEIL": {}, "CEILING": {}, "CHAR": {}, "CHARACTER": {}, "CHARACTER_LENGTH": {},
	"CHAR_LENGTH": {}, "CHECK": {}, "CLASSIFIER": {}, "CLOB": {}, "CLOSE": {}, "COALESCE": {}, "COLLATE": {},
	"COLLECT": {}, "COLUMN": {}, "COMMENT": {}, "COMMIT": {}, "CONDITION": {}, "CONNECT": {}, "CONNECTIONS": {},
	"CONSTRAINT": {}, "CONTAINS": {}, "CONTINUOUS": {}, "CONVERT": {}, "CORR": {}, "CORRESPONDING": {},
	"COUNT": {}, "COVAR_POP": {}, "COVAR_SAMP": {}, "CREATE": {}, "CROSS": {}, "CUBE": {}, "CUME_DIST": {},
	"CURRENT": {}, "CURRENT_CATALOG": {}, "CURRENT_DATE": {}, "CURRENT_DEFAULT_TRANSFORM_GROUP": {},
	"CURRENT_PATH": {}, "CURRENT_ROLE": {}, "CURRENT_ROW": {}, "CURRENT_SCHEMA": {}, "CURRENT_TIME": {},
	"CURRENT_TIMESTAMP": {}, "CURRENT_TRANSFORM_GROUP_FOR_TYPE": {}, "CURRENT_USER": {}, "CURSOR": {},
	"CYCLE": {}, "DATABASES": {}, "DATE": {}, "DAY": {}, "DEALLOCATE": {}, "DEC": {}, "DECIMAL": {},
	"DECLARE": {}, "DEFAULT": {}, "DEFINE": {}, "DELETE": {}, "DENSE_RANK": {}, "DEREF": {}, "DESCRIBE": {},
	"DETERMINISTIC": {}, "DISALLOW": {}, "DISCONNECT": {}, "DISTINCT": {}, "DISTRIBUTED": {},
	"DISTRIBUTION": {}, "DOUBLE": {}, "DROP": {}, "DYNAMIC": {}, "EACH": {}, "ELEMENT": {}, "ELSE": {},
	"EMPTY": {}, "END": {}, "END_FRAME": {}, "END_PARTITION": {}, "EQUALS": {}, "ESCAPE": {}, "EVERY": {},
	"EXCEPT": {}, "EXEC": {}, "EXECUTE": {}, "EXISTS": {}, "EXP": {}, "EXPLAIN": {}, "EXTEND": {},
	"EXTENDED": {}, "EXTERNAL": {}, "EXTRACT": {}, "FALSE": {}, "FETCH": {}, "FILTER": {}, "FIRST_VALUE": {},
	"FLOAT": {}, "FLOOR": {}, "FOR": {}, "FOREIGN": {}, "FRAME_ROW": {}, "FREE": {}, "FRESHNESS": {},
	"FROM": {}, "FULL": {}, "FUNCTION": {}, "FUNCTIONS": {}, "FUSION": {}, "GET": {}, "GLOBAL": {}, "GRANT": {},
	"GROUP": {}, "GROUPING": {}, "GROUPS": {}, "HASH": {}, "HAVING": {}, "HOLD": {}, "HOUR": {}, "IDENTITY": {},
	"IMPORT": {}, "IN": {}, "INDICATOR": {}, "INITIAL": {}, "INNER": {}, "INOUT": {}, "INSENSITIVE": {},
	"INSERT": {}, "INT": {}, "INTEGER": {}, "INTERSECT": {}, "INTERSECTION": {}, "INTERVAL": {}, "INTO": {},
	"IS": {}, "JOIN": {}, "JSON_ARRAY": {}, "JSON_ARRAYAGG": {}, "JSON_EXISTS": {}, "JSON_OBJECT": {},
	"JSON_OBJECTAGG": {}, "JSON_QUERY": {}, "JSON_VALUE": {}, "LAG": {}, "LANGUAGE": {}, "LARGE": {},
	"LAST_VALUE": {}, "LATERAL": {}, "LEAD": {}, "LEADING": {}, "LEFT": {}, "LIKE": {}, "LIKE_REGEX": {},
	"LIMIT": {}, "LN": {}, "LOCAL": {}, "LOCALTIME": {}, "LOCALTIMESTAMP": {}, "LOWER": {}, "MATCH": {},
	"MATCHES": {}, "MATCH_NUMBER": {}, "MATCH_RECOGNIZE": {}, "MATERIALIZED": {}, "MAX": {}, "MEASURES": {},
	"MEMBER": {}, "MERGE": {}, "METHOD": {}, "MIN": {}, "MINUS": {}, "MINUTE": {}, "MOD": {}, "MODELS": {},
	"MODIFIES": {}, "MODIFY": {}, "MODULE": {}, "MODULES": {}, "MONTH": {}, "MULTISET": {}, "NATIONAL": {},
	"NATURAL": {}, "NCHAR": {}, "NCLOB": {}, "NEW": {}, "NEXT": {}, "NO": {}, "NONE": {}, "NORMALIZE": {},
	"NOT": {}, "NTH_VALUE": {}, "NTILE": {}, "NULL": {}, "NULLIF": {}, "NUMERIC": {}, "OCCURRENCES_REGEX": {},
	"OCTET_LENGTH": {}, "OF": {}, "OFFSET": {}, "OLD": {}, "OMIT": {}, "ON": {}, "ONE": {}, "ONLY": {},
	"OPEN": {}, "OR": {}, "ORDER": {}, "OUT": {}, "OUTER": {}, "OVER": {}, "OVERLAPS": {}, "OVERLAY": {},
	"PARAMETER": {}, "PARTITION": {}, "PATTERN": {}, "PER": {}, "PERCENT": {}, "PERCENTILE_CONT": {},
	"PERCENTILE_DISC": {}, "PERCENT_RANK": {}, "PERIOD": {}, "PERMUTE": {}, "PORTION": {}, "POSITION": {},
	"POSITION_REGEX": {}, "POWER": {}, "PRECEDES": {}, "PRECISION": {}, "PREPARE": {}, "PREV": {},
	"PRIMARY": {}, "PROCEDURE": {}, "PROCEDURES": {}, "RANGE": {}, "RANK": {}, "RAW": {}, "READS": {},
	"REAL": {}, "RECURSIVE": {}, "REF": {}, "REFERENCES": {}, "REFERENCING": {}, "REFRESH": {},
	"REFRESH_MODE": {}, "REGR_AVGX": {}, "REGR_AVGY": {}, "REGR_COUNT": {}, "REGR_INTERCEPT": {}, "REGR_R2": {},
	"REGR_SLOPE": {}, "REGR_SXX": {}, "REGR_SXY": {}, "REGR_SYY": {}, "RELEASE": {}, "RENAME": {}, "RESET": {},
	"RESULT": {}, "RESUME": {}, "RETURN": {}, "RETURNS": {}, "REVOKE": {}, "RIGHT": {}, "ROLLBACK": {},
	"ROLLUP": {}, "ROW": {}, "ROWS": {}, "ROW_NUMBER": {}, "RUNNING": {}, "SAVEPOINT": {}, "SCALA": {},
	"SCOPE": {}, "SCROLL": {}, "SEARCH": {}, "SECOND": {}, "SEEK": {}, "SELECT": {}, "SENSITIVE": {},
	"SESSION_USER": {}, "SET": {}, "SHOW": {}, "SIMILAR": {}, "SKIP": {}, "SMALLINT": {}, "SOME": {},
	"SPECIFIC": {}, "SPECIFICTYPE": {}, "SQL": {}, "SQLEXCEPTION": {}, "SQLSTATE": {}, "SQLWARNING": {},
	"SQRT": {}, "START": {}, "STATEMENT": {}, "STATIC": {}, "STDDEV_POP": {}, "STDDEV_SAMP": {}, "STREAM": {},
	"STRING": {}, "STRUCTURED": {}, "SUBMULTISET": {}, "SUBSET": {}, "SUBSTRING": {}, "SUBSTRING_REGEX": {},
	"SUCCEEDS": {}, "SUM": {}, "SUSPEND": {}, "SYMMETRIC": {}, "SYSTEM": {}, "SYSTEM_TIME": {},
	"SYSTEM_USER": {}, "TABLE": {}, "TABLES": {}, "TABLESAMPLE": {}, "THEN": {}, "TIME": {}, "TIMESTAMP": {},
	"TIMESTAMP_LTZ": {}, "TIMEZONE_HOUR": {}, "TIMEZONE_MINUTE": {}, "TINYINT": {}, "TO": {}, "TRAILING": {},
	"TRANSLATE": {}, "TRANSLATE_REGEX": {}, "TRANSLATION": {}, "TREAT": {}, "TRIGGER": {}, "TRIM": {},
	"TRIM_ARRAY": {}, "TRUE": {}, "TRUNCATE": {}, "UESCAPE": {}, "UNION": {}, "UNIQUE": {}, "UNKNOWN": {},
	"UNNEST": {}, "UPDATE": {}, "UPPER": {}, "UPSERT": {}, "USE": {}, "USER": {}, "USING": {}, "VALUE": {},
	"VALUES": {}, "VALUE_OF": {}, "VARBINARY": {}, "VARCHAR": {}, "VARYING": {}, "VAR_POP": {}, "VAR_SAMP": {},
	"VERSIONING": {}, "VIEWS": {}, "WATERMARK": {}, "WATERMARKS": {}, "WHEN": {}, "WHENEVER": {}, "WHERE": {},
	"WIDTH_BUCKET": {}, "WINDOW": {}, "WITH": {}, "WITHIN": {}, "WITHOUT": {}, "YEAR": {},
}

// reservedFunctionNames are reserved words that may still name a function
// when a "(" follows, as Calcite's ReservedFunctionName allows: COUNT(x),
// LEFT(s, 2), YEAR(d).
var reservedFunctionNames = map[string]struct{}{
	"ABS": {}, "AVG": {}, "CARDINALITY": {}, "CEIL": {}, "CEILING": {}, "CHAR": {}, "CHAR_LENGTH": {},
	"CHARACTER_LENGTH": {}, "COALESCE": {}, "COLLECT": {}, "CONVERT": {}, "CORR": {}, "COUNT": {},
	"COVAR_POP": {}, "COVAR_SAMP": {}, "CUME_DIST": {}, "CURRENT_DATE": {}, "CURRENT_TIME": {},
	"CURRENT_TIMESTAMP": {}, "DENSE_RANK": {}, "ELEMENT": {}, "EVERY": {}, "EXP": {}, "FIRST_VALUE": {},
	"FLOOR": {}, "FUSION": {}, "GROUPING": {}, "HOUR": {}, "INTERSECTION": {}, "JSON_ARRAY": {},
	"JSON_ARRAYAGG": {}, "JSON_EXISTS": {}, "JSON_OBJECT": {}, "JSON_OBJECTAGG": {}, "JSON_QUERY": {},
	"JSON_VALUE": {}, "LAG": {}, "LAST_VALUE": {}, "LEAD": {}, "LEFT": {}, "LN": {}, "LOCALTIME": {},
	"LOCALTIMESTAMP": {}, "LOWER": {}, "MAX": {}, "MIN": {}, "MINUTE": {}, "MOD": {}, "MONTH": {},
	"NTH_VALUE": {}, "NTILE": {}, "NULLIF": {}, "OCTET_LENGTH": {}, "PERCENT_RANK": {},
	"PERCENTILE_CONT": {}, "PERCENTILE_DISC": {}, "POWER": {}, "RANK": {}, "REGR_COUNT": {},
	"REGR_SXX": {}, "REGR_SYY": {}, "RIGHT": {}, "ROW_NUMBER": {}, "SECOND": {}, "SOME": {}, "SQRT": {},
	"STDDEV_POP": {}, "STDDEV_SAMP": {}, "SUM": {}, "TRANSLATE": {}, "TRUNCATE": {}, "UPPER": {},
	"VAR_POP": {}, "VAR_SAMP": {}, "YEAR": {}, "DAY": {}, "WEEK": {}, "QUARTER": {}, "USER": {},
	// MATCH_RECOGNIZE's navigation functions.
	"CLASSIFIER": {}, "PREV": {}, "NEXT": {}, "FIRST": {}, "LAST": {}, "MATCH_NUMBER": {},
}

// niladicFunctions are the functions written without parentheses.
var niladicFunctions = map[string]struct{}{
	"CURRENT_DATE": {}, "CURRENT_TIME": {}, "CURRENT_TIMESTAMP": {}, "LOCALTIME": {}, "LOCALTIMESTAMP": {},
	"CURRENT_USER": {}, "USER": {}, "SESSION_USER": {}, "SYSTEM_USER": {}, "CURRENT_CATALOG": {},
	"CURRENT_SCHEMA": {}, "CURRENT_ROLE": {}, "CURRENT_PATH": {},
}

// timeUnits are the units of EXTRACT, TIMESTAMPADD, FLOOR(x TO unit) and
// interval qualifiers.
var timeUnits = map[string]struct{}{
	"YEAR": {}, "QUARTER": {}, "MONTH": {}, "WEEK": {}, "DAY": {}, "HOUR": {}, "MINUTE": {}, "SECOND": {},
	"MILLISECOND": {}, "MICROSECOND": {}, "NANOSECOND": {}, "DOW": {}, "DOY": {}, "ISODOW": {},
	"ISOYEAR": {}, "EPOCH": {}, "DECADE": {}, "CENTURY": {}, "MILLENNIUM": {},
}
