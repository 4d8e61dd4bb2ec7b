//go:build ignore

// Serve runs the playground's server: go run serve.go [-addr localhost:8080] [-dir build/web]
// [-data shares]. It serves the built site (building it with make web when it is missing), short share links kept
// in the data directory, and the run API (package web has the routes); it logs each request and
// each run's figures, and shuts down gracefully on SIGINT and SIGTERM. Each run is this
// executable again in a child process, limited and killed from outside (web.SandboxMain), so a
// run that crashes or runs away ends and the server carries on.
package main

import (
	"context"
	"errors"
	"flag"
	"log"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"

	"github.com/flinkpad/flinkpad/web"
)

func main() {
	// Each run of /api/run is this executable again, in a child process: there, this runs it.
	web.SandboxMain()
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	dir := flag.String("dir", "build/web", "the built site (make serve builds it)")
	data := flag.String("data", "shares", "the directory that keeps the share links")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		// A fresh checkout has no built site yet: build it (npm ci, the wasm module, the bundle).
		log.Printf("no built site in %s: building it with make web", *dir)
		build := exec.Command("make", "web")
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			log.Fatalf("make web: %v", err)
		}
		if _, err := os.Stat(*dir + "/index.html"); err != nil {
			log.Fatalf("no built site in %s after make web", *dir)
		}
	}
	store, err := web.NewDirStore(*data)
	if err != nil {
		log.Fatal(err)
	}
	limits := web.DefaultRunLimits()
	handler := web.NewHandler(web.Config{Files: os.DirFS(*dir), Store: store, Limits: limits, OnRun: logRun})
	srv := &http.Server{
		Addr: *addr, Handler: logRequests(handler),
		ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: limits.MaxTimeout + 30*time.Second, IdleTimeout: 2 * time.Minute,
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	log.Printf("Flinkpad playground at http://%s (share links in %s)", *addr, *data)
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(rec, r)
		log.Printf("%s %s %d %s", r.Method, r.URL.Path, rec.status, time.Since(start).Round(time.Microsecond))
	})
}

// logRun logs a run's figures: its time against its limit, its process's peak memory against its cap.
func logRun(s web.RunStats) {
	stopped := s.Stopped
	if stopped == "" {
		stopped = "-"
	}
	log.Printf("run %d stopped=%s elapsed=%dms timeout=%dms peak_rss=%d memory_cap=%d",
		s.Status, stopped, s.Elapsed.Milliseconds(), s.Timeout.Milliseconds(), s.PeakRSS, s.MemoryCap)
}
