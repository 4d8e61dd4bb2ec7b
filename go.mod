module github.com/flinkpad/flinkpad

go 1.26.8

require (
	github.com/RoaringBitmap/roaring/v2 v2.30.0
	github.com/apache/arrow-go/v18 v18.8.0
	github.com/brianvoe/gofakeit/v7 v7.18.9
	github.com/peterh/liner v1.2.3
	github.com/syumai/workers v0.33.0
	github.com/twmb/franz-go v1.22.3
	github.com/twmb/franz-go/pkg/kadm v1.20.0
	github.com/twmb/franz-go/pkg/kfake v0.0.0-20260918054303-01f206a7e32c
	golang.org/x/sys v0.48.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/goccy/go-json v0.10.6 // indirect
	github.com/google/flatbuffers v25.12.19+incompatible // indirect
	github.com/klauspost/compress v1.20.3 // indirect
	github.com/klauspost/cpuid/v2 v2.4.0 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	github.com/mschoch/smat v0.2.0 // indirect
	github.com/pierrec/lz4/v4 v4.1.33 // indirect
	github.com/twmb/franz-go/pkg/kmsg v1.15.1 // indirect
	github.com/zeebo/xxh3 v1.1.0 // indirect
	golang.org/x/exp v0.0.0-20260112195511-716be5621a96 // indirect
)
