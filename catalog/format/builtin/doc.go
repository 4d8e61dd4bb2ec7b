// Package builtin holds the formats Flinkpad has, each registering itself with catalog/format
// from init: csv and json (moved from the filesystem connector, byte for byte), raw, and the
// json changelog formats debezium-json, canal-json, maxwell-json and ogg-json. Every fact
// below was recorded on Flink 2.3 through conformance/flink, in the case named.
//
// # csv (csv.go, csv_read.go)
//
// Jackson's CSV writer: numbers and booleans bare; DOUBLE and FLOAT as Java's toString (1.0E-5);
// DECIMAL with trailing zeros stripped, then BigDecimal.toString: 7.00 is 7, 100.00 is 1E+2,
// 0.00000001 is 1E-8 (p01); strings, dates, times, timestamps, base64 bytes, and ARRAY/ROW
// values joined by ';' are quoted when they hold a character below '-' (a space, '!', '"', '#',
// '*', '+', ','...), the quote character or a backslash, so "Rubber Duck" is quoted but a.b and
// a-b are not (seed_orders_rubber_insert, p03). TIMESTAMP is "2024-01-05 10:20:30.1" (fraction
// without trailing zeros, quoted because of the space), TIMESTAMP_LTZ adds "Z", TIME is
// 10:20:30.5, CHAR keeps its padding. NULL is the empty field (or csv.null-literal). MAP and
// MULTISET are rejected (p07).
//
// Reading converts each field's text as CsvToRowDataConverters does. An empty field is the
// empty string, not NULL, so NULL round-trips badly: the empty string for STRING, false for BOOLEAN, and
// java.lang.NumberFormatException: For input string: "" for INT
// (insert_csv_null_int_readback_error). Numbers are trimmed, booleans are "true" in any case or
// false (r01-r05); DATE accepts 2024-1-5 (r06); TIMESTAMP needs the seconds and the space (r07,
// r08); DECIMAL rounds half up and overflows to NULL (r11, r12); a wrong field count fails
// (p15, r14, r15 — an empty line is one empty field); csv.ignore-parse-errors turns a bad field
// into NULL and keeps the row (p14). Errors carry Java's message where Java's exception has one,
// else "Fail to deserialize at field: x." (r19, r20).
//
// # json (json.go, json_read.go)
//
// One object per line, fields in schema order, NULL as null, strings escaped as Jackson does
// (\u001F in upper case; '/', DEL and non-ASCII as is: p04), DECIMAL as in csv (7.00 is 7:
// insert_implicit_widening; as a plain number keeping its scale with
// json.encode.decimal-as-plain-number: p19), timestamps as "2024-01-05 10:20:30.123" or with
// json.timestamp-format.standard = ISO-8601 "2024-01-05T10:20:30.12", TIMESTAMP_LTZ with "Z",
// bytes in base64, ARRAY, MAP and ROW nested (p05). A NULL map key fails unless
// json.map-null-key.mode says DROP or LITERAL (p20).
//
// Reading matches fields by name, skips unknown ones and blank lines, leaves missing fields NULL
// (or fails with json.fail-on-missing-field), and converts leniently: "3" for INT, 4.7 to 4, 4 to
// "4" for STRING, an object to its JSON text (p16, r24-r30). A bad field fails with
// JsonParseException "Fail to deserialize at field: x."; with json.ignore-parse-errors it is
// NULL and lines that are not JSON are skipped (p17).
//
// # Changelog formats (cdc.go, debezium.go, canal.go, maxwell.go, ogg.go)
//
// Each reads a message as a JSON tree, converts its row images with the json format's
// converters as JsonToRowDataConverters has them (a DATE is yyyy-MM-dd, a TIME needs its
// seconds; a value that is not the object or array expected fails with Jackson's
// ClassCastException, naming the node class: format_debezium_read_*,
// format_debezium_*_message_error) and emits the rows of the kinds its operation means: debezium "c"/"r" insert, "u"
// update-before and update-after, "d" delete; canal INSERT/UPDATE/DELETE with one row per
// element of data and CREATE skipped; maxwell insert/update/delete; ogg I/U/D. An empty message
// (a tombstone) holds no row. A failure is Flink's "Corrupt <Format> JSON message '...'.", or,
// as the SQL client shows it, the cause when it has a message of its own: the JSON syntax
// error, a field's conversion (NumberFormatException), the unknown operation, the REPLICA
// IDENTITY message of an update or delete without before. ignore-parse-errors skips the
// message and makes a field that cannot convert NULL. Writing turns an insert or update-after
// into the envelope's insert and a delete or update-before into its delete, one message per
// row; debezium-json cannot write with schema-include. A connector's table in one of them is a
// changelog source and sink (InsertOnly is false; the factories are ChangelogFactory).
// debezium-json, canal-json and maxwell-json read their metadata (cdc_metadata.go:
// format.MetadataReader, for connectors that offer it; Flink's filesystem connector does not,
// cases format_debezium_metadata_*): debezium's schema, ingestion-timestamp and source.*,
// canal's database, table, sql-type, pk-names and timestamps, maxwell's database, table,
// primary-key-columns and ingestion-timestamp. ogg-json's are not read.
//
// # raw (raw.go)
//
// One column of CHAR/VARCHAR (in raw.charset: UTF-8, UTF-16BE/LE, ISO-8859-1, US-ASCII;
// another Java charset is refused as not supported), BINARY/VARBINARY, BOOLEAN or a number
// (in raw.endianness, of exactly its width, else "Size of data received for deserializing INT
// type is not 4."); raw.line-delimiter splits a record into several values.
package builtin
