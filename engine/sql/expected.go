package sql

// Flink's lists of expected tokens ("Was expecting one of:"), each copied from a recording of
// Flink 2.3.0 at one point of its grammar. JavaCC builds the list from the parser's state at
// the error, so the list at a point holds whatever token comes there; it is given only at the
// points below, each named after where it was recorded, and nowhere else.
var (
	// After STATEMENT SET BEGIN (conformance case stmtset_execute_empty_error).
	expectedStatementSetFirst = flinkAlternatives(`"INSERT"`, `"UPSERT"`)
	// After an INSERT and its ";" in STATEMENT SET BEGIN ... (stmtset_execute_select_inside_error).
	expectedStatementSetNext = flinkAlternatives(`"END"`, `"INSERT"`, `"UPSERT"`)
	// After CREATE CATALOG name (expect_create_catalog_dotted_name_error).
	expectedAfterCreateCatalogName = flinkAlternatives(eofImage, `"WITH"`, `"COMMENT"`, `";"`)
	// After CREATE CATALOG name COMMENT 'text' (expect_list_create_catalog_after_comment).
	expectedAfterCreateCatalogComment = flinkAlternatives(eofImage, `"WITH"`, `";"`)
	// Where a statement may only end: after USE CATALOG name (catalogs_use_catalog_compound_error,
	// expect_list_use_catalog_extra) and after CREATE CATALOG's WITH options
	// (expect_list_create_catalog_after_with).
	expectedStatementEnd = flinkAlternatives(eofImage, `";"`)
	// After a module name of USE MODULES (expect_list_use_modules_dotted).
	expectedAfterModuleName = flinkAlternatives(eofImage, `";"`, `","`)
	// After INSERT (expect_list_insert_missing_into, expect_hint_after_insert_into).
	expectedInsertInto = flinkAlternatives(`"INTO"`, `"OVERWRITE"`)
	// After CREATE TABLE name (expect_list_create_table_hint_eof, expect_hint_in_create_table).
	expectedAfterCreateTableName = flinkAlternatives(eofImage, `"AS"`, `"LIKE"`, `"WITH"`, `"COMMENT"`,
		`"DISTRIBUTED"`, `"PARTITIONED"`, `"("`, `";"`, `"."`)
	// After AS in a select item (error_reserved_word_alias, expect_list_select_alias_ cases).
	expectedSelectAlias = append(flinkAlternatives("<QUOTED_STRING>"), expectedSimpleIdentifier...)
	// At the first element of CREATE TABLE's list (seed_country_page_view_unquoted_error) and
	// at a later one (expect_list_create_table_reserved_second_column): the same tokens in
	// another order.
	expectedFirstTableElement = append(append([][]string{}, expectedSimpleIdentifier...), tableConstraintWords...)
	expectedNextTableElement  = append(append([][]string{}, tableConstraintWords...), expectedSimpleIdentifier...)
	tableConstraintWords      = flinkAlternatives(`"CONSTRAINT"`, `"PRIMARY"`, `"UNIQUE"`, `"WATERMARK"`)
	// After SHOW COLUMNS FROM name (expect_list_show_columns_ilike).
	expectedAfterShowColumnsName = flinkAlternatives(eofImage, `"LIKE"`, `"NOT"`, `";"`, `"."`)
	// After ALTER TABLE name (alter_error_compact, expect_alter_table_error_list).
	expectedAlterTableAction = flinkAlternatives(`"ADD"`, `"DROP"`, `"RESET"`, `"SET"`, `"MODIFY"`, `"RENAME"`, `"."`)
	// After SHOW CREATE (catalogs_show_create_database_error).
	expectedShowCreateKind = flinkAlternatives(`"CATALOG"`, `"CONNECTION"`, `"OR"`, `"TABLE"`, `"VIEW"`, `"MODEL"`, `"MATERIALIZED"`)
	// After COMPILE PLAN 'path' FOR (stmt_compile_plan_select_error).
	expectedCompilePlanFor = flinkAlternatives(`"INSERT"`, `"STATEMENT"`, `"UPSERT"`)
	// After SHOW TABLES and SHOW VIEWS (catalog_show_tables_ilike_error, expect_list_show_views_ilike).
	expectedAfterShowTables = flinkAlternatives(eofImage, `"FROM"`, `"IN"`, `"LIKE"`, `"NOT"`, `";"`)
	// After SHOW COLUMNS FROM name NOT (catalog_show_columns_ilike_error).
	expectedShowColumnsNotLike = flinkAlternatives(`"LIKE"`)
	// Where only a simple identifier can come: after USE MODULES and after its commas
	// (module_use_none_error, expect_list_use_modules_after_comma).
	expectedSimpleIdentifier = flinkAlternatives("<BRACKET_QUOTED_IDENTIFIER>", "<QUOTED_IDENTIFIER>",
		"<BACK_QUOTED_IDENTIFIER>", "<BIG_QUERY_BACK_QUOTED_IDENTIFIER>", "<HYPHENATED_IDENTIFIER>",
		"<IDENTIFIER>", "<UNICODE_QUOTED_IDENTIFIER>")
)

// flinkAlternatives makes a list of one-token alternatives.
func flinkAlternatives(images ...string) [][]string {
	alts := make([][]string, len(images))
	for i, image := range images {
		alts[i] = []string{image}
	}
	return alts
}

// errorExpectedFlink reports the current token as unexpected, with Flink's list of what it
// expected there. A lexical error at the token keeps Flink's lexical message, which has no list.
func (p *parser) errorExpectedFlink(alts [][]string) {
	if p.err != nil {
		return
	}
	p.errorExpected("")
	if p.err != nil && p.err.Kind == ErrSyntax {
		p.err.FlinkExpected = alts
	}
}

// expectEndFlink fails with Flink's list alts unless the statement ends here.
func (p *parser) expectEndFlink(alts [][]string) {
	if p.tok.Kind != EOF && p.tok.Kind != Semicolon {
		p.errorExpectedFlink(alts)
	}
}
