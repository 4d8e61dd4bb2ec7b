package engine

import "context"

// ClientSession is the SQL client's interactive session: the user enters statements a few at a
// time, and a statement set begun with BEGIN STATEMENT SET; in one entry stays open, queuing
// the INSERTs of later entries, until an END; in another, as the client's gateway session
// holds it. The set is the environment's session's, which RunScript uses too.
type ClientSession struct {
	te *TableEnvironment
}

// NewClientSession starts an interactive session over the environment.
func (te *TableEnvironment) NewClientSession() *ClientSession { return &ClientSession{te: te} }

// Run runs one entry's statements as RunScript does, in the session's statement set.
func (s *ClientSession) Run(ctx context.Context, statements string, each func(Outcome)) error {
	return s.te.runScript(ctx, statements, each, &s.te.session.statementSet)
}

// InStatementSet reports whether a statement set is open.
func (s *ClientSession) InStatementSet() bool { return s.te.session.statementSet != nil }

// Queued returns how many INSERTs the open statement set holds.
func (s *ClientSession) Queued() int {
	set := s.te.session.statementSet
	if set == nil {
		return 0
	}
	return len(set.inserts)
}
