//go:build linux

package web

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestSandboxCostsLittle runs a small script in a child process and in-process, interleaved, and
// checks that both answer the same. With FLINKPAD_SANDBOX_COST_ROUNDS set it runs that many
// rounds and prints the medians, their ratio, and the memory a spare child holds at rest.
func TestSandboxCostsLittle(t *testing.T) {
	rounds := 3
	if n, err := strconv.Atoi(os.Getenv("FLINKPAD_SANDBOX_COST_ROUNDS")); err == nil && n > 0 {
		rounds = n
	}
	isolated := newRunner(DefaultRunLimits(), nil)
	inProcess := &runner{limits: isolated.limits, slots: isolated.slots}
	req := runRequest{Script: "SET 'execution.runtime-mode' = 'batch';\nSELECT n, n * 2 AS twice FROM (VALUES (1), (2), (3)) AS t(n);"}
	limits := isolated.applied(req.Limits)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second) // a watchdog
	defer cancel()
	rows := func(body []byte) string {
		var a answer
		if err := json.Unmarshal(body, &a); err != nil || len(a.Statements) != 2 || a.Statements[1].Result == nil {
			t.Fatalf("answer %.300s: %v", body, err)
		}
		b, _ := json.Marshal(a.Statements[1].Result.Rows)
		return string(b)
	}
	var child, cold, local []time.Duration
	for range rounds {
		// Let the spare child start, as it has between requests on a server.
		time.Sleep(50 * time.Millisecond)
		start := time.Now()
		status, isolatedBody := isolated.isolated.answer(ctx, req, limits)
		child = append(child, time.Since(start))
		// And once without the spare: a child started for the run.
		time.Sleep(50 * time.Millisecond)
		select {
		case c := <-isolated.isolated.spare:
			c.kill()
			<-c.done
		default:
		}
		start = time.Now()
		if status, coldBody := isolated.isolated.answer(ctx, req, limits); status != 200 || rows(coldBody) != rows(isolatedBody) {
			t.Fatalf("a cold child answered %d %.300s", status, coldBody)
		}
		cold = append(cold, time.Since(start))
		start = time.Now()
		_, localBody := inProcess.answer(ctx, req, limits, nil)
		local = append(local, time.Since(start))
		if status != 200 || rows(isolatedBody) != rows(localBody) || rows(localBody) != `[["1","2"],["2","4"],["3","6"]]` {
			t.Fatalf("the child answered %d %.300s, in-process %.300s", status, isolatedBody, localBody)
		}
	}
	if os.Getenv("FLINKPAD_SANDBOX_COST_ROUNDS") == "" {
		return
	}
	time.Sleep(200 * time.Millisecond)
	var spareRSS int64
	select {
	case c := <-isolated.isolated.spare:
		_, spareRSS = statm(c.cmd.Process.Pid)
		c.kill()
		<-c.done
	default:
	}
	median := func(d []time.Duration) time.Duration {
		s := slices.Clone(d)
		slices.Sort(s)
		return s[len(s)/2]
	}
	mc, mcold, ml := median(child), median(cold), median(local)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	fmt.Printf("sandbox cost over %d interleaved rounds: spare child median %.2f ms, fresh child %.2f ms, in-process %.2f ms; ratio %.2f (+%.2f ms) with the spare, %.2f (+%.2f ms) without; a spare child at rest holds %.1f MiB RSS\n",
		rounds, ms(mc), ms(mcold), ms(ml), float64(mc)/float64(ml), ms(mc-ml), float64(mcold)/float64(ml), ms(mcold-ml), float64(spareRSS)/(1<<20))
}
