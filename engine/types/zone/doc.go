// Package zone turns a time zone database id (Asia/Shanghai) into a *time.Location: the one place
// where the engine does, so that a build can say where the database comes from.
//
// Natively Load is time.LoadLocation: the CLI and the server read the machine's database, or the
// one their binary links (time/tzdata). The page's module does not link it (about 70 KB brotli of
// a download every visitor pays for, while only scripts naming a zone other than UTC need it):
// there SetLoader installs a loader that fetches the database the first time a script names a
// zone, and fails with ErrUnavailable, as an error of the run, when it cannot.
//
// UTC and the empty id never reach a loader, and neither do fixed offsets (GMT+08:00, Z), which
// the callers read themselves before asking for a zone. Locations are cached: a kernel asks for
// its zone once per row.
package zone
