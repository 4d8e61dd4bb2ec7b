// Package plan turns statements into what the engine executes: the binder resolves names in
// the catalog and infers types, and (to come) builds one logical plan tree per sink, which the
// optimizer and the sub-plan reuse pass turn into the plan graph.
//
// So far it binds DDL: CREATE TABLE becomes a catalog.Table with Flink's type defaults for
// DDL (VARCHAR without a length is STRING, VARBINARY is BYTES) and its primary key and watermark
// rules. Errors carry the position of the node they are about and Flink's message.
package plan
