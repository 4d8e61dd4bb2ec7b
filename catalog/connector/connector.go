package connector

import (
	"context"
	"io"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Factory makes the sources and sinks of one connector, named by the 'connector' option.
type Factory interface {
	// Identifier is the value of the 'connector' option, e.g. "datagen".
	Identifier() string
	// Spec lists the options the connector accepts for a table of this schema. Some connectors'
	// options depend on the schema, like datagen's fields.<name>.kind.
	Spec(t *Table) Spec
}

// SourceFactory is a Factory whose tables can be read.
type SourceFactory interface {
	Factory
	// CreateSource validates what the Spec cannot (option values, types) and returns the source.
	CreateSource(t *Table, env *Env) (Source, error)
}

// SinkFactory is a Factory whose tables can be written.
type SinkFactory interface {
	Factory
	CreateSink(t *Table, env *Env) (Sink, error)
}

// Table is what a factory is given: the catalog table and its identity.
type Table struct {
	ID    catalog.ObjectIdentifier
	Table *catalog.Table
}

// Env is the part of the engine that connectors may use.
type Env struct {
	// FS is the file system behind 'filesystem' tables: the OS natively, memory in the browser.
	FS vfs.FS
	// Stdout and Stderr receive what print sinks write.
	Stdout, Stderr io.Writer
	// Alloc allocates the Arrow buffers of the batches a source produces.
	Alloc memory.Allocator
	// Streaming is true in streaming runtime mode.
	Streaming bool
	// Seed makes random datagen values reproducible ('flinkpad.datagen.seed'); 0 means unseeded.
	Seed int64
	// Parallelism is parallelism.default; print sinks prefix subtask numbers when it is above 1.
	Parallelism int
	// SinkObserver, when set, sees every batch a sink receives, with the sink's column names and
	// types: the playground and the run API show each sink's rows from it.
	SinkObserver func(t *Table, names []string, ts []types.Type, b Batch)
	// Topics holds the Kafka topics of 'kafka' and 'upsert-kafka' tables (topics.go).
	Topics Topics
}

// Source reads a table.
type Source interface {
	// Bounded reports whether the planner may treat the table as finite. Flink's datagen with only a
	// sequence field is unbounded to the planner, though it ends at run time.
	Bounded() bool
	// Open starts a read of the given columns (indexes into the table's physical columns), in
	// the order given.
	Open(ctx context.Context, columns []int) (Reader, error)
}

// Reader produces batches until it returns io.EOF.
type Reader interface {
	Next(ctx context.Context) (Batch, error)
	Close() error
}

// Sink writes a table.
type Sink interface {
	// Open starts a write. The batches have the table's persisted columns, in order.
	Open(ctx context.Context, w WriteSpec) (Writer, error)
}

// WriteSpec describes one INSERT into a sink.
type WriteSpec struct {
	// Overwrite is INSERT OVERWRITE; only sinks that implement Overwriter accept it.
	Overwrite bool
	// StaticPartition holds the partition columns that the PARTITION clause fixes, with their
	// values as written in the directory names.
	StaticPartition map[string]string
	// Types are the types of the columns the batches carry.
	Types []types.Type
}

// Writer consumes batches. Close commits what was written: a filesystem sink makes its files
// visible only then, as Flink's commit on end of input does.
type Writer interface {
	Write(ctx context.Context, b Batch) error
	Close() error
}

// Overwriter is implemented by sinks that support INSERT OVERWRITE (Flink's SupportsOverwrite).
type Overwriter interface {
	SupportsOverwrite() bool
}

// Partitioner is implemented by sinks that support PARTITION clauses (Flink's
// SupportsPartitioning); others reject a PARTITION clause.
type Partitioner interface {
	SupportsPartitioning() bool
}

// ChangelogConsumer is implemented by sinks that accept update and delete rows. Sinks that do
// not implement it accept inserts only, and the planner rejects feeding them updates with
// Flink's "doesn't support consuming update changes" message.
type ChangelogConsumer interface {
	ConsumesUpdates() bool
}
