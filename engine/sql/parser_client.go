package sql

// clientCommands are the words of Flink's HELP, CLEAR and QUIT parse strategies.
var clientCommands = map[string]bool{"HELP": true, "CLEAR": true, "QUIT": true, "EXIT": true}

// atClientCommand reports whether the statement is one of the client's commands: the word
// alone, as Flink's regular expressions match the whole statement.
func (p *parser) atClientCommand() bool {
	if !p.wordIn(clientCommands) {
		return false
	}
	next := p.peek(1)
	return next.Kind == EOF || next.Kind == Semicolon && p.peek(2).Kind == EOF
}

// parseClientCommand parses HELP, CLEAR, QUIT or EXIT.
func (p *parser) parseClientCommand() Stmt {
	s := &ClientCommand{CommandPos: p.tok.Pos, Word: p.tok.Val}
	p.next()
	return s
}
