package engine

import (
	"errors"
	"sync/atomic"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// ErrMemoryLimit matches the error of a job that needed more Arrow memory than
// 'flinkpad.memory.max-bytes' allows.
// It is also a flinkerr.ErrLimit.
var ErrMemoryLimit = flinkerr.NewKind("memory limit exceeded", flinkerr.ErrLimit)

// memoryLimitError is the failure of a job over its memory cap of limit bytes, which held inUse
// bytes and asked for requested more. Its class names Flinkpad: the cap is the playground's.
func memoryLimitError(limit, inUse, requested int64) *flinkerr.Error {
	return flinkerr.Newf(ErrMemoryLimit, flinkerr.ClassMemoryLimitExceeded,
		"The job needs more memory than the %d bytes that '%s' allows: it holds %d bytes and asked for %d more.",
		limit, KeyMemoryMaxBytes, inUse, requested)
}

// cappedAllocator counts the bytes its job holds and refuses to go over the cap. Arrow's
// Allocator interface has no error result, so a refusal panics with a *flinkerr.Error of kind
// ErrMemoryLimit, which the job's runner recovers into the job's error (recoverMemoryLimit); the
// buffers already allocated are released by the operators' deferred Close and Release calls on
// the way out.
type cappedAllocator struct {
	inner memory.Allocator
	limit int64
	used  atomic.Int64
}

var _ memory.Allocator = (*cappedAllocator)(nil)

func newCappedAllocator(inner memory.Allocator, limit int64) *cappedAllocator {
	return &cappedAllocator{inner: inner, limit: limit}
}

func (a *cappedAllocator) Allocate(size int) []byte {
	a.reserve(size)
	return a.inner.Allocate(size)
}

func (a *cappedAllocator) Reallocate(size int, b []byte) []byte {
	a.reserve(size - len(b))
	return a.inner.Reallocate(size, b)
}

func (a *cappedAllocator) Free(b []byte) {
	a.used.Add(-int64(len(b)))
	a.inner.Free(b)
}

// reserve counts n more bytes (fewer when n < 0), panicking past the cap.
func (a *cappedAllocator) reserve(n int) {
	used := a.used.Add(int64(n))
	if n > 0 && used > a.limit {
		a.used.Add(-int64(n))
		panic(memoryLimitError(a.limit, used-int64(n), int64(n)))
	}
}

// InUse returns the bytes allocated and not yet freed.
func (a *cappedAllocator) InUse() int64 { return a.used.Load() }

// recoverMemoryLimit turns a cappedAllocator's panic into *err; any other panic goes on.
func recoverMemoryLimit(p any, err *error) bool {
	if e, ok := p.(*flinkerr.Error); ok && errors.Is(e, ErrMemoryLimit) {
		*err = e
		return true
	}
	return false
}
