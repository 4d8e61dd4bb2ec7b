package connector

// PlannedUpdateBefore is implemented by sinks that act on every -U row they get (upsert-kafka
// writes it as a tombstone). Flinkpad's operators emit -U/+U pairs where Flink's plan emits +U
// alone, so the engine hands such a sink only the -U rows Flink's plan emits.
type PlannedUpdateBefore interface {
	PlannedUpdateBeforeOnly() bool
}
