package connector

import (
	"context"
	"time"
)

// Pacer holds a generating source (datagen, faker) to its rows-per-second as Flink's
// sources do: each second's rows go out at once, then it waits for the next second. A rate of
// 0 or less emits nothing, ever, as Flink's datagen does.
type Pacer struct {
	RowsPerSecond int64
	start         time.Time
	emitted       int64
}

// Take returns how many of n rows may go now, waiting for the next second when none may, and
// counts them as emitted.
func (p *Pacer) Take(ctx context.Context, n int64) (int64, error) {
	if p.start.IsZero() {
		p.start = time.Now()
	}
	for {
		if p.RowsPerSecond <= 0 {
			<-ctx.Done()
			return 0, ctx.Err()
		}
		elapsed := time.Since(p.start)
		second := int64(elapsed / time.Second)
		allowed := p.RowsPerSecond * (second + 1)
		if allowed < 0 { // overflow: no limit in practice
			p.emitted += n
			return n, nil
		}
		if p.emitted < allowed {
			n = min(n, allowed-p.emitted)
			p.emitted += n
			return n, nil
		}
		t := time.NewTimer(time.Duration(second+1)*time.Second - elapsed)
		select {
		case <-ctx.Done():
			t.Stop()
			return 0, ctx.Err()
		case <-t.C:
		}
	}
}
