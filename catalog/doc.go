// Package catalog keeps the tables, views and databases a script creates, as Flink's
// CatalogManager does.
//
// A Manager holds catalogs by name, each with databases holding tables and views, plus the
// temporary objects of the session, which shadow permanent ones of the same identifier. It starts
// with Flink's built-in default_catalog and its default_database, both current. A name in a
// statement has one to three parts; Qualify completes it with the current catalog and database,
// as Flink does, so `t`, `db.t` and `cat.db.t` all become an ObjectIdentifier.
//
// The catalog stores what the binder resolved: column types, computed column and watermark
// expressions as SQL text (Flink stores them serialized the same way), partition keys and
// connector options in the order the DDL gave them, so that SHOW CREATE TABLE can print them back.
// It knows nothing of the planner or of connectors. ALTER replaces or renames a permanent object
// in place (alter.go); Flink's catalogs rename within a database, so only the new name's last
// part counts.
//
// Errors carry Flink's wording and the Java class Flink raises, through FlinkClass, because the
// SQL client prints "class: message" and Flinkpad's output must match it. They wrap the sentinel
// errors ErrNotFound and ErrAlreadyExists, for errors.Is.
package catalog
