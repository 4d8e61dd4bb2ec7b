// Package kafka is the 'kafka' and 'upsert-kafka' connectors, Flink's KafkaDynamicTableFactory
// and UpsertKafkaDynamicTableFactory, over the brokers of package broker: the session's
// in-memory broker in the page and the server, a real cluster through franz-go in the CLI
// (connector.Env.Topics decides which).
//
// Options (options.go) are validated in Flink's order and with its messages: the key and value
// formats are looked up first (catalog/format; 'format' or 'value.format', 'key.format'), then
// unknown keys (properties.* are passed to the client, the formats' own keys count with their
// prefixes), then topic, startup, bounded, sink and key options. Keys are projected as Flink's
// createKeyFormatProjection and createValueFormatProjection: 'key.fields' (upsert-kafka: the
// primary key), 'key.fields-prefix' stripped for the key format, 'value.fields-include' ALL or
// EXCEPT_KEY.
//
// A read (source.go) works out each partition's start and end when it opens, as Flink's split
// enumerator does: scan.startup.mode earliest-offset, latest-offset, timestamp,
// specific-offsets (other partitions from their earliest) or group-offsets (the group's
// committed offsets, else 'properties.auto.offset.reset', else Kafka's
// NoOffsetForPartitionException; Flinkpad commits no offsets, as Flink commits only on
// checkpoints); scan.bounded.mode unbounded (never ends: the server's rule for never-ending
// sources applies), latest-offset, timestamp, specific-offsets or group-offsets. A source is
// bounded, and so readable in batch mode, only with a bounded mode. A null value is skipped,
// except by upsert-kafka, whose tombstone is a delete of its key; upsert-kafka's source is
// connector.UpsertMode, which the planner reads through ChangelogNormalize.
//
// Metadata columns (metadata.go) read topic, partition, headers, leader-epoch, offset,
// timestamp and timestamp-type, and write timestamp and headers. A column declared with another
// type than its key's is read with the key's type (ReadType) and cast by the planner
// (engine/plan's metadataCasts), e.g. TIMESTAMP_LTZ(3) to TIMESTAMP(3) in the session time
// zone, as Flink casts it; writing one is refused as not supported.
//
// A write (sink.go) produces each batch's records: key and value encoded by the formats, the
// partition chosen by sink.partitioner (default and round-robin leave it to Kafka's default
// partitioner, murmur2 of the key; fixed writes partition 0, the one sink subtask's). kafka's
// sink takes inserts only; upsert-kafka's takes upserts: -D and -U become tombstones, as
// Flink's DynamicKafkaRecordSerializationSchema writes them (the engine drops the -U rows that
// Flink's plan would not emit, exec.DropUpdateBefore), and with
// sink.buffer-flush.* records are reduced by key until max-rows are buffered or the input ends.
package kafka
