// Package filesystem is Flink's 'filesystem' connector for Flinkpad: tables stored as csv or
// json (or any other registered format) files in a vfs.FS (the OS natively, memory in the browser and on the server). It behaves
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
// # Formats
//
// The file formats are the shared ones of catalog/format, looked up by the 'format' option
// (catalog/format/builtin documents csv and json as Flink writes and reads them). The options
// with the format's prefix ("csv.", "json.") go to the format without it. A file is read whole
// by a format that splits it itself (csv, json), else one record per line, as Flink's
// DeserializationSchemaAdapter does. A changelog format (debezium-json, canal-json...) makes
// the source a connector.ChangelogProducer of every row kind, and the sink writes each row's
// kind through it; the sink takes inserts only with an insert-only format.
package filesystem
