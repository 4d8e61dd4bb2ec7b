// Package catalog keeps the catalogs, databases, tables and views a script creates, as Flink's
// CatalogManager does.
//
// A Manager holds catalogs by name, each with databases holding tables and views, plus the
// temporary objects of the session, which shadow permanent ones of the same identifier. It starts
// with Flink's built-in default_catalog and its default_database, both current. A name in a
// statement has one to three parts; Qualify completes it with the current catalog and database,
// as Flink does, so `t`, `db.t` and `cat.db.t` all become an ObjectIdentifier. ObjectNotFound is
// Calcite's message for a name that resolves to nothing.
//
// Catalogs (catalogs.go) follow Flink's split between a catalog store and catalog instances.
// CREATE CATALOG stores a CatalogDescriptor (the options as written and the comment) and then
// opens the catalog from it, validating the options as Flink's factory discovery does: 'type'
// must be generic_in_memory, the only factory, which knows 'default-database' (default
// "default", the database the catalog starts with) and 'property-version'. A descriptor whose
// options fail stays stored, as in Flink. SHOW CREATE and DESCRIBE CATALOG print the descriptor,
// and ALTER CATALOG changes it and opens a new catalog from it, so an altered in-memory catalog
// starts over empty, as Flink's does. The built-in default_catalog has an instance and no
// descriptor, so it cannot be described or altered, but it can be dropped once it is not
// current. Databases (databases.go) keep a comment and properties, which ALTER DATABASE adds
// to; DROP DATABASE is RESTRICT unless CASCADE, and never drops the current database.
//
// The catalog stores what the binder resolved: column types, computed column and watermark
// expressions as SQL text (Flink stores them serialized the same way), partition keys and
// connector options in the order the DDL gave them, so that SHOW CREATE TABLE can print them back.
// It knows nothing of the planner or of connectors. ALTER replaces or renames a permanent object
// in place (alter.go); Flink's catalogs rename within a database, so only the new name's last
// part counts.
//
// Errors are the shared *flinkerr.Error (Error is that type): they carry Flink's wording and the
// Java class Flink raises, because the SQL client prints "class: message" and Flinkpad's output
// must match it. Their kinds are the sentinel errors ErrNotFound, ErrAlreadyExists, ErrInUse,
// ErrNotEmpty and ErrInvalid, for errors.Is.
package catalog
