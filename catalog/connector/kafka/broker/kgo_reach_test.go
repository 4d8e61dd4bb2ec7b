//go:build !js

package broker

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

// A cluster that does not answer fails the first operation with ErrUnreachable, naming the
// servers, instead of waiting for the delivery timeout.
func TestClientFailsWhenNoBrokerAnswers(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing listens there now
	c, err := Dial(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.reachWait = 300 * time.Millisecond
	err = c.Produce(context.Background(), "t", []Record{{Partition: -1, Value: []byte("v")}})
	if !errors.Is(err, ErrUnreachable) || !strings.Contains(err.Error(), addr) {
		t.Fatalf("Produce = %v, want ErrUnreachable naming %s", err, addr)
	}
	if _, err := c.Topics(context.Background()); !errors.Is(err, ErrUnreachable) {
		t.Errorf("Topics after a failed contact = %v, want the same error", err)
	}
}
