// Package filesystem is Flink's 'filesystem' connector for Flinkpad: tables stored as csv or
// json files in a vfs.FS (the OS natively, memory in the browser and on the server). It behaves
// as Flink 2.3's FileSystemTableFactory with the csv and json formats; every fact below was
// recorded on Flink 2.3 through conformance/flink, in the conformance case named (the fs_*
// cases are the ones the tests in this package reproduce line for line).
//
// # Options
//
// 'path' and 'format' are required (cases error_filesystem_missing_path, fs_missing_format_error).
// 'path' is read as Flink's Path reads it (scheme.go): no scheme or file: (file:///dir, file:/dir)
// is the local file system; any other scheme fails the read or write with Flink's error for a
// missing plugin or a missing Hadoop (fixes_fs_file_scheme, fixes_fs_unknown_scheme_*).
// 'partition.default-name' (default __DEFAULT_PARTITION__) names the directory of NULL partition
// values. The rolling policy, partition commit, compaction, monitoring, statistics, watermark and
// parallelism options are accepted and ignored: a bounded job writes one file per partition and
// commits at the end of input. An unknown key gets Flink's "Unsupported options found for
// 'filesystem'" with Flink's exact list of supported keys (p11). Keys starting with the format's
// name and a dot are never rejected, even unknown ones ('csv.bogus', p12), because Flink validates
// with validateExcept(format + "."); another format's keys are (p13). An unknown format fails
// with "Could not find any format factory for identifier 'xyz' in the classpath." (p08, p09).
//
// # Layout, commit and overwrite
//
// An unpartitioned table is the files under path; a partitioned one has Hive-style directories
// k1=v1/k2=v2 in PARTITIONED BY order (partition_two_keys_order), values escaped like Hive's
// escapePathName, NULL or the empty string as partition.default-name (partition_default_name_null). Partition
// columns are not written into the files (partition_csv_static_dynamic_mixed); reading restores
// them from the directory names, typed by the column (partition_int_key_typing). A PARTITION
// clause's static value wins over the row (seed_country_page_view_static).
//
// A write goes to hidden staging files under path/.staging_<id>/ and becomes visible only in
// Writer.Close, the commit, as Flink's end-of-input commit does. Files are named part-N, N one
// more than the largest in the directory, so repeated INSERTs give part-0, part-1, ... (Flink
// names them part-<uuid>-<subtask>-<n>; names are not observable in the conformance output).
// Writer.Abort (not yet in connector.Writer) drops the staging files. Commits of one factory are
// serialized. Readers skip names starting with '.' or '_', list directories in name order and
// read files whole; batches hold at most 1024 rows.
//
// INSERT OVERWRITE (the sink is an Overwriter) replaces, on commit:
//   - an unpartitioned table's content, even when the query has no rows, which empties the
//     table (insert_overwrite_unpartitioned, insert_overwrite_empty_query);
//   - each partition the job wrote, dynamic or static; others stay
//     (seed_country_page_view_overwrite_mixed, partition_overwrite_single_partition).
//
// Quirk: an OVERWRITE of a fully static partition from a query with no rows does NOT empty it
// in Flink 2.3 (partition_overwrite_static_empty_query), and Flinkpad keeps it too. In streaming
// mode OVERWRITE fails with java.lang.IllegalStateException: Streaming mode not support overwrite.
// (insert_overwrite_streaming_error). The sink takes inserts only.
//
// Quirk: reading a table that has a partition.default-name directory fails with
// org.apache.flink.table.api.TableException: Path should not be null or empty: null, whatever
// the query filters (partition_default_name_null); Source.Open returns it, since Flink raises it
// while planning, before any row is read.
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
package filesystem
