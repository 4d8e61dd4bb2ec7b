package engine

import "github.com/flinkpad/flinkpad/catalog/connector"

// clientCommandError is what Flink's TableEnvironment says to HELP, CLEAR, QUIT and EXIT: they
// parse, but only the SQL client acts on them, and the gateway hands them to executeSql, which
// refuses them (recorded by the case stmt_help). The message is Flink's, with its missing comma.
func clientCommandError() error {
	return connector.NewError(nil, classTable, "Unsupported SQL query! executeSql() only accepts a single SQL statement of type "+
		"CREATE TABLE, DROP TABLE, ALTER TABLE, CREATE DATABASE, DROP DATABASE, ALTER DATABASE, CREATE FUNCTION, "+
		"DROP FUNCTION, ALTER FUNCTION, CREATE CATALOG, DROP CATALOG, USE CATALOG, USE [CATALOG.]DATABASE, "+
		"SHOW CATALOGS, SHOW DATABASES, SHOW TABLES, SHOW [USER] FUNCTIONS, SHOW PARTITIONSCREATE VIEW, DROP VIEW, "+
		"SHOW VIEWS, INSERT, DESCRIBE, LOAD MODULE, UNLOAD MODULE, USE MODULES, SHOW [FULL] MODULES.")
}
