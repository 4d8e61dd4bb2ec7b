package web

import "time"

// RunStats is what the server saw of one run of /api/run, for its log.
type RunStats struct {
	// Elapsed is the run's wall time, from its start to its answer; Timeout its time limit.
	Elapsed, Timeout time.Duration
	// PeakRSS is the largest resident size of the run's process seen, 0 for a run in-process.
	PeakRSS int64
	// MemoryCap is the run's memory limit.
	MemoryCap int64
	// Stopped is the answer's stopped: "time", "memory", "crash" or empty.
	Stopped string
	// Status is the HTTP status of the answer.
	Status int
}
